import { expect, test } from './fixtures.ts';
import { answerPerson, withoutPopups } from './identity-fixtures.ts';

test.use({ serviceWorkers: 'allow' });

// With the service worker in control, every leg of a same-window provider trip still reaches the
// server (the sandbox page, the provider return under /v1) and only the app's own pages get the shell.
test('a same-window bank-certificate trip works with the service worker in control', async ({ page }) => {
  await withoutPopups(page);
  await page.goto('/kbCertLogin');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole('button', { name: 'KB국민은행 인증서로 로그인' }).click();
  await answerPerson(page, 'ko', { name: '김민준', birthDate: '1985-03-14', rrn: '850314-1530217', gender: 'male', nationality: 'korean', phone: '010-2345-6789' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('판교 물류센터 신축공사')).toBeVisible();
});
