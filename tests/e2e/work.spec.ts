import { apiGetAsWorker, expect, LOCALES, loginAsWorker, say, test, useLocale } from './fixtures.ts';

for (const locale of LOCALES) {
  test.describe(`monthly work (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL ?? '', locale);
    });

    test('the tab bar opens the calendar, the menu opens the list, and back restores the mode', async ({ page }) => {
      await loginAsWorker(page, locale);
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

    test('a month shows the server’s hours, empty days and a day without a recorded end', async ({ page }) => {
      await loginAsWorker(page, locale);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/work');
      await page.getByRole('button', { name: say(locale, { ko: '목록', en: 'List' }), exact: true }).click();
      const noEnd = page.getByText(say(locale, { ko: '퇴근 미기록', en: 'No end recorded' }));
      const days = page.getByRole('list', { name: say(locale, { ko: '일별 근무', en: 'Work by day' }) });
      const monthLabel = page.locator('.month-switcher__label');
      // Walk back through the seeded months until one holds a day without a recorded end; the list
      // shows only once its month has come from the server, so each month is judged on its own data.
      await expect(days).toBeVisible();
      for (let step = 0; step < 5 && (await noEnd.count()) === 0; step += 1) {
        const shown = await monthLabel.innerText();
        await page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) }).click();
        await expect(monthLabel).not.toHaveText(shown);
        await expect(days).toBeVisible();
      }
      await expect(noEnd.first()).toBeVisible();
      await expect(page.getByText(say(locale, { ko: '근무 없음', en: 'No work' })).first()).toBeVisible();

      // A month's total is the server's, in hours and minutes. Last month's: this month's total on
      // screen counts a shift in progress (the demo worker's today), which the server's monthly
      // figure leaves out until it ends.
      const shown = await monthLabel.innerText();
      await page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) }).click();
      await expect(monthLabel).not.toHaveText(shown);
      await expect(days).toBeVisible();
      const month = (await page.evaluate(() => (history.state as { month?: string } | null)?.month)) ?? '';
      const [year, monthNumber] = month.split('-').map(Number);
      const { monthlyHours } = await apiGetAsWorker<{ monthlyHours: number }>(page, `work/monthly?year=${String(year)}&month=${String(monthNumber)}`);
      const minutes = Math.round(monthlyHours * 60);
      const text = locale === 'ko' ? `${String(Math.floor(minutes / 60))}시간 ${String(minutes % 60)}분` : `${String(Math.floor(minutes / 60))}h ${String(minutes % 60)}m`;
      await expect(page.getByRole('region', { name: say(locale, { ko: '월 근무 시간', en: 'Monthly work hours' }) })).toContainText(text);
    });
  });
}
