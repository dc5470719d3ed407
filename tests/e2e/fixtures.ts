/**
 * Shared helpers for the end-to-end specs: the seeded demo accounts, the locale, and logging in
 * the way a person does (by visible labels).
 */
// The test runner is Node, which has no Temporal yet: the polyfill, as the server loads it.
import 'temporal-polyfill/global';
import { expect, test as base, type BrowserContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { daysSinceSunday, seoulDateOf } from '#contract/seoul-time.ts';
import { expectNoRegistrationNumber } from './stored-data.ts';

/**
 * The suite's `test`: every page records Content-Security-Policy violations, and a test that caused
 * one fails, so a change that needs an inline script or style shows up at once. At the end of each
 * test, what the page's origin stored (localStorage, IndexedDB, Cache Storage) must hold no
 * registration number (stored-data.ts).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => {
      violations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    await expectNoRegistrationNumber(page);
  },
});
export { expect };

export type Locale = 'ko' | 'en';
export const LOCALES: Locale[] = ['ko', 'en'];

export const DEMO_PASSWORD = 'Wfm!demo2026';
export const WORKER_A = { name: '김민준', phone: '010-2345-6789', customer: '한빛건설', project: '판교 물류센터 신축공사', address: '경기도 성남시 분당구 판교로 255' };
export const WORKER_B = { name: '이서연', phone: '010-3456-7890', customer: '대성토건', project: '송도 아파트 3단지 신축공사', address: '인천광역시 연수구 송도동 24-5' };
export const WORKER_MUST_CHANGE = { name: '박지훈', phone: '010-4567-8901' };
/** Seeded workers with no attendance: a QR test starts from a clean day at any hour (the seed fills 김민준's and 이서연's days up to now). */
export const QR_WORKERS = {
  ko: { name: '강예린', phone: '010-7395-2841', site: '판교 물류센터 신축공사' },
  en: { name: '윤서준', phone: '010-8462-3175', site: '송도 아파트 3단지 신축공사' },
} as const;
export const ADMIN = { name: '정관리', phone: '010-9876-5432', employeeNumber: 'A1001' };
/** The other seeded admin (one site): the passkey spec's, so a passkey never changes ADMIN's login for the other specs. */
export const ADMIN_2 = { name: '오현장', phone: '010-8765-4321', employeeNumber: 'A2001', site: '광교 오피스텔 신축공사' };

/** Picks the text of the locale under test. */
export function say(locale: Locale, text: { ko: string; en: string }): string {
  return text[locale];
}

/** Opens the app in a language, as the switch's cookie does (a flow's `Locale`, or any of the app's languages). */
export async function useLocale(context: BrowserContext, baseURL: string, locale: Language): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL, sameSite: 'Lax' }]);
}

/**
 * Waits until the page has settled and the app shows it: the network is quiet and, on /login and
 * /adminLogin, the app has taken over the pre-rendered copy of the form (decision 046; what is typed
 * into the copy is carried over, decision 083). On a busy machine the quiet can come between the framework and the screen's chunk.
 */
export async function appShown(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.first-screen')).toHaveCount(0);
}

export async function loginAsWorker(page: Page, locale: Locale, phone: string = WORKER_A.phone): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' })).fill(phone);
  await page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
}

const API = '/v1/mobile/wfm';

/**
 * Calls the API as the page's browser would: the same cookies, and the XSRF pair (docs/spec-notes.md §9) read
 * from the cookie the server hands out on the first answer.
 */
