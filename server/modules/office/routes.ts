/**
 * The payroll office's calls (issue 34, decision 088): the employer's month and its close, for an
 * admin logged in as the corporation's office (requireOffice: a site's admin and a worker are
 * refused), the codes its report needs, the files of a closed month and their audit. The same
 * services answer the employer's own payroll systems through the staff API naming the corporation
 * (decision 094): a close, a code and a file made that way are recorded as the staff API's (no admin),
 * and every file made is audited the same.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { MAX_CODE } from '#contract/api-common.ts';
import { CloseMonthRequestSchema, officeFileName, type OfficeFileKind, type OfficeFileQuery, ReportCodeRequestSchema, ReportCodeSchema, OfficeFileAuditSchema, OfficeFileParamsSchema, OfficeFileQuerySchema, OfficeMonthQuerySchema, OfficeMonthSchema } from '#contract/api-office.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireOffice } from '../../http/bearer-auth.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, FILE_CONTENT, fileAttachment, json, jsonBody, STAFF_ERRORS, STAFF_SECURITY } from '../../http/route-parts.ts';
import { requireStaff } from '../../http/staff-auth.ts';
import { toCsv, toXlsx } from '../exports/files.ts';
import { makeOfficeFile, officeFileAudit } from './file-service.ts';
import { closeOfficeMonth, corporationOf, officeMonth } from './month.ts';
import { saveReportCode } from './report-codes.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

const tags = ['office'];
const MONTH =
  "The employer's month: every worker with a statement from it (the issued version once the month has ended, the figures so far while it runs), summed by site (a statement counts at its last paid day's site) and in total: workers, work days, hours by kind, gross by item, each deduction, net, and the employer's share of the premiums from the month's dated rates; what blocks the close (a day without an end, a correction waiting) or weakens it (an unsigned contract, a foreigner without a stay status, a worker without a registration number, work without a contract); the close, if made. 400 fields.month: future.";
const STAFF_CORPORATION_PARAMS = v.object({ corporationCode: v.pipe(v.string(), v.maxLength(MAX_CODE), v.description('The employer (corporation) code.'), v.examples(['K001'])) });
const STAFF_CORPORATION_ERRORS = { 404: json(ApiErrorSchema, 'NOT_FOUND: no such employer.'), ...STAFF_ERRORS };
const STAFF_NOTE = "For the employer's own payroll system, which holds the staff token: what it closes, codes and makes is recorded as the staff API's, and every file made is audited as the office's are.";

/** A file of a closed month, made (and audited) for the office's admin or, with no admin, the staff API. */
async function officeFileAnswer(
  c: Context,
  deps: AppDeps,
  request: { corporationCode: string; adminId: string | null; kind: OfficeFileKind; query: OfficeFileQuery },
): Promise<Response> {
  const { corporationCode, kind, query } = request;
  const month = { year: query.year, month: query.month };
  const table = await makeOfficeFile(deps, { corporationCode, adminId: request.adminId, kind, format: query.format, month }, deps.now());
  const bytes = query.format === 'csv' ? toCsv(table) : await toXlsx(table);
  return fileAttachment(c, bytes, query.format, officeFileName(kind, corporationCode, month, query.format));
}

