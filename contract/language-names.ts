/**
 * A language's own name, as its readers look for it in a list: 한국어, English, 简体中文, Tiếng Việt.
 * Written out, not asked of Intl.DisplayNames when a screen renders: the first DisplayNames of each
 * locale loads that locale's ICU data, which made the login screens' switch the longest task of
 * their start (decision 071). The test holds each name to what Intl.DisplayNames says, first letter
 * capitalised (Uzbek's own name is "o‘zbek"), and the type asks for a name for every language. Apart
 * from languages.ts so that the scripts of the first screens, which need the codes only, do not carry it.
 */
import type { Language } from './languages.ts';

const LANGUAGE_NAMES: Record<Language, string> = {
  ko: '한국어',
  en: 'English',
  'zh-Hans': '简体中文',
  vi: 'Tiếng Việt',
};

export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language];
}
