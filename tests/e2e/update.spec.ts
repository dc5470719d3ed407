/**
 * Updates (docs/spec-notes.md, "Offline (design)"; decision 031): version 2 is deployed while a version 1 page is open. The page says a
 * new version is ready and reloads only when the worker taps "Update now", never in the middle of
 * what they type, and the gate's scans saved offline survive it. A page of version 1 without a
 * service worker that asks for a chunk version 2 no longer has reloads into version 2 instead of
 * showing a blank screen, whether the chunk is a later screen's or the app's own entry (a deploy
 * while the pre-rendered login form waits for its scripts).
 */
import type { Page } from '@playwright/test';
import { ADMIN, appShown, DEMO_PASSWORD, enterAdminCode, expect, say, test, useLocale, WORKER_A, type Locale } from './fixtures.ts';
import { GATE_SITE, sendOutboxNow } from './gate.ts';
import { waitForServiceWorker } from './offline-helpers.ts';
import { startTwoBuilds, V2_BUILD_ID, type TwoBuilds } from './two-builds.ts';

let builds: TwoBuilds;
/** A worker of the gate's site with a clean day on this test's own server. */
const GATE_WORKER = { name: '최현우', phone: '010-5284-1937' };

/** Logs in on the login screen already shown (this server is not the suite's baseURL). */
async function logIn(page: Page, locale: Locale): Promise<void> {
  await page.getByLabel(say(locale, { ko: '휴대폰 번호', en: 'Mobile number' })).fill(WORKER_A.phone);
  await page.getByLabel(say(locale, { ko: '비밀번호', en: 'Password' }), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: say(locale, { ko: '로그인', en: 'Log in' }), exact: true }).click();
}

// One server for the file (its start costs 8 s on a quiet machine): each test begins on version 1,
// in a browser context of its own, and deploys version 2.
test.beforeAll(async () => {
  test.setTimeout(240_000);
  builds = await startTwoBuilds();
});

test.beforeEach(() => {
  builds.undeploy();
});

test.afterAll(() => {
  builds.stop();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new version is announced, waits for the worker, and "Update now" loads it (ko)', async ({ page, context }) => {
    await useLocale(context, builds.base, 'ko');
    await page.goto(`${builds.base}/login`);
    await logIn(page, 'ko');
    await expect(page).toHaveURL(/\/$/);
    await waitForServiceWorker(page);
    await page.goto(`${builds.base}/myAccount`);
    const version = page.getByText(/^버전 \d+\.\d+\.\d+ \(.+\)$/);
    await expect(version).toBeVisible();
    expect(await version.innerText()).not.toContain(V2_BUILD_ID);

    // In the middle of a task: an inquiry half typed.
    await page.goto(`${builds.base}/qnaRegister`);
    await page.getByLabel('제목').fill('업데이트 중에도 남아 있어야 할 제목');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    builds.deploy();
    // What the app does when the phone comes back to the foreground: look for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status', { name: '앱 업데이트' });
    await expect(prompt).toContainText('앱의 새 버전이 준비되었습니다.', { timeout: 30_000 });
    // Nothing reloaded on its own, nor can it: version 2 waits (installed, not activated; the page
    // reloads only when a worker it accepted takes control), the same page, the typing intact.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.getByLabel('제목')).toHaveValue('업데이트 중에도 남아 있어야 할 제목');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '지금 업데이트' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    // The draft was kept on the phone through the reload.
    await expect(page.getByLabel('제목')).toHaveValue('업데이트 중에도 남아 있어야 할 제목');
    await expect(prompt).toHaveCount(0);
    await page.goto(`${builds.base}/myAccount`);
    await expect(page.getByText(`버전 0.1.0 (${V2_BUILD_ID})`)).toBeVisible();
  });

  test('a tab opened while a version waits announces it too; accepted in one tab, the other reloads only when asked (en)', async ({ page, context }) => {
    await useLocale(context, builds.base, 'en');
    await page.goto(`${builds.base}/login`);
    await logIn(page, 'en');
    await expect(page).toHaveURL(/\/$/);
    await waitForServiceWorker(page);
    builds.deploy();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status', { name: 'App update' });
    await expect(prompt).toContainText('A new version of the app is ready.', { timeout: 30_000 });

    // A second tab opens with version 2 already waiting (workbox-window's `waiting` at registration).
    const other = await context.newPage();
    await other.goto(`${builds.base}/myAccount`);
    const otherPrompt = other.getByRole('status', { name: 'App update' });
    await expect(otherPrompt).toContainText('A new version of the app is ready.', { timeout: 30_000 });
    await other.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      // Heard after the app's own listener (workbox-window's `controlling`), which would reload.
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        (window as unknown as { __controllerChanged: boolean }).__controllerChanged = true;
      });
    });

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Update now' }).click();
    await reloaded;
    await page.goto(`${builds.base}/myAccount`);
    await expect(page.getByText(`Version 0.1.0 (${V2_BUILD_ID})`)).toBeVisible();

    // Version 2's worker is active now and runs the other tab too, but that page stays until asked.
    await expect.poll(() => other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect.poll(() => other.evaluate(() => (window as unknown as { __controllerChanged?: boolean }).__controllerChanged)).toBe(true);
    await expect(otherPrompt).toBeVisible();
    expect(await other.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(other.getByText(`Version 0.1.0 (${V2_BUILD_ID})`)).toHaveCount(0);
    const otherReloaded = other.waitForEvent('load');
    await otherPrompt.getByRole('button', { name: 'Update now' }).click();
    await otherReloaded;
    await expect(other.getByText(`Version 0.1.0 (${V2_BUILD_ID})`)).toBeVisible();
    await expect(otherPrompt).toHaveCount(0);
  });
});

