/**
 * The Q&A board (docs/spec-notes.md §2, §3, §4; issue 7): a worker's own inquiries — list (newest first, keyset
 * paging), create, read, edit and delete. Only the caller's own inquiries exist for the caller: any
 * other id answers 404, the same as an unknown one, so ids cannot be probed. An answered inquiry can
 * no longer be edited or deleted (409 QNA_ANSWERED); the check and the change are one conditional
 * statement, so a staff answer landing at the same moment is never overwritten or deleted.
 * Answers are written by the staff API (modules/staff/routes.ts).
 */
import * as v from 'valibot';
import { requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { createInquiry, deleteInquiry, getInquiry, listInquiries, updateInquiry } from './service.ts';
import { decodeKeysetCursor } from '../../keyset-cursor.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody } from '../../http/route-parts.ts';
import { ruleCheck } from '#contract/api-common.ts';
import { QnaIdParamsSchema, QnaInquirySchema, QnaListQuerySchema, QnaPageSchema, QnaWriteRequestSchema } from '#contract/api-qna.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** Unsafe worker calls: the bearer token and the XSRF pair, all three. */

const QNA_NOT_FOUND = json(ApiErrorSchema, 'NOT_FOUND: the caller has no inquiry with this id (another worker\'s answers the same).');
const QNA_ANSWERED = json(ApiErrorSchema, 'QNA_ANSWERED: the inquiry is answered and can no longer be edited or deleted.');

/** The contract's list query, and a cursor must be one this server made (its format is the server's own). */
const ListQuerySchema = v.object({
  ...QnaListQuerySchema.entries,
  cursor: v.optional(
    v.pipe(
      QnaListQuerySchema.entries.cursor.wrapped,
      ruleCheck((cursor: string) => decodeKeysetCursor(cursor) !== null, 'invalid'),
    ),
  ),
});

export function qnaRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const { db } = deps;
  const app = new ApiRoutes<AppEnv>();
  const worker = requireUser(deps, { passwordChanged: true });

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
      request: { query: ListQuerySchema },
      responses: {
        200: json(QnaPageSchema, 'One page of the caller\'s own inquiries.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { cursor, limit } = c.req.valid('query');
      return c.json(await listInquiries(db, c.get('user').id, cursor, limit), 200);
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
      return c.json(await createInquiry(db, c.get('user').id, { category, title, content }, deps.now()), 201);
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
      return c.json(await getInquiry(db, c.get('user').id, c.req.valid('param').id), 200);
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
      const { category, title, content } = c.req.valid('json');
      return c.json(await updateInquiry(db, c.get('user').id, c.req.valid('param').id, { category, title, content }, deps.now()), 200);
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
      await deleteInquiry(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return app;
}
