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
    },
  ],
  format: 'po',
});
