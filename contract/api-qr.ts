/**
 * QR attendance (issue 6): a worker's short-lived signed code (POST /qr/codes), the admin's scan
 * (POST /qr/scans), what the scanner needs offline (GET /qr/scanner-keys), the phone's device key
 * (POST /qr/device-keys), the check lists (GET /qr/events, /admin/qr/events) and the suggested next
 * event (GET /qr/next-event). Decision 057: api-common.ts says how the schemas are written.
 */
import * as v from 'valibot';
import { ISO_INSTANT, MAX_CODE, instantField, intField, nextCursorField, pageQuery, requiredString, ruleCheck } from './api-common.ts';
import { QR_EVENT_TYPES } from './api-contract.ts';
import { MAX_QR_PAYLOAD_LENGTH } from './qr-payload.ts';
import { parseYyyymmdd } from './seoul-calendar.ts';

const qrEventType = v.pipe(v.picklist(QR_EVENT_TYPES), v.description('The attendance event: BeginWork, EndWork, BeginLunch, EndLunch, BeginDinner or EndDinner.'));
const siteCode = v.pipe(v.string(), v.examples(['P1001']));
/* @__NO_SIDE_EFFECTS__ */
const seoulTimestamp = (description: string) => v.pipe(v.string(), v.description(description), v.examples(['2026-11-20T07:58:00+09:00']));

/** POST /qr/codes. */
export const QrCodeRequestSchema = v.object({
  // '' is `required` (an event must be chosen), an unknown type `invalid`.
  eventType: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(MAX_CODE),
    v.picklist(QR_EVENT_TYPES),
    v.description('Missing or empty: `required` (an event must be chosen); unknown: `invalid`.'),
  ),
  siteCode: v.optional(
    v.pipe(
      requiredString(MAX_CODE),
      v.description("Default: the worker's home project. Otherwise a project of one of the worker's contracts (else 403 SITE_NOT_ALLOWED)."),
      v.examples(['P1001']),
    ),
  ),
});
export type QrCodeRequest = v.InferOutput<typeof QrCodeRequestSchema>;

/**
 * A worker's QR code. Count down from `lifetimeSeconds` on receipt (device clocks are not trusted;
 * the server judges expiry by its own clock).
 */
const codeId = v.pipe(v.string(), v.description("The code's id: 16 hex characters, also inside the payload."), v.examples(['9f3a61c0b2d45e78']));

export const QrCodeSchema = v.object({
  id: codeId,
  payload: v.pipe(v.string(), v.description('The exact text to encode in the QR code (about 120 characters).')),
  issuedAt: seoulTimestamp('ISO 8601 with offset, whole seconds.'),
  expiresAt: seoulTimestamp('ISO 8601 with offset: issuedAt + lifetimeSeconds. Judged by the server clock.'),
  eventType: qrEventType,
  siteCode,
  lifetimeSeconds: intField('Count down from this on receipt; device clocks are not trusted.'),
});
export type QrCode = v.InferOutput<typeof QrCodeSchema>;

/** GET /qr/codes/{id}: whether the worker's code has been scanned yet (the QR screen asks while it shows the code). */
export const QrCodeIdParamsSchema = v.object({ id: codeId });

export const QrCodeStatusSchema = v.object({
  state: v.pipe(
    v.picklist(['waiting', 'recorded', 'expired']),
    v.description('waiting: not scanned yet (also a code made offline that no scanner has sent); recorded: scanned and recorded; expired: never scanned.'),
  ),
  recorded: v.pipe(
    v.nullable(v.object({ eventType: qrEventType, occurredAt: seoulTimestamp('ISO 8601 with offset: the time recorded.') })),
    v.description('The event the scan recorded; null unless `recorded`.'),
  ),
});
export type QrCodeStatus = v.InferOutput<typeof QrCodeStatusSchema>;

/**
 * The time of something queued on the gate's phone while offline, by the server's clock as the phone
 * estimated it (ADR 007): the server counts it at the earlier of that and its arrival.
 */
function offlineInstant(what: string) {
  return v.pipe(
    v.string(),
    v.maxLength(40),
    ruleCheck((text: string) => ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)), 'date'),
    v.description(`${what}, by the server clock as the phone estimated it. At most QR_OFFLINE_SCAN_MAX_HOURS old (else \`range\`).`),
    v.examples(['2026-11-20T07:58:00+09:00']),
  );
}

