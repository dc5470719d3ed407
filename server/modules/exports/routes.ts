/**
 * The site's attendance files (issue 33, decision 078) for the site's admin and, naming the site, the
 * staff API: the day's attendance and the month's summary, CSV or XLSX, in the reader's language.
 */
import type { Context } from 'hono';
import { CheckListExportQuerySchema, DayExportQuerySchema, exportFileName, MonthExportQuerySchema, type DayExportQuery, type ExportFormat, type MonthExportQuery } from '#contract/api-exports.ts';
import type { Language } from '#contract/languages.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { isIsoDate, parseIsoDate, parseYyyymmdd } from '#contract/seoul-calendar.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { requireAdmin } from '../../http/bearer-auth.ts';
import { headerLanguage } from '../../http/locale.ts';
import { BEARER_SECURITY, errors, FILE_CONTENT, fileAttachment, json, STAFF_ERRORS, STAFF_SECURITY, STAFF_SITE_PARAMS } from '../../http/route-parts.ts';
import { requireStaff } from '../../http/staff-auth.ts';
import { badRequest } from '../../domain-error.ts';
import { toCsv, toXlsx, type Table } from './files.ts';
import { checkListTable, dayTable, monthTable } from './service.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

const tags = ['exports'];
const DAY = "The day's attendance (출역일보): each worker with a shift begun that day at the site, the trade, start, end, hours (breaks left out), how recorded; a total row. 400 fields.date: date, future.";
const MONTH = "The month's summary: each worker's hours per day, days and total hours; a total row. 400 fields.month: future.";

async function fileResponse(c: Context, table: Table, format: ExportFormat, name: string, language: Language): Promise<Response> {
  return fileAttachment(c, format === 'csv' ? toCsv(table) : await toXlsx(table), format, name, language);
}

/** The day asked for: a real day, not after today in Seoul. */
function dayOf(deps: AppDeps, date: string): Temporal.PlainDate {
  if (!isIsoDate(date)) throw badRequest({ date: 'date' });
  const day = parseIsoDate(date);
  if (Temporal.PlainDate.compare(day, todayInSeoul(deps.now())) > 0) throw badRequest({ date: 'future' });
  return day;
}

function monthOf(deps: AppDeps, year: number, month: number): { year: number; month: number } {
  const today = todayInSeoul(deps.now());
  if (year * 12 + month > today.year * 12 + today.month) throw badRequest({ month: 'future' });
  return { year, month };
}

const period = (month: { year: number; month: number }) => `${String(month.year)}-${String(month.month).padStart(2, '0')}`;

/** The day's file of the site, for the admin's call and the staff's alike. */
async function dayFile(deps: AppDeps, c: Context, siteCode: string, { date, format }: DayExportQuery): Promise<Response> {
  const language = headerLanguage(c);
  return fileResponse(c, await dayTable(deps, siteCode, dayOf(deps, date), language), format, exportFileName(siteCode, date, format), language);
}

/** The month's file of the site. */
async function monthFile(deps: AppDeps, c: Context, siteCode: string, query: MonthExportQuery): Promise<Response> {
  const language = headerLanguage(c);
  const month = monthOf(deps, query.year, query.month);
  return fileResponse(c, await monthTable(deps, siteCode, month, language), query.format, exportFileName(siteCode, period(month), query.format), language);
}

export function exportRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const admin = requireAdmin(deps);
  const staff = requireStaff(deps);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/exports/checkList',
      operationId: 'exportSiteCheckList',
      tags,
      summary: "The QR check list's search for one day at the admin's site, as CSV",
      description: 'The same events as GET /admin/qr/events with that day and `q`, oldest first (at most 20,000): date, time, event, worker, phone masked. 400 fields.day: date, future.',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: CheckListExportQuerySchema },
      responses: { 200: { ...FILE_CONTENT, description: 'The file (text/csv).' }, ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const { day, q } = c.req.valid('query');
      const date = parseYyyymmdd(day);
      if (!date) throw badRequest({ day: 'date' });
      if (Temporal.PlainDate.compare(date, todayInSeoul(deps.now())) > 0) throw badRequest({ day: 'future' });
      const siteCode = c.get('adminAuth').site.siteCode;
      const language = headerLanguage(c);
      return fileResponse(c, await checkListTable(deps, siteCode, date, q, language), 'csv', exportFileName(siteCode, date.toString(), 'csv', 'qr-check-list'), language);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/exports/day',
      operationId: 'exportSiteDay',
      tags,
      summary: "The day's attendance at the admin's site as CSV or XLSX",
      description: DAY,
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: DayExportQuerySchema },
      responses: { 200: { ...FILE_CONTENT, description: 'The file.' }, ...errors(400, 401, 403, 500) },
    }),
    async (c) => dayFile(deps, c, c.get('adminAuth').site.siteCode, c.req.valid('query')),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/exports/month',
      operationId: 'exportSiteMonth',
      tags,
      summary: "The month's attendance summary at the admin's site as CSV or XLSX",
      description: MONTH,
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      request: { query: MonthExportQuerySchema },
      responses: { 200: { ...FILE_CONTENT, description: 'The file.' }, ...errors(400, 401, 403, 500) },
    }),
    async (c) => monthFile(deps, c, c.get('adminAuth').site.siteCode, c.req.valid('query')),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/sites/{siteCode}/exports/day',
      operationId: 'staffExportSiteDay',
      tags: ['staff'],
      summary: "A site's day of attendance as CSV or XLSX (staff only)",
      description: DAY,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_SITE_PARAMS, query: DayExportQuerySchema },
      responses: { 200: { ...FILE_CONTENT, description: 'The file.' }, 404: json(ApiErrorSchema, 'NOT_FOUND: no such site.'), ...STAFF_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => dayFile(deps, c, c.req.valid('param').siteCode, c.req.valid('query')),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/sites/{siteCode}/exports/month',
      operationId: 'staffExportSiteMonth',
      tags: ['staff'],
      summary: "A site's month of attendance as CSV or XLSX (staff only)",
      description: MONTH,
      security: STAFF_SECURITY,
      middleware: [staff] as const,
      request: { params: STAFF_SITE_PARAMS, query: MonthExportQuerySchema },
      responses: { 200: { ...FILE_CONTENT, description: 'The file.' }, 404: json(ApiErrorSchema, 'NOT_FOUND: no such site.'), ...STAFF_ERRORS, ...errors(400, 429, 500) },
    }),
    async (c) => monthFile(deps, c, c.req.valid('param').siteCode, c.req.valid('query')),
  );

  return app;
}
