/**
 * The login screens' own catalog (the way of decision 013): the worker's and the admin's login and
 * the API errors only they meet. Home and every signed-in screen load the shell's catalog without
 * them; the start loads this one beside the shell's when there is no session (src/main.tsx).
 */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useLoginMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/login.po', { base: '../../locales' }));
