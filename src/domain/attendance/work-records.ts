/** Parsing of the API's work day records (spec §3), used by every screen that shows worked days. */
import type { WorkDayRecord } from '#contract/api-contract.ts';

export function parseWorkDayRecord(item: unknown): WorkDayRecord {
  if (typeof item === 'object' && item !== null) {
    const v = item as Record<string, unknown>;
    if (
      typeof v.date === 'string' &&
      /^\d{8}$/.test(v.date) &&
      typeof v.workStartTime === 'string' &&
      typeof v.workEndTime === 'string' &&
      typeof v.workingTime === 'number'
    ) {
      return { date: v.date, workStartTime: v.workStartTime, workEndTime: v.workEndTime, workingTime: v.workingTime };
    }
  }
  throw new TypeError('unexpected work day record');
}

export function parseWorkDays(value: unknown): WorkDayRecord[] {
  if (!Array.isArray(value)) throw new TypeError('unexpected work day list');
  return value.map(parseWorkDayRecord);
}
