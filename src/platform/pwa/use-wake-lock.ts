/**
 * Keeps the screen awake while `active` (Screen Wake Lock API), for a QR code on show or a
 * scanner at the gate. The browser drops the lock when the page is hidden; it is taken again when
 * the page comes back. Where the API is missing nothing happens.
 */
import { useEffect } from 'react';

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (cancelled) void lock.release();
          else sentinel = lock;
        },
        // Refused (battery saver, no user gesture yet): the screen may dim, nothing else breaks.
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, [active]);
}
