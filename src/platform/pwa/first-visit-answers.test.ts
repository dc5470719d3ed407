/**
 * The first visit's answers before the service worker controls the page (issue 35), over stand-ins
 * for the service worker container and Cache Storage: kept in the caller's cache under the bare URL,
 * stamped, without the token; not once a worker controls the page, not for what is not kept offline,
 * not when someone else is logged in by the time it arrives.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setUserSession } from '@/platform/session/session-store';
import { CACHED_AT_HEADER } from './offline-data';
import { keepFirstVisitAnswer } from './first-visit-answers';

const tokenOf = (sub: string) => `x.${btoa(JSON.stringify({ sub, role: 'user' }))}.y`;
const WEEK = `${location.origin}/v1/mobile/wfm/work/weekly?date=2026-11-23`;

let stored: Map<string, { cacheName: string; response: Response }>;

function request(url: string, token = tokenOf('worker-1')): Request {
  return new Request(url, { headers: { Authorization: `Bearer ${token}` } });
}

function controlledBy(controller: object | null): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: Object.assign(new EventTarget(), { controller }) });
}

async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('caches', {
    open: vi.fn((cacheName: string) => Promise.resolve({ put: vi.fn((url: string, response: Response) => Promise.resolve(void stored.set(url, { cacheName, response }))) })),
  });
  setUserSession({ accessToken: tokenOf('worker-1'), refreshToken: 'r', ynConvertPassword: 'Y' });
  controlledBy(null);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('answers of the first visit (issue 35)', () => {
  it('keeps an offline-readable answer in the caller’s cache, stamped, and leaves the answer whole for the screen', async () => {
    const answer = new Response('{"days":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
    keepFirstVisitAnswer(request(WEEK), answer);
    expect(await answer.text()).toBe('{"days":[]}');
    await settled();
    const kept = stored.get(WEEK);
    expect(kept?.cacheName).toBe('wfm-data:user:worker-1');
    expect(Number(kept?.response.headers.get(CACHED_AT_HEADER))).toBeGreaterThan(0);
    expect(await kept?.response.text()).toBe('{"days":[]}');
    // "None yet" is an answer worth keeping too.
    keepFirstVisitAnswer(request(`${location.origin}/v1/mobile/wfm/users/homeProjectSetting`), new Response(null, { status: 204 }));
    await settled();
    expect(stored.get(`${location.origin}/v1/mobile/wfm/users/homeProjectSetting`)?.response.status).toBe(204);
  });

  it('keeps nothing once a service worker controls the page, for calls not kept offline, errors, copies from the cache, or calls without a bearer', async () => {
    keepFirstVisitAnswer(request(`${location.origin}/v1/mobile/wfm/admin/workers?phone=01012345678`), new Response('{}'));
    keepFirstVisitAnswer(request(WEEK), new Response('{}', { status: 500 }));
    keepFirstVisitAnswer(request(WEEK), new Response('{}', { headers: { [CACHED_AT_HEADER]: '1' } }));
    keepFirstVisitAnswer(new Request(WEEK), new Response('{}'));
    controlledBy({ postMessage: vi.fn() });
    keepFirstVisitAnswer(request(WEEK), new Response('{}'));
    await settled();
    expect(stored.size).toBe(0);
  });

  it('keeps nothing for a person no longer logged in by the time the answer is read', async () => {
    keepFirstVisitAnswer(request(WEEK), new Response('{}'));
    setUserSession({ accessToken: tokenOf('worker-2'), refreshToken: 'r', ynConvertPassword: 'Y' });
    await settled();
    expect(stored.size).toBe(0);
  });
});
