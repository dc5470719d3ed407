/**
 * The staff API: calls for the operator's staff, never made by the app. Authorised only by
 * `Authorization: Bearer <STAFF_API_TOKEN>` (http/staff-auth.ts); off when that is not configured.
 * Exempt from the XSRF double submit (http/xsrf.ts), since no cookie authenticates it.
 *
 * POST /staff/qna/{id}/answer writes the answer of any worker's inquiry. An answer once given is final
 * (issue 31): answering again shows the new text marked as edited (answerEditedAt) and keeps the one
 * it replaced, with who gave it and when; answeredAt stays the first answer's time and the worker's
 * updatedAt is left alone. Wrong staff tokens are throttled per address (http/staff-auth.ts).
 */
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { requireStaff } from '../../http/staff-auth.ts';
import { answerInquiry } from '../qna/service.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { errors, json, jsonBody, STAFF_SCHEME, STAFF_SECURITY } from '../../http/route-parts.ts';
import { QnaAnswerRequestSchema, QnaIdParamsSchema, QnaInquirySchema } from '#contract/api-qna.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** Who answered, as far as a shared token can tell. */
const ANSWERED_BY = 'staff-api';

export function staffRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();

  app.securitySchemes[STAFF_SCHEME] = {
    type: 'http',
    scheme: 'bearer',
    description:
      'The staff API token: the STAFF_API_TOKEN the server was started with. Never a worker or admin JWT. ' +
      'When the server has no STAFF_API_TOKEN the staff API answers 403 FORBIDDEN to everyone.',
  };

  app.openapi(
    createRoute({
      method: 'post',
      path: '/staff/qna/{id}/answer',
      operationId: 'answerInquiry',
      tags: ['staff'],
      summary: "Answer a worker's inquiry (staff only, not the app)",
      description: 'Answering again shows the new text as edited (answerEditedAt; the earlier text is kept) and leaves answeredAt. No XSRF pair needed: no cookie authenticates this call. Wrong tokens from one address are refused with 429 after 10 in 15 minutes.',
      security: STAFF_SECURITY,
      middleware: [requireStaff(deps)] as const,
      request: { params: QnaIdParamsSchema, body: jsonBody(QnaAnswerRequestSchema) },
      responses: {
        200: json(QnaInquirySchema, 'The answered inquiry.'),
        401: json(ApiErrorSchema, 'UNAUTHORIZED: no staff token, or not the configured one.'),
        403: json(ApiErrorSchema, 'FORBIDDEN: the staff API is off (STAFF_API_TOKEN is not set).'),
        404: json(ApiErrorSchema, 'NOT_FOUND: no inquiry has this id.'),
        ...errors(400, 429, 500),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { answer } = c.req.valid('json');
      return c.json(await answerInquiry(deps.db, id, answer, ANSWERED_BY, deps.now()), 200);
    },
  );

  return app;
}
