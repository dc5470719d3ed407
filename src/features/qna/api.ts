/** The Q&A board's calls: the worker's own inquiries only (the server enforces it). */
import { api } from '@/platform/api/client';
import { QNA_CATEGORIES, type QnaCategory, type QnaInquiry, type QnaListItem, type QnaPage, type QnaWriteRequest } from '#contract/api-contract.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCategory(value: unknown): value is QnaCategory {
  return typeof value === 'string' && (QNA_CATEGORIES as readonly string[]).includes(value);
}

function parseListItem(value: unknown): QnaListItem {
  if (
    isRecord(value) &&
    typeof value.id === 'string' &&
    isCategory(value.category) &&
    typeof value.title === 'string' &&
    typeof value.createdAt === 'string' &&
    typeof value.answered === 'boolean'
  ) {
    return { id: value.id, category: value.category, title: value.title, createdAt: value.createdAt, answered: value.answered };
  }
  throw new TypeError('unexpected inquiry');
}

export function parseInquiry(value: unknown): QnaInquiry {
  const item = parseListItem(value);
  const v = value as Record<string, unknown>;
  const optionalText = (field: unknown) => (typeof field === 'string' ? field : null);
  if (typeof v.content !== 'string' || typeof v.updatedAt !== 'string') throw new TypeError('unexpected inquiry');
  return { ...item, content: v.content, updatedAt: v.updatedAt, answer: optionalText(v.answer), answeredAt: optionalText(v.answeredAt) };
}

export function parsePage(value: unknown): QnaPage {
  if (isRecord(value) && Array.isArray(value.items) && (value.nextCursor === null || typeof value.nextCursor === 'string')) {
    return { items: value.items.map(parseListItem), nextCursor: value.nextCursor };
  }
  throw new TypeError('unexpected inquiry page');
}

export async function listInquiries(cursor: string | null, signal?: AbortSignal): Promise<QnaPage> {
  const searchParams = cursor ? { cursor } : {};
  return parsePage(await api.get('qna', { searchParams, ...(signal ? { signal } : {}) }).json());
}

export async function getInquiry(id: string, signal: AbortSignal): Promise<QnaInquiry> {
  return parseInquiry(await api.get(`qna/${encodeURIComponent(id)}`, { signal }).json());
}

export async function createInquiry(body: QnaWriteRequest): Promise<QnaInquiry> {
  return parseInquiry(await api.post('qna', { json: body }).json());
}

export async function updateInquiry(id: string, body: QnaWriteRequest): Promise<QnaInquiry> {
  return parseInquiry(await api.put(`qna/${encodeURIComponent(id)}`, { json: body }).json());
}

export async function deleteInquiry(id: string): Promise<void> {
  await api.delete(`qna/${encodeURIComponent(id)}`);
}
