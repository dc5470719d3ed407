/**
 * What the app says for each API error code (the server's `code` is stable; its `message` is
 * English for developers and never shown).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorBody } from '#contract/api-common.ts';
import type { ApiErrorCode } from '#contract/api-contract.ts';
import { isNetworkError, readApiError } from './client';

export const API_ERROR_MESSAGES: Record<ApiErrorCode, MessageDescriptor> = {
  BAD_REQUEST: msg`Some of what you entered is not valid. Check it and try again.`,
  INVALID_CREDENTIALS: msg`The phone number or password does not match.`,
  ADMIN_NOT_FOUND: msg`No administrator matches this mobile number and employee number.`,
  SITE_NOT_ALLOWED: msg`You cannot log in to this corporation-site. Choose another one.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Wait a while and try again.`,
  UNAUTHORIZED: msg`Your session has ended. Please log in again.`,
  TOKEN_EXPIRED: msg`Your session has ended. Please log in again.`,
  INVALID_REFRESH_TOKEN: msg`Your session has ended. Please log in again.`,
  REFRESH_TOKEN_REUSED: msg`Your session has ended. Please log in again.`,
  FORBIDDEN: msg`Access is not possible.`,
  PASSWORD_CHANGE_REQUIRED: msg`Change your password before you continue.`,
  XSRF_MISMATCH: msg`The request could not be verified. Reload the page and try again.`,
  NOT_FOUND: msg`What you asked for was not found.`,
  NO_HOME_PROJECT: msg`No project is set for your account yet.`,
  QNA_ANSWERED: msg`Answered inquiries cannot be changed.`,
  QR_INVALID: msg`This QR code is not valid. Ask the worker to show a new code.`,
  QR_EXPIRED: msg`This QR code has expired. Ask the worker to generate a new one.`,
  QR_ALREADY_USED: msg`This QR code has already been used.`,
  QR_WRONG_SITE: msg`This QR code is for another site. Check where the worker is registered.`,
  QR_SEQUENCE: msg`This event does not follow the worker's last record today. Check the event the worker chose.`,
  INTERNAL: msg`Something went wrong on the server. Try again in a moment.`,
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
  CONTRACT_SIGNED: msg`This contract is already signed.`,
  CONTRACT_CHANGED: msg`The contract has changed since you opened it. Read it again before you sign.`,
};

export const NETWORK_ERROR_MESSAGE: MessageDescriptor = msg`Cannot reach the server. Check your connection and try again.`;

/**
 * The message for a failed call: the API's code when it sent one, else network or server trouble.
 * `overrides` lets a screen say something more precise for a code it knows.
 */
export async function messageForError(
  error: unknown,
  overrides: Partial<Record<ApiErrorCode, MessageDescriptor>> = {},
): Promise<{ message: MessageDescriptor; body: ApiErrorBody | null }> {
  if (isNetworkError(error)) return { message: NETWORK_ERROR_MESSAGE, body: null };
  const body = await readApiError(error);
  if (!body) return { message: API_ERROR_MESSAGES.INTERNAL, body: null };
  if (body.code === 'TOO_MANY_ATTEMPTS' && body.retryAfter) {
    const minutes = Math.max(1, Math.ceil(body.retryAfter / 60));
    return { message: msg`Too many failed attempts. Try again in ${minutes} minutes.`, body };
  }
  return { message: overrides[body.code] ?? API_ERROR_MESSAGES[body.code], body };
}

/** The message for a failed load, in the user's language; null while there is no error. */
export function useErrorMessage(error: unknown): string | null {
  const { t } = useLingui();
  const [shown, setShown] = useState<{ error: unknown; text: string } | null>(null);
  useEffect(() => {
    if (!error) return;
    let active = true;
    void messageForError(error).then(({ message }) => {
      if (active) setShown({ error, text: t(message) });
    });
    return () => {
      active = false;
    };
  }, [error, t]);
  return error && shown?.error === error ? shown.text : null;
}
