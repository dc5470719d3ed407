/** Month answers for screen tests: a month as GET /work/monthly answers it (every day, its weeks and total), typed by the contract. */
import type { MonthlyWork, WorkDayRecord } from '#contract/api-work.ts';
import { NO_TIME } from '#contract/api-contract.ts';
import { toYyyymmdd } from '#contract/seoul-time.ts';
import { daysOfMonth } from '#contract/seoul-calendar.ts';

/** A day begun with no end recorded (and no shift in progress). */
export function dayWithoutEnd(date: string, start: string): WorkDayRecord {
  return { date, workStartTime: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T${start}:00+09:00`, workEndTime: NO_TIME, workingTime: 0, open: null };
}

/** A shift in progress since `start` (Seoul, HH:MM) on `date`, without breaks. */
export function dayOnShift(date: string, start: string): WorkDayRecord {
  const since = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T${start}:00+09:00`;
  return { date, workStartTime: since, workEndTime: NO_TIME, workingTime: 0, open: { since, breakMinutes: 0, breakSince: null } };
}

/**
 * The month `yearMonth` (yyyy-mm): the days given, every other day without work; its weeks (Sunday
 * to Saturday, cut to the month, week 1 holding the 1st) and total summed from the days' ended shifts,
 * as the server sums them.
 */
export function monthAnswer(yearMonth: string, worked: WorkDayRecord[] = [], pendingCorrections: string[] = []): MonthlyWork {
  const month = Temporal.PlainYearMonth.from(yearMonth);
  const days = daysOfMonth(month).map((date) => {
    const key = toYyyymmdd(date);
    return worked.find((record) => record.date === key) ?? { date: key, workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null };
  });
  const weeks: MonthlyWork['weeks'] = [];
  daysOfMonth(month).forEach((date, index) => {
    const record = days[index] as WorkDayRecord;
    const last = weeks.at(-1);
    if (!last || date.dayOfWeek === 7) weeks.push({ week: weeks.length + 1, start: record.date, end: record.date, hours: record.workingTime });
    else {
      last.end = record.date;
      last.hours += record.workingTime;
    }
  });
  return { year: month.year, month: month.month, days, monthlyHours: days.reduce((sum, day) => sum + day.workingTime, 0), weeks, pendingCorrections };
}
