/**
 * The gate for the scanner tests: a second Chromium whose fake camera plays what a test writes, an
 * admin of the 판교 site on /adminScan in it, and the worker's side of showing a code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { launchWithFakeCamera, writeQrVideo } from './fake-camera.ts';
import { expect, say, signInAsAdmin, useLocale, type Locale } from './fixtures.ts';

export const GATE_SITE = '판교 물류센터 신축공사';
export const SCANNING = { ko: '스캔 중입니다', en: 'Scanning.' };

/** An admin phone at the gate: logs in, opens the scanner from the admin menu, and waits until it has its offline keys. */
export async function openScanner(browser: Browser, baseURL: string, locale: Locale, grantCamera = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block', timezoneId: 'America/Los_Angeles' });
  if (grantCamera) await context.grantPermissions(['camera'], { origin: baseURL });
  await useLocale(context, baseURL, locale);
  await context.addInitScript(recordScanAnswers);
  const admin = await context.newPage();
  await signInAsAdmin(admin, GATE_SITE);
  const keys = admin.waitForResponse((response) => response.url().endsWith('/qr/scanner-keys'));
  await admin.getByRole('link', { name: say(locale, { ko: 'QR 코드 스캔', en: 'Scan QR codes' }) }).click();
  await expect(admin).toHaveURL(/\/adminScan$/);
  expect((await keys).ok()).toBe(true);
  return admin;
}

/** The worker chooses the suggested event (or `event`) on /qrGenerate and generates the code. */
export async function showCode(page: Page, locale: Locale, event?: { ko: string; en: string }): Promise<void> {
  if (!page.url().endsWith('/qrGenerate')) {
    await page.getByRole('link', { name: say(locale, { ko: '내 QR 코드 보기', en: 'Show my QR code' }) }).click();
    await expect(page).toHaveURL(/\/qrGenerate$/);
  }
  if (event) await page.getByRole('radio', { name: say(locale, event) }).check();
  else await page.locator('.choice-list__item').filter({ hasText: say(locale, { ko: '추천', en: 'Suggested' }) }).getByRole('radio').check();
  await page.getByRole('button', { name: say(locale, { ko: 'QR 코드 생성', en: 'Generate QR code' }) }).click();
  await expect(page.getByRole('timer')).toBeVisible();
}

/**
 * From now on the worker's codes on `page` live `seconds` (the e2e server takes the X-Test-Code-Lifetime
 * header: TEST_CODE_LIFETIMES=on in playwright.config.ts; every other test's codes live the usual 60 s).
 * Answers when each code issued this way is past the server's 5 s of clock slack, by this machine's
 * clock (the server's: both run here).
 */
export async function shortLivedCodes(page: Page, seconds: number): Promise<{ pastSlack: () => Promise<void> }> {
  let expiresAt = 0;
  await page.route('**/v1/mobile/wfm/qr/codes', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch({ headers: { ...route.request().headers(), 'x-test-code-lifetime': String(seconds) } });
    const code = (await answer.json()) as { expiresAt: string; lifetimeSeconds: number };
    expect(code.lifetimeSeconds).toBe(seconds);
    expiresAt = Date.parse(code.expiresAt);
    await route.fulfill({ response: answer });
  });
  return {
    pastSlack: async () => {
      await expect.poll(() => expiresAt > 0 && Date.now() > expiresAt + 5_000 + 500, { timeout: 30_000 }).toBe(true);
    },
  };
}

