/** The correction screens' own catalog (decision 013): loaded with them, not with the shell or the work screen. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useCorrectionMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/corrections.po'),
  en: () => import('../../locales/en/corrections.po'),
});
