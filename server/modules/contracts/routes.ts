/**
 * A site's contract templates (issue 33): the admin of the session's corporation-site lists, makes,
 * changes and retires them. Another site's template answers 404, as an unknown one does.
 */
import { ApiErrorSchema, NoQuerySchema } from '#contract/api-common.ts';
import {
  ContractTemplateChangeSchema,
  ContractTemplateListSchema,
  ContractTemplateParamsSchema,
  ContractTemplateSchema,
  ContractTemplateTermsSchema,
} from '#contract/api-contract-templates.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireAdmin } from '../../http/bearer-auth.ts';
import { BEARER_SCHEME, BEARER_SECURITY, errors, json, jsonBody, XSRF_COOKIE_SCHEME, XSRF_HEADER_SCHEME } from '../../http/route-parts.ts';
import { changeTemplate, createTemplate, listTemplates, retireTemplate } from './templates.ts';

const BEARER_AND_XSRF_SECURITY = [{ [BEARER_SCHEME]: [], [XSRF_HEADER_SCHEME]: [], [XSRF_COOKIE_SCHEME]: [] }];
const tags = ['contracts'];
const RULES =
  '400 `fields` by term: name, jobTitle → required, tooLong (40), controlChars; workStart, workEnd, breakStart, breakEnd → timeFormat; ' +
  'workEnd → noWorkTime, overEightHours (a contracted day is at most 8 h); breakEnd → breakOutside (the break must lie inside the hours), ' +
  'breakTooShort (30 min from 4 h, 1 h from 8 h); workDays → required, range, overFortyHours; weeklyHoliday → range, holidayIsWorkDay; ' +
  "payDay → range (1–28); dailyWage → range, belowMinimumWage (below this year's minimum hourly wage × the contracted hours).";

export function contractRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const admin = requireAdmin(deps);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/contractTemplates',
      operationId: 'listContractTemplates',
      tags,
      summary: "The contract templates of the admin's corporation-site, by name",
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: NoQuerySchema },
      responses: { 200: json(ContractTemplateListSchema, "The site's templates in use, and this year's minimum hourly wage."), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await listTemplates(deps, c.get('adminAuth')), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/contractTemplates',
      operationId: 'createContractTemplate',
      tags,
      summary: 'Make a contract template for the site',
      description: RULES,
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(ContractTemplateTermsSchema) },
      responses: { 201: json(ContractTemplateSchema, 'The template, version 1.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await createTemplate(deps, c.get('adminAuth'), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/contractTemplates/{id}',
      operationId: 'changeContractTemplate',
      tags,
      summary: "Change a template's terms: a new version; the contracts made from it keep theirs",
      description: RULES,
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: ContractTemplateParamsSchema, body: jsonBody(ContractTemplateChangeSchema) },
      responses: {
        200: json(ContractTemplateSchema, 'The template, its version one more.'),
        404: json(ApiErrorSchema, "NOT_FOUND: no such template at the admin's site (or retired)."),
        409: json(ApiErrorSchema, 'TEMPLATE_CHANGED: changed since `version`; read it again.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => c.json(await changeTemplate(deps, c.get('adminAuth'), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/contractTemplates/{id}',
      operationId: 'retireContractTemplate',
      tags,
      summary: 'Retire a template: no longer offered; the contracts made from it stay',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: ContractTemplateParamsSchema },
      responses: {
        204: { description: 'Retired.' },
        404: json(ApiErrorSchema, "NOT_FOUND: no such template at the admin's site (or retired)."),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      await retireTemplate(deps, c.get('adminAuth'), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return app;
}
