/**
 * The passkey screens' own catalog (decision 063, the way of decision 013): the admin login's
 * passkey step and the admin's passkeys. Loaded with them, so the first screens (/adminLogin among
 * them) do not carry their texts.
 */
import { featureMessagesHook } from './feature-messages';
import type { CatalogModule } from './i18n';

export const usePasskeyMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/passkeys.po', { base: '../../locales' }));