test.describe('with the service worker and scans waiting', () => {
  test.use({ serviceWorkers: 'allow' });

  test("an update keeps the gate's saved scans, which are sent once afterwards (ko)", async ({ page, context, playwright }) => {
    await useLocale(context, builds.base, 'ko');
    await page.goto(`${builds.base}/adminLogin`);
    await page.getByLabel('휴대폰 번호').fill(ADMIN.phone);
    await page.getByLabel('사번').fill(ADMIN.employeeNumber);
    await page.getByRole('button', { name: '다음' }).click();
    await enterAdminCode(page, 'ko');
    await page.getByRole('radio', { name: GATE_SITE }).check();
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await waitForServiceWorker(page);
    const keys = page.waitForResponse((response) => response.url().endsWith('/qr/scanner-keys'));
    await page.getByRole('link', { name: 'QR 코드 스캔' }).click();
    await keys;

    // A worker's code, scanned while the gate has no connection: saved on the phone.
    const api = await playwright.request.newContext({ baseURL: builds.base });
    await api.get('/v1/mobile/wfm/openapi.json');
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await api.post('/v1/mobile/wfm/auth/login', { data: { phone: GATE_WORKER.phone, password: DEMO_PASSWORD }, headers: { 'X-XSRF-TOKEN': xsrf } });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const issued = await api.post('/v1/mobile/wfm/qr/codes', { data: { eventType: 'BeginWork' }, headers: { 'X-XSRF-TOKEN': xsrf, Authorization: `Bearer ${accessToken}` } });
    const { payload } = (await issued.json()) as { payload: string };
    await context.setOffline(true);
    const field = page.getByLabel('휴대용 스캐너로 읽은 코드');
    await field.fill(payload);
    await field.press('Enter');
    await expect(page.locator('.scan-result--saved')).toBeVisible();
    // The connection is back but the scans cannot get through yet.
    await context.route('**/v1/mobile/wfm/qr/scans', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    // Back online, the app looks for a new version at once ('online'). The browser joins a look made
    // while one is under way to it, so a look still fetching the old worker when the deploy lands would
    // answer the visibility check too, and no update would show: let it end first.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    builds.deploy();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status', { name: '앱 업데이트' });
    await expect(prompt).toContainText('앱의 새 버전이 준비되었습니다.', { timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '지금 업데이트' }).click();
    await reloaded;

    // Version 2 still has the saved scan, and sends it once.
    await expect(page.getByRole('region', { name: '전송 대기' })).toContainText('스캔 1건이');
    await context.unroute('**/v1/mobile/wfm/qr/scans');
    await sendOutboxNow(page, 'ko');
    await page.goto(`${builds.base}/adminQrCheckedList`);
    await page.getByLabel('이름 또는 휴대폰 번호').fill(GATE_WORKER.name);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.locator('.qr-event')).toHaveCount(1);
    await api.dispose();
  });
});

