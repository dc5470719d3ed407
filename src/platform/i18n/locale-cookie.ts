/**
 * The locale cookie (docs/spec-notes.md §3, §9): `locale`, ko by default, en as the fallback, 1 day, path /,
 * SameSite Lax. Renewed on every start so a chosen language does not silently reset. Its values are
 * the app's languages (#contract/languages.ts).
 *
 * The language a person chose is also remembered on the phone (issue 35): the cookie lives a day, so
 * a worker who skips a day would otherwise open the app in Korean. Without the cookie, the remembered
 * choice is the language.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#contract/languages.ts';

export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;
const LOCALE_COOKIE = 'locale';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export { isLanguage as isLocale };

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const REMEMBERED_KEY = 'wfm-language';

/** The language chosen on this phone (the login screen's switch, the language setting, sign-up); null: never chosen here. */
export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(REMEMBERED_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(REMEMBERED_KEY, locale);
  } catch {
    // A phone that keeps nothing still has the cookie for the day.
  }
}

/** The cookie's language, else the one this phone remembers, else Korean. */
export function readLocale(): Locale {
  const value = readCookie(LOCALE_COOKIE);
  return isLanguage(value) ? value : (rememberedLocale() ?? DEFAULT_LOCALE);
}

export function writeLocale(locale: Locale): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
