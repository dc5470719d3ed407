import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from './contract/languages.ts';

/** Sources of the account screens (sign-up, recovery, account changes, policies): their own catalog. */
const ACCOUNT_SOURCES = [
  '<rootDir>/src/features/join',
  '<rootDir>/src/features/account',
  '<rootDir>/src/features/policies',
  '<rootDir>/src/features/identity',
  '<rootDir>/src/features/auth/kb-login-screen.tsx',
  '<rootDir>/src/domain/identity',
  '<rootDir>/src/domain/policies',
  '<rootDir>/src/platform/i18n/identity-rule-messages.ts',
  '<rootDir>/src/platform/ui/access-not-possible.tsx',
  '<rootDir>/src/platform/ui/birth-date-field.tsx',
  '<rootDir>/src/platform/ui/rrn-field.tsx',
];

/** The registration number's field: sign-up's (above) and the site's registration of a person (admin-workers). */
const RRN_FIELD = '<rootDir>/src/platform/ui/rrn-field.tsx';

/**
 * The build-time render of the login screens (src/first-screens.tsx): its note is written into the
 * HTML at build time, so the app's scripts never carry it (the first screens' budget, issue 19).
 */
const FIRST_SCREENS = '<rootDir>/src/first-screens.tsx';

/** Sources outside src/features/menu whose texts are in the menus' catalog. */
const MENU_SOURCES = ['<rootDir>/src/domain/navigation/full-menu.tsx'];

/**
 * Shared pieces that no first screen shows. The logout button's texts go in the catalogs of the
 * screens that show it (the menus, the forced password change; a file may be in two catalogs). The
 * attendance events' names have a catalog of their own, `events`, which every screen naming an event
 * loads beside its own (src/domain/attendance/event-labels.ts): one translation of each name.
 */
const LOGOUT_BUTTON = '<rootDir>/src/domain/personal-data/logout-button.tsx';
const EVENT_LABELS = '<rootDir>/src/domain/attendance/event-labels.ts';
/** An event's time with its next-day tag: the work screens', the worker's and the admin's correction screens'. */
const EVENT_TIME = '<rootDir>/src/domain/attendance/event-time.tsx';

/**
 * A contract template's terms as the admin screens write them (issue 33): the templates screen's and
 * the workers screen's (taking a worker on shows the chosen template's terms); one translation.
 */
const TEMPLATE_TEXTS = ['<rootDir>/src/domain/admin/template-text.ts', '<rootDir>/src/domain/admin/template-facts.tsx'];

/** What shows in place of the camera's picture: the scanner's and the Workers screen's (the join code). */
const CAMERA_PANEL = '<rootDir>/src/domain/admin/camera-panel.tsx';

/** Pay's computed items in words (pay line kinds, why a shift was not paid): the pay screens' and the payroll office's. */
const PAY_TEXTS = '<rootDir>/src/domain/pay/pay-texts.ts';

/**
 * The input rules' messages (a field's problem): only screens with a form show them (the logins,
 * the account screens, a correction or an inquiry, the admin's workers, templates and decisions),
 * so they are in those screens' catalogs, not the shell's that home loads.
 */
const RULE_MESSAGES = '<rootDir>/src/platform/i18n/rule-messages.ts';

/**
 * The API errors (src/platform/api/error-messages*.ts): `common` in a catalog of its own, `errors`,
 * which every feature's catalog hook loads beside its own and the start loads once the first screen
 * settled (src/platform/i18n/error-catalogs.ts); home shows none, so its first load does not carry
 * them. The others by catalog, only where those screens meet them.
 */
const ERRORS = {
  common: '<rootDir>/src/platform/api/error-messages.ts',
  /** The common table itself (a module of its own: the scanner reads it without the others). */
  commonTable: '<rootDir>/src/platform/api/error-messages-common.ts',
  accounts: '<rootDir>/src/platform/api/error-messages-accounts.ts',
  login: '<rootDir>/src/platform/api/error-messages-login.ts',
  qr: '<rootDir>/src/platform/api/error-messages-qr.ts',
  certificates: '<rootDir>/src/platform/api/error-messages-certificates.ts',
};

/** The shared pieces and API errors (above) each feature's catalog carries besides its own folder. */
const SHARED_TEXTS: Partial<Record<string, string[]>> = {
  scan: [ERRORS.qr, CAMERA_PANEL],
  qr: [ERRORS.qr],
  work: [EVENT_TIME],
  corrections: [EVENT_TIME, RULE_MESSAGES],
  qna: [RULE_MESSAGES],
  pay: [PAY_TEXTS],
};

/**
 * The worker's and the admin's login (src/features/auth/messages.ts): their own catalog, which the
 * start loads only without a session, so home and the signed-in screens do not carry their texts.
 */
const LOGIN_SOURCES = ['<rootDir>/src/features/auth/login-screen.tsx', '<rootDir>/src/features/auth/admin-login-screen.tsx', ERRORS.login];

/**
 * The passkey screens (decisions 063, 092): one's passkeys (a dialog of the admin menu and of the
 * worker's My info), the admin login's passkey step (loaded only for an admin who has one), the
 * worker login's (loaded when asked for) and the browser's refusals. Their own catalog, so /login's
 * and /adminLogin's first loads do not carry their texts.
 */
const PASSKEY_SOURCES = [
  '<rootDir>/src/features/menu/passkeys-dialog.tsx',
  '<rootDir>/src/features/auth/passkey-login.tsx',
  '<rootDir>/src/features/auth/worker-passkey-login.tsx',
  '<rootDir>/src/platform/api/passkey-errors.ts',
];

