/** The record-without-a-phone screen's own catalog (decision 013), with the events' names. */
import { EVENT_CATALOGS } from '@/domain/attendance/event-labels';
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useSiteRecordMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/admin-site-records.po', { base: '../../locales' }), EVENT_CATALOGS);
