/**
 * The locale cookie (docs/spec-notes.md §3, §9): `locale`, ko by default, en as the fallback, 1 day, path /,
 * SameSite Lax. Renewed on every start so a chosen language does not silently reset. Its values are
 * the app's languages (#contract/languages.ts).
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

export function readLocale(): Locale {
  const value = readCookie(LOCALE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LOCALE;
}

export function writeLocale(locale: Locale): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