/** POST /qr/scans (admin). */
export const QrScanRequestSchema = v.object({
  payload: v.pipe(requiredString(MAX_QR_PAYLOAD_LENGTH * 2), v.description('The text the scanner decoded.')),
  idempotencyKey: v.optional(
    v.pipe(
      v.string(),
      v.uuid(),
      v.description('Made by the scanner when it queued the scan: a repeat with the same key answers the event already recorded.'),
    ),
  ),
  scannedAt: v.optional(offlineInstant('A scan queued offline: when it was scanned')),
});
export type QrScanRequest = v.InferOutput<typeof QrScanRequestSchema>;

/** An active device key of a worker, as the scanner checks D1 codes with it. */
export const ScannerDeviceKeySchema = v.object({
  keyId: v.string(),
  publicKey: v.pipe(v.string(), v.description('The uncompressed P-256 public point (65 bytes), base64url.')),
  expiresAt: seoulTimestamp('ISO 8601 with offset.'),
});

export const ScannerWorkerSchema = v.object({
  userId: v.pipe(v.string(), v.description('For a record without a phone made offline (POST /admin/siteRecords, decision 081).')),
  shortId: v.pipe(v.string(), v.description("The last 8 hex digits of the worker's id, as in W1 codes; only a hint for the name."), v.examples(['0b1e6a52'])),
  name: v.pipe(v.string(), v.examples(['김민준'])),
  initials: v.pipe(v.string(), v.examples(['민준'])),
  deviceKeys: v.array(ScannerDeviceKeySchema),
});

/** GET /qr/scanner-keys (admin): what a scanner needs to check codes offline. */
export const ScannerKeysSchema = v.object({
  serverTime: seoulTimestamp("The server's time, for the phone's clock offset."),
  siteCode,
  skewSeconds: intField('QR_CLOCK_SKEW_SECONDS.'),
  serverKeys: v.pipe(v.array(v.string()), v.description("The server's Ed25519 public keys (raw 32 bytes, base64url) that sign W1 codes.")),
  workers: v.pipe(v.array(ScannerWorkerSchema), v.description('The workers who may record attendance at the site, with their active device keys.')),
});
export type ScannerKeys = v.InferOutput<typeof ScannerKeysSchema>;

/** POST /qr/device-keys (worker): register this phone's key for offline codes (docs/decisions/008-offline-qr-codes.md). */
export const DeviceKeyRequestSchema = v.object({
  publicKey: v.pipe(requiredString(200), v.description('The uncompressed P-256 public point (65 bytes), base64url; else `invalid`.')),
});
export type DeviceKeyRequest = v.InferOutput<typeof DeviceKeyRequestSchema>;

export const DeviceKeyAnswerSchema = v.object({
  keyId: v.pipe(v.string(), v.description('16 hex characters, as in D1 codes.'), v.examples(['3f2a9c0d11e4b7a8'])),
  expiresAt: seoulTimestamp('ISO 8601 with offset: 30 days on.'),
  serverTime: seoulTimestamp("The server's time, for the phone's clock offset."),
  siteCode: v.pipe(v.string(), v.description("Offline codes are for the worker's home project."), v.examples(['P1001'])),
  lifetimeSeconds: intField('The lifetime of a code, QR_CODE_TTL_SECONDS.'),
});
export type DeviceKeyAnswer = v.InferOutput<typeof DeviceKeyAnswerSchema>;

/** The event an accepted scan recorded. */
export const QrScannedEventSchema = v.object({
  id: v.string(),
  eventType: qrEventType,
  occurredAt: seoulTimestamp("ISO 8601 with offset: the server's time of the scan."),
  workerName: v.string(),
  workerInitials: v.pipe(v.string(), v.description('For the photo placeholder.')),
  workerId: v.pipe(v.string(), v.description('The worker: GET /admin/workers/{userId}/photo when `hasPhoto`.')),
  hasPhoto: v.pipe(v.boolean(), v.description('Whether a face photo was taken (decision 080): the scanner shows it large.')),
  siteCode,
});
export type QrScannedEvent = v.InferOutput<typeof QrScannedEventSchema>;

export const QrScanAnswerSchema = v.object({ event: QrScannedEventSchema });
export type QrScanAnswer = v.InferOutput<typeof QrScanAnswerSchema>;

/** One row of the QR check lists. */
export const QrEventItemSchema = v.object({
  id: v.string(),
  eventType: qrEventType,
  occurredAt: seoulTimestamp('ISO 8601 with offset.'),
  workerName: v.string(),
  workerPhone: v.pipe(v.string(), v.description('The middle block masked.'), v.examples(['010-****-6789'])),
  siteCode,
});
export type QrEventItem = v.InferOutput<typeof QrEventItemSchema>;

/** Items per page of the check lists. */
const QR_PAGE_DEFAULT = 50;
const QR_PAGE_MAX = 100;

