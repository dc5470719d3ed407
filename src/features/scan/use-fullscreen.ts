/**
 * Full screen for the scanner at the gate (Fullscreen API). `supported` is false where the API is
 * missing (iPhone Safari); the installed app already runs without browser bars there.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export function useFullscreen(target: RefObject<HTMLElement | null>): { supported: boolean; active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  }, [target]);
  return { supported: document.fullscreenEnabled === true, active, toggle };
}
