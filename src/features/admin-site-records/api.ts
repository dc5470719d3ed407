/** The site admin's records for a worker without a phone (issue 33, decision 081). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { QrScanAnswerSchema, SiteWorkerListSchema, type QrScannedEvent, type SiteRecordRequest, type SiteWorker } from '#contract/api-qr.ts';

/** The site's workers today whose name or phone number holds `q`. */
export async function findSiteWorkers(q: string, signal: AbortSignal): Promise<SiteWorker[]> {
  return (await parseAnswer(SiteWorkerListSchema, api.get('admin/siteRecords/workers', { searchParams: { q }, signal }))).items;
}

/** The event recorded now by the site (a repeat of the key answers the same event). */
export async function recordBySite(request: SiteRecordRequest): Promise<QrScannedEvent> {
  return (await parseAnswer(QrScanAnswerSchema, api.post('admin/siteRecords', { json: request }))).event;
}
