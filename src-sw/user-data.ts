/**
 * The per-user runtime cache (docs/spec-notes.md, Offline): the last answer of each offline-readable GET
 * (src/platform/pwa/offline-data.ts) kept in the cache of the person whose bearer the call carried,
 * network first with a short timeout, the cache as fallback. What was never fetched is never
 * answered from here: the page gets the network error and says so.
 *
 * - Whose data: the `sub` and `role` claims of the call's bearer (unverified; the server checks the
 *   token on every call that reaches it). A call without a bearer is passed through untouched.
 * - Cache keys are the bare URL: the Authorization header (the token) is never stored.
 * - Stored copies are stamped with CACHED_AT_HEADER; the page reads it to show "data as of HH:MM".
 * - Logout purges: answers still on their way when the purge happened are not stored afterwards.
 * - A stored copy shown because the network was too slow, whose late answer then refreshed the cache,
 *   is followed by a message to the open pages (PAGE_MESSAGES.freshData): the screen loads again and
 *   shows the fresh answer instead of keeping "data as of" while the phone is online.
 */
import { NetworkFirst } from 'workbox-strategies';
import { registerRoute } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types';
import { isOfflineReadable, KEPT_STATUSES, PAGE_MESSAGES, PERSONAL_CACHE_PREFIX, personalCacheName, stampedCopy } from '../src/platform/pwa/offline-data';
import { bearerOf, tokenOwner } from '../src/platform/session/token-claims';

/**
 * How long the network gets before the stored copy is shown. Long enough for one bar of signal to
 * answer a small JSON call, short enough that a worker at the gate is not left looking at a spinner;
 * the network answer, when it comes, still refreshes the cache for the next time.
 */
const NETWORK_TIMEOUT_SECONDS = 4;

/** The worker's scope, once the route is registered: for the pages to tell. */
let worker: ServiceWorkerGlobalScope | null = null;

/** Bumped by every purge; an answer whose call started before the purge is not stored. */
let purgeGeneration = 0;

const personalDataPlugin: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = purgeGeneration;
  },
  cacheKeyWillBeUsed: async ({ request }) => request.url,
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (cachedResponse && state) state.shownStored = true;
    return cachedResponse;
  },
  cacheDidUpdate: async ({ request, state }) => {
    // Only when the page was given the stored copy: a fresh answer it already has needs no message.
    if (state?.shownStored !== true || state.generation !== purgeGeneration) return;
    const pages = (await worker?.clients.matchAll({ type: 'window' })) ?? [];
    // The path only: what changed, never whose data or the data itself.
    for (const page of pages) page.postMessage({ type: PAGE_MESSAGES.freshData, path: new URL(request.url).pathname });
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (!KEPT_STATUSES.has(response.status) || state?.generation !== purgeGeneration) return null;
    return stampedCopy(response, Date.now());
  },
};

const strategies = new Map<string, NetworkFirst>();

function strategyFor(cacheName: string): NetworkFirst {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [personalDataPlugin],
      // The same week in another language is the same data.
      matchOptions: { ignoreVary: true },
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

export function registerPersonalDataRoute(scope: ServiceWorkerGlobalScope): void {
  worker = scope;
  registerRoute(
    ({ request, url }) => request.method === 'GET' && url.origin === scope.location.origin && isOfflineReadable(url.pathname),
    async ({ request, event }) => {
      const owner = tokenOwner(bearerOf(request));
      if (!owner) return fetch(request);
      return strategyFor(personalCacheName(owner)).handle({ request, event });
    },
  );
}

/** Deletes every person's cache; answers on their way are not stored afterwards. */
export async function purgePersonalData(): Promise<void> {
  purgeGeneration += 1;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
