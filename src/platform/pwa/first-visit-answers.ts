/**
 * The first visit's answers, kept for offline reading before the service worker controls the page
 * (issue 35). On the very first visit the worker is installed while the first screens load, and takes
 * the page a few seconds later (clientsClaim): the answers of the screens opened meanwhile went past
 * it, so offline they said "not saved on this phone yet". The page keeps them itself, as the worker
 * would have: each offline-readable GET answered while no worker controls the page is put in the cache
 * of the person whose bearer the call carried (src/platform/pwa/offline-data.ts: the bare URL as the
 * key, stamped with when it was stored; never the token). Once a worker controls the page it keeps
 * them itself, and this does nothing.
 */
import { currentOwner } from '@/platform/session/current-user';
import { bearerOf, tokenOwner } from '@/platform/session/token-claims';
import { CACHED_AT_HEADER, isOfflineReadable, KEPT_STATUSES, personalCacheName, stampedCopy } from './offline-data';

/** Whether a service worker can keep answers here but none controls this page yet. */
function uncontrolled(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller === null;
}

/** Keeps `response` (not yet read: a copy is taken now) when the page answers it past the service worker. */
export function keepFirstVisitAnswer(request: Request, response: Response): void {
  if (request.method !== 'GET' || !uncontrolled() || !KEPT_STATUSES.has(response.status) || response.headers.has(CACHED_AT_HEADER)) return;
  if (!isOfflineReadable(new URL(request.url).pathname)) return;
  const owner = tokenOwner(bearerOf(request));
  if (!owner) return;
  const copy = response.clone();
  void (async () => {
    const stamped = await stampedCopy(copy, Date.now());
    // Logged out, or someone else, while it was on its way: it is not theirs to keep.
    if (currentOwner()?.subject !== owner.subject) return;
    await (await caches.open(personalCacheName(owner))).put(request.url, stamped);
  })().catch((error: unknown) => {
    console.info('offline data: a first-visit answer could not be kept', error);
  });
}
