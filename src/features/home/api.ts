/** The home screen's calls (spec §7): the home project and the weekly work records. */
import { api } from '@/platform/api/client';
import type { HomeProjectSetting, WorkDayRecord } from '#contract/api-contract.ts';
import { parseWorkDays } from '@/domain/attendance/work-records';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const PROJECT_FIELDS = ['customerCode', 'customerName', 'corporationCode', 'corporationName', 'projectCode', 'projectName', 'projectAddress'] as const;

export function parseHomeProjectSetting(value: unknown): HomeProjectSetting {
  if (!isRecord(value) || !PROJECT_FIELDS.every((field) => typeof value[field] === 'string')) {
    throw new TypeError('unexpected home project setting');
  }
  const v = value as Record<(typeof PROJECT_FIELDS)[number], string>;
  return {
    customerCode: v.customerCode,
    customerName: v.customerName,
    corporationCode: v.corporationCode,
    corporationName: v.corporationName,
    projectCode: v.projectCode,
    projectName: v.projectName,
    projectAddress: v.projectAddress,
  };
}

export async function getHomeProjectSetting(signal: AbortSignal): Promise<HomeProjectSetting> {
  return parseHomeProjectSetting(await api.get('users/homeProjectSetting', { signal }).json());
}

export async function getWeeklyWork(date: Temporal.PlainDate, signal: AbortSignal): Promise<WorkDayRecord[]> {
  const searchParams = { year: date.year, month: date.month, day: date.day };
  return parseWorkDays(await api.get('work/weekly', { searchParams, signal }).json());
}
