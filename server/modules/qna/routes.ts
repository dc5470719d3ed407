/**
 * The Q&A board (spec §2, §3, §4; issue 7): a worker's own inquiries — list (newest first, keyset
 * paging), create, read, edit and delete. Only the caller's own inquiries exist for the caller: any
 * other id answers 404, the same as an unknown one, so ids cannot be probed. An answered inquiry can
 * no longer be edited or deleted (409 QNA_ANSWERED); the check and the change are one conditional
 * statement, so a staff answer landing at the same moment is never overwritten or deleted.
 * Answers are written by the staff API (modules/staff/routes.ts).
 */
import { randomUUID } from 'node:crypto';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { QnaPage } from '../../../src/shared/contract/api-contract.ts';
import { requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import { decodeQnaCursor, encodeQnaCursor, isUuid, toQnaInquiry, toQnaListItem } from './service.ts';
import { BEARER_SCHEME, BEARER_SECURITY, errors, json, jsonBody, XSRF_COOKIE_SCHEME, XSRF_HEADER_SCHEME } from '../../http/route-parts.ts';
import { ErrorSchema, QnaIdParamsSchema, QnaInquirySchema, QnaListQuerySchema, QnaPageSchema, QnaWriteRequestSchema } from '../../http/schemas.ts';

/** Unsafe worker calls: the bearer token and the XSRF pair, all three. */
const BEARER_AND_XSRF_SECURITY = [{ [BEARER_SCHEME]: [], [XSRF_HEADER_SCHEME]: [], [XSRF_COOKIE_SCHEME]: [] }];

export const QNA_NOT_FOUND = json(ErrorSchema, 'NOT_FOUND: the caller has no inquiry with this id (another worker\'s answers the same).');
const QNA_ANSWERED = json(ErrorSchema, 'QNA_ANSWERED: the inquiry is answered and can no longer be edited or deleted.');

export function notFound(): DomainError {
  return new DomainError('NOT_FOUND', 'No such inquiry.');
}

export function qnaRoutes(deps: AppDeps): OpenAPIHono<AppEnv> {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  const worker = requireUser(deps, { passwordChanged: true });

  /** After a conditional change matched nothing: 409 if the caller's inquiry exists (so it is answered), else 404. */
  async function refusal(id: string, userId: string): Promise<DomainError> {
    const own = await db.selectFrom('qna_inquiries').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return own ? new DomainError('QNA_ANSWERED', 'This inquiry is answered and can no longer be changed.') : notFound();
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/qna',
      operationId: 'listInquiries',
      tags: ['qna'],
      summary: "The worker's inquiries, newest first",
      description: 'Keyset paging: pass `nextCursor` back as `cursor` until it is null.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: QnaListQuerySchema },
      responses: {
        200: json(QnaPageSchema, 'One page of the caller\'s own inquiries.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { cursor, limit } = c.req.valid('query');
      const after = cursor === undefined ? null : decodeQnaCursor(cursor);
      let query = db
        .selectFrom('qna_inquiries')
        .select(['id', 'category', 'title', 'created_at', 'answered_at'])
        .where('user_id', '=', c.get('user').id);
      if (after) {
        // Row comparison, matching the order and the (user_id, created_at DESC, id DESC) index.
        query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`);
      }
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
      const items = rows.slice(0, limit);
      const last = items[items.length - 1];
      const page: QnaPage = {
        items: items.map(toQnaListItem),
        nextCursor: rows.length > limit && last ? encodeQnaCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
      return c.json(page, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/qna',
      operationId: 'createInquiry',
      tags: ['qna'],
      summary: 'Register an inquiry',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(QnaWriteRequestSchema) },
      responses: {
        201: json(QnaInquirySchema, 'The new inquiry, waiting for an answer.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { category, title, content } = c.req.valid('json');
      const now = deps.now();
      const row = await db
        .insertInto('qna_inquiries')
        .values({ id: randomUUID(), user_id: c.get('user').id, category, title, content, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(toQnaInquiry(row), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/qna/{id}',
      operationId: 'getInquiry',
      tags: ['qna'],
      summary: 'One of the worker\'s inquiries, with its answer',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { params: QnaIdParamsSchema },
      responses: {
        200: json(QnaInquirySchema, 'The inquiry; `answer` and `answeredAt` are null while waiting.'),
        404: QNA_NOT_FOUND,
        ...errors(401, 403, 500),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound();
      const row = await db.selectFrom('qna_inquiries').selectAll().where('id', '=', id).where('user_id', '=', c.get('user').id).executeTakeFirst();
      if (!row) throw notFound();
      return c.json(toQnaInquiry(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/qna/{id}',
      operationId: 'updateInquiry',
      tags: ['qna'],
      summary: 'Edit an inquiry that is not answered yet',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { params: QnaIdParamsSchema, body: jsonBody(QnaWriteRequestSchema) },
      responses: {
        200: json(QnaInquirySchema, 'The edited inquiry (`updatedAt` moved).'),
        404: QNA_NOT_FOUND,
        409: QNA_ANSWERED,
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { category, title, content } = c.req.valid('json');
      const userId = c.get('user').id;
      if (!isUuid(id)) throw notFound();
      const row = await db
        .updateTable('qna_inquiries')
        .set({ category, title, content, updated_at: deps.now() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('answer', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw await refusal(id, userId);
      return c.json(toQnaInquiry(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/qna/{id}',
      operationId: 'deleteInquiry',
      tags: ['qna'],
      summary: 'Delete an inquiry that is not answered yet',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { params: QnaIdParamsSchema },
      responses: {
        204: { description: 'Deleted.' },
        404: QNA_NOT_FOUND,
        409: QNA_ANSWERED,
        ...errors(401, 403, 500),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.get('user').id;
      if (!isUuid(id)) throw notFound();
      const deleted = await db
        .deleteFrom('qna_inquiries')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('answer', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw await refusal(id, userId);
      return c.body(null, 204);
    },
  );

  return app;
}
