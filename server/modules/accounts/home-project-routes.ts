/**
 * The worker's own settings: GET /users/homeProjectSetting, the customer, corporation and project
 * of the worker's home project (spec §3).
 */
import { HomeProjectSettingSchema, type HomeProjectSetting } from '#contract/api-projects.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { BEARER_SECURITY, errors, json } from '../../http/route-parts.ts';
import { homeProjectSetting } from './service.ts';

export function usersRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();

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
      return c.json((await homeProjectSetting(deps.db, projectCode)) satisfies HomeProjectSetting, 200);
    },
  );

  return app;
}