export function officeRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const office = requireOffice(deps);
  const staff = requireStaff(deps);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/office/month',
      operationId: 'getOfficeMonth',
      tags,
      summary: "The office's employer's month: figures by site and in total, the employer's share, what blocks the close",
      description: MONTH,
      security: BEARER_SECURITY,
      middleware: [office] as const,
      request: { query: OfficeMonthQuerySchema },
      responses: { 200: json(OfficeMonthSchema, 'The month.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await officeMonth(deps.db, c.get('officeAuth').office.corporationCode, c.req.valid('query'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/office/month/close',
      operationId: 'closeOfficeMonth',
      tags,
      summary: "Close the employer's month: the statements issued and frozen, the workers told",
      description:
        'Refused while the month runs (409 MONTH_NOT_ENDED), once closed (409 MONTH_CLOSED), with a day without an end or a correction waiting (409 MONTH_CLOSE_BLOCKED), or with warnings unless acceptWarnings (409 MONTH_CLOSE_WARNINGS). Every worker’s statement of the month is issued now if it was not (a later change makes a new version), each worker is told of it once, and the close is recorded with the totals and the warnings closed past.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [office] as const,
      request: { body: jsonBody(CloseMonthRequestSchema) },
      responses: { 200: json(OfficeMonthSchema, 'The month, closed.'), 409: json(ApiErrorSchema, 'MONTH_NOT_ENDED, MONTH_CLOSED, MONTH_CLOSE_BLOCKED or MONTH_CLOSE_WARNINGS.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const { year, month, acceptWarnings } = c.req.valid('json');
      const { admin, office: chosen } = c.get('officeAuth');
      return c.json(await closeOfficeMonth(deps.db, chosen.corporationCode, { year, month }, { adminId: admin.id, acceptWarnings }, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/office/reportCodes',
      operationId: 'putOfficeReportCode',
      tags,
      summary: 'Enter, change or remove a code the report of day workers’ work needs: a trade’s job code or a country’s nationality code',
      description:
        "The employer's codes the app does not hold: a trade's 직종코드 (KECO, 4insure's list D108; 3–6 digits), keyed by the trade as the contracts name it, and a country's 국적코드 (4insure's list A151; 2 or 3 digits or capital letters), keyed by its ISO 3166-1 alpha-2 code. Every later 근로내용확인신고 of the employer fills them in; GET /office/month lists the ones its workers need. null removes a code. 400 fields.code or fields.key: format.",
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [office] as const,
      request: { body: jsonBody(ReportCodeRequestSchema) },
      responses: { 200: json(ReportCodeSchema, 'The code as saved (null: removed).'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const { admin, office: chosen } = c.get('officeAuth');
      return c.json(await saveReportCode(deps.db, chosen.corporationCode, admin.id, c.req.valid('json'), deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/office/files/audit',
      operationId: 'getOfficeFileAudit',
      tags,
      summary: "The files made of the office's employer's months: who, when, which month and file",
      security: BEARER_SECURITY,
      middleware: [office] as const,
      responses: { 200: json(OfficeFileAuditSchema, 'Newest first, at most 200.'), ...errors(401, 403, 500) },
    }),
    async (c) => c.json(await officeFileAudit(deps.db, c.get('officeAuth').office.corporationCode), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/office/files/{kind}',
      operationId: 'getOfficeFile',
      tags,
      summary: 'A file of a closed month: the wage ledger, the report of day workers’ work, the mutual aid’s work days or the bank transfer list',
      description:
        'In Korean, CSV (UTF-8 with BOM) or XLSX, each with its sums and a check row; registration and account numbers in full (the office alone). Every file made is audited (GET /office/files/audit). 409 MONTH_NOT_CLOSED before the office closes the month; 400 fields.month: future.',
      security: BEARER_SECURITY,
      middleware: [office] as const,
      request: { params: OfficeFileParamsSchema, query: OfficeFileQuerySchema },
      responses: { 200: { ...FILE_CONTENT, description: 'The file.' }, 409: json(ApiErrorSchema, 'MONTH_NOT_CLOSED.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const { admin, office: chosen } = c.get('officeAuth');
      return officeFileAnswer(c, deps, { corporationCode: chosen.corporationCode, adminId: admin.id, kind: c.req.valid('param').kind, query: c.req.valid('query') });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/corporations/{corporationCode}/month',
      operationId: 'staffGetEmployerMonth',
      tags: ['staff'],
      summary: "An employer's month as its payroll office sees it (staff only)",
      description: MONTH,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_CORPORATION_PARAMS, query: OfficeMonthQuerySchema },
      responses: { 200: json(OfficeMonthSchema, 'The month.'), ...STAFF_CORPORATION_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => c.json(await officeMonth(deps.db, c.req.valid('param').corporationCode, c.req.valid('query'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/staff/corporations/{corporationCode}/month/close',
      operationId: 'staffCloseEmployerMonth',
      tags: ['staff'],
      summary: "Close an employer's month from its payroll system (staff only)",
      description: `As POST /office/month/close, for the employer named, recorded as closed by the staff API (closedBy null). ${STAFF_NOTE}`,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_CORPORATION_PARAMS, body: jsonBody(CloseMonthRequestSchema) },
      responses: { 200: json(OfficeMonthSchema, 'The month, closed.'), 409: json(ApiErrorSchema, 'MONTH_NOT_ENDED, MONTH_CLOSED, MONTH_CLOSE_BLOCKED or MONTH_CLOSE_WARNINGS.'), ...STAFF_CORPORATION_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => {
      const { year, month, acceptWarnings } = c.req.valid('json');
      return c.json(await closeOfficeMonth(deps.db, c.req.valid('param').corporationCode, { year, month }, { adminId: null, acceptWarnings }, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/staff/corporations/{corporationCode}/reportCodes',
      operationId: 'staffPutEmployerReportCode',
      tags: ['staff'],
      summary: 'Enter, change or remove a code of the employer’s report of day workers’ work (staff only)',
      description: `As PUT /office/reportCodes, for the employer named. ${STAFF_NOTE}`,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_CORPORATION_PARAMS, body: jsonBody(ReportCodeRequestSchema) },
      responses: { 200: json(ReportCodeSchema, 'The code as saved (null: removed).'), ...STAFF_CORPORATION_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => {
      const { corporationCode } = c.req.valid('param');
      await corporationOf(deps.db, corporationCode);
      return c.json(await saveReportCode(deps.db, corporationCode, null, c.req.valid('json'), deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/corporations/{corporationCode}/files/audit',
      operationId: 'staffGetEmployerFileAudit',
      tags: ['staff'],
      summary: "The files made of an employer's months, by its office or the staff API (staff only)",
      description: `As GET /office/files/audit, for the employer named; adminName null: made through the staff API. ${STAFF_NOTE}`,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_CORPORATION_PARAMS },
      responses: { 200: json(OfficeFileAuditSchema, 'Newest first, at most 200.'), ...STAFF_CORPORATION_ERRORS, ...errors(429, 500) },
    }),
    async (c) => {
      const { corporationCode } = c.req.valid('param');
      await corporationOf(deps.db, corporationCode);
      return c.json(await officeFileAudit(deps.db, corporationCode), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/corporations/{corporationCode}/files/{kind}',
      operationId: 'staffGetEmployerFile',
      tags: ['staff'],
      summary: "A file of an employer's closed month, for its payroll system (staff only)",
      description: `As GET /office/files/{kind}, for the employer named: registration and account numbers in full. Audited as made by the staff API (adminName null). ${STAFF_NOTE}`,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: v.object({ ...STAFF_CORPORATION_PARAMS.entries, ...OfficeFileParamsSchema.entries }), query: OfficeFileQuerySchema },
      responses: { 200: { ...FILE_CONTENT, description: 'The file.' }, 409: json(ApiErrorSchema, 'MONTH_NOT_CLOSED.'), ...STAFF_CORPORATION_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => {
      const { corporationCode, kind } = c.req.valid('param');
      return officeFileAnswer(c, deps, { corporationCode, adminId: null, kind, query: c.req.valid('query') });
    },
  );

  return app;
}
