/** The site admin's correction calls (issue 18, decision 066): the site's requests, a decision, a request's photo. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { AdminCorrectionPageSchema, AdminCorrectionSchema, type AdminCorrection, type AdminCorrectionPage, type CorrectionDecision } from '#contract/api-corrections.ts';

/** The two lists of the screen: waiting for a decision, or approved and rejected. */
export type CorrectionListState = 'pending' | 'decided';

interface CorrectionQuery {
  state: CorrectionListState;
  /** Part of the worker's name or of the phone number's digits; empty for all. */
  q: string;
}

/** One page of the requests at the admin's corporation-site, newest first (the next after `cursor`). */
export async function listSiteCorrections(query: CorrectionQuery, cursor: string | null, signal: AbortSignal): Promise<AdminCorrectionPage> {
  const searchParams: Record<string, string> = { state: query.state };
  if (query.q.trim()) searchParams.q = query.q.trim();
  if (cursor) searchParams.cursor = cursor;
  return parseAnswer(AdminCorrectionPageSchema, api.get('admin/corrections', { searchParams, signal }));
}

export async function decideCorrection(id: string, decision: CorrectionDecision): Promise<AdminCorrection> {
  return parseAnswer(AdminCorrectionSchema, api.post(`admin/corrections/${encodeURIComponent(id)}/decision`, { json: decision }));
}

/** A request's photo (a JPEG), fetched with the admin's session: an <img src> could not send the bearer. */
export async function getCorrectionPhoto(id: string, signal: AbortSignal): Promise<Blob> {
  return (await api.get(`admin/corrections/${encodeURIComponent(id)}/photo`, { signal })).blob();
}
