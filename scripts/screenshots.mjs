// `npm run screenshots [-- zh-Hans vi]`: every screen at 390×844 in each app language (or those
// named), saved to screenshots/ (git-ignored), to look at as a person would. Expects a built app
// (`npm run build`). SCREENSHOTS_ONLY=office shoots the payroll office's screens alone.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, request } from '@playwright/test';
import { launchWithFakeCamera, readShownQr, writeQrVideo } from '../tests/e2e/fake-camera.ts';
import { ADMIN_SCREENS, ANONYMOUS_SCREENS, OFFICE_SCREENS, WORKER_SCREENS } from '../tests/e2e/screens.ts';
import { enterAdminCode } from './lib/admin-code.mjs';
import { CHROMIUM_LAUNCH, startLocalServer } from './lib/local-server.mjs';
import { LANGUAGE_CODES } from '../contract/languages.ts';

const port = Number(process.env.SCREENSHOT_PORT ?? 8383);
const out = 'screenshots';
/** The phone's own locale per app language: native inputs (the date picker) follow it, not the page. */
const PHONE_LOCALE = { ko: 'ko-KR', en: 'en-US', 'zh-Hans': 'zh-CN', vi: 'vi-VN' };
const WORKER = { phone: '010-2345-6789', password: 'Wfm!demo2026' };
const ADMIN = { phone: '010-9876-5432', employeeNumber: 'A1001' };
/** 한빛건설(주)'s payroll office (issue 34): an admin with no site. */
const OFFICE = { phone: '010-7654-3210', employeeNumber: 'H0001' };
/** A worker of the admin's first site (판교) with a clean day, for the scanner. */
const GATE_WORKER = { phone: '010-5284-1937' };
/** Workers of 판교 who forgot to check out on a weekday of last month (the seed's), one per language: the correction requests. */
const CORRECTION_WORKER = { ko: '01051723846', en: '01062834957', 'zh-Hans': '01073941852', vi: '01084052963' };
/** An account without a site (the seed's 임도윤): the admin finds him and sees the take-on form. */
const UNEMPLOYED_WORKER = { phone: '010-5820-3746' };
/** A person without an account for each language's run, registered by the admin (decision 079). */
const NEWCOMERS = {
  ko: { phone: '010-3141-5921', name: '한지민', rrn: '950811-2345678' },
  en: { phone: '010-3141-5922', name: 'Maria Santos', rrn: '950812-6345678' },
  'zh-Hans': { phone: '010-3141-5923', name: '王芳', rrn: '950813-6345678' },
  vi: { phone: '010-3141-5924', name: 'TRAN THI MAI', rrn: '950814-6345678' },
};
/** The seed's foreign worker (NGUYEN VAN AN: E-9 until 2028-03-31, Viet Nam), employed at 정관리's 송도 site: the ID card section. */
const FOREIGN_WORKER = { phone: '010-4729-1836', site: 'K002/P2001' };
/** The gate worker's events in the order of the languages' runs (the scanner's screenshots follow one another on one day). */
const GATE_EVENTS = ['BeginWork', 'BeginLunch', 'EndLunch', 'EndWork'];
let gateRuns = 0;
const API = '/v1/mobile/wfm';

/**
 * A correction request as the worker's app sends it (issue 18): the EndWork missing on last month's
 * day without an end, with a photo (a JPEG the page draws), so the admin's list has one to show.
 */
