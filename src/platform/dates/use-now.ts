/**
 * The wall clock for a screen that counts time as it runs (a shift in progress): Date.now(), again
 * every 30 s while `running`. Minutes are what the screens show; 30 s keeps them at most half a
 * minute behind without waking the phone more often.
 */
import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
