/**
 * The staff's part of the app (staff-assets.ts, decision 100): left out of the precache every phone
 * downloads, kept where staff log in (the page's shell repair with `staff: true`), kept once opened,
 * and brought by an update's install on a phone that keeps it. The worker is sw.ts, as the browser
 * runs it; staff-files.ts's list is what the build writes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES } from '../src/platform/pwa/offline-data';
import { FakeMessageEvent, get, installScope, type FakeScope } from './testing/fake-scope';
import { STAFF_LIST } from './staff-files';

const SCANNER = 'assets/adminScan-Aa11.js';
const ZXING = 'assets/esm-Bb22.js';

let scope: FakeScope;

/** A build: its precache manifest, the staff list beside it, and every file on the server. */
function deploy(version: string, staff: Record<string, string>): void {
  scope.__WB_MANIFEST = [
    { url: 'index.html', revision: version },
    { url: 'assets/index-Ab12.js', revision: null },
    { url: STAFF_LIST, revision: version },
  ];
  scope.network.on('/index.html', () => new Response('<!doctype html>'));
  scope.network.on('/assets/index-Ab12.js', () => new Response('entry'));
  scope.network.on(`/${STAFF_LIST}`, () => Response.json(Object.keys(staff)));
  for (const [file, body] of Object.entries(staff)) scope.network.on(`/${file}`, () => new Response(body));
}

/** The worker of the deployed build, installed and activated as a browser does it. */
async function startWorker(): Promise<void> {
  vi.resetModules();
  await import('./sw');
  await scope.lifecycle('install');
  await scope.lifecycle('activate');
}

/** A new version's worker: a scope of its own over the same origin's storage. */
function nextWorker(): void {
  const storage = scope.caches;
  scope = installScope();
  Object.defineProperty(scope, 'caches', { value: storage });
  vi.stubGlobal('caches', storage);
}

/** The paths the worker asked the network for since `from`. */
function fetched(from = 0): string[] {
  return scope.network.requests.slice(from).map((request) => new URL(request.url).pathname);
}

/** What the worker answers for `path` (null: it let the request through). */
async function answer(path: string): Promise<string | null> {
  const response = await scope.respondTo(get(path));
  return response ? response.text() : null;
}

/** The page's shell repair (offline-stores.ts), and the worker's answer on its port. */
async function repair(staff: boolean): Promise<unknown> {
  const answers: unknown[] = [];
  const port = { postMessage: (message: unknown) => answers.push(message) };
  await scope.dispatch(new FakeMessageEvent({ type: SW_MESSAGES.repairPrecache, staff }, [port as unknown as MessagePort])).done();
  return answers[0];
}

async function staffCache(): Promise<string[]> {
  const cache = await scope.caches.open('wfm-staff');
  return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
}

beforeEach(() => {
  scope = installScope();
  deploy('v1', { [SCANNER]: 'scanner v1', [ZXING]: 'zxing' });
});

describe('the staff’s part of the app', () => {
  it('is not downloaded at install: a worker’s phone never fetches it', async () => {
    await startWorker();
    expect(fetched()).toEqual(['/index.html', '/assets/index-Ab12.js', `/${STAFF_LIST}`]);
    expect(await repair(false)).toEqual({ ok: true, stored: 0 });
    expect(fetched(3)).toEqual([]);
  });

  it('is kept whole once staff are logged in, so a screen never opened opens offline', async () => {
    await startWorker();
    expect(await repair(true)).toEqual({ ok: true, stored: 2 });
    expect(await staffCache()).toEqual([`/${ZXING}`, `/${SCANNER}`].sort());
    scope.network.offline = true;
    expect(await answer(`/${SCANNER}`)).toBe('scanner v1');
    expect(await answer(`/${ZXING}`)).toBe('zxing');
    // Asked again (the app comes back to the foreground): nothing to fetch.
    scope.network.offline = false;
    const before = scope.network.requests.length;
    expect(await repair(true)).toEqual({ ok: true, stored: 0 });
    expect(fetched(before)).toEqual([]);
  });

  it('keeps a staff screen opened online, and leaves other files to the network', async () => {
    await startWorker();
    expect(await answer(`/${SCANNER}`)).toBe('scanner v1');
    scope.network.offline = true;
    expect(await answer(`/${SCANNER}`)).toBe('scanner v1');
    scope.network.offline = false;
    scope.network.on('/assets/older-Zz99.js', () => new Response('an older build'));
    expect(await answer('/assets/older-Zz99.js')).toBeNull();
    expect(await staffCache()).toEqual([`/${SCANNER}`]);
  });

  it('a repair without the network answers why, and keeps what it had', async () => {
    await startWorker();
    await answer(`/${SCANNER}`);
    scope.network.offline = true;
    expect(await repair(true)).toEqual({ ok: false, error: 'TypeError: Failed to fetch' });
    expect(await staffCache()).toEqual([`/${SCANNER}`]);
  });

  it('an update brings the new version’s files at its install where staff keep them, and the old ones go once it took over', async () => {
    await startWorker();
    await repair(true);
    nextWorker();
    deploy('v2', { 'assets/adminScan-Cc33.js': 'scanner v2', [ZXING]: 'zxing' });
    vi.resetModules();
    await import('./sw');
    await scope.lifecycle('install');
    // Only what changed is downloaded, before the update may take over; the open pages keep theirs.
    expect(fetched().filter((path) => path.startsWith('/assets/') && path !== '/assets/index-Ab12.js')).toEqual(['/assets/adminScan-Cc33.js']);
    expect(await staffCache()).toEqual(['/assets/adminScan-Aa11.js', '/assets/adminScan-Cc33.js', `/${ZXING}`]);
    await scope.lifecycle('activate');
    expect(await staffCache()).toEqual(['/assets/adminScan-Cc33.js', `/${ZXING}`]);
    scope.network.offline = true;
    expect(await answer('/assets/adminScan-Cc33.js')).toBe('scanner v2');
  });

  it('an update without the network waits where staff keep their part, as the precache would', async () => {
    await startWorker();
    await repair(true);
    nextWorker();
    deploy('v2', { 'assets/adminScan-Cc33.js': 'scanner v2', [ZXING]: 'zxing' });
    scope.network.on('/assets/adminScan-Cc33.js', () => new Response('gone', { status: 503 }));
    vi.resetModules();
    await import('./sw');
    await expect(scope.lifecycle('install')).rejects.toThrow('staff assets: https://wfm.example/assets/adminScan-Cc33.js answered 503');
  });
});
