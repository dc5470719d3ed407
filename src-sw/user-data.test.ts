/**
 * The per-user runtime cache (user-data.ts, decision 030): each person's offline-readable answers in
 * their own cache, network first, the stored copy offline; nothing of one person for another; a purge
 * deletes them all and stops answers on their way; no token and no registration number kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_AT_HEADER, PAGE_MESSAGES } from '../src/platform/pwa/offline-data';
import { bearer, FakeWindowClient, get, installScope, ORIGIN, storedEntries, type FakeScope } from './testing/fake-scope';
import type * as UserData from './user-data';

const WEEKLY = '/v1/mobile/wfm/work/weekly?year=2026&month=11&day=22';
const WORKER_A = bearer({ sub: 'worker-a', role: 'user' });
const WORKER_B = bearer({ sub: 'worker-b', role: 'user' });

let scope: FakeScope;
let userData: typeof UserData;

beforeEach(async () => {
  vi.resetModules();
  scope = installScope();
  userData = await import('./user-data');
  userData.registerPersonalDataRoute(scope.self);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The API answers `path` with `body` (JSON) from now on. */
function answer(path: string, body: unknown, init: ResponseInit = {}): void {
  scope.network.on(path, () => Response.json(body, init));
}

async function read(path: string, token: string, headers: Record<string, string> = {}): Promise<Response | null> {
  return scope.respondTo(get(path, { Authorization: token, ...headers }));
}

describe('whose data', () => {
  it('keeps the answer in the cache of the person the bearer names, and shows it offline', async () => {
    answer('/v1/mobile/wfm/work/weekly', { week: 'A' });
    expect(await (await read(WEEKLY, WORKER_A))?.json()).toEqual({ week: 'A' });
    expect(await scope.caches.keys()).toEqual(['wfm-data:user:worker-a']);
    scope.network.offline = true;
    expect(await (await read(WEEKLY, WORKER_A))?.json()).toEqual({ week: 'A' });
  });

  it('never answers one worker with another’s data: offline, the next worker gets the network error', async () => {
    answer('/v1/mobile/wfm/work/weekly', { week: 'A' });
    await read(WEEKLY, WORKER_A);
    scope.network.offline = true;
    await expect(read(WEEKLY, WORKER_B)).rejects.toThrow();
  });

  it('keeps a worker’s and an admin’s data apart even under the same subject', async () => {
    answer('/v1/mobile/wfm/admin/currentSite', { site: 'Pangyo' });
    await read('/v1/mobile/wfm/admin/currentSite', bearer({ sub: '7', role: 'admin' }));
    scope.network.offline = true;
    await expect(read('/v1/mobile/wfm/admin/currentSite', bearer({ sub: '7', role: 'user' }))).rejects.toThrow();
    expect(await scope.caches.keys()).toEqual(['wfm-data:admin:7']);
  });

  it('passes a call without a bearer (or with a token that names nobody) through, and keeps nothing', async () => {
    answer('/v1/mobile/wfm/policies', { terms: 'v3' });
    expect(await (await scope.respondTo(get('/v1/mobile/wfm/policies')))?.json()).toEqual({ terms: 'v3' });
    expect(await (await read('/v1/mobile/wfm/policies', 'Bearer not-a-jwt'))?.json()).toEqual({ terms: 'v3' });
    expect(await (await read('/v1/mobile/wfm/policies', bearer({ sub: 'x', role: 'root' })))?.json()).toEqual({ terms: 'v3' });
    expect(await storedEntries(scope.caches)).toEqual([]);
  });
});

