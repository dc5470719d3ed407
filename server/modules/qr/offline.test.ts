/**
 * Offline attendance on the server (docs/decisions/007 and 008): idempotent scans, scans queued
 * offline with their own time, device keys and the codes a phone signs with them, and the scanner's keys.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QrCode, QrScanAnswer, ScannerKeys } from '#contract/api-qr.ts';
import type { QrEventType } from '#contract/api-contract.ts';
import { fromBase64Url, splitQrPayload, toBase64Url } from '#contract/qr-payload.ts';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { registerPhone } from '../../testing/device-phone.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { errorOf, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 05:00 in Seoul: the seeded workers have no events yet today. */
const NOW = new Date('2026-11-20T05:00:00+09:00');
const kim = SEED_WORKERS.kim;

async function issue(t: TestApp, token: string, eventType: QrEventType): Promise<QrCode> {
  const res = await t.api.post('/qr/codes', { eventType }, { token });
  expect(res.status).toBe(201);
  return (await res.json()) as QrCode;
}

function scan(t: TestApp, token: string, body: { payload: string; idempotencyKey?: string; scannedAt?: string }): Promise<Response> {
  return t.api.post('/qr/scans', body, { token });
}

async function eventsOf(t: TestApp, userId: string) {
  return t.db.selectFrom('attendance_events').select(['id', 'type', 'occurred_at']).where('user_id', '=', userId).where('occurred_at', '>=', new Date(NOW.getTime() - 60 * 60_000)).execute();
}

describe('idempotent scans', () => {
  const { t, s } = useQrApp(NOW);

  it('answers a repeated idempotency key with the event already recorded, and records it once', async () => {
    const { payload } = await issue(t, s.kim, 'BeginWork');
    const idempotencyKey = randomUUID();
    const first = await scan(t, s.jungP1001, { payload, idempotencyKey });
    expect(first.status).toBe(201);
    const again = await scan(t, s.jungP1001, { payload, idempotencyKey });
    expect(again.status).toBe(201);
    expect(((await again.json()) as QrScanAnswer).event).toEqual(((await first.json()) as QrScanAnswer).event);
    // Another key (another scanner) is told the code was used.
    expect((await errorOf(await scan(t, s.jungP1001, { payload, idempotencyKey: randomUUID() }))).code).toBe('QR_ALREADY_USED');
    expect(await eventsOf(t, kim.id)).toHaveLength(1);
  });

  it('records exactly one event for 20 parallel repeats of one key, each answered with it', async () => {
    const { payload } = await issue(t, s.lee, 'BeginWork');
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan(t, s.jungP2001, { payload, idempotencyKey })));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const ids = new Set(await Promise.all(answers.map(async (res) => ((await res.json()) as QrScanAnswer).event.id)));
    expect(ids.size).toBe(1);
    expect(await eventsOf(t, SEED_WORKERS.lee.id)).toHaveLength(1);
  });

  it('does not answer another site with a key of this one: 409, and nothing recorded there', async () => {
    const { payload } = await issue(t, s.kim, 'BeginLunch');
    const idempotencyKey = randomUUID();
    await scan(t, s.jungP1001, { payload, idempotencyKey });
    const sameCode = await scan(t, s.jungP2001, { payload, idempotencyKey });
    expect(sameCode.status).toBe(409);
    expect((await errorOf(sameCode)).code).toBe('QR_SCAN_KEY_REUSED');
    // A code valid at the other site, sent with the key already used here (it answered 500 before).
    const lee = await issue(t, s.lee, 'BeginLunch');
    const before = await t.db.selectFrom('attendance_events').select('id').where('project_code', '=', 'P2001').execute();
    const reused = await scan(t, s.jungP2001, { payload: lee.payload, idempotencyKey });
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).code).toBe('QR_SCAN_KEY_REUSED');
    expect(await t.db.selectFrom('attendance_events').select('id').where('project_code', '=', 'P2001').execute()).toHaveLength(before.length);
  });

  it('refuses a key that is not a UUID', async () => {
    const { payload } = await issue(t, s.kim, 'BeginLunch');
    expect((await errorOf(await scan(t, s.jungP1001, { payload, idempotencyKey: 'abc' }))).fields).toHaveProperty('idempotencyKey');
  });
});

