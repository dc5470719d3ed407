/**
 * The admin scanner's call: submit a decoded QR payload for the admin session's corporation-site,
 * with the scan's idempotency key and, for a scan that waited offline, its time (ADR 007).
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { QrScanAnswerSchema, type QrScannedEvent, type QrScanRequest } from '#contract/api-qr.ts';

/** An answer lost on a bad line is replayed safely (same key), so a send may give up after this long. */
const SEND_TIMEOUT_MS = 8_000;

export async function submitScan(payload: string, options: { idempotencyKey: string; scannedAt?: string }, abort?: AbortSignal): Promise<QrScannedEvent> {
  const json: QrScanRequest = { payload, ...options };
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
  const signal = abort && 'any' in AbortSignal ? AbortSignal.any([abort, timeout]) : timeout;
  return (await parseAnswer(QrScanAnswerSchema, api.post('qr/scans', { json, signal }))).event;
}
