/**
 * Lingui set-up: loads the catalog of the active locale (one chunk per language, both precached),
 * activates it, and keeps <html lang> and the locale cookie in step.
 */
import { i18n, type Messages } from '@lingui/core';
import { readLocale, writeLocale, type Locale } from './locale-cookie';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ko: () => import('../../locales/ko/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  writeLocale(locale);
}

/** At start: the cookie's locale (ko by default), and the cookie renewed for another day. */
export function initI18n(): Promise<void> {
  return activateLocale(readLocale());
}

export { i18n };
