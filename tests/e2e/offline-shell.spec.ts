import { expect, test } from './fixtures.ts';

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
