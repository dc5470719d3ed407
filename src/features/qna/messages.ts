/** The Q&A screens' own catalog (decision 013, decision 041): loaded with its screens, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useQnaMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/qna.po'),
  en: () => import('../../locales/en/qna.po'),
});
