/**
 * The Q&A board's pieces that are not HTTP: the list's pages (db/keyset-cursor.ts) and the mapping of a stored row to
 * the contract's QnaListItem / QnaInquiry. Text is answered exactly as stored: plain text, never HTML
 * (escaping is the job of whoever displays it; the app renders it as text).
 */
import type { QnaInquiry, QnaListItem, QnaPage } from '#contract/api-qna.ts';
import type { Db } from '../../db/database.ts';
import type { QnaInquiryRow } from '../../db/schema.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import { DomainError } from '../../domain-error.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import { decodeKeysetCursor, isUuid, keysetPage } from '../../keyset-cursor.ts';
import { deleteUnanswered, inquiryPage, insertInquiry, ownInquiry, setAnswer, updateUnanswered, type InquiryText } from './queries.ts';

type ListRow = Pick<QnaInquiryRow, 'id' | 'category' | 'title' | 'created_at' | 'answered_at'>;

function toQnaListItem(row: ListRow): QnaListItem {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    createdAt: formatSeoulIso(row.created_at),
    answered: row.answered_at !== null,
  };
}

function toQnaInquiry(row: QnaInquiryRow): QnaInquiry {
  return {
    ...toQnaListItem(row),
    content: row.content,
    updatedAt: formatSeoulIso(row.updated_at),
    answer: row.answer,
    answeredAt: row.answered_at ? formatSeoulIso(row.answered_at) : null,
    answerEditedAt: row.answer_edited_at ? formatSeoulIso(row.answer_edited_at) : null,
  };
}

export function notFound(): DomainError {
  return new DomainError('NOT_FOUND', 'No such inquiry.');
}

/** After a conditional change matched nothing: QNA_ANSWERED if the caller's inquiry exists (so it is answered), else NOT_FOUND. */
async function refusal(db: Db, id: string, userId: string): Promise<DomainError> {
  const own = await ownInquiry(db, id, userId);
  return own ? new DomainError('QNA_ANSWERED', 'This inquiry is answered and can no longer be changed.') : notFound();
}

/** One page of the worker's own inquiries, newest first (keyset paging). */
export async function listInquiries(db: Db, userId: string, cursor: string | undefined, limit: number): Promise<QnaPage> {
  const after = cursor === undefined ? null : decodeKeysetCursor(cursor);
  const rows = await inquiryPage(db, userId, after, limit);
  return keysetPage(rows, limit, (row) => ({ at: row.created_at, id: row.id }), toQnaListItem);
}

export async function createInquiry(db: Db, userId: string, text: InquiryText, now: Date): Promise<QnaInquiry> {
  return toQnaInquiry(await insertInquiry(db, userId, text, now));
}

/** The caller's own inquiry; anyone else's is NOT_FOUND, the same as an unknown id. */
export async function getInquiry(db: Db, userId: string, id: string): Promise<QnaInquiry> {
  if (!isUuid(id)) throw notFound();
  const row = await ownInquiry(db, id, userId);
  if (!row) throw notFound();
  return toQnaInquiry(row);
}

export async function updateInquiry(db: Db, userId: string, id: string, text: InquiryText, now: Date): Promise<QnaInquiry> {
  if (!isUuid(id)) throw notFound();
  const row = await updateUnanswered(db, id, userId, text, now);
  if (!row) throw await refusal(db, id, userId);
  return toQnaInquiry(row);
}

export async function deleteInquiry(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  if (!(await deleteUnanswered(db, id, userId))) throw await refusal(db, id, userId);
}

/**
 * The staff's answer (the staff API); answering again replaces it. The worker is told (decision 065),
 * in the same transaction: once per answer (its time is the dedup key), so a new answer tells again.
 */
export async function answerInquiry(db: Db, id: string, answer: string, answeredBy: string, now: Date): Promise<QnaInquiry> {
  if (!isUuid(id)) throw notFound();
  const row = await db.transaction().execute(async (trx) => {
    const answered = await setAnswer(trx, id, answer, answeredBy, now);
    if (answered?.changed) {
      await enqueueNotification(trx, {
        to: { kind: 'user', id: answered.row.user_id },
        kind: 'inquiryAnswered',
        params: { inquiryId: answered.row.id },
        dedupKey: `inquiry:${answered.row.id}:${now.toISOString()}`,
      });
    }
    return answered?.row;
  });
  if (!row) throw notFound();
  return toQnaInquiry(row);
}
