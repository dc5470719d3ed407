/**
 * Renders a screen of the app as a component test (docs/testing.md, "Component tests"): the app's
 * own router (route tree, guards, default error, pending and not-found views) at a URL (on happy-dom's
 * in-memory page history), the real Lingui catalogs of a language loaded as the app loads them, and a
 * session as the session store keeps it, while the network is the fake API of ./fake-api.ts.
 *
 *   const api = fakeApi();
 *   api.answer('GET work/weekly', week);
 *   const { router } = await renderScreen('/', { session: 'worker', language: 'en' });
 *   expect(await screen.findByText('8H')).toBeTruthy();
 *
 * What main.tsx does besides (the start-up session check, the service worker, the offline start,
 * the first screen's pre-rendered form) is not run.
 */
import { I18nProvider } from '@lingui/react';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, vi } from 'vitest';
import type { AdminSession, UserSession } from '#contract/api-auth.ts';
import type { Language } from '#contract/languages.ts';
import { activateLocale, i18n } from '@/platform/i18n/i18n';
import { forgetFreshness } from '@/platform/pwa/data-freshness';
import { forgetAskedOffer } from '@/domain/identity/offer';
import { clearSession, setAdminSession, setUserSession, syncSessionFromStorage } from '@/platform/session/session-store';
import { createAppRouter } from '@/router';
import { createFakeApi, type FakeApi } from './fake-api';

/** An unsigned JWT with the claims the app reads (tokenOwner: `sub`, `role`; an admin's `siteCode`). */
function token(claims: Record<string, string>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.test`;
}

/** As the server signs them (server/modules/auth/sessions.ts): the subject, the role and the session's family. */
export const WORKER_SESSION: UserSession = { accessToken: token({ sub: 'worker-1', role: 'user', fam: 'family-worker-1' }), refreshToken: 'worker-refresh', ynConvertPassword: 'Y' };
export const ADMIN_SESSION: AdminSession = { accessToken: token({ sub: 'admin-1', role: 'admin', siteCode: 'S001', fam: 'family-admin-1' }), refreshToken: 'admin-refresh' };
/** An admin session for a corporation's payroll office (decision 088): a corporation, no site. */
export const OFFICE_SESSION: AdminSession = { accessToken: token({ sub: 'admin-9', role: 'admin', corporationCode: 'K001', fam: 'family-admin-9' }), refreshToken: 'office-refresh' };

/** Who is logged in on the phone: the stored sessions of docs/spec-notes.md §3. */
export type SessionChoice = 'none' | 'worker' | 'workerMustChangePassword' | 'admin' | 'office' | { user?: UserSession; admin?: AdminSession };

export interface ScreenOptions {
  /** The app's language (the locale cookie); English unless said. */
  language?: Language;
  session?: SessionChoice;
  /** The clock (Date.now, Temporal.Now) stands at this instant for the test; timers still run. */
  now?: string;
  /** History state handed to the first screen (as a Link's `state` does). */
  state?: Record<string, unknown>;
}

// findBy… and waitFor wait for what the screen shows; the first screen of a file also compiles its
// modules, which on a busy machine takes seconds. These limits only end a test that fails anyway: a
// text that never shows fails after 10 s with the screen printed, well before the test's own limit.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let current: FakeApi | null = null;

/** Installs the fake network for this test (at `fetch`, under the app's client) and returns it to declare answers on. */
export function fakeApi(): FakeApi {
  if (current) return current;
  const api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  current = api;
  return api;
}

function storeSession(session: SessionChoice): void {
  clearSession();
  if (session === 'none') return;
  if (session === 'worker') setUserSession(WORKER_SESSION);
  else if (session === 'workerMustChangePassword') setUserSession({ ...WORKER_SESSION, ynConvertPassword: 'N' });
  else if (session === 'admin') setAdminSession(ADMIN_SESSION);
  else if (session === 'office') setAdminSession(OFFICE_SESSION);
  else {
    if (session.user) setUserSession(session.user);
    if (session.admin) setAdminSession(session.admin);
  }
}

/** Renders the app at `url` and waits for the router's first load (the screen itself may still be loading its data). */
export async function renderScreen(url: string, options: ScreenOptions = {}) {
  // Without it a call would go to the real network: every screen test declares its answers. One
  // answer is declared for every test that does not declare its own: the server offers every kind of
  // verification (GET identity/offered, the login's and the account screens' question; issue 31),
  // and My info's pay account is none (issue 34).
  const api = fakeApi();
  if (!api.declares('GET identity/offered')) api.answer('GET identity/offered', { identityVerification: true, bankCertLogin: true }, { background: true });
  // My info asks where the worker's pay goes (issue 34): none entered, unless the test says otherwise.
  if (!api.declares('GET account/payAccount')) api.answerNothing('GET account/payAccount', { background: true });
  if (options.now) vi.useFakeTimers({ toFake: ['Date'], now: new Date(options.now) });
  storeSession(options.session ?? 'none');
  await activateLocale(options.language ?? 'en');

  // The app's router as src/router.tsx makes it (its options, route tree and default views). Its
  // history is the page's own (happy-dom's, in memory) rather than createMemoryHistory: the "data as
  // of" note matches answers to the view by window.history.state (platform/pwa/data-freshness.ts).
  window.history.replaceState(null, '', url);
  const history = createBrowserHistory();
  if (options.state) history.replace(url, options.state);
  const router = createAppRouter(history);
  // Resolved once the first load has settled (redirects of the guards included): no polling, no timeout.
  const loaded = new Promise<void>((resolve) => {
    const stop = router.subscribe('onResolved', () => {
      stop();
      resolve();
    });
  });
  const view = render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  await act(() => loaded);
  return { api, router, view, path: () => router.state.location.pathname };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const api = current;
  current = null;
  localStorage.clear();
  syncSessionFromStorage();
  forgetFreshness();
  forgetAskedOffer();
  if (api && api.unanswered.length > 0) throw new Error(`fake API: no answer was declared for ${api.unanswered.join(', ')}`);
});
