/** The payroll office's calls (issue 34, decisions 088 and 089): the employer's month and its close, the report's codes, the files and their audit. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { OfficeFileAuditSchema, OfficeMonthSchema, ReportCodeSchema, type CloseMonthRequest, type OfficeFileAudit, type OfficeFileKind, type OfficeMonth, type ReportCode, type ReportCodeRequest } from '#contract/api-office.ts';

export async function getOfficeMonth(year: number, month: number, signal?: AbortSignal): Promise<OfficeMonth> {
  return parseAnswer(OfficeMonthSchema, api.get('office/month', { searchParams: { year, month }, ...(signal ? { signal } : {}) }));
}

export async function closeOfficeMonth(body: CloseMonthRequest): Promise<OfficeMonth> {
  return parseAnswer(OfficeMonthSchema, api.post('office/month/close', { json: body }));
}

/** A file of a closed month (decision 089), as the server makes it. */
export async function downloadOfficeFile(kind: OfficeFileKind, year: number, month: number, format: 'csv' | 'xlsx'): Promise<Blob> {
  return api.get(`office/files/${kind}`, { searchParams: { year, month, format } }).blob();
}

export async function getOfficeFileAudit(signal?: AbortSignal): Promise<OfficeFileAudit> {
  return parseAnswer(OfficeFileAuditSchema, api.get('office/files/audit', signal ? { signal } : {}));
}

/** Enters, changes or (code null) removes a code the report of day workers' work needs. */
export async function saveReportCode(body: ReportCodeRequest): Promise<ReportCode> {
  return parseAnswer(ReportCodeSchema, api.put('office/reportCodes', { json: body }));
}
