/** The correction-requests screen's own catalog (decisions 013, 041): loaded with its screen, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useAdminCorrectionMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/admin-corrections.po'),
  en: () => import('../../locales/en/admin-corrections.po'),
});
