// fake-indexeddb first: the outbox opens its IndexedDB store when the module loads.
import 'fake-indexeddb/auto';
import { createStore, del, set } from 'idb-keyval';
import ky from 'ky';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCAN_OUTBOX_STORE } from '@/domain/personal-data/personal-stores';
import type { QrScannedEvent } from '#contract/api-qr.ts';
import { clearRefused, dismiss, enqueue, flush, outboxItems, subscribeOutbox, type OutboxEvent, type OutboxItem, type ScanItem, type Sender } from './scan-outbox';

const OWNER = 'PG01:admin-1';
const OTHER_OWNER = 'SD02:admin-2';

let queued = 0;
function item(key: string, overrides: Partial<ScanItem> = {}): ScanItem {
  queued += 1;
  return {
    kind: 'scan',
    key,
    owner: OWNER,
    payload: `W1.${key}`,
    codeId: `code-${key}`,
    scannedAt: '2026-11-24T07:01:00+09:00',
    queuedAt: queued,
    eventType: 'BeginWork',
    workerName: '최현우',
    status: 'pending',
    ...overrides,
  };
}

function recorded(item: OutboxItem): QrScannedEvent {
  return { id: `event-${item.key}`, eventType: item.eventType, occurredAt: item.scannedAt, workerName: item.workerName ?? '', workerInitials: '현우', workerId: '0b1e6a52-5d0e-4c7e-9a51-000000000005', hasPhoto: false, siteCode: 'PG01' };
}

/**
 * Web Locks as a browser gives them (happy-dom has none): one holder of a name at a time, the others
 * wait their turn. Two outboxes in two tabs share it; here the test holds it as "another tab".
 */
const held = new Map<string, Promise<unknown>>();
const locks = {
  request<T>(name: string, run: () => Promise<T>): Promise<T> {
    const before = held.get(name) ?? Promise.resolve();
    const mine = before.then(run, run);
    held.set(name, mine.catch(() => undefined));
    return mine;
  },
};
Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });

/** A real ky HTTPError, as the server's refusal arrives in the app. */
async function refusal(status: number, body: object): Promise<unknown> {
  try {
    await ky.post('http://wfm.test/v1/mobile/wfm/qr/scan', {
      retry: 0,
      fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
    });
  } catch (error) {
    return error;
  }
  throw new Error('the refusal did not throw');
}

/** A connection that is gone: fetch rejects with a TypeError. */
const noAnswer = () => new TypeError('Failed to fetch');

let events: OutboxEvent[] = [];
let unsubscribe: () => void = () => undefined;

beforeEach(async () => {
  for (const owner of [OWNER, OTHER_OWNER]) for (const existing of await outboxItems(owner)) await dismiss(existing);
  events = [];
  unsubscribe = subscribeOutbox((event) => events.push(event));
});

afterEach(() => unsubscribe());

