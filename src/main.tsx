/**
 * Mounts the app: Temporal (polyfilled only where missing), the locale's catalog, the start-up
 * session check (docs/spec-notes.md §4), the router, and the service worker with the offline stores' watch.
 */
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runStartupCheck } from '@/features/auth/startup-check';
import { ensureTemporal } from '@/platform/dates/ensure-temporal';
import { i18n, initI18n } from '@/platform/i18n/i18n';
import { recoverFromMissingChunks, reloadOnceForThisVersion, serverReachable } from '@/platform/pwa/chunk-recovery';
import { carryOverFirstScreen } from '@/platform/first-screen/carry-over';
import { captureInstallPrompt } from '@/platform/pwa/install-capture';
import { getSession } from '@/platform/session/session-store';
import { trackViewportHeight } from '@/platform/ui/viewport-height';
import { router } from './router';
import './styles.css';

/**
 * A few seconds after the first screen, at an idle moment: installing the service worker precaches
 * the whole shell, which on one bar of signal would compete with the first screen's own calls.
 */
function whenSettled(task: () => void): void {
  setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
    else task();
  }, 3000);
}

/**
 * The first screen's code starts loading beside the catalog rather than after the first render: one
 * round trip less before the first paint on a slow network. The router loads the same chunks again
 * (from the cache) when it renders; a failure here is left to that load to handle.
 */
function preloadFirstScreen(): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

async function start(): Promise<void> {
  // Both listen for events that can come before the first screen.
  captureInstallPrompt();
  // What the person does to the pre-rendered login form meanwhile goes over to the live one (decision 083).
  const container = document.getElementById('root');
  if (container) carryOverFirstScreen(container);
  recoverFromMissingChunks((leave) => router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => pathChanged && leave(toLocation.href)));
  trackViewportHeight();
  // The modules were evaluated in this task; what follows (the session read, the route match, the
  // locale) runs in the next one, so neither makes a long task on a slow phone (decision 064).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { user, admin } = getSession();
  // Both sessions at once is never valid (docs/spec-notes.md §4): log out before any screen shows.
  const check = user && admin ? runStartupCheck() : null;
  preloadFirstScreen();
  await Promise.all([ensureTemporal(), initI18n(), check]);
  // Before any load of the router, so the first screen's is heard whoever starts it.
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    whenSettled(loadOfflineStart);
  });
  // The server's pre-rendered login form is on screen (decision 046): the first render replaces it
  // with the live one only once the route has loaded, so the form never blinks out in between.
  // index.html has it (a page without it fails in createRoot).
  if (!container) throw new Error('the page has no #root');
  if (container.querySelector('.first-screen')) await router.load();
  const root = createRoot(container);
  // As a transition React renders the first screen in slices of a few milliseconds and yields in
  // between, so it is no long task that holds a tap or a paint (decision 064).
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    );
  });
  // The check runs beside the first screen: on a site without signal the app still opens.
  if (!check) void runStartupCheck();
}

/** The offline support loads once the first screen settled; a page that lost its connection meanwhile tries again when it is back. */
function loadOfflineStart(): void {
  import('./offline-start').then(
    ({ startOffline }) => startOffline(),
    (error: unknown) => {
      console.error('the offline start could not be loaded', error);
      window.addEventListener('online', loadOfflineStart, { once: true });
    },
  );
}

// A deploy between this page and its first screen's chunks (the catalog, the Temporal polyfill)
// leaves nothing to show: the page loads again into the new version, once, if the server answers.
start().catch(async (error: unknown) => {
  if (!(await serverReachable()) || !reloadOnceForThisVersion()) throw error;
});
