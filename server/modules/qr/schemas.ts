/** QR attendance's zod schemas (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { isQrEventType, QR_EVENT_TYPES, QR_SEQUENCE_RULES } from '#contract/api-contract.ts';
import { ISO_INSTANT, MAX_CODE } from '../../http/schemas.ts';
import { parseYyyymmdd } from '#contract/seoul-time.ts';
import { MAX_QR_PAYLOAD_LENGTH } from './payload.ts';

// QR attendance (issue 6).

const qrEventType = z.enum(QR_EVENT_TYPES).openapi({ description: 'spec §3 QR event types.' });
const seoulTimestamp = (description: string) => z.string().openapi({ example: '2026-11-20T07:58:00+09:00', description });

export const QrCodeRequestSchema = z
  .object({
    eventType: z
      .string()
      .max(MAX_CODE)
      .superRefine((value, ctx) => {
        const rule = value === '' ? 'required' : isQrEventType(value) ? null : 'invalid';
        if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
      })
      // Never fails after the check passed; gives the output its QrEventType type.
      .pipe(qrEventType)
      .openapi({ type: 'string', enum: [...QR_EVENT_TYPES], description: 'Missing or empty: `required` (an event must be chosen); unknown: `invalid`.' }),
    siteCode: z
      .string()
      .min(1)
      .max(MAX_CODE)
      .optional()
      .openapi({ example: 'P1001', description: "Default: the worker's home project. Otherwise a project of one of the worker's contracts (else 403 SITE_NOT_ALLOWED)." }),
  })
  .openapi('QrCodeRequest');

export const QrCodeSchema = z
  .object({
    payload: z.string().openapi({ description: 'The exact text to encode in the QR code (about 120 characters).' }),
    issuedAt: seoulTimestamp('ISO 8601 with offset, whole seconds.'),
    expiresAt: seoulTimestamp('ISO 8601 with offset: issuedAt + lifetimeSeconds. Judged by the server clock.'),
    eventType: qrEventType,
    siteCode: z.string().openapi({ example: 'P1001' }),
    lifetimeSeconds: z.number().int().openapi({ example: 60, description: 'Count down from this on receipt; device clocks are not trusted.' }),
  })
  .openapi('QrCode');

export const QrScanRequestSchema = z
  .object({
    payload: z.string().min(1).max(MAX_QR_PAYLOAD_LENGTH * 2).openapi({ description: 'The text the scanner decoded.' }),
    idempotencyKey: z
      .uuid()
      .optional()
      .openapi({ description: 'Made by the scanner when it queued the scan: a repeat with the same key answers the event already recorded.' }),
    scannedAt: z
      .string()
      .max(40)
      .superRefine((text, ctx) => {
        if (!ISO_INSTANT.test(text) || Number.isNaN(Date.parse(text))) ctx.addIssue({ code: 'custom', message: 'date', params: { rule: 'date' } });
      })
      .optional()
      .openapi({
        example: '2026-11-20T07:58:00+09:00',
        description: 'A scan queued offline: when it was scanned, by the server clock as the phone estimated it. At most QR_OFFLINE_SCAN_MAX_HOURS old (else `range`).',
      }),
  })
  .openapi('QrScanRequest');

export const ScannerKeysSchema = z
  .object({
    serverTime: seoulTimestamp("The server's time, for the phone's clock offset."),
    siteCode: z.string().openapi({ example: 'P1001' }),
    skewSeconds: z.number().int().openapi({ example: 5 }),
    serverKeys: z.array(z.string()).openapi({ description: "The server's Ed25519 public keys (raw 32 bytes, base64url) that sign W1 codes." }),
    workers: z.array(
      z.object({
        shortId: z.string().openapi({ example: '0b1e6a52' }),
        name: z.string().openapi({ example: '김민준' }),
        initials: z.string().openapi({ example: '민준' }),
        deviceKeys: z.array(z.object({ keyId: z.string(), publicKey: z.string(), expiresAt: seoulTimestamp('ISO 8601 with offset.') })),
      }),
    ),
  })
  .openapi('ScannerKeys');

export const DeviceKeyRequestSchema = z
  .object({ publicKey: z.string().min(1).max(200).openapi({ description: 'The uncompressed P-256 public point (65 bytes), base64url; else `invalid`.' }) })
  .openapi('DeviceKeyRequest');

export const DeviceKeyAnswerSchema = z
  .object({
    keyId: z.string().openapi({ example: '3f2a9c0d11e4b7a8' }),
    expiresAt: seoulTimestamp('ISO 8601 with offset: 30 days on.'),
    serverTime: seoulTimestamp("The server's time, for the phone's clock offset."),
    siteCode: z.string().openapi({ example: 'P1001', description: "Offline codes are for the worker's home project." }),
    lifetimeSeconds: z.number().int().openapi({ example: 60 }),
  })
  .openapi('DeviceKeyAnswer');

export const QrScannedEventSchema = z
  .object({
    id: z.string().openapi({ example: '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c' }),
    eventType: qrEventType,
    occurredAt: seoulTimestamp("ISO 8601 with offset: the server's time of the scan."),
    workerName: z.string().openapi({ example: '김민준' }),
    workerInitials: z.string().openapi({ example: '민준', description: 'For the photo placeholder.' }),
    siteCode: z.string().openapi({ example: 'P1001' }),
  })
  .openapi('QrScannedEvent');

export const QrScanAnswerSchema = z.object({ event: QrScannedEventSchema }).openapi('QrScanAnswer');

export const QrEventItemSchema = z
  .object({
    id: z.string(),
    eventType: qrEventType,
    occurredAt: seoulTimestamp('ISO 8601 with offset.'),
    workerName: z.string().openapi({ example: '김민준' }),
    workerPhone: z.string().openapi({ example: '010-****-6789', description: 'The middle block masked.' }),
    siteCode: z.string().openapi({ example: 'P1001' }),
  })
  .openapi('QrEventItem');

export const QrEventListSchema = z
  .object({ items: z.array(QrEventItemSchema).openapi({ description: 'Newest first, at most 100.' }) })
  .openapi('QrEventList');

export const QrNextEventSchema = z
  .object({ suggested: qrEventType.nullable().openapi({ description: "null: today's work has ended." }) })
  .openapi('QrNextEvent');

export const QrEventsQuerySchema = z.object({
  day: z
    .string()
    .max(8)
    .superRefine((value, ctx) => {
      if (parseYyyymmdd(value) === null) {
        ctx.addIssue({ code: 'custom', message: 'date', params: { rule: 'date' } });
      }
    })
    .optional()
    .openapi({ example: '20261120', description: 'yyyymmdd, a day in Asia/Seoul; omitted: the latest events.' }),
  q: z.string().max(MAX_CODE).optional().openapi({ example: '김민', description: "Part of the worker's name, or of the phone number's digits." }),
});

/** The rule codes of 409 QR_SEQUENCE (`fields.sequence`), for the documentation. */
export const QR_SEQUENCE_DESCRIPTION = `QR_SEQUENCE: out of order; \`fields.sequence\` is one of ${QR_SEQUENCE_RULES.join(', ')}. Or QR_ALREADY_USED.`;
