/**
 * useRemote loads when its key changes, and loads again, keeping what it shows, when the screen shows a
 * copy only the phone had and a fresher answer may be there: the connection is back, the service
 * worker stored the answer it was too slow to give, or 15 s passed while the browser says online.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CACHED_AT_HEADER, PAGE_MESSAGES } from '@/platform/pwa/offline-data';
import { forgetFreshness, observeAnswer } from '@/platform/pwa/data-freshness';
import { useRemote } from './use-remote';

const MONTHLY = `${location.origin}/v1/mobile/wfm/work/monthly?year=2026&month=11`;

/** The service worker's answers, in order: a stored copy carries the time it was stored. */
function answers(...versions: { version: number; storedAt?: number }[]) {
  const asked: number[] = [];
  const load = async (): Promise<{ version: number }> => {
    const next = versions[Math.min(asked.length, versions.length - 1)] ?? { version: 0 };
    asked.push(next.version);
    const headers: Record<string, string> = next.storedAt === undefined ? {} : { [CACHED_AT_HEADER]: String(next.storedAt) };
    const response = await observeAnswer(new Request(MONTHLY), Promise.resolve(Response.json({ version: next.version }, { headers })));
    return (await response.json()) as { version: number };
  };
  return { load, asked };
}

/** The service worker's side of the page (its messages); happy-dom has none. */
const worker = new EventTarget();
Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
let online = true;

beforeEach(() => {
  history.replaceState({ __TSR_key: 'work-view' }, '');
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetFreshness();
});

it('loads the stored copy’s screen again when the connection comes back, keeping it shown meanwhile', async () => {
  const server = answers({ version: 1, storedAt: 1_000 }, { version: 2 });
  const { result } = renderHook(() => useRemote('monthly', server.load));
  await waitFor(() => expect(result.current.data).toEqual({ version: 1 }));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(result.current).toMatchObject({ data: { version: 1 }, loading: false });
  await waitFor(() => expect(result.current.data).toEqual({ version: 2 }));
  expect(server.asked).toEqual([1, 2]);
});

it('loads again when the service worker says the late answer is stored', async () => {
  const server = answers({ version: 1, storedAt: 1_000 }, { version: 2 });
  const { result } = renderHook(() => useRemote('monthly', server.load));
  await waitFor(() => expect(result.current.data).toEqual({ version: 1 }));
  act(() => {
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } }));
  });
  expect(server.asked).toEqual([1]);
  act(() => {
    worker.dispatchEvent(new MessageEvent('message', { data: { type: PAGE_MESSAGES.freshData, path: '/v1/mobile/wfm/work/monthly' } }));
  });
  await waitFor(() => expect(result.current.data).toEqual({ version: 2 }));
});

it('tries again every 15 s while the browser says online and the screen still shows a stored copy', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const server = answers({ version: 1, storedAt: 1_000 }, { version: 1, storedAt: 1_000 }, { version: 3 });
  const { result } = renderHook(() => useRemote('monthly', server.load));
  await vi.waitFor(() => expect(result.current.data).toEqual({ version: 1 }));
  await act(() => vi.advanceTimersByTimeAsync(15_000));
  expect(server.asked).toEqual([1, 1]);
  await act(() => vi.advanceTimersByTimeAsync(15_000));
  await vi.waitFor(() => expect(result.current.data).toEqual({ version: 3 }));
  // Fresh now: nothing more is asked.
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(server.asked).toEqual([1, 1, 3]);
});

it('does not load a fresh screen again, nor try while the browser says offline', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const fresh = answers({ version: 1 });
  const { result, unmount } = renderHook(() => useRemote('monthly', fresh.load));
  await vi.waitFor(() => expect(result.current.data).toEqual({ version: 1 }));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await act(() => vi.advanceTimersByTimeAsync(30_000));
  expect(fresh.asked).toEqual([1]);
  unmount();

  forgetFreshness();
  online = false;
  const stored = answers({ version: 1, storedAt: 1_000 });
  const offline = renderHook(() => useRemote('monthly', stored.load));
  await vi.waitFor(() => expect(offline.result.current.data).toEqual({ version: 1 }));
  await act(() => vi.advanceTimersByTimeAsync(30_000));
  expect(stored.asked).toEqual([1]);
});
