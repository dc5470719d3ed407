/**
 * A scan's time by the server's clock as this phone estimates it, always later than the one before:
 * the server times each scan no later than this, so a worker's events keep the order they were
 * scanned in however the estimate wobbles (ADR 007). A clock set back far is followed within 2 s,
 * well inside the server's skew tolerance.
 */
export function nextScanTime(last: { current: number }, estimate: number): number {
  const at = Math.max(estimate, Math.min(last.current + 1, estimate + 2_000));
  last.current = at;
  return at;
}