describe('scans queued offline', () => {
  const { t, s } = useQrApp(NOW);

  it('judges a queued scan at its own time and records the event then', async () => {
    const { payload, issuedAt } = await issue(t, s.kim, 'BeginWork');
    const scannedAt = new Date(Date.parse(issuedAt) + 20_000);
    t.clock.advance(3 * 60 * 60 * 1000);
    // The gate comes back online hours later, with a fresh session.
    const admin = (await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001')).accessToken;
    const res = await scan(t, admin, { payload, idempotencyKey: randomUUID(), scannedAt: scannedAt.toISOString() });
    expect(res.status).toBe(201);
    expect(Date.parse(((await res.json()) as QrScanAnswer).event.occurredAt)).toBe(scannedAt.getTime());
    const [event] = await eventsOf(t, kim.id);
    expect(event?.occurred_at.getTime()).toBe(scannedAt.getTime());
  });

  it('never times a scan later than it arrived: a phone whose estimate runs ahead is timed on arrival', async () => {
    const { payload } = await issue(t, s.lee, 'BeginWork');
    const phoneSays = new Date(t.clock.now().getTime() + 3_000).toISOString();
    const res = await scan(t, s.jungP2001, { payload, idempotencyKey: randomUUID(), scannedAt: phoneSays });
    expect(res.status).toBe(201);
    expect(Date.parse(((await res.json()) as QrScanAnswer).event.occurredAt)).toBe(Math.floor(t.clock.now().getTime() / 1000) * 1000);
  });

  it('still refuses a code that had expired when it was scanned', async () => {
    const { payload, issuedAt } = await issue(t, s.lee, 'BeginWork');
    const scannedAt = new Date(Date.parse(issuedAt) + 70_000).toISOString();
    t.clock.advance(10 * 60_000);
    expect(await errorOf(await scan(t, s.jungP2001, { payload, scannedAt }))).toMatchObject({ code: 'QR_EXPIRED' });
  });

  it('refuses a scan time in the future, too old, or not a time', async () => {
    const { payload } = await issue(t, s.lee, 'BeginLunch');
    const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect((await errorOf(await scan(t, s.jungP2001, { payload, scannedAt: future }))).fields).toEqual({ scannedAt: 'range' });
    const old = new Date(t.clock.now().getTime() - 73 * 60 * 60 * 1000).toISOString();
    expect((await errorOf(await scan(t, s.jungP2001, { payload, scannedAt: old }))).fields).toEqual({ scannedAt: 'range' });
    expect((await errorOf(await scan(t, s.jungP2001, { payload, scannedAt: 'yesterday' }))).fields).toEqual({ scannedAt: 'date' });
  });
});

describe('device keys and codes made offline', () => {
  const { t, s } = useQrApp(NOW);

  it("registers a phone's key and accepts its code once at the worker's site", async () => {
    const phone = await registerPhone(t, s.kim);
    expect(phone.answer).toMatchObject({ siteCode: 'P1001', lifetimeSeconds: 60 });
    expect(phone.answer.keyId).toMatch(/^[0-9a-f]{16}$/);
    const payload = phone.code('BeginWork');
    expect(payload.startsWith('D1')).toBe(true);
    expect(payload.length).toBeLessThanOrEqual(130);
    const res = await scan(t, s.jungP1001, { payload });
    expect(res.status).toBe(201);
    expect(((await res.json()) as QrScanAnswer).event).toMatchObject({ workerName: kim.name, eventType: 'BeginWork' });
    expect((await errorOf(await scan(t, s.jungP1001, { payload }))).code).toBe('QR_ALREADY_USED');
    expect(await eventsOf(t, kim.id)).toHaveLength(1);
  });

  it('refuses altered, unknown-key, long-lived, expired and other-site codes', async () => {
    const phone = await registerPhone(t, s.kim);
    const good = phone.code('BeginLunch');
    const split = splitQrPayload(good);
    if (split?.kind !== 'device') throw new Error('not a device code');
    const bytes = fromBase64Url(good.slice(2));
    if (!bytes) throw new Error('bad payload');
    bytes[1] = (bytes[1] ?? 0) ^ 1;
    expect((await errorOf(await scan(t, s.jungP1001, { payload: `D1${toBase64Url(bytes)}` }))).code).toBe('QR_INVALID');

    const stranger = await registerPhone(t, s.kim);
    await t.db.deleteFrom('qr_device_keys').where('id', '=', stranger.answer.keyId).execute();
    expect((await errorOf(await scan(t, s.jungP1001, { payload: stranger.code('BeginLunch') }))).code).toBe('QR_INVALID');

    expect((await errorOf(await scan(t, s.jungP1001, { payload: phone.code('BeginLunch', { lifetimeSeconds: 3600 }) }))).code).toBe('QR_INVALID');
    t.clock.advance(5 * 60_000);
    const old = Math.floor(t.clock.now().getTime() / 1000) - 120;
    expect((await errorOf(await scan(t, s.jungP1001, { payload: phone.code('BeginLunch', { issuedAt: old }) }))).code).toBe('QR_EXPIRED');
    expect((await errorOf(await scan(t, s.jungP2001, { payload: phone.code('BeginLunch', { siteCode: 'P2001' }) }))).code).toBe('QR_WRONG_SITE');
    expect((await errorOf(await scan(t, s.jungP2001, { payload: phone.code('BeginLunch') }))).code).toBe('QR_WRONG_SITE');
  });

  it('keeps at most three keys per worker and refuses a key that is not a P-256 point', async () => {
    for (let i = 0; i < 4; i++) await registerPhone(t, s.lee);
    const keys = await t.db.selectFrom('qr_device_keys').select('id').where('user_id', '=', SEED_WORKERS.lee.id).execute();
    expect(keys).toHaveLength(3);
    const res = await t.api.post('/qr/device-keys', { publicKey: toBase64Url(new Uint8Array(65)) }, { token: s.lee });
    expect((await errorOf(res)).fields).toEqual({ publicKey: 'invalid' });
    expect((await t.api.post('/qr/device-keys', { publicKey: 'x' }, { token: s.jungP1001 })).status).toBe(403);
  });
});

describe("the scanner's keys", () => {
  const { t, s } = useQrApp(NOW);

  it("gives a site's admin the server keys that verify its codes, the site's workers and their device keys", async () => {
    const phone = await registerPhone(t, s.kim);
    const res = await t.api.get('/qr/scanner-keys', { token: s.jungP1001 });
    expect(res.status).toBe(200);
    const keys = (await res.json()) as ScannerKeys;
    expect(keys).toMatchObject({ siteCode: 'P1001', skewSeconds: 5 });
    expect(Date.parse(keys.serverTime)).toBe(NOW.getTime());
    const kimEntry = keys.workers.find((worker) => worker.name === kim.name);
    expect(kimEntry).toMatchObject({ shortId: kim.id.slice(-8), initials: '민준' });
    expect(kimEntry?.deviceKeys.map((key) => key.keyId)).toEqual([phone.answer.keyId]);
    expect(keys.workers.some((worker) => worker.name === SEED_WORKERS.lee.name)).toBe(false);

    // The published key checks a code this server issued, as a scanner does offline.
    const { payload } = await issue(t, s.kim, 'BeginWork');
    const split = splitQrPayload(payload);
    if (split?.kind !== 'server') throw new Error('not a server code');
    const raw = fromBase64Url(keys.serverKeys[0] ?? '');
    if (!raw) throw new Error('bad key');
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: toBase64Url(raw) }, format: 'jwk' });
    expect(verify(null, split.message, publicKey, split.signature)).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await t.api.get('/qr/scanner-keys', { token: s.kim })).status).toBe(403);
    expect((await t.api.get('/qr/scanner-keys')).status).toBe(401);
  });
});

