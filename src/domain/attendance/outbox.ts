/**
 * An outbox in IndexedDB (idb-keyval): what a person wrote on the phone that must reach the server
 * exactly once, whatever the connection does (ADR 007). Each item carries an idempotency key made when
 * it was written, so a reload, a dead connection or an answer lost after the server committed never
 * loses or doubles it. `flush` sends one owner's pending items oldest first, one at a time, under a
 * Web Lock shared by every tab. A refusal (an answer the server will give again) is kept with the
 * item until its owner acts on it; no answer, or a server in trouble, leaves it pending for later.
 *
 * Items belong to one owner; their IndexedDB keys end with the owner's subject, as personal stores'
 * keys do (logout empties them: src/domain/personal-data/personal-data.ts). Two outboxes use this:
 * the admin's scans (scan-outbox.ts) and the worker's correction requests (correction-outbox.ts).
 */
import { createStore, del, entries, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { isNetworkError, readApiError } from '@/platform/api/client';
import { parseStored } from '@/platform/stored/parse-stored';
import type { PersonalStore } from '@/domain/personal-data/personal-stores';
import type { ApiErrorBody, ApiErrorCode } from '#contract/api-errors.ts';

/**
 * A refusal's code as an outbox keeps it on the phone. The server's answer was checked against the
 * API's codes when it came (readApiError); read back from the store, only the code's shape is: the
 * list of codes stays out of the screens that keep an outbox (the client loads it with the first
 * failed call, 0.7 KB gz), and a code that a later version of the app no longer has still reads, as
 * the server's trouble (the tables' INTERNAL text), instead of failing the whole item.
 */
export const StoredErrorCodeSchema = v.custom<ApiErrorCode>((value) => typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value));

interface OutboxItemBase {
  /** The idempotency key, made when the item was written. */
  key: string;
  /** Whose it is: ends with the owner's subject. */
  owner: string;
  /** This phone's clock when queued, for ordering. */
  queuedAt: number;
  /** Only `pending` items are sent; `refused` is what `refused` below makes; an outbox may keep others (a draft). */
  status: string;
}

export type Outcome<A> =
  | { kind: 'sent'; answer: A }
  | { kind: 'refused'; body: ApiErrorBody }
  /** No answer, or a server in trouble: keep the item and try later. */
  | { kind: 'later' };

export type Settled<A> = Exclude<Outcome<A>, { kind: 'later' }>;

/** `kept` is the item as the store keeps it after the answer: the refused item, or null once sent. */
export type OutboxEvent<I, A> = { kind: 'changed' } | { kind: 'settled'; item: I; outcome: Settled<A>; kept: I | null };

/** Sends one item; `signal` aborts it (the connection went away). */
export type Sender<I, A> = (item: I, signal: AbortSignal) => Promise<A>;

interface OutboxOptions<I extends OutboxItemBase> {
  store: PersonalStore;
  /** The Web Lock's name, shared by the tabs. */
  lock: string;
  schema: v.GenericSchema<unknown, I>;
  /** The item as kept once the server refused it. */
  refused: (item: I, body: ApiErrorBody) => I;
}

interface Outbox<I extends OutboxItemBase, A> {
  /** The owner's items, oldest first; a stored value that no longer reads as one (an older app's) is left alone. */
  items(owner: string): Promise<I[]>;
  /** Adds an item, or replaces the one with its key. */
  put(item: I): Promise<void>;
  remove(item: Pick<I, 'key' | 'owner'>): Promise<void>;
  subscribe(listener: (event: OutboxEvent<I, A>) => void): () => void;
  /**
   * Sends the owner's pending items, oldest first, until one gets no answer (the rest wait for the
   * next try). A call while a flush runs in this tab makes that flush go round once more before it
   * ends: for new items, and for the one whose try failed meanwhile.
   */
  flush(owner: string, send: Sender<I, A>): Promise<void>;
  /** Gives up the send in progress (it is repeated later with the same key, so nothing is lost or doubled). */
  abortSending(): void;
  /** True while this tab is sending. */
  isFlushing(): boolean;
}

/** A failed send: a refusal to keep, or no answer worth keeping (the network, a server in trouble, an expired login). */
async function outcomeOfError(error: unknown): Promise<Outcome<never>> {
  if (isNetworkError(error) || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))) return { kind: 'later' };
  const body = await readApiError(error);
  if (!body || body.code === 'INTERNAL' || body.code === 'TOO_MANY_ATTEMPTS' || body.code === 'UNAUTHORIZED' || body.code === 'TOKEN_EXPIRED') return { kind: 'later' };
  return { kind: 'refused', body };
}

async function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts (https, localhost); elsewhere one tab's flush is unguarded.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | null | undefined);
  return locks ? locks.request(name, run) : run();
}

export function createOutbox<I extends OutboxItemBase, A>(options: OutboxOptions<I>): Outbox<I, A> {
  const store = typeof indexedDB === 'undefined' ? undefined : createStore(options.store.database, options.store.store);
  const storeKey = (item: Pick<I, 'key' | 'owner'>) => `${item.key}:${item.owner}`;
  const listeners = new Set<(event: OutboxEvent<I, A>) => void>();
  const emit = (event: OutboxEvent<I, A>) => {
    for (const listener of listeners) listener(event);
  };
  /** The send in progress in this tab, to abort when the browser says the connection is gone. */
  let current: AbortController | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function items(owner: string): Promise<I[]> {
    if (!store) return [];
    const list = (await entries(store)).flatMap(([, value]) => {
      const item = parseStored(options.schema, value);
      return item?.owner === owner ? [item] : [];
    });
    return list.sort((a, b) => a.queuedAt - b.queuedAt);
  }

  async function outcomeOf(item: I, send: Sender<I, A>): Promise<Outcome<A>> {
    const controller = new AbortController();
    current = controller;
    try {
      return { kind: 'sent', answer: await send(item, controller.signal) };
    } catch (error) {
      return outcomeOfError(error);
    } finally {
      if (current === controller) current = null;
    }
  }

  return {
    items,
    async put(item) {
      if (!store) throw new Error('IndexedDB is not available');
      await set(storeKey(item), item, store);
      emit({ kind: 'changed' });
    },
    async remove(item) {
      if (!store) return;
      await del(storeKey(item), store);
      emit({ kind: 'changed' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    abortSending() {
      current?.abort();
    },
    isFlushing() {
      return running !== null;
    },
    flush(owner, send) {
      again = true;
      running ??= withLock(options.lock, async () => {
        const tried = new Set<string>();
        while (again) {
          again = false;
          for (const item of await items(owner)) {
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
            const kept = outcome.kind === 'sent' ? null : options.refused(item, outcome.body);
            if (kept) await set(storeKey(item), kept, store);
            else await del(storeKey(item), store);
            emit({ kind: 'settled', item, outcome, kept });
            emit({ kind: 'changed' });
            again = true;
          }
        }
      }).finally(() => {
        running = null;
      });
      return running;
    },
  };
}
