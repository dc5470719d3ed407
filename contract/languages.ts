/**
 * The app's languages (issue 19), in the order every language choice shows them: the settings, sign-up,
 * the login screens' switch. Adding a language is one line here and its catalogs (docs/languages.md).
 * Korean is the default (spec §3) and English the fallback of a text not translated yet.
 *
 * `code` is the Lingui locale, the `locale` cookie's value, the account's and a push subscription's
 * language and `<html lang>`; `intl` is what Intl formats dates, numbers and won with; `name` is the
 * language's own name, as its readers look for it in a list.
 */
export const LANGUAGES = [
  { code: 'ko', name: '한국어', intl: 'ko-KR' },
  { code: 'en', name: 'English', intl: 'en-US' },
  { code: 'zh-Hans', name: '简体中文', intl: 'zh-Hans-CN' },
  { code: 'vi', name: 'Tiếng Việt', intl: 'vi-VN' },
] as const satisfies readonly { code: string; name: string; intl: string }[];

export type Language = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGE_CODES.includes(value as Language);
}

/** The Intl locale of a language (dates, numbers, won). */
export function intlLocale(language: Language): string {
  return LANGUAGES.find((entry) => entry.code === language)?.intl ?? 'ko-KR';
}

/**
 * The first of the app's languages an Accept-Language header asks for ('zh-CN' and 'zh' are
 * Simplified Chinese, 'vi-VN' Vietnamese), else `otherwise`.
 */
export function languageFromAcceptLanguage(header: string | undefined, otherwise: Language = DEFAULT_LANGUAGE): Language {
  const asked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of asked) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    // zh-TW / zh-HK / zh-Hant read Traditional characters: not Simplified Chinese.
    if (primary === 'zh' && /-(tw|hk|mo|hant)\b/.test(tag)) continue;
    const byPrimary = LANGUAGE_CODES.find((code) => code.split('-')[0]?.toLowerCase() === primary);
    if (byPrimary) return byPrimary;
  }
  return otherwise;
}
