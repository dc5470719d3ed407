/** The worker's correction calls (issue 18): a day's record, the own requests, withdrawing one, a request's photo. The request itself goes through the outbox (src/domain/attendance/correction-outbox.ts). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { CorrectionPageSchema, CorrectionSchema, WorkDayDetailSchema, type Correction, type CorrectionPage, type WorkDayDetail } from '#contract/api-corrections.ts';

export async function getWorkDay(date: string, signal: AbortSignal): Promise<WorkDayDetail> {
  return parseAnswer(WorkDayDetailSchema, api.get('work/day', { searchParams: { date }, signal }));
}

export async function listCorrections(cursor: string | null, signal?: AbortSignal): Promise<CorrectionPage> {
  const searchParams = cursor ? { cursor } : {};
  return parseAnswer(CorrectionPageSchema, api.get('work/corrections', { searchParams, ...(signal ? { signal } : {}) }));
}

export async function withdrawCorrection(id: string): Promise<Correction> {
  return parseAnswer(CorrectionSchema, api.delete(`work/corrections/${encodeURIComponent(id)}`));
}

/** The photo sent with a request (never kept by the service worker: offline-data.ts). */
export async function getCorrectionPhoto(id: string, signal: AbortSignal): Promise<Blob> {
  return api.get(`work/corrections/${encodeURIComponent(id)}/photo`, { signal }).blob();
}
