/**
 * Keeps the admin's scan outbox moving (ADR 007): sends it when the app starts, when the connection
 * comes back, every 30 s while the app is open, and when the service worker's Background Sync asks;
 * and gives the screens its pending count and the items the server refused.
 */
import { useEffect, useState } from 'react';
import { PAGE_MESSAGES, SCAN_OUTBOX_SYNC_TAG } from '@/platform/pwa/offline-data';
import { submitScan } from './scan-api';
import { abortSending, flush, outboxItems, subscribeOutbox, type OutboxItem } from './scan-outbox';

const RETRY_MS = 30_000;

/** Every scan carries its time; the server uses it only when the scan arrives late (ADR 007). */
function sendItem(item: OutboxItem, signal: AbortSignal) {
  return submitScan(item.payload, { idempotencyKey: item.key, scannedAt: item.scannedAt }, signal);
}

export function flushOutbox(owner: string): Promise<void> {
  return flush(owner, sendItem);
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
    const reload = () => {
      void outboxItems(owner).then((list) => {
        if (active) setItems({ owner, list });
      });
    };
    const send = () => {
      if (navigator.onLine) void flushOutbox(owner).catch(() => undefined);
    };
    reload();
    send();
    const unsubscribe = subscribeOutbox((event) => {
      if (event.kind === 'changed') reload();
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
