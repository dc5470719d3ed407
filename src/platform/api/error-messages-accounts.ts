/**
 * The account and identity errors' texts. Only the account screens show them (sign-up, recovery,
 * account changes, the bank-certificate login), so their texts are in the accounts catalog
 * (lingui.config.ts), not the shell's: the first screens do not download them.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const ACCOUNT_ERROR_MESSAGES = {
  IDENTITY_MISMATCH: msg`Check your name and resident registration number.`,
  IDENTITY_NOT_FOUND: msg`Your name was not found at the identity verification provider.`,
  IDENTITY_THEFT_BLOCKED: msg`Verification is blocked by identity theft protection. Lift the block with the provider and try again.`,
  IDENTITY_MISUSE_BLOCKED: msg`Verification is blocked because of suspected misuse. Contact the identity verification provider.`,
  IDENTITY_CARRIER_BLOCKED: msg`Your mobile carrier blocked the verification. Contact your carrier.`,
  IDENTITY_CODE_FAILED: msg`The verification code was wrong three times. Start the verification again.`,
  IDENTITY_CANCELLED: msg`The verification was cancelled.`,
  IDENTITY_FAILED: msg`The verification failed. Try again.`,
  IDENTITY_NOT_MATCHING: msg`Your identity details do not match the phone verification.`,
  VERIFICATION_INVALID: msg`Access is not possible. Please start again.`,
  ACCOUNT_EXISTS: msg`You already have an account. Log in, or use Forgot password.`,
  ACCOUNT_NOT_FOUND: msg`No account was found for you. Sign up first.`,
  PHONE_TAKEN: msg`This mobile number is registered to another account. Contact support.`,
  NO_LINKED_ACCOUNT: msg`No account is linked to this certificate. Sign up first.`,
  WRONG_PASSWORD: msg`The password is not correct.`,
  RECOVERY_CODE_WRONG: msg`The code does not match. Check the text message and enter it again.`,
  RECOVERY_CODE_EXPIRED: msg`This code can no longer be used. Ask for a new code.`,
  VERIFICATION_NOT_OFFERED: msg`This app does not verify identities here. Ask your site office, with your ID card.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;
