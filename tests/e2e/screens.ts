/**
 * Every screen of the app by who sees it, shared by the language sweep (axe, layout, text zoom) and
 * `npm run screenshots`: every route of the route tree by its layout folder (app-routes.ts), so a new
 * route is checked and photographed without being listed anywhere. A screen reached only through
 * another (a document view, which travels in history state) has an `open` step from its list.
 * Selectors here are language-free: both locales go through the same steps.
 */
import type { Page } from '@playwright/test';
import { routesIn } from './app-routes.ts';

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

/**
 * The screens that their address alone does not show: a document view travels in history state, so
 * it is opened from its list; a policy view needs the policy's id.
 */
const OPENED_OTHERWISE: Record<string, Screen> = {
  '/employmentContract': screen('/employmentContractList', firstDocument, 'employmentContract'),
  '/employmentTaxReceiptView': screen('/employmentTaxReceiptList', firstDocument, 'employmentTaxReceiptView'),
  '/paymentStatementView': screen('/paymentStatementList', firstDocument, 'paymentStatementView'),
  '/qnaDetail': screen(
    '/qnaList',
    async (page) => {
      await page.locator('.inquiry-list__item').first().click();
      await page.locator('article.inquiry').waitFor();
    },
    'qnaDetail',
  ),
  '/privacyPolicyView': screen('/privacyPolicyView?id=privacy-2', undefined, 'privacyPolicyView'),
};

const screensOf = (paths: string[]): Screen[] => paths.map((path) => OPENED_OTHERWISE[path] ?? screen(path));

/** yyyymmdd of the day `days` before today in Seoul. */
function seoulDayBefore(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(Date.now() - days * 24 * 60 * 60 * 1000).replaceAll('-', '');
}

/**
 * The correction screens other than their list (/workCorrections): 김민준's day without a recorded end
 * (the seed's, nine days ago) and its request form, which their address says.
 */
const NO_END_DAY = seoulDayBefore(9);
const CORRECTION_SCREENS: Screen[] = [
  screen(`/workCorrections?date=${NO_END_DAY}`, undefined, 'corrections-day'),
  screen(`/workCorrections?date=${NO_END_DAY}&request=true&event=EndWork`, undefined, 'corrections-request'),
];

/** Every route in src/routes/_anonymous. */
export const ANONYMOUS_SCREENS: Screen[] = screensOf(routesIn('anonymous'));

/** Every route in src/routes/_worker and _signedIn, the correction screens a day opens, then the dialogs a worker opens. */
export const WORKER_SCREENS: Screen[] = [
  ...screensOf([...routesIn('worker'), ...routesIn('signedIn')]),
  ...CORRECTION_SCREENS,
  screen(
    '/myAccount',
    async (page) => {
      await page.locator('.menu-list button').last().click();
      await page.getByRole('alertdialog').waitFor();
    },
    'logout-dialog',
  ),
  screen(
    '/',
    async (page) => {
      await page.locator('.tab-bar button').first().click();
      await page.locator('dialog[open]').waitFor();
    },
    'menu',
  ),
];

/** Every route in src/routes/_admin, and the admin menu's passkey dialog (decision 063). */
export const ADMIN_SCREENS: Screen[] = [
  ...screensOf(routesIn('admin')),
  screen(
    '/admin',
    async (page) => {
      await page.locator('.admin-menu__passkeys').click();
      await page.locator('dialog.passkeys[open] .passkeys__title').waitFor();
      await page.waitForLoadState('networkidle');
    },
    'passkeys',
  ),
  // Issue 33: the template form with every field, and a person found with the take-on form (nothing is saved).
  screen(
    '/adminContractTemplates',
    async (page) => {
      await page.locator('.templates > button.btn--primary').click();
      await page.locator('.template-form').waitFor();
    },
    'template-form',
  ),
  screen(
    '/adminWorkers',
    async (page) => {
      await page.locator('.workers__search input[name=phone]').fill('010-5820-3746');
      await page.locator('.workers__search button[type=submit]').click();
      await page.locator('.take-on select').waitFor();
      await page.locator('.take-on select').selectOption({ index: 1 });
      await page.locator('.take-on__terms').waitFor();
    },
    'take-on',
  ),
];

/** Every route in src/routes/_office: the payroll office (issue 34), on last month (its default). */
export const OFFICE_SCREENS: Screen[] = screensOf(routesIn('office'));
