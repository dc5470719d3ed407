/**
 * Registers the service worker (src-sw/sw.ts) from code, never from an inline script (CSP), and
 * announces updates (ARCHITECTURE §4).
 *
 * - Called a few seconds after the first screen (src/main.tsx, src/offline-start.ts): installing the
 *   worker precaches the whole shell, which on one bar of signal would compete with the first
 *   screen's own calls.
 * - The browser looks for a new worker on each start; a page left open (a worker's phone all day)
 *   also looks every hour, when it comes back to the foreground and when the network returns.
 * - A new version waits until the user agrees (update-state.ts, the update prompt): nothing reloads
 *   in the middle of a task. When another tab accepted it, this tab is told and reloads when asked.
 */
import { setUpdateState, updateAccepted } from './update-state';

const CHECK_INTERVAL_MS = 60 * 60 * 1000;

function announce(worker: ServiceWorker): void {
  setUpdateState('ready', worker);
}

function watch(registration: ServiceWorkerRegistration): void {
  // Only an update waits: the very first install has no page-controlling worker to replace.
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
    });
  });
  const check = () => {
    registration.update().catch(() => undefined); // offline: the next check will do
  };
  setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (updateAccepted()) {
      window.location.reload();
      return;
    }
    // The first install takes the page (nothing to announce); later a version accepted elsewhere.
    if (controlled) setUpdateState('applied');
    controlled = true;
  });
  container.register('/sw.js', { scope: '/' }).then(watch, (error: unknown) => {
    console.error('service worker registration failed', error);
  });
}

/** Runs `task` once a service worker controls this page (now, or when one takes it). */
export function whenControlled(task: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) {
    task();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', task, { once: true });
}
