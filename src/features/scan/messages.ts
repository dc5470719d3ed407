/** The gate scanner's own catalog (decision 013, decision 041): loaded with its screens, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useScanMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/scan.po'),
  en: () => import('../../locales/en/scan.po'),
});
