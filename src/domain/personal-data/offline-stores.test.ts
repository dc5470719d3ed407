/**
 * The offline store's fill over stand-ins for the service worker container and Cache Storage: a
 * worker who must change the password first is not filled for (every data call would answer 403),
 * and is once the session allows data calls. The shell's repair asks for the staff's part of the app
 * only while an admin or the payroll office is logged in (decision 100).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setAdminSession, setUserSession } from '@/platform/session/session-store';
import { SW_MESSAGES } from '@/platform/pwa/offline-data';

vi.mock('./personal-data', () => ({ DATA_OWNER_KEY: 'wfm-data-owner', deletePersonalData: vi.fn(() => Promise.resolve()) }));

const token = `x.${btoa(JSON.stringify({ sub: 'worker-1', role: 'user' }))}.y`;
const session = (ynConvertPassword: 'Y' | 'N') => ({ accessToken: token, refreshToken: 'r', ynConvertPassword });
const adminToken = `x.${btoa(JSON.stringify({ sub: 'admin-7', role: 'admin', siteCode: 'P1001' }))}.y`;

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { controller: { postMessage: vi.fn() } }),
  });
  const cache = { match: vi.fn(() => Promise.resolve(undefined)), put: vi.fn(() => Promise.resolve()) };
  vi.stubGlobal('caches', { open: vi.fn(() => Promise.resolve(cache)) });
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('waits for a required password change before filling the store, then fills it', async () => {
  setUserSession(session('N'));
  const refill = vi.fn(() => Promise.resolve());
  const { watchOfflineStores } = await import('./offline-stores');
  watchOfflineStores(refill);
  // Every check of the start (now, once controlled) has run its course.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(refill).not.toHaveBeenCalled();

  // Changed and logged in again.
  setUserSession(session('Y'));
  await vi.waitFor(() => expect(refill).toHaveBeenCalledTimes(1));
});

it('asks the service worker for the staff’s part of the app with the shell only while staff are logged in', async () => {
  setUserSession(session('Y'));
  const { watchOfflineStores } = await import('./offline-stores');
  watchOfflineStores(() => Promise.resolve());
  const postMessage = (navigator.serviceWorker.controller as unknown as { postMessage: ReturnType<typeof vi.fn> }).postMessage;
  await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.repairPrecache, staff: false }));
  expect(postMessage).not.toHaveBeenCalledWith({ type: SW_MESSAGES.repairPrecache, staff: true });

  // An admin logs in on the phone.
  setAdminSession({ accessToken: adminToken, refreshToken: 'r' });
  await vi.waitFor(() => expect(postMessage).toHaveBeenLastCalledWith({ type: SW_MESSAGES.repairPrecache, staff: true }));
});
