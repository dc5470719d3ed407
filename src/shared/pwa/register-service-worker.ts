/**
 * Registers the service worker (src-sw/sw.ts) from code, never from an inline script (CSP), and
 * announces updates (ARCHITECTURE §4).
 *
 * - Registration waits until the first screen is shown, a few seconds more and then an idle moment:
 *   installing the worker precaches the whole shell, which on one bar of signal would compete with
 *   the first screen's own calls.
 * - The browser looks for a new worker on each start; a page left open (a worker's phone all day)
 *   also looks every hour, when it comes back to the foreground and when the network returns.
 * - A new version waits until the user agrees (useUpdateState / applyUpdate): nothing reloads in the
 *   middle of a task. When another tab accepted it, this tab is told and reloads when asked.
 */
import { useSyncExternalStore } from 'react';
import { SW_MESSAGES } from './offline-data';

/** 'ready': a new version waits for the user's yes; 'applied': it runs already (accepted in another tab). */
export type UpdateState = 'none' | 'ready' | 'applied';

const CHECK_INTERVAL_MS = 60 * 60 * 1000;

let updateState: UpdateState = 'none';
let waitingWorker: ServiceWorker | null = null;
let acceptedHere = false;
const listeners = new Set<() => void>();

function setUpdateState(next: UpdateState): void {
  if (updateState === next) return;
  updateState = next;
  for (const listener of listeners) listener();
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateState,
    () => updateState,
  );
}

/** The user agreed: activate the waiting version; the page reloads once it controls the page. */
export function applyUpdate(): void {
  if (updateState === 'ready' && waitingWorker) {
    acceptedHere = true;
    waitingWorker.postMessage({ type: SW_MESSAGES.skipWaiting });
  } else {
    window.location.reload();
  }
}

function announce(worker: ServiceWorker): void {
  waitingWorker = worker;
  setUpdateState('ready');
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
    if (acceptedHere) {
      window.location.reload();
      return;
    }
    // The first install takes the page (nothing to announce); later a version accepted elsewhere.
    if (controlled) setUpdateState('applied');
    controlled = true;
  });
  const start = () => {
    container.register('/sw.js', { scope: '/' }).then(watch, (error: unknown) => {
      console.error('service worker registration failed', error);
    });
  };
  setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5000 });
    else start();
  }, 3000);
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
