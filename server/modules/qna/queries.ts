/** The Q&A module's reads and writes of qna_inquiries. Every worker query names the owner. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { QnaInquiryRow } from '../../db/schema.ts';
import type { KeysetCursor } from '../../keyset-cursor.ts';

export interface InquiryText {
  category: QnaInquiryRow['category'];
  title: string;
  content: string;
}

/** One page plus one row (to know whether another page follows), newest first, after `after`. */
export async function inquiryPage(db: Db, userId: string, after: KeysetCursor | null, limit: number) {
  let query = db.selectFrom('qna_inquiries').select(['id', 'category', 'title', 'created_at', 'answered_at']).where('user_id', '=', userId);
  if (after) {
    query = query.where(sql<boolean>`(created_at, id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`);
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
}

export async function insertInquiry(db: Db, userId: string, text: InquiryText, now: Date): Promise<QnaInquiryRow> {
  return db
    .insertInto('qna_inquiries')
    .values({ id: randomUUID(), user_id: userId, ...text, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function ownInquiry(db: Db, id: string, userId: string): Promise<QnaInquiryRow | undefined> {
  return db.selectFrom('qna_inquiries').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Edits the caller's inquiry only while it has no answer (one conditional statement). */
export async function updateUnanswered(db: Db, id: string, userId: string, text: InquiryText, now: Date): Promise<QnaInquiryRow | undefined> {
  return db
    .updateTable('qna_inquiries')
    .set({ ...text, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('answer', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the caller's inquiry only while it has no answer (one conditional statement). */
export async function deleteUnanswered(db: Db, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('qna_inquiries')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('answer', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Gives the inquiry its answer, or a new one: the text it replaces is kept in qna_answer_versions
 * (with who gave it and when) and the inquiry is marked edited (issue 31). The same text again (a
 * retried call) changes nothing. Answers the row, and whether the answer changed; undefined: no inquiry.
 */
export async function setAnswer(db: Db, id: string, answer: string, answeredBy: string, now: Date): Promise<{ row: QnaInquiryRow; changed: boolean } | undefined> {
  const current = await db.selectFrom('qna_inquiries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!current) return undefined;
  if (current.answer === answer) return { row: current, changed: false };
  if (current.answer !== null) {
    const kept = await db.selectFrom('qna_answer_versions').select((eb) => eb.fn.countAll<string>().as('n')).where('inquiry_id', '=', id).executeTakeFirstOrThrow();
    await db
      .insertInto('qna_answer_versions')
      .values({
        id: randomUUID(),
        inquiry_id: id,
        version: Number(kept.n) + 1,
        answer: current.answer,
        answered_by: current.answered_by ?? 'unknown',
        answered_at: current.answer_edited_at ?? current.answered_at ?? now,
        replaced_at: now,
      })
      .execute();
  }
  const first = current.answer === null;
  const row = await db
    .updateTable('qna_inquiries')
    .set(first ? { answer, answered_at: now, answered_by: answeredBy } : { answer, answer_edited_at: now, answered_by: answeredBy })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, changed: true };
}
