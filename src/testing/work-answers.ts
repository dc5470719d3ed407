/** Work answers for screen tests: a week as GET /work/weekly answers it (seven days, Sunday first). */
import type { WorkDayRecord } from '#contract/api-work.ts';
import { NO_TIME } from '#contract/api-contract.ts';
import { toYyyymmdd, weekOf } from '#contract/seoul-time.ts';

/** A day that ended: worked from `start` to `end` (Seoul times, HH:MM) for `hours`. */
export function workedDay(date: string, start: string, end: string, hours: number): WorkDayRecord {
  const at = (time: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T${time}:00+09:00`;
  return { date, workStartTime: at(start), workEndTime: at(end), workingTime: hours, open: null };
}

/** The week holding `day` (yyyy-mm-dd): the days given, every other day without work. */
export function weekAnswer(day: string, worked: WorkDayRecord[] = []): WorkDayRecord[] {
  return weekOf(Temporal.PlainDate.from(day)).days.map((date) => {
    const key = toYyyymmdd(date);
    return worked.find((record) => record.date === key) ?? { date: key, workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null };
  });
}
