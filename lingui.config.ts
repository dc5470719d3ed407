import { defineConfig } from '@lingui/cli';

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
];

/** Messages are written in English in the code (the source locale); Korean is the default locale (spec §3), English the fallback. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ko', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // Exclusions match files, so a folder is given as its files' glob.
      exclude: [
        '<rootDir>/src/features/{certificates,scan,qna,qr,gallery,pay,work,menu}/**',
        ...ACCOUNT_SOURCES.map((source) => (/\.tsx?$/.test(source) ? source : `${source}/**`)),
      ],
    },
    // The certificate screens' texts load with those screens, not with the shell (decision 013).
    {
      path: '<rootDir>/src/locales/{locale}/certificates',
      include: ['<rootDir>/src/features/certificates'],
    },
    // Likewise the scanner's, the Q&A's, the QR screens' and the gallery's (decision 041), and the
    // pay, work and menu screens' (decision 044).
    ...['scan', 'qna', 'qr', 'gallery', 'pay', 'work', 'menu'].map((feature) => ({
      path: `<rootDir>/src/locales/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`],
    })),
    // The same for the account screens (src/platform/i18n/account-messages.ts).
    {
      path: '<rootDir>/src/locales/{locale}/accounts',
      include: ACCOUNT_SOURCES,
    },
  ],
  // Catalogs are PO, Lingui 6's default formatter (the `format: 'po'` string is gone in 6).
});
