/**
 * Lingui set-up: loads the catalog of the active locale (one chunk per language, both precached),
 * activates it, and keeps <html lang> and the locale cookie in step. Screens outside the shell load
 * their own catalog part (loadCatalogPart).
 */
import { i18n, type Messages } from '@lingui/core';
import { readLocale, writeLocale, type Locale } from './locale-cookie';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ko: () => import('../../locales/ko/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

/**
 * Catalogs of screens outside the shell, loaded by their routes (loader: loadCatalogPart) so the
 * login screen does not download their texts. Once loaded, a part follows every language change.
 */
const parts = {
  accounts: {
    ko: () => import('../../locales/ko/accounts.po'),
    en: () => import('../../locales/en/accounts.po'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ messages: Messages }>>>;

export type CatalogPart = keyof typeof parts;
const wanted = new Set<CatalogPart>();

async function partMessages(locale: Locale): Promise<Messages[]> {
  return Promise.all([...wanted].map(async (part) => (await parts[part][locale]()).messages));
}

/** Loads a part's texts for the active language (and, from then on, for every language chosen). */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  wanted.add(part);
  const locale = readLocale();
  const { messages } = await parts[part][locale]();
  i18n.load(locale, messages);
}

export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }, extra] = await Promise.all([catalogs[locale](), partMessages(locale)]);
  for (const more of extra) i18n.load(locale, more);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  writeLocale(locale);
}

/** At start: the cookie's locale (ko by default), and the cookie renewed for another day. */
export function initI18n(): Promise<void> {
  return activateLocale(readLocale());
}

export { i18n };
