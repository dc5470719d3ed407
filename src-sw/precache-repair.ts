/**
 * A shell the browser has wiped is fetched again. Browsers may evict Cache Storage under storage
 * pressure while the worker stays registered; Workbox then serves the missing files from the
 * network but never stores them again, so the app would no longer open offline. When the page asks
 * (on start and when it comes back to the foreground, see src/domain/personal-data/offline-stores.ts), every
 * precache entry that is missing is downloaded and stored under its revisioned key.
 */
import { cacheNames } from 'workbox-core';
import { getCacheKeyForURL, type PrecacheEntry } from 'workbox-precaching';

let running: Promise<number> | null = null;

/** Downloads the missing entries; resolves with how many were stored again. */
export function repairPrecache(manifest: readonly (PrecacheEntry | string)[]): Promise<number> {
  running ??= repair(manifest).finally(() => {
    running = null;
  });
  return running;
}

async function repair(manifest: readonly (PrecacheEntry | string)[]): Promise<number> {
  const cache = await caches.open(cacheNames.precache);
  let stored = 0;
  // One at a time: on one bar of signal the page's own calls come first.
  for (const entry of manifest) {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, location.href).href;
    const cacheKey = getCacheKeyForURL(url);
    if (!cacheKey || (await cache.match(cacheKey))) continue;
    const response = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`precache repair: ${url} answered ${String(response.status)}`);
    await cache.put(cacheKey, response);
    stored += 1;
  }
  return stored;
}
