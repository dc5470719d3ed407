/**
 * Work records: GET /work/weekly, the seven days (Sunday..Saturday, Asia/Seoul) of the week holding
 * the asked date, derived from the worker's attendance events by services/work-days.ts.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { WorkDayRecord } from '../../src/shared/contract/api-contract';
import { requireUser } from '../http/bearer-auth';
import type { AppDeps, AppEnv } from '../http/app-context';
import { addDays, dayKey, startOfSeoulDay, startOfWeek, weekOf } from '../services/seoul-time';
import { deriveWorkDays, LOOKAHEAD_MS } from '../services/work-days';
import { BEARER_SECURITY, errors, json } from './route-parts';
import { WeeklyQuerySchema, WorkDayRecordSchema } from './schemas';

export function workRoutes(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/work/weekly',
      tags: ['work'],
      summary: 'The week (Sunday..Saturday, Asia/Seoul) holding a date',
      security: BEARER_SECURITY,
      middleware: [requireUser(deps, { passwordChanged: true })] as const,
      request: { query: WeeklyQuerySchema },
      responses: {
        200: json(z.array(WorkDayRecordSchema).length(7), 'Seven day records, Sunday first.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const date = c.req.valid('query');
      const sunday = startOfWeek(date);
      const from = startOfSeoulDay(sunday);
      // Read past Saturday midnight so an overnight Saturday shift finds its EndWork.
      const until = new Date(startOfSeoulDay(addDays(sunday, 7)).getTime() + LOOKAHEAD_MS);
      const events = await deps.db
        .selectFrom('attendance_events')
        .select(['type', 'occurred_at as occurredAt'])
        .where('user_id', '=', c.get('user').id)
        .where('occurred_at', '>=', from)
        .where('occurred_at', '<', until)
        .orderBy('occurred_at')
        .execute();
      const records: WorkDayRecord[] = deriveWorkDays(events, weekOf(date).map(dayKey));
      return c.json(records, 200);
    },
  );

  return app;
}
