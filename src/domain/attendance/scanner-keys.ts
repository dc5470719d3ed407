/**
 * What the scanner needs to check codes without the network, fetched while online and kept per admin
 * and site in IndexedDB (idb-keyval store `wfm-scan-keys` / `keys`, keyed `siteCode:adminId`): the server's public keys, the
 * site's workers with their device keys, and the offset between the server's clock and this phone's.
 */
import { createStore, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { parseStored } from '@/platform/stored/parse-stored';
import { ScannerKeysSchema } from '#contract/api-qr.ts';
import { SCANNER_KEYS_STORE } from '@/domain/personal-data/personal-stores';

const store = typeof indexedDB === 'undefined' ? undefined : createStore(SCANNER_KEYS_STORE.database, SCANNER_KEYS_STORE.store);

/** What is kept per admin and site in the store. */
const CachedScannerKeysSchema = v.object({
  keys: ScannerKeysSchema,
  /** server time − this phone's time, in ms, measured over the round trip `rttMs`. */
  offsetMs: v.number(),
  /** The round trip the offset was measured over: half of it bounds the offset's error. */
  rttMs: v.optional(v.number()),
  /** This phone's time when the offset was measured. */
  offsetAt: v.optional(v.number()),
  fetchedAt: v.number(),
});
export type CachedScannerKeys = v.InferOutput<typeof CachedScannerKeysSchema>;

/** A measured offset is kept over a worse-measured new one (slower round trip) for this long. */
const KEEP_OFFSET_MS = 10 * 60 * 1000;

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
  const keys = await parseAnswer(ScannerKeysSchema, api.get('qr/scanner-keys', signal ? { signal } : {}));
  const received = Date.now();
  const measured = { offsetMs: Date.parse(keys.serverTime) - (sent + received) / 2, rttMs: received - sent, offsetAt: received };
  const previous = await cachedScannerKeys(owner).catch(() => null);
  const cached: CachedScannerKeys = { keys, ...betterOffset(previous, measured), fetchedAt: received };
  if (store) await set(owner, cached, store);
  return cached;
}

export async function cachedScannerKeys(owner: string): Promise<CachedScannerKeys | null> {
  if (!store) return null;
  return parseStored(CachedScannerKeysSchema, await get(owner, store));
}
