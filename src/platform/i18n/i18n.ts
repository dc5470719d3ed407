/**
 * Lingui set-up: loads the catalog of the active locale (one chunk per language, both precached),
 * activates it, and keeps <html lang> and the locale cookie in step.
 */
import { i18n, type Messages } from '@lingui/core';
import { readLocale, writeLocale, type Locale } from './locale-cookie';

/** The shell's catalogs; also read by the build-time render of the login screens (src/first-screens.tsx). */
export const SHELL_CATALOGS: CatalogLoaders = {
  ko: () => import('../../locales/ko/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await SHELL_CATALOGS[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  writeLocale(locale);
}

/** At start: the cookie's locale (ko by default), and the cookie renewed for another day. */
export function initI18n(): Promise<void> {
  return activateLocale(readLocale());
}

export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * Adds a feature's own catalog (decision 013) to the active locale's messages, once per locale: a
 * feature whose texts only its screens use keeps them out of the shell's catalog and loads them here,
 * from its routes' loaders, before its screens render.
 */
export async function loadFeatureMessages(loaders: CatalogLoaders): Promise<void> {
  const locale = i18n.locale === 'en' ? 'en' : 'ko';
  const { messages } = await loaders[locale]();
  const active = i18n.messages;
  if (Object.keys(messages).every((id) => id in active)) return;
  i18n.load(locale, messages);
}

export { i18n };
