/** The Q&A board's calls: the worker's own inquiries only (the server enforces it). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { QnaInquirySchema, QnaPageSchema, type QnaInquiry, type QnaPage, type QnaWriteRequest } from '#contract/api-qna.ts';

export async function listInquiries(cursor: string | null, signal?: AbortSignal): Promise<QnaPage> {
  const searchParams = cursor ? { cursor } : {};
  return parseAnswer(QnaPageSchema, api.get('qna', { searchParams, ...(signal ? { signal } : {}) }));
}

export async function getInquiry(id: string, signal: AbortSignal): Promise<QnaInquiry> {
  return parseAnswer(QnaInquirySchema, api.get(`qna/${encodeURIComponent(id)}`, { signal }));
}

export async function createInquiry(body: QnaWriteRequest): Promise<QnaInquiry> {
  return parseAnswer(QnaInquirySchema, api.post('qna', { json: body }));
}

export async function updateInquiry(id: string, body: QnaWriteRequest): Promise<QnaInquiry> {
  return parseAnswer(QnaInquirySchema, api.put(`qna/${encodeURIComponent(id)}`, { json: body }));
}

export async function deleteInquiry(id: string): Promise<void> {
  await api.delete(`qna/${encodeURIComponent(id)}`);
}
