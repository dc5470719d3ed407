/**
 * The gate's own scans on this phone (decision 077), so the roster can count on from its last copy
 * while the connection is down: every scan the scanner accepted or saved, by the worker's short id,
 * its event and its time (the server's clock as this phone estimates it). A scan the server later
 * refuses is taken out. Kept in IndexedDB (idb-keyval store `wfm-gate-log` / `scans`) under one key
 * per admin and site (`siteCode:adminId`, ending with the admin's subject as personal stores' keys
 * do: logout empties it), trimmed to the last day.
 */
import { createStore, get, update } from 'idb-keyval';
import * as v from 'valibot';
import { QR_EVENT_TYPES } from '#contract/api-contract.ts';
import { GATE_LOG_STORE } from '@/domain/personal-data/personal-stores';
import { parseStored } from '@/platform/stored/parse-stored';

const GateScanSchema = v.object({
  /** The scan's idempotency key (the outbox item's). */
  key: v.string(),
  workerShortId: v.string(),
  workerName: v.nullable(v.string()),
  eventType: v.picklist(QR_EVENT_TYPES),
  /** ISO 8601. */
  at: v.string(),
});
export type GateScan = v.InferOutput<typeof GateScanSchema>;

const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_SCANS = 3000;

const store = typeof indexedDB === 'undefined' ? undefined : createStore(GATE_LOG_STORE.database, GATE_LOG_STORE.store);
const keyOf = (owner: string) => `gate-log:${owner}`;

function parsed(value: unknown): GateScan[] {
  return parseStored(v.array(GateScanSchema), value) ?? [];
}

/** Adds a scan the gate accepted or saved. */
export async function noteGateScan(owner: string, scan: GateScan, now: number = Date.now()): Promise<void> {
  if (!store) return;
  await update(
    keyOf(owner),
    (value: unknown) => [...parsed(value).filter((kept) => kept.key !== scan.key && Date.parse(kept.at) > now - KEEP_MS), scan].slice(-MAX_SCANS),
    store,
  );
}

/** Takes out a scan the server refused. */
export async function dropGateScan(owner: string, key: string): Promise<void> {
  if (!store) return;
  await update(keyOf(owner), (value: unknown) => parsed(value).filter((kept) => kept.key !== key), store);
}

/** The owner's scans, oldest first. */
export async function gateScans(owner: string): Promise<GateScan[]> {
  if (!store) return [];
  return parsed(await get(keyOf(owner), store)).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
