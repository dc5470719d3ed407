/**
 * A shift in progress is a state of its own (issue 17 item 2): home says "On shift" with the worked
 * time counting, the strip and the work calendar show it running (never "No end recorded"), and the
 * daily settlement says it is not settled yet. And a new account's home says no project is assigned
 * yet, with the way to the company choice, without a failed call or a console error (item 4).
 *
 * The shift's BeginWork is recorded the way the gate does (a code of the worker's, scanned by an admin
 * through the API), for load-test workers no other spec uses (the chaos test takes 근로자 001–034).
 * The page's clock is then held 2 h 12 min after it (or, late in the evening, in the last minutes of
 * the shift's day; in the day's last 4 minutes the shift is recorded as begun half an hour before,
 * by a code the e2e server dates earlier), so the counted time is known to the minute and the shift's day is still today,
 * and moved on a minute by the test, not waited for.
 */
import type { Page } from '@playwright/test';
import { seoulDateOf, startOfSeoulDay } from '#contract/seoul-time.ts';
import { DEMO_PASSWORD, expect, type Locale, say, sessionToken, signInAsAdmin, signInAsWorker, test, useLocale, watchForFailures } from './fixtures.ts';
import { newPerson, signUpByApi } from './identity-fixtures.ts';

const SHIFT_WORKERS = {
  ko: { name: '근로자 039', phone: '010-7000-0039' },
  en: { name: '근로자 040', phone: '010-7000-0040' },
} as const;
const SITE = '판교 물류센터 신축공사';
const API = '/v1/mobile/wfm';
const MINUTE = 60_000;

const ON_SHIFT = { ko: '근무 중', en: 'On shift' };
const NO_END = { ko: '퇴근 미기록', en: 'No end recorded' };
/** When the Seoul day holding `instant` (epoch ms) ends. */
const seoulDayEnds = (instant: number) => startOfSeoulDay(seoulDateOf(new Date(instant)).add({ days: 1 })).epochMilliseconds;
/** The strip's hours for a time worked (one decimal, as the app rounds). */
const stripHours = (minutes: number) => `${String(Math.round((minutes / 60) * 10) / 10)}H`;
const worked = (locale: Locale, minutes: number) =>
  say(locale, { ko: `${Math.floor(minutes / 60)}시간 ${minutes % 60}분`, en: `${Math.floor(minutes / 60)}h ${minutes % 60}m` });

async function xsrf(page: Page): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

/**
 * Records a BeginWork for the page's worker as the gate would: their code, scanned by the admin. Now,
 * or `minutesAgo` earlier: the code issued then (the e2e server's X-Test-Code-Issued-Ago,
 * TEST_CODE_LIFETIMES=on) and sent by the scanner as one it queued offline then (`scannedAt`).
 * Answers when it was recorded.
 */
