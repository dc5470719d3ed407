/**
 * Every place this app keeps a person's data on the phone, so that logout (online or offline) and a
 * change of user empty them (docs/spec-notes.md, Offline):
 * - the service worker's per-user caches (`wfm-data:<role>:<subject>`, see offline-data.ts);
 * - the IndexedDB stores in PERSONAL_STORES (personal-stores.ts), whose keys end with `:<subject>` of
 *   their owner;
 * - this device's push subscription (src/domain/notifications/push.ts).
 * Loaded by the offline start and at logout, not by the screens that keep the data: they name their
 * stores and report their work waiting to be sent from personal-stores.ts alone.
 */
import { clear, createStore, del, keys } from 'idb-keyval';
import { PERSONAL_CACHE_PREFIX, personalCacheName, SW_MESSAGES } from '@/platform/pwa/offline-data';
import type { TokenOwner } from '@/platform/session/token-claims';
import { DEVICE_KEY_STORE, PERSONAL_STORES, QNA_DRAFT_STORE, type PersonalStore } from './personal-stores';

/**
 * Whose data the offline stores hold (offline-stores.ts): the cache name, which names the subject.
 * A logout forgets it too (issue 31): the next person on the phone learns nothing of the last.
 */
export const DATA_OWNER_KEY = 'wfm-data-owner';

/**
 * Deletes personal data. `keep` (a cache name from personalCacheName and the owner's subject) spares
 * the data of the person now logged in, for a change of user; without it everything goes, and the
 * service worker drops answers still on their way into a cache.
 */
export async function deletePersonalData(keep?: { cacheName: string; subject: string }): Promise<void> {
  if (!keep) localStorage.removeItem(DATA_OWNER_KEY);
  await Promise.all([
    deleteCaches(keep?.cacheName),
    ...PERSONAL_STORES.map((store) => emptyStore(store, keep?.subject)),
    keep ? null : tellServiceWorker(),
    // The device's notifications were the person's who logged out (decision 065). Loaded here, not
    // with this module: the offline start loads this module on every screen.
    keep ? null : import('@/domain/notifications/push').then((push) => push.endPushSubscription()),
  ]);
}

/**
 * A worker's own stores (never an admin's outbox or scanner keys, whose owners are other subjects).
 * The correction outbox stays: its requests waiting to be sent are why logout was refused, and they
 * go once the same worker logs in again (another person's login deletes them, offline-stores.ts).
 */
const WORKER_STORES: readonly PersonalStore[] = [QNA_DRAFT_STORE, DEVICE_KEY_STORE];

/**
 * Deletes one worker's data only: their offline cache and their entries in the worker stores. For a
 * worker whose account ended while an admin's work waits on the same phone (logoutEndedAccount).
 */
export async function deleteWorkerData(owner: TokenOwner): Promise<void> {
  const suffix = `:${owner.subject}`;
  await Promise.all([
    typeof caches === 'undefined' ? null : caches.delete(personalCacheName(owner)),
    ...WORKER_STORES.map(async ({ database, store }) => {
      if (typeof indexedDB === 'undefined') return;
      const handle = createStore(database, store);
      const all = await keys(handle);
      await Promise.all(all.filter((key) => String(key).endsWith(suffix)).map((key) => del(key, handle)));
    }),
  ]);
}

async function deleteCaches(keepName: string | undefined): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX) && name !== keepName).map((name) => caches.delete(name)));
}

async function emptyStore({ database, store }: PersonalStore, keepSubject: string | undefined): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const handle = createStore(database, store);
  if (keepSubject === undefined) {
    await clear(handle);
    return;
  }
  const suffix = `:${keepSubject}`;
  const all = await keys(handle);
  await Promise.all(all.filter((key) => !String(key).endsWith(suffix)).map((key) => del(key, handle)));
}

/** The worker deletes the caches too and refuses late writes; no worker, nothing more to do. */
async function tellServiceWorker(): Promise<void> {
  const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 2000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: SW_MESSAGES.purgePersonalData }, [channel.port2]);
  });
}
