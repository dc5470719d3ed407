/**
 * A day of work as the screens show it (home, the work calendar and list): no work, worked, a shift
 * in progress, or begun with no end recorded. The server says which shift is open
 * (WorkDayRecord.open, server/modules/work/work-days.ts); the phone counts its time as it runs and
 * stops calling it open MAX_SHIFT_MS after its start, as the server would (a screen left open
 * overnight, an answer kept offline). An answer from before `open` existed reads as not open.
 */
import { MAX_SHIFT_MS, type WorkDayRecord } from '#contract/api-work.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';

export type DayState = 'none' | 'worked' | 'open' | 'noEnd';

/** The day's open shift at `now` (epoch ms), if it still is. */
function openAt(record: WorkDayRecord, now: number) {
  const open = record.open;
  return open && now - Date.parse(open.since) <= MAX_SHIFT_MS ? open : null;
}

export function dayState(record: WorkDayRecord, now: number): DayState {
  if (timeOfDayInSeoul(record.workStartTime) === null) return 'none';
  if (openAt(record, now)) return 'open';
  return timeOfDayInSeoul(record.workEndTime) === null ? 'noEnd' : 'worked';
}

/** A break under way in the day's open shift. */
export function onBreak(record: WorkDayRecord, now: number): boolean {
  return (openAt(record, now)?.breakSince ?? null) !== null;
}

/** Decimal hours worked at `now`: the ended shifts, plus the open one's time less its breaks (held still during a break). */
export function hoursAt(record: WorkDayRecord, now: number): number {
  const open = openAt(record, now);
  if (!open) return record.workingTime;
  const until = open.breakSince === null ? now : Date.parse(open.breakSince);
  const ms = until - Date.parse(open.since) - open.breakMinutes * 60_000;
  return record.workingTime + Math.max(0, ms) / 3_600_000;
}
