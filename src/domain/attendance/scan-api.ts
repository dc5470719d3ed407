/**
 * The gate's calls: submit a decoded QR payload for the admin session's corporation-site, with the
 * scan's idempotency key and, for a scan that waited offline, its time (ADR 007); and a record for a
 * worker without a phone (decision 081), the same way.
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { QrScanAnswerSchema, type QrScannedEvent, type QrScanRequest, type SiteRecordRequest } from '#contract/api-qr.ts';

/** An answer lost on a bad line is replayed safely (same key), so a send may give up after this long. */
const SEND_TIMEOUT_MS = 8_000;

function sendSignal(abort: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
  return abort && 'any' in AbortSignal ? AbortSignal.any([abort, timeout]) : timeout;
}

export async function submitScan(payload: string, options: { idempotencyKey: string; scannedAt?: string }, abort?: AbortSignal): Promise<QrScannedEvent> {
  const json: QrScanRequest = { payload, ...options };
  return (await parseAnswer(QrScanAnswerSchema, api.post('qr/scans', { json, signal: sendSignal(abort) }))).event;
}

/** The event recorded by the site (a repeat of the key answers the same event; `recordedAt` for one that waited on the phone). */
export async function recordBySite(request: SiteRecordRequest, abort?: AbortSignal): Promise<QrScannedEvent> {
  return (await parseAnswer(QrScanAnswerSchema, api.post('admin/siteRecords', { json: request, signal: sendSignal(abort) }))).event;
}
