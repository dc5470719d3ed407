/**
 * Chinese and Vietnamese (issue 19), as a worker who reads only that language goes through the app:
 * the login screen in their language (chosen on the switch, or from the cookie), home, the pay
 * statement and a certificate, by the labels they read. Every screen in every language, at 390 px,
 * is the language sweep's (language-sweep.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiGetAsWorker, DEMO_PASSWORD, expect, seoulDate, test, WORKER_A } from './fixtures.ts';

type NewLanguage = 'zh-Hans' | 'vi';

/** What each language's reader sees, as the catalogs say it (src/locales/<language>/*.po). */
const TEXTS = {
  'zh-Hans': {
    switchName: '简体中文',
    loginTitle: '工人登录',
    phone: '手机号',
    password: '密码',
    logIn: '登录',
    showQr: '出示我的二维码',
    hoursPerDay: '每日出勤时长',
    main: '主导航',
    statementTab: '工资单',
    previousMonth: '上个月',
    statement: '工资单',
    issuance: '开具证明',
    payStatement: '工资单',
    pageOne: /第1页/,
    download: '下载',
    weekday: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  },
  vi: {
    switchName: 'Tiếng Việt',
    loginTitle: 'Đăng nhập người lao động',
    phone: 'Số điện thoại',
    password: 'Mật khẩu',
    logIn: 'Đăng nhập',
    showQr: 'Hiện mã QR của tôi',
    hoursPerDay: 'Giờ làm việc từng ngày',
    main: 'Điều hướng chính',
    statementTab: 'Bảng lương',
    previousMonth: 'Tháng trước',
    statement: 'Bảng lương',
    issuance: 'Cấp giấy tờ',
    payStatement: 'Bảng lương',
    pageOne: /trang 1\//,
    download: 'Tải về',
    // As src/platform/dates/dates.ts writes them (ICU 78's names).
    weekday: ['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'],
  },
} satisfies Record<NewLanguage, unknown>;

/** Today's line on home: 2026年11月22日周日 / CN, 22 tháng 11, 2026. */
function todayLine(language: NewLanguage): RegExp {
  const { y, m, d, weekday } = seoulDate();
  const name = TEXTS[language].weekday[weekday] ?? '';
  return language === 'zh-Hans' ? new RegExp(`^${String(y)}年${String(m)}月${String(d)}日${name}$`) : new RegExp(`^${name}, ${String(d)} tháng ${String(m)}, ${String(y)}$`);
}

/** Won as the language writes it: ₩3,581,610 / 3.581.610 ₩. */
function won(amount: number, language: NewLanguage): string {
  return language === 'zh-Hans' ? `₩${amount.toLocaleString('en-US')}` : `${amount.toLocaleString('en-US').replaceAll(',', '.')}\u00a0₩`;
}

async function logIn(page: Page, language: NewLanguage): Promise<void> {
  const text = TEXTS[language];
  await page.getByLabel(text.phone, { exact: true }).fill(WORKER_A.phone);
  await page.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const language of ['zh-Hans', 'vi'] as const) {
  const text = TEXTS[language];
  test.describe(`a worker who reads ${language}`, () => {
    test('chooses the language on the login screen, logs in and reads home in it', async ({ page, context }) => {
      await page.goto('/login');
      // Korean first (the default); the switch names each language in itself.
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await page.getByRole('group', { name: '언어' }).getByRole('button', { name: text.switchName }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.loginTitle })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe(language);

      await logIn(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('paragraph').filter({ hasText: todayLine(language) })).toBeVisible();
      await expect(page.getByText(`${WORKER_A.customer} / ${WORKER_A.project}`)).toBeVisible();
      await expect(page.getByRole('link', { name: text.showQr })).toBeVisible();
      await expect(page.getByRole('list', { name: text.hoursPerDay }).getByRole('listitem')).toHaveCount(7);
    });

    test('opens from the cookie in the language, reads last month’s statement and a certificate in it', async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: 'locale', value: language, url: baseURL ?? '', sameSite: 'Lax' }]);
      await page.goto('/login');
      // The login screen painted before any script (decision 046) is already in the language.
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: text.loginTitle })).toBeVisible();
      await logIn(page, language);

      await page.getByRole('navigation', { name: text.main }).getByRole('link', { name: text.statementTab }).click();
      await expect(page).toHaveURL(/\/incomeReceipt$/);
      await page.getByRole('button', { name: text.previousMonth }).click();
      const month = (await page.evaluate(() => (history.state as { month?: string } | null)?.month)) ?? '';
      const [year, monthNumber] = month.split('-').map(Number);
      const statement = await apiGetAsWorker<Record<string, number>>(page, `pay/statement?year=${String(year)}&month=${String(monthNumber)}`);
      const view = page.getByRole('article', { name: text.statement });
      for (const key of ['amPay', 'amCost', 'amGonjae']) await expect(view).toContainText(won(statement[key] ?? -1, language));

      await page.goto('/myAccount');
      await page.getByRole('link', { name: text.issuance }).click();
      await page.getByRole('navigation', { name: text.issuance }).getByRole('link', { name: text.payStatement, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.payStatement })).toBeVisible();
      await page.getByRole('list').getByRole('link').first().click();
      await expect(page.getByRole('img', { name: text.pageOne })).toBeVisible({ timeout: 30_000 });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text.download }).click();
      const path = await (await download).path();
      expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdfText = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
      // The Korean legal form, with the worker's language on its lines.
      expect(pdfText.replace(/\s+/g, '')).toContain('임금명세서');
      expect(pdfText).toContain(text.payStatement);
    });
  });
}
