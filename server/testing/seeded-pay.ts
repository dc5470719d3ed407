/**
 * Test support for pay: the paid work days of a seeded worker's month counted straight from the
 * seed's attendance events (a completed BeginWork..EndWork that began that Seoul day), so route
 * tests can compare the API's statements with computeMonthlyPay of those days.
 */
import { seedAttendance } from '../seed/seed.ts';
import { seoulDayKey, type YearMonth } from '#contract/seoul-time.ts';
import { buildShifts } from '../modules/work/work-days.ts';
import { TEST_NOW } from './test-app.ts';

export function seededPaidDays(userId: string, month: YearMonth, now: Date = TEST_NOW): string[] {
  const prefix = `${month.year}${String(month.month).padStart(2, '0')}`;
  const events = seedAttendance(now).filter((event) => event.userId === userId);
  const days = buildShifts(events)
    .filter((shift) => shift.end !== null)
    .map((shift) => seoulDayKey(shift.start))
    .filter((day) => day.startsWith(prefix));
  return [...new Set(days)].sort();
}