describe('the scan outbox', () => {
  it('sends the owner’s waiting scans oldest first, one at a time, and forgets each once recorded', async () => {
    await enqueue(item('b'));
    await enqueue(item('a', { queuedAt: 0 }));
    await enqueue(item('c'));
    const sent: string[] = [];
    let inFlight = 0;
    const send: Sender = async (outboxItem) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      sent.push(outboxItem.key);
      inFlight -= 1;
      return recorded(outboxItem);
    };

    await flush(OWNER, send);

    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await outboxItems(OWNER)).toEqual([]);
    expect(events.filter((event) => event.kind === 'settled').map((event) => event.kind === 'settled' && event.item.key)).toEqual(['a', 'b', 'c']);
  });

  it('leaves another admin’s or another site’s scans alone', async () => {
    await enqueue(item('mine'));
    await enqueue(item('theirs', { owner: OTHER_OWNER }));
    const sent: string[] = [];

    await flush(OWNER, async (outboxItem) => {
      sent.push(outboxItem.key);
      return recorded(outboxItem);
    });

    expect(sent).toEqual(['mine']);
    expect((await outboxItems(OTHER_OWNER)).map((waiting) => waiting.key)).toEqual(['theirs']);
  });

  it('keeps a refused scan with the server’s reason until the admin dismisses it, and goes on with the rest', async () => {
    await enqueue(item('used'));
    await enqueue(item('fine'));
    const alreadyUsed = await refusal(409, { code: 'QR_ALREADY_USED', message: 'used' });

    await flush(OWNER, async (outboxItem) => {
      if (outboxItem.key === 'used') throw alreadyUsed;
      return recorded(outboxItem);
    });

    const left = await outboxItems(OWNER);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ key: 'used', status: 'refused', refusal: { code: 'QR_ALREADY_USED' } });

    // A later flush does not send a refused scan again.
    let sentAgain = false;
    await flush(OWNER, async (outboxItem) => {
      sentAgain = true;
      return recorded(outboxItem);
    });
    expect(sentAgain).toBe(false);

    await clearRefused(OWNER);
    expect(await outboxItems(OWNER)).toEqual([]);
  });

  it('keeps the sequence rule the server gave with a refusal', async () => {
    await enqueue(item('twice'));
    const outOfOrder = await refusal(409, { code: 'QR_SEQUENCE', message: 'sequence', fields: { sequence: 'beginTwice' } });

    await flush(OWNER, () => Promise.reject(outOfOrder));

    const [left] = await outboxItems(OWNER);
    expect(left?.refusal?.code).toBe('QR_SEQUENCE');
    expect(left?.refusal?.sequence).toBe('beginTwice');
  });

  it('keeps a refusal without a sequence rule the app does not know', async () => {
    await enqueue(item('odd'));
    const outOfOrder = await refusal(409, { code: 'QR_SEQUENCE', message: 'sequence', fields: { sequence: 'alreadyStarted' } });

    await flush(OWNER, () => Promise.reject(outOfOrder));

    const [left] = await outboxItems(OWNER);
    expect(left?.refusal).toEqual({ code: 'QR_SEQUENCE' });
  });

  it('reads a kept refusal whose code this version of the app no longer has (an update came between), not one that is not a code', async () => {
    const store = createStore(SCAN_OUTBOX_STORE.database, SCAN_OUTBOX_STORE.store);
    await set(`retired:${OWNER}`, { ...item('retired'), status: 'refused', refusal: { code: 'QR_RETIRED_RULE' } }, store);
    await set(`garbled:${OWNER}`, { ...item('garbled'), status: 'refused', refusal: { code: '<b>bad</b>' } }, store);

    const kept = await outboxItems(OWNER);
    expect(kept.map((waiting) => [waiting.key, waiting.refusal?.code])).toEqual([['retired', 'QR_RETIRED_RULE']]);
    await del(`retired:${OWNER}`, store);
    await del(`garbled:${OWNER}`, store);
  });

  it('passes over a stored value that is not an outbox item', async () => {
    const store = createStore(SCAN_OUTBOX_STORE.database, SCAN_OUTBOX_STORE.store);
    await set(`broken:${OWNER}`, { key: 'broken', owner: OWNER, status: 'pending' }, store);
    await enqueue(item('whole'));

    expect((await outboxItems(OWNER)).map((waiting) => waiting.key)).toEqual(['whole']);
    await del(`broken:${OWNER}`, store);
  });

  it('stops at the first scan that gets no answer and keeps it and the rest for the next try', async () => {
    await enqueue(item('first'));
    await enqueue(item('second'));
    const tried: string[] = [];

    await flush(OWNER, (outboxItem) => {
      tried.push(outboxItem.key);
      return Promise.reject(noAnswer());
    });

    expect(tried).toEqual(['first']);
    expect((await outboxItems(OWNER)).map((waiting) => [waiting.key, waiting.status])).toEqual([
      ['first', 'pending'],
      ['second', 'pending'],
    ]);
  });

  it('treats a server in trouble or an expired login as "later", never as a refusal', async () => {
    for (const [status, code] of [
      [500, 'INTERNAL'],
      [429, 'TOO_MANY_ATTEMPTS'],
      [401, 'TOKEN_EXPIRED'],
    ] as const) {
      await enqueue(item(code));
      const error = await refusal(status, { code, message: code });
      await flush(OWNER, () => Promise.reject(error));
      const [left] = await outboxItems(OWNER);
      expect(left).toMatchObject({ key: code, status: 'pending' });
      await dismiss(left as OutboxItem);
    }
  });

  it('does not lose a "Send now" pressed while a failing try is still on its way (the bug of aa3e305)', async () => {
    await enqueue(item('waiting'));
    let tries = 0;
    let failFirstTry: (error: unknown) => void = () => undefined;
    const send: Sender = (outboxItem) => {
      tries += 1;
      if (tries === 1) return new Promise((_, reject) => (failFirstTry = reject));
      return Promise.resolve(recorded(outboxItem));
    };

    const startUp = flush(OWNER, send);
    await until(() => tries === 1);
    // The admin presses "Send now" while the start-up try hangs; then that try fails.
    const sendNow = flush(OWNER, send);
    failFirstTry(noAnswer());
    await Promise.all([startUp, sendNow]);

    expect(tries).toBe(2);
    expect(await outboxItems(OWNER)).toEqual([]);
  });

  it('sends a scan queued while a flush is running in the same round', async () => {
    await enqueue(item('early'));
    const sent: string[] = [];
    let queuedLate = false;
    const send: Sender = async (outboxItem) => {
      if (!queuedLate) {
        queuedLate = true;
        await enqueue(item('late'));
        void flush(OWNER, send);
      }
      sent.push(outboxItem.key);
      return recorded(outboxItem);
    };

    await flush(OWNER, send);

    expect(sent).toEqual(['early', 'late']);
    expect(await outboxItems(OWNER)).toEqual([]);
  });

  it('skips a scan another tab already sent (it is gone from the store) instead of sending it twice', async () => {
    await enqueue(item('one'));
    await enqueue(item('two'));
    const sent: string[] = [];

    await flush(OWNER, async (outboxItem) => {
      sent.push(outboxItem.key);
      // Another tab sends "two" while this one sends "one".
      if (outboxItem.key === 'one') {
        const [, other] = await outboxItems(OWNER);
        await dismiss(other as OutboxItem);
      }
      return recorded(outboxItem);
    });

    expect(sent).toEqual(['one']);
  });
});

describe('the outbox across tabs', () => {
  it('waits while another tab holds the lock, then finds that tab already sent the scan', async () => {
    const scan = item('shared');
    await enqueue(scan);
    let releaseOtherTab: () => void = () => undefined;
    // "Another tab" takes the lock and sends the scan.
    const otherTab = locks.request('wfm-scan-outbox', async () => {
      await new Promise<void>((resolve) => (releaseOtherTab = resolve));
      await dismiss(scan);
    });
    let sentHere = 0;
    const here = flush(OWNER, async (outboxItem) => {
      sentHere += 1;
      return recorded(outboxItem);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentHere).toBe(0);
    releaseOtherTab();
    await Promise.all([otherTab, here]);
    expect(sentHere).toBe(0);
    expect(await outboxItems(OWNER)).toEqual([]);
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
