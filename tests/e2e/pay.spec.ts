import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { apiGetAsWorker, chooseMonth, expect, type Locale, say, seoulDate, signInAsWorker, test, useLocale } from './fixtures.ts';

/** 서도윤: works for 대성토건 (Mon–Wed) and 한빛건설 (Thu–Fri) in the same month (seed-accounts.ts). */
const TWO_EMPLOYERS = { phone: '010-6981-4527', employers: { K001: '한빛건설(주)', K002: '대성토건(주)' } } as const;

interface StatementLine {
  kind: string;
  days: number;
  minutes: number;
  rate: number;
  amount: number;
}
interface Statement {
  corporationCode: string;
  amCost: number;
  amPay: number;
  amGonjae: number;
  lines: StatementLine[];
}

/** Opens the statement screen on the month before this one; answers 'yyyy-mm'. */
async function openLastMonthStatement(page: Page, locale: Locale): Promise<{ year: number; month: number }> {
  await page.getByRole('navigation', { name: say(locale, { ko: '주 메뉴', en: 'Main' }) }).getByRole('link', { name: say(locale, { ko: '명세서', en: 'Statement' }) }).click();
  await expect(page).toHaveURL(/\/incomeReceipt$/);
  await page.getByRole('button', { name: say(locale, { ko: '이전 달', en: 'Previous month' }) }).click();
  const shown = (await page.evaluate(() => (history.state as { month?: string } | null)?.month)) ?? '';
  const [year = 0, month = 0] = shown.split('-').map(Number);
  return { year, month };
}

function won(amount: number, locale: Locale): string {
  const digits = amount.toLocaleString('en-US');
  return locale === 'ko' ? `${digits}원` : `₩${digits}`;
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`payment statement (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('a worker with two employers in a month switches between their statements, and each PDF carries its own figures', async ({ page }) => {
    await signInAsWorker(page, TWO_EMPLOYERS.phone);
    await expect(page).toHaveURL(/\/$/);
    const { year, month } = await openLastMonthStatement(page, locale);
    const switcher = page.getByRole('group', { name: say(locale, { ko: '사업주', en: 'Employer' }) });
    await expect(switcher.getByRole('button')).toHaveCount(2);
    const view = page.getByRole('article', { name: say(locale, { ko: '급여 명세서', en: 'Payment statement' }) });
    const statements: Record<string, Statement> = {};
    for (const code of ['K001', 'K002'] as const) {
      statements[code] = await apiGetAsWorker<Statement>(page, `pay/statement?year=${String(year)}&month=${String(month)}&corporationCode=${code}`);
    }
    for (const code of ['K002', 'K001', 'K002'] as const) {
      await switcher.getByRole('button', { name: TWO_EMPLOYERS.employers[code] }).click();
      await expect(switcher.getByRole('button', { name: TWO_EMPLOYERS.employers[code] })).toHaveAttribute('aria-pressed', 'true');
      await expect(view).toContainText(TWO_EMPLOYERS.employers[code]);
      await expect(view).toContainText(won(statements[code]?.amPay ?? -1, locale));
      await expect(view.getByRole('term').filter({ hasText: say(locale, { ko: '주휴수당', en: 'Weekly paid holiday' }) })).toBeVisible();
    }
    expect(statements.K001?.amPay).not.toBe(statements.K002?.amPay);

    // The daily settlement of the chosen employer adds up to its statement.
    await page.getByRole('button', { name: say(locale, { ko: '일별 정산', en: 'Daily settlement' }), exact: true }).click();
    await expect(page.getByRole('region', { name: say(locale, { ko: '일별 정산', en: 'Daily settlement' }) })).toContainText(won(statements.K002?.amCost ?? -1, locale));

    // Certificates: the month has a statement from each employer; the PDF of each has its figures.
    for (const code of ['K001', 'K002'] as const) {
      await page.goto('/paymentStatementList');
      await chooseMonth(page, locale, year, month);
      const documents = page.getByRole('list', { name: new RegExp(say(locale, { ko: '급여 명세서', en: 'Payment statement' })) }).getByRole('link');
      await expect(documents).toHaveCount(2);
      await documents.filter({ hasText: TWO_EMPLOYERS.employers[code] }).click();
      await expect(page).toHaveURL(/\/paymentStatementView$/);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: say(locale, { ko: '다운로드', en: 'Download' }) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`payment-statement-${String(year)}-${String(month).padStart(2, '0')}-${code}.pdf`);
      const text = execFileSync('pdftotext', [await file.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      const statement = statements[code];
      expect(text).toContain(TWO_EMPLOYERS.employers[code]);
      for (const amount of [statement?.amCost ?? -1, statement?.amPay ?? -1, ...(statement?.lines ?? []).map((line) => line.amount)]) {
        expect(text).toContain(`${amount.toLocaleString('en-US')}원`);
      }
    }
  });

  test('the menu’s daily statement opens the calendar, and monthly income lists the paid months', async ({ page }) => {
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: say(locale, { ko: '메뉴', en: 'Menu' }) }).click();
    await page.getByRole('link', { name: say(locale, { ko: '일별 정산', en: 'Daily statement' }) }).click();
    await expect(page.getByRole('button', { name: say(locale, { ko: '일별 정산', en: 'Daily settlement' }), exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: say(locale, { ko: '메뉴', en: 'Menu' }) }).click();
    await page.getByRole('link', { name: say(locale, { ko: '월별 소득', en: 'Monthly income' }) }).click();
    await expect(page).toHaveURL(/\/incomeMonthly$/);
    const months = page.getByRole('list', { name: say(locale, { ko: '월별 소득', en: 'Income by month' }) }).getByRole('listitem');
    await expect(months.first()).toBeVisible();
    // This year's total counts only months whose pay day has come; this month is provisional, paid next month.
    const { y: year, m: month, d: day } = seoulDate();
    await expect(page.getByText(say(locale, { ko: `${String(year)}년 근무분 지급액`, en: `Paid for work in ${String(year)}` }))).toBeVisible();
    const monthName = (m: number) => new Date(Date.UTC(year, m - 1, 15)).toLocaleString(locale, { month: 'long', timeZone: 'UTC' });
    const monthRow = (m: number) => months.filter({ hasText: new RegExp(`^${monthName(m)}`) });
    if (day > 1) {
      await expect(monthRow(month)).toContainText(say(locale, { ko: '잠정', en: 'Provisional' }));
      await expect(monthRow(month)).toContainText(say(locale, { ko: '지급 예정', en: 'To be paid on' }));
      await expect(monthRow(month)).toContainText(say(locale, { ko: '근무 ', en: ' work days' }));
    } else if (month > 1) {
      // The 1st: the new month may have no work yet (the seed's shifts start at 06:45), and then no
      // row; last month, ended, is paid on the 10th.
      await expect(monthRow(month - 1)).toContainText(say(locale, { ko: '지급 예정', en: 'To be paid on' }));
      await expect(monthRow(month - 1)).not.toContainText(say(locale, { ko: '잠정', en: 'Provisional' }));
    }
    await expect(months.first()).not.toContainText(say(locale, { ko: '지급 예정', en: 'To be paid on' }));
    await months.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/incomeReceipt$/);
    await expect(page.getByRole('article', { name: say(locale, { ko: '급여 명세서', en: 'Payment statement' }) })).toBeVisible();
  });
});
