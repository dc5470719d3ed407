/**
 * The admin scanner's call: submit a decoded QR payload for the admin session's corporation-site,
 * with the scan's idempotency key and, for a scan that waited offline, its time (ADR 007).
 */
import { api } from '@/platform/api/client';
import { isQrEventType, type QrEventType, type QrScannedEvent } from '#contract/api-contract.ts';

function text(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('unexpected scan answer');
  return value;
}

function eventType(value: unknown): QrEventType {
  if (!isQrEventType(value)) throw new TypeError('unexpected event type');
  return value;
}

export function parseScanAnswer(value: unknown): QrScannedEvent {
  const event = typeof value === 'object' && value !== null ? (value as { event?: unknown }).event : undefined;
  if (typeof event !== 'object' || event === null) throw new TypeError('unexpected scan answer');
  const v = event as Record<string, unknown>;
  return {
    id: text(v.id),
    eventType: eventType(v.eventType),
    occurredAt: text(v.occurredAt),
    workerName: text(v.workerName),
    workerInitials: text(v.workerInitials),
    siteCode: text(v.siteCode),
  };
}

/** An answer lost on a bad line is replayed safely (same key), so a send may give up after this long. */
const SEND_TIMEOUT_MS = 8_000;

export async function submitScan(payload: string, options: { idempotencyKey: string; scannedAt?: string }, abort?: AbortSignal): Promise<QrScannedEvent> {
  const json = { payload, ...options };
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
  const signal = abort && 'any' in AbortSignal ? AbortSignal.any([abort, timeout]) : timeout;
  return parseScanAnswer(await api.post('qr/scans', { json, signal }).json());
}
