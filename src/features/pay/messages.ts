/** The pay screens' own catalog (decisions 013, 041, 044): loaded with its screens, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const usePayMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/pay.po'),
  en: () => import('../../locales/en/pay.po'),
});
