// fake-indexeddb first: the device-key store opens when the module loads.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromBase64Url, splitQrPayload } from '#contract/qr-payload.ts';
import { clearSession, setUserSession } from '@/platform/session/session-store';
import { ensureDeviceKey, learnServerTime, loadDeviceKey, makeOfflineCode } from './device-key';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The server's clock runs 5 s ahead of this phone's in these tests. */
const SERVER_AHEAD_MS = 5_000;

function fakeToken(subject: string): string {
  const claims = btoa(JSON.stringify({ sub: subject, role: 'user' })).replace(/=+$/, '');
  return `eyJhbGciOiJFUzI1NiJ9.${claims}.c2lnbmF0dXJl`;
}

function logInAs(subject: string): void {
  setUserSession({ accessToken: fakeToken(subject), refreshToken: fakeToken(subject), ynConvertPassword: 'Y' });
}

interface Registration {
  publicKey: Uint8Array;
  keyId: string;
}

let registrations: Registration[] = [];
let keyLifetimeMs = 30 * DAY_MS;

/** The server's POST /qr/device-keys, as far as the phone sees it. */
function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/v1/mobile/wfm/qr/device-keys');
  return request.json().then((body: { publicKey: string }) => {
    const publicKey = fromBase64Url(body.publicKey);
    if (!publicKey) throw new Error('public key is not base64url');
    const keyId = (registrations.length + 1).toString(16).padStart(16, '0');
    registrations.push({ publicKey, keyId });
    const serverNow = Date.now() + SERVER_AHEAD_MS;
    return new Response(
      JSON.stringify({ keyId, expiresAt: new Date(serverNow + keyLifetimeMs).toISOString(), serverTime: new Date(serverNow).toISOString(), siteCode: 'PG01', lifetimeSeconds: 30 }),
      { status: 201, headers: { 'content-type': 'application/json' } },
    );
  });
}

beforeEach(() => {
  registrations = [];
  keyLifetimeMs = 30 * DAY_MS;
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeServer);
  logInAs(`worker-${Math.random().toString(36).slice(2)}`);
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('the worker’s device key', () => {
  it('registers one P-256 public key and keeps a private key that cannot leave the phone', async () => {
    await ensureDeviceKey();

    expect(registrations).toHaveLength(1);
    // An uncompressed P-256 point: 0x04 ‖ x ‖ y.
    expect(registrations[0]?.publicKey).toHaveLength(65);
    expect(registrations[0]?.publicKey[0]).toBe(4);
    const record = await loadDeviceKey();
    expect(record?.keyId).toBe(registrations[0]?.keyId);
    expect(record?.privateKey.extractable).toBe(false);
    expect(record?.privateKey.usages).toEqual(['sign']);
    // The server's clock, learned from its answer, within the call's round trip.
    expect(Math.abs((record?.offsetMs ?? 0) - SERVER_AHEAD_MS)).toBeLessThan(1_000);
  });

  it('does not register again while the key has more than a week left, and renews it within the last week', async () => {
    await ensureDeviceKey();
    await ensureDeviceKey();
    expect(registrations).toHaveLength(1);

    // A worker whose key has six days left gets a new one at every chance.
    keyLifetimeMs = 6 * DAY_MS;
    logInAs('worker-with-an-old-key');
    await ensureDeviceKey();
    const old = await loadDeviceKey();
    await ensureDeviceKey();
    expect(registrations).toHaveLength(3);
    expect((await loadDeviceKey())?.keyId).not.toBe(old?.keyId);
  });

  it('signs an offline code the server can check: the registered key verifies the signature over the message', async () => {
    await ensureDeviceKey();
    const now = Date.now();

    const code = await makeOfflineCode('EndWork', now);

    expect(code).not.toBeNull();
    const split = splitQrPayload(code?.payload ?? '');
    expect(split?.kind).toBe('device');
    if (split?.kind !== 'device') return;
    expect(split.deviceKeyId).toBe(registrations[0]?.keyId);
    expect(split.fields).toMatchObject({ eventType: 'EndWork', siteCode: 'PG01', lifetimeSeconds: 30 });
    // Issued by the server's clock, not the phone's.
    expect(split.fields.issuedAt).toBe(Math.floor((now + (await offset())) / 1000));
    expect(code?.expiresAt).toBe(new Date((split.fields.issuedAt + 30) * 1000).toISOString());

    const publicKey = await crypto.subtle.importKey('raw', new Uint8Array(registrations[0]?.publicKey ?? []), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const verify = (message: Uint8Array) => crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, new Uint8Array(split.signature), new Uint8Array(message));
    expect(await verify(split.message)).toBe(true);
    // A changed byte (another event type) does not verify.
    const tampered = new Uint8Array(split.message);
    tampered[2] = (tampered[2] ?? 0) ^ 1;
    expect(await verify(tampered)).toBe(false);
  });

  it('makes a different code each time (a code is used once)', async () => {
    await ensureDeviceKey();
    const first = await makeOfflineCode('BeginWork');
    const second = await makeOfflineCode('BeginWork');
    expect(splitQrPayload(first?.payload ?? '')?.fields.id).not.toBe(splitQrPayload(second?.payload ?? '')?.fields.id);
  });

  it('makes no code without a key, or once the key has expired by the server’s clock', async () => {
    expect(await makeOfflineCode('BeginWork')).toBeNull();

    await ensureDeviceKey();
    const record = await loadDeviceKey();
    const expiry = Date.parse(record?.expiresAt ?? '');
    expect(await makeOfflineCode('BeginWork', expiry - SERVER_AHEAD_MS - 60_000)).not.toBeNull();
    expect(await makeOfflineCode('BeginWork', expiry - SERVER_AHEAD_MS + 1_000)).toBeNull();
  });

  it('belongs to one worker: another worker on the same phone has none and cannot sign with it', async () => {
    await ensureDeviceKey();
    expect(await loadDeviceKey()).not.toBeNull();

    logInAs('someone-else');

    expect(await loadDeviceKey()).toBeNull();
    expect(await makeOfflineCode('BeginWork')).toBeNull();
  });

  it('learns the server’s clock and the code lifetime from a server code', async () => {
    await ensureDeviceKey();
    const receivedAt = Date.now();
    await learnServerTime(
      { id: '0123456789abcdef', payload: 'W1', issuedAt: new Date(receivedAt + 42_000).toISOString(), expiresAt: new Date(receivedAt + 102_000).toISOString(), eventType: 'BeginWork', siteCode: 'PG01', lifetimeSeconds: 60 },
      receivedAt,
    );
    const record = await loadDeviceKey();
    expect(record?.offsetMs).toBe(42_000);
    expect(record?.lifetimeSeconds).toBe(60);
  });

  it('refuses an answer that is not a device key answer and keeps no key', async () => {
    vi.mocked(fetch).mockImplementationOnce(() =>
      Promise.resolve(new Response(JSON.stringify({ keyId: 7, siteCode: 'PG01' }), { status: 201, headers: { 'content-type': 'application/json' } })),
    );

    await expect(ensureDeviceKey()).rejects.toThrow();
    expect(await loadDeviceKey()).toBeNull();
  });

  it('quietly does nothing when nobody is logged in', async () => {
    clearSession();
    await ensureDeviceKey();
    expect(registrations).toHaveLength(0);
  });
});

async function offset(): Promise<number> {
  return (await loadDeviceKey())?.offsetMs ?? Number.NaN;
}

