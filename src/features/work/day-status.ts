import type { WorkDayRecord } from '#contract/api-work.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';

export type DayStatus = 'none' | 'incomplete' | 'worked';

/** Worked, begun without a recorded end (incomplete), or no work at all. */
export function dayStatus(record: WorkDayRecord): DayStatus {
  const start = timeOfDayInSeoul(record.workStartTime);
  if (start === null) return 'none';
  return timeOfDayInSeoul(record.workEndTime) === null ? 'incomplete' : 'worked';
}
