/**
 * A screen that shows a stored copy (or could not load) while the phone may be online loads again
 * (useReloads, which useRemote follows): when the browser says the connection is back, when the
 * service worker says the answer it was too slow to give is now stored, and every 15 s while the
 * browser says online. A phone that got its signal back does not keep "data as of" on the screen.
 * Apart from data-freshness.ts, which the first screens load: only screens with data hooks need it.
 */
import { useSyncExternalStore } from 'react';
import { freshnessOf, viewKey } from './data-freshness';
import { PAGE_MESSAGES } from './offline-data';

/** How often a screen showing a stored copy tries again while the browser says online. */
const STALE_RETRY_MS = 15_000;

let reloads = 0;
const reloadListeners = new Set<() => void>();

/** Asks the screen's data hooks to load again when the view shown has a stored copy or a missing answer. */
function reloadStaleView(): void {
  const { asOf, missing } = freshnessOf(viewKey(history.state, location.pathname));
  if (asOf === null && !missing) return;
  reloads += 1;
  for (const listener of reloadListeners) listener();
}

function onWorkerMessage(event: MessageEvent): void {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PAGE_MESSAGES.freshData) reloadStaleView();
}

function retryWhileOnline(): void {
  if (navigator.onLine) reloadStaleView();
}

let retries: ReturnType<typeof setInterval> | undefined;
/** The service worker's side of the page listened to; absent where there are none (an insecure origin). */
let worker: ServiceWorkerContainer | undefined;

/** Listens while a screen has data hooks, and only then. */
function subscribeReloads(listener: () => void): () => void {
  if (reloadListeners.size === 0) {
    window.addEventListener('online', reloadStaleView);
    worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    worker?.addEventListener('message', onWorkerMessage);
    retries = setInterval(retryWhileOnline, STALE_RETRY_MS);
  }
  reloadListeners.add(listener);
  return () => {
    reloadListeners.delete(listener);
    if (reloadListeners.size > 0) return;
    window.removeEventListener('online', reloadStaleView);
    worker?.removeEventListener('message', onWorkerMessage);
    worker = undefined;
    clearInterval(retries);
  };
}

/** A count that grows each time the screen shown should load its data again (see the top). */
export function useReloads(): number {
  return useSyncExternalStore(subscribeReloads, () => reloads, () => reloads);
}
