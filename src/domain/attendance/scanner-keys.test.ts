// fake-indexeddb first: the scanner-keys store opens when the module loads.
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCANNER_KEYS_STORE } from '@/domain/personal-data/personal-stores';
import { betterOffset, cachedScannerKeys, refreshScannerKeys } from './scanner-keys';

const KEYS = {
  serverTime: '2026-11-20T07:58:00+09:00',
  siteCode: 'PG01',
  skewSeconds: 5,
  serverKeys: ['c2VydmVyLWtleQ'],
  workers: [{ userId: '0b1e6a52-5d0e-4c7e-9a51-00000b1e6a52', shortId: '0b1e6a52', name: '김민준', initials: '민준', deviceKeys: [{ keyId: '3f2a9c0d11e4b7a8', publicKey: 'BA', expiresAt: '2026-12-20T07:58:00+09:00' }] }],
};

function answering(body: unknown): void {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the scanner keys', () => {
  it('caches the keys of the answer and reads them back', async () => {
    answering(KEYS);
    const fresh = await refreshScannerKeys('PG01:admin-1');
    expect(fresh.keys).toEqual(KEYS);
    expect(await cachedScannerKeys('PG01:admin-1')).toEqual(fresh);
  });

  it('refuses an answer that is not the scanner keys', async () => {
    answering({ ...KEYS, workers: [{ shortId: '0b1e6a52', name: '김민준' }] });
    await expect(refreshScannerKeys('PG01:admin-2')).rejects.toThrow();
    expect(await cachedScannerKeys('PG01:admin-2')).toBeNull();
  });

  it('reads a kept value that is no longer the scanner keys as none', async () => {
    await set('PG01:admin-3', { keys: { siteCode: 'PG01' }, offsetMs: 0, fetchedAt: 1 }, createStore(SCANNER_KEYS_STORE.database, SCANNER_KEYS_STORE.store));
    expect(await cachedScannerKeys('PG01:admin-3')).toBeNull();
  });
});

describe('the clock offset the scanner keeps', () => {
  const kept = { offsetMs: 120, rttMs: 40, offsetAt: 1_000_000 };

  it('takes the first measurement', () => {
    expect(betterOffset(null, { offsetMs: 5, rttMs: 900, offsetAt: 1 })).toEqual({ offsetMs: 5, rttMs: 900, offsetAt: 1 });
  });

  it('keeps a recent offset measured over a shorter round trip than the new one', () => {
    expect(betterOffset(kept, { offsetMs: -4_000, rttMs: 8_000, offsetAt: 1_060_000 })).toEqual(kept);
  });

  it('takes a measurement over a shorter round trip, and any once the kept one is 10 minutes old', () => {
    expect(betterOffset(kept, { offsetMs: 100, rttMs: 10, offsetAt: 1_001_000 })).toEqual({ offsetMs: 100, rttMs: 10, offsetAt: 1_001_000 });
    expect(betterOffset(kept, { offsetMs: 300, rttMs: 500, offsetAt: 1_000_000 + 10 * 60_000 })).toEqual({ offsetMs: 300, rttMs: 500, offsetAt: 1_600_000 });
  });

  it('takes a new measurement when this phone’s clock went back', () => {
    expect(betterOffset(kept, { offsetMs: 9_000, rttMs: 50, offsetAt: 900_000 }).offsetMs).toBe(9_000);
  });
});
