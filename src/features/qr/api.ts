/** The worker's QR calls: issue a code, the suggested next event, and the own check list. */
import { api } from '@/platform/api/client';
import { isQrEventType, type QrCode, type QrEventItem, type QrEventList, type QrEventType, type QrNextEvent } from '#contract/api-contract.ts';

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new TypeError('unexpected QR answer');
  return value as Record<string, unknown>;
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('unexpected QR answer');
  return value;
}

function eventType(value: unknown): QrEventType {
  if (!isQrEventType(value)) throw new TypeError('unexpected event type');
  return value;
}

export function parseQrCode(value: unknown): QrCode {
  const v = record(value);
  if (typeof v.lifetimeSeconds !== 'number') throw new TypeError('unexpected QR code');
  return {
    payload: text(v.payload),
    issuedAt: text(v.issuedAt),
    expiresAt: text(v.expiresAt),
    eventType: eventType(v.eventType),
    siteCode: text(v.siteCode),
    lifetimeSeconds: v.lifetimeSeconds,
  };
}

export function parseEventItem(value: unknown): QrEventItem {
  const v = record(value);
  return {
    id: text(v.id),
    eventType: eventType(v.eventType),
    occurredAt: text(v.occurredAt),
    workerName: text(v.workerName),
    workerPhone: text(v.workerPhone),
    siteCode: text(v.siteCode),
  };
}

export function parseEventList(value: unknown): QrEventList {
  const v = record(value);
  if (!Array.isArray(v.items)) throw new TypeError('unexpected QR event list');
  return { items: v.items.map(parseEventItem) };
}

export async function issueCode(type: QrEventType): Promise<QrCode> {
  return parseQrCode(await api.post('qr/codes', { json: { eventType: type } }).json());
}

export async function getNextEvent(signal: AbortSignal): Promise<QrNextEvent> {
  const v = record(await api.get('qr/next-event', { signal }).json());
  return { suggested: v.suggested === null ? null : eventType(v.suggested) };
}

export interface EventQuery {
  /** yyyymmdd, or empty for recent days. */
  day: string;
  q: string;
}

function searchParams(query: EventQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.day) params.day = query.day;
  if (query.q.trim()) params.q = query.q.trim();
  return params;
}

export async function listMyEvents(query: EventQuery, signal: AbortSignal): Promise<QrEventList> {
  return parseEventList(await api.get('qr/events', { searchParams: searchParams(query), signal }).json());
}

export async function listSiteEvents(query: EventQuery, signal: AbortSignal): Promise<QrEventList> {
  return parseEventList(await api.get('admin/qr/events', { searchParams: searchParams(query), signal }).json());
}
