/**
 * When a screen is drawn, without a fixed wait: no request of the page open and nothing hidden by a
 * suspended screen, over two rounds of two animation frames. Playwright's `networkidle` waits half a
 * second of quiet after a load, and knows nothing of a screen opened inside the app.
 */
import type { Page, Request } from '@playwright/test';

const OPEN = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's open requests (the app's calls, chunks, fonts, images): call it before the page loads anything to wait for. */
export function trackRequests(page: Page): void {
  if (OPEN.has(page)) return;
  const open = new Set<Request>();
  OPEN.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Two animation frames: the page has laid out and painted what it has. */
export function twoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until the screen has its answers and has drawn them (a call made after an answer starts
 * within a frame, so two calm rounds in a row are asked for). The page must be tracked
 * (`trackRequests`) from before its load.
 */
export async function drawn(page: Page): Promise<void> {
  const open = OPEN.get(page);
  if (!open) throw new Error('drawn(page) needs trackRequests(page) before the page loads');
  for (let calm = 0; calm < 2; ) {
    await twoFrames(page);
    // React hides a suspended screen's old content with `display: none !important`.
    const suspended = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#root [style]')].some((element) => element.style.getPropertyPriority('display') === 'important'));
    calm = open.size === 0 && !suspended ? calm + 1 : 0;
  }
}

/**
 * Opens a screen inside the running app, as a link would, through the router the app made (TanStack
 * Router keeps it at `self.__TSR_ROUTER__`); the promise settles once the navigation's guards, chunk
 * and loaders have. Cheaper than loading the whole app again from the address.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (href) => {
    const router = (self as unknown as { __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__;
    if (!router) throw new Error('the app has no router');
    await router.navigate({ href });
  }, path);
}
