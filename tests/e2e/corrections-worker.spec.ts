/**
 * The worker's attendance corrections (issue 18), as a worker does it, by visible labels: the seed's
 * 장하늘 (ko) and 송민재 (en) forgot to check out yesterday and on a weekday of last month. Yesterday:
 * open the day from the work list, see it has no end, ask for End work (the form's rules first), see
 * "correction requested" on the day and in the list, withdraw it, ask again; the site's admin approves
 * it in a second browser, and the day has its end (from the correction) and the statement pays the day.
 * Last month's day: the
 * request written with the network off waits on the phone, survives a reload, and is sent once when
 * the phone is online again.
 */
import type { Page } from '@playwright/test';
import type { CorrectionPage } from '#contract/api-corrections.ts';
import type { PayStatement } from '#contract/api-pay.ts';
import { addDays, ADMIN, apiGetAsWorker, expect, type Locale, say, seedDay, seoulDate, signInAsAdmin, signInAsWorker, test, useLocale, watchForFailures, WORKER_A } from './fixtures.ts';
import { cutNetwork, restoreNetwork, waitForOfflineStore } from './offline-helpers.ts';

const WORKERS = { ko: { name: '장하늘', phone: '010-5172-3846' }, en: { name: '송민재', phone: '010-6283-4957' } } as const;

const T = {
  list: { ko: '목록', en: 'List' },
  previousMonth: { ko: '이전 달', en: 'Previous month' },
  workByDay: { ko: '일별 근무', en: 'Work by day' },
  noEnd: { ko: '퇴근 미기록', en: 'No end recorded' },
  addEnd: { ko: '퇴근 시간 추가 요청', en: 'Ask to add end time' },
  askAgain: { ko: '정정 요청하기', en: 'Ask for a correction' },
  endWork: { ko: '퇴근', en: 'End work' },
  time: { ko: '시간', en: 'Time' },
  nextDay: { ko: '다음 날 (자정을 넘긴 야간 근무)', en: 'On the next day (a night shift past midnight)' },
  reason: { ko: '사유', en: 'Reason' },
  send: { ko: '요청 보내기', en: 'Send request' },
  requested: { ko: '정정 요청 중', en: 'Correction requested' },
  waitingForSite: { ko: '현장 확인 중', en: 'Waiting for the site' },
  waitingToBeSent: { ko: '전송 대기', en: 'Waiting to be sent' },
  withdraw: { ko: '요청 철회', en: 'Withdraw request' },
  withdrawConfirm: { ko: '철회', en: 'Withdraw' },
  withdrawn: { ko: '철회', en: 'Withdrawn' },
  history: { ko: '변경 이력', en: 'History' },
  myRequests: { ko: '정정 요청 내역', en: 'My correction requests' },
  chooseEvent: { ko: '정정할 항목을 선택해 주세요.', en: 'Choose the record to correct.' },
  enterTime: { ko: '시간을 입력해 주세요.', en: 'Enter the time.' },
  enterReason: { ko: '정정 사유를 입력해 주세요.', en: 'Write why the record should change.' },
  future: { ko: '아직 지나지 않은 시간입니다. 지난 시간만 정정할 수 있습니다.', en: 'This time has not come yet. You can only correct a time that has passed.' },
  tooLong: { ko: '너무 깁니다. 줄여 주세요.', en: 'This is too long. Shorten it.' },
  choosePhoto: { ko: '사진 선택', en: 'Choose a photo' },
  photoToSend: { ko: '보낼 사진', en: 'Photo to send' },
  showPhoto: { ko: '보낸 사진 보기', en: 'Show the photo sent' },
  photoSent: { ko: '요청과 함께 보낸 사진', en: 'Photo sent with the request' },
};

const yyyymmdd = (date: { y: number; m: number; d: number }) => `${String(date.y)}${String(date.m).padStart(2, '0')}${String(date.d).padStart(2, '0')}`;

/** The seed's weekday of last month without a check-out: the 10th, or the first weekday after it (server/seed/seed.ts lastMonthWeekday). */
function lastMonthWeekday(): { y: number; m: number; d: number } {
  const today = seedDay();
  let day = Temporal.PlainDate.from({ year: today.y, month: today.m, day: 10 }).subtract({ months: 1 });
  while (day.dayOfWeek >= 6) day = day.add({ days: 1 });
  return { y: day.year, m: day.month, d: day.day };
}

function won(amount: number, locale: Locale): string {
  const digits = amount.toLocaleString('en-US');
  return locale === 'ko' ? `${digits}원` : `₩${digits}`;
}

