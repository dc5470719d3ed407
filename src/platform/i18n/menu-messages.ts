/**
 * The menus' own catalog (decisions 013, 041, 044): the My info and admin menus, the language
 * setting and the full menu of the tab bar (src/domain/navigation/full-menu.tsx). Loaded with them,
 * not with the shell, so the first screens do not carry the menus' texts.
 */
import { featureMessagesHook } from './feature-messages';
import type { CatalogModule } from './i18n';

export const useMenuMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/menu.po', { base: '../../locales' }));
