/**
 * Registers the service worker (src-sw/sw.ts) with workbox-window's `Workbox`, from code, never from
 * an inline script (CSP), and announces updates (docs/spec-notes.md, Offline, decisions 031 and 052).
 *
 * - Called a few seconds after the first screen (src/main.tsx, src/offline-start.ts): installing the
 *   worker precaches the whole shell, which on one bar of signal would compete with the first
 *   screen's own calls. workbox-window comes with this chunk, so the first screen never loads it,
 *   and it registers at once (`immediate`) since the wait is already done here.
 * - The browser looks for a new worker on each start; a page left open (a worker's phone all day)
 *   also looks every hour, when it comes back to the foreground and when the network returns.
 * - A new version waits (workbox-window's `waiting`, also for one already waiting when the page
 *   opened) until the user agrees (update-state.ts, the update prompt): nothing reloads in the
 *   middle of a task. "Update now" sends SKIP_WAITING (`messageSkipWaiting`) and the page reloads
 *   once, when the new worker controls it (`controlling`). When another tab accepted it, this tab
 *   is told and reloads only when asked.
 * - A test harness that blocks service workers (Playwright's `serviceWorkers: 'block'`) puts a
 *   register() there that answers no registration; workbox-window then fails on the missing
 *   registration. That is no failure of the app, and is not logged as one.
 */
import { Workbox } from 'workbox-window';
import { setUpdateAction, setUpdateState } from './update-state';

const CHECK_INTERVAL_MS = 60 * 60 * 1000;
const SCRIPT_URL = '/sw.js';
const OPTIONS: RegistrationOptions = { scope: '/' };

/** After a failed registration: whether register() answers no registration at all (a stand-in, not the browser's own refusal). */
async function registersNothing(): Promise<boolean> {
  try {
    const answer: ServiceWorkerRegistration | undefined = await navigator.serviceWorker.register(SCRIPT_URL, OPTIONS);
    return answer === undefined;
  } catch {
    return false;
  }
}

function lookForUpdates(workbox: Workbox): void {
  const check = () => {
    workbox.update().catch(() => undefined); // offline: the next check will do
  };
  setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SCRIPT_URL, OPTIONS);
  let registration: ServiceWorkerRegistration | undefined;
  let accepted = false;
  let reloading = false;
  let controlled = navigator.serviceWorker.controller !== null;

  workbox.addEventListener('waiting', () => {
    // Only an update waits: the very first install has no page-controlling worker to replace.
    if (navigator.serviceWorker.controller) setUpdateState('ready');
  });
  workbox.addEventListener('controlling', () => {
    if (accepted) {
      // The version the user accepted in this tab: load it, once.
      if (!reloading) {
        reloading = true;
        window.location.reload();
      }
      return;
    }
    // The first install takes the page (nothing to announce); later a version accepted elsewhere.
    if (controlled) setUpdateState('applied');
    controlled = true;
  });
  setUpdateAction(() => {
    // The version announced, or a newer one that replaced it while the prompt was shown.
    if (registration?.waiting) {
      accepted = true;
      workbox.messageSkipWaiting();
    } else {
      window.location.reload();
    }
  });

  workbox.register({ immediate: true }).then(
    (registered) => {
      registration = registered;
      lookForUpdates(workbox);
    },
    async (error: unknown) => {
      if (!(await registersNothing())) console.error('service worker registration failed', error);
    },
  );
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
