import { I18nProvider, useLingui } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CATALOGS } from './error-catalogs';
import { featureMessagesHook } from './feature-messages';
import { activateLocale, i18n } from './i18n';

afterEach(cleanup);

/** A catalog of one text in two languages, counting its loads. */
function oneTextCatalog() {
  const loads: string[] = [];
  const loaders = Object.fromEntries(
    (['en', 'ko'] as const).map((locale) => [
      `./${locale}/greeting.po`,
      () => {
        loads.push(locale);
        return Promise.resolve({ messages: { greeting: locale === 'ko' ? '안녕하세요' : 'Hello' } });
      },
    ]),
  );
  return { loads, useGreetingMessages: featureMessagesHook(loaders) };
}

function page(useGreetingMessages: () => void) {
  function Greeting() {
    useGreetingMessages();
    const { i18n: active } = useLingui();
    return <p>{active._('greeting')}</p>;
  }
  return (
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>
    </I18nProvider>
  );
}

describe('a feature’s catalog', () => {
  // First: the catalogs a test loads stay in Lingui for the tests after it.
  it('brings the API errors’ texts with it: any screen of a feature may say why a call failed (the shell’s catalog has none)', async () => {
    await activateLocale('ko');
    const errors = ERROR_CATALOGS['./ko/errors.po'];
    if (!errors) throw new Error('no Korean errors catalog');
    // A message without placeholders: compiled, it is its one text.
    const plain = Object.entries((await errors()).messages).flatMap(([key, compiled]) => {
      const parts = [compiled].flat();
      return parts.length === 1 && typeof parts[0] === 'string' ? [[key, parts[0]] as const] : [];
    });
    const [id, text] = plain[0] ?? [];
    if (!id) throw new Error('no plain message in the errors catalog');
    expect(i18n._(id)).not.toEqual(text);
    const { useGreetingMessages } = oneTextCatalog();
    await useGreetingMessages.load('ko');
    expect(i18n._(id)).toEqual(text);
  });

  it('loaded before the first render, renders at once: no fallback in between (a login over its pre-rendered copy)', async () => {
    await activateLocale('ko');
    const { loads, useGreetingMessages } = oneTextCatalog();
    await useGreetingMessages.load('ko');
    act(() => {
      render(page(useGreetingMessages));
    });
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('안녕하세요')).toBeTruthy();
    expect(loads).toEqual(['ko']);
  });

  it('loads each language once, and only the language asked for', async () => {
    const { loads, useGreetingMessages } = oneTextCatalog();
    await Promise.all([useGreetingMessages.load('en'), useGreetingMessages.load('en')]);
    await useGreetingMessages.load('en');
    expect(loads).toEqual(['en']);
    await useGreetingMessages.load('ko');
    expect(loads).toEqual(['en', 'ko']);
  });

  it('keeps its texts through a switch of language and back (they are loaded once per language)', async () => {
    await activateLocale('ko');
    const { loads, useGreetingMessages } = oneTextCatalog();
    await useGreetingMessages.load('ko');
    await activateLocale('en');
    await activateLocale('ko');
    act(() => {
      render(page(useGreetingMessages));
    });
    expect(screen.getByText('안녕하세요')).toBeTruthy();
    expect(loads).toEqual(['ko']);
  });
});
