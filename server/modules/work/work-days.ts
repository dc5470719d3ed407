/**
 * Work days derived from attendance events: pure functions, no database, so weekly work (and later
 * monthly work and pay) all rest on one tested derivation.
 *
 * Rules:
 * - A shift starts at a BeginWork and ends at the next EndWork. It belongs to the Seoul day it began,
 *   so a shift that passes midnight counts for the day before.
 * - Duplicate punches (double taps, retries) keep the first event: a second BeginWork while a shift
 *   is open is ignored when it is on the same Seoul day or within DUPLICATE_PUNCH_MS of the previous
 *   BeginWork (a double scan at 23:59 and 00:01 is one start). Any other BeginWork on a later day
 *   closes the open shift as having no end.
 * - The first EndWork after a BeginWork ends the shift. An EndWork with no open shift (a repeated
 *   EndWork) is ignored, so it never extends a day. An EndWork more than MAX_SHIFT_MS after the start
 *   is taken as belonging to something else, and the shift counts as having no end.
 * - Breaks (BeginLunch/EndLunch, BeginDinner/EndDinner) count only inside an open shift and only
 *   when both ends were recorded: a forgotten EndLunch must not silently eat the afternoon.
 * - A day's record: the first shift's start, the last shift's end (NO_TIME while it has none), and
 *   the worked hours of its completed shifts minus their breaks, rounded to 2 decimals.
 * - Pay prices the shifts themselves (modules/pay/pricing.ts): a shift with no end is never paid.
 */
import { NO_TIME } from '#contract/api-contract.ts';
import type { WorkDayRecord } from '#contract/api-work.ts';
import type { AttendanceEventType } from '../../db/schema.ts';
import { formatSeoulIso, seoulDayKey } from '#contract/seoul-time.ts';

export interface AttendanceEvent {
  type: AttendanceEventType;
  occurredAt: Date;
  /** The site of the scan; pay needs it (the site's employer), the QR sequence rules do not. */
  projectCode?: string;
}

/** A span of time, start inclusive, end exclusive. */
export interface Interval {
  start: Date;
  end: Date;
}

export interface Shift {
  start: Date;
  /** null: no EndWork was recorded for it. */
  end: Date | null;
  /** Total length of completed breaks inside the shift. */
  breakMs: number;
  /** The completed breaks recorded inside the shift (both ends scanned), oldest first. */
  breaks: Interval[];
  /** The site of its BeginWork (null when the events carry none). */
  projectCode: string | null;
  /** An EndWork came, but more than MAX_SHIFT_MS after the start: the shift has no end (end is null). */
  overlong: boolean;
}

/** Longest span accepted between a BeginWork and its EndWork. */
export const MAX_SHIFT_MS = 24 * 60 * 60 * 1000;

/** A BeginWork this soon after the previous one, while its shift is open, is a duplicate punch. */
export const DUPLICATE_PUNCH_MS = 10 * 60 * 1000;

/** Events to read after the last day of a range so that its overnight shifts find their end. */
export const LOOKAHEAD_MS = MAX_SHIFT_MS;

/** Events to read before the first day of a range so that the shifts of the day before are built as they were. */
export const LOOKBEHIND_MS = MAX_SHIFT_MS;

type BreakKind = 'Lunch' | 'Dinner';

interface OpenShift {
  start: Date;
  /** The latest BeginWork punched for this shift (duplicates included). */
  lastBegin: Date;
  projectCode: string | null;
  breaks: Interval[];
  breaksOpen: Map<BreakKind, Date>;
}

function isDuplicateBegin(open: OpenShift, at: Date): boolean {
  return seoulDayKey(open.start) === seoulDayKey(at) || at.getTime() - open.lastBegin.getTime() <= DUPLICATE_PUNCH_MS;
}

export function buildShifts(events: readonly AttendanceEvent[]): Shift[] {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const shifts: Shift[] = [];
  let open: OpenShift | null = null;
  const close = (end: Date | null, overlong = false) => {
    if (open) {
      const breaks = end ? open.breaks : [];
      const breakMs = breaks.reduce((sum, span) => sum + span.end.getTime() - span.start.getTime(), 0);
      shifts.push({ start: open.start, end, breakMs, breaks, projectCode: open.projectCode, overlong });
    }
    open = null;
  };

  for (const event of sorted) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'BeginWork':
        if (open && isDuplicateBegin(open, at)) {
          open.lastBegin = at;
          break;
        }
        close(null);
        open = { start: at, lastBegin: at, projectCode: event.projectCode ?? null, breaks: [], breaksOpen: new Map() };
        break;
      case 'EndWork': {
        if (!open) break;
        const overlong = at.getTime() - open.start.getTime() > MAX_SHIFT_MS;
        close(overlong ? null : at, overlong);
        break;
      }
      case 'BeginLunch':
      case 'BeginDinner': {
        const kind: BreakKind = event.type === 'BeginLunch' ? 'Lunch' : 'Dinner';
        if (open && !open.breaksOpen.has(kind)) open.breaksOpen.set(kind, at);
        break;
      }
      case 'EndLunch':
      case 'EndDinner': {
        const kind: BreakKind = event.type === 'EndLunch' ? 'Lunch' : 'Dinner';
        const began = open?.breaksOpen.get(kind);
        if (open && began) {
          open.breaks.push({ start: began, end: at });
          open.breaksOpen.delete(kind);
        }
        break;
      }
    }
  }
  close(null);
  return shifts;
}

/** Decimal hours rounded to 2 places (7.5 h = 7.50, 7 h 20 min = 7.33). */
export function toDecimalHours(ms: number): number {
  return Math.round(ms / 36_000) / 100;
}

/** The record of one Seoul day (yyyymmdd) from the shifts of a range. */
export function summariseDay(shifts: readonly Shift[], date: string): WorkDayRecord {
  const own = shifts.filter((shift) => seoulDayKey(shift.start) === date);
  const first = own[0];
  const last = own[own.length - 1];
  if (!first || !last) return { date, workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0 };
  const workedMs = own.reduce(
    (sum, shift) => (shift.end ? sum + Math.max(0, shift.end.getTime() - shift.start.getTime() - shift.breakMs) : sum),
    0,
  );
  return {
    date,
    workStartTime: formatSeoulIso(first.start),
    workEndTime: last.end ? formatSeoulIso(last.end) : NO_TIME,
    workingTime: toDecimalHours(workedMs),
  };
}

/**
 * Records for the given days (yyyymmdd). `events` should cover those days plus LOOKBEHIND_MS before
 * the first and LOOKAHEAD_MS after the last one (modules/work/attendance-events.ts reads them so);
 * shifts begun outside the days belong to other days and are left out.
 */
export function deriveWorkDays(events: readonly AttendanceEvent[], dates: readonly string[]): WorkDayRecord[] {
  const shifts = buildShifts(events);
  return dates.map((date) => summariseDay(shifts, date));
}
