/** The gate scanner's own catalog (decision 013, decision 041): loaded with its screens, not with the shell. */
import { EVENT_CATALOGS } from '@/domain/attendance/event-labels';
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useScanMessages = featureMessagesHook(
  import.meta.glob<CatalogModule>('./*/scan.po', { base: '../../locales' }),
  EVENT_CATALOGS,
);
