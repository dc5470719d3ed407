/**
 * The messages between the app and the worker (messages.ts): the update the user agreed to, the
 * purge at logout, the shell repair, each answered on the page's port once done; and Background
 * Sync asking the open pages to send the scan outbox. The worker is sw.ts, as the browser runs it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MESSAGES, SCAN_OUTBOX_SYNC_TAG, SW_MESSAGES } from '../src/platform/pwa/offline-data';
import { FakeMessageEvent, FakeSyncEvent, FakeWindowClient, get, installScope, ORIGIN, type FakeScope } from './testing/fake-scope';

let scope: FakeScope;

beforeEach(async () => {
  vi.resetModules();
  scope = installScope();
  scope.__WB_MANIFEST = [{ url: 'index.html', revision: 'rev-1' }];
  scope.network.on('/index.html', () => new Response('<!doctype html>'));
  await import('./sw');
  await scope.lifecycle('install');
  await scope.lifecycle('activate');
});

interface Answer {
  message: unknown;
  /** The caches at the moment the answer was posted. */
  caches: string[];
}

/** Sends `data` the way the page does, with a port for the answer; resolves with what came back on it. */
async function ask(data: unknown): Promise<Answer[]> {
  const answers: Answer[] = [];
  const port = { postMessage: (message: unknown) => answers.push({ message, caches: scope.caches.names() }) };
  await scope.dispatch(new FakeMessageEvent(data, [port as unknown as MessagePort])).done();
  return answers;
}

async function personalCaches(): Promise<string[]> {
  return (await scope.caches.keys()).filter((name) => name.startsWith('wfm-data:'));
}

describe('messages from the page', () => {
  it('SKIP_WAITING activates the waiting update (workbox-window’s messageSkipWaiting)', async () => {
    expect(await ask({ type: SW_MESSAGES.skipWaiting })).toEqual([]);
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it('PURGE_PERSONAL_DATA deletes every person’s cache, then answers ok', async () => {
    await (await scope.caches.open('wfm-data:user:worker-a')).put(get('/v1/mobile/wfm/work/weekly'), new Response('{}'));
    await (await scope.caches.open('wfm-data:admin:7')).put(get('/v1/mobile/wfm/admin/currentSite'), new Response('{}'));
    const [answer, ...more] = await ask({ type: SW_MESSAGES.purgePersonalData });
    expect([answer?.message, more]).toEqual([{ ok: true }, []]);
    expect(answer?.caches.filter((name) => name.startsWith('wfm-data:'))).toEqual([]);
    expect(answer?.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });

  it('a purge that fails answers why', async () => {
    vi.spyOn(scope.caches, 'keys').mockRejectedValue(new Error('storage is gone'));
    expect((await ask({ type: SW_MESSAGES.purgePersonalData })).map((answer) => answer.message)).toEqual([{ ok: false, error: 'Error: storage is gone' }]);
  });

  it('a purge without a port still purges', async () => {
    await (await scope.caches.open('wfm-data:user:worker-a')).put(get('/v1/mobile/wfm/work/weekly'), new Response('{}'));
    await scope.dispatch(new FakeMessageEvent({ type: SW_MESSAGES.purgePersonalData }, [])).done();
    expect(await personalCaches()).toEqual([]);
  });

  it('REPAIR_PRECACHE stores the wiped shell again and answers how many files it stored', async () => {
    expect((await ask({ type: SW_MESSAGES.repairPrecache })).map((answer) => answer.message)).toEqual([{ ok: true, stored: 0 }]);
    for (const name of await scope.caches.keys()) await scope.caches.delete(name);
    const [answer] = await ask({ type: SW_MESSAGES.repairPrecache });
    expect(answer?.message).toEqual({ ok: true, stored: 1 });
    expect(answer?.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });

  it('a repair that fails answers why', async () => {
    for (const name of await scope.caches.keys()) await scope.caches.delete(name);
    scope.network.offline = true;
    expect((await ask({ type: SW_MESSAGES.repairPrecache })).map((answer) => answer.message)).toEqual([{ ok: false, error: 'TypeError: Failed to fetch' }]);
  });

  it('ignores anything else', async () => {
    await (await scope.caches.open('wfm-data:user:worker-a')).put(get('/v1/mobile/wfm/work/weekly'), new Response('{}'));
    for (const data of [null, 'PURGE_PERSONAL_DATA', { type: 'SOMETHING_ELSE' }, [SW_MESSAGES.purgePersonalData]]) {
      expect(await ask(data)).toEqual([]);
    }
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    expect(await personalCaches()).toEqual(['wfm-data:user:worker-a']);
  });
});

describe('Background Sync', () => {
  it('asks every open page to send the scan outbox', async () => {
    const pages = [new FakeWindowClient(`${ORIGIN}/adminScan`), new FakeWindowClient(`${ORIGIN}/adminMenu`)];
    scope.clients.windows.push(...pages);
    await scope.dispatch(new FakeSyncEvent(SCAN_OUTBOX_SYNC_TAG)).done();
    expect(pages.map((page) => page.messages)).toEqual([[{ type: PAGE_MESSAGES.flushScanOutbox }], [{ type: PAGE_MESSAGES.flushScanOutbox }]]);
  });

  it('ignores another sync', async () => {
    const page = new FakeWindowClient(`${ORIGIN}/adminScan`);
    scope.clients.windows.push(page);
    await scope.dispatch(new FakeSyncEvent('something-else')).done();
    expect(page.messages).toEqual([]);
  });
});
