/**
 * A list that loads again (a search as it is typed, a reload after a change) keeps what it shows
 * while the next first page loads, when asked to and only within the same view.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { forgetFreshness, observeAnswer } from '@/platform/pwa/data-freshness';
import { CACHED_AT_HEADER } from '@/platform/pwa/offline-data';
import { useKeysetPages, type KeysetPage } from './use-keyset-pages';

type Load = (cursor: string | null, signal: AbortSignal) => Promise<KeysetPage<string>>;

/** Pages answered when the test says: one pending promise per key asked. */
function pagesByKey() {
  const waiting = new Map<string, (page: KeysetPage<string>) => void>();
  const loadFor =
    (key: string): Load =>
    () =>
      new Promise((resolve) => waiting.set(key, resolve));
  const answer = (key: string, items: string[]) =>
    act(() => {
      waiting.get(key)?.({ items, nextCursor: null, total: items.length });
    });
  return { loadFor, answer };
}

it('empties the list while the next key loads, by default', async () => {
  const server = pagesByKey();
  const { result, rerender } = renderHook(({ key }) => useKeysetPages(key, server.loadFor(key)), { initialProps: { key: 'a' } });
  await server.answer('a', ['one', 'two']);
  await waitFor(() => expect(result.current.items).toEqual(['one', 'two']));
  rerender({ key: 'b' });
  expect(result.current.items).toEqual([]);
  expect(result.current.loaded).toBe(false);
});

it('keeps the shown items while the next key loads within the same view, not across views', async () => {
  const server = pagesByKey();
  const { result, rerender } = renderHook(({ key, view }) => useKeysetPages(key, server.loadFor(key), { keepShownWhile: view }), { initialProps: { key: 'pending-', view: 'pending' } });
  await server.answer('pending-', ['one', 'two']);
  await waitFor(() => expect(result.current.items).toEqual(['one', 'two']));

  rerender({ key: 'pending-on', view: 'pending' });
  expect(result.current.items).toEqual(['one', 'two']);
  expect(result.current.total).toBe(2);
  expect(result.current.loaded).toBe(false);
  await server.answer('pending-on', ['one']);
  await waitFor(() => expect(result.current.items).toEqual(['one']));
  expect(result.current.loaded).toBe(true);

  rerender({ key: 'decided-on', view: 'decided' });
  expect(result.current.items).toEqual([]);
});

it('loads the first page again when the list shown is a stored copy and the connection comes back, keeping it shown', async () => {
  history.replaceState({ __TSR_key: 'list-view' }, '');
  const asked: string[] = [];
  // The first answer is the service worker's stored copy, the next the server's.
  const load: Load = async () => {
    const stored = asked.length === 0;
    asked.push(stored ? 'stored' : 'fresh');
    const answer = Response.json({ items: [stored ? 'old' : 'new'], nextCursor: null }, { headers: stored ? { [CACHED_AT_HEADER]: '1000' } : {} });
    return (await (await observeAnswer(new Request(`${location.origin}/v1/mobile/wfm/qna`), Promise.resolve(answer))).json()) as KeysetPage<string>;
  };
  const { result, unmount } = renderHook(() => useKeysetPages('qna', load));
  await waitFor(() => expect(result.current.items).toEqual(['old']));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(result.current).toMatchObject({ items: ['old'], loaded: true });
  await waitFor(() => expect(result.current.items).toEqual(['new']));
  expect(asked).toEqual(['stored', 'fresh']);
  unmount();
  forgetFreshness();
});
