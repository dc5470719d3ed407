/**
 * The whole worker as sw.ts wires it: which request goes to which cache and strategy. Each test
 * loads sw.ts afresh into a fake scope (testing/fake-scope.ts) with a small precache manifest.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, get, installScope, navigation, storedEntries, type FakeScope } from './testing/fake-scope';

const SHELL = '<!doctype html><title>WFM</title><div id="root"></div>';
const ENTRY = 'console.log("entry")';
const WORKER = bearer({ sub: 'worker-1', role: 'user' });

let scope: FakeScope;

/** A worker loaded and installed the way a browser does it: script run, install, activate. */
async function startWorker(): Promise<void> {
  await import('./sw');
  await scope.lifecycle('install');
  await scope.lifecycle('activate');
}

beforeEach(() => {
  vi.resetModules();
  scope = installScope();
  scope.__WB_MANIFEST = [
    { url: 'index.html', revision: 'rev-1' },
    { url: 'assets/index-Ab12.js', revision: null },
  ];
  scope.network.on('/index.html', () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }));
  scope.network.on('/assets/index-Ab12.js', () => new Response(ENTRY, { headers: { 'Content-Type': 'text/javascript' } }));
});

describe('the precached shell', () => {
  it('install stores every manifest entry, and the worker serves them offline', async () => {
    await startWorker();
    scope.network.offline = true;
    const asset = await scope.respondTo(get('/assets/index-Ab12.js'));
    expect(await asset?.text()).toBe(ENTRY);
    const page = await scope.respondTo(get('/index.html'));
    expect(await page?.text()).toBe(SHELL);
  });

  it('answers a navigation to any screen with the shell, offline and with a search', async () => {
    await startWorker();
    scope.network.offline = true;
    for (const path of ['/', '/work?day=20261120', '/incomeReceipt?month=2026-10&corporationCode=K001', '/login']) {
      const page = await scope.respondTo(navigation(path));
      expect(await page?.text(), path).toBe(SHELL);
    }
  });

  it('never answers the API or the server’s own pages with the shell', async () => {
    await startWorker();
    for (const path of ['/v1/openapi.json', '/v1/docs', '/sandbox/kb/start']) {
      expect(await scope.respondTo(navigation(path)), path).toBeNull();
    }
  });

  it('waits for the user to agree before an update takes over, and takes the open pages on the first install', async () => {
    await startWorker();
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    expect(scope.clients.claimed).toBe(true);
  });

  it('deletes an older Workbox precache when it activates, and keeps the people’s data', async () => {
    const old = await scope.caches.open(`workbox-precache-${scope.registration.scope}`);
    await old.put(get('/index.html'), new Response('old shell'));
    await (await scope.caches.open('wfm-data:user:worker-1')).put(get('/v1/mobile/wfm/work/weekly'), new Response('{}'));
    await startWorker();
    const names = await scope.caches.keys();
    expect(names).not.toContain(`workbox-precache-${scope.registration.scope}`);
    expect(names).toContain('wfm-data:user:worker-1');
    expect(names.some((name) => name.startsWith('workbox-precache-v2'))).toBe(true);
  });
});

describe('which requests the worker takes', () => {
  it('keeps an offline-readable API answer in the caller’s cache, and only that', async () => {
    await startWorker();
    scope.network.on('/v1/mobile/wfm/work/weekly', () => Response.json({ days: [] }));
    scope.network.on('/v1/mobile/wfm/auth/refresh', () => Response.json({ ok: true }));
    await scope.respondTo(get('/v1/mobile/wfm/work/weekly?year=2026&month=11&day=22', { Authorization: WORKER }));
    expect(await scope.respondTo(get('/v1/mobile/wfm/auth/refresh', { Authorization: WORKER }))).toBeNull();
    const kept = (await storedEntries(scope.caches)).filter((entry) => !entry.cache.startsWith('workbox-precache'));
    expect(kept.map((entry) => [entry.cache, entry.request.url])).toEqual([['wfm-data:user:worker-1', 'https://wfm.example/v1/mobile/wfm/work/weekly?year=2026&month=11&day=22']]);
  });

  it('leaves writes, other sites and files outside the manifest to the browser', async () => {
    await startWorker();
    const write = new Request('https://wfm.example/v1/mobile/wfm/work/weekly', { method: 'POST', body: '{}', headers: { Authorization: WORKER } });
    expect(await scope.respondTo(write)).toBeNull();
    expect(await scope.respondTo(new Request('https://cdn.example/assets/pdf-pages-Zz9.js'))).toBeNull();
    expect(await scope.respondTo(get('/assets/landing-Qq1.js'))).toBeNull();
    expect(await scope.respondTo(get('/icon-192.png'))).toBeNull();
  });

  it('keeps the PDF viewer’s code once used, and serves it from the cache after that', async () => {
    await startWorker();
    scope.network.on('/assets/pdf-pages-Ab1.js', () => new Response('pages v1'));
    scope.network.on('/assets/pdf.worker-Cd2.mjs', () => new Response('worker v1'));
    expect(await (await scope.respondTo(get('/assets/pdf-pages-Ab1.js')))?.text()).toBe('pages v1');
    expect(await (await scope.respondTo(get('/assets/pdf.worker-Cd2.mjs')))?.text()).toBe('worker v1');
    scope.network.offline = true;
    expect(await (await scope.respondTo(get('/assets/pdf-pages-Ab1.js')))?.text()).toBe('pages v1');
    expect(scope.network.calls('/assets/pdf-pages-Ab1.js')).toHaveLength(1);
  });

  it('keeps one version of each viewer file: a new build’s file replaces the older one of its kind only', async () => {
    await startWorker();
    for (const [path, text] of [
      ['/assets/pdf-pages-Ab1.js', 'pages v1'],
      ['/assets/pdf.worker-Cd2.mjs', 'worker v1'],
      ['/assets/pdf-pages-Ef3.js', 'pages v2'],
    ] as const) {
      scope.network.on(path, () => new Response(text));
      await scope.respondTo(get(path));
    }
    const viewer = await scope.caches.open('wfm-viewer');
    expect((await viewer.keys()).map((request) => new URL(request.url).pathname).sort()).toEqual(['/assets/pdf-pages-Ef3.js', '/assets/pdf.worker-Cd2.mjs']);
  });
});
