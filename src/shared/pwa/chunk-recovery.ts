/**
 * A deploy replaces the hashed chunks; a page of the previous version that has not loaded a screen
 * yet then asks for a chunk that is gone (no service worker yet, or its update already removed
 * the old files). Instead of a blank screen the page reloads, which brings the new version, at most
 * once per version (a sessionStorage mark), so a chunk that is really broken cannot loop: the
 * router's error view then explains and offers a reload.
 */
import { APP_BUILD } from './app-version';

const MARK = 'wfm-missing-chunk-reload';

/** The messages Chromium, Firefox and Safari give for a dynamic import that failed to load. */
export function isMissingChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message);
}

/** Reloads unless this version already did; true when it reloads. */
export function reloadOnceForThisVersion(): boolean {
  try {
    if (sessionStorage.getItem(MARK) === APP_BUILD) return false;
    sessionStorage.setItem(MARK, APP_BUILD);
  } catch {
    return false; // no sessionStorage: no loop guard, so no automatic reload
  }
  window.location.reload();
  return true;
}

/** Vite reports every failed dynamic import (and CSS preload) with `vite:preloadError`. */
export function recoverFromMissingChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    // The error still goes on to its caller: if this version already reloaded, the error view shows.
    reloadOnceForThisVersion();
  });
}
