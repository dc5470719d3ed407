/**
 * A feature's own catalog as a hook (decision 013): `export const useXMessages =
 * featureMessagesHook({ ko: () => import(…/ko/x.po), en: () => import(…/en/x.po) })`, called first in
 * each of the feature's screens. It suspends (it throws the loading promise, React 18's Suspense
 * contract, under the router's Suspense) until the active language's texts are merged into Lingui,
 * once per language; a failed load goes to the route's error view, whose reload tries again.
 */
import { useLingui } from '@lingui/react';
import { loadFeatureMessages, type CatalogLoaders } from './i18n';

interface Loading {
  promise: Promise<void>;
  done: boolean;
  error?: unknown;
}

export function featureMessagesHook(loaders: CatalogLoaders): () => void {
  const loading = new Map<string, Loading>();
  return function useFeatureMessages(): void {
    const { i18n } = useLingui();
    let entry = loading.get(i18n.locale);
    if (!entry) {
      const created: Loading = { promise: Promise.resolve(), done: false };
      created.promise = loadFeatureMessages(loaders).then(
        () => {
          created.done = true;
        },
        (error: unknown) => {
          created.error = error;
        },
      );
      loading.set(i18n.locale, created);
      entry = created;
    }
    if (entry.error) throw entry.error;
    if (!entry.done) throw entry.promise;
  };
}
