/**
 * A picture the API serves only with the session (an <img src> cannot send the bearer): fetched into
 * an object URL while the component shows it, and revoked when it leaves or the key changes, so the
 * picture does not stay in memory. A correction's photo, a worker's face for the gate.
 */
import { useEffect, useState } from 'react';

type Loaded = { key: string; url: string } | { key: string; failed: true };

/** `key` names the picture (null: none to load); `load` fetches it. */
export function useObjectUrl(key: string | null, load: (signal: AbortSignal) => Promise<Blob>): { url: string | null; failed: boolean } {
  const [state, setState] = useState<Loaded | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    load(controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ key, url });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is named by `key`: a new function for the same picture fetches nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = key !== null && state?.key === key ? state : null;
  return { url: current && 'url' in current ? current.url : null, failed: current !== null && 'failed' in current };
}
