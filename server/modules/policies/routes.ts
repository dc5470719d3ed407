/**
 * The policies (terms, privacy, notices): GET /policies, /policies/agreements and /policies/{id}.
 * Anyone may read them (sign-up shows them before any login).
 */
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { headerLanguage } from '../../http/locale.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { errors, json } from '../../http/route-parts.ts';
import { seoulDateOf } from '#contract/seoul-time.ts';
import { agreementPolicies, listPolicies, policyText } from './service.ts';
import { LanguageQuerySchema } from '#contract/api-language.ts';
import { PolicyIdParamsSchema, PolicyListSchema, PolicyQuerySchema, PolicySchema } from '#contract/api-policies.ts';

/** The policies: anyone may read them (sign-up shows them before any login), so no requirement at all. */
const PUBLIC: Record<string, string[]>[] = [];

export function policyRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const today = () => seoulDateOf(deps.now()).toString();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/policies',
      operationId: 'listPolicies',
      tags: ['policies'],
      summary: 'Every version of the policies (of one kind), newest first',
      description: 'Titles in the language of `lang`, else the first app language Accept-Language names, else ko; a text not translated into it comes in English. No authentication: sign-up shows them too.',
      security: PUBLIC,
      request: { query: PolicyQuerySchema },
      responses: { 200: json(PolicyListSchema, 'The policies.'), ...errors(400, 500) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json({ items: await listPolicies(deps.db, today(), query.lang ?? headerLanguage(c), query.kind) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/policies/agreements',
      operationId: 'listAgreementPolicies',
      tags: ['policies'],
      summary: 'The current policies a sign-up agrees to (required ones first)',
      security: PUBLIC,
      request: { query: LanguageQuerySchema },
      responses: { 200: json(PolicyListSchema, 'The current version of each kind.'), ...errors(400, 500) },
    }),
    async (c) => {
      const language = c.req.valid('query').lang ?? headerLanguage(c);
      return c.json({ items: await agreementPolicies(deps.db, today(), language) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/policies/{id}',
      operationId: 'getPolicy',
      tags: ['policies'],
      summary: 'One policy version with its text',
      security: PUBLIC,
      request: { params: PolicyIdParamsSchema, query: LanguageQuerySchema },
      responses: { 200: json(PolicySchema, 'The policy.'), ...errors(400, 404, 500) },
    }),
    async (c) => {
      const language = c.req.valid('query').lang ?? headerLanguage(c);
      return c.json(await policyText(deps.db, today(), language, c.req.valid('param').id), 200);
    },
  );

  return app;
}
