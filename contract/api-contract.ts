/**
 * The WFM API's constants shared by the PWA (src/), its service worker and the reference server
 * (server/): the prefix, error codes, event types, limits. No runtime dependencies, so the first
 * screen can import it for free. The request and answer shapes are the valibot schemas of
 * ./api-<domain>.ts, with their types inferred (decision 057).
 */
import { EVENT_KINDS } from './attendance-events.ts';

export const API_PREFIX = '/v1/mobile/wfm';

/** Text the API sends in place of a timestamp when there is none; the app shows it blank. */
export const NO_TIME = '-';

export type YesNo = 'Y' | 'N';

/** Q&A board (issue: Q&A). Categories are a small fixed set; the app names them in both languages. */
export const QNA_CATEGORIES = ['pay', 'work', 'account', 'other'] as const;
export type QnaCategory = (typeof QNA_CATEGORIES)[number];

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
  // training is not recorded (which: `fields.missing`, contract/api-employment.ts READINESS_GAPS).
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

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// ---------------------------------------------------------------------------------------------
// QR attendance (issue 6): a worker's short-lived signed code, the admin's scan, the check lists.
// ---------------------------------------------------------------------------------------------

/** The attendance (QR) event types (docs/spec-notes.md §3), in the order of contract/attendance-events.ts's table. */
export type QrEventType = keyof typeof EVENT_KINDS;
export const QR_EVENT_TYPES = Object.keys(EVENT_KINDS) as readonly QrEventType[];

/** The one check of an event type, for the server's input and the app's answers alike. */
export function isQrEventType(value: unknown): value is QrEventType {
  return typeof value === 'string' && (QR_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Why a scan was refused as out of sequence (409 QR_SEQUENCE, in `fields.sequence`), so the admin
 * can be told what to do:
 * - beginTwice: a BeginWork was already recorded today;
 * - endWithoutBegin: EndWork with no open shift (no BeginWork today);
 * - afterEnd: today's work already ended (EndWork recorded);
 * - breakBeforeBegin: BeginLunch/BeginDinner before BeginWork;
 * - lunchTwice / dinnerTwice: that break was already begun in this shift;
 * - endLunchWithoutBegin / endDinnerWithoutBegin: no open BeginLunch/BeginDinner to end.
 */
export const QR_SEQUENCE_RULES = [
  'beginTwice',
  'endWithoutBegin',
  'afterEnd',
  'breakBeforeBegin',
  'lunchTwice',
  'dinnerTwice',
  'endLunchWithoutBegin',
  'endDinnerWithoutBegin',
] as const;
export type QrSequenceRule = (typeof QR_SEQUENCE_RULES)[number];

// ---------------------------------------------------------------------------------------------
// Certificates (issue 5): employment contracts, withholding receipts and payment statements as
// PDFs, and signing the contract. Every path is under /certificates/. The calls' schemas: api-certificates.ts.
// ---------------------------------------------------------------------------------------------

/** The path prefix of every certificate call (after API_PREFIX), for caches that must cover them. */
export const CERTIFICATES_PATH = 'certificates';

/**
 * What the server accepts as a signature image (the pad's output stays well inside). The byte limit
 * keeps the signed contract, which embeds the image, within a certificate's 100 KB.
 */
export const SIGNATURE_IMAGE_LIMITS = {
  maxBytes: 64 * 1024,
  minWidth: 150,
  maxWidth: 1600,
  minHeight: 60,
  maxHeight: 800,
} as const;

/** The largest certificate PDF the server hands out. */
export const MAX_CERTIFICATE_BYTES = 100 * 1024;
