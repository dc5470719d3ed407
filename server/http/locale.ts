/**
 * The language a page from the server is written in: the app's `locale` cookie, read as the app
 * reads it at start (src/shared/i18n/locale-cookie.ts, which needs the DOM): en, otherwise ko.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

export type PageLocale = 'ko' | 'en';

export function cookieLocale(c: Context): PageLocale {
  return getCookie(c, 'locale') === 'en' ? 'en' : 'ko';
}
