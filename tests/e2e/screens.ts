/**
 * Every screen of the app by who sees it, shared by the accessibility spec and `npm run screenshots`
 * so a new screen is checked and photographed once it is listed here. A screen reached only through
 * another (a document view, which travels in history state) has an `open` step from its list.
 * Selectors here are language-free: both locales go through the same steps.
 */
import type { Page } from '@playwright/test';

export interface Screen {
  /** A name for files and test titles. */
  name: string;
  path: string;
  /** After navigating to `path`: the steps to the state shown (default: none). */
  open?: (page: Page) => Promise<void>;
}

const screen = (path: string, open?: Screen['open'], name?: string): Screen => ({
  name: name ?? (path === '/' ? 'home' : path.slice(1)),
  path,
  ...(open ? { open } : {}),
});

/** Opens the latest month with a document of a certificate list, then its first document, to its first page drawn. */
const firstDocument = async (page: Page): Promise<void> => {
  await page.locator('.month-picker__month--has').last().click({ timeout: 15_000 });
  await page.locator('.inquiry-list__item').first().click({ timeout: 15_000 });
  await page.locator('.pdf-viewer__page canvas').first().waitFor({ timeout: 30_000 });
};

export const ANONYMOUS_SCREENS: Screen[] = ['/login', '/adminLogin', '/join', '/forgotPassword', '/passwordReissue', '/changePhoneNumber', '/kbCertLogin', '/niceSuccess'].map((path) =>
  screen(path),
);

export const WORKER_SCREENS: Screen[] = [
  ...['/', '/work', '/incomeReceipt', '/incomeMonthly', '/myAccount', '/languageSetting', '/accountManagementMenu', '/userProject'].map((path) => screen(path)),
  ...['/issueCertificateMenu', '/employmentContractList', '/employmentTaxReceiptList', '/paymentStatementList'].map((path) => screen(path)),
  screen('/employmentContractList', firstDocument, 'employmentContract'),
  screen('/employmentTaxReceiptList', firstDocument, 'employmentTaxReceiptView'),
  screen('/paymentStatementList', firstDocument, 'paymentStatementView'),
  ...['/qrGenerate', '/qrCheckedList', '/qnaList', '/qnaRegister', '/componentTest', '/badRequest', '/privacyPolicyList'].map((path) => screen(path)),
  screen('/qnaList', async (page) => {
    await page.locator('.inquiry-list__item').first().click();
    await page.locator('article.inquiry').waitFor();
  }, 'qnaDetail'),
  screen('/myAccount', async (page) => {
    await page.locator('.menu-list button').last().click();
    await page.getByRole('alertdialog').waitFor();
  }, 'logout-dialog'),
  screen('/', async (page) => {
    await page.locator('.tab-bar button').first().click();
    await page.locator('dialog[open]').waitFor();
  }, 'menu'),
  // The account screens of issue 3.
  ...['/changePassword', '/accountCancellation'].map((path) => screen(path)),
  screen('/privacyPolicyView?id=privacy-2', undefined, 'privacyPolicyView'),
];

export const ADMIN_SCREENS: Screen[] = ['/admin', '/adminScan', '/adminQrCheckedList'].map((path) => screen(path));
