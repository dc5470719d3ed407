/** The site admin's search for a worker without a phone (issue 33, decision 081); the record itself goes through the gate's queue (domain/attendance). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { SiteWorkerListSchema, type SiteWorker } from '#contract/api-qr.ts';

/** The site's workers today whose name or phone number holds `q`. */
export async function findSiteWorkers(q: string, signal: AbortSignal): Promise<SiteWorker[]> {
  return (await parseAnswer(SiteWorkerListSchema, api.get('admin/siteRecords/workers', { searchParams: { q }, signal }))).items;
}
