/** The work screen's own catalog (decisions 013, 041, 044): loaded with it, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useWorkMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/work.po'),
  en: () => import('../../locales/en/work.po'),
});
