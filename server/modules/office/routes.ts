/**
 * The payroll office's calls (issue 34, decision 088): the employer's month and its close, for an
 * admin logged in as the corporation's office (requireOffice: a site's admin and a worker are
 * refused), and the month through the staff API naming the corporation. A close is a person's act,
 * recorded with who closed: the staff API reads the month and does not close it.
 */
import * as v from 'valibot';
import { ApiErrorSchema, MAX_CODE } from '#contract/api-common.ts';
import { CloseMonthRequestSchema, OfficeMonthQuerySchema, OfficeMonthSchema } from '#contract/api-office.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireOffice } from '../../http/bearer-auth.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody, STAFF_ERRORS, STAFF_SECURITY } from '../../http/route-parts.ts';
import { requireStaff } from '../../http/staff-auth.ts';
import { closeOfficeMonth, officeMonth } from './month.ts';

const tags = ['office'];
const MONTH =
  "The employer's month: every worker with a statement from it (the issued version once the month has ended, the figures so far while it runs), summed by site (a statement counts at its last paid day's site) and in total: workers, work days, hours by kind, gross by item, each deduction, net, and the employer's share of the premiums from the month's dated rates; what blocks the close (a day without an end, a correction waiting) or weakens it (an unsigned contract, a foreigner without a stay status, a worker without a registration number, work without a contract); the close, if made. 400 fields.month: future.";
const STAFF_CORPORATION_PARAMS = v.object({ corporationCode: v.pipe(v.string(), v.maxLength(MAX_CODE), v.description('The employer (corporation) code.'), v.examples(['K001'])) });

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
      method: 'get',
      path: '/staff/corporations/{corporationCode}/month',
      operationId: 'staffGetEmployerMonth',
      tags: ['staff'],
      summary: "An employer's month as its payroll office sees it (staff only)",
      description: MONTH,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_CORPORATION_PARAMS, query: OfficeMonthQuerySchema },
      responses: { 200: json(OfficeMonthSchema, 'The month.'), 404: json(ApiErrorSchema, 'NOT_FOUND: no such employer.'), ...STAFF_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => c.json(await officeMonth(deps.db, c.req.valid('param').corporationCode, c.req.valid('query'), deps.now()), 200),
  );

  return app;
}
