/**
 * Work a first screen does not need goes after it: a few seconds after the screen, at an idle moment
 * (installing the service worker, which precaches the whole shell; the login's question of what the
 * server offers, which loads the API client). On one bar of signal it would otherwise compete with
 * the first screen's own code and calls. Returns a function that cancels what has not run yet.
 */
export const SETTLE_MS = 3000;

export function whenSettled(task: () => void): () => void {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 5000 });
    else task();
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
