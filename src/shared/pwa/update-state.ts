/**
 * Whether a new version of the app waits for the user (ARCHITECTURE §4): written by the service
 * worker registration (register-service-worker.ts, loaded after the first screen), read by the
 * update prompt. Kept apart so the prompt in the shell does not pull in the registration.
 */
import { useSyncExternalStore } from 'react';
import { SW_MESSAGES } from './offline-data';

/** 'ready': a new version waits for the user's yes; 'applied': it runs already (accepted in another tab). */
export type UpdateState = 'none' | 'ready' | 'applied';

let updateState: UpdateState = 'none';
let waitingWorker: ServiceWorker | null = null;
let accepted = false;
const listeners = new Set<() => void>();

export function setUpdateState(next: UpdateState, worker: ServiceWorker | null = null): void {
  waitingWorker = worker ?? waitingWorker;
  if (updateState === next) return;
  updateState = next;
  for (const listener of listeners) listener();
}

/** True once the user asked for the update in this tab (the reload is then ours to do). */
export function updateAccepted(): boolean {
  return accepted;
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

/** The user agreed: activate the waiting version (the page reloads once it controls the page), or reload. */
export function applyUpdate(): void {
  if (updateState === 'ready' && waitingWorker) {
    accepted = true;
    waitingWorker.postMessage({ type: SW_MESSAGES.skipWaiting });
  } else {
    window.location.reload();
  }
}
