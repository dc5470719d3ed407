/**
 * The API's error answer (decision 057): its codes and its shape, shared by the server, which
 * answers with it, and the app, which reads it only when a call fails (src/platform/api/client.ts
 * loads this module then), so no screen downloads the codes' list before it needs them.
 */
import * as v from 'valibot';

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_CREDENTIALS',
  'ADMIN_NOT_FOUND',
  'ADMIN_CODE_WRONG',
  'ADMIN_CODE_EXPIRED',
  // Admin passkeys (decision 063): an answer that did not verify, a challenge used or late, a credential unknown or already registered.
  'PASSKEY_REFUSED',
  'SITE_NOT_ALLOWED',
  'TOO_MANY_ATTEMPTS',
  // Issue 32: more logins at once than the password hashing can take; `retryAfter` says when to try again.
  'LOGINS_BUSY',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'XSRF_MISMATCH',
  'NOT_FOUND',
  'NO_HOME_PROJECT',
  'QNA_ANSWERED',
  'INTERNAL',
  'QR_INVALID',
  'QR_EXPIRED',
  'QR_ALREADY_USED',
  'QR_WRONG_SITE',
  'QR_SEQUENCE',
  'QR_SCAN_KEY_REUSED',
  // Attendance corrections (issue 18): a request for that event already waits; the request is no longer pending; the corrected day would break the scan order.
  'CORRECTION_PENDING',
  'CORRECTION_DECIDED',
  'CORRECTION_SEQUENCE',
  'CONTRACT_SIGNED',
  'CONTRACT_CHANGED',
  'ADDRESS_REQUIRED',
  // Accounts and identity verification (issue 3).
  'IDENTITY_MISMATCH',
  'IDENTITY_NOT_FOUND',
  'IDENTITY_THEFT_BLOCKED',
  'IDENTITY_MISUSE_BLOCKED',
  'IDENTITY_CARRIER_BLOCKED',
  'IDENTITY_CODE_FAILED',
  'IDENTITY_CANCELLED',
  'IDENTITY_FAILED',
  'IDENTITY_NOT_MATCHING',
  'VERIFICATION_INVALID',
  'ACCOUNT_EXISTS',
  'ACCOUNT_NOT_FOUND',
  'PHONE_TAKEN',
  'NO_LINKED_ACCOUNT',
  'WRONG_PASSWORD',
  // Go live (issue 31): a server without an identity provider (IDENTITY_PROVIDER=none) offers no
  // sign-up, recovery by verification, phone change or certificate login; a text message the SMS
  // gateway did not take.
  'VERIFICATION_NOT_OFFERED',
  'SMS_NOT_SENT',
  // A forgotten password without an identity provider: the texted code is wrong; out of time, used or out of tries.
  'RECOVERY_CODE_WRONG',
  'RECOVERY_CODE_EXPIRED',
  // Contract templates (issue 33): the template changed since the version the change was made on.
  'TEMPLATE_CHANGED',
  // Taking workers on (issue 33): the worker already has a contract at the site on that day; the
  // worker's employment at the site ended before the day (codes are refused).
  'ALREADY_EMPLOYED',
  'EMPLOYMENT_ENDED',
  // Ready for work (issue 33, decision 076): the contract in force is not signed, or the safety
  // training is not recorded (which: `fields.missing`, contract/work-readiness.ts READINESS_GAPS).
  'NOT_READY_FOR_WORK',
  // Registered by the site (issue 33, decision 079): the person set a password already (no new invitation).
  'PASSWORD_ALREADY_SET',
  // The "join this site" code (decision 084): not one of ours, or altered; out of its life.
  'JOIN_CODE_INVALID',
  'JOIN_CODE_EXPIRED',
  // The payroll office's close (issue 34, decision 088): the month runs still; it is closed already;
  // a day without an end or a correction waiting blocks it; it has warnings not accepted.
  'MONTH_NOT_ENDED',
  'MONTH_CLOSED',
  'MONTH_CLOSE_BLOCKED',
  'MONTH_CLOSE_WARNINGS',
  // The payroll office's files are made from a closed month only.
  'MONTH_NOT_CLOSED',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ApiErrorSchema = v.object({
  code: v.picklist(API_ERROR_CODES),
  message: v.pipe(v.string(), v.description('English, for developers; the app shows its own text for `code`.')),
  fields: v.optional(
    v.pipe(
      v.record(v.string(), v.string()),
      v.description('For 400: field → rule code (required, phoneChars, phoneFormat, type, tooLong, range, date, json, contentType, tooLarge, invalid, …).'),
    ),
  ),
  retryAfter: v.optional(v.pipe(v.number(), v.integer(), v.description('For 429: seconds to wait (also in Retry-After).'))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;
