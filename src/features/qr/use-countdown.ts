/**
 * Seconds left of a code's lifetime, counted from when the code arrived on this phone with the
 * monotonic clock (the phone's wall clock may be wrong; the server judges expiry by its own).
 */
import { useEffect, useState } from 'react';

export function useCountdown(startedAt: number | null, lifetimeSeconds: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  if (startedAt === null) return 0;
  return Math.max(0, Math.ceil(lifetimeSeconds - (Math.max(now, startedAt) - startedAt) / 1000));
}
