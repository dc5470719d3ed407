/**
 * A list paged by keyset (the API's `cursor` / `nextCursor`): the first page loads when `key` changes
 * (the previous load is aborted and the list starts again), more pages load as the end of the list
 * comes into view (`sentinel`) or by `loadMore` (a button, for keyboards and screen readers).
 * With `keepShownWhile`, the items shown stay while the next key loads as long as that value is the
 * same: a search typed letter by letter, or a list loaded again, then does not empty the screen (and
 * close what the person had open in it) at each step.
 * Like useRemote, the first page loads again, the list staying shown, when the screen shows a copy
 * only the phone had and fresher data may be had (useReloads, src/platform/pwa/stale-reload.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReloads } from '@/platform/pwa/stale-reload';

export interface KeysetPage<I> {
  items: I[];
  nextCursor: string | null;
  /** How many items match in all, when the API says. */
  total?: number;
  /** More than `total` match: the API counts up to a cap. */
  totalCapped?: boolean;
}

interface KeysetPages<I> {
  items: I[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
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
  totalCapped: boolean;
  keep: string | undefined;
}

interface KeysetPagesOptions {
  /** While the next key loads, the items of the previous one stay shown if this value did not change (a list's view). */
  keepShownWhile?: string | undefined;
}

export function useKeysetPages<I>(key: string, load: (cursor: string | null, signal: AbortSignal) => Promise<KeysetPage<I>>, options: KeysetPagesOptions = {}): KeysetPages<I> {
  const keep = options.keepShownWhile;
  const loadRef = useRef(load);
  const keepRef = useRef(keep);
  useEffect(() => {
    loadRef.current = load;
    keepRef.current = keep;
  });
  const [shown, setShown] = useState<Shown<I> | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [moreLoading, setMoreLoading] = useState(false);
  const [sentinelElement, setSentinelElement] = useState<HTMLElement | null>(null);
  const more = useRef<AbortController | null>(null);
  const reloads = useReloads();

  // The first page of each key (again when stale); a newer key aborts the older loads.
  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(null, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setShown({ key, items: page.items, nextCursor: page.nextCursor, total: page.total ?? null, totalCapped: page.totalCapped ?? false, keep: keepRef.current });
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
  }, [key, reloads]);

  const current = shown?.key === key ? shown : null;
  const nextCursor = current?.nextCursor ?? null;
  const failed = failure?.key === key ? failure.error : undefined;
  const kept = current === null && failed === undefined && keep !== undefined && shown?.keep === keep ? shown : null;

  const loadMore = useCallback(() => {
    if (!nextCursor || moreLoading) return;
    const controller = new AbortController();
    more.current = controller;
    setMoreLoading(true);
    loadRef.current(nextCursor, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setShown((previous) => (previous?.key === key ? { ...previous, items: [...previous.items, ...page.items], nextCursor: page.nextCursor, total: page.total ?? previous.total, totalCapped: page.totalCapped ?? previous.totalCapped } : previous));
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
    items: (current ?? kept)?.items ?? [],
    nextCursor,
    total: (current ?? kept)?.total ?? null,
    totalCapped: (current ?? kept)?.totalCapped ?? false,
    loaded: current !== null,
    loading: moreLoading || (current === null && failed === undefined),
    error: failed,
    loadMore,
    sentinel: setSentinelElement,
  };
}
