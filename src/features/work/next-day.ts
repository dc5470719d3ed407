/**
 * Whether a day's end falls on a later Seoul day than the day itself: a night shift past midnight
 * (it belongs to the day it began, server/modules/work/work-days.ts), whose end time alone would
 * read as earlier than its start. Here, not in src/domain/attendance/work-day.ts, which home loads
 * with its first screen: only the work screen marks it.
 */
import type { WorkDayRecord } from '#contract/api-work.ts';
import { parseInstant, seoulDayKey } from '#contract/seoul-time.ts';

export function endsNextDay(record: WorkDayRecord): boolean {
  const end = parseInstant(record.workEndTime);
  return end !== null && seoulDayKey(end) > record.date;
}