test('a chunk removed by a deploy reloads into the new version instead of a blank screen (en)', async ({ page, context }) => {
  await useLocale(context, builds.base, 'en');
  // The login screen of version 1 (no service worker here: nothing precached).
  await page.goto(`${builds.base}/login`);
  await expect(page.getByRole('heading', { name: 'Worker login' })).toBeVisible();
  // The app has replaced the pre-rendered form: version 1's entry is running (the test below
  // deploys before that).
  await expect(page.locator('.first-screen')).toHaveCount(0);
  // The login's calls load at the first touch of the form (before the deploy here).
  const loginCalls = page.waitForResponse(/\/assets\/signed-in-shell-[\w-]+\.js$/);
  await page.getByLabel('Mobile number').focus();
  await loginCalls;
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() === 404) missing.push(response.url());
  });

  builds.deploy();
  await logIn(page, 'en');

  // Home's chunk of version 1 is gone; the app reloads into version 2 and shows home.
  await expect(page.getByRole('list', { name: 'Hours per day' })).toBeVisible({ timeout: 30_000 });
  expect(missing.length).toBeGreaterThan(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My info' }).click();
  await expect(page.getByText(`Version 0.1.0 (${V2_BUILD_ID})`)).toBeVisible();
});

test('a deploy before the login form is first touched: the touch loads the new version, the number kept (en)', async ({ page, context }) => {
  await useLocale(context, builds.base, 'en');
  await page.goto(`${builds.base}/login`);
  await expect(page.locator('.first-screen')).toHaveCount(0);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() === 404) missing.push(response.url());
  });

  builds.deploy();
  // Typing the number asks for version 1's login calls, which are gone: the page loads again into
  // version 2, and the number typed comes back with it. The "gone" answer is held until the number
  // is in: the load starts as the field takes focus, and on this machine's loopback its answer could
  // otherwise come (and the page reload) between Playwright's focus and its typing, before any
  // number exists to keep. A person's first key comes long after that.
  let numberTyped = (): void => undefined;
  const typed = new Promise<void>((resolve) => (numberTyped = resolve));
  await page.route('**/assets/**', async (route) => {
    const response = await route.fetch();
    if (response.status() === 404) await typed;
    await route.fulfill({ response });
  });
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Mobile number').fill(WORKER_A.phone);
  numberTyped();
  await reloaded;
  await appShown(page);
  expect(missing.length).toBeGreaterThan(0);
  await expect(page.getByLabel('Mobile number')).toHaveValue(WORKER_A.phone);

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Hours per day' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My info' }).click();
  await expect(page.getByText(`Version 0.1.0 (${V2_BUILD_ID})`)).toBeVisible();
});

test('a deploy while the login screen is still starting reloads it into the new version, and the form works (ko)', async ({ page, context }) => {
  await useLocale(context, builds.base, 'ko');
  // The pre-rendered form shows before any script; the app's entry of version 1 is asked for only
  // after the first paint, and here only once version 2 is deployed, which no longer has it.
  let deployed = false;
  await page.route('**/assets/index-*.js', async (route) => {
    if (!deployed) {
      builds.deploy();
      deployed = true;
    }
    await route.continue();
  });
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() === 404) missing.push(response.url());
  });
  await page.goto(`${builds.base}/login`);
  await expect(page.getByRole('heading', { name: '근로자 로그인' })).toBeVisible();
  // The page loads again into version 2 and its app takes the form over. (What is typed into the copy
  // before that reload is not carried across it: the password is never kept on the phone. Decision 083.)
  await expect.poll(() => missing.length).toBeGreaterThan(0);
  await appShown(page);

  await logIn(page, 'ko');
  await expect(page.getByRole('list', { name: '일별 근무 시간' })).toBeVisible({ timeout: 30_000 });
  expect(missing.length).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '내 정보' }).click();
  await expect(page.getByText(`버전 0.1.0 (${V2_BUILD_ID})`)).toBeVisible();
});
