/**
 * The passkey screens' own catalog (decision 063, the way of decision 013): the admin login's
 * passkey step and the admin's passkeys. Loaded with them, so the first screens (/adminLogin among
 * them) do not carry their texts.
 */
import { featureMessagesHook } from './feature-messages';

export const usePasskeyMessages = featureMessagesHook({
  ko: () => import('../../locales/ko/passkeys.po'),
  en: () => import('../../locales/en/passkeys.po'),
});