describe('what is kept', () => {
  it('asks the network first: a fresh answer replaces the stored copy', async () => {
    answer('/v1/mobile/wfm/work/weekly', { version: 1 });
    await read(WEEKLY, WORKER_A);
    answer('/v1/mobile/wfm/work/weekly', { version: 2 });
    expect(await (await read(WEEKLY, WORKER_A))?.json()).toEqual({ version: 2 });
    scope.network.offline = true;
    expect(await (await read(WEEKLY, WORKER_A))?.json()).toEqual({ version: 2 });
  });

  it('stamps the stored copy with when it was stored, for the page’s “data as of”', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:15:00+09:00'));
    answer('/v1/mobile/wfm/work/weekly', { week: 'A' });
    const online = await read(WEEKLY, WORKER_A);
    expect(online?.headers.get(CACHED_AT_HEADER)).toBeNull();
    vi.setSystemTime(new Date('2026-11-22T12:00:00+09:00'));
    scope.network.offline = true;
    const offline = await read(WEEKLY, WORKER_A);
    expect(offline?.headers.get(CACHED_AT_HEADER)).toBe(String(Date.parse('2026-11-22T08:15:00+09:00')));
  });

  it('answers offline only what was fetched before: another month is the network error', async () => {
    answer('/v1/mobile/wfm/work/weekly', { week: 'A' });
    await read(WEEKLY, WORKER_A);
    scope.network.offline = true;
    await expect(read('/v1/mobile/wfm/work/weekly?year=2026&month=10&day=1', WORKER_A)).rejects.toThrow();
  });

  it('keeps “none yet” (204) and “no longer there” (404), which replace an older copy', async () => {
    answer('/v1/mobile/wfm/users/homeProjectSetting', { projectCode: 'P1' });
    await read('/v1/mobile/wfm/users/homeProjectSetting', WORKER_A);
    scope.network.on('/v1/mobile/wfm/users/homeProjectSetting', () => new Response(null, { status: 204 }));
    await read('/v1/mobile/wfm/users/homeProjectSetting', WORKER_A);
    answer('/v1/mobile/wfm/qna/12', { code: 'NOT_FOUND' }, { status: 404 });
    await read('/v1/mobile/wfm/qna/12', WORKER_A);
    scope.network.offline = true;
    expect((await read('/v1/mobile/wfm/users/homeProjectSetting', WORKER_A))?.status).toBe(204);
    const gone = await read('/v1/mobile/wfm/qna/12', WORKER_A);
    expect([gone?.status, gone?.headers.has(CACHED_AT_HEADER)]).toEqual([404, true]);
  });

  it('does not keep a server error: the older copy stays for offline', async () => {
    answer('/v1/mobile/wfm/pay/statement', { month: '2026-10' });
    await read('/v1/mobile/wfm/pay/statement', WORKER_A);
    answer('/v1/mobile/wfm/pay/statement', { code: 'INTERNAL' }, { status: 500 });
    expect((await read('/v1/mobile/wfm/pay/statement', WORKER_A))?.status).toBe(500);
    scope.network.offline = true;
    expect(await (await read('/v1/mobile/wfm/pay/statement', WORKER_A))?.json()).toEqual({ month: '2026-10' });
  });

  it('serves the same week asked in another language (keys are the bare URL, and Vary is ignored)', async () => {
    scope.network.on('/v1/mobile/wfm/work/weekly', () => Response.json({ week: 'A' }, { headers: { Vary: 'Accept-Language' } }));
    await read(WEEKLY, WORKER_A, { 'Accept-Language': 'ko' });
    scope.network.offline = true;
    expect(await (await read(WEEKLY, WORKER_A, { 'Accept-Language': 'en' }))?.json()).toEqual({ week: 'A' });
  });

  it('keeps only the offline-readable GETs: not a correction’s photo, not other calls, not writes', async () => {
    scope.network.on('/v1/mobile/wfm/work/corrections/3/photo', () => new Response('jpeg'));
    expect(await read('/v1/mobile/wfm/work/corrections/3/photo', WORKER_A)).toBeNull();
    expect(await read('/v1/mobile/wfm/auth/sessions', WORKER_A)).toBeNull();
    expect(await read('/v1/mobile/wfm/qnaDrafts', WORKER_A)).toBeNull();
    const write = new Request('https://wfm.example/v1/mobile/wfm/qna', { method: 'POST', body: '{"title":"?"}', headers: { Authorization: WORKER_A } });
    expect(await scope.respondTo(write)).toBeNull();
    expect(await storedEntries(scope.caches)).toEqual([]);
  });

  it('after 4 s without an answer shows the stored copy, and the late answer still refreshes it and tells the pages', async () => {
    const page = new FakeWindowClient(`${ORIGIN}/work`);
    scope.clients.windows.push(page);
    answer('/v1/mobile/wfm/work/monthly', { version: 1 });
    await read('/v1/mobile/wfm/work/monthly', WORKER_A);
    let late: (response: Response) => void = () => undefined;
    scope.network.on('/v1/mobile/wfm/work/monthly', () => new Promise<Response>((resolve) => (late = resolve)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const event = scope.dispatchFetch(get('/v1/mobile/wfm/work/monthly', { Authorization: WORKER_A }));
    let shown: unknown = null;
    void event.response?.then(async (response) => (shown = await response.json()));
    await vi.advanceTimersByTimeAsync(3_900);
    expect(shown).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(shown).toEqual({ version: 1 });
    await event.done();
    vi.useRealTimers();
    // Workbox stores the late answer outside the event's lifetime; a browser keeps the worker up for it.
    late(Response.json({ version: 2 }));
    const cache = await scope.caches.open('wfm-data:user:worker-a');
    await vi.waitFor(async () => expect(await (await cache.match('https://wfm.example/v1/mobile/wfm/work/monthly'))?.json()).toEqual({ version: 2 }));
    // The page showing "data as of" loads again: told the path only, never the data.
    await vi.waitFor(() => expect(page.messages).toEqual([{ type: PAGE_MESSAGES.freshData, path: '/v1/mobile/wfm/work/monthly' }]));
  });

  it('tells the pages nothing when the network answered in time, or not at all', async () => {
    const page = new FakeWindowClient(`${ORIGIN}/work`);
    scope.clients.windows.push(page);
    answer('/v1/mobile/wfm/work/monthly', { version: 1 });
    await read('/v1/mobile/wfm/work/monthly', WORKER_A);
    await read('/v1/mobile/wfm/work/monthly', WORKER_A);
    scope.network.offline = true;
    expect(await (await read('/v1/mobile/wfm/work/monthly', WORKER_A))?.json()).toEqual({ version: 1 });
    expect(page.messages).toEqual([]);
  });
});

describe('what is never kept', () => {
  it('stores no token: keys are the bare URL, and no cache name or stored header carries it', async () => {
    answer('/v1/mobile/wfm/account', { name: 'Kim', rrnMasked: '900101-1******' });
    await read('/v1/mobile/wfm/account', WORKER_A);
    const entries = await storedEntries(scope.caches);
    expect(entries).toHaveLength(1);
    const token = WORKER_A.slice('Bearer '.length);
    for (const { cache, request, response } of entries) {
      expect(cache).not.toContain(token);
      expect(request.headers.get('Authorization')).toBeNull();
      expect([...request.headers.values(), ...response.headers.values()].join(' ')).not.toContain(token);
    }
  });

  it('never stores a registration number: the calls that carry one pass through untouched', async () => {
    const rrn = '900101-1234567';
    scope.network.on('/v1/mobile/wfm/identity/flows', () => Response.json({ flowId: 'f1' }));
    scope.network.on('/v1/mobile/wfm/join', () => Response.json({ userId: 'u1' }));
    const join = { purpose: 'join', join: { name: '김철수', rrn, nationality: 'KR' } };
    for (const path of ['/v1/mobile/wfm/identity/flows', '/v1/mobile/wfm/join']) {
      const call = new Request(`https://wfm.example${path}`, { method: 'POST', body: JSON.stringify(join), headers: { 'Content-Type': 'application/json' } });
      expect(await scope.respondTo(call), path).toBeNull();
    }
    answer('/v1/mobile/wfm/account', { name: '김철수', rrnMasked: '900101-1******' });
    await read('/v1/mobile/wfm/account', WORKER_A);
    const kept = await Promise.all((await storedEntries(scope.caches)).map(async ({ request, response }) => `${request.url} ${await response.text()}`));
    expect(kept).toHaveLength(1);
    expect(kept.join('\n')).not.toMatch(/1234567|9001011/);
  });
});

describe('leaving', () => {
  it('a purge deletes every person’s cache and nothing else', async () => {
    answer('/v1/mobile/wfm/work/weekly', { week: 'A' });
    await read(WEEKLY, WORKER_A);
    await read(WEEKLY, WORKER_B);
    await (await scope.caches.open('wfm-viewer')).put(get('/assets/pdf-pages-Ab1.js'), new Response('viewer'));
    await userData.purgePersonalData();
    expect(await scope.caches.keys()).toEqual(['wfm-viewer']);
    scope.network.offline = true;
    await expect(read(WEEKLY, WORKER_A)).rejects.toThrow();
  });

  it('an answer on its way when the purge happened reaches the page but is not stored', async () => {
    let late: (response: Response) => void = () => undefined;
    scope.network.on('/v1/mobile/wfm/work/weekly', () => new Promise<Response>((resolve) => (late = resolve)));
    const event = scope.dispatchFetch(get(WEEKLY, { Authorization: WORKER_A }));
    await vi.waitFor(() => expect(scope.network.calls('/v1/mobile/wfm/work/weekly')).toHaveLength(1));
    await userData.purgePersonalData();
    late(Response.json({ week: 'A' }));
    expect(await (await event.response)?.json()).toEqual({ week: 'A' });
    await event.done();
    expect(await storedEntries(scope.caches)).toEqual([]);
  });

  it('keeps what the next person fetches after the purge', async () => {
    await userData.purgePersonalData();
    answer('/v1/mobile/wfm/work/weekly', { week: 'B' });
    await read(WEEKLY, WORKER_B);
    scope.network.offline = true;
    expect(await (await read(WEEKLY, WORKER_B))?.json()).toEqual({ week: 'B' });
  });
});
