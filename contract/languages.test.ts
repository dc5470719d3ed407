import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_CODES, languageFromAcceptLanguage } from './languages.ts';

describe('the app languages', () => {
  it('are Korean (the default), English (the fallback), Simplified Chinese and Vietnamese', () => {
    expect(LANGUAGE_CODES).toEqual(['ko', 'en', 'zh-Hans', 'vi']);
    expect([DEFAULT_LANGUAGE, FALLBACK_LANGUAGE]).toEqual(['ko', 'en']);
  });

  it('know their codes exactly: no other case, no region, no Traditional Chinese', () => {
    for (const code of LANGUAGE_CODES) expect(isLanguage(code), code).toBe(true);
    for (const other of ['KO', 'zh-hans', 'zh', 'zh-Hant', 'zh-CN', 'vi-VN', 'en-US', 'fr', '', null, undefined, 1]) expect(isLanguage(other), String(other)).toBe(false);
  });

  it('are locales Intl knows as they are (dates, numbers and won are formatted with the code)', () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf([...LANGUAGE_CODES])).toEqual([...LANGUAGE_CODES]);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-SG,zh;q=0.9', 'zh-Hans'],
    ['vi-VN', 'vi'],
    ['vi-VN,vi;q=0.9,en-US;q=0.8', 'vi'],
    ['en-US,en;q=0.9', 'en'],
    ['EN-gb', 'en'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
  ])('reads %s as %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('does not take Traditional Chinese for Simplified: zh-TW, zh-HK, zh-MO and zh-Hant fall to the next language asked for, else Korean', () => {
    for (const header of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW']) expect(languageFromAcceptLanguage(header), header).toBe('ko');
    expect(languageFromAcceptLanguage('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-Hans');
    expect(languageFromAcceptLanguage('zh-TW,en;q=0.8')).toBe('en');
  });

  it('follows the weights, not the order, and skips what is refused (q=0)', () => {
    expect(languageFromAcceptLanguage('en;q=0.5,vi;q=0.8')).toBe('vi');
    expect(languageFromAcceptLanguage('vi;q=0,en')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR,de;q=0.9,vi;q=0.1')).toBe('vi');
  });

  it('answers Korean, or the language given, when the header names no app language or is missing or garbled', () => {
    for (const header of [undefined, '', 'fr-FR,de;q=0.9', '*', ';;;,', 'q=1']) expect(languageFromAcceptLanguage(header), String(header)).toBe('ko');
    expect(languageFromAcceptLanguage('fr-FR', 'en')).toBe('en');
  });
});