/** GET /qr/events and GET /admin/qr/events: one page, newest first. */
export const QrEventListSchema = v.object({
  items: v.pipe(v.array(QrEventItemSchema), v.description('Newest first, `limit` at most.')),
  nextCursor: nextCursorField,
  total: v.pipe(v.number(), v.integer(), v.description('How many events match the filter, on every page, counted up to 1,000 (totalCapped: more match).')),
  totalCapped: v.pipe(v.optional(v.boolean(), false), v.description('true: more than `total` events match; the count stops there (issue 32). Missing in an answer kept from before: false.')),
});
export type QrEventList = v.InferOutput<typeof QrEventListSchema>;

/** GET /qr/next-event: the likely next event today. */
export const QrNextEventSchema = v.object({
  suggested: v.pipe(v.nullable(qrEventType), v.description("null: today's work has ended.")),
});
export type QrNextEvent = v.InferOutput<typeof QrNextEventSchema>;

/** The query of GET /qr/events and GET /admin/qr/events. */
export const QrEventsQuerySchema = v.object({
  day: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(8),
      ruleCheck((text: string) => parseYyyymmdd(text) !== null, 'date'),
      v.description('yyyymmdd, a day in Asia/Seoul; omitted: the latest events.'),
      v.examples(['20261120']),
    ),
  ),
  q: v.optional(v.pipe(v.string(), v.maxLength(MAX_CODE), v.description("Part of the worker's name, or of the phone number's digits."), v.examples(['김민']))),
  ...pageQuery(QR_PAGE_DEFAULT, QR_PAGE_MAX),
});

// ---------------------------------------------------------------------------------------------
// A record for a worker without a phone (issue 33, decision 081): the site's admin records the event.
// ---------------------------------------------------------------------------------------------

/** Why the site records the event instead of a scan. */
export const SITE_RECORD_REASONS = ['phoneDead', 'noPhone', 'phoneForgotten', 'appProblem'] as const;
export type SiteRecordReason = (typeof SITE_RECORD_REASONS)[number];

/** GET /admin/siteRecords/workers?q: the site's workers today whose name or phone number matches. */
export const SiteWorkerQuerySchema = v.object({
  q: v.pipe(v.string(), v.minLength(1, 'required'), v.maxLength(MAX_CODE), v.description("Part of the worker's name, or of the phone number's digits."), v.examples(['김민'])),
});

export const SiteWorkerSchema = v.object({
  userId: v.string(),
  name: v.pipe(v.string(), v.examples(['김민준'])),
  initials: v.string(),
  phone: v.pipe(v.string(), v.description('Masked: 010-****-6789.')),
  jobTitle: v.pipe(v.nullable(v.string()), v.description("The trade of the contract in force today; null for a worker of the home site without one.")),
  hasPhoto: v.pipe(v.boolean(), v.description('GET /admin/workers/{userId}/photo shows the face to check against the person.')),
});
export type SiteWorker = v.InferOutput<typeof SiteWorkerSchema>;

export const SiteWorkerListSchema = v.object({ items: v.pipe(v.array(SiteWorkerSchema), v.description('At most 20, by name.')) });
export type SiteWorkerList = v.InferOutput<typeof SiteWorkerListSchema>;

/** POST /admin/siteRecords: the event, for a worker of the site, now. */
export const SiteRecordRequestSchema = v.object({
  userId: v.pipe(v.string(), v.uuid()),
  eventType: qrEventType,
  reason: v.pipe(v.picklist(SITE_RECORD_REASONS), v.description('phoneDead, noPhone, phoneForgotten or appProblem.')),
  idempotencyKey: v.pipe(v.string(), v.uuid(), v.description('Made when the admin pressed Record: a repeat answers the event already recorded.')),
  recordedAt: v.optional(offlineInstant('A record queued on the phone (offline, or its answer lost): when the admin pressed Record')),
});
export type SiteRecordRequest = v.InferOutput<typeof SiteRecordRequestSchema>;

/**
 * The "join this site" code (decision 084, contract/join-code.ts). POST /qr/joinCodes: the worker's
 * code to show the site office (the office finds them by it: api-employment.ts JoinCodeLookupSchema).
 */
export const JoinCodeSchema = v.object({
  code: v.pipe(v.string(), v.description('J1 + base64url(body ‖ Ed25519 signature): the text of the QR code.')),
  expiresAt: instantField(),
  lifetimeSeconds: v.pipe(v.number(), v.integer(), v.description('How long the code is accepted, from when it was made.')),
});
export type JoinCode = v.InferOutput<typeof JoinCodeSchema>;
