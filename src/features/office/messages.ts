/** The payroll office's own catalog (decision 013): loaded with its screen, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useOfficeMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/office.po', { base: '../../locales' }));