async function askForCorrection(page, base, locale) {
  const api = await request.newContext({ baseURL: base });
  try {
    await api.get(`${API}/openapi.json`);
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await api.post(`${API}/auth/login`, { data: { phone: CORRECTION_WORKER[locale], password: WORKER.password }, headers: { 'X-XSRF-TOKEN': xsrf } });
    const headers = { Authorization: `Bearer ${(await login.json()).accessToken}`, 'X-XSRF-TOKEN': xsrf };
    const now = new Date(Date.now() + 9 * 3_600_000);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const month = await (await api.get(`${API}/work/monthly?year=${last.getUTCFullYear()}&month=${last.getUTCMonth() + 1}`, { headers })).json();
    const day = month.days.find((entry) => entry.workStartTime !== '-' && entry.workEndTime === '-');
    const photo = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const g = canvas.getContext('2d');
      g.fillStyle = '#c9d3de';
      g.fillRect(0, 0, 640, 480);
      g.fillStyle = '#ffffff';
      g.fillRect(90, 50, 460, 380);
      g.fillStyle = '#33404d';
      g.font = '28px sans-serif';
      ['작업일보  ·  Daily log', '07:10  출근', '12:00 - 13:00  점심', '17:30  퇴근'].forEach((line, i) => g.fillText(line, 130, 120 + i * 70));
      return canvas.toDataURL('image/jpeg', 0.85).replace(/^data:image\/jpeg;base64,/, '');
    });
    const reason = { ko: '퇴근 스캔을 잊었습니다. 작업일보 사진을 첨부합니다.', en: 'I forgot to scan out. A photo of the daily log is attached.', 'zh-Hans': '忘记扫下班码了。附上施工日志的照片。', vi: 'Tôi quên quét mã tan ca. Đính kèm ảnh nhật ký công trường.' }[locale];
    const asked = await api.post(`${API}/work/corrections`, { data: { date: day.date, eventType: 'EndWork', time: '17:30', reason, photo, idempotencyKey: randomUUID() }, headers });
    if (asked.status() !== 201) throw new Error(`correction request: ${asked.status()} ${await asked.text()}`);
  } finally {
    await api.dispose();
  }
}

/** The admin's correction requests beyond their first view (ADMIN_SCREENS): the decision dialog, then the decided list. */
async function adminCorrectionScreens(page, base, locale) {
  await page.goto(`${base}/adminCorrections`, { waitUntil: 'networkidle' });
  await page.locator('.correction-photo img').waitFor();
  await page.locator('.correction .button-row .btn--primary').click();
  await page.locator('.decision-dialog textarea').fill({ ko: '작업일보로 확인했습니다.', en: 'Checked against the daily log.', 'zh-Hans': '已根据施工日志核实。', vi: 'Đã đối chiếu với nhật ký công trường.' }[locale]);
  await page.screenshot({ path: fileName(locale, 'admin', '/adminCorrections', '-decision') });
  await page.locator('.decision-dialog button[type=submit]').click();
  await page.locator('.decision-dialog').waitFor({ state: 'detached' });
  await page.locator('.segmented button').nth(1).click();
  await page.locator('.correction__decided').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: fileName(locale, 'admin', '/adminCorrections', '-decided'), fullPage: true });
}

/**
 * The admin's contract templates (issue 33) beyond their list (ADMIN_SCREENS): the new template's form,
 * sent empty (each field's message), and a seeded template opened to change. Nothing is saved.
 */
async function adminTemplateScreens(page, base, locale) {
  await page.goto(`${base}/adminContractTemplates`, { waitUntil: 'networkidle' });
  await page.locator('.template-card').first().waitFor();
  await page.locator('.templates > button.btn--primary').click();
  await page.locator('.template-form').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminContractTemplates', '-new') });
  await page.locator('.template-form button[type=submit]').click();
  await page.locator('.template-form .field__error').first().waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminContractTemplates', '-errors'), fullPage: true });
  await page.locator('.template-form .btn--secondary').first().click();
  await page.locator('.template-card__open').first().click();
  await page.locator('.template-form').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminContractTemplates', '-change'), fullPage: true });
}

/** The gate worker's new number, asked for (never changed) in each language. */
const NEW_PHONES = { ko: '010-7000-0001', en: '010-7000-0002', 'zh-Hans': '010-7000-0003', vi: '010-7000-0004' };

