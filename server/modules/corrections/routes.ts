/**
 * Attendance corrections (issue 18, decision 066). The worker's calls are under /work (their own
 * requests and days only: there is no worker parameter); the admin's under /admin/corrections, for the
 * corporation-site of the session only.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { API_PREFIX } from '#contract/api-contract.ts';
import { ruleCheck } from '#contract/api-common.ts';
import {
  AdminCorrectionPageSchema,
  AdminCorrectionQuerySchema,
  AdminCorrectionSchema,
  CorrectionDecisionSchema,
  CorrectionIdParamsSchema,
  CorrectionListQuerySchema,
  CorrectionPageSchema,
  CorrectionRequestSchema,
  CorrectionSchema,
  WorkDayDetailSchema,
  WorkDayQuerySchema,
} from '#contract/api-corrections.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { decodeKeysetCursor } from '../../keyset-cursor.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireAdmin, requireUser } from '../../http/bearer-auth.ts';
import { errorResponse } from '../../http/errors.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, JPEG, jpegAnswer, json, jsonBody } from '../../http/route-parts.ts';
import { correctionPhoto, decideCorrection, listOwnCorrections, listSiteCorrections, requestCorrection, withdrawCorrection, workDayDetail } from './service.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

const NOT_FOUND = json(ApiErrorSchema, 'NOT_FOUND: the caller has no such request (another worker\'s, or another site\'s, answers the same).');
const DECIDED = json(ApiErrorSchema, 'CORRECTION_DECIDED: the request is no longer pending.');

/** A photo of 2 MB is 2.7 MB of base64: the request has its own limit. */
const CORRECTION_BODY_LIMIT = 3 * 1024 * 1024;
const CORRECTIONS_POST_PATH = `${API_PREFIX}/work/corrections`;

/** Whether a path sets its own body limit (app.ts leaves it out of the 64 KB one). */
export function correctionsOwnBodyLimit(path: string): boolean {
  return path === CORRECTIONS_POST_PATH;
}

/** A cursor must be one this server made. */
const cursorRule = v.optional(v.pipe(v.string(), v.maxLength(200), ruleCheck((cursor: string) => decodeKeysetCursor(cursor) !== null, 'invalid')));

export function correctionRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const worker = requireUser(deps, { passwordChanged: true });
  const admin = requireAdmin(deps);
  const limit: MiddlewareHandler = bodyLimit({ maxSize: CORRECTION_BODY_LIMIT, onError: (c) => errorResponse(c, badRequest({ body: 'tooLarge' })) });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/work/corrections',
      operationId: 'requestCorrection',
      tags: ['corrections'],
      summary: 'Ask the site to add or change one event of a work day',
      description:
        'The body may be up to 3 MB (a photo). 400 fields: date → date, future, noContract (no contract covers the day); ' +
        'time → timeFormat, future; reason → required, tooLong, controlChars; photo → invalid (not a JPEG), tooLarge. ' +
        '409 CORRECTION_PENDING: a request for this event of the day already waits; 409 CORRECTION_SEQUENCE: the corrected ' +
        'day would break the order of scans (`fields.sequence`, as QR_SEQUENCE). A repeat with the same idempotencyKey answers 200 with the request made.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [limit, worker] as const,
      request: { body: jsonBody(CorrectionRequestSchema) },
      responses: {
        200: json(CorrectionSchema, 'The request already made with this idempotency key.'),
        201: json(CorrectionSchema, 'The request, pending.'),
        409: json(ApiErrorSchema, 'CORRECTION_PENDING or CORRECTION_SEQUENCE.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { correction, created } = await requestCorrection(deps, c.get('user'), c.req.valid('json'));
      return c.json(correction, created ? 201 : 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/work/corrections',
      operationId: 'listCorrections',
      tags: ['corrections'],
      summary: "The worker's correction requests, newest first",
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: v.object({ ...CorrectionListQuerySchema.entries, cursor: cursorRule }) },
      responses: { 200: json(CorrectionPageSchema, 'One page.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await listOwnCorrections(deps.db, c.get('user').id, c.req.valid('query')), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/work/corrections/{id}',
      operationId: 'withdrawCorrection',
      tags: ['corrections'],
      summary: 'Withdraw a pending request',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { params: CorrectionIdParamsSchema },
      responses: { 200: json(CorrectionSchema, 'The request, withdrawn.'), 404: NOT_FOUND, 409: DECIDED, ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await withdrawCorrection(deps, c.get('user'), c.req.valid('param').id), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/work/corrections/{id}/photo',
      operationId: 'getCorrectionPhoto',
      tags: ['corrections'],
      summary: "The photo of one of the worker's requests",
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { params: CorrectionIdParamsSchema },
      responses: { 200: JPEG, 404: NOT_FOUND, ...errors(400, 401, 403, 500) },
    }),
    async (c) => photoResponse(await correctionPhoto(deps.db, c.req.valid('param').id, { userId: c.get('user').id })),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/work/day',
      operationId: 'getWorkDay',
      tags: ['corrections'],
      summary: "One day of the worker's record: events and their sources, requests, audit trail",
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: WorkDayQuerySchema },
      responses: { 200: json(WorkDayDetailSchema, 'The day.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const date = parseYyyymmdd(c.req.valid('query').date);
      if (!date) throw badRequest({ date: 'date' });
      return c.json(await workDayDetail(deps, c.get('user'), date), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/corrections',
      operationId: 'listSiteCorrections',
      tags: ['corrections'],
      summary: "The requests of the admin's corporation-site, newest first",
      description: 'state=pending (default) or decided; q: part of the name or of the phone digits. Keyset paging.',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: v.object({ ...AdminCorrectionQuerySchema.entries, cursor: cursorRule }) },
      responses: { 200: json(AdminCorrectionPageSchema, 'One page.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await listSiteCorrections(deps.db, c.get('adminAuth').site.siteCode, c.req.valid('query')), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/corrections/{id}/decision',
      operationId: 'decideCorrection',
      tags: ['corrections'],
      summary: 'Approve or reject a request (the admin of its corporation-site only)',
      description:
        'Approving records the event (source correction) and keeps the one it changes as replaced. 400 fields: note → required ' +
        '(a rejection), tooLong, controlChars. 403 FORBIDDEN: the request is another site\'s. 409 CORRECTION_DECIDED; ' +
        '409 CORRECTION_SEQUENCE: the day has changed since and the correction would break the scan order.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: CorrectionIdParamsSchema, body: jsonBody(CorrectionDecisionSchema) },
      responses: {
        200: json(AdminCorrectionSchema, 'The decided request.'),
        404: json(ApiErrorSchema, 'NOT_FOUND: no such request.'),
        409: json(ApiErrorSchema, 'CORRECTION_DECIDED or CORRECTION_SEQUENCE.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      return c.json(await decideCorrection(deps, c.get('adminAuth'), c.req.valid('param').id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/corrections/{id}/photo',
      operationId: 'getSiteCorrectionPhoto',
      tags: ['corrections'],
      summary: 'The photo of a request at the admin\'s site',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { params: CorrectionIdParamsSchema },
      responses: { 200: JPEG, 404: NOT_FOUND, ...errors(400, 401, 403, 500) },
    }),
    async (c) => photoResponse(await correctionPhoto(deps.db, c.req.valid('param').id, { siteCode: c.get('adminAuth').site.siteCode })),
  );

  return app;
}

function photoResponse(photo: Uint8Array | null): Response {
  if (!photo) throw new DomainError('NOT_FOUND', 'The request has no photo.');
  return jpegAnswer(photo);
}