/**
 * Messages are written in English in the code (the source locale). The locales are the app's
 * languages (contract/languages.ts): Korean the default (docs/spec-notes.md §3), English the fallback.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGE_CODES],
  fallbackLocales: { default: FALLBACK_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // Exclusions match files, so a folder is given as its files' glob.
      exclude: [
        '<rootDir>/src/features/{certificates,scan,qna,qr,gallery,pay,work,menu,admin-corrections,admin-templates,admin-workers,admin-roster,admin-exports,admin-site-records,corrections,office}/**',
        ...[...ACCOUNT_SOURCES, ...PASSKEY_SOURCES, ...LOGIN_SOURCES].map((source) => (/\.tsx?$/.test(source) ? source : `${source}/**`)),
        ...MENU_SOURCES,
        RULE_MESSAGES,
        FIRST_SCREENS,
        LOGOUT_BUTTON,
        EVENT_LABELS,
        EVENT_TIME,
        PAY_TEXTS,
        CAMERA_PANEL,
        ...TEMPLATE_TEXTS,
        ...Object.values(ERRORS),
      ],
    },
    // The certificate screens' texts load with those screens, not with the shell (decision 013).
    {
      path: '<rootDir>/src/locales/{locale}/certificates',
      include: ['<rootDir>/src/features/certificates', ERRORS.certificates],
    },
    // Likewise the scanner's, the Q&A's, the QR screens' and the gallery's (decision 041), the
    // pay, work and menu screens' (decision 044), and the worker's correction screens' (issue 18).
    ...['scan', 'qna', 'qr', 'gallery', 'pay', 'work', 'corrections'].map((feature) => ({
      path: `<rootDir>/src/locales/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`, ...(SHARED_TEXTS[feature] ?? [])],
    })),
    // The admin's correction requests (issue 18), with the event times they show.
    {
      path: '<rootDir>/src/locales/{locale}/admin-corrections',
      include: ['<rootDir>/src/features/admin-corrections', EVENT_TIME, RULE_MESSAGES],
    },
    // The admin's contract templates (issue 33).
    {
      path: '<rootDir>/src/locales/{locale}/admin-templates',
      include: ['<rootDir>/src/features/admin-templates', ...TEMPLATE_TEXTS, RULE_MESSAGES],
    },
    // The admin's workers: finding one by phone number, taking them on, ending the employment (issue 33).
    {
      path: '<rootDir>/src/locales/{locale}/admin-workers',
      include: ['<rootDir>/src/features/admin-workers', ...TEMPLATE_TEXTS, RRN_FIELD, CAMERA_PANEL, RULE_MESSAGES],
    },
    // Who is on site now (issue 33).
    {
      path: '<rootDir>/src/locales/{locale}/admin-roster',
      include: ['<rootDir>/src/features/admin-roster'],
    },
    // A record for a worker without a phone (issue 33), with the events' names beside it (EVENT_LABELS' catalog).
    {
      path: '<rootDir>/src/locales/{locale}/admin-site-records',
      include: ['<rootDir>/src/features/admin-site-records'],
    },
    // The payroll office (issue 34), with pay's items in words.
    {
      path: '<rootDir>/src/locales/{locale}/office',
      include: ['<rootDir>/src/features/office', PAY_TEXTS, LOGOUT_BUTTON],
    },
    // The site's attendance files (issue 33).
    {
      path: '<rootDir>/src/locales/{locale}/admin-exports',
      include: ['<rootDir>/src/features/admin-exports'],
    },
    // The API errors every screen with a catalog of its own may show, one copy (ERRORS above).
    {
      path: '<rootDir>/src/locales/{locale}/errors',
      include: [ERRORS.common, ERRORS.commonTable],
    },
    // The attendance events' names, one copy (EVENT_LABELS above).
    {
      path: '<rootDir>/src/locales/{locale}/events',
      include: [EVENT_LABELS],
    },
    // The menus' (src/platform/i18n/menu-messages.ts): the full menu is opened from the tab bar, so
    // its texts load when it opens, not with the first screens.
    {
      path: '<rootDir>/src/locales/{locale}/menu',
      include: ['<rootDir>/src/features/menu', ...MENU_SOURCES, LOGOUT_BUTTON],
      exclude: PASSKEY_SOURCES,
    },
    // Only the build reads this one (FIRST_SCREENS).
    {
      path: '<rootDir>/src/locales/{locale}/first-screens',
      include: [FIRST_SCREENS],
    },
    // The same for the account screens (src/platform/i18n/account-messages.ts).
    {
      path: '<rootDir>/src/locales/{locale}/accounts',
      include: [...ACCOUNT_SOURCES, LOGOUT_BUTTON, ERRORS.accounts, RULE_MESSAGES],
    },
    // The login screens' (LOGIN_SOURCES above).
    {
      path: '<rootDir>/src/locales/{locale}/login',
      include: [...LOGIN_SOURCES, RULE_MESSAGES],
    },
    // And for the passkey screens (src/platform/i18n/passkey-messages.ts).
    {
      path: '<rootDir>/src/locales/{locale}/passkeys',
      include: PASSKEY_SOURCES,
    },
  ],
  // Catalogs are PO. Origins name the file without its line, so a change to one source file does not
  // rewrite every catalog whose messages sit below it.
  format: formatter({ lineNumbers: false }),
});
