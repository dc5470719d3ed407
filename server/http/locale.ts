/**
 * The language the server answers a person in (issue 19: any of contract/languages.ts, never a list
 * of its own here).
 *
 * - cookieLocale: a page from the server (the sandbox pages, the pre-rendered first screens, the
 *   admin's SMS code) follows the app's `locale` cookie, read as the app reads it at start
 *   (src/platform/i18n/locale-cookie.ts, which needs the DOM): an app language, otherwise Korean.
 * - headerLanguage: an API answer without a `lang` of its own follows Accept-Language: the first app
 *   language it names (zh-CN is Simplified Chinese, zh-TW is not), otherwise Korean.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptLanguage, type Language } from '#contract/languages.ts';

export function cookieLocale(c: Context): Language {
  const value = getCookie(c, 'locale');
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function headerLanguage(c: Context): Language {
  return languageFromAcceptLanguage(c.req.header('accept-language'));
}
