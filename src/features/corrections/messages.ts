/** The correction screens' own catalog (decision 013): loaded with them, not with the shell or the work screen. */
import { EVENT_CATALOGS } from '@/domain/attendance/event-labels';
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useCorrectionMessages = featureMessagesHook(
  import.meta.glob<CatalogModule>('./*/corrections.po', { base: '../../locales' }),
  EVENT_CATALOGS,
);
