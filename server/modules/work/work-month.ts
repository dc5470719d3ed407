/**
 * A worker's month of work (Asia/Seoul), the one basis of GET /work/monthly and of pay: each day's
 * record and whether it is a paid work day (work-days.ts), the weeks of the Sunday-first month
 * calendar, and the MonthlyWork answer.
 */
import type { MonthlyWork, WorkDayRecord } from '#contract/api-work.ts';
import type { Db } from '../../db/database.ts';
import { loadAttendanceEvents } from './attendance-events.ts';
import { daysOfMonth, daysSinceSunday, firstDayOf, toYyyymmdd, type YearMonth } from '#contract/seoul-time.ts';
import { buildShifts, isPaidDay, summariseDay, type AttendanceEvent } from './work-days.ts';

export interface WorkMonthDay {
  record: WorkDayRecord;
  /** A completed BeginWork..EndWork began on this day; a day with a missing EndWork is not paid. */
  paid: boolean;
}

export type MonthlyWeek = MonthlyWork['weeks'][number];

/** Hours summed from rounded day hours, rounded again to 2 decimals (no floating-point tails). */
export function sumHours(hours: readonly number[]): number {
  return Math.round(hours.reduce((sum, value) => sum + value, 0) * 100) / 100;
}

/** Every day of the month from the worker's events (which must cover the month; see attendance-events.ts). */
export function deriveWorkMonth(events: readonly AttendanceEvent[], month: YearMonth): WorkMonthDay[] {
  const shifts = buildShifts(events);
  return daysOfMonth(month).map((date) => {
    const key = toYyyymmdd(date);
    return { record: summariseDay(shifts, key), paid: isPaidDay(shifts, key) };
  });
}

export async function loadWorkMonth(db: Db, userId: string, month: YearMonth): Promise<WorkMonthDay[]> {
  const days = daysOfMonth(month);
  const events = await loadAttendanceEvents(db, userId, firstDayOf(month), days.length);
  return deriveWorkMonth(events, month);
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

export function toMonthlyWork(days: readonly WorkMonthDay[], month: YearMonth): MonthlyWork {
  const records = days.map((day) => day.record);
  return {
    year: month.year,
    month: month.month,
    days: records,
    monthlyHours: sumHours(records.map((record) => record.workingTime)),
    weeks: monthWeeks(records, month),
  };
}
