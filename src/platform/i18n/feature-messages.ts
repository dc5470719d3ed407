/**
 * A feature's own catalog as a hook (decision 013): `export const useXMessages =
 * featureMessagesHook({ ko: () => import(…/ko/x.po), en: () => import(…/en/x.po) })`, called first in
 * each of the feature's screens. It suspends (React `use`, under the router's Suspense) until the
 * active language's texts are merged into Lingui, once per language. Further catalogs the screens
 * share with other features (the attendance events' names) are given after it and load alongside;
 * the API errors' (error-catalogs.ts) always do, since any screen of a feature may say why a call failed.
 */
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { ERROR_CATALOGS } from './error-catalogs';
import { loadFeatureMessages, type CatalogLoaders } from './i18n';

/** A feature's catalogs as a hook (above), and `load(locale)`, which a start can await before the first render. */
export interface FeatureMessagesHook {
  (): void;
  load: (locale: string) => Promise<void>;
}

export function featureMessagesHook(...catalogs: CatalogLoaders[]): FeatureMessagesHook {
  const loading = new Map<string, Promise<void>>();
  const load = (locale: string): Promise<void> => {
    let promise = loading.get(locale);
    if (!promise) {
      const loaded: Promise<void> = Promise.all([...catalogs, ERROR_CATALOGS].map((loaders) => loadFeatureMessages(loaders, locale))).then(() => {
        // React's mark of a settled promise: `use` then reads it without suspending, so a screen
        // rendered over its pre-rendered copy shows no fallback in between.
        Object.assign(loaded, { status: 'fulfilled', value: undefined });
      });
      promise = loaded;
      loading.set(locale, promise);
    }
    return promise;
  };
  function useFeatureMessages(): void {
    const { i18n } = useLingui();
    use(load(i18n.locale));
  }
  return Object.assign(useFeatureMessages, { load });
}
