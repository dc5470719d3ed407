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
 * - A shift is open (in progress) while it waits for its EndWork: it is the worker's last, no later
 *   BeginWork closed it, and `now` is at most MAX_SHIFT_MS after its start (its EndWork would still
 *   be taken). Its day's record says so in `open`, with the breaks recorded so far and the start of
 *   a break under way, so that the app can count the time as it runs. Later it has no end.
 * - Pay prices the shifts themselves (modules/pay/pricing.ts): a shift with no end is never paid.
 * - A shift is recorded by the site (decision 081) when an event it counts was: its BeginWork, the
 *   EndWork that ended it, or an end of a break it counts (a shift without an end counts no break).
 *   Pay marks its day so on the statement.
 */
import { sql } from 'kysely';
import { NO_TIME } from '#contract/api-contract.ts';
import type { EventSource } from '#contract/api-corrections.ts';
import { MAX_SHIFT_MS, type OpenShift, type WorkDayRecord } from '#contract/api-work.ts';
import { EVENT_KINDS, unhandledKind, type BreakKind, type EventKind } from '#contract/attendance-events.ts';
import type { AttendanceEventType } from '../../db/schema.ts';
import { formatSeoulIso, seoulDayKey } from '#contract/seoul-time.ts';

/**
 * Events at the same instant in the order a day runs (a zero-length shift's BeginWork before its
 * EndWork), so the shifts built from them never depend on the order the database happens to return
 * ties in: ORDER BY occurred_at, then this.
 */
export const EVENT_ORDER = sql<number>`CASE type ${sql.join(
  Object.entries(EVENT_KINDS).map(([type, kind]) => sql`WHEN ${sql.lit(type)} THEN ${sql.lit(kind.at)}`),
  sql` `,
)} END`;

export interface AttendanceEvent {
  type: AttendanceEventType;
  occurredAt: Date;
  /** The site of the scan; pay needs it (the site's employer), the QR sequence rules do not. */
  projectCode?: string;
  /** Where it came from (absent: a scan); pay marks the days the site recorded (decision 081). */
  source?: EventSource;
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
  /** An event the shift counts was recorded by the site for a worker without a phone (decision 081). */
  recordedBySite: boolean;
  /**
   * The worker's last shift, still waiting for its EndWork (no later BeginWork closed it): the
   * completed breaks so far and the start of the latest break under way. null for any other shift.
   * Whether it is still open depends on the time: isOpenAt.
   */
  awaitingEnd: { breaks: Interval[]; breakSince: Date | null } | null;
}

/** Longest span accepted between a BeginWork and its EndWork (in the contract: the app ends an open shift after it too). */
export { MAX_SHIFT_MS };

/** A BeginWork this soon after the previous one, while its shift is open, is a duplicate punch. */
const DUPLICATE_PUNCH_MS = 10 * 60 * 1000;

/** Events to read after the last day of a range so that its overnight shifts find their end. */
export const LOOKAHEAD_MS = MAX_SHIFT_MS;

/** Events to read before the first day of a range so that the shifts of the day before are built as they were. */
export const LOOKBEHIND_MS = MAX_SHIFT_MS;


interface BuildingShift {
  start: Date;
  /** The latest BeginWork punched for this shift (duplicates included). */
  lastBegin: Date;
  projectCode: string | null;
  breaks: Interval[];
  breaksOpen: Map<BreakKind, { at: Date; bySite: boolean }>;
  /** Its BeginWork was recorded by the site. */
  beganBySite: boolean;
  /** An end of a completed break was recorded by the site. */
  breakBySite: boolean;
}

const bySite = (event: AttendanceEvent) => event.source === 'siteRecord';

function isDuplicateBegin(open: BuildingShift, at: Date): boolean {
  return seoulDayKey(open.start) === seoulDayKey(at) || at.getTime() - open.lastBegin.getTime() <= DUPLICATE_PUNCH_MS;
}

