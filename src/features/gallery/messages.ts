/** The component gallery's own catalog (decision 013, decision 041): loaded with its screens, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useGalleryMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/gallery.po', { base: '../../locales' }));
