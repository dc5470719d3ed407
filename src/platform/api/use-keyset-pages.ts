/**
 * A list paged by keyset (the API's `cursor` / `nextCursor`): the first page loads when `key` changes
 * (the previous load is aborted and the list starts again), more pages load as the end of the list
 * comes into view (`sentinel`) or by `loadMore` (a button, for keyboards and screen readers).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface KeysetPage<I> {
  items: I[];
  nextCursor: string | null;
  /** How many items match in all, when the API says. */
  total?: number;
}

export interface KeysetPages<I> {
  items: I[];
  nextCursor: string | null;
  total: number | null;
  /** The first page has arrived (for the key shown). */
  loaded: boolean;
  loading: boolean;
  error: unknown;
  loadMore(): void;
  /** A ref for an element at the end of the list: when it scrolls into view, the next page loads. */
  sentinel(element: HTMLElement | null): void;
}

interface Shown<I> {
  key: string;
  items: I[];
  nextCursor: string | null;
  total: number | null;
}

export function useKeysetPages<I>(key: string, load: (cursor: string | null, signal: AbortSignal) => Promise<KeysetPage<I>>): KeysetPages<I> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [shown, setShown] = useState<Shown<I> | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [moreLoading, setMoreLoading] = useState(false);
  const [sentinelElement, setSentinelElement] = useState<HTMLElement | null>(null);
  const more = useRef<AbortController | null>(null);

  // The first page of each key; a newer key aborts the older loads.
  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(null, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setShown({ key, items: page.items, nextCursor: page.nextCursor, total: page.total ?? null });
        setFailure(null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ key, error });
      },
    );
    return () => {
      controller.abort();
      more.current?.abort();
    };
  }, [key]);

  const current = shown?.key === key ? shown : null;
  const nextCursor = current?.nextCursor ?? null;
  const failed = failure?.key === key ? failure.error : undefined;

  const loadMore = useCallback(() => {
    if (!nextCursor || moreLoading) return;
    const controller = new AbortController();
    more.current = controller;
    setMoreLoading(true);
    loadRef.current(nextCursor, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setShown((previous) => (previous?.key === key ? { key, items: [...previous.items, ...page.items], nextCursor: page.nextCursor, total: page.total ?? previous.total } : previous));
        setFailure(null);
        setMoreLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({ key, error });
        setMoreLoading(false);
      },
    );
  }, [key, nextCursor, moreLoading]);

  useEffect(() => {
    if (!sentinelElement || !nextCursor || moreLoading || failed !== undefined || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(sentinelElement);
    return () => observer.disconnect();
  }, [sentinelElement, nextCursor, moreLoading, failed, loadMore]);

  return {
    items: current?.items ?? [],
    nextCursor,
    total: current?.total ?? null,
    loaded: current !== null,
    loading: moreLoading || (current === null && failed === undefined),
    error: failed,
    loadMore,
    sentinel: setSentinelElement,
  };
}
