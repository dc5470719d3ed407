/**
 * Who is on site now (issue 33, decision 077): the admin's site's roster and its arrival grace, and
 * the same roster for the employer's systems through the staff API, naming the site.
 */
import { NoQuerySchema } from '#contract/api-common.ts';
import { ArrivalGraceSchema, RosterSchema } from '#contract/api-roster.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireAdmin } from '../../http/bearer-auth.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody, STAFF_ERRORS, STAFF_SECURITY, STAFF_SITE_PARAMS } from '../../http/route-parts.ts';
import { requireStaff } from '../../http/staff-auth.ts';
import { rosterOf, setArrivalGrace } from './service.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

const tags = ['roster'];
const GROUPS =
  'onSite: began within 16 h, not ended (onBreak at lunch or dinner); left: ended today; expected: contracted today (a work day of a contract in force), ' +
  'not begun, the start plus the grace passed; dueLater: the same before it. Each with the trade of the contract in force.';

export function rosterRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const admin = requireAdmin(deps);
  const staff = requireStaff(deps);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/roster',
      operationId: 'siteRoster',
      tags,
      summary: "Who is on the admin's site now, who left today and who has not arrived",
      description: GROUPS,
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: NoQuerySchema },
      responses: { 200: json(RosterSchema, 'The roster as of now.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await rosterOf(deps, c.get('adminAuth').site.siteCode), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/roster/grace',
      operationId: 'setArrivalGrace',
      tags,
      summary: 'How many minutes after the contracted start a worker who has not begun counts as not arrived, at the admin\'s site',
      description: '400 fields.graceMinutes: range (0–180).',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(ArrivalGraceSchema) },
      responses: { 200: json(RosterSchema, 'The roster counted with it.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const siteCode = c.get('adminAuth').site.siteCode;
      await setArrivalGrace(deps.db, siteCode, c.req.valid('json').graceMinutes);
      return c.json(await rosterOf(deps, siteCode), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/sites/{siteCode}/roster',
      operationId: 'staffSiteRoster',
      tags: ['staff'],
      summary: 'Who is on a site now (staff only, not the app)',
      description: GROUPS,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_SITE_PARAMS },
      responses: { 200: json(RosterSchema, 'The roster as of now.'), 404: json(ApiErrorSchema, 'NOT_FOUND: no such site.'), ...STAFF_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => c.json(await rosterOf(deps, c.req.valid('param').siteCode), 200),
  );

  return app;
}
