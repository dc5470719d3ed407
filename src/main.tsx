/**
 * Mounts the app: Temporal (polyfilled only where missing), the locale's catalog, the start-up
 * session check (docs/spec-notes.md §4), the router, and the service worker with the offline stores' watch.
 */
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureTemporal } from '@/platform/dates/ensure-temporal';
import { ERROR_CATALOGS } from '@/platform/i18n/error-catalogs';
import { i18n, initI18n, loadFeatureMessages } from '@/platform/i18n/i18n';
import { readLocale } from '@/platform/i18n/locale-cookie';
import { recoverFromMissingChunks, reloadOnceForThisVersion, serverReachable } from '@/platform/pwa/chunk-recovery';
import { whenSettled } from '@/platform/first-screen/when-settled';
import { captureInstallPrompt } from '@/platform/pwa/install-capture';
import { preloadOfflineNote } from '@/platform/pwa/pwa-notices';
import { clearSession, getSession } from '@/platform/session/session-store';
import { trackViewportHeight } from '@/platform/ui/viewport-height';
import { createAppRouter } from './router';
import './styles.css';

/**
 * The first screen's code starts loading beside the catalog rather than after the first render: one
 * round trip less before the first paint on a slow network. The router loads the same chunks again
 * (from the cache) when it renders; a failure here is left to that load to handle.
 */
function preloadFirstScreen(router: ReturnType<typeof createAppRouter>): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

/** Lets the browser paint and handle input before the start goes on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // Both listen for events that can come before the first screen.
  captureInstallPrompt();
  // What the person does to the pre-rendered login form meanwhile goes over to the live one (decision
  // 083). Only the login screens come pre-rendered, so only they load the code that carries it over;
  // the boot script notes every press from the first paint on, so nothing is lost while it loads.
  const container = document.getElementById('root');
  const carryOver = container?.querySelector('.first-screen')
    ? import('@/platform/first-screen/carry-over').then(
        ({ carryOverFirstScreen }) => carryOverFirstScreen(container),
        // Without it the live form still comes, only empty: no reason to keep the app from starting.
        (error: unknown) => console.error('the first screen could not be carried over', error),
      )
    : null;
  trackViewportHeight();
  // The modules were evaluated in this task; the router is made in the next one, and what follows
  // (the session read, the route match, the locale) in the one after, so none of them makes a long
  // task on a slow phone (decision 064).
  await nextTask();
  const router = createAppRouter();
  recoverFromMissingChunks((leave) => router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => pathChanged && leave(toLocation.href)));
  await nextTask();
  const { user, admin } = getSession();
  // The check, and the API client under it, load only when there is a session to check: a login
  // screen carries neither (its budget); the client comes with the login's first call.
  const startupCheck = user || admin ? () => import('@/features/auth/startup-check').then(({ runStartupCheck }) => runStartupCheck()) : null;
  // Both sessions at once is never valid (docs/spec-notes.md §4): log out before any screen shows,
  // and if even the check's code cannot load, the sessions go all the same.
  const check = user && admin && startupCheck ? startupCheck().catch(clearSession) : null;
  // Without a session the first screen is a login or on the way to one: their texts come beside the
  // shell's (home and the signed-in screens do without them), so the live form replaces the copy
  // with nothing in between.
  const loginTexts = user || admin ? null : import('@/features/auth/messages').then(({ useLoginMessages }) => useLoginMessages.load(readLocale()));
  preloadFirstScreen(router);
  // Signed in with a service worker in control, the app may be starting without signal: the offline
  // note's code (from the phone's precache) comes beside the screen's, not after its stored answers.
  if ((user || admin) && navigator.serviceWorker?.controller) preloadOfflineNote();
  await Promise.all([ensureTemporal(), initI18n(), check, carryOver, loginTexts]);
  // Before any load of the router, so the first screen's is heard whoever starts it.
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    whenSettled(() => {
      loadOfflineStart();
      // The API errors' texts, which every screen but home may show: in the background, so that the
      // next screen has them already (its catalog hook would load them beside its own).
      loadFeatureMessages(ERROR_CATALOGS, i18n.locale).catch((error: unknown) => console.warn('the API errors’ texts could not be loaded yet', error));
      // The session check (one session) comes once the first screen settled too: the screen's own
      // calls refresh or end the session meanwhile as they would anyway, and on one bar of signal the
      // check's code and call do not hold up the first screen's (the budget of /, decision 097).
      if (!check && startupCheck) startupCheck().catch((error: unknown) => console.error('the session check could not be loaded', error));
    });
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
}

/** The offline support loads once the first screen settled; a page that lost its connection meanwhile tries again when it is back. */
function loadOfflineStart(): void {
  // The bench counts what a screen loads before it is usable; from this mark on, it is background work.
  performance.mark('wfm:offline-start');
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
