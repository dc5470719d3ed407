/** The site admin's attendance files (issue 33, decision 078), in the app's language (the client's Accept-Language). */
import { api } from '@/platform/api/client';
import type { ExportFormat } from '#contract/api-exports.ts';

/** The day's attendance (출역일보) at the admin's site. */
export async function downloadDay(date: string, format: ExportFormat): Promise<Blob> {
  return api.get('admin/exports/day', { searchParams: { date, format } }).blob();
}

/** The month's summary at the admin's site. */
export async function downloadMonth(year: number, month: number, format: ExportFormat): Promise<Blob> {
  return api.get('admin/exports/month', { searchParams: { year, month, format } }).blob();
}
