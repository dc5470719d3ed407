/**
 * Pay of the caller (the worker of the bearer token; there is no worker parameter):
 * GET /pay/statement, a month's payment statement (임금명세서), and GET /pay/daily, the daily
 * settlement calendar of a month, and GET /pay/yearly, the months of a year with pay. Figures come from modules/pay/service.ts (contract in force,
 * paid days) and modules/pay/payroll.ts (the amounts).
 */
import { requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import { dailySettlement, statementFor } from './service.ts';
import { seoulDateOf } from '#contract/seoul-time.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_SECURITY, errors, json } from '../../http/route-parts.ts';
import { ApiErrorSchema, MonthQuerySchema, YearQuerySchema } from '#contract/api-common.ts';
import { DailySettlementSchema, PayStatementSchema, YearlyPaySchema } from '#contract/api-pay.ts';

const NO_STATEMENT = json(
  ApiErrorSchema,
  'NOT_FOUND: no statement for that month (a future month, no paid work day, or no employment contract in force).',
);

function noStatement(reason: string): DomainError {
  return new DomainError('NOT_FOUND', `No payment statement for that month: ${reason}.`);
}

export function payRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const worker = requireUser(deps, { passwordChanged: true });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pay/statement',
      operationId: 'getPayStatement',
      tags: ['pay'],
      summary: "A month's payment statement",
      description:
        'Work days (ctWork) are days with a completed BeginWork..EndWork; a day with a missing EndWork is ' +
        'neither counted nor paid. amCost = amSalaryD × ctWork; each deduction follows the payroll rules of the ' +
        'month; amGonjae is their sum and amPay = amCost − amGonjae. The current month is provisional (days so far).',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: MonthQuerySchema },
      responses: {
        200: json(PayStatementSchema, 'The statement of the caller for that month.'),
        ...errors(400, 401, 403, 500),
        404: NO_STATEMENT,
      },
    }),
    async (c) => {
      const found = await statementFor(deps.db, c.get('user'), c.req.valid('query'), seoulDateOf(deps.now()));
      if ('missing' in found) throw noStatement(found.missing);
      return c.json(found.statement, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pay/daily',
      operationId: 'getDailySettlement',
      tags: ['pay'],
      summary: 'The daily settlement calendar of a month',
      description:
        "Every day of the month with its hours and wage: the contract's daily wage on a paid work day (a completed " +
        'BeginWork..EndWork), else 0. Any month answers; one without work has only zeros.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: MonthQuerySchema },
      responses: {
        200: json(DailySettlementSchema, 'The days of the month of the caller.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const month = c.req.valid('query');
      return c.json(await dailySettlement(deps.db, c.get('user').id, month), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pay/yearly',
      operationId: 'getYearlyPay',
      tags: ['pay'],
      summary: 'Monthly income: the months of a year that have a payment statement',
      description: 'Each month of the year that /pay/statement answers for, oldest first, with its work days and totals.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: YearQuerySchema },
      responses: {
        200: json(YearlyPaySchema, 'The months with pay of the caller in that year.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { year } = c.req.valid('query');
      const user = c.get('user');
      const today = seoulDateOf(deps.now());
      const months = [];
      for (let month = 1; month <= 12; month += 1) {
        const found = await statementFor(deps.db, user, { year, month }, today);
        if ('statement' in found) {
          const { ctWork, amCost, amGonjae, amPay } = found.statement;
          months.push({ month, ctWork, amCost, amGonjae, amPay });
        }
      }
      return c.json({ year, months }, 200);
    },
  );

  return app;
}
