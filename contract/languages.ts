/**
 * The app's languages (issue 19), in the order every language choice shows them: the settings, sign-up,
 * the login screens' switch. Adding a language is one entry here and its catalogs (docs/languages.md).
 * Korean is the default (docs/spec-notes.md §3) and English the fallback of a text not translated yet.
 *
 * A code is a BCP 47 tag: the Lingui locale, the `locale` cookie's value, the account's and a push
 * subscription's language, `<html lang>`, and the locale Intl formats dates, numbers and won with.
 * Their own names are in language-names.ts, apart so the first screens carry only these few bytes.
 */
export const LANGUAGE_CODES = ['ko', 'en', 'zh-Hans', 'vi'] as const;

export type Language = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: Language = 'ko';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGE_CODES.includes(value as Language);
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
