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
import { QR_EVENT_TYPES, type QrEventType, type QrSequenceRule } from '#contract/api-contract.ts';
import { EVENT_KINDS, unhandledKind, type BreakKind, type EventKind } from '#contract/attendance-events.ts';
import { seoulDayKey } from '#contract/seoul-time.ts';
import { MAX_SHIFT_MS, type AttendanceEvent } from '../work/work-days.ts';

interface ShiftState {
  start: Date;
  /** The breaks begun in the shift (each kind once). */
  begun: ReadonlySet<BreakKind>;
  /** The breaks begun and not yet ended. */
  open: ReadonlySet<BreakKind>;
}

const withBreak = (breaks: ReadonlySet<BreakKind>, kind: BreakKind) => new Set(breaks).add(kind);
const withoutBreak = (breaks: ReadonlySet<BreakKind>, kind: BreakKind) => {
  const left = new Set(breaks);
  left.delete(kind);
  return left;
};

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
    const kind: EventKind = EVENT_KINDS[event.type];
    switch (kind.role) {
      case 'beginWork':
        if (isToday) begunToday = true;
        // A repeated BeginWork the same day keeps the first (work-days.ts does the same).
        if (open && seoulDayKey(open.start) === seoulDayKey(at)) break;
        open = { start: at, begun: new Set(), open: new Set() };
        break;
      case 'endWork':
        if (!open) break;
        open = null;
        if (isToday) endedToday = true;
        break;
      case 'beginBreak':
        if (open) open = { ...open, begun: withBreak(open.begun, kind.break), open: withBreak(open.open, kind.break) };
        break;
      case 'endBreak':
        if (open) open = { ...open, open: withoutBreak(open.open, kind.break) };
        break;
      default:
        unhandledKind(kind);
    }
  }
  if (open && now.getTime() - open.start.getTime() > MAX_SHIFT_MS) open = null;
  return { open, begunToday, endedToday };
}

/** null when `type` may be recorded now; otherwise the rule it breaks. */
export function sequenceViolation(events: readonly AttendanceEvent[], type: QrEventType, now: Date): QrSequenceRule | null {
  const { open, begunToday, endedToday } = dayState(events, now);
  const kind: EventKind = EVENT_KINDS[type];
  switch (kind.role) {
    case 'beginWork':
      return begunToday ? 'beginTwice' : null;
    case 'endWork':
      if (open) return null;
      return endedToday ? 'afterEnd' : 'endWithoutBegin';
    case 'beginBreak':
      if (!open) return endedToday ? 'afterEnd' : 'breakBeforeBegin';
      return open.begun.has(kind.break) ? kind.twice : null;
    case 'endBreak':
      if (!open && endedToday) return 'afterEnd';
      return open?.open.has(kind.break) ? null : kind.withoutBegin;
    default:
      return unhandledKind(kind);
  }
}

/** The likely next event: BeginWork, then EndWork (or the end of an open break); null once the day's work ended. */
export function suggestNextEvent(events: readonly AttendanceEvent[], now: Date): QrEventType | null {
  const { open, begunToday, endedToday } = dayState(events, now);
  if (open) {
    // The end of an open break (lunch first), else the end of work.
    const ends = QR_EVENT_TYPES.filter((type) => {
      const kind: EventKind = EVENT_KINDS[type];
      return kind.role === 'endBreak' && open.open.has(kind.break);
    });
    return ends[0] ?? 'EndWork';
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
