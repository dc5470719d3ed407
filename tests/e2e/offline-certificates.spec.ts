/**
 * A certificate seen once opens again without a network (issue 8): its month list and PDF come from
 * the worker's own offline copy, the PDF viewer's code from what the service worker kept when it was
 * first opened, with the "offline — data as of" note. One never opened says it is not saved.
 */
import { expect, signInAsWorker, test, useLocale, WORKER_A } from './fixtures.ts';
import { cutNetwork, restoreNetwork, waitForOfflineStore } from './offline-helpers.ts';

test.use({ serviceWorkers: 'allow' });

test('a payment statement seen online opens offline with the note; an unseen one says it is not saved (ko)', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await useLocale(context, baseURL ?? '', 'ko');
  await signInAsWorker(page, WORKER_A.phone);
  await expect(page).toHaveURL(/\/$/);
  await waitForOfflineStore(page);

  const openStatement = async () => {
    await page.getByRole('navigation', { name: '증명서 발급' }).getByRole('link', { name: '급여 명세서', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '급여 명세서' })).toBeVisible();
    await page.getByRole('list').getByRole('link').first().click();
    await expect(page.getByRole('img', { name: /1쪽/ })).toBeVisible({ timeout: 30_000 });
  };

  await page.goto('/issueCertificateMenu');
  await openStatement();
  await expect(page.locator('.offline-note')).toHaveCount(0);
  // The viewer's code and the document are kept by the service worker.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const viewer = await (await caches.open('wfm-viewer')).keys();
        let documents = 0;
        for (const name of await caches.keys()) {
          if (!name.startsWith('wfm-data:')) continue;
          documents += (await (await caches.open(name)).keys()).filter((request) => request.url.includes('/certificates/statements/pdf')).length;
        }
        return viewer.length >= 2 && documents >= 1;
      }),
    )
    .toBe(true);

  await cutNetwork(context);
  await page.goto('/issueCertificateMenu');
  await openStatement();
  await expect(page.locator('.offline-note')).toContainText(/오프라인 — (\d\d\.\d\d )?\d\d:\d\d 기준 데이터/);

  // A document never opened is not invented.
  await page.goto('/issueCertificateMenu');
  await page.getByRole('navigation', { name: '증명서 발급' }).getByRole('link', { name: '소득세 원천징수영수증', exact: true }).click();
  await expect(page.locator('.offline-note')).toContainText('이 데이터는 아직 휴대폰에 저장되지 않았습니다');
  await restoreNetwork(context);
});
