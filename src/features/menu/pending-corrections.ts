/**
 * How many correction requests wait for a decision at the admin's site (issue 18): the total of a
 * one-request page. Asked here rather than through the requests screen's code, which the menu would
 * otherwise share with it (one more chunk named in every first screen's preload map).
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { AdminCorrectionPageSchema } from '#contract/api-corrections.ts';

export async function pendingCorrectionCount(signal: AbortSignal): Promise<number> {
  return (await parseAnswer(AdminCorrectionPageSchema, api.get('admin/corrections', { searchParams: { state: 'pending', limit: 1 }, signal }))).total;
}
