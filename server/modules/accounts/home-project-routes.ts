/**
 * The worker's own settings: GET /users/homeProjectSetting, the customer, corporation and project
 * of the worker's home project (docs/spec-notes.md §3). A worker without one yet (a new account) gets 204: an
 * expected answer, not a failed call (issue 17 item 4).
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
        204: { description: 'No home project yet (a new account).' },
        ...errors(401, 403, 500),
      },
    }),
    async (c) => {
      const setting = await homeProjectSetting(deps.db, c.get('user').home_project_code);
      return setting ? c.json(setting satisfies HomeProjectSetting, 200) : c.body(null, 204);
    },
  );

  return app;
}
