/**
 * What the scanner needs to check codes without the network, fetched while online and kept per admin
 * and site in IndexedDB (idb-keyval store `wfm-scan-keys` / `keys`, keyed `siteCode:adminId`): the server's public keys, the
 * site's workers with their device keys, and the offset between the server's clock and this phone's.
 */
import { createStore, get, set } from 'idb-keyval';
import { api } from '@/platform/api/client';
import type { ScannerKeys } from '#contract/api-contract.ts';
import { SCANNER_KEYS_STORE } from '@/domain/personal-data/personal-data';

const store = typeof indexedDB === 'undefined' ? undefined : createStore(SCANNER_KEYS_STORE.database, SCANNER_KEYS_STORE.store);

export interface CachedScannerKeys {
  keys: ScannerKeys;
  /** server time − this phone's time, in ms, measured over the round trip `rttMs`. */
  offsetMs: number;
  /** The round trip the offset was measured over: half of it bounds the offset's error. */
  rttMs?: number;
  /** This phone's time when the offset was measured. */
  offsetAt?: number;
  fetchedAt: number;
}

/** A measured offset is kept over a worse-measured new one (slower round trip) for this long. */
const KEEP_OFFSET_MS = 10 * 60 * 1000;

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

export function parseScannerKeys(value: unknown): ScannerKeys {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const fail = () => new TypeError('unexpected scanner keys');
  if (!isText(v.serverTime) || !isText(v.siteCode) || typeof v.skewSeconds !== 'number') throw fail();
  if (!Array.isArray(v.serverKeys) || !v.serverKeys.every(isText) || !Array.isArray(v.workers)) throw fail();
  return {
    serverTime: v.serverTime,
    siteCode: v.siteCode,
    skewSeconds: v.skewSeconds,
    serverKeys: v.serverKeys,
    workers: v.workers.map((worker: unknown) => {
      const w = (typeof worker === 'object' && worker !== null ? worker : {}) as Record<string, unknown>;
      if (!isText(w.shortId) || !isText(w.name) || !isText(w.initials) || !Array.isArray(w.deviceKeys)) throw fail();
      return {
        shortId: w.shortId,
        name: w.name,
        initials: w.initials,
        deviceKeys: w.deviceKeys.map((key: unknown) => {
          const k = (typeof key === 'object' && key !== null ? key : {}) as Record<string, unknown>;
          if (!isText(k.keyId) || !isText(k.publicKey) || !isText(k.expiresAt)) throw fail();
          return { keyId: k.keyId, publicKey: k.publicKey, expiresAt: k.expiresAt };
        }),
      };
    }),
  };
}

/**
 * The clock offset to keep: the one measured over the shorter round trip (an answer held up on a bad
 * line would skew it by up to half its delay), unless the kept one is older than KEEP_OFFSET_MS.
 */
export function betterOffset(
  previous: Pick<CachedScannerKeys, 'offsetMs' | 'rttMs' | 'offsetAt'> | null,
  measured: { offsetMs: number; rttMs: number; offsetAt: number },
): { offsetMs: number; rttMs: number; offsetAt: number } {
  if (!previous || previous.rttMs === undefined || previous.offsetAt === undefined) return measured;
  const recent = measured.offsetAt - previous.offsetAt < KEEP_OFFSET_MS && measured.offsetAt >= previous.offsetAt;
  return recent && previous.rttMs < measured.rttMs ? { offsetMs: previous.offsetMs, rttMs: previous.rttMs, offsetAt: previous.offsetAt } : measured;
}

/** Fetches fresh keys and the clock offset (measured at the middle of the round trip), and caches them. */
export async function refreshScannerKeys(owner: string, signal?: AbortSignal): Promise<CachedScannerKeys> {
  const sent = Date.now();
  const keys = parseScannerKeys(await api.get('qr/scanner-keys', signal ? { signal } : {}).json());
  const received = Date.now();
  const measured = { offsetMs: Date.parse(keys.serverTime) - (sent + received) / 2, rttMs: received - sent, offsetAt: received };
  const previous = await cachedScannerKeys(owner).catch(() => null);
  const cached: CachedScannerKeys = { keys, ...betterOffset(previous, measured), fetchedAt: received };
  if (store) await set(owner, cached, store);
  return cached;
}

export async function cachedScannerKeys(owner: string): Promise<CachedScannerKeys | null> {
  if (!store) return null;
  const value = (await get(owner, store)) as CachedScannerKeys | undefined;
  return value && typeof value.offsetMs === 'number' ? { ...value, keys: parseScannerKeys(value.keys) } : null;
}
