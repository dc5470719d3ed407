/**
 * The account screens' own catalog (sign-up, recovery, account changes, policies; decision 013's
 * way): their texts load with those screens, so the shell's catalog stays small. Each account screen
 * calls useAccountMessages() first; it suspends until the active language's texts are in Lingui,
 * once per language (feature-messages.ts).
 */
import { featureMessagesHook } from './feature-messages';
import type { CatalogModule } from './i18n';

export const useAccountMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/accounts.po', { base: '../../locales' }));
