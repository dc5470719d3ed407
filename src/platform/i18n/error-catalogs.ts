/**
 * The API errors' texts (src/platform/api/error-messages.ts and error-messages-common.ts) in a
 * catalog of their own, `src/locales/<code>/errors.po`, translated once. Every feature's catalog hook
 * loads it beside its own (feature-messages.ts), and the start loads it once the first screen settled
 * (main.tsx): home shows no API error, so its first load does not carry them.
 */
import type { CatalogModule } from './i18n';

export const ERROR_CATALOGS = import.meta.glob<CatalogModule>('./*/errors.po', { base: '../../locales' });
