/** The home screen's calls (docs/spec-notes.md §7): the home project and the weekly work records. */
import { api } from '@/platform/api/client';
import { HomeProjectSettingSchema, type HomeProjectSetting } from '#contract/api-projects.ts';
import { parseAnswer, parseAnswerOrNone } from '@/platform/api/parse';
import { WeeklyWorkSchema, type WorkDayRecord } from '#contract/api-work.ts';

/** The home project; null while the worker has none yet (204: a new account). */
export function getHomeProjectSetting(signal: AbortSignal): Promise<HomeProjectSetting | null> {
  return parseAnswerOrNone(HomeProjectSettingSchema, api.get('users/homeProjectSetting', { signal }));
}

export async function getWeeklyWork(date: Temporal.PlainDate, signal: AbortSignal): Promise<WorkDayRecord[]> {
  const searchParams = { year: date.year, month: date.month, day: date.day };
  return parseAnswer(WeeklyWorkSchema, api.get('work/weekly', { searchParams, signal }));
}