export function buildShifts(events: readonly AttendanceEvent[]): Shift[] {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const shifts: Shift[] = [];
  let open: BuildingShift | null = null;
  const close = (end: Date | null, overlong = false, awaiting = false, endedBySite = false) => {
    if (open) {
      const breaks = end ? open.breaks : [];
      const breakMs = totalMs(breaks);
      const breakSince = [...open.breaksOpen.values()].reduce<Date | null>((latest, { at: since }) => (latest && latest > since ? latest : since), null);
      const awaitingEnd = awaiting ? { breaks: open.breaks, breakSince } : null;
      const recordedBySite = open.beganBySite || (end !== null && (endedBySite || open.breakBySite));
      shifts.push({ start: open.start, end, breakMs, breaks, projectCode: open.projectCode, overlong, recordedBySite, awaitingEnd });
    }
    open = null;
  };

  for (const event of sorted) {
    const at = event.occurredAt;
    const kind: EventKind = EVENT_KINDS[event.type];
    switch (kind.role) {
      case 'beginWork':
        if (open && isDuplicateBegin(open, at)) {
          open.lastBegin = at;
          break;
        }
        close(null);
        open = { start: at, lastBegin: at, projectCode: event.projectCode ?? null, breaks: [], breaksOpen: new Map(), beganBySite: bySite(event), breakBySite: false };
        break;
      case 'endWork': {
        if (!open) break;
        const overlong = at.getTime() - open.start.getTime() > MAX_SHIFT_MS;
        close(overlong ? null : at, overlong, false, bySite(event));
        break;
      }
      case 'beginBreak':
        if (open && !open.breaksOpen.has(kind.break)) open.breaksOpen.set(kind.break, { at, bySite: bySite(event) });
        break;
      case 'endBreak': {
        // The break pay takes out: from its begin to its end, inside the shift.
        const began = open?.breaksOpen.get(kind.break);
        if (open && began) {
          open.breaks.push({ start: began.at, end: at });
          open.breakBySite ||= began.bySite || bySite(event);
          open.breaksOpen.delete(kind.break);
        }
        break;
      }
      default:
        unhandledKind(kind);
    }
  }
  close(null, false, true);
  return shifts;
}

function totalMs(spans: readonly Interval[]): number {
  return spans.reduce((sum, span) => sum + span.end.getTime() - span.start.getTime(), 0);
}

/** The shift is in progress at `now`: waiting for its EndWork, which would still be taken then. */
export function isOpenAt(shift: Shift, now: Date): boolean {
  return shift.awaitingEnd !== null && now.getTime() - shift.start.getTime() <= MAX_SHIFT_MS;
}

/** Decimal hours rounded to 2 places (7.5 h = 7.50, 7 h 20 min = 7.33). */
export function toDecimalHours(ms: number): number {
  return Math.round(ms / 36_000) / 100;
}

/** The record of one Seoul day (yyyymmdd) from the shifts of a range, as it stands at `now`. */
export function summariseDay(shifts: readonly Shift[], date: string, now: Date): WorkDayRecord {
  const own = shifts.filter((shift) => seoulDayKey(shift.start) === date);
  const first = own[0];
  const last = own[own.length - 1];
  if (!first || !last) return { date, workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null };
  const workedMs = own.reduce(
    (sum, shift) => (shift.end ? sum + Math.max(0, shift.end.getTime() - shift.start.getTime() - shift.breakMs) : sum),
    0,
  );
  return {
    date,
    workStartTime: formatSeoulIso(first.start),
    workEndTime: last.end ? formatSeoulIso(last.end) : NO_TIME,
    workingTime: toDecimalHours(workedMs),
    open: openShiftOf(last, now),
  };
}

/** What the app needs to count an open shift's time as it runs; null when the shift is not open at `now`. */
function openShiftOf(shift: Shift, now: Date): OpenShift | null {
  const awaiting = shift.awaitingEnd;
  if (!awaiting || !isOpenAt(shift, now)) return null;
  return {
    since: formatSeoulIso(shift.start),
    breakMinutes: Math.floor(totalMs(awaiting.breaks) / 60_000),
    breakSince: awaiting.breakSince ? formatSeoulIso(awaiting.breakSince) : null,
  };
}

/**
 * Records for the given days (yyyymmdd) at `now`. `events` should cover those days plus LOOKBEHIND_MS
 * before the first and LOOKAHEAD_MS after the last one (modules/work/attendance-events.ts reads them
 * so); shifts begun outside the days belong to other days and are left out. A shift begun within
 * MAX_SHIFT_MS of `now` lies inside that window, so every event after it up to `now` is read too.
 */
export function deriveWorkDays(events: readonly AttendanceEvent[], dates: readonly string[], now: Date): WorkDayRecord[] {
  const shifts = buildShifts(events);
  return dates.map((date) => summariseDay(shifts, date, now));
}
