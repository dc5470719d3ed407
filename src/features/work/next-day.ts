/** Whether a day's end falls on a later Seoul day than the day itself (a night shift past midnight). */
import type { WorkDayRecord } from '#contract/api-work.ts';
import { isNextDay } from '@/domain/attendance/event-time';

export function endsNextDay(record: WorkDayRecord): boolean {
  return isNextDay(record.workEndTime, record.date);
}
