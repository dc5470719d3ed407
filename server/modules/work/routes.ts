/**
 * Work records of the caller (the worker of the bearer token; there is no worker parameter):
 * GET /work/weekly, the seven days (Sunday..Saturday, Asia/Seoul) of the week holding the asked
 * date, and GET /work/monthly, every day of a month with its weekly and monthly hours. Both are
 * derived from the worker's attendance events by modules/work/work-days.ts.
 */
import { requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { loadAttendanceEvents } from './attendance-events.ts';
import { toYyyymmdd, weekOf } from '#contract/seoul-time.ts';
import { deriveWorkDays } from './work-days.ts';
import { loadWorkMonth, toMonthlyWork } from './work-month.ts';
import { pendingCorrectionDays } from '../corrections/service.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_SECURITY, errors, json } from '../../http/route-parts.ts';
import { MonthQuerySchema } from '#contract/api-common.ts';
import { MonthlyWorkSchema, WeeklyQuerySchema, WeeklyWorkSchema } from '#contract/api-work.ts';

export function workRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const worker = requireUser(deps, { passwordChanged: true });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/work/weekly',
      operationId: 'getWeeklyWork',
      tags: ['work'],
      summary: 'The week (Sunday..Saturday, Asia/Seoul) holding a date',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: WeeklyQuerySchema },
      responses: {
        200: json(WeeklyWorkSchema, 'Seven day records, Sunday first.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { year, month, day } = c.req.valid('query');
      const week = weekOf(Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' }));
      const userId = c.get('user').id;
      const sunday = week.start;
      // Home asks for this week on every visit: kept until the worker's events change (decision 045),
      // for at most a minute, so a shift's `open` ends within a minute of its 24 hours.
      const records = await deps.readCaches.weeks.read(`${userId}|${toYyyymmdd(sunday)}`, c.get('readsSettled'), async () => {
        const events = await loadAttendanceEvents(deps.db, userId, sunday, 7);
        return deriveWorkDays(events, week.days.map(toYyyymmdd), deps.now());
      });
      return c.json(records, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/work/monthly',
      operationId: 'getMonthlyWork',
      tags: ['work'],
      summary: 'A month of work (Asia/Seoul): every day, the weeks and the month total',
      description:
        'Days as in /work/weekly (a shift belongs to the day it began). `weeks` follow the Sunday-first month ' +
        'calendar (week 1 holds the 1st) and count only the days of this month. Any month answers, an empty one with 0 hours.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: MonthQuerySchema },
      responses: {
        200: json(MonthlyWorkSchema, 'The month of the caller.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const month = c.req.valid('query');
      const userId = c.get('user').id;
      const [records, pending] = await Promise.all([loadWorkMonth(deps.db, userId, month, deps.now()), pendingCorrectionDays(deps.db, userId, month)]);
      return c.json(toMonthlyWork(records, month, pending), 200);
    },
  );

  return app;
}
