import { apiGetAsWorker, expect, LOCALES, loginAsWorker, say, test, useLocale } from './fixtures.ts';

function won(amount: number, locale: 'ko' | 'en'): string {
  const digits = amount.toLocaleString('en-US');
  return locale === 'ko' ? `${digits}원` : `₩${digits}`;
}

for (const locale of LOCALES) {
  test.describe(`payment statement (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL ?? '', locale);
    });

    test('the statement of a seeded month shows the server’s figures, and the daily settlement its paid days', async ({ page }) => {
      await loginAsWorker(page, locale);
      await expect(page).toHaveURL(/\/$/);

      await page.getByRole('navigation', { name: say(locale, { ko: '주 메뉴', en: 'Main' }) }).getByRole('link', { name: say(locale, { ko: '명세서', en: 'Statement' }) }).click();
      await expect(page).toHaveURL(/\/incomeReceipt$/);
      await expect(page.getByRole('button', { name: say(locale, { ko: '명세서', en: 'Statement' }), exact: true })).toHaveAttribute('aria-pressed', 'true');
      // Last month is a whole seeded month.
      await page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) }).click();
      const month = (await page.evaluate(() => (history.state as { month?: string } | null)?.month)) ?? '';
      const [year, monthNumber] = month.split('-').map(Number);
      const statement = await apiGetAsWorker<Record<string, number>>(page, `pay/statement?year=${String(year)}&month=${String(monthNumber)}`);
      const view = page.getByRole('article', { name: say(locale, { ko: '급여 명세서', en: 'Payment statement' }) });
      await expect(view).toContainText(won(statement.amPay ?? -1, locale));
      for (const key of ['amCost', 'amSalaryD', 'amGonjae', 'amSoduk', 'amJumin', 'amKookmin', 'amMedicare', 'amSilver', 'amGoyong']) {
        await expect(view).toContainText(won(statement[key] ?? -1, locale));
      }
      await expect(view).toContainText(say(locale, { ko: `${String(statement.ctWork)}일`, en: `${String(statement.ctWork)} days` }));

      await page.getByRole('button', { name: say(locale, { ko: '일별 정산', en: 'Daily settlement' }), exact: true }).click();
      await expect(page.getByRole('region', { name: say(locale, { ko: '일별 정산', en: 'Daily settlement' }) })).toContainText(
        say(locale, { ko: `지급 ${String(statement.ctWork)}일`, en: `${String(statement.ctWork)} paid days` }),
      );

      // Six months back there is no work: the spec's message.
      for (let step = 0; step < 6; step += 1) {
        await page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) }).click();
      }
      await page.getByRole('button', { name: say(locale, { ko: '명세서', en: 'Statement' }), exact: true }).click();
      await expect(page.getByText(say(locale, { ko: '해당 월의 급여 명세서가 없습니다.', en: 'There is no payment statement for this month.' }))).toBeVisible();
    });

    test('the menu’s daily statement opens the calendar, and monthly income lists the paid months', async ({ page }) => {
      await loginAsWorker(page, locale);
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('button', { name: say(locale, { ko: '메뉴', en: 'Menu' }) }).click();
      await page.getByRole('link', { name: say(locale, { ko: '일별 정산', en: 'Daily statement' }) }).click();
      await expect(page.getByRole('button', { name: say(locale, { ko: '일별 정산', en: 'Daily settlement' }), exact: true })).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: say(locale, { ko: '메뉴', en: 'Menu' }) }).click();
      await page.getByRole('link', { name: say(locale, { ko: '월별 소득', en: 'Monthly income' }) }).click();
      await expect(page).toHaveURL(/\/incomeMonthly$/);
      const months = page.getByRole('list', { name: say(locale, { ko: '월별 소득', en: 'Income by month' }) }).getByRole('listitem');
      await expect(months.first()).toBeVisible();
      await months.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/incomeReceipt$/);
      await expect(page.getByRole('article', { name: say(locale, { ko: '급여 명세서', en: 'Payment statement' }) })).toBeVisible();
    });
  });
}
