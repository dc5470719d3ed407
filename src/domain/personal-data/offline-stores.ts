/**
 * Keeps the data stored for offline use whole and owned by the person logged in (docs/spec-notes.md, Offline):
 *
 * - Change of user: when someone other than the last owner logs in on this phone, what the last
 *   owner left (a session that ended without logout) is deleted, keeping only the new owner's.
 * - Persistence: `navigator.storage.persist()` is asked for once a worker or admin uses the app, so
 *   the browser does not evict the offline data under storage pressure where it agrees.
 * - Wiped stores: browsers may still wipe Cache Storage. On start, when the app comes back to the
 *   foreground, when the network returns and when someone logs in, the page asks the worker to fetch
 *   again any part of the shell that is gone (for staff, with the staff's part: decision 100), and looks for the marker it writes into the person's cache after filling
 *   it: no marker (first use, or wiped) means `refill` runs (it loads the data a worker needs on a
 *   site without signal, which the worker stores) and the marker is written once it succeeded.
 *   A worker who must change the password first gets 403 for every data call (docs/spec-notes.md §4): the store
 *   waits until the change is done and the worker logs in again (issue 17 item 11).
 */
import { sessionKind, subscribeSession } from '@/platform/session/session-store';
import { currentOwner } from '@/platform/session/current-user';
import { personalCacheName, SW_MESSAGES } from '@/platform/pwa/offline-data';
import { quietly } from '@/platform/pwa/data-freshness';
import { DATA_OWNER_KEY, deletePersonalData } from './personal-data';
import { whenControlled } from '@/platform/pwa/register-service-worker';

/** A same-origin URL no route answers; only ever read from the person's cache. */
const FILLED_MARKER = '/__wfm/offline-data-filled';

async function checkOwner(): Promise<void> {
  const owner = currentOwner();
  if (!owner) return;
  const cacheName = personalCacheName(owner);
  if (localStorage.getItem(DATA_OWNER_KEY) === cacheName) return;
  localStorage.setItem(DATA_OWNER_KEY, cacheName);
  await deletePersonalData({ cacheName, subject: owner.subject });
}

let persistAsked = false;

async function askPersistence(): Promise<void> {
  if (persistAsked || typeof navigator.storage?.persist !== 'function') return;
  persistAsked = true;
  if (typeof navigator.storage.persisted === 'function' && (await navigator.storage.persisted())) return;
  const granted = await navigator.storage.persist();
  console.info(`offline data: persistent storage ${granted ? 'granted' : 'not granted (the browser may evict it)'}`);
}

/** The shell whole again; with an admin or the payroll office logged in, their part of the app too (decision 100). */
function repairShell(): void {
  navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.repairPrecache, staff: currentOwner()?.role === 'admin' });
}

let refilling: Promise<void> | null = null;

async function refillIfWiped(refill: () => Promise<void>): Promise<void> {
  const owner = currentOwner();
  // Only workers' data is kept for offline reading (admins' comes with the scan outbox), and only
  // once the server answers their data calls.
  if (!owner || owner.role !== 'user' || sessionKind() !== 'user' || typeof caches === 'undefined') return;
  const cacheName = personalCacheName(owner);
  const cache = await caches.open(cacheName);
  if (await cache.match(FILLED_MARKER)) return;
  await quietly(refill);
  // Logged out or someone else meanwhile: their data is not ours to mark.
  if (currentOwner()?.subject !== owner.subject) return;
  await cache.put(FILLED_MARKER, new Response(String(Date.now())));
}

function checkOfflineStores(refill: () => Promise<void>): void {
  if (!navigator.onLine || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  repairShell();
  if (!currentOwner()) return;
  void askPersistence().catch(() => undefined);
  refilling ??= refillIfWiped(refill)
    .catch((error: unknown) => {
      console.info('offline data: filling the store failed; trying again later', error);
    })
    .finally(() => {
      refilling = null;
    });
}

/**
 * Starts the watch. `refill` loads (through the API client, so the worker stores the answers) what
 * a worker needs offline; it rejects when it could not load it all.
 */
export function watchOfflineStores(refill: () => Promise<void>): void {
  const check = () => {
    checkOwner()
      .catch((error: unknown) => {
        console.error('offline data: clearing the previous user\'s data failed', error);
      })
      .finally(() => checkOfflineStores(refill));
  };
  check();
  subscribeSession(check);
  whenControlled(check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}
