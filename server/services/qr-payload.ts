/**
 * The text inside a worker's QR code: short enough to decode at arm's length on a cheap phone, and
 * signed with the server's Ed25519 key so a scanner holding the public key can check it.
 *
 *   W1<base64url(body ‖ signature)>          (docs/decisions/006-qr-code-lifetime.md)
 *
 * body (24 bytes for a 5-character site code):
 *   [0]      event type, the index in QR_EVENT_TYPES
 *   [1..4]   issued at, Unix seconds (uint32, big-endian)
 *   [5..6]   lifetime in seconds (uint16, big-endian)
 *   [7..14]  the code's random id (8 bytes; the qr_codes row)
 *   [15..18] the worker's short id: the first 4 bytes of the user's uuid
 *   [19..]   the site (project) code, 1..16 printable ASCII characters
 * signature: Ed25519 (64 bytes) over the ASCII "W1" followed by the body, so the version is signed too.
 *
 * The payload proves what the server issued; the qr_codes row (found by the id) is the authority on
 * the worker and on one-time use.
 */
import { randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { QR_EVENT_TYPES, type QrEventType } from '../../src/shared/contract/api-contract';

export const QR_PAYLOAD_PREFIX = 'W1';
const SIGNATURE_BYTES = 64;
const FIXED_BYTES = 19;
const MAX_SITE_BYTES = 16;
/** Anything longer is not ours; refused before decoding. */
export const MAX_QR_PAYLOAD_LENGTH = 200;
const SITE_CODE = /^[\x21-\x7e]{1,16}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface QrPayloadFields {
  eventType: QrEventType;
  /** Unix seconds. */
  issuedAt: number;
  lifetimeSeconds: number;
  /** 16 hex characters. */
  id: string;
  /** 8 hex characters: the first 4 bytes of the worker's uuid. */
  workerShortId: string;
  siteCode: string;
}

export function newQrCodeId(): string {
  return randomBytes(8).toString('hex');
}

/** The short id of a worker: the first 8 hex digits of the uuid. */
export function workerShortIdOf(userId: string): string {
  return userId.replace(/-/g, '').slice(0, 8).toLowerCase();
}

export function canEncodeSiteCode(siteCode: string): boolean {
  return SITE_CODE.test(siteCode);
}

function encodeBody(fields: QrPayloadFields): Buffer {
  if (!canEncodeSiteCode(fields.siteCode)) throw new RangeError(`site code cannot go into a QR payload: ${fields.siteCode}`);
  const site = Buffer.from(fields.siteCode, 'ascii');
  const body = Buffer.alloc(FIXED_BYTES + site.length);
  body.writeUInt8(QR_EVENT_TYPES.indexOf(fields.eventType), 0);
  body.writeUInt32BE(fields.issuedAt, 1);
  body.writeUInt16BE(fields.lifetimeSeconds, 5);
  Buffer.from(fields.id, 'hex').copy(body, 7);
  Buffer.from(fields.workerShortId, 'hex').copy(body, 15);
  site.copy(body, FIXED_BYTES);
  return body;
}

function signedMessage(body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(QR_PAYLOAD_PREFIX, 'ascii'), body]);
}

export function encodeQrPayload(fields: QrPayloadFields, privateKey: KeyObject): string {
  const body = encodeBody(fields);
  const signature = sign(null, signedMessage(body), privateKey);
  return QR_PAYLOAD_PREFIX + Buffer.concat([body, signature]).toString('base64url');
}

function decodeBody(body: Buffer): QrPayloadFields | null {
  const eventType = QR_EVENT_TYPES[body.readUInt8(0)];
  const siteCode = body.subarray(FIXED_BYTES).toString('latin1');
  if (!eventType || !canEncodeSiteCode(siteCode)) return null;
  const lifetimeSeconds = body.readUInt16BE(5);
  if (lifetimeSeconds === 0) return null;
  return {
    eventType,
    issuedAt: body.readUInt32BE(1),
    lifetimeSeconds,
    id: body.subarray(7, 15).toString('hex'),
    workerShortId: body.subarray(15, FIXED_BYTES).toString('hex'),
    siteCode,
  };
}

/**
 * The fields of a payload whose signature one of `publicKeys` verifies; null for anything malformed,
 * altered or signed by another key. Strict: only the one canonical encoding of the bytes is accepted.
 */
export function decodeQrPayload(payload: string, publicKeys: readonly KeyObject[]): QrPayloadFields | null {
  if (payload.length > MAX_QR_PAYLOAD_LENGTH || !payload.startsWith(QR_PAYLOAD_PREFIX)) return null;
  const text = payload.slice(QR_PAYLOAD_PREFIX.length);
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) return null;
  if (bytes.length < FIXED_BYTES + 1 + SIGNATURE_BYTES || bytes.length > FIXED_BYTES + MAX_SITE_BYTES + SIGNATURE_BYTES) return null;
  const body = bytes.subarray(0, bytes.length - SIGNATURE_BYTES);
  const signature = bytes.subarray(bytes.length - SIGNATURE_BYTES);
  const message = signedMessage(body);
  if (!publicKeys.some((key) => verify(null, message, key, signature))) return null;
  return decodeBody(body);
}
