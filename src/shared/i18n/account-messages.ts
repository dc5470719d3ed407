/**
 * The account screens' own catalog (sign-up, recovery, account changes, policies; decision 013's
 * way): their texts load with those screens, so the shell's catalog stays small. Each account screen
 * calls useAccountMessages() first; it suspends (React `use`) until the active language's texts are
 * in Lingui, once per language, so a language switch on an account screen loads them too.
 */
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { loadFeatureMessages, type CatalogLoaders } from './i18n';

const CATALOGS: CatalogLoaders = {
  ko: () => import('../../locales/ko/accounts.po'),
  en: () => import('../../locales/en/accounts.po'),
};

const loading = new Map<string, Promise<void>>();

function accountMessages(locale: string): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loadFeatureMessages(CATALOGS);
    loading.set(locale, promise);
  }
  return promise;
}

export function useAccountMessages(): void {
  const { i18n } = useLingui();
  use(accountMessages(i18n.locale));
}