/**
 * The admin's workers (issue 33) beyond their empty search (ADMIN_SCREENS): a number no account has,
 * with the registration form (its messages, then a person registered: the card with the text sent and
 * the take-on form), 임도윤 (an account without a site) found with the take-on form and the first
 * template's terms, and the gate worker's employment at 판교: the face photo taken (with the consent
 * shown) and kept, so the scanner shows it, the phone-number change to its code step, and the end
 * dialog open (not saved).
 */
async function adminWorkerScreens(page, base, locale) {
  const find = async (phone) => {
    await page.locator('.workers__search input[name=phone]').fill(phone);
    await page.locator('.workers__search button[type=submit]').click();
  };
  await page.goto(`${base}/adminWorkers`, { waitUntil: 'networkidle' });
  // A person without an account (decision 079): the registration form, sent empty, then filled and sent.
  const newcomer = NEWCOMERS[locale];
  await find(newcomer.phone);
  await page.locator('.workers__none').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-not-found') });
  await page.locator('.register button[type=submit]').click();
  await page.locator('.register .field__error').first().waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-register-errors'), fullPage: true });
  await page.locator('.register input[name=name]').fill(newcomer.name);
  await page.locator('.register input[name=rrn]').fill(newcomer.rrn);
  await page.locator('.register select[name=language]').selectOption(locale);
  await page.locator('.register input[name=idChecked]').check();
  await page.locator('.register button[type=submit]').click();
  await page.locator('.worker-card__invitation').waitFor();
  await page.locator('.take-on select').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-registered'), fullPage: true });
  await find(UNEMPLOYED_WORKER.phone);
  await page.locator('.take-on select').waitFor();
  await page.locator('.take-on select').selectOption({ index: 1 });
  await page.locator('.take-on__terms').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-take-on'), fullPage: true });
  await find(GATE_WORKER.phone);
  await page.locator('.worker-card__end').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-employed'), fullPage: true });
  // The face for the gate (decision 080): the consent in the worker's language, a photo taken and kept.
  await page.locator('.worker-card__photo button').click();
  await page.locator('.photo-consent').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-photo') });
  const face = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 640;
    const g = canvas.getContext('2d');
    g.fillStyle = '#8fb3d9';
    g.fillRect(0, 0, 480, 640);
    g.fillStyle = '#f1c9a5';
    g.beginPath();
    g.ellipse(240, 280, 130, 170, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#3b2f2a';
    g.fillRect(110, 90, 260, 90);
    g.fillStyle = '#2d5d8a';
    g.fillRect(60, 470, 360, 170);
    return canvas.toDataURL('image/jpeg', 0.85).replace(/^data:image\/jpeg;base64,/, '');
  });
  await page.locator('.identity-dialog input[type=file]').last().setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(face, 'base64') });
  await page.locator('.photo-dialog__preview').waitFor();
  await page.locator('.identity-dialog input[name=consent]').check();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-photo-taken') });
  await page.locator('.identity-dialog button[type=submit]').click();
  await page.locator('img.worker-card__face').waitFor();
  await page.locator('.worker-card__photo').scrollIntoViewIfNeeded();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-photo-kept') });
  // A new phone number (decision 082): the number's rule under the field, then the code step (not changed).
  await page.locator('.worker-card__phone-change button').click();
  await page.locator('.identity-dialog button[type=submit]').click();
  await page.locator('.identity-dialog .field__error').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-phone') });
  await page.locator('.identity-dialog input[name=phone]').fill(NEW_PHONES[locale]);
  await page.locator('.identity-dialog button[type=submit]').click();
  await page.locator('.identity-dialog input[name=oneTimeCode]').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-phone-code') });
  await page.locator('.identity-dialog .alert-dialog__actions button').first().click();
  await page.locator('.worker-card__end').click();
  await page.locator('.end-dialog input[name=lastDay]').waitFor();
  await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-end') });
}

