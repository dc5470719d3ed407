// `npm run screenshots`: every screen at 390×844 in Korean and English, saved to screenshots/
// (git-ignored), to look at as a person would. Expects a built app (`npm run build`).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launchWithFakeCamera, readShownQr, writeQrVideo } from '../tests/e2e/fake-camera.ts';
import { ADMIN_SCREENS, ANONYMOUS_SCREENS, WORKER_SCREENS } from '../tests/e2e/screens.ts';
import { enterAdminCode } from './lib/admin-code.mjs';
import { CHROMIUM_LAUNCH, startLocalServer } from './lib/local-server.mjs';

const port = Number(process.env.SCREENSHOT_PORT ?? 8383);
const out = 'screenshots';
/** The phone's own locale per app language: native inputs (the date picker) follow it, not the page. */
const PHONE_LOCALE = { ko: 'ko-KR', en: 'en-US' };
const WORKER = { phone: '010-2345-6789', password: 'Wfm!demo2026' };
const ADMIN = { phone: '010-9876-5432', employeeNumber: 'A1001' };
/** A worker of the admin's first site (판교) with a clean day, for the scanner. */
const GATE_WORKER = { phone: '010-5284-1937' };

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
    await worker.locator(`input[name=eventType][value=${locale === 'ko' ? 'BeginWork' : 'BeginLunch'}]`).check();
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
  await page.locator('textarea[name=reason]').fill(locale === 'ko' ? '퇴근 스캔을 잊었습니다. 17시 30분에 반장님과 함께 나갔습니다.' : 'I forgot to scan out. I left with the foreman at 17:30.');
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
  await page.locator('.menu-list button').first().click();
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
    for (const locale of ['ko', 'en']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block', locale: PHONE_LOCALE[locale] });
      await context.addCookies([{ name: 'locale', value: locale, url: server.base }]);
      const page = await context.newPage();
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
      await shootScreens(page, server.base, locale, 'admin', ADMIN_SCREENS);
      await context.close();
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
