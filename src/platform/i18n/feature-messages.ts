/**
 * A feature's own catalog as a hook (decision 013): `export const useXMessages =
 * featureMessagesHook({ ko: () => import(…/ko/x.po), en: () => import(…/en/x.po) })`, called first in
 * each of the feature's screens. It suspends (React `use`, under the router's Suspense) until the
 * active language's texts are merged into Lingui, once per language. Further catalogs the screens
 * share with other features (the attendance events' names) are given after it and load alongside.
 */
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { loadFeatureMessages, type CatalogLoaders } from './i18n';

export function featureMessagesHook(...catalogs: CatalogLoaders[]): () => void {
  const loading = new Map<string, Promise<void>>();
  const messagesFor = (locale: string): Promise<void> => {
    let promise = loading.get(locale);
    if (!promise) {
      promise = Promise.all(catalogs.map((loaders) => loadFeatureMessages(loaders))).then(() => undefined);
      loading.set(locale, promise);
    }
    return promise;
  };
  return function useFeatureMessages(): void {
    const { i18n } = useLingui();
    use(messagesFor(i18n.locale));
  };
}
