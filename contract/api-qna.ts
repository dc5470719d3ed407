/**
 * The Q&A board (GET/POST /qna, GET/PUT/DELETE /qna/{id}, and the staff API's
 * POST /staff/qna/{id}/answer): the schemas of the requests and answers (decision 057:
 * api-common.ts says how they are written). Text is plain text, never HTML.
 */
import * as v from 'valibot';
import { QNA_CATEGORIES } from './api-contract.ts';
import { instantField, MAX_CODE, nextCursorField, pageQuery, ruleCheck } from './api-common.ts';
import { checkQnaCategory, checkQnaContent, checkQnaTitle, QNA_CONTENT_MAX, QNA_TITLE_MAX, type RuleCode } from './input-rules.ts';
import { textLength } from './text-length.ts';

const QNA_PAGE_DEFAULT = 20;
const QNA_PAGE_MAX = 50;
/** The staff answer's limit (the staff API only; the app never writes answers). */
const QNA_ANSWER_MAX = 4000;

const ID_EXAMPLE = '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c';

// The helpers below are marked free of side effects so that the app's bundle can drop the request
// schemas it never uses (only the server reads them); valibot's own functions are marked the same way.

/**
 * A plain-text field: normalised (`trim` or trailing whitespace only), then checked by a shared
 * rule. A NUL character cannot be stored in PostgreSQL text, so it is refused (`invalid`). The
 * UTF-16 cap before normalising only keeps absurd input cheap: a character is at most two UTF-16
 * units, so anything the rule accepts fits well inside it. The document states the rule's limits
 * (JSON Schema counts characters, as the rule does).
 */
/* @__NO_SIDE_EFFECTS__ */
export function plainText(check: (value: string) => RuleCode | null, maxCharacters: number, normalize: 'trim' | 'trimEnd') {
  return v.pipe(
    v.string(),
    v.maxLength(maxCharacters * 4),
    normalize === 'trim' ? v.trim() : v.trimEnd(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = dataset.value.includes('\u0000') ? 'invalid' : check(dataset.value);
      if (code) addIssue({ message: code });
    }),
    v.metadata({ minLength: 1, maxLength: maxCharacters }),
  );
}

const category = v.pipe(v.picklist(QNA_CATEGORIES), v.description('pay, work (work records), account or other.'));
/* @__NO_SIDE_EFFECTS__ */
const nullable = (description: string) => v.pipe(v.nullable(v.string()), v.description(description));

const listItem = {
  id: v.pipe(v.string(), v.examples([ID_EXAMPLE])),
  category,
  title: v.pipe(v.string(), v.description('Plain text, never HTML.')),
  createdAt: instantField(),
  answered: v.pipe(v.boolean(), v.description('Answered inquiries can no longer be edited or deleted.')),
};

export const QnaListItemSchema = v.object(listItem);
export type QnaListItem = v.InferOutput<typeof QnaListItemSchema>;

/** GET /qna: newest first; pass `nextCursor` back as `cursor` for the next page (null: no more). */
export const QnaPageSchema = v.object({
  items: v.pipe(v.array(QnaListItemSchema), v.description('Newest first.')),
  nextCursor: nextCursorField,
});
export type QnaPage = v.InferOutput<typeof QnaPageSchema>;

export const QnaInquirySchema = v.object({
  ...listItem,
  content: v.pipe(v.string(), v.description('Plain text with its line breaks; never HTML.')),
  updatedAt: instantField('ISO 8601 with offset; moves when the worker edits.'),
  answer: nullable('Plain text with its line breaks; null while waiting.'),
  answeredAt: nullable('ISO 8601 with offset: the first answer; null while waiting.'),
  answerEditedAt: nullable('ISO 8601 with offset: when staff last changed the answer (the app says it was edited); null if never.'),
});
export type QnaInquiry = v.InferOutput<typeof QnaInquirySchema>;

/** POST /qna and PUT /qna/{id}. */
export const QnaWriteRequestSchema = v.object({
  category: v.pipe(
    v.string(),
    v.maxLength(MAX_CODE),
    ruleCheck((value: string) => checkQnaCategory(value, QNA_CATEGORIES) === null, 'categoryRequired'),
    // Never fails after the rule passed; gives the output its QnaCategory type.
    v.picklist(QNA_CATEGORIES),
    v.description('Anything else: `categoryRequired`.'),
  ),
  title: v.pipe(
    plainText(checkQnaTitle, QNA_TITLE_MAX, 'trim'),
    v.description(`1..${QNA_TITLE_MAX} characters after trimming (stored trimmed); plain text.`),
  ),
  content: v.pipe(
    plainText(checkQnaContent, QNA_CONTENT_MAX, 'trimEnd'),
    v.description(`1..${QNA_CONTENT_MAX} characters; stored as sent (line breaks kept) without trailing whitespace; plain text.`),
  ),
});
export type QnaWriteRequest = v.InferOutput<typeof QnaWriteRequestSchema>;

function checkAnswer(value: string): RuleCode | null {
  if (value.trim() === '') return 'required';
  return textLength(value) > QNA_ANSWER_MAX ? 'tooLong' : null;
}

/** POST /staff/qna/{id}/answer (the staff API token, not the app). */
export const QnaAnswerRequestSchema = v.object({
  answer: v.pipe(
    plainText(checkAnswer, QNA_ANSWER_MAX, 'trimEnd'),
    v.description(`1..${QNA_ANSWER_MAX} characters; plain text, line breaks kept. Answering again shows the new text as edited; the earlier one is kept.`),
  ),
});
export type QnaAnswerRequest = v.InferOutput<typeof QnaAnswerRequestSchema>;

/** GET /qna?cursor&limit. The server also checks that a cursor is one it made (`invalid`). */
export const QnaListQuerySchema = v.object(pageQuery(QNA_PAGE_DEFAULT, QNA_PAGE_MAX));

/** The `{id}` of /qna/{id} and /staff/qna/{id}/answer (any other text is simply not found). */
export const QnaIdParamsSchema = v.object({ id: v.pipe(v.string(), v.examples([ID_EXAMPLE])) });