/** The list row of a day, named as the list reads it: "11월 19일 목 …", "November 19 Thu …". */
function dayRow(page: Page, locale: Locale, date: { y: number; m: number; d: number }) {
  const month = new Date(Date.UTC(date.y, date.m - 1, 15)).toLocaleString(locale, { month: 'long', timeZone: 'UTC' });
  const name = locale === 'ko' ? new RegExp(`^${month} ${String(date.d)}일 `) : new RegExp(`^${month} ${String(date.d)} `);
  return page.getByRole('list', { name: say(locale, T.workByDay) }).getByRole('link', { name });
}

/** From a screen with the tab bar: Monthly work in list mode, on the month of `date`. */
async function openWorkList(page: Page, locale: Locale, date: { y: number; m: number }): Promise<void> {
  await page
    .getByRole('navigation', { name: say(locale, { ko: '주 메뉴', en: 'Main' }) })
    .getByRole('link', { name: say(locale, { ko: '근무', en: 'Work' }) })
    .click();
  await page.getByRole('button', { name: say(locale, T.list), exact: true }).click();
  const today = seoulDate();
  const back = (today.y - date.y) * 12 + today.m - date.m;
  for (let step = 0; step < back; step += 1) {
    const label = page.locator('.month-switcher__label');
    const shown = await label.innerText();
    await page.getByRole('button', { name: say(locale, T.previousMonth) }).click();
    await expect(label).not.toHaveText(shown);
  }
  await expect(page.getByRole('list', { name: say(locale, T.workByDay) })).toBeVisible();
}

