/**
 * The certificate screens' own catalog (decision 013): their texts load with the screens, so the
 * shell's catalog and route tree stay small. Each screen calls useCertificateMessages() first.
 */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useCertificateMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/certificates.po'),
  en: () => import('../../locales/en/certificates.po'),
});
