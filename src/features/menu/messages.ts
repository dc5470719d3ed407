/** The menus' own catalog (decisions 013, 041, 044): loaded with those screens, not with the shell. */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';

export const useMenuMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/menu.po'),
  en: () => import('../../locales/en/menu.po'),
});