/**
 * A record for a worker without a phone (decision 081) beyond its empty first view: the gate worker
 * found by part of his name, with his face and the event and reason chosen. Nothing is recorded (the
 * scanner's screenshots record his day).
 */
async function adminSiteRecordScreens(page, base, locale) {
  await page.goto(`${base}/adminSiteRecord`, { waitUntil: 'networkidle' });
  await page.locator('.site-record__search input[name=q]').fill('현우');
  await page.locator('.site-record__search button[type=submit]').click();
  await page.locator('.site-record__form select[name=eventType]').waitFor();
  await page.locator('.site-record__form select[name=eventType]').selectOption('BeginWork');
  await page.locator('.site-record__form select[name=reason]').selectOption('phoneDead');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: fileName(locale, 'admin', '/adminSiteRecord', '-form'), fullPage: true });
}

/**
 * The ID card section (issue 33) of the foreign worker employed at 송도: the admin logs in at that site
 * (the list's K002/P2001), finds him, and opens the ID check dialog with what his card says. Nothing is
 * saved: the dialog is cancelled.
 */
async function adminIdentityScreens(browser, base, locale) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block', locale: PHONE_LOCALE[locale] });
  await context.addCookies([{ name: 'locale', value: locale, url: base }]);
  const page = await context.newPage();
  try {
    await page.goto(`${base}/adminLogin`, { waitUntil: 'networkidle' });
    await page.locator('input[name=phone]').fill(ADMIN.phone);
    await page.locator('input[name=employeeNumber]').fill(ADMIN.employeeNumber);
    await page.locator('button[type=submit]').click();
    await enterAdminCode(page, base, ADMIN.phone);
    await page.locator(`input[type=radio][value="${FOREIGN_WORKER.site}"]`).check();
    await page.locator('button[type=submit]').click();
    await page.waitForURL(`${base}/admin`);
    await page.goto(`${base}/adminWorkers`, { waitUntil: 'networkidle' });
    await page.locator('.workers__search input[name=phone]').fill(FOREIGN_WORKER.phone);
    await page.locator('.workers__search button[type=submit]').click();
    await page.locator('.worker-card__identity .worker-card__facts').waitFor();
    await page.locator('.worker-card__identity').scrollIntoViewIfNeeded();
    await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-identity'), fullPage: true });
    await page.locator('.worker-card__record-id').click();
    await page.locator('.identity-dialog select[name=country]').waitFor();
    await page.screenshot({ path: fileName(locale, 'admin', '/adminWorkers', '-identity-form') });
    await page.locator('.identity-dialog .btn--secondary').click();
    await page.locator('.identity-dialog').waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
}

/**
 * The gate scanner at work: a worker's real code played by a fake camera, accepted on one admin phone
 * and refused as already used on a second one.
 */
