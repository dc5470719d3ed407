/** The monthly work call (GET /work/monthly). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { MonthlyWorkSchema, type MonthlyWork } from '#contract/api-work.ts';

export async function getMonthlyWork(month: Temporal.PlainYearMonth, signal: AbortSignal): Promise<MonthlyWork> {
  return parseAnswer(MonthlyWorkSchema, api.get('work/monthly', { searchParams: { year: month.year, month: month.month }, signal }));
}
