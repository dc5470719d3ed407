import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#contract/languages.ts';
import { catalogOf, SHELL_CATALOGS } from './i18n';

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
