/**
 * Registers the service worker (src-sw/sw.ts) from code, never from an inline script (CSP).
 * Call it once the first screen is shown: workbox-window is then loaded when the browser is idle,
 * so it never delays what the worker came for.
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
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
}
