/** The site admin's decision on a correction request, and a request's photo (issue 18, decision 066). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { AdminCorrectionSchema, type AdminCorrection, type CorrectionDecision } from '#contract/api-corrections.ts';

export async function decideCorrection(id: string, decision: CorrectionDecision): Promise<AdminCorrection> {
  return parseAnswer(AdminCorrectionSchema, api.post(`admin/corrections/${encodeURIComponent(id)}/decision`, { json: decision }));
}

/** A request's photo (a JPEG), fetched with the admin's session: an <img src> could not send the bearer. */
export async function getCorrectionPhoto(id: string, signal: AbortSignal): Promise<Blob> {
  return (await api.get(`admin/corrections/${encodeURIComponent(id)}/photo`, { signal })).blob();
}
