/**
 * The Q&A board's pieces that are not HTTP: the opaque list cursor and the mapping of a stored row to
 * the contract's QnaListItem / QnaInquiry. Text is answered exactly as stored: plain text, never HTML
 * (escaping is the job of whoever displays it; the app renders it as text).
 */
import type { QnaInquiry, QnaListItem } from '../../../src/shared/contract/api-contract.ts';
import type { QnaInquiryRow } from '../../db/schema.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';

export const QNA_PAGE_DEFAULT = 20;
export const QNA_PAGE_MAX = 50;

/** Where a page ended: the last item's created_at and id (the list's order, newest first). */
export interface QnaCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function isUuid(value: string): boolean {
  return UUID.test(value.toLowerCase());
}

/**
 * base64url of "<created_at ISO, milliseconds>~<id>". Opaque to the app; rows are written by the
 * server with millisecond timestamps, so the cursor is exact.
 */
export function encodeQnaCursor(cursor: QnaCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}~${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor, or null for anything that is not one this server made. */
export function decodeQnaCursor(text: string): QnaCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const [iso, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('~');
  if (iso === undefined || id === undefined || rest.length > 0 || !ISO_MILLIS.test(iso) || !UUID.test(id)) return null;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso ? null : { createdAt, id };
}

type ListRow = Pick<QnaInquiryRow, 'id' | 'category' | 'title' | 'created_at' | 'answered_at'>;

export function toQnaListItem(row: ListRow): QnaListItem {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    createdAt: formatSeoulIso(row.created_at),
    answered: row.answered_at !== null,
  };
}

export function toQnaInquiry(row: QnaInquiryRow): QnaInquiry {
  return {
    ...toQnaListItem(row),
    content: row.content,
    updatedAt: formatSeoulIso(row.updated_at),
    answer: row.answer,
    answeredAt: row.answered_at ? formatSeoulIso(row.answered_at) : null,
  };
}
