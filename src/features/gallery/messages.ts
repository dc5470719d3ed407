/** The component gallery's own catalog (decision 013, decision 041): loaded with its screens, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useGalleryMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/gallery.po'),
  en: () => import('../../locales/en/gallery.po'),
});
