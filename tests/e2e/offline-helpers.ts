/**
 * Helpers of the offline specs: a network cut that covers the service worker too, and waits for the
 * worker to control the page and to have filled the person's offline store.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Cuts the network of the pages and of the service worker: the browser's offline mode, and every
 * request that still reaches the network (the worker's own fetches included) aborted as a lost
 * connection would be.
 */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** Waits until a service worker controls the page (it registers a few seconds after the first screen). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

/** Names of the Cache Storage caches holding someone's data. */
export function personalCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('wfm-data:')));
}

/** Waits until the logged-in worker's offline store is filled (the marker the app writes after filling it). */
export async function waitForOfflineStore(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            if (name.startsWith('wfm-data:user:') && (await (await caches.open(name)).match('/__wfm/offline-data-filled'))) return true;
          }
          return false;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Waits until the Q&A draft on the phone holds `title` (the form saves it to IndexedDB `wfm-drafts` /
 * `qna` as the worker types, src/features/qna/draft-store.ts): a reload after this keeps it.
 */
export async function waitForDraftSaved(page: Page, title: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const open = indexedDB.open('wfm-drafts');
            open.onerror = () => resolve([]);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('qna')) return resolve([]);
              const all = db.transaction('qna').objectStore('qna').getAll();
              all.onsuccess = () => resolve((all.result as { title?: string }[]).map((draft) => draft.title ?? ''));
              all.onerror = () => resolve([]);
            };
          }),
      ),
    )
    .toContain(title);
}
