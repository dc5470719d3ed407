/**
 * Lingui set-up: loads the catalog of the active locale (one chunk per language, all precached),
 * activates it, and keeps <html lang> and the locale cookie in step.
 */
import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage } from '#contract/languages.ts';
import { DEFAULT_LOCALE, isLocale, readLocale, rememberLocale, writeLocale, type Locale } from './locale-cookie';

/**
 * One catalog in every language, as `import.meta.glob('…/locales/*\/name.po')` gives it: the path of
 * each language's file and its loader. A language added to src/locales is found without code.
 */
export interface CatalogModule {
  messages: Messages;
}
export type CatalogLoaders = Record<string, () => Promise<CatalogModule>>;

/**
 * The catalog of `locale`. Every language has every catalog (scripts/check-catalogs.mjs fails the
 * build's checks otherwise); English is the fallback of a message not translated yet, in Lingui.
 */
export function catalogOf(loaders: CatalogLoaders, locale: Locale): () => Promise<CatalogModule> {
  const entry = Object.entries(loaders).find(([path]) => path.includes(`/${locale}/`));
  if (!entry) throw new Error(`no ${locale} catalog`);
  return entry[1];
}

/** The shell's catalogs; also read by the build-time render of the login screens (src/first-screens.tsx). */
export const SHELL_CATALOGS: CatalogLoaders = import.meta.glob<CatalogModule>('./*/messages.po', { base: '../../locales' });

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogOf(SHELL_CATALOGS, locale)();
  // Added to what the language has, never in its place (loadAndActivate replaces): the features'
  // catalogs loaded before (feature-messages.ts, once per language) stay through a switch and back.
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  writeLocale(locale);
}

/** A language the person chose (a switch, the setting, sign-up): the app turns to it, and the phone remembers it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
}

/** At start: the cookie's locale, else the one this phone remembers (ko by default), and the cookie renewed for another day. */
export function initI18n(): Promise<void> {
  return activateLocale(readLocale());
}

/**
 * Adds a feature's own catalog (decision 013) to a locale's messages, once per locale: a feature
 * whose texts only its screens use keeps them out of the shell's catalog and loads them here
 * (feature-messages.ts) before its screens render.
 */
export async function loadFeatureMessages(loaders: CatalogLoaders, of: string): Promise<void> {
  const locale = isLanguage(of) ? of : DEFAULT_LANGUAGE;
  const { messages } = await catalogOf(loaders, locale)();
  // A catalog two features share (the events' names) is in after the first: no change event again.
  if (locale === i18n.locale && Object.keys(messages).every((id) => id in i18n.messages)) return;
  i18n.load(locale, messages);
}

/** The active locale, typed (here, with the set-up every first screen loads: no chunk of its own). */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : DEFAULT_LOCALE;
}

export { i18n };
