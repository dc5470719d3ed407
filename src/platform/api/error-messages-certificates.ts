/**
 * The contract signature's errors' texts. Only the contract view shows them, so their texts are in
 * the certificates catalog (lingui.config.ts), not the shell's: the first screens do not download them.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const CONTRACT_ERROR_MESSAGES = {
  CONTRACT_SIGNED: msg`This contract is already signed.`,
  CONTRACT_CHANGED: msg`The contract has changed since you opened it. Read it again before you sign.`,
  ADDRESS_REQUIRED: msg`The contract needs your address. Add it in My account, then sign.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;
