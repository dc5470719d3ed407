/**
 * Which QR event may come next for a worker: pure functions over the worker's recent attendance
 * events (modules/work/attendance-events.ts reads them), used to refuse an out-of-order scan with a rule
 * the admin can act on, and to suggest the next event on the worker's QR screen.
 *
 * Rules, per Seoul day:
 * - One BeginWork a day (beginTwice). An EndWork needs an open shift (endWithoutBegin); after the
 *   day's EndWork nothing more is accepted that day (afterEnd; a second BeginWork is beginTwice).
 * - A shift is open from its BeginWork until an EndWork, at most MAX_SHIFT_MS: a night shift begun
 *   yesterday can still be ended after midnight; a shift left open (a forgotten check-out) does not
 *   block the next day's BeginWork.
 * - Breaks happen inside an open shift (breakBeforeBegin), each kind begun once per shift
 *   (lunchTwice, dinnerTwice), and ended only while begun (endLunchWithoutBegin, endDinnerWithoutBegin).
 */
import type { QrEventType, QrSequenceRule } from '#contract/api-contract.ts';
import { seoulDayKey } from '#contract/seoul-time.ts';
import { MAX_SHIFT_MS, type AttendanceEvent } from '../work/work-days.ts';

interface ShiftState {
  start: Date;
  lunchBegun: boolean;
  lunchOpen: boolean;
  dinnerBegun: boolean;
  dinnerOpen: boolean;
}

export interface DayState {
  /** The open shift, if any. */
  open: ShiftState | null;
  begunToday: boolean;
  /** An EndWork closed a shift today. */
  endedToday: boolean;
}

export function dayState(events: readonly AttendanceEvent[], now: Date): DayState {
  const today = seoulDayKey(now);
  const sorted = [...events].filter((event) => event.occurredAt.getTime() <= now.getTime()).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  let open = null as ShiftState | null;
  let begunToday = false;
  let endedToday = false;
  for (const event of sorted) {
    const at = event.occurredAt;
    const isToday = seoulDayKey(at) === today;
    switch (event.type) {
      case 'BeginWork':
        if (isToday) begunToday = true;
        // A repeated BeginWork the same day keeps the first (work-days.ts does the same).
        if (open && seoulDayKey(open.start) === seoulDayKey(at)) break;
        open = { start: at, lunchBegun: false, lunchOpen: false, dinnerBegun: false, dinnerOpen: false };
        break;
      case 'EndWork':
        if (!open) break;
        open = null;
        if (isToday) endedToday = true;
        break;
      case 'BeginLunch':
        if (open) open = { ...open, lunchBegun: true, lunchOpen: true };
        break;
      case 'EndLunch':
        if (open) open = { ...open, lunchOpen: false };
        break;
      case 'BeginDinner':
        if (open) open = { ...open, dinnerBegun: true, dinnerOpen: true };
        break;
      case 'EndDinner':
        if (open) open = { ...open, dinnerOpen: false };
        break;
    }
  }
  if (open && now.getTime() - open.start.getTime() > MAX_SHIFT_MS) open = null;
  return { open, begunToday, endedToday };
}

/** null when `type` may be recorded now; otherwise the rule it breaks. */
export function sequenceViolation(events: readonly AttendanceEvent[], type: QrEventType, now: Date): QrSequenceRule | null {
  const { open, begunToday, endedToday } = dayState(events, now);
  switch (type) {
    case 'BeginWork':
      return begunToday ? 'beginTwice' : null;
    case 'EndWork':
      if (open) return null;
      return endedToday ? 'afterEnd' : 'endWithoutBegin';
    case 'BeginLunch':
    case 'BeginDinner': {
      if (!open) return endedToday ? 'afterEnd' : 'breakBeforeBegin';
      const lunch = type === 'BeginLunch';
      if (lunch ? open.lunchBegun : open.dinnerBegun) return lunch ? 'lunchTwice' : 'dinnerTwice';
      return null;
    }
    case 'EndLunch':
    case 'EndDinner': {
      const lunch = type === 'EndLunch';
      if (!open && endedToday) return 'afterEnd';
      if (!open || !(lunch ? open.lunchOpen : open.dinnerOpen)) return lunch ? 'endLunchWithoutBegin' : 'endDinnerWithoutBegin';
      return null;
    }
  }
}

/** The likely next event: BeginWork, then EndWork (or the end of an open break); null once the day's work ended. */
export function suggestNextEvent(events: readonly AttendanceEvent[], now: Date): QrEventType | null {
  const { open, begunToday, endedToday } = dayState(events, now);
  if (open) {
    if (open.lunchOpen) return 'EndLunch';
    if (open.dinnerOpen) return 'EndDinner';
    return 'EndWork';
  }
  return endedToday || begunToday ? null : 'BeginWork';
}

/** Human text for a sequence rule (English; the app shows its own text for the rule code). */
export const SEQUENCE_MESSAGES: Record<QrSequenceRule, string> = {
  beginTwice: 'This worker already began work today; ask for another event.',
  endWithoutBegin: 'This worker has not begun work; scan a BeginWork code first.',
  afterEnd: "This worker's work today has already ended.",
  breakBeforeBegin: 'This worker has not begun work; scan a BeginWork code before a break.',
  lunchTwice: 'Lunch was already begun in this shift.',
  dinnerTwice: 'Dinner was already begun in this shift.',
  endLunchWithoutBegin: 'Lunch was not begun; scan a BeginLunch code first.',
  endDinnerWithoutBegin: 'Dinner was not begun; scan a BeginDinner code first.',
};
