/** The QR screens' own catalog (decision 013, decision 041): loaded with its screens, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useQrMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/qr.po'),
  en: () => import('../../locales/en/qr.po'),
});
