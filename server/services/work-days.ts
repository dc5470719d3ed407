/**
 * Work days derived from attendance events: pure functions, no database, so weekly work (and later
 * monthly work and pay) all rest on one tested derivation.
 *
 * Rules:
 * - A shift starts at a BeginWork and ends at the next EndWork. It belongs to the Seoul day it began,
 *   so a shift that passes midnight counts for the day before.
 * - A second BeginWork on the same Seoul day while a shift is open is a duplicate punch (double tap,
 *   retry) and is ignored. A BeginWork on a later day closes the open shift as having no end.
 * - An EndWork with no open shift is ignored; an EndWork more than MAX_SHIFT_MS after the start is
 *   taken as belonging to something else, and the shift counts as having no end.
 * - Breaks (BeginLunch/EndLunch, BeginDinner/EndDinner) count only inside an open shift and only
 *   when both ends were recorded: a forgotten EndLunch must not silently eat the afternoon.
 * - A day's record: the first shift's start, the last shift's end (NO_TIME while it has none), and
 *   the worked hours of its completed shifts minus their breaks, rounded to 2 decimals.
 */
import { NO_TIME, type WorkDayRecord } from '../../src/shared/contract/api-contract';
import type { AttendanceEventType } from '../db/schema';
import { formatSeoulIso, seoulDayKey } from './seoul-time';

export interface AttendanceEvent {
  type: AttendanceEventType;
  occurredAt: Date;
}

export interface Shift {
  start: Date;
  /** null: no EndWork was recorded for it. */
  end: Date | null;
  /** Total length of completed breaks inside the shift. */
  breakMs: number;
}

/** Longest span accepted between a BeginWork and its EndWork. */
export const MAX_SHIFT_MS = 24 * 60 * 60 * 1000;

/** Events to read after the last day of a range so that its overnight shifts find their end. */
export const LOOKAHEAD_MS = MAX_SHIFT_MS;

type BreakKind = 'Lunch' | 'Dinner';

interface OpenShift {
  start: Date;
  breakMs: number;
  breaksOpen: Map<BreakKind, Date>;
}

export function buildShifts(events: readonly AttendanceEvent[]): Shift[] {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const shifts: Shift[] = [];
  let open: OpenShift | null = null;
  const close = (end: Date | null) => {
    if (open) shifts.push({ start: open.start, end, breakMs: end ? open.breakMs : 0 });
    open = null;
  };

  for (const event of sorted) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'BeginWork':
        if (open && seoulDayKey(open.start) === seoulDayKey(at)) break;
        close(null);
        open = { start: at, breakMs: 0, breaksOpen: new Map() };
        break;
      case 'EndWork':
        if (!open) break;
        close(at.getTime() - open.start.getTime() > MAX_SHIFT_MS ? null : at);
        break;
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
          open.breakMs += at.getTime() - began.getTime();
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
 * Records for the given days (yyyymmdd). `events` should cover those days plus LOOKAHEAD_MS after
 * the last one; events before the first day are harmless (their shifts belong to other days).
 */
export function deriveWorkDays(events: readonly AttendanceEvent[], dates: readonly string[]): WorkDayRecord[] {
  const shifts = buildShifts(events);
  return dates.map((date) => summariseDay(shifts, date));
}