async function beginWork(page: Page, admin: Page, minutesAgo = 0): Promise<number> {
  const code = await page.request.post(`${API}/qr/codes`, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}`, ...(await xsrf(page)), ...(minutesAgo > 0 ? { 'X-Test-Code-Issued-Ago': String(minutesAgo * 60) } : {}) },
    data: { eventType: 'BeginWork' },
  });
  expect(code.status()).toBe(201);
  const { payload, issuedAt } = (await code.json()) as { payload: string; issuedAt: string };
  const scannedAt = minutesAgo > 0 ? { scannedAt: new Date(Date.parse(issuedAt) + 5_000).toISOString() } : {};
  const scan = await admin.request.post(`${API}/qr/scans`, {
    headers: { Authorization: `Bearer ${await sessionToken(admin, 'admin')}`, ...(await xsrf(admin)) },
    data: { payload, ...scannedAt },
  });
  expect(scan.status()).toBe(201);
  return Date.parse(((await scan.json()) as { event: { occurredAt: string } }).event.occurredAt);
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`a shift in progress (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('home, the strip, the work calendar and the daily settlement show it running, not as an error', async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const adminContext = await browser.newContext();
    await useLocale(adminContext, baseURL ?? '', locale);
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, SITE);

    const failures = watchForFailures(page.context());
    await signInAsWorker(page, SHIFT_WORKERS[locale].phone);
    await expect(page).toHaveURL(/\/$/);
    // The shift's day must have two whole minutes left in it: in a Seoul day's last 4 minutes the
    // shift is recorded as begun half an hour earlier (no wait for midnight).
    const began = await beginWork(page, admin, seoulDayEnds(Date.now()) - Date.now() < 4 * MINUTE ? 30 : 0);
    await adminContext.close();

    // 2 h 12 min into the shift by the phone's clock (whole minutes, so the shown time is exact).
    // A shift begun late in the evening is looked at in its day's last minutes instead: past
    // midnight, today is the next day, whose cell rightly shows no hours.
    const longest = Math.min(132, Math.floor((seoulDayEnds(began) - began) / MINUTE) - 2);
    // Home's clock is read when it renders, up to half a minute before the held one (its 30 s tick
    // comes after the hold), so the strip's tenth of an hour must not turn over in that half minute:
    // never a count of minutes on a tenth's half (3, 9, 15 … minutes, x.x5 h), where it would.
    const minutes = longest % 6 === 3 ? longest - 1 : longest;
    // The phone's clock under the test's control: installed half a minute before, then held at the
    // whole minute once the page has loaded; the screen's timers run only when the test moves it on.
    await page.clock.install({ time: began + minutes * MINUTE - 30_000 });
    await page.reload();
    await page.clock.pauseAt(began + minutes * MINUTE);
    const today = page.getByRole('region', { name: say(locale, { ko: '오늘', en: 'Today' }) });
    await expect(today).toContainText(say(locale, ON_SHIFT));
    await expect(today).toContainText(worked(locale, minutes));
    const strip = page.getByRole('list', { name: say(locale, { ko: '일별 근무 시간', en: 'Hours per day' }) });
    const todayCell = strip.locator('[aria-current="date"]');
    await expect(todayCell).toContainText(stripHours(minutes));
    await expect(todayCell).toContainText(say(locale, ON_SHIFT));
    await page.screenshot({ path: test.info().outputPath(`home-${locale}.png`) });

    // The time counts on while the screen stays open: a minute on, its timer has fired.
    await page.clock.fastForward(MINUTE);
    await expect(today).toContainText(worked(locale, minutes + 1));
    // Held there, with the timers running again for the screens opened next.
    await page.clock.resume();
    await page.clock.setFixedTime(began + (minutes + 1) * MINUTE);

    // The work calendar: today is in progress, its detail says so with the hours so far.
    await page.getByRole('navigation', { name: say(locale, { ko: '주 메뉴', en: 'Main' }) }).getByRole('link', { name: say(locale, { ko: '근무', en: 'Work' }) }).click();
    const calendar = page.getByRole('region', { name: say(locale, { ko: '근무 달력', en: 'Work calendar' }) });
    await expect(calendar.locator('[aria-current="date"]')).toContainText(stripHours(minutes + 1));
    await expect(calendar.locator('[aria-current="date"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(calendar.locator('.work-calendar__detail')).toContainText(say(locale, ON_SHIFT));
    await expect(calendar.locator('.work-calendar__detail')).toContainText(worked(locale, minutes + 1));
    await expect(calendar.getByText(say(locale, NO_END))).toHaveCount(0);
    // Its time counts in the month too, as on its day.
    await expect(page.getByRole('region', { name: say(locale, { ko: '월 근무 시간', en: 'Monthly work hours' }) })).toContainText(worked(locale, minutes + 1));
    await page.screenshot({ path: test.info().outputPath(`work-calendar-${locale}.png`), fullPage: true });

    // The list says the same.
    await page.getByRole('button', { name: say(locale, { ko: '목록', en: 'List' }), exact: true }).click();
    const todayRow = page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) }).locator('[aria-current="date"]');
    await expect(todayRow).toContainText(say(locale, ON_SHIFT));
    await expect(todayRow).toContainText(worked(locale, minutes + 1));
    await expect(todayRow).not.toContainText(say(locale, NO_END));

    // The daily settlement: today is not settled yet, not 0 hours and 0 won.
    // From the menu straight to it.
    await page.getByRole('button', { name: say(locale, { ko: '메뉴', en: 'Menu' }) }).click();
    await page.getByRole('link', { name: say(locale, { ko: '일별 정산', en: 'Daily statement' }) }).click();
    const settlement = page.getByRole('region', { name: say(locale, { ko: '일별 정산', en: 'Daily settlement' }) });
    await expect(settlement.locator('[aria-current="date"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(settlement.locator('.work-calendar__detail')).toContainText(say(locale, { ko: '정산 전', en: 'Not settled yet' }));
    await expect(settlement.locator('.work-calendar__detail')).toContainText(say(locale, { ko: '근무 중', en: 'Still at work' }));
    await expect(settlement.locator('.work-calendar__detail')).not.toContainText(worked(locale, 0));
    await page.screenshot({ path: test.info().outputPath(`daily-settlement-${locale}.png`), fullPage: true });

    expect(failures).toEqual([]);
  });
});

test(`a new account's home says no project is assigned yet, with no failed call or console error (${locale})`, async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL ?? '', locale);
  const person = newPerson();
  await signUpByApi(page.request, person, DEMO_PASSWORD);
  const failures = watchForFailures(page.context());
  await signInAsWorker(page, person.phone);
  await expect(page).toHaveURL(/\/$/);
  const project = page.getByRole('region', { name: say(locale, { ko: '현장', en: 'Project' }) });
  await expect(project).toContainText(
    say(locale, {
      ko: '아직 배정된 프로젝트가 없습니다. 근로계약을 맺으면 회사에서 배정합니다.',
      en: 'You have no projects yet. Your employer adds you with your employment contract.',
    }),
  );
  // The week has loaded (empty), and the calls have settled, before the console is judged.
  await expect(page.getByRole('list', { name: say(locale, { ko: '일별 근무 시간', en: 'Hours per day' }) })).toContainText('0H');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath(`new-account-home-${locale}.png`) });
  expect(failures).toEqual([]);

  // The link leads to the company choice, which says the same.
  await project.getByRole('link', { name: say(locale, { ko: '회사 선택', en: 'Company selection' }) }).click();
  await expect(page).toHaveURL(/\/userProject$/);
  await expect(page.getByRole('heading', { name: say(locale, { ko: '회사 선택', en: 'Company selection' }) })).toBeVisible();
});
