/** The correction-requests screen's own catalog (decisions 013, 041): loaded with its screen, not with the shell. */
import { EVENT_CATALOGS } from '@/domain/attendance/event-labels';
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useAdminCorrectionMessages = featureMessagesHook(
  import.meta.glob<CatalogModule>('./*/admin-corrections.po', { base: '../../locales' }),
  EVENT_CATALOGS,
);
