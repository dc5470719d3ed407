/** The worker's QR calls: issue a code, the join code, the suggested next event, and the own check list. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import type { QrEventType } from '#contract/api-contract.ts';
import { JoinCodeSchema, type JoinCode, QrCodeSchema, QrCodeStatusSchema, QrEventListSchema, QrNextEventSchema, type QrCode, type QrCodeStatus, type QrEventList, type QrNextEvent } from '#contract/api-qr.ts';

/** The "join this site" code to show the site office (decision 084). */
export async function issueJoinCode(signal: AbortSignal): Promise<JoinCode> {
  return parseAnswer(JoinCodeSchema, api.post('qr/joinCodes', { signal }));
}

export async function issueCode(type: QrEventType): Promise<QrCode> {
  return parseAnswer(QrCodeSchema, api.post('qr/codes', { json: { eventType: type } }));
}

/** Whether the worker's code `id` has been scanned and recorded. */
export async function getCodeStatus(id: string, signal: AbortSignal): Promise<QrCodeStatus> {
  return parseAnswer(QrCodeStatusSchema, api.get(`qr/codes/${encodeURIComponent(id)}`, { signal }));
}

export async function getNextEvent(signal: AbortSignal): Promise<QrNextEvent> {
  return parseAnswer(QrNextEventSchema, api.get('qr/next-event', { signal }));
}

export interface EventQuery {
  /** yyyymmdd, or empty for recent days. */
  day: string;
  /** Name or phone digits (the admin's list only). */
  q: string;
}

function searchParams(query: EventQuery, cursor: string | null): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.day) params.day = query.day;
  if (query.q.trim()) params.q = query.q.trim();
  if (cursor) params.cursor = cursor;
  return params;
}

/** One page of the worker's own events (the next after `cursor`). */
export async function listMyEvents(query: EventQuery, cursor: string | null, signal: AbortSignal): Promise<QrEventList> {
  return parseAnswer(QrEventListSchema, api.get('qr/events', { searchParams: searchParams(query, cursor), signal }));
}

/** One page of the events at the admin's site (the next after `cursor`). */
export async function listSiteEvents(query: EventQuery, cursor: string | null, signal: AbortSignal): Promise<QrEventList> {
  return parseAnswer(QrEventListSchema, api.get('admin/qr/events', { searchParams: searchParams(query, cursor), signal }));
}

/** The admin's search for one day as CSV (issue 33): the same events, all of them (`query.day` set). */
export async function downloadSiteEvents(query: EventQuery): Promise<Blob> {
  const searchParams: Record<string, string> = { day: query.day };
  if (query.q.trim()) searchParams.q = query.q.trim();
  return api.get('admin/exports/checkList', { searchParams }).blob();
}
