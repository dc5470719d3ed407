/**
 * A language's own name, as its readers look for it in a list: 한국어, English, 简体中文, Tiếng Việt.
 * From Intl.DisplayNames, so a language added to languages.ts needs no name written anywhere; the
 * first letter is capitalised (Uzbek's own name is "o‘zbek"). The code where the engine has no
 * Intl.DisplayNames. Apart from languages.ts so that the scripts of the first screens, which need
 * the codes only, do not carry it.
 */
import type { Language } from './languages.ts';

export function languageName(language: Language): string {
  if (typeof Intl.DisplayNames !== 'function') return language;
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
