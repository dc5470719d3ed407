/**
 * The correction requests at the admin's corporation-site (issue 18, decision 066): their screen lists
 * them, the admin menu says how many wait.
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { AdminCorrectionPageSchema, type AdminCorrectionPage } from '#contract/api-corrections.ts';

/** The two lists: waiting for a decision, or approved and rejected. */
export type CorrectionListState = 'pending' | 'decided';

export interface CorrectionQuery {
  state: CorrectionListState;
  /** Part of the worker's name or of the phone number's digits; empty for all. */
  q: string;
}

/** One page of the requests at the admin's corporation-site, newest first (the next after `cursor`). */
export async function listSiteCorrections(query: CorrectionQuery, cursor: string | null, signal: AbortSignal, limit?: number): Promise<AdminCorrectionPage> {
  const searchParams: Record<string, string> = { state: query.state };
  if (query.q.trim()) searchParams.q = query.q.trim();
  if (cursor) searchParams.cursor = cursor;
  if (limit !== undefined) searchParams.limit = String(limit);
  return parseAnswer(AdminCorrectionPageSchema, api.get('admin/corrections', { searchParams, signal }));
}

/** How many requests wait for a decision at the admin's site (one request's page carries the total). */
export async function pendingCorrectionCount(signal: AbortSignal): Promise<number> {
  return (await listSiteCorrections({ state: 'pending', q: '' }, null, signal, 1)).total;
}
