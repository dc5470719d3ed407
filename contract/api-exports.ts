/**
 * The site's attendance files (issue 33, decision 078): the day's attendance (출역일보) and the month's
 * summary, as CSV (UTF-8 with a byte order mark) or XLSX, in the language of Accept-Language.
 */
import * as v from 'valibot';
import { MAX_CODE, monthParam, yearParam } from './api-common.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const format = v.pipe(v.picklist(EXPORT_FORMATS, 'format'), v.description('csv (UTF-8 with BOM) or xlsx.'));

/** GET /admin/exports/day */
export const DayExportQuerySchema = v.object({
  date: v.pipe(v.string(), v.maxLength(10), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'), v.description('yyyy-mm-dd (Asia/Seoul), not after today.'), v.examples(['2026-11-20'])),
  format,
});
export type DayExportQuery = v.InferOutput<typeof DayExportQuerySchema>;

/** GET /admin/exports/month */
export const MonthExportQuerySchema = v.object({ year: yearParam, month: monthParam, format });
export type MonthExportQuery = v.InferOutput<typeof MonthExportQuerySchema>;

/** GET /admin/exports/checkList: the check list's search for one day, as CSV. */
export const CheckListExportQuerySchema = v.object({
  day: v.pipe(v.string(), v.maxLength(8), v.regex(/^\d{8}$/, 'date'), v.description('yyyymmdd (Asia/Seoul), as the check list asks.'), v.examples(['20261120'])),
  q: v.optional(v.pipe(v.string(), v.maxLength(MAX_CODE), v.description("Part of the worker's name, or of the phone number's digits."))),
});
export type CheckListExportQuery = v.InferOutput<typeof CheckListExportQuerySchema>;

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file's name: attendance-P1001-2026-11-20.csv, attendance-P1001-2026-11.xlsx, qr-check-list-P1001-2026-11-20.csv. */
export function exportFileName(siteCode: string, period: string, format: ExportFormat, kind: 'attendance' | 'qr-check-list' = 'attendance'): string {
  return `${kind}-${siteCode.replace(/[^A-Za-z0-9_-]/g, '')}-${period}.${format}`;
}
