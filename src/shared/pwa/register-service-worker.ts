/**
 * Registers the service worker (src-sw/sw.ts) from code, never from an inline script (CSP).
 * Call it once the first screen is shown. Registration waits a few seconds more and then for an
 * idle moment: installing the worker precaches the whole shell (~450 KB), which on one bar of
 * signal would compete with the first screen's own calls.
 * Updates wait for the user: the new worker is only activated when asked (ARCHITECTURE §4).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    await new Workbox('/sw.js', { scope: '/' }).register();
  };
  const start = () => {
    register().catch((error: unknown) => {
      console.error('service worker registration failed', error);
    });
  };
  setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5000 });
    else start();
  }, 3000);
}
