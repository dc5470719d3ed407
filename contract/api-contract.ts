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