/** Runs `use` with a second Chromium whose camera plays `file` (a blank frame until a test writes a code). */
export async function withGateBrowser(use: (browser: Browser, file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wfm-camera-'));
  const file = join(dir, 'camera.y4m');
  writeQrVideo(file, null);
  const browser = await launchWithFakeCamera(file);
  try {
    await use(browser, file);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The scanner once its camera has started, then turned off so a test can put a code in front of it first. */
export async function openIdleScanner(browser: Browser, baseURL: string, locale: Locale): Promise<Page> {
  const gate = await openScanner(browser, baseURL, locale);
  await expect(gate.getByRole('status').filter({ hasText: say(locale, SCANNING) })).toBeVisible();
  await gate.getByRole('button', { name: say(locale, { ko: '카메라 끄기', en: 'Turn camera off' }) }).click();
  // Said once, with one button to turn it back on.
  await expect(gate.getByText(say(locale, { ko: '카메라가 꺼져 있습니다.', en: 'The camera is off.' }))).toHaveCount(1);
  await expect(gate.getByRole('button', { name: say(locale, { ko: '카메라 켜기', en: 'Turn camera on' }) })).toHaveCount(1);
  return gate;
}

export interface ScanAnswer {
  kind: string;
  text: string;
}

/**
 * Runs in each gate page before the app: keeps every scanner answer shown (its kind and words) in
 * `window.__scanAnswers`. An answer shows for 1.6 to 3.5 s; on a busy machine a check that polls the
 * page can miss it entirely, so the checks read this record instead.
 */
function recordScanAnswers(): void {
  const seen: (ScanAnswer & { element: Element })[] = [];
  (window as unknown as { __scanAnswers: typeof seen }).__scanAnswers = seen;
  new MutationObserver(() => {
    for (const element of document.querySelectorAll('[class*="scan-result--"]')) {
      const kind = /scan-result--(\w+)/.exec(element.className)?.[1] ?? '';
      const text = element.textContent ?? '';
      if (!seen.some((answer) => answer.element === element && answer.text === text)) seen.push({ element, kind, text });
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Every scanner answer the gate has shown since it opened, oldest first (recordScanAnswers). */
export function shownAnswers(gate: Page): Promise<ScanAnswer[]> {
  return gate.evaluate(() => (window as unknown as { __scanAnswers: ScanAnswer[] }).__scanAnswers.map(({ kind, text }) => ({ kind, text })));
}

/** The gate's log of this screen's scans ("Scans on this screen"), newest first: each entry's kind and words. */
export function scanLog(gate: Page): Promise<ScanAnswer[]> {
  return gate
    .locator('.scan-log > .scan-log__list > .scan-log__item')
    .evaluateAll((items) => items.map((item) => ({ kind: /scan-log__item--(\w+)/.exec(item.className)?.[1] ?? '', text: item.textContent ?? '' })));
}

/**
 * Waits for a scanner answer of `kind` saying each of `says`, among those shown since the gate
 * opened (recordScanAnswers), and answers the locator of that kind of answer. When none comes, the
 * failure says what the gate showed instead (the camera's state, other answers, the log), so a run
 * that failed elsewhere can be read from its output alone.
 */
export async function scanAnswer(gate: Page, kind: 'accepted' | 'refused' | 'saved', says: readonly string[], timeout?: number): Promise<Locator> {
  try {
    await expect
      .poll(async () => (await shownAnswers(gate)).some((answer) => answer.kind === kind && says.every((words) => answer.text.includes(words))), timeout === undefined ? {} : { timeout })
      .toBe(true);
  } catch (error) {
    const shown = await gate
      .locator('main')
      .innerText()
      .catch(() => '(the page could not be read)');
    const answers = await shownAnswers(gate).catch(() => []);
    throw new Error(
      `The gate showed no ${kind} answer saying ${JSON.stringify(says)}. Its answers: ${JSON.stringify(answers)}. It shows: ${shown.replace(/\s+/g, ' ').trim()}\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return gate.locator(`.scan-result--${kind}`);
}

/** Puts the camera back on (after a test wrote the code to play). */
export async function cameraOn(gate: Page, locale: Locale): Promise<void> {
  await gate.getByRole('button', { name: say(locale, { ko: '카메라 켜기', en: 'Turn camera on' }) }).click();
}

/**
 * The connection is back: the admin presses "Send now", unless the app has already sent the waiting
 * scans on its own (it also sends on start, when the connection returns and on a timer, so the button
 * may go away under the click), and the outbox empties either way.
 */
export async function sendOutboxNow(gate: Page, locale: Locale): Promise<void> {
  const waiting = gate.getByRole('region', { name: say(locale, { ko: '전송 대기', en: 'Waiting to be sent' }) });
  const sendNow = waiting.getByRole('button', { name: say(locale, { ko: '지금 전송', en: 'Send now' }) });
  await sendNow.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(waiting).toHaveCount(0);
}
