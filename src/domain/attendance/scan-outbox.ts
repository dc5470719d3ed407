/**
 * The admin's scan outbox (ADR 007), in IndexedDB (idb-keyval store `wfm-scan-outbox` / `items`):
 * every scan is queued with an idempotency key and the time of the scan before it is sent, so a
 * reload, a dead connection or an answer lost after the server committed never loses or doubles a
 * scan. `flush` sends the owner's pending items oldest first, one at a time, under a Web Lock shared
 * by every tab; the server answers a repeated key with the event it already recorded.
 * Items belong to one admin at one site (`owner`); a refused item stays, with its reason, until the
 * admin dismisses it.
 */
import { createStore, del, entries, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { isNetworkError, readApiError } from '@/platform/api/client';
import { parseStored } from '@/platform/stored/parse-stored';
import { API_ERROR_CODES, QR_EVENT_TYPES, QR_SEQUENCE_RULES, type ApiErrorCode, type QrSequenceRule } from '#contract/api-contract.ts';
import type { QrScannedEvent } from '#contract/api-qr.ts';
import { registerPendingSource, SCAN_OUTBOX_STORE } from '@/domain/personal-data/personal-data';
import { currentAdminSite } from '@/platform/session/current-user';

const store = typeof indexedDB === 'undefined' ? undefined : createStore(SCAN_OUTBOX_STORE.database, SCAN_OUTBOX_STORE.store);

/** The IndexedDB key: ends with the owner's subject, as personal stores' keys do (logout empties them). */
function storeKey(item: Pick<OutboxItem, 'key' | 'owner'>): string {
  return `${item.key}:${item.owner}`;
}
const LOCK = 'wfm-scan-outbox';

const sequenceRule = v.picklist(QR_SEQUENCE_RULES);

const OutboxItemSchema = v.object({
  /** The idempotency key, made when the scan was queued. */
  key: v.string(),
  /** `adminId:siteCode`. */
  owner: v.string(),
  payload: v.string(),
  /** The code's id (from the payload), to tell a second scan of the same code on this phone. */
  codeId: v.string(),
  /** The scan's time by the server's clock as this phone estimated it, ISO 8601. */
  scannedAt: v.string(),
  /** This phone's clock when queued, for ordering. */
  queuedAt: v.number(),
  /** What the phone knew of the code when it was scanned. */
  eventType: v.picklist(QR_EVENT_TYPES),
  workerName: v.nullable(v.string()),
  status: v.picklist(['pending', 'refused']),
  refusal: v.optional(v.object({ code: v.picklist(API_ERROR_CODES), sequence: v.optional(sequenceRule) })),
});
export type OutboxItem = v.InferOutput<typeof OutboxItemSchema>;

export type SendOutcome =
  | { kind: 'sent'; event: QrScannedEvent }
  | { kind: 'refused'; code: ApiErrorCode; sequence?: QrSequenceRule }
  /** No answer, or a server in trouble: keep the item and try later. */
  | { kind: 'later' };

export type OutboxEvent = { kind: 'changed' } | { kind: 'settled'; item: OutboxItem; outcome: Exclude<SendOutcome, { kind: 'later' }> };

const listeners = new Set<(event: OutboxEvent) => void>();

export function subscribeOutbox(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

export async function outboxItems(owner: string): Promise<OutboxItem[]> {
  if (!store) return [];
  // An item that no longer reads as one (an older app's) is left alone.
  const items = (await entries(store)).flatMap(([, value]) => {
    const item = parseStored(OutboxItemSchema, value);
    return item?.owner === owner ? [item] : [];
  });
  return items.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function enqueue(item: OutboxItem): Promise<void> {
  if (!store) throw new Error('IndexedDB is not available');
  await set(storeKey(item), item, store);
  emit({ kind: 'changed' });
}

export async function dismiss(item: OutboxItem): Promise<void> {
  if (!store) return;
  await del(storeKey(item), store);
  emit({ kind: 'changed' });
}

/** Sends one item; `signal` aborts it (the connection went away). */
export type Sender = (item: OutboxItem, signal: AbortSignal) => Promise<QrScannedEvent>;

/** The send in progress in this tab, to abort when the browser says the connection is gone. */
let current: AbortController | null = null;

/** Gives up the send in progress (it is repeated later with the same key, so nothing is lost or doubled). */
export function abortSending(): void {
  current?.abort();
}

async function outcomeOf(item: OutboxItem, send: Sender): Promise<SendOutcome> {
  const controller = new AbortController();
  current = controller;
  try {
    return { kind: 'sent', event: await send(item, controller.signal) };
  } catch (error) {
    if (isNetworkError(error) || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))) return { kind: 'later' };
    const body = await readApiError(error);
    if (!body || body.code === 'INTERNAL' || body.code === 'TOO_MANY_ATTEMPTS' || body.code === 'UNAUTHORIZED' || body.code === 'TOKEN_EXPIRED') {
      return { kind: 'later' };
    }
    const sequence = body.fields?.sequence;
    return { kind: 'refused', code: body.code, ...(v.is(sequenceRule, sequence) ? { sequence } : {}) };
  } finally {
    if (current === controller) current = null;
  }
}

/** True while this tab is sending the outbox. */
export function isFlushing(): boolean {
  return running !== null;
}

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts (https, localhost); elsewhere one tab's flush is unguarded.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | null | undefined);
  return locks ? locks.request(LOCK, run) : run();
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the owner's pending items, oldest first, until one gets no answer (the rest wait for the next
 * try). A call while a flush runs in this tab makes that flush go round once more before it ends:
 * for new items, and for the one whose try failed meanwhile.
 */
export function flush(owner: string, send: Sender): Promise<void> {
  again = true;
  running ??= withLock(async () => {
    const tried = new Set<string>();
    while (again) {
      again = false;
      for (const item of await outboxItems(owner)) {
        if (item.status !== 'pending' || tried.has(item.key) || !store) continue;
        tried.add(item.key);
        // Another tab may have sent it meanwhile.
        if (!(await get(storeKey(item), store))) continue;
        const outcome = await outcomeOf(item, send);
        if (outcome.kind === 'later') {
          // A call made while this try was failing ("Send now", the connection back) asks for a new
          // try, which may succeed: it is not lost with this one. Without one, the rest wait.
          if (!again) return;
          tried.delete(item.key);
          break;
        }
        if (outcome.kind === 'sent') await del(storeKey(item), store);
        else await set(storeKey(item), { ...item, status: 'refused', refusal: { code: outcome.code, ...(outcome.sequence ? { sequence: outcome.sequence } : {}) } }, store);
        emit({ kind: 'settled', item, outcome });
        emit({ kind: 'changed' });
        again = true;
      }
    }
  }).finally(() => {
    running = null;
  });
  return running;
}

/** Deletes everything of an owner (after the admin dismissed the refused items; never pending ones). */
export async function clearRefused(owner: string): Promise<void> {
  if (!store) return;
  for (const item of await outboxItems(owner)) if (item.status === 'refused') await del(storeKey(item), store);
  emit({ kind: 'changed' });
}

// Logout is refused while the admin's scans wait to be sent (ADR 007): registered as soon as any
// screen uses the outbox (the admin menu, where an admin's app starts, does).
registerPendingSource(async () => {
  const owner = currentAdminSite();
  return owner ? (await outboxItems(owner)).filter((item) => item.status === 'pending').length : 0;
});
