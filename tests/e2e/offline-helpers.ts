/**
 * Helpers of the offline specs: a network cut that covers the service worker too, and waits for the
 * worker to control the page and to have filled the person's offline store.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SW_MESSAGES } from '../../src/platform/pwa/offline-data.ts';

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
 * Asks the page's service worker to store again what is missing of the shell, as the app does on
 * start, and answers with its reply once that is done (`stored: 0`: nothing was missing).
 */
export function repairShell(page: Page): Promise<unknown> {
  return page.evaluate(
    (type) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type }, [channel.port2]);
      }),
    SW_MESSAGES.repairPrecache,
  );
}