async function scannerScreens(browser, base, locale) {
  const dir = mkdtempSync(join(tmpdir(), 'wfm-shots-camera-'));
  const file = join(dir, 'camera.y4m');
  writeQrVideo(file, null);
  const gateBrowser = await launchWithFakeCamera(file);
  try {
    const workerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await workerContext.addCookies([{ name: 'locale', value: locale, url: base }]);
    const worker = await workerContext.newPage();
    await worker.goto(`${base}/login`);
    await worker.locator('input[name=phone]').fill(GATE_WORKER.phone);
    await worker.locator('input[name=password]').fill(WORKER.password);
    await worker.locator('button[type=submit]').click();
    await worker.waitForURL(`${base}/`);
    await worker.goto(`${base}/qrGenerate`);
    await worker.locator(`input[name=eventType][value=${GATE_EVENTS[gateRuns++ % GATE_EVENTS.length]}]`).check();
    await worker.locator('button[type=submit]').click();
    await worker.locator('.qr-image canvas').waitFor();
    writeQrVideo(file, (await readShownQr(worker)).pixels);
    await workerContext.close();

    for (const [suffix, result] of [['-accepted', '.scan-result--accepted'], ['-refused', '.scan-result--refused']]) {
      const context = await gateBrowser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block', locale: PHONE_LOCALE[locale] });
      await context.grantPermissions(['camera'], { origin: base });
      await context.addCookies([{ name: 'locale', value: locale, url: base }]);
      const gate = await context.newPage();
      await gate.goto(`${base}/adminLogin`);
      await gate.locator('input[name=phone]').fill(ADMIN.phone);
      await gate.locator('input[name=employeeNumber]').fill(ADMIN.employeeNumber);
      await gate.locator('button[type=submit]').click();
      await enterAdminCode(gate, base, ADMIN.phone);
      await gate.locator('input[type=radio]').first().check();
      await gate.locator('button[type=submit]').click();
      await gate.waitForURL(`${base}/admin`);
      await gate.goto(`${base}/adminScan`);
      await gate.locator(result).waitFor();
      await gate.screenshot({ path: fileName(locale, 'admin', '/adminScan', suffix) });
      await context.close();
    }
  } finally {
    await gateBrowser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The worker's corrections (issue 18) past their first look: the request form's messages, then a
 * request sent for the seed's day without an end (김민준's, nine days ago), as the day and the list show it.
 */
async function correctionScreens(page, base, locale) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(Date.now() - 9 * 24 * 60 * 60 * 1000).replaceAll('-', '');
  // The calendar's invitation under a day without an end (when that day is in this month).
  await page.goto(`${base}/work`, { waitUntil: 'networkidle' });
  await page.locator('.month-grid').waitFor();
  if ((await page.locator('.month-grid__day--warning').count()) > 0) {
    await page.locator('.month-grid__day--warning').first().click();
    await page.screenshot({ path: fileName(locale, 'worker', '/work', '-no-end'), fullPage: true });
  }
  await page.goto(`${base}/workCorrections?date=${day}&request=true`, { waitUntil: 'networkidle' });
  await page.locator('button[type=submit]').click();
  await page.screenshot({ path: fileName(locale, 'worker', '/workCorrections', '-request-errors'), fullPage: true });
  await page.locator('input[name=eventType][value=EndWork]').check();
  await page.locator('input[name=time]').fill('17:30');
  await page.locator('textarea[name=reason]').fill({ ko: '퇴근 스캔을 잊었습니다. 17시 30분에 반장님과 함께 나갔습니다.', en: 'I forgot to scan out. I left with the foreman at 17:30.', 'zh-Hans': '忘记扫下班码了。17:30和班长一起离开的。', vi: 'Tôi quên quét mã tan ca. Tôi về lúc 17:30 cùng tổ trưởng.' }[locale]);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${base}/workCorrections?date=${day}`);
  await page.locator('.correction').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: fileName(locale, 'worker', '/workCorrections', '-day-requested'), fullPage: true });
  await page.goto(`${base}/workCorrections`, { waitUntil: 'networkidle' });
  await page.locator('.correction-row').first().waitFor();
  await page.screenshot({ path: fileName(locale, 'worker', '/workCorrections', '-list-requested'), fullPage: true });
  // The work screens mark the day (when it is in this month).
  await page.goto(`${base}/work`, { waitUntil: 'networkidle' });
  await page.locator('.month-grid').waitFor();
  if ((await page.locator('.month-grid__day--flagged').count()) > 0) {
    await page.locator('.month-grid__day--flagged').first().click();
    await page.screenshot({ path: fileName(locale, 'worker', '/work', '-requested'), fullPage: true });
    await page.locator('.segmented button').nth(1).click();
    await page.locator('.work-list__note').first().waitFor();
    await page.screenshot({ path: fileName(locale, 'worker', '/work', '-list-requested'), fullPage: true });
  }
  // The next language asks again: this one's request is withdrawn.
  await page.goto(`${base}/workCorrections?date=${day}`, { waitUntil: 'networkidle' });
  await page.locator('.correction .btn--secondary').first().click();
  await page.locator('dialog[open] .btn--danger').click();
  await page.locator('.work-day__requested').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: fileName(locale, 'worker', '/workCorrections', '-day-withdrawn'), fullPage: true });
}

function fileName(locale, role, path, suffix = '') {
  const name = path === '/' ? 'home' : path.slice(1);
  return `${out}/${locale}-${role}-${name}${suffix}.png`;
}

/** Every screen of a list (tests/e2e/screens.ts), in the state its `open` step leads to. */
/** The payroll office (issue 34): its login's choice, then its month at the phone's width and at a desktop's. */
async function officeScreens(page, base, locale) {
  await page.goto(`${base}/adminLogin`, { waitUntil: 'networkidle' });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/adminLogin`, { waitUntil: 'networkidle' });
  await page.locator('input[name=phone]').fill(OFFICE.phone);
  await page.locator('input[name=employeeNumber]').fill(OFFICE.employeeNumber);
  await page.locator('button[type=submit]').click();
  await enterAdminCode(page, base, OFFICE.phone);
  await page.locator('input[type=radio]').first().waitFor();
  await page.screenshot({ path: fileName(locale, 'anon', '/adminLogin', '-office') });
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${base}/office`);
  await shootScreens(page, base, locale, 'office', OFFICE_SCREENS);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/office`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: fileName(locale, 'office', '/office', '-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.clear());
}

