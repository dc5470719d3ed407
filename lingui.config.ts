import { defineConfig } from '@lingui/cli';

/** Messages are written in English in the code (the source locale); Korean is the default locale (spec §3), English the fallback. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ko', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/features/{certificates,scan,qna,qr,gallery,pay,work,menu}/**'],
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
  ],
  format: 'po',
});
