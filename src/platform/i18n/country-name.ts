/** A country's name in the app's language, from Intl.DisplayNames (so none is written in a catalog). */
import type { Language } from '#contract/languages.ts';

const regionNames = new Map<Language, Intl.DisplayNames | null>();

/** A country's name in the app's language (VN: ko 베트남, en Vietnam, zh-Hans 越南, vi Việt Nam); the code where Intl has none. */
export function countryName(code: string, locale: Language): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }) : null;
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