async function shootScreens(page, base, locale, role, screens) {
  for (const screen of screens) {
    await page.goto(`${base}${screen.path}`, { waitUntil: 'networkidle' });
    // The app renders in a transition (decision 064), which may finish after the network is idle:
    // wait for the screen's heading, then for what it loads.
    await page.locator('h1:not(.first-screen *)').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screen.open?.(page);
    await page.screenshot({ path: `${out}/${locale}-${role}-${screen.name}.png` });
  }
}

/**
 * Offline: the install entry's dialog, then with the network cut (pages and service worker) home
 * with the "data as of" note and a month that was never loaded.
 */
async function offlineScreens(browser, server, locale) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'allow', locale: PHONE_LOCALE[locale] });
  await context.addCookies([{ name: 'locale', value: locale, url: server.base }]);
  const page = await context.newPage();
  await page.goto(`${server.base}/login`, { waitUntil: 'networkidle' });
  await page.locator('input[name=phone]').fill(WORKER.phone);
  await page.locator('input[name=password]').fill(WORKER.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${server.base}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.waitForTimeout(3000); // the offline essentials are stored meanwhile
  await page.goto(`${server.base}/myAccount`, { waitUntil: 'networkidle' });
  // The install entry (the menu's first item was it until the notifications switch came first).
  await page.locator('.menu-list button.menu-list__item', { has: page.locator('svg') }).first().click();
  await page.screenshot({ path: fileName(locale, 'worker', '/myAccount', '-install') });
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.goto(`${server.base}/`);
  await page.locator('.offline-note').waitFor();
  await page.screenshot({ path: fileName(locale, 'worker', '/', '-offline') });
  await page.goto(`${server.base}/work`);
  await page.locator('.month-switcher button').first().click();
  await page.locator('.offline-note').waitFor();
  await page.screenshot({ path: fileName(locale, 'worker', '/work', '-offline-never-loaded') });
  await context.close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const server = await startLocalServer(port);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const asked = process.argv.slice(2).filter((code) => LANGUAGE_CODES.includes(code));
    for (const locale of asked.length > 0 ? asked : LANGUAGE_CODES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block', locale: PHONE_LOCALE[locale] });
      await context.addCookies([{ name: 'locale', value: locale, url: server.base }]);
      const page = await context.newPage();
      // SCREENSHOTS_ONLY=office: the payroll office's screens alone (a quick look at one part).
      if (process.env.SCREENSHOTS_ONLY === 'office') {
        await officeScreens(page, server.base, locale);
        await context.close();
        continue;
      }
      await shootScreens(page, server.base, locale, 'anon', ANONYMOUS_SCREENS);
      // Validation messages as a person would see them.
      await page.goto(`${server.base}/login`, { waitUntil: 'networkidle' });
      await page.locator('button[type=submit]').click();
      await page.screenshot({ path: fileName(locale, 'anon', '/login', '-errors') });

      await page.locator('input[name=phone]').fill(WORKER.phone);
      await page.locator('input[name=password]').fill(WORKER.password);
      await page.locator('button[type=submit]').click();
      await page.waitForURL(`${server.base}/`);
      await shootScreens(page, server.base, locale, 'worker', WORKER_SCREENS);
      for (const [index, suffix] of [[0, '-waiting'], [2, '-answered']]) {
        await page.goto(`${server.base}/qnaList`, { waitUntil: 'networkidle' });
        await page.locator('.inquiry-list__item').nth(index).click();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: fileName(locale, 'worker', '/qnaDetail', suffix), fullPage: true });
      }
      // The other modes of the month screens, and a full month's statement.
      await page.goto(`${server.base}/work`, { waitUntil: 'networkidle' });
      await page.locator('.segmented button').nth(1).click();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: fileName(locale, 'worker', '/work', '-list'), fullPage: true });
      await page.goto(`${server.base}/incomeReceipt`, { waitUntil: 'networkidle' });
      await page.locator('.month-switcher button').first().click();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: fileName(locale, 'worker', '/incomeReceipt', '-last-month'), fullPage: true });
      await page.locator('.segmented button').nth(1).click();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: fileName(locale, 'worker', '/incomeReceipt', '-daily'), fullPage: true });
      await page.goto(`${server.base}/qrGenerate`, { waitUntil: 'networkidle' });
      await page.locator('input[name=eventType]').nth(2).check();
      await page.locator('button[type=submit]').click();
      await page.locator('.qr-image canvas').waitFor();
      await page.screenshot({ path: fileName(locale, 'worker', '/qrGenerate', '-code'), fullPage: true });
      await page.goto(`${server.base}/qnaRegister`, { waitUntil: 'networkidle' });
      await page.locator('button[type=submit]').click();
      await page.screenshot({ path: fileName(locale, 'worker', '/qnaRegister', '-errors') });
      await correctionScreens(page, server.base, locale);
      await page.evaluate(() => localStorage.clear());

      await page.goto(`${server.base}/adminLogin`, { waitUntil: 'networkidle' });
      await page.locator('input[name=phone]').fill(ADMIN.phone);
      await page.locator('input[name=employeeNumber]').fill(ADMIN.employeeNumber);
      await page.locator('button[type=submit]').click();
      await page.locator('input[name=oneTimeCode]').waitFor();
      await page.screenshot({ path: fileName(locale, 'anon', '/adminLogin', '-code') });
      await enterAdminCode(page, server.base, ADMIN.phone);
      await page.locator('input[type=radio]').first().waitFor();
      await page.screenshot({ path: fileName(locale, 'anon', '/adminLogin', '-sites') });
      await page.locator('input[type=radio]').first().check();
      await page.locator('button[type=submit]').click();
      await page.waitForURL(`${server.base}/admin`);
      // A worker's correction request first, so the admin menu counts it and the requests screen shows it.
      await askForCorrection(page, server.base, locale);
      await shootScreens(page, server.base, locale, 'admin', ADMIN_SCREENS);
      await adminCorrectionScreens(page, server.base, locale);
      await adminTemplateScreens(page, server.base, locale);
      await adminWorkerScreens(page, server.base, locale);
      await adminSiteRecordScreens(page, server.base, locale);
      await officeScreens(page, server.base, locale);
      await context.close();
      await adminIdentityScreens(browser, server.base, locale);
      await scannerScreens(browser, server.base, locale);
      await offlineScreens(browser, server, locale);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.info(`screenshots saved in ${out}/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
