/**
 * A short vibration, where the phone can and the page may: browsers refuse (and log "Blocked call to
 * navigator.vibrate") until the person has tapped the page, so it is only asked for after a tap.
 */
export function buzz(pattern: number | number[]): void {
  if (typeof navigator.vibrate !== 'function') return;
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return;
  navigator.vibrate(pattern);
}
