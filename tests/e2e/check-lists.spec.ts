/**
 * The QR check lists page through everything (issue 17): a list past 100 entries loads as its end
 * comes into view or by "Show more", and says how many there are (up to the count's cap: "more than
 * 1000", decision 086); the worker's own list has no
 * name or phone search (it is one person's records).
 */
import { expect, type Locale, say, signInAsAdmin, signInAsWorker, test, useLocale, WORKER_A } from './fixtures.ts';

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test(`the admin's check list pages past 100 entries with the total (${locale})`, async ({ page, baseURL }) => {
  await useLocale(page.context(), baseURL ?? '', locale);
  await signInAsAdmin(page, WORKER_A.project);
  await page.goto('/adminQrCheckedList');
  const status = page.getByRole('status').filter({ hasText: say(locale, { ko: '건 표시', en: 'Showing' }) });
  // The count stops at 1,000 (decision 086): the e2e server's site has more, and says so.
  await expect(status).toHaveText(locale === 'ko' ? /^\d+건 초과 중 50건 표시$/ : /^Showing 50 of more than \d+$/);
  const total = Number(/(\d{3,})/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBe(1000);
  await expect(page.locator('.qr-event')).toHaveCount(50);
  // Each row reads as one line of its own: its time, then its event and worker beside it (a list
  // whose grid took the rows apart once paired times with other rows' events, issue 35).
  for (const row of (await page.locator('.qr-event').all()).slice(0, 5)) {
    const [time, what] = [await row.locator('.qr-event__time').boundingBox(), await row.locator('.qr-event__what').boundingBox()];
    const box = await row.boundingBox();
    expect(time && what && box, 'a row with a time and an event').toBeTruthy();
    if (!time || !what || !box) continue;
    expect(time.x + time.width).toBeLessThanOrEqual(what.x);
    for (const part of [time, what]) {
      expect(part.y).toBeGreaterThanOrEqual(box.y);
      expect(part.y + part.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
  }

  // Scrolling to the end loads the next page; so does the button.
  await page.locator('.qr-event').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => page.locator('.qr-event').count()).toBeGreaterThanOrEqual(100);
  // The sentinel may still be in view and load on by itself: what is shown and what the status says agree.
  await page.getByRole('button', { name: say(locale, { ko: '더 보기', en: 'Show more' }) }).click();
  await expect(async () => {
    const rows = await page.locator('.qr-event').count();
    expect(rows).toBeGreaterThan(100);
    expect(await status.textContent()).toBe(locale === 'ko' ? `${String(total)}건 초과 중 ${String(rows)}건 표시` : `Showing ${String(rows)} of more than ${String(total)}`);
  }).toPass();
});

test(`the worker's own check list pages too and has no name search (${locale})`, async ({ page, baseURL }) => {
  await useLocale(page.context(), baseURL ?? '', locale);
  await signInAsWorker(page, WORKER_A.phone);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/qrCheckedList');
  await expect(page.getByLabel(say(locale, { ko: '날짜', en: 'Day' }))).toBeVisible();
  await expect(page.getByLabel(say(locale, { ko: '이름 또는 휴대폰 번호', en: 'Name or phone number' }))).toHaveCount(0);
  await expect(page.locator('.qr-event').nth(49)).toBeVisible();
  // More loads by the button or as the end comes into view, until the list is past 100 entries.
  const more = page.getByRole('button', { name: say(locale, { ko: '더 보기', en: 'Show more' }) });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    expect(await page.locator('.qr-event').count()).toBeGreaterThan(100);
  }).toPass();
});