describe('the order of a worker\'s scans', () => {
  const { t, s } = useQrApp(NOW);

  it("keeps a worker's order when an earlier scan arrives at once and a later one was held up", async () => {
    // BeginLunch arrives 4 s after its scan (within the skew); EndLunch, scanned later but by an
    // estimate that ran behind, says 1 ms after it and arrives much later. Both keep their order.
    const begin = await issue(t, s.lee, 'BeginWork');
    expect((await scan(t, s.jungP2001, { payload: begin.payload, idempotencyKey: randomUUID() })).status).toBe(201);
    t.clock.advance(60_000);
    const lunch = await issue(t, s.lee, 'BeginLunch');
    const lunchScanned = t.clock.now();
    const end = await issue(t, s.lee, 'EndLunch');
    t.clock.advance(4_000);
    const first = await scan(t, s.jungP2001, { payload: lunch.payload, idempotencyKey: randomUUID(), scannedAt: lunchScanned.toISOString() });
    expect(first.status).toBe(201);
    t.clock.advance(20_000);
    const second = await scan(t, s.jungP2001, { payload: end.payload, idempotencyKey: randomUUID(), scannedAt: new Date(lunchScanned.getTime() + 1).toISOString() });
    expect(second.status).toBe(201);
    const times = (await eventsOf(t, SEED_WORKERS.lee.id)).map((event) => [event.type, event.occurred_at.getTime()] as const);
    const at = Object.fromEntries(times);
    expect(at.BeginLunch).toBeLessThan(at.EndLunch ?? 0);
  });
});