/** A camera-sized JPEG (2400 × 1800) drawn in the page: the form must make it small. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    for (let i = 0; i < 200; i += 1) {
      context.fillStyle = `hsl(${String(i * 37)} 70% 50%)`;
      context.fillRect((i * 97) % 2400, (i * 61) % 1800, 300, 200);
    }
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

async function myRequests(page: Page, date: string): Promise<CorrectionPage['items']> {
  return (await apiGetAsWorker<CorrectionPage>(page, 'work/corrections')).items.filter((item) => item.date === date);
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`the worker's corrections (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('asks for yesterday’s missing End work, sees it requested, withdraws it and asks again', async ({ page, context }) => {
    const failures = watchForFailures(context);
    const yesterday = addDays(seedDay(), -1);
    const key = yyyymmdd(yesterday);
    await signInAsWorker(page, WORKERS[locale].phone);
    await expect(page).toHaveURL(/\/$/);

    await openWorkList(page, locale, yesterday);
    await dayRow(page, locale, yesterday).click();
    await expect(page).toHaveURL(new RegExp(`/workCorrections\\?date=${key}$`));
    // The day's own card, not the list's row that says "No end recorded" too while the list is still
    // on screen (a clean CI of c576d13 found both at once).
    await expect(page.getByRole('region', { name: say(locale, T.noEnd) })).toBeVisible();
    await page.getByRole('link', { name: say(locale, T.addEnd) }).click();

    // The form: End work is chosen already; every rule speaks before anything is sent.
    const endWork = page.getByRole('radio', { name: new RegExp(`^${say(locale, T.endWork)}`) });
    await expect(endWork).toBeChecked();
    const send = page.getByRole('button', { name: say(locale, T.send) });
    await send.click();
    await expect(page.getByText(say(locale, T.enterTime))).toBeVisible();
    await expect(page.getByText(say(locale, T.enterReason))).toBeVisible();
    await page.getByLabel(say(locale, T.time), { exact: true }).fill('23:59');
    await page.getByLabel(say(locale, T.nextDay)).check();
    await page.getByLabel(say(locale, T.reason)).fill('가'.repeat(501));
    await expect(page.getByText('501 / 500')).toBeVisible();
    await send.click();
    await expect(page.getByText(say(locale, T.future))).toBeVisible();
    await expect(page.getByText(say(locale, T.tooLong))).toBeVisible();
    expect(await myRequests(page, key)).toEqual([]);

    await page.getByLabel(say(locale, T.nextDay)).uncheck();
    await page.getByLabel(say(locale, T.time), { exact: true }).fill('18:00');
    const reason = say(locale, { ko: '퇴근 스캔을 잊었습니다. 18시에 반장님과 함께 나갔습니다.', en: 'I forgot to scan out. I left with the foreman at 18:00.' });
    await page.getByLabel(say(locale, T.reason)).fill(reason);
    if (locale === 'en') {
      await page.getByLabel(say(locale, T.choosePhoto)).setInputFiles({ name: 'work-log.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) });
      await expect(page.getByRole('img', { name: say(locale, T.photoToSend) })).toBeVisible();
    }
    await send.click();

    // Back on the day: requested, waiting for the site.
    await expect(page).toHaveURL(new RegExp(`/workCorrections\\?date=${key}$`));
    await expect(page.getByText(say(locale, T.requested), { exact: true })).toBeVisible();
    const request = page.getByRole('article', { name: new RegExp(say(locale, T.endWork)) });
    await expect(request).toContainText(say(locale, T.waitingForSite));
    await expect(request).toContainText('18:00');
    await expect(request).toContainText(reason);
    if (locale === 'en') {
      await request.getByRole('button', { name: say(locale, T.showPhoto) }).click();
      const shown = request.getByRole('img', { name: say(locale, T.photoSent) });
      await expect(shown).toBeVisible();
      // Resized on the phone: at most 1600 px on its longest side.
      expect(await shown.evaluate((image: HTMLImageElement) => Math.max(image.naturalWidth, image.naturalHeight))).toBe(1600);
    }
    const [made] = await myRequests(page, key);
    expect(made).toMatchObject({ eventType: 'EndWork', state: 'pending', reason, hasPhoto: locale === 'en' });

    // Back in the work list, the day says so too.
    await page.goBack();
    await expect(dayRow(page, locale, yesterday)).toContainText(say(locale, T.requested));
    await dayRow(page, locale, yesterday).click();

    // Withdraw it (confirmed first), and the day no longer waits.
    await page.getByRole('button', { name: say(locale, T.withdraw) }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: say(locale, T.withdrawConfirm), exact: true }).click();
    await expect(request).toContainText(say(locale, T.withdrawn));
    await expect(page.getByText(say(locale, T.requested), { exact: true })).toHaveCount(0);
    const history = page.getByRole('region', { name: say(locale, T.history) });
    await expect(history.getByRole('listitem')).toHaveCount(2);

    // Ask again.
    await page.getByRole('link', { name: say(locale, T.addEnd) }).click();
    await page.getByLabel(say(locale, T.time), { exact: true }).fill('17:40');
    await page.getByLabel(say(locale, T.reason)).fill(reason);
    await send.click();
    await expect(page.getByText(say(locale, T.requested), { exact: true })).toBeVisible();
    expect((await myRequests(page, key)).map((item) => item.state)).toEqual(['pending', 'withdrawn']);

    // My requests, from Monthly work: the newest first, each opening its day.
    await page.goBack();
    // Once the month has come (leaving before would cut its call short).
    await expect(dayRow(page, locale, yesterday)).toContainText(say(locale, T.requested));
    await page.getByRole('link', { name: say(locale, T.myRequests) }).click();
    const newest = page
      .getByRole('list', { name: say(locale, { ko: '현장에 보낸 요청', en: 'Sent to the site' }) })
      .getByRole('link')
      .first();
    await expect(newest).toContainText(say(locale, T.waitingForSite));
    await expect(newest).toContainText('17:40');
    await newest.click();
    await expect(page).toHaveURL(new RegExp(`/workCorrections\\?date=${key}$`));
    expect(failures).toEqual([]);
  });

  test('the site approves it in a second browser: the day gets its end from the correction, and the statement pays the day', async ({ page, context, browser, baseURL }) => {
    const failures = watchForFailures(context);
    const worker = WORKERS[locale];
    const yesterday = addDays(seedDay(), -1);
    const key = yyyymmdd(yesterday);
    await signInAsWorker(page, worker.phone);
    await expect(page).toHaveURL(/\/$/);
    // The request of the test before (asked again after the withdrawal); asked here when run alone.
    if (!(await myRequests(page, key)).some((item) => item.state === 'pending' && item.eventType === 'EndWork')) {
      await page.goto(`/workCorrections?date=${key}`);
      await page.getByRole('link', { name: say(locale, T.addEnd) }).click();
      await page.getByLabel(say(locale, T.time), { exact: true }).fill('17:40');
      await page.getByLabel(say(locale, T.reason)).fill(say(locale, { ko: '퇴근 스캔을 잊었습니다.', en: 'I forgot to scan out.' }));
      await page.getByRole('button', { name: say(locale, T.send) }).click();
      await expect(page.getByText(say(locale, T.requested), { exact: true })).toBeVisible();
    }
    const statementPath = `pay/statement?year=${String(yesterday.y)}&month=${String(yesterday.m)}`;
    const before = await apiGetAsWorker<PayStatement>(page, statementPath);

    // The site's admin, in a second browser, approves it from the requests screen.
    const admin = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await useLocale(admin, baseURL ?? '', locale);
    const adminFailures = watchForFailures(admin);
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage, WORKER_A.project);
    await adminPage.getByRole('link', { name: new RegExp(`^${say(locale, { ko: '정정 요청', en: 'Correction requests' })}`) }).click();
    await adminPage.getByLabel(say(locale, { ko: '이름 또는 휴대폰 번호', en: 'Name or phone number' })).fill(worker.name);
    const card = adminPage.getByRole('article', { name: worker.name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(say(locale, { ko: '퇴근 17:40', en: 'End work 17:40' }));
    const approving = adminPage.getByRole('dialog', { name: say(locale, { ko: '이 요청을 승인할까요?', en: 'Approve this request?' }) });
    // The search answers after a pause (350 ms): a tap while its list replaces the one shown can miss the
    // dialog once (a CI run saw it on a busy machine); the tap is tried again until the dialog is open.
    await expect(async () => {
      await card.getByRole('button', { name: say(locale, { ko: `${worker.name} 님의 요청 승인`, en: `Approve the request of ${worker.name}` }) }).click();
      await expect(approving).toBeVisible({ timeout: 3_000 });
    }).toPass();
    await approving.getByRole('button', { name: say(locale, { ko: '승인', en: 'Approve' }), exact: true }).click();
    await expect(approving).toHaveCount(0);
    await expect(card).toHaveCount(0);
    expect(adminFailures).toEqual([]);
    await admin.close();

    // The worker's day: the end is there, from the correction the admin approved; no "no end" any more.
    await page.goto(`/workCorrections?date=${key}`);
    await expect(page.getByText(say(locale, T.history), { exact: true })).toBeVisible();
    await expect(page.getByText(say(locale, T.noEnd), { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('17:40');
    await expect(page.getByRole('main')).toContainText(ADMIN.name);
    // The statement of the day's month pays one day more, and the screen shows it.
    const after = await apiGetAsWorker<PayStatement>(page, statementPath);
    expect(after.ctWork).toBe(before.ctWork + 1);
    expect(after.amPay).toBeGreaterThan(before.amPay);
    await page.goto('/incomeReceipt');
    if (yesterday.m !== seoulDate().m) await page.getByRole('button', { name: say(locale, T.previousMonth) }).click();
    const view = page.getByRole('article', { name: say(locale, { ko: '급여 명세서', en: 'Payment statement' }) });
    await expect(view).toContainText(won(after.amPay, locale));
    await expect(view).toContainText(say(locale, { ko: `${String(after.ctWork)}일`, en: `${String(after.ctWork)} days` }));
    expect(failures).toEqual([]);
  });

});

test.describe('a correction written offline (en)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('waits on the phone, survives a reload, and is sent once when the phone is online', async ({ page, context, baseURL }) => {
    await useLocale(context, baseURL ?? '', 'en');
    const locale = 'en';
    const day = lastMonthWeekday();
    const key = yyyymmdd(day);
    await signInAsWorker(page, WORKERS.en.phone);
    await expect(page).toHaveURL(/\/$/);
    // The first login's offline fill finished: the day opened next is kept, and no refill answer lands after the cut
    // (a clean CI of 7476791 saw the day's screen load again once offline and lose its times: noted for issue 35).
    await waitForOfflineStore(page);

    await openWorkList(page, locale, day);
    await dayRow(page, locale, day).click();
    // The day's own screen with its answer (its way to ask for the end), not the list's row that says
    // "No end recorded" too: a cut before the day's answer came left the screen without its times.
    await expect(page.getByRole('link', { name: say(locale, T.addEnd) })).toBeVisible();
    await expect(page.getByRole('region', { name: say(locale, T.noEnd) })).toBeVisible();

    await cutNetwork(context);
    await page.getByRole('link', { name: say(locale, T.addEnd) }).click();
    await page.getByLabel(say(locale, T.time), { exact: true }).fill('17:30');
    await page.getByLabel(say(locale, T.reason)).fill('My phone had no signal at the gate.');
    await page.getByRole('button', { name: say(locale, T.send) }).click();

    const waiting = page.getByRole('article', { name: /End work/ }).filter({ hasText: say(locale, T.waitingToBeSent) });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText('17:30');
    await page.reload();
    await expect(waiting).toBeVisible();

    await restoreNetwork(context);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(say(locale, T.requested), { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('article', { name: /End work/ })).toContainText(say(locale, T.waitingForSite));

    // Once, whatever tried meanwhile.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload();
    await expect(page.getByText(say(locale, T.requested), { exact: true })).toBeVisible();
    const made = await myRequests(page, key);
    expect(made.map((item) => [item.eventType, item.state])).toEqual([['EndWork', 'pending']]);
  });
});
