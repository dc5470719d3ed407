/**
 * A worker's month of work (Asia/Seoul) for GET /work/monthly: each day's record (work-days.ts), the
 * weeks of the Sunday-first month calendar, and the MonthlyWork answer. Pay prices the same shifts
 * in modules/pay/pricing.ts.
 */
import type { MonthlyWork, WorkDayRecord } from '#contract/api-work.ts';
import type { Db } from '../../db/database.ts';
import { loadAttendanceEvents } from './attendance-events.ts';
import { daysSinceSunday, toYyyymmdd, type YearMonth } from '#contract/seoul-time.ts';
import { daysOfMonth, firstDayOf } from '#contract/seoul-calendar.ts';
import { buildShifts, summariseDay, type AttendanceEvent } from './work-days.ts';

type MonthlyWeek = MonthlyWork['weeks'][number];

/** Hours summed from rounded day hours, rounded again to 2 decimals (no floating-point tails). */
export function sumHours(hours: readonly number[]): number {
  return Math.round(hours.reduce((sum, value) => sum + value, 0) * 100) / 100;
}

/** Every day of the month at `now` from the worker's events (which must cover the month; see attendance-events.ts). */
export function deriveWorkMonth(events: readonly AttendanceEvent[], month: YearMonth, now: Date): WorkDayRecord[] {
  const shifts = buildShifts(events);
  return daysOfMonth(month).map((date) => summariseDay(shifts, toYyyymmdd(date), now));
}

export async function loadWorkMonth(db: Db, userId: string, month: YearMonth, now: Date): Promise<WorkDayRecord[]> {
  const days = daysOfMonth(month);
  const events = await loadAttendanceEvents(db, userId, firstDayOf(month), days.length);
  return deriveWorkMonth(events, month, now);
}

/**
 * The weeks of the Sunday-first month calendar: week 1 holds the 1st, a new week starts each
 * Sunday. `start` and `end` (yyyymmdd) are the week's first and last days inside the month, and
 * `hours` counts only those days.
 */
export function monthWeeks(records: readonly WorkDayRecord[], month: YearMonth): MonthlyWeek[] {
  const hoursOf = new Map(records.map((record) => [record.date, record.workingTime]));
  const weeks: MonthlyWeek[] = [];
  const hours: number[][] = [];
  for (const date of daysOfMonth(month)) {
    const key = toYyyymmdd(date);
    const current = weeks[weeks.length - 1];
    if (!current || daysSinceSunday(date) === 0) {
      weeks.push({ week: weeks.length + 1, start: key, end: key, hours: 0 });
      hours.push([]);
    } else {
      current.end = key;
    }
    hours[hours.length - 1]?.push(hoursOf.get(key) ?? 0);
  }
  return weeks.map((week, i) => ({ ...week, hours: sumHours(hours[i] ?? []) }));
}

export function toMonthlyWork(records: readonly WorkDayRecord[], month: YearMonth, pendingCorrections: readonly string[] = []): MonthlyWork {
  return {
    pendingCorrections: [...pendingCorrections],
    year: month.year,
    month: month.month,
    days: [...records],
    monthlyHours: sumHours(records.map((record) => record.workingTime)),
    weeks: monthWeeks(records, month),
  };
}
