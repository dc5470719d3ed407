/**
 * The byte layout of the text inside a worker's QR code, shared by the server (which signs and
 * checks codes) and the admin scanner (which checks them itself while offline). Signatures are
 * checked by the caller: node:crypto on the server, WebCrypto on the phone.
 *
 * Two kinds, both `PREFIX + base64url(body ‖ signature)`, the signature over the ASCII prefix and the body:
 *
 *   W1 — issued by the server (online); Ed25519 signature by the server's key. body:
 *     [0] event type (index in QR_EVENT_TYPES) · [1..4] issued at, Unix seconds · [5..6] lifetime, s
 *     · [7..14] code id · [15..18] the worker's short id (last 4 bytes of the uuid) · [19..] site code
 *
 *   D1 — made on the worker's phone while offline (docs/decisions/008-offline-qr-codes.md); ECDSA
 *     P-256 / SHA-256 signature (64 bytes, r ‖ s) by the phone's device key, which the server
 *     registered for that worker while online. body:
 *     [0] event type · [1..4] issued at · [5..6] lifetime · [7..14] code id (random, made on the phone)
 *     · [15..22] device key id · [23..] site code
 *
 * Only the one canonical encoding is accepted, so a code has exactly one text.
 */
import { QR_EVENT_TYPES, type QrEventType } from './api-contract.ts';

export const QR_SERVER_PREFIX = 'W1';
export const QR_DEVICE_PREFIX = 'D1';
const QR_SIGNATURE_BYTES = 64;
/** Anything longer is not ours; refused before decoding. */
export const MAX_QR_PAYLOAD_LENGTH = 200;
const MAX_SITE_BYTES = 16;
const SERVER_FIXED_BYTES = 19;
const DEVICE_FIXED_BYTES = 23;
const SITE_CODE = /^[\x21-\x7e]{1,16}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export interface QrCodeFields {
  eventType: QrEventType;
  /** Unix seconds. */
  issuedAt: number;
  lifetimeSeconds: number;
  /** 16 hex characters. */
  id: string;
  siteCode: string;
}

type SplitQrPayload =
  | { kind: 'server'; fields: QrCodeFields; workerShortId: string; message: Uint8Array; signature: Uint8Array }
  | { kind: 'device'; fields: QrCodeFields; deviceKeyId: string; message: Uint8Array; signature: Uint8Array };

export function canEncodeSiteCode(siteCode: string): boolean {
  return SITE_CODE.test(siteCode);
}

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    text += ALPHABET[(n >> 18) & 63] ?? '';
    text += ALPHABET[(n >> 12) & 63] ?? '';
    if (i + 1 < bytes.length) text += ALPHABET[(n >> 6) & 63] ?? '';
    if (i + 2 < bytes.length) text += ALPHABET[n & 63] ?? '';
  }
  return text;
}

/** null unless `text` is canonical unpadded base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const character of text) {
    value = (value << 6) | ALPHABET.indexOf(character);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (value >> bits) & 0xff;
    }
  }
  // Left-over bits must be zero, or two texts would decode to the same bytes.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

export function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function commonFields(body: Uint8Array, siteStart: number): QrCodeFields | null {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const eventType = QR_EVENT_TYPES[view.getUint8(0)];
  const siteCode = String.fromCharCode(...body.subarray(siteStart));
  const lifetimeSeconds = view.getUint16(5);
  if (!eventType || !canEncodeSiteCode(siteCode) || lifetimeSeconds === 0) return null;
  return { eventType, issuedAt: view.getUint32(1), lifetimeSeconds, id: hexOf(body.subarray(7, 15)), siteCode };
}

/** The parts of a payload (fields, the signed message and the signature), or null when it is not one of ours. */
export function splitQrPayload(payload: string): SplitQrPayload | null {
  if (payload.length > MAX_QR_PAYLOAD_LENGTH) return null;
  const prefix = payload.slice(0, 2);
  const fixed = prefix === QR_SERVER_PREFIX ? SERVER_FIXED_BYTES : prefix === QR_DEVICE_PREFIX ? DEVICE_FIXED_BYTES : 0;
  if (fixed === 0) return null;
  const bytes = fromBase64Url(payload.slice(2));
  if (!bytes || bytes.length < fixed + 1 + QR_SIGNATURE_BYTES || bytes.length > fixed + MAX_SITE_BYTES + QR_SIGNATURE_BYTES) return null;
  const body = bytes.subarray(0, bytes.length - QR_SIGNATURE_BYTES);
  const signature = bytes.subarray(bytes.length - QR_SIGNATURE_BYTES);
  const fields = commonFields(body, fixed);
  if (!fields) return null;
  const message = concat(ascii(prefix), body);
  if (prefix === QR_SERVER_PREFIX) return { kind: 'server', fields, workerShortId: hexOf(body.subarray(15, 19)), message, signature };
  return { kind: 'device', fields, deviceKeyId: hexOf(body.subarray(15, 23)), message, signature };
}

function fixedBody(fields: QrCodeFields, middle: Uint8Array): Uint8Array {
  if (!canEncodeSiteCode(fields.siteCode)) throw new RangeError(`site code cannot go into a QR payload: ${fields.siteCode}`);
  const head = new Uint8Array(15);
  const view = new DataView(head.buffer);
  view.setUint8(0, QR_EVENT_TYPES.indexOf(fields.eventType));
  view.setUint32(1, fields.issuedAt);
  view.setUint16(5, fields.lifetimeSeconds);
  head.set(bytesOfHex(fields.id), 7);
  return concat(head, middle, ascii(fields.siteCode));
}

/** The message a server code's signature covers: "W1" ‖ body. */
export function serverCodeMessage(fields: QrCodeFields, workerShortId: string): Uint8Array {
  return concat(ascii(QR_SERVER_PREFIX), fixedBody(fields, bytesOfHex(workerShortId)));
}

/** The message a device code's signature covers: "D1" ‖ body. */
export function deviceCodeMessage(fields: QrCodeFields, deviceKeyId: string): Uint8Array {
  return concat(ascii(QR_DEVICE_PREFIX), fixedBody(fields, bytesOfHex(deviceKeyId)));
}

/** The payload text of a signed message (as made by serverCodeMessage or deviceCodeMessage). */
export function qrPayloadOf(message: Uint8Array, signature: Uint8Array): string {
  const prefix = String.fromCharCode(message[0] ?? 0, message[1] ?? 0);
  return prefix + toBase64Url(concat(message.subarray(2), signature));
}
