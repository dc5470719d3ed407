/**
 * Web Push in the worker (push.ts, decision 065): a push shows the server's notification as written
 * (in the person's language), and a tap opens the item's screen on this origin only.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeNotificationEvent, FakePushEvent, FakeWindowClient, installScope, ORIGIN, type FakeScope, type ShownNotification } from './testing/fake-scope';
import { listenForPush, readPayload, sameOriginPath } from './push';

let scope: FakeScope;

beforeEach(() => {
  scope = installScope();
  listenForPush(scope.self);
});

async function push(payload: unknown): Promise<ShownNotification | undefined> {
  await scope.dispatch(new FakePushEvent(typeof payload === 'string' || payload === null ? payload : JSON.stringify(payload))).done();
  return scope.registration.notifications.at(-1);
}

async function tap(url: unknown): Promise<ShownNotification> {
  const shown = await push({ title: 'T', body: 'B', url, tag: 't' });
  if (!shown) throw new Error('nothing shown');
  await scope.dispatch(new FakeNotificationEvent(shown)).done();
  return shown;
}

describe('a push', () => {
  it('is shown as the server wrote it, in the person’s language, with the app’s icon and badge', async () => {
    const ko = await push({ title: '10월 급여명세서가 나왔습니다', body: '명세서를 확인하세요', url: '/incomeReceipt?month=2026-10&corporationCode=K001', tag: 'pay:2026-10' });
    expect(ko).toMatchObject({
      title: '10월 급여명세서가 나왔습니다',
      options: { body: '명세서를 확인하세요', icon: '/icon-192.png', badge: '/badge-96.png', tag: 'pay:2026-10', data: { url: '/incomeReceipt?month=2026-10&corporationCode=K001' } },
    });
    const en = await push({ title: 'Your October pay statement is ready', body: 'Open it', url: '/incomeReceipt?month=2026-10', tag: 'pay:2026-10' });
    expect([en?.title, en?.options.body]).toEqual(['Your October pay statement is ready', 'Open it']);
  });

  it('without a payload, or with one that is not JSON, still shows the app’s name', async () => {
    for (const payload of [null, 'not json', '[1,2]']) {
      expect(await push(payload), String(payload)).toMatchObject({ title: 'WFM', options: { body: '', tag: 'wfm', data: { url: '/' } } });
    }
  });

  it('keeps texts short and fills blanks', async () => {
    const shown = await push({ title: ' ', body: 'x'.repeat(500), url: '/qnaDetail?id=4', tag: 42 });
    expect(shown?.title).toBe('WFM');
    expect(shown?.options.body).toHaveLength(200);
    expect(shown?.options.tag).toBe('wfm');
  });
});

describe('a tap on a notification', () => {
  it('closes it, and focuses the open window of the app and takes it to the item', async () => {
    const open = new FakeWindowClient(`${ORIGIN}/work`);
    scope.clients.windows.push(open);
    const shown = await tap('/qnaDetail?id=12');
    expect(shown.closed).toBe(true);
    expect([open.focused, open.url]).toEqual([true, `${ORIGIN}/qnaDetail?id=12`]);
    expect(scope.clients.opened).toEqual([]);
  });

  it('opens a new window when the app is not open', async () => {
    await tap('/workCorrections?date=20261120');
    expect(scope.clients.opened).toEqual([`${ORIGIN}/workCorrections?date=20261120`]);
  });

  it('opens a new window when the open one cannot be navigated, or refuses focus but navigates', async () => {
    const stuck = new FakeWindowClient(`${ORIGIN}/`);
    stuck.canNavigate = false;
    scope.clients.windows.push(stuck);
    await tap('/adminCorrections');
    expect(scope.clients.opened).toEqual([`${ORIGIN}/adminCorrections`]);

    scope.clients.windows.length = 0;
    scope.clients.opened.length = 0;
    const unfocusable = new FakeWindowClient(`${ORIGIN}/`);
    vi.spyOn(unfocusable, 'focus').mockRejectedValue(new Error('no user activation'));
    scope.clients.windows.push(unfocusable);
    await tap('/employmentContract?contractId=9');
    expect([unfocusable.url, scope.clients.opened]).toEqual([`${ORIGIN}/employmentContract?contractId=9`, []]);
  });

  it('never leaves the app’s origin, whatever the payload says', async () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42]) {
      scope.clients.opened.length = 0;
      scope.clients.windows.length = 0;
      await tap(url);
      expect(scope.clients.opened, String(url)).toEqual([`${ORIGIN}/`]);
    }
  });

  it('reads a stored notification’s link again, so a forged one opens the start screen', async () => {
    const forged: ShownNotification = { title: 'x', options: {}, closed: false, data: { url: 'https://evil.example/' }, close: () => undefined };
    await scope.dispatch(new FakeNotificationEvent(forged)).done();
    expect(scope.clients.opened).toEqual([`${ORIGIN}/`]);
  });
});

describe('the helpers', () => {
  it('sameOriginPath keeps path, search and hash of this origin only', () => {
    expect(sameOriginPath('/work?day=20261120#top', ORIGIN)).toBe('/work?day=20261120#top');
    expect(sameOriginPath('/../admin', ORIGIN)).toBe('/admin');
    expect(sameOriginPath(`${ORIGIN}/work`, ORIGIN)).toBe('/');
    expect(sameOriginPath(undefined, ORIGIN)).toBe('/');
  });

  it('readPayload survives a payload whose json() throws', () => {
    const broken = {
      json(): unknown {
        throw new SyntaxError('bad');
      },
    };
    expect(readPayload(broken, ORIGIN)).toEqual({ title: 'WFM', body: '', url: '/', tag: 'wfm' });
  });
});
