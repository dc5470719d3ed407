/**
 * What the app says for each API error code (the server's `code` is stable; its `message` is
 * English for developers and never shown).
 */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { isNetworkError, readApiError } from './client';
import { ACCOUNT_ERROR_MESSAGES } from './error-messages-accounts';
import { CONTRACT_ERROR_MESSAGES } from './error-messages-certificates';
import { LOGIN_ERROR_MESSAGES } from './error-messages-login';
import { COMMON_ERROR_MESSAGES } from './error-messages-common';
import { QR_ERROR_MESSAGES } from './error-messages-qr';
import type { ApiErrorBody, ApiErrorCode } from '#contract/api-errors.ts';

/**
 * PASSKEY_REFUSED is left out: only the passkey screens meet it, and they bring its text (as
 * `overrides`, platform/api/passkey-errors.ts), so the first screens do not carry it. The same for
 * the CORRECTION_* codes: only the correction screens meet them (issue 18), and TEMPLATE_CHANGED and
 * ALREADY_EMPLOYED, PASSWORD_ALREADY_SET and the join code's (decision 084), met only on the template and workers screens (issue 33),
 * and the month close's, met only on the payroll office's screen (issue 34).
 */
type OfficeErrorCode = 'MONTH_NOT_ENDED' | 'MONTH_CLOSED' | 'MONTH_CLOSE_BLOCKED' | 'MONTH_CLOSE_WARNINGS' | 'MONTH_NOT_CLOSED';
type ShellErrorCode = Exclude<
  ApiErrorCode,
  'PASSKEY_REFUSED' | 'CORRECTION_PENDING' | 'CORRECTION_DECIDED' | 'CORRECTION_SEQUENCE' | 'TEMPLATE_CHANGED' | 'ALREADY_EMPLOYED' | 'PASSWORD_ALREADY_SET' | 'JOIN_CODE_INVALID' | 'JOIN_CODE_EXPIRED' | OfficeErrorCode
>;

export const API_ERROR_MESSAGES: Record<ShellErrorCode, MessageDescriptor> = {
  ...ACCOUNT_ERROR_MESSAGES,
  ...QR_ERROR_MESSAGES,
  ...CONTRACT_ERROR_MESSAGES,
  ...LOGIN_ERROR_MESSAGES,
  ...COMMON_ERROR_MESSAGES,
};

const NETWORK_ERROR_MESSAGE: MessageDescriptor = msg`Cannot reach the server. Check your connection and try again.`;

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
  if (!body) return { message: COMMON_ERROR_MESSAGES.INTERNAL, body: null };
  if (body.code === 'TOO_MANY_ATTEMPTS' && body.retryAfter) {
    // Account delays start at 30 s (decision 061): seconds while under a minute, then minutes.
    const seconds = body.retryAfter;
    if (seconds < 60) return { message: msg`Too many failed attempts. Try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`, body };
    const minutes = Math.ceil(seconds / 60);
    return { message: msg`Too many failed attempts. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`, body };
  }
  if (body.code === 'LOGINS_BUSY' && body.retryAfter) {
    const seconds = body.retryAfter;
    return { message: msg`Many people are logging in right now. Try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`, body };
  }
  return { message: overrides[body.code] ?? apiErrorMessage(body.code), body };
}

/** The message for an API error code (a code only a screen of its own knows: the server's trouble). */
export function apiErrorMessage(code: ApiErrorCode): MessageDescriptor {
  return (API_ERROR_MESSAGES as Partial<Record<ApiErrorCode, MessageDescriptor>>)[code] ?? COMMON_ERROR_MESSAGES.INTERNAL;
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
