/**
 * The "join this site" code (issue 33, decision 084): a worker with an account shows it from the app
 * (Menu → Join a site), and the site office scans it to find them without typing the phone number.
 * It names the worker and nothing else, lives JOIN_CODE_LIFETIME_SECONDS, and only the server checks
 * it (the office is online to take someone on), so the app needs no more of it than its prefix, to
 * tell it from an attendance code.
 *
 *   J1 + base64url(body ‖ Ed25519 signature by the server's key), the signature over "J1" ‖ body
 *   body: [0..3] issued at, Unix seconds · [4..5] lifetime, s · [6..21] the worker's uuid (16 bytes)
 */
import { QR_DEVICE_PREFIX, QR_SERVER_PREFIX, fromBase64Url, hexOf, toBase64Url } from './qr-payload.ts';

export const JOIN_CODE_PREFIX = 'J1';
/** Long enough to walk to the office and be scanned; the app makes a new one before it runs out. */
export const JOIN_CODE_LIFETIME_SECONDS = 600;
const BODY_BYTES = 22;
const SIGNATURE_BYTES = 64;
/** "J1" and the base64url of 86 bytes. */
export const JOIN_CODE_LENGTH = 2 + Math.ceil(((BODY_BYTES + SIGNATURE_BYTES) * 4) / 3);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface JoinCodeFields {
  /** Unix seconds. */
  issuedAt: number;
  lifetimeSeconds: number;
  userId: string;
}

/** What a text read from a worker's screen is: a join code, an attendance code (W1/D1: the wrong screen), or neither. */
export function kindOfCodeText(text: string): 'join' | 'attendance' | 'other' {
  const prefix = text.slice(0, 2);
  if (prefix === JOIN_CODE_PREFIX) return 'join';
  return prefix === QR_SERVER_PREFIX || prefix === QR_DEVICE_PREFIX ? 'attendance' : 'other';
}

/** The message the signature covers: "J1" ‖ body. */
export function joinCodeMessage(fields: JoinCodeFields): Uint8Array {
  if (!UUID.test(fields.userId)) throw new RangeError('not a uuid');
  const message = new Uint8Array(2 + BODY_BYTES);
  message[0] = JOIN_CODE_PREFIX.charCodeAt(0);
  message[1] = JOIN_CODE_PREFIX.charCodeAt(1);
  const view = new DataView(message.buffer);
  view.setUint32(2, fields.issuedAt);
  view.setUint16(6, fields.lifetimeSeconds);
  const hex = fields.userId.replace(/-/g, '');
  for (let i = 0; i < 16; i++) message[8 + i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return message;
}

/** The code's text for a signed message. */
export function joinCodeOf(message: Uint8Array, signature: Uint8Array): string {
  const bytes = new Uint8Array(BODY_BYTES + SIGNATURE_BYTES);
  bytes.set(message.subarray(2), 0);
  bytes.set(signature, BODY_BYTES);
  return JOIN_CODE_PREFIX + toBase64Url(bytes);
}

/** The fields, the signed message and the signature of a join code's text; null for anything else (its signature unchecked). */
export function splitJoinCode(text: string): { fields: JoinCodeFields; message: Uint8Array; signature: Uint8Array } | null {
  if (text.length !== JOIN_CODE_LENGTH || !text.startsWith(JOIN_CODE_PREFIX)) return null;
  const bytes = fromBase64Url(text.slice(2));
  if (bytes?.length !== BODY_BYTES + SIGNATURE_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const hex = hexOf(bytes.subarray(6, 22));
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const fields = { issuedAt: view.getUint32(0), lifetimeSeconds: view.getUint16(4), userId };
  if (fields.lifetimeSeconds === 0) return null;
  // The body is its fields' one encoding, so the message signed is made from them again.
  return { fields, message: joinCodeMessage(fields), signature: bytes.subarray(BODY_BYTES) };
}
