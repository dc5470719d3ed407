import type { Page } from '@playwright/test';
import { apiGetAsWorker, expect, type Locale, say, seoulDate, signInAsWorker, test, useLocale } from './fixtures.ts';

const NO_WORK_MONTH = { ko: '이 달에는 근무 기록이 없습니다.', en: 'No work was recorded in this month.' };
const NEXT_DAY = { ko: '익일', en: '+1 day' };
/** A load-test worker no other spec uses (the chaos test takes 근로자 001–034, the shift test 039 and 040): no attendance at all, and never any. */
const IDLE_WORKER = { name: '근로자 037', phone: '010-7000-0037' };

/**
 * Goes back a month in the list and waits for it: the list shows only once its month has come from
 * the server, so each month is judged on its own data.
 */
async function listPreviousMonth(page: Page, locale: Locale): Promise<void> {
  const monthLabel = page.locator('.month-switcher__label');
  const shown = await monthLabel.innerText();
  await page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) }).click();
  await expect(monthLabel).not.toHaveText(shown);
  await expect(page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) })).toBeVisible();
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`monthly work (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('the tab bar opens the calendar, the menu opens the list, and back restores the mode', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    const calendarToggle = page.getByRole('button', { name: say(locale, { ko: '달력', en: 'Calendar' }), exact: true });
    const listToggle = page.getByRole('button', { name: say(locale, { ko: '목록', en: 'List' }), exact: true });

    await page.getByRole('navigation', { name: say(locale, { ko: '주 메뉴', en: 'Main' }) }).getByRole('link', { name: say(locale, { ko: '근무', en: 'Work' }) }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(calendarToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: say(locale, { ko: '근무 달력', en: 'Work calendar' }) })).toBeVisible();

    await page.getByRole('button', { name: say(locale, { ko: '메뉴', en: 'Menu' }) }).click();
    await page.getByRole('link', { name: say(locale, { ko: '근무 내역 목록', en: 'History list' }) }).click();
    await expect(listToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) })).toBeVisible();

    await page.goBack();
    await expect(calendarToggle).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(listToggle).toHaveAttribute('aria-pressed', 'true');

    // The toggle switches in place, and a reload keeps the mode and the month.
    await page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) }).click();
    await calendarToggle.click();
    await expect(calendarToggle).toHaveAttribute('aria-pressed', 'true');
    const monthHeading = await page.locator('.month-switcher__label').innerText();
    await page.reload();
    await expect(calendarToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.month-switcher__label')).toHaveText(monthHeading);
  });

  test('a month lists its worked days with the server’s hours, and a day without a recorded end', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/work');
    await page.getByRole('button', { name: say(locale, { ko: '목록', en: 'List' }), exact: true }).click();
    const noEnd = page.getByText(say(locale, { ko: '퇴근 미기록', en: 'No end recorded' }));
    const days = page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) });
    // Walk back through the seeded months until one holds a day without a recorded end.
    await expect(days).toBeVisible();
    for (let step = 0; step < 5 && (await noEnd.count()) === 0; step += 1) await listPreviousMonth(page, locale);
    await expect(noEnd.first()).toBeVisible();
    // Days without work are left out: no row says "no work".
    await expect(days.getByText(say(locale, { ko: '근무 없음', en: 'No work' }))).toHaveCount(0);

    // The month's total is the server's, in hours and minutes: in a month without a shift in progress
    // (one is counted as it runs), the one before this when today's has begun.
    // (During a break, 12:00–13:00 in Seoul for the seeded shift, it says "on break" instead.)
    const running = page.getByText(new RegExp(`^(${say(locale, { ko: '근무 중', en: 'On shift' })}|${say(locale, { ko: '휴게 중', en: 'On break' })})$`));
    if ((await running.count()) > 0) await listPreviousMonth(page, locale);
    const month = (await page.evaluate(() => (history.state as { month?: string } | null)?.month)) ?? '';
    const [year, monthNumber] = month.split('-').map(Number);
    const { monthlyHours } = await apiGetAsWorker<{ monthlyHours: number }>(page, `work/monthly?year=${String(year)}&month=${String(monthNumber)}`);
    const minutes = Math.round(monthlyHours * 60);
    const text = locale === 'ko' ? `${String(Math.floor(minutes / 60))}시간 ${String(minutes % 60)}분` : `${String(Math.floor(minutes / 60))}h ${String(minutes % 60)}m`;
    await expect(page.getByRole('region', { name: say(locale, { ko: '월 근무 시간', en: 'Monthly work hours' }) })).toContainText(text);
  });

  test('a night shift’s end is marked as the next day, in the list and the calendar, and every range keeps to one line', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/work');
    await page.getByRole('button', { name: say(locale, { ko: '목록', en: 'List' }), exact: true }).click();
    const days = page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) });
    const nextDay = page.getByText(say(locale, NEXT_DAY), { exact: true });
    // The seed gives 김민준 a night shift 16 days ago and one in the month before this (seed.ts).
    await expect(days).toBeVisible();
    for (let step = 0; step < 2 && (await nextDay.count()) === 0; step += 1) await listPreviousMonth(page, locale);
    const night = days.getByRole('listitem').filter({ has: nextDay }).first();
    // It began at 18:00-something and ended at 03:00-something the next morning.
    await expect(night).toContainText(locale === 'ko' ? /18:0\d ~ 익일 03:\d\d/ : /18:0\d ~ 03:\d\d \+1 day/);

    // At 390 px every row's range is on one line: the rows lay out alike.
    const heights = await days.locator('.work-list__times').evaluateAll((ranges) => ranges.map((range) => Math.round(range.getBoundingClientRect().height)));
    expect(new Set(heights).size, `range heights ${heights.join(', ')}`).toBe(1);

    // The calendar's day shows the same end.
    const dateText = await night.locator('.work-list__date').innerText();
    const day = /(\d+)일? \S+$/.exec(dateText.trim())?.[1] ?? '';
    expect(day).not.toBe('');
    await page.getByRole('button', { name: say(locale, { ko: '달력', en: 'Calendar' }), exact: true }).click();
    const calendar = page.getByRole('region', { name: say(locale, { ko: '근무 달력', en: 'Work calendar' }) });
    // A day's name is its full date (the visible number inside it) and what it holds: "11월 10일 (화): 9H", "Tue, November 10: 9H".
    await calendar.getByRole('button', { name: locale === 'ko' ? new RegExp(`^\\d+\\s*월\\s*${day}\\s*일`) : new RegExp(`^\\w+\\s*,\\s*\\w+\\s+${day}\\s*:`) }).click();
    await expect(calendar.locator('.work-calendar__detail')).toContainText(locale === 'ko' ? /익일 03:\d\d/ : /03:\d\d \+1 day/);
  });

  test('a month without work says so once, days to come show no hours, and the months stop at the current one', async ({ page }) => {
    // The phone's clock on the 1st of this month (Seoul), so the rest of the month is still to come.
    const today = seoulDate();
    const first = `${String(today.y)}-${String(today.m).padStart(2, '0')}-01`;
    await page.clock.setFixedTime(today.d === 1 ? Date.now() : Date.parse(`${first}T12:00:00+09:00`));
    await signInAsWorker(page, IDLE_WORKER.phone);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/work');

    const monthLabel = page.locator('.month-switcher__label');
    const thisMonth = new Date(`${first}T12:00:00+09:00`).toLocaleString(locale, { year: 'numeric', month: 'long', timeZone: 'Asia/Seoul' });
    const previous = page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) });
    const next = page.getByRole('button', { name: say(locale, { ko: '다음 달', en: 'Next month' }) });
    const noWorkMonth = page.getByText(say(locale, NO_WORK_MONTH), { exact: true });
    const calendar = page.getByRole('region', { name: say(locale, { ko: '근무 달력', en: 'Work calendar' }) });
    await expect(monthLabel).toHaveText(thisMonth);
    await expect(calendar).toBeVisible();
    await expect(noWorkMonth).toHaveCount(1);

    // The next month is not there yet: its arrow is marked unavailable, and tapping it does nothing.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await expect(monthLabel).toHaveText(thisMonth);

    // The 2nd is still to come: no hours and no "no work"; the weeks to come have no hours either.
    const secondDay = calendar.getByRole('button', { name: locale === 'ko' ? /^\d+\s*월\s*2\s*일/ : /^\w+\s*,\s*\w+\s+2\s*:/ });
    await expect(secondDay).toBeVisible();
    await expect(secondDay).not.toHaveAccessibleName(/근무 없음|No work|H$/);
    const weeks = page.getByRole('list', { name: say(locale, { ko: '주차별 근무', en: 'Weekly work' }) });
    const week2 = weeks.getByRole('listitem').filter({ hasText: say(locale, { ko: '2주차', en: 'Week 2' }) });
    await expect(week2).toContainText(say(locale, { ko: '예정', en: 'Upcoming' }));
    await expect(week2).not.toContainText(say(locale, { ko: '0시간', en: '0h' }));

    // The list says once that there was no work, rather than a row a day.
    await page.getByRole('button', { name: say(locale, { ko: '목록', en: 'List' }), exact: true }).click();
    await expect(noWorkMonth).toHaveCount(1);
    await expect(page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) })).toHaveCount(0);
    await expect(page.getByText(say(locale, { ko: '근무 없음', en: 'No work' }), { exact: true })).toHaveCount(0);

    // The switcher still works: back a month (no work there either: said once), and forward again to this month, where it stops.
    await previous.click();
    await expect(monthLabel).not.toHaveText(thisMonth);
    await expect(noWorkMonth).toHaveCount(1);
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect(monthLabel).toHaveText(thisMonth);
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    // A later month kept in the history entry (a phone whose clock ran ahead) opens as this month.
    await page.evaluate(() => history.replaceState({ ...(history.state as object), month: '2099-01' }, ''));
    await page.reload();
    await expect(monthLabel).toHaveText(thisMonth);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });
});
