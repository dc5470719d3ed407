import { expect, signInAsAdmin, test, useLocale } from './fixtures.ts';
import { GATE_SITE } from './gate.ts';
import { cutNetwork, restoreNetwork, waitForServiceWorker } from './offline-helpers.ts';

test.use({ serviceWorkers: 'allow' });

test('the service worker precaches the shell, so the app opens without a network', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '근로자 로그인' })).toBeVisible();
  // Wait until the worker is active (its install step precaches the shell), then reload so it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/adminLogin');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await page.goto('/work');
  // Without a session the guard still sends the visitor to the login screen, offline too.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '근로자 로그인' })).toBeVisible();
  await context.setOffline(false);
});

test('an admin’s phone keeps the staff’s part of the app, so a screen never opened opens offline (decision 100)', async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL ?? '', 'ko');
  await signInAsAdmin(page, GATE_SITE);
  await waitForServiceWorker(page);
  // The staff's files are not in the precache every phone downloads; the app asks for them once
  // staff are logged in. Wait until every one of them is on the phone.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = (await (await fetch('/staff-assets.json')).json()) as string[];
          const kept = await caches.open('wfm-staff');
          const missing = await Promise.all(files.map(async (file) => (await kept.match(new URL(file, location.href).href)) === undefined));
          return files.length > 0 && !missing.includes(true);
        }),
      { timeout: 30_000 },
    )
    .toBe(true);

  // The gate loses its signal and the app is opened again, on the scanner it never showed.
  await cutNetwork(context);
  await page.goto('/adminScan');
  await expect(page.getByText('오프라인: 스캔은 이 휴대폰에서 확인해 저장하고, 연결이 돌아오면 전송합니다.')).toBeVisible();
  await expect(page.getByLabel('휴대용 스캐너로 읽은 코드')).toBeVisible();
  await restoreNetwork(context);
});
