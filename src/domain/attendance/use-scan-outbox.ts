/**
 * Keeps the admin's scan outbox (and the records without a phone queued in it) moving (ADR 007): sends it when the app starts, when the connection
 * comes back, every 30 s while the app is open, and when the service worker's Background Sync asks;
 * and gives the screens its pending count and the items the server refused.
 */
import { useEffect, useState } from 'react';
import { PAGE_MESSAGES, SCAN_OUTBOX_SYNC_TAG } from '@/platform/pwa/offline-data';
import { recordBySite, submitScan } from './scan-api';
import { abortSending, flush, outboxItems, subscribeOutbox, type OutboxItem, type SendOutcome } from './scan-outbox';

const RETRY_MS = 30_000;

/** Every item carries its time; the server uses it only when the item arrives late (ADR 007). */
function sendItem(item: OutboxItem, signal: AbortSignal) {
  if (item.kind === 'siteRecord') {
    return recordBySite({ userId: item.userId, eventType: item.eventType, reason: item.reason, idempotencyKey: item.key, recordedAt: item.scannedAt }, signal);
  }
  return submitScan(item.payload, { idempotencyKey: item.key, scannedAt: item.scannedAt }, signal);
}

export function flushOutbox(owner: string): Promise<void> {
  return flush(owner, sendItem);
}

/**
 * Sends the owner's queue now and waits up to `ms` for the answer to the item `key`: what the server
 * said, or null (no answer yet: the item stays queued and is sent again later).
 */
export function answerFor(owner: string, key: string, ms: number): Promise<Exclude<SendOutcome, { kind: 'later' }> | null> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => finish(null), ms);
    const unsubscribe = subscribeOutbox((event) => {
      if (event.kind === 'settled' && event.item.key === key) finish(event.outcome);
    });
    function finish(outcome: Exclude<SendOutcome, { kind: 'later' }> | null) {
      window.clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    }
    void flushOutbox(owner).then(
      () => window.setTimeout(() => finish(null), 0),
      () => finish(null),
    );
  });
}

/** Asks the browser to wake the app's service worker when the network is back (where it can). */
export function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(SCAN_OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

interface OutboxState {
  pending: OutboxItem[];
  refused: OutboxItem[];
}

export function useScanOutbox(owner: string | null): OutboxState {
  const [items, setItems] = useState<{ owner: string | null; list: OutboxItem[] }>({ owner: null, list: [] });

  useEffect(() => {
    if (!owner) return;
    let active = true;
    /** Counts the reads and settled items: a read begun before the latest of them is stale. */
    let generation = 0;
    const reload = () => {
      const read = ++generation;
      void outboxItems(owner).then((list) => {
        if (active && read === generation) setItems({ owner, list });
      });
    };
    const send = () => {
      if (navigator.onLine) void flushOutbox(owner).catch(() => undefined);
    };
    reload();
    send();
    const unsubscribe = subscribeOutbox((event) => {
      if (event.kind === 'changed') return reload();
      // A settled item leaves the pending list at once, in the same render as its answer on screen,
      // not after the next read of IndexedDB.
      generation++;
      const { key } = event.item;
      setItems((previous) => ({ owner: previous.owner, list: previous.list.flatMap((item) => (item.key !== key ? [item] : event.kept ? [event.kept] : [])) }));
    });
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PAGE_MESSAGES.flushScanOutbox) send();
    };
    window.addEventListener('online', send);
    // A request in flight when the connection drops may hang: give it up, it is sent again later.
    window.addEventListener('offline', abortSending);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('online', send);
      window.removeEventListener('offline', abortSending);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [owner]);

  const list = items.owner === owner ? items.list : [];
  return { pending: list.filter((item) => item.status === 'pending'), refused: list.filter((item) => item.status === 'refused') };
}
