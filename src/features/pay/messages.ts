/** The pay screens' own catalog (decisions 013, 041, 044): loaded with its screens, not with the shell. */
import { EVENT_CATALOGS } from '@/domain/attendance/event-labels';
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const usePayMessages = featureMessagesHook(
  import.meta.glob<CatalogModule>('./*/pay.po', { base: '../../locales' }),
  EVENT_CATALOGS,
);
