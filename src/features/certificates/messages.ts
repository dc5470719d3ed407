/**
 * The certificate screens' own catalog (decision 013): their texts load with them, from the routes'
 * loaders, so the shell's catalog stays small.
 */
import { loadFeatureMessages, type CatalogLoaders } from '@/shared/i18n/i18n';

const CATALOGS: CatalogLoaders = {
  ko: () => import('../../locales/ko/certificates.po'),
  en: () => import('../../locales/en/certificates.po'),
};

export function loadCertificateMessages(): Promise<void> {
  return loadFeatureMessages(CATALOGS);
}