async function postAsBrowser<T>(page: Page, path: string, data: unknown): Promise<T> {
  const xsrfOf = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if ((await xsrfOf()) === undefined) await page.request.get(`${API}/openapi.json`);
  const answer = await page.request.post(`${API}/${path}`, { data, headers: { 'X-XSRF-TOKEN': (await xsrfOf()) ?? '' } });
  expect(answer.ok(), `POST ${path}: ${String(answer.status())} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** Puts a session where the app keeps it (localStorage `user` or `admin`), on a page of the app's origin that runs no app. */
async function storeSession(page: Page, key: 'user' | 'admin', session: unknown): Promise<void> {
  await page.goto(`${API}/openapi.json`);
  await page.evaluate(([storageKey, value]) => {
    localStorage.setItem(storageKey, value);
  }, [key, JSON.stringify(session)] as const);
}

/**
 * A worker's session from the API, as the login form would get it, without going through the form:
 * for every spec that is not about logging in. The page is left on the worker's home.
 */
export async function signInAsWorker(page: Page, phone: string = WORKER_A.phone): Promise<void> {
  await storeSession(page, 'user', await postAsBrowser(page, 'auth/login', { phone, password: DEMO_PASSWORD }));
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
}

interface AdminVerified {
  verificationToken: string;
  sites: { corporationCode: string; siteCode: string; siteName: string }[];
}

/** The admin login's first two steps through the API, as the browser: the verification answer. */
async function verifyAdminAsBrowser(page: Page, admin: { phone: string; employeeNumber: string }): Promise<AdminVerified> {
  const sent = await postAsBrowser<{ codeToken?: string }>(page, 'admin/auth/verify', { phone: admin.phone, employeeNumber: admin.employeeNumber });
  let verified: AdminVerified | undefined;
  // Two specs may log the same admin in at once: the newest code may be the other one's (see enterAdminCode).
  for (const code of (await sentCodes(page, admin.phone)).slice(0, 3)) {
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const answer = await page.request.post(`${API}/admin/auth/code`, { data: { codeToken: sent.codeToken, code }, headers: { 'X-XSRF-TOKEN': xsrf } });
    if (answer.ok()) {
      verified = (await answer.json()) as typeof verified;
      break;
    }
  }
  if (!verified) throw new Error('none of the newest codes was accepted');
  return verified;
}

/**
 * An admin's session from the API (the numbers, the texted code from the sandbox's outbox, the site),
 * as the login screen's three steps would get it. The page is left on the admin menu.
 */
export async function signInAsAdmin(page: Page, siteName: string, admin: { phone: string; employeeNumber: string } = ADMIN): Promise<void> {
  const verified = await verifyAdminAsBrowser(page, admin);
  const site = verified.sites.find((choice) => choice.siteName === siteName);
  if (!site) throw new Error(`${siteName} is not one of the admin's sites`);
  const session = await postAsBrowser(page, 'admin/auth/login', { verificationToken: verified.verificationToken, corporationCode: site.corporationCode, siteCode: site.siteCode });
  await storeSession(page, 'admin', session);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** 한빛건설(주)'s payroll office (issue 34): the demo's office admin. */
export const OFFICE = { name: '박급여', phone: '010-7654-3210', employeeNumber: 'H0001', corporationCode: 'K001' };

/** Signs in as the payroll office through the API (decision 088) and opens /office. */
export async function signInAsOffice(page: Page, office: typeof OFFICE = OFFICE): Promise<void> {
  const verified = await verifyAdminAsBrowser(page, office);
  const session = await postAsBrowser(page, 'admin/auth/officeLogin', { verificationToken: verified.verificationToken, corporationCode: office.corporationCode });
  await storeSession(page, 'admin', session);
  await page.goto('/office');
  await expect(page).toHaveURL(/\/office$/);
}

/**
 * Playwright's own warning when `serviceWorkers: 'block'` (playwright.config.ts) stubs out the
 * registration: its init script says it, not the app (which stays quiet about it).
 */
const HARNESS_BLOCKED_SERVICE_WORKER = 'Service Worker registration blocked by Playwright';

/**
 * What a person watching the console would call noise, from now on, in every page of `context` and
 * in its service worker (issue 17 item 11): console errors and warnings, uncaught errors, calls that
 * got no answer, and answers of 400 or more. An expected empty answer is a 2xx (204), never an error.
 */
export function watchForFailures(context: BrowserContext): string[] {
  const failures: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== HARNESS_BLOCKED_SERVICE_WORKER) {
      failures.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
    }
  };
  context.on('console', onConsole);
  for (const worker of context.serviceWorkers()) worker.on('console', onConsole);
  context.on('serviceworker', (worker) => worker.on('console', onConsole));
  context.on('weberror', (error) => failures.push(`page error: ${error.error().message}`));
  context.on('requestfailed', (request) => {
    // A read the app itself cancelled because a newer one replaced it (a list reloaded after a
    // decision, a search typed on): Chromium names it ERR_ABORTED. Not a call left without answer.
    if (request.method() === 'GET' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failures.push(`no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${String(response.status())} ${response.request().method()} ${response.url()}`);
  });
  return failures;
}

/** The codes of the newest text messages to `phone` in the sandbox's SMS outbox, newest first. */
export async function sentCodes(page: Page, phone: string): Promise<string[]> {
  // The outbox of the server this page is on (update.spec.ts runs its own).
  const path = `/sandbox/sms?to=${phone.replace(/\D/g, '')}`;
  const outbox = await page.request.get(page.url().startsWith('http') ? new URL(path, page.url()).toString() : path);
  const texts = [...(await outbox.text()).matchAll(/<td class="text">([^<]*)<\/td>/g)].map((match) => match[1] ?? '');
  return texts.map((text) => /\b(\d{6})\b/.exec(text)?.[1]).filter((code): code is string => code !== undefined);
}

/**
 * Enters the admin's one-time code as the admin reads it from the phone. Two specs may log the
 * same admin in at once, so the newest code in the outbox may be the other one's: then the next
 * newest is tried (a wrong code costs one of the code's 5 tries).
 */
export async function enterAdminCode(page: Page, locale: Locale, phone: string = ADMIN.phone): Promise<void> {
  const field = page.getByLabel(say(locale, { ko: '인증번호', en: 'Code from the text message' }), { exact: true });
  await expect(field).toBeVisible();
  const wrong = page.getByText(say(locale, { ko: '인증번호가 맞지 않습니다', en: 'The code does not match' }));
  const next = page.getByRole('radio').first();
  for (const code of (await sentCodes(page, phone)).slice(0, 3)) {
    await field.fill(code);
    await page.getByRole('button', { name: say(locale, { ko: '확인', en: 'Confirm' }), exact: true }).click();
    await expect(wrong.or(next)).toBeVisible();
    if (await next.isVisible()) return;
  }
  throw new Error('none of the newest codes was accepted');
}

export async function loginAsAdmin(page: Page, locale: Locale, siteName: string, admin: { phone: string; employeeNumber: string } = ADMIN): Promise<void> {
  await page.goto('/adminLogin');
  await page.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' })).fill(admin.phone);
  await page.getByLabel(say(locale, { ko: '사번', en: 'Employee number' })).fill(admin.employeeNumber);
  await page.getByRole('button', { name: say(locale, { ko: '다음', en: 'Next' }) }).click();
  await enterAdminCode(page, locale, admin.phone);
  await page.getByRole('radio', { name: siteName }).check();
  await page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The Seoul calendar date of an instant (weekday 0 = Sunday … 6 = Saturday), from the app's own date module. */
export function seoulDate(at: Date = new Date()): { y: number; m: number; d: number; weekday: number } {
  const day = seoulDateOf(at);
  return { y: day.year, m: day.month, d: day.day, weekday: daysSinceSunday(day) };
}

/**
 * The Seoul day the server seeded its demo data on (playwright.config.ts fixes it before the server
 * starts). Facts the seed placed relative to its day ("yesterday has no end") are found from this day,
 * not from the clock: a run that crosses Seoul's midnight would otherwise look a day too late.
 */
export function seedDay(): { y: number; m: number; d: number; weekday: number } {
  const fixed = process.env.E2E_SEED_DAY;
  if (!fixed) return seoulDate();
  const day = Temporal.PlainDate.from(fixed);
  return { y: day.year, m: day.month, d: day.day, weekday: daysSinceSunday(day) };
}

/**
 * The work screen's list of the month shown, or its note that the month has no work: on the 1st of a
 * month before its first shift (the seed's start at 06:45) the new month has none yet.
 */
export function workListOrNone(page: Page, locale: Locale): Locator {
  const list = page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) });
  return list.or(page.getByText(say(locale, { ko: '이 달에는 근무 기록이 없습니다.', en: 'No work was recorded in this month.' })));
}

