/** The monthly work call (GET /work/monthly). */
import { api } from '@/platform/api/client';
import { parseWorkDays } from '@/domain/attendance/work-records';
import type { MonthlyWork } from '#contract/api-contract.ts';

function parseWeeks(value: unknown): MonthlyWork['weeks'] {
  if (!Array.isArray(value)) throw new TypeError('unexpected weeks');
  return value.map((item: unknown) => {
    const v = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof v.week === 'number' && typeof v.start === 'string' && typeof v.end === 'string' && typeof v.hours === 'number') {
      return { week: v.week, start: v.start, end: v.end, hours: v.hours };
    }
    throw new TypeError('unexpected week');
  });
}

export function parseMonthlyWork(value: unknown): MonthlyWork {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof v.year !== 'number' || typeof v.month !== 'number' || typeof v.monthlyHours !== 'number') throw new TypeError('unexpected monthly work');
  return { year: v.year, month: v.month, days: parseWorkDays(v.days), monthlyHours: v.monthlyHours, weeks: parseWeeks(v.weeks) };
}

export async function getMonthlyWork(month: Temporal.PlainYearMonth, signal: AbortSignal): Promise<MonthlyWork> {
  return parseMonthlyWork(await api.get('work/monthly', { searchParams: { year: month.year, month: month.month }, signal }).json());
}
