/**
 * A deploy replaces the hashed chunks; a page of the previous version then asks for a chunk that is
 * gone (no service worker yet, or its update already removed the old files). Instead of a blank
 * screen the page loads again, which brings the new version, at most once per version (a
 * sessionStorage mark), so a chunk that is really broken cannot loop: the router's error view then
 * explains and offers a reload.
 * Nothing reloads in the middle of a task: a chunk loaded in the background (the offline support)
 * only marks the page as stale, and the next change of screen is a full page load of that screen
 * (a screen whose own chunk is missing reloads at once from the router's error view,
 * features/errors/route-error.tsx, since that screen could not show anyway). A chunk that failed because the server is out of reach is not missing: the page
 * stays (a reload would trade a working screen, say the gate's scanner, for the browser's offline
 * page).
 */
import { APP_BUILD } from './app-version';

/** Also written by the first screens' boot script (vite.config.ts, `withFirstScreenBoot`). */
const MARK = 'wfm-missing-chunk-reload';

/** The messages Chromium, Firefox and Safari give for a dynamic import that failed to load. */
export function isMissingChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message);
}

/** Reloads (or loads `href`) unless this version already did; true when it does. */
export function reloadOnceForThisVersion(href?: string): boolean {
  try {
    if (sessionStorage.getItem(MARK) === APP_BUILD) return false;
    sessionStorage.setItem(MARK, APP_BUILD);
  } catch {
    return false; // no sessionStorage: no loop guard, so no automatic reload
  }
  if (href === undefined) window.location.reload();
  else window.location.assign(href);
  return true;
}

/**
 * Whether the server answers at all: a HEAD request past the HTTP cache (the service worker answers
 * GET requests only, so it cannot answer this one from its cache).
 */
export async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch('/', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads a chunk a screen needs for what the person is doing now (the logins' calls, loaded at the
 * first touch of the form): one a deploy removed loads the page again into the new version, once per
 * version, after `beforeReload` (which keeps what the screen should come back with). The error still
 * goes to the caller, as for any failed load.
 */
export async function importOrReload<T>(load: () => Promise<T>, beforeReload: () => void = () => undefined): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isMissingChunkError(error) && (await serverReachable())) {
      beforeReload();
      reloadOnceForThisVersion();
    }
    throw error;
  }
}

let stale = false;

/** True once a chunk of this version was found missing: the next screen should be a full page load. */
export function isVersionStale(): boolean {
  return stale;
}

/**
 * Vite reports every failed dynamic import (and CSS preload) with `vite:preloadError`; the error
 * still goes on to its caller. `onNextScreen` is given the function to call when the user goes to
 * another screen (main.tsx wires it to the router).
 */
export function recoverFromMissingChunks(onNextScreen: (leave: (href: string) => void) => void): void {
  window.addEventListener('vite:preloadError', () => {
    void serverReachable().then((reachable) => {
      if (reachable) stale = true;
    });
  });
  onNextScreen((href) => {
    if (stale) reloadOnceForThisVersion(href);
  });
}
