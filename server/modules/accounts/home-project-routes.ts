/**
 * The worker's own settings: GET /users/homeProjectSetting, the customer, corporation and project
 * of the worker's home project (spec §3).
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { HomeProjectSetting } from '../../../src/shared/contract/api-contract.ts';
import { requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import { BEARER_SECURITY, errors, json } from '../../http/route-parts.ts';
import { HomeProjectSettingSchema } from '../../http/schemas.ts';

export function usersRoutes(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/homeProjectSetting',
      operationId: 'getHomeProject',
      tags: ['users'],
      summary: "The worker's home project",
      security: BEARER_SECURITY,
      middleware: [requireUser(deps, { passwordChanged: true })] as const,
      responses: {
        200: json(HomeProjectSettingSchema, 'The home project, with its customer and corporation.'),
        ...errors(401, 403, 404, 500),
      },
    }),
    async (c) => {
      const projectCode = c.get('user').home_project_code;
      const setting = projectCode
        ? await deps.db
            .selectFrom('projects')
            .innerJoin('customers', 'customers.code', 'projects.customer_code')
            .innerJoin('corporations', 'corporations.code', 'projects.corporation_code')
            .select([
              'customers.code as customerCode',
              'customers.name as customerName',
              'corporations.code as corporationCode',
              'corporations.name as corporationName',
              'projects.code as projectCode',
              'projects.name as projectName',
              'projects.address as projectAddress',
            ])
            .where('projects.code', '=', projectCode)
            .executeTakeFirst()
        : undefined;
      if (!setting) throw new DomainError('NO_HOME_PROJECT', 'The worker has no home project yet.');
      return c.json(setting satisfies HomeProjectSetting, 200);
    },
  );

  return app;
}
