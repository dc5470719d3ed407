/**
 * Pay of the caller (the worker of the bearer token; there is no worker parameter), from one
 * employer (?corporationCode; absent: the home project's employer): GET /pay/statement, a month's
 * payment statement (임금명세서), GET /pay/daily, the daily settlement calendar of a month, and
 * GET /pay/yearly, the months of a year with pay. Figures come from modules/pay/service.ts (the
 * priced days of pricing.ts, the deductions of payroll.ts). None (a month without pay, an employer
 * not worked for) is an expected answer, not a failed call: 204 without a body (issue 17 item 11).
 */
import { requireUser } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { dailySettlement, statementFor, yearlyPay } from './service.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_SECURITY, errors, json } from '../../http/route-parts.ts';
import { DailySettlementSchema, PayMonthQuerySchema, PayStatementSchema, PayYearQuerySchema, YearlyPaySchema } from '#contract/api-pay.ts';


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
        'One employer\'s month. Each day is priced by the contract in force that day from its worked time ' +
        '(BeginWork..EndWork minus breaks): the daily wage, overtime, night and holiday premiums, and the weekly paid ' +
        'holiday; `lines` say how, and their amounts sum to amCost. Shifts not paid are listed in `unpaid` with the ' +
        'reason. Each deduction follows the payroll rules of the month; amGonjae is their sum and amPay = amCost − ' +
        'amGonjae. The current month is provisional (days so far).',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: PayMonthQuerySchema },
      responses: {
        200: json(PayStatementSchema, 'The statement of the caller for that month and employer.'),
        204: { description: 'No statement for that month (a future month, or no paid work from that employer in it).' },
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { year, month, corporationCode } = c.req.valid('query');
      const found = await statementFor(deps.db, c.get('user'), { year, month }, deps.now(), corporationCode);
      return 'missing' in found ? c.body(null, 204) : c.json(found.statement, 200);
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
        "Every day of one employer's month with its paid hours and pay (premiums included), and the weekly paid " +
        'holidays of the month: together they sum to the statement. Any month answers; one without work has only zeros.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: PayMonthQuerySchema },
      responses: {
        200: json(DailySettlementSchema, 'The days of the month of the caller.'),
        204: { description: 'The caller did not work for that employer in that month.' },
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { year, month, corporationCode } = c.req.valid('query');
      const settlement = await dailySettlement(deps.db, c.get('user'), { year, month }, deps.now(), corporationCode);
      return settlement ? c.json(settlement, 200) : c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pay/yearly',
      operationId: 'getYearlyPay',
      tags: ['pay'],
      summary: "Monthly income: one employer's months of a year that have a payment statement",
      description: 'Each month of the year that /pay/statement answers for that employer, oldest first, with its work days and totals.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: PayYearQuerySchema },
      responses: {
        200: json(YearlyPaySchema, 'The months with pay of the caller in that year.'),
        204: { description: 'That employer paid the caller nothing in that year.' },
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { year, corporationCode } = c.req.valid('query');
      const answer = await yearlyPay(deps.db, c.get('user'), year, deps.now(), corporationCode);
      return answer ? c.json(answer, 200) : c.body(null, 204);
    },
  );

  return app;
}