/** Adds days to a calendar date. */
export function addDays(date: { y: number; m: number; d: number }, days: number): { y: number; m: number; d: number } {
  const moved = Temporal.PlainDate.from({ year: date.y, month: date.m, day: date.d }).add({ days });
  return { y: moved.year, m: moved.month, d: moved.day };
}

export function mmdd(date: { m: number; d: number }): string {
  return `${String(date.m).padStart(2, '0')}.${String(date.d).padStart(2, '0')}`;
}

/** The access token of the session this page holds (`user` or `admin` in localStorage). */
export async function sessionToken(page: Page, key: 'user' | 'admin' = 'user'): Promise<string> {
  return page.evaluate((storageKey) => (JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { accessToken?: string }).accessToken ?? '', key);
}

/** GET an API path (after /v1/mobile/wfm) as the page's logged-in worker; the JSON answer. */
export async function apiGetAsWorker<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/v1/mobile/wfm/${path}`, { headers: { Authorization: `Bearer ${await sessionToken(page)}` } });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

/** The month button's name as the picker says it ("9월" / "Sep", plus ", has a document"). */
export function monthName(locale: Locale, month: number): string {
  return new Date(Date.UTC(2026, month - 1, 15)).toLocaleString(locale, { month: 'short', timeZone: 'UTC' });
}

/** Chooses a year and month in a certificate list's picker. */
export async function chooseMonth(page: Page, locale: Locale, year: number, month: number): Promise<void> {
  const picker = page.getByRole('region', { name: say(locale, { ko: '연도와 월', en: 'Year and month' }) });
  const shownYear = Number((await picker.getByRole('heading').innerText()).replace(/\D/g, ''));
  for (let step = shownYear; step > year; step -= 1) await picker.getByRole('button', { name: say(locale, { ko: '이전 해', en: 'Previous year' }) }).click();
  await expect(picker.getByRole('heading')).toContainText(String(year));
  await picker.getByRole('button', { name: new RegExp(`^${monthName(locale, month)}(,|$)`) }).click();
}
