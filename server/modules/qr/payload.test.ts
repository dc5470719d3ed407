import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeQrPayload, encodeQrPayload, newQrCodeId, workerShortIdOf, type QrPayloadFields } from './payload.ts';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');

const fields: QrPayloadFields = {
  eventType: 'EndLunch',
  issuedAt: 1_795_000_000,
  lifetimeSeconds: 60,
  id: newQrCodeId(),
  workerShortId: workerShortIdOf('0b1e6a52-5d0e-4c7e-9a51-000000000001'),
  siteCode: 'P1001',
};

describe('the QR payload', () => {
  it('round-trips and is at most 120 characters for a 5-character site', () => {
    const payload = encodeQrPayload(fields, privateKey);
    expect(payload).toHaveLength(120);
    expect(decodeQrPayload(payload, [publicKey])).toEqual(fields);
    expect(fields.workerShortId).toBe('00000001');
  });

  it('stays short for the longest site code', () => {
    const payload = encodeQrPayload({ ...fields, siteCode: 'X'.repeat(16) }, privateKey);
    expect(payload.length).toBeLessThanOrEqual(135);
    expect(decodeQrPayload(payload, [publicKey])?.siteCode).toBe('X'.repeat(16));
  });

  it('accepts only the signing key and the one canonical text', () => {
    const payload = encodeQrPayload(fields, privateKey);
    expect(decodeQrPayload(payload, [other.publicKey])).toBeNull();
    expect(decodeQrPayload(payload, [other.publicKey, publicKey])).toEqual(fields);
    expect(decodeQrPayload(`${payload}=`, [publicKey])).toBeNull();
    expect(decodeQrPayload(payload.toLowerCase(), [publicKey])).toBeNull();
  });
});
