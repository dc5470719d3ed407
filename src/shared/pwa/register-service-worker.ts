/**
 * Registers the service worker (src-sw/sw.ts) from code, never from an inline script (CSP).
 * workbox-window is loaded after the page has loaded, so it never delays the first screen.
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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
