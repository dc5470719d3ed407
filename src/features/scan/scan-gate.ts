/**
 * Which decoded codes the scanner submits. The camera decodes the code in front of it several times
 * a second, and a worker keeps the phone up for a moment after the beep, so:
 * - a code is never submitted while its answer is pending;
 * - a code that got an answer is not submitted again for `rememberMs` (longer than any code lives),
 *   so the admin does not see "already used" for the code just accepted;
 * - while a result is on screen nothing new is submitted (the admin reads it first).
 * Pure state, no timers: the screen passes the clock.
 */
interface ScanGate {
  /** True when `payload` should be submitted now; it is then pending until `settle`. */
  admit(payload: string, now: number): boolean;
  /** The answer for `payload` arrived at `now`. */
  settle(payload: string, now: number): void;
  /** Forget a payload's answer, so the same code can be submitted again (e.g. after a network failure). */
  forget(payload: string): void;
  /** Hold every new code until `until` (a result is shown). */
  holdUntil(until: number): void;
  readonly pending: boolean;
}

export function createScanGate(rememberMs: number): ScanGate {
  const answered = new Map<string, number>();
  let pending: string | null = null;
  let heldUntil = 0;
  return {
    admit(payload, now) {
      if (pending !== null || now < heldUntil) return false;
      for (const [known, at] of answered) if (now - at > rememberMs) answered.delete(known);
      if (answered.has(payload)) return false;
      pending = payload;
      return true;
    },
    settle(payload, now) {
      if (pending === payload) pending = null;
      answered.set(payload, now);
    },
    forget(payload) {
      answered.delete(payload);
      if (pending === payload) pending = null;
    },
    holdUntil(until) {
      heldUntil = until;
    },
    get pending() {
      return pending !== null;
    },
  };
}
