/**
 * The worker's device key (ADR 008), for QR codes made on this phone while offline. While online the
 * phone makes an ECDSA P-256 key pair (the private key cannot be exported, not even by the app) and
 * registers the public key with the server; the pair is kept per worker in IndexedDB (idb-keyval
 * store `wfm-device-keys` / `keys`, emptied by logout) with the site, the code lifetime and the offset between the
 * server's clock and this phone's, learned from the server's answers.
 */
import { createStore, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { parseStored } from '@/platform/stored/parse-stored';
import { DeviceKeyAnswerSchema, type DeviceKeyRequest, type QrCode } from '#contract/api-qr.ts';
import type { QrEventType } from '#contract/api-contract.ts';
import { deviceCodeMessage, hexOf, qrPayloadOf, toBase64Url } from '#contract/qr-payload.ts';
import { DEVICE_KEY_STORE } from '@/domain/personal-data/personal-stores';
import { currentUserId } from '@/platform/session/current-user';

const store = typeof indexedDB === 'undefined' ? undefined : createStore(DEVICE_KEY_STORE.database, DEVICE_KEY_STORE.store);

/** Keys end with the worker's subject, as personal stores' keys do (logout empties them). */
function storeKey(userId: string): string {
  return `device:${userId}`;
}
/** Register a new key when the current one has less than this left. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/** What is kept per worker in the store. */
const DeviceKeyRecordSchema = v.object({
  keyId: v.string(),
  privateKey: v.custom<CryptoKey>((value) => typeof CryptoKey !== 'undefined' && value instanceof CryptoKey),
  expiresAt: v.string(),
  siteCode: v.string(),
  lifetimeSeconds: v.number(),
  /** server time − this phone's time, ms. */
  offsetMs: v.number(),
});
type DeviceKeyRecord = v.InferOutput<typeof DeviceKeyRecordSchema>;

export async function loadDeviceKey(): Promise<DeviceKeyRecord | null> {
  const user = currentUserId();
  if (!user || !store) return null;
  return parseStored(DeviceKeyRecordSchema, await get(storeKey(user), store));
}

/** Makes and registers a key when there is none or it expires soon; quietly does nothing offline. */
export async function ensureDeviceKey(signal?: AbortSignal): Promise<void> {
  const user = currentUserId();
  if (!user || !store || typeof crypto === 'undefined' || !crypto.subtle) return;
  const existing = await loadDeviceKey();
  if (existing && Date.parse(existing.expiresAt) - Date.now() > RENEW_BEFORE_MS) return;
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sent = Date.now();
  const json: DeviceKeyRequest = { publicKey: toBase64Url(publicKey) };
  const answer = await parseAnswer(DeviceKeyAnswerSchema, api.post('qr/device-keys', { json, ...(signal ? { signal } : {}) }));
  const offsetMs = Date.parse(answer.serverTime) - (sent + Date.now()) / 2;
  const record: DeviceKeyRecord = { keyId: answer.keyId, privateKey: pair.privateKey, expiresAt: answer.expiresAt, siteCode: answer.siteCode, lifetimeSeconds: answer.lifetimeSeconds, offsetMs };
  await set(storeKey(user), record, store);
}

/** Keeps the clock offset fresh from a server code just received. */
export async function learnServerTime(code: QrCode, receivedAt: number): Promise<void> {
  const user = currentUserId();
  const record = await loadDeviceKey();
  if (!user || !record || !store) return;
  await set(storeKey(user), { ...record, offsetMs: Date.parse(code.issuedAt) - receivedAt, lifetimeSeconds: code.lifetimeSeconds }, store);
}

/** A code signed on this phone, or null when there is no usable key. */
export async function makeOfflineCode(eventType: QrEventType, now: number = Date.now()): Promise<QrCode | null> {
  const record = await loadDeviceKey();
  if (!record || Date.parse(record.expiresAt) <= now + record.offsetMs) return null;
  const issuedAt = Math.floor((now + record.offsetMs) / 1000);
  const fields = { eventType, issuedAt, lifetimeSeconds: record.lifetimeSeconds, id: hexOf(crypto.getRandomValues(new Uint8Array(8))), siteCode: record.siteCode };
  const message = deviceCodeMessage(fields, record.keyId);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, record.privateKey, new Uint8Array(message)));
  return {
    id: fields.id,
    payload: qrPayloadOf(message, signature),
    issuedAt: new Date(issuedAt * 1000).toISOString(),
    expiresAt: new Date((issuedAt + fields.lifetimeSeconds) * 1000).toISOString(),
    eventType,
    siteCode: record.siteCode,
    lifetimeSeconds: fields.lifetimeSeconds,
  };
}
