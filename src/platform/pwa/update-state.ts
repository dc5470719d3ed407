/**
 * Whether a new version of the app waits for the user (docs/spec-notes.md, Offline): written by the service
 * worker registration (register-service-worker.ts, loaded after the first screen with
 * workbox-window), read by the update prompt. Kept apart so the prompt in the shell does not pull in
 * the registration or workbox-window.
 */
import { useSyncExternalStore } from 'react';

/** 'ready': a new version waits for the user's yes; 'applied': it runs already (accepted in another tab). */
type UpdateState = 'none' | 'ready' | 'applied';

let updateState: UpdateState = 'none';
/** What "Update now" does; the registration replaces it with "activate the waiting version". */
let updateNow: () => void = () => window.location.reload();
const listeners = new Set<() => void>();

export function setUpdateState(next: UpdateState): void {
  if (updateState === next) return;
  updateState = next;
  for (const listener of listeners) listener();
}

/** The registration says how an update is applied (register-service-worker.ts). */
export function setUpdateAction(action: () => void): void {
  updateNow = action;
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

/** The user agreed ("Update now"): activate the waiting version (the page reloads once it controls the page), or reload. */
export function applyUpdate(): void {
  updateNow();
}
