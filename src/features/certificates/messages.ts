/**
 * The certificate screens' own catalog (decision 013): their texts load with the screens, so the
 * shell's catalog and route tree stay small. Each screen calls useCertificateMessages() first; it
 * suspends (React `use`) until the active language's texts are in Lingui, once per language.
 */
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { loadFeatureMessages, type CatalogLoaders } from '@/shared/i18n/i18n';

const CATALOGS: CatalogLoaders = {
  ko: () => import('../../locales/ko/certificates.po'),
  en: () => import('../../locales/en/certificates.po'),
};

const loading = new Map<string, Promise<void>>();

function certificateMessages(locale: string): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loadFeatureMessages(CATALOGS);
    loading.set(locale, promise);
  }
  return promise;
}

export function useCertificateMessages(): void {
  const { i18n } = useLingui();
  use(certificateMessages(i18n.locale));
}
