/** Test support: a worker's phone with a registered device key, signing D1 codes as the app does offline (decision 008). */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { expect } from 'vitest';
import type { DeviceKeyAnswer } from '#contract/api-qr.ts';
import type { QrEventType } from '#contract/api-contract.ts';
import { deviceCodeMessage, qrPayloadOf, toBase64Url } from '#contract/qr-payload.ts';
import type { TestApp } from './test-app.ts';

/** A worker phone: an ECDSA P-256 key registered with the server, signing D1 codes as the app does. */
export async function registerPhone(t: TestApp, token: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = new Uint8Array([4, ...Buffer.from(jwk.x ?? '', 'base64url'), ...Buffer.from(jwk.y ?? '', 'base64url')]);
  const res = await t.api.post('/qr/device-keys', { publicKey: toBase64Url(point) }, { token });
  expect(res.status).toBe(201);
  const answer = (await res.json()) as DeviceKeyAnswer;
  return {
    answer,
    code(eventType: QrEventType, options: { issuedAt?: number; lifetimeSeconds?: number; siteCode?: string; id?: string } = {}): string {
      const fields = {
        eventType,
        issuedAt: options.issuedAt ?? Math.floor(t.clock.now().getTime() / 1000),
        lifetimeSeconds: options.lifetimeSeconds ?? answer.lifetimeSeconds,
        id: options.id ?? randomUUID().replace(/-/g, '').slice(0, 16),
        siteCode: options.siteCode ?? answer.siteCode,
      };
      const message = deviceCodeMessage(fields, answer.keyId);
      return qrPayloadOf(message, sign('sha256', message, { key: privateKey, dsaEncoding: 'ieee-p1363' }));
    },
  };
}

