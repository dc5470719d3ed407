import type { Page } from '@playwright/test';
import { expect, type Locale, say, signInAsWorker, test, useLocale, workListOrNone } from './fixtures.ts';

const NEXT_DAY = { ko: '익일', en: '+1 day' };

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
    await expect(workListOrNone(page, locale)).toBeVisible();

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

  test('a night shift’s end is marked as the next day, in the list and the calendar, and every range keeps to one line', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/work');
    await page.getByRole('button', { name: say(locale, { ko: '목록', en: 'List' }), exact: true }).click();
    const days = page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) });
    const nextDay = page.getByText(say(locale, NEXT_DAY), { exact: true });
    // The seed gives 김민준 a night shift 16 days ago and one in the month before this (seed.ts).
    await expect(workListOrNone(page, locale)).toBeVisible();
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

});
