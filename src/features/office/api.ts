/** The payroll office's calls (issue 34, decision 088): the employer's month and its close. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { OfficeMonthSchema, type CloseMonthRequest, type OfficeMonth } from '#contract/api-office.ts';

export async function getOfficeMonth(year: number, month: number, signal?: AbortSignal): Promise<OfficeMonth> {
  return parseAnswer(OfficeMonthSchema, api.get('office/month', { searchParams: { year, month }, ...(signal ? { signal } : {}) }));
}

export async function closeOfficeMonth(body: CloseMonthRequest): Promise<OfficeMonth> {
  return parseAnswer(OfficeMonthSchema, api.post('office/month/close', { json: body }));
}
