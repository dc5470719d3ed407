import { describe, expect, it } from 'vitest';
import { languageName } from './language-names.ts';
import { LANGUAGE_CODES } from './languages.ts';

describe('languageName', () => {
  it('names each language in itself, as its readers look for it', () => {
    expect(LANGUAGE_CODES.map(languageName)).toEqual(['한국어', 'English', '简体中文', 'Tiếng Việt']);
  });

  it('writes each name as Intl.DisplayNames gives it in the language itself, its first letter capitalised', () => {
    for (const language of LANGUAGE_CODES) {
      const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? '';
      expect(languageName(language)).toBe(name.charAt(0).toLocaleUpperCase(language) + name.slice(1));
    }
  });
});
