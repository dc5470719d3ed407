/**
 * Signing and checking the text inside a worker's QR code. The byte layout is shared with the admin
 * scanner (contract/qr-payload.ts, which documents it); this module adds node:crypto:
 *
 *   W1 — issued by this server, Ed25519 (docs/decisions/006-qr-code-lifetime.md)
 *   D1 — made on the worker's phone while offline, ECDSA P-256 by the phone's registered device key
 *        (docs/decisions/008-offline-qr-codes.md)
 *
 * A payload proves what was signed; the database is the authority on the worker and on one-time use.
 */
import { createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import {
  canEncodeSiteCode,
  MAX_QR_PAYLOAD_LENGTH,
  qrPayloadOf,
  QR_SERVER_PREFIX,
  serverCodeMessage,
  splitQrPayload,
  type QrCodeFields,
} from '#contract/qr-payload.ts';

export { canEncodeSiteCode, MAX_QR_PAYLOAD_LENGTH };
export const QR_PAYLOAD_PREFIX = QR_SERVER_PREFIX;

export interface QrPayloadFields extends QrCodeFields {
  /** 8 hex characters: the last 4 bytes of the worker's uuid. */
  workerShortId: string;
}

interface DeviceQrPayload {
  fields: QrCodeFields;
  /** 16 hex characters: the registered device key that signed it. */
  deviceKeyId: string;
  /** Checks the signature with the device key's public key (the uncompressed P-256 point). */
  verify(publicKey: Uint8Array): boolean;
}

export function newQrCodeId(): string {
  return randomBytes(8).toString('hex');
}

/**
 * The short id of a worker: the last 8 hex digits of the uuid (random in a v4 uuid; the first ones
 * are too, but fixed ids such as the seed's share their first digits and differ in the last).
 */
export function workerShortIdOf(userId: string): string {
  return userId.replace(/-/g, '').slice(-8).toLowerCase();
}

export function encodeQrPayload(fields: QrPayloadFields, privateKey: KeyObject): string {
  const { workerShortId, ...code } = fields;
  const message = serverCodeMessage(code, workerShortId);
  return qrPayloadOf(message, sign(null, message, privateKey));
}

/**
 * The fields of a W1 payload whose signature one of `publicKeys` verifies; null for anything
 * malformed, altered, signed by another key, or not a W1 payload.
 */
export function decodeQrPayload(payload: string, publicKeys: readonly KeyObject[]): QrPayloadFields | null {
  const split = splitQrPayload(payload);
  if (!split || split.kind !== 'server') return null;
  if (!publicKeys.some((key) => verify(null, split.message, key, split.signature))) return null;
  return { ...split.fields, workerShortId: split.workerShortId };
}

/** A D1 payload's fields and a way to check its signature once the device key is found; null when not D1. */
export function readDevicePayload(payload: string): DeviceQrPayload | null {
  const split = splitQrPayload(payload);
  if (!split || split.kind !== 'device') return null;
  return {
    fields: split.fields,
    deviceKeyId: split.deviceKeyId,
    verify(publicKey) {
      try {
        const key = p256PublicKey(publicKey);
        return verify('sha256', split.message, { key, dsaEncoding: 'ieee-p1363' }, split.signature);
      } catch {
        return false;
      }
    },
  };
}

/** The KeyObject of an uncompressed P-256 point (65 bytes, 0x04 ‖ x ‖ y); throws for anything else. */
export function p256PublicKey(point: Uint8Array): KeyObject {
  if (point.length !== 65 || point[0] !== 4) throw new RangeError('not an uncompressed P-256 point');
  const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) }, format: 'jwk' });
}

/** The raw 32 bytes of an Ed25519 public key, base64url (what a scanner imports with WebCrypto). */
export function rawEd25519(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('not an Ed25519 public key');
  return jwk.x;
}
