/**
 * The errors only the login screens meet: their texts are in the login catalog (lingui.config.ts,
 * src/features/auth/messages.ts), so home and the other signed-in screens do not download them.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const LOGIN_ERROR_MESSAGES = {
  INVALID_CREDENTIALS: msg`The phone number or password does not match.`,
  ADMIN_NOT_FOUND: msg`No administrator matches this mobile number and employee number.`,
  ADMIN_CODE_WRONG: msg`The code does not match. Check the text message and enter it again.`,
  ADMIN_CODE_EXPIRED: msg`This code can no longer be used. Ask for a new code.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;
