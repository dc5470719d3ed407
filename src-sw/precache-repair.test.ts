/**
 * Precache repair (precache-repair.ts, decision 030): a shell the browser has wiped is fetched again
 * and stored under Workbox's revisioned keys, so the app opens offline again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { get, installScope, navigation, type FakeScope } from './testing/fake-scope';
import type * as PrecacheRepair from './precache-repair';

const SHELL = '<!doctype html><title>WFM</title>';
const MANIFEST = [
  { url: 'index.html', revision: 'rev-1' },
  { url: 'assets/index-Ab12.js', revision: null },
  'assets/first-screens-Cd34.css',
];

let scope: FakeScope;
let repairPrecache: typeof PrecacheRepair.repairPrecache;

/** The precache's name (Workbox's, per scope). */
async function precacheName(): Promise<string> {
  const name = (await scope.caches.keys()).find((cache) => cache.startsWith('workbox-precache'));
  if (!name) throw new Error('no precache');
  return name;
}

beforeEach(async () => {
  vi.resetModules();
  scope = installScope();
  scope.__WB_MANIFEST = MANIFEST;
  scope.network.on('/index.html', () => new Response(SHELL));
  scope.network.on('/assets/index-Ab12.js', () => new Response('entry'));
  scope.network.on('/assets/first-screens-Cd34.css', () => new Response('css'));
  await import('./sw');
  ({ repairPrecache } = await import('./precache-repair'));
  await scope.lifecycle('install');
  await scope.lifecycle('activate');
  scope.network.requests.length = 0;
});

describe('repairPrecache', () => {
  it('fetches nothing while the precache is whole', async () => {
    expect(await repairPrecache(MANIFEST)).toBe(0);
    expect(scope.network.requests).toEqual([]);
  });

  it('fetches again every entry the browser wiped, bypassing the HTTP cache, and the shell opens offline again', async () => {
    await scope.caches.delete(await precacheName());
    expect(await repairPrecache(MANIFEST)).toBe(3);
    expect(scope.network.requests.map((request) => [new URL(request.url).pathname, request.cache, request.credentials])).toEqual([
      ['/index.html', 'reload', 'same-origin'],
      ['/assets/index-Ab12.js', 'reload', 'same-origin'],
      ['/assets/first-screens-Cd34.css', 'reload', 'same-origin'],
    ]);
    scope.network.offline = true;
    expect(await (await scope.respondTo(navigation('/work')))?.text()).toBe(SHELL);
    expect(await (await scope.respondTo(get('/assets/index-Ab12.js')))?.text()).toBe('entry');
  });

  it('fetches only what is missing, under its revisioned key', async () => {
    const precache = await scope.caches.open(await precacheName());
    await precache.delete('https://wfm.example/index.html?__WB_REVISION__=rev-1');
    expect(await repairPrecache(MANIFEST)).toBe(1);
    expect(scope.network.requests.map((request) => new URL(request.url).pathname)).toEqual(['/index.html']);
    expect(await (await precache.match('https://wfm.example/index.html?__WB_REVISION__=rev-1'))?.text()).toBe(SHELL);
  });

  it('fails on an answer that is not ok, keeping what it stored before', async () => {
    await scope.caches.delete(await precacheName());
    scope.network.on('/assets/index-Ab12.js', () => new Response('gone', { status: 404 }));
    await expect(repairPrecache(MANIFEST)).rejects.toThrow('precache repair: https://wfm.example/assets/index-Ab12.js answered 404');
    const precache = await scope.caches.open(await precacheName());
    expect((await precache.keys()).map((request) => new URL(request.url).pathname)).toEqual(['/index.html']);
  });

  it('runs once for calls made while it runs, and again when asked later', async () => {
    await scope.caches.delete(await precacheName());
    const [first, second] = await Promise.all([repairPrecache(MANIFEST), repairPrecache(MANIFEST)]);
    expect([first, second]).toEqual([3, 3]);
    expect(scope.network.requests).toHaveLength(3);
    await scope.caches.delete(await precacheName());
    expect(await repairPrecache(MANIFEST)).toBe(3);
  });
});
