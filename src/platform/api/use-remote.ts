/**
 * A small data hook over the one API client: loads when `key` changes, aborts the previous load,
 * and keeps the last data while a new key loads so screens do not flash empty. It loads again, keeping
 * what it shows, when the screen shows data only the phone had and a fresher answer may be there
 * (useReloads, src/platform/pwa/stale-reload.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useReloads } from '@/platform/pwa/stale-reload';

interface RemoteState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

interface Settled<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
}

export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RemoteState<T> {
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const [settled, setSettled] = useState<Settled<T>>({ key: null, data: undefined, error: undefined });
  const reloads = useReloads();

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((previous) => ({ key, data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, reloads]);

  return { data: settled.data, error: settled.key === key ? settled.error : undefined, loading: key !== null && settled.key !== key };
}
