/** The Q&A board's zod schemas (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { QNA_CATEGORIES } from '#contract/api-contract.ts';
import { checkQnaCategory, checkQnaContent, checkQnaTitle, QNA_CONTENT_MAX, QNA_TITLE_MAX, textLength, type RuleCode } from '#contract/input-rules.ts';
import { MAX_CODE } from '../../http/schemas.ts';
import { decodeQnaCursor, QNA_PAGE_DEFAULT, QNA_PAGE_MAX } from './service.ts';

/** The staff answer's limit (the staff API only; the app never writes answers). */
export const QNA_ANSWER_MAX = 4000;

/** Line breaks and inner spacing are the writer's; only whitespace at the end is dropped (linear, no regex). */
const stripTrailingWhitespace = (value: string) => value.trimEnd();

/**
 * A plain-text field of the Q&A board: normalised (`trim` or trailing whitespace only), then checked
 * by a shared rule. A NUL character cannot be stored in PostgreSQL text, so it is refused (`invalid`)
 * here rather than failing later. The UTF-16 length cap before normalising only keeps absurd input
 * cheap: a character is at most two UTF-16 units, so anything the rule accepts fits well inside it.
 */
function plainText(check: (value: string) => RuleCode | null, maxCharacters: number, normalize: (value: string) => string) {
  return z
    .string()
    .max(maxCharacters * 4)
    .overwrite(normalize)
    .superRefine((value, ctx) => {
      const rule = value.includes('\u0000') ? 'invalid' : check(value);
      if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
    })
    // JSON Schema counts maxLength in characters (code points), as the rule does.
    .openapi({ minLength: 1, maxLength: maxCharacters });
}

const qnaCategory = z.enum(QNA_CATEGORIES).openapi({ description: 'pay, work (work records), account or other.' });
const timestamp = (description: string) => z.string().openapi({ example: '2026-11-20T09:30:00+09:00', description });

export const QnaListItemSchema = z
  .object({
    id: z.string().openapi({ example: '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c' }),
    category: qnaCategory,
    title: z.string().openapi({ description: 'Plain text, never HTML.' }),
    createdAt: timestamp('ISO 8601 with offset.'),
    answered: z.boolean().openapi({ description: 'Answered inquiries can no longer be edited or deleted.' }),
  })
  .openapi('QnaListItem');

export const QnaPageSchema = z
  .object({
    items: z.array(QnaListItemSchema).openapi({ description: 'Newest first.' }),
    nextCursor: z.string().nullable().openapi({ description: 'Pass back as `cursor` for the next page; null: no more.' }),
  })
  .openapi('QnaPage');

export const QnaInquirySchema = QnaListItemSchema.extend({
  content: z.string().openapi({ description: 'Plain text with its line breaks; never HTML.' }),
  updatedAt: timestamp('ISO 8601 with offset; moves when the worker edits.'),
  answer: z.string().nullable().openapi({ description: 'Plain text with its line breaks; null while waiting.' }),
  answeredAt: z.string().nullable().openapi({ description: 'ISO 8601 with offset; null while waiting.' }),
}).openapi('QnaInquiry');

export const QnaWriteRequestSchema = z
  .object({
    category: z
      .string()
      .max(MAX_CODE)
      .superRefine((value, ctx) => {
        const rule = checkQnaCategory(value, QNA_CATEGORIES);
        if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
      })
      // Never fails after the rule passed; gives the output its QnaCategory type.
      .pipe(z.enum(QNA_CATEGORIES))
      .openapi({ type: 'string', enum: [...QNA_CATEGORIES], description: 'Anything else: `categoryRequired`.' }),
    title: plainText(checkQnaTitle, QNA_TITLE_MAX, (value) => value.trim()).openapi({
      example: '11월 급여 명세서 문의',
      description: `1..${QNA_TITLE_MAX} characters after trimming (stored trimmed); plain text.`,
    }),
    content: plainText(checkQnaContent, QNA_CONTENT_MAX, stripTrailingWhitespace).openapi({
      example: '11월 급여 명세서의 근무 일수가 실제보다 하루 적습니다.\n확인 부탁드립니다.',
      description: `1..${QNA_CONTENT_MAX} characters; stored as sent (line breaks kept) without trailing whitespace; plain text.`,
    }),
  })
  .openapi('QnaWriteRequest');

function checkAnswer(value: string): RuleCode | null {
  if (value.trim() === '') return 'required';
  return textLength(value) > QNA_ANSWER_MAX ? 'tooLong' : null;
}

export const QnaAnswerRequestSchema = z
  .object({
    answer: plainText(checkAnswer, QNA_ANSWER_MAX, stripTrailingWhitespace).openapi({
      example: '안녕하세요.\n확인 결과 11월 11일 퇴근 기록을 17:05로 반영했습니다.',
      description: `1..${QNA_ANSWER_MAX} characters; plain text, line breaks kept. Answering again replaces the answer.`,
    }),
  })
  .openapi('QnaAnswerRequest');

export const QnaListQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .superRefine((value, ctx) => {
      if (!decodeQnaCursor(value)) ctx.addIssue({ code: 'custom', message: 'invalid', params: { rule: 'invalid' } });
    })
    .optional()
    .openapi({ description: 'The `nextCursor` of the previous page (opaque).' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(QNA_PAGE_MAX)
    .default(QNA_PAGE_DEFAULT)
    .openapi({ example: QNA_PAGE_DEFAULT, description: `Items per page, 1..${QNA_PAGE_MAX}.` }),
});

export const QnaIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c' }),
});
