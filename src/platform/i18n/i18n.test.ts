import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#contract/languages.ts';
import { catalogOf, chooseLocale, i18n, initI18n, SHELL_CATALOGS } from './i18n';
import { readCookie } from './locale-cookie';

describe('catalogOf', () => {
  it('finds the shell catalog of every app language, each with its own texts', async () => {
    const texts = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const { messages } = await catalogOf(SHELL_CATALOGS, language)();
      expect(Object.keys(messages).length).toBeGreaterThan(50);
      texts.add(JSON.stringify(messages));
    }
    expect(texts.size).toBe(LANGUAGE_CODES.length);
  });
});

describe('the language stays with the person (issue 35)', () => {
  const expireCookie = () => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
  };

  afterEach(() => {
    localStorage.clear();
    expireCookie();
  });

  it('a language chosen on the phone opens the app after the one-day cookie expired, and the cookie is renewed', async () => {
    await chooseLocale('vi');
    expireCookie();
    expect(readCookie('locale') ?? '').toBe('');
    await initI18n();
    expect(i18n.locale).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(readCookie('locale')).toBe('vi');
  });

  it('without a choice on the phone and without the cookie, Korean', async () => {
    await initI18n();
    expect(i18n.locale).toBe('ko');
  });
});
