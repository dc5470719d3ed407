/**
 * The codes the 근로내용확인신고 needs that the app does not hold (issue 34; docs/payroll-office.md): a
 * trade's job code (직종코드) and a country's nationality code (국적코드). The office enters each once
 * for its employer (PUT /office/reportCodes); the month lists the ones its paid workers need, and the
 * report fills them in.
 */
import { REPORT_CODE_KINDS, REPORT_CODE_PATTERNS, type OfficeReportCode, type ReportCode, type ReportCodeKind, type ReportCodeRequest } from '#contract/api-office.ts';
import { compareKorean } from '#contract/korean-order.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';

/** The codes of an employer, by kind and key. */
export type ReportCodes = ReadonlyMap<string, string>;
const keyOf = (kind: ReportCodeKind, key: string) => `${kind}:${key}`;

export async function loadReportCodes(db: Db, corporationCode: string): Promise<ReportCodes> {
  const rows = await db.selectFrom('office_report_codes').select(['kind', 'key', 'code']).where('corporation_code', '=', corporationCode).execute();
  return new Map(rows.map((row) => [keyOf(row.kind, row.key), row.code] as const));
}

/** The trade a paid worker's report names (their last paid day's contract's) and, for a foreigner, the country. */
export interface ReportSubject {
  worker: Pick<UserRow, 'nationality' | 'country'>;
  jobTitle: string | null;
}

/** The job code of the worker's trade and, for a foreigner, the nationality code (Korea: 100); null where none is entered. */
export function reportCodesFor(codes: ReportCodes, subject: ReportSubject): { job: string | null; nationality: string | null } {
  const { worker, jobTitle } = subject;
  const job = jobTitle ? (codes.get(keyOf('job', jobTitle)) ?? null) : null;
  if (worker.nationality !== 'foreigner') return { job, nationality: '100' };
  return { job, nationality: worker.country ? (codes.get(keyOf('nationality', worker.country)) ?? null) : null };
}

/** The codes the month's paid workers need, each with the one entered and how many workers it is for: jobs first, by key. */
export function monthReportCodes(codes: ReportCodes, subjects: readonly ReportSubject[]): OfficeReportCode[] {
  const counts = new Map<string, { kind: ReportCodeKind; key: string; workers: number }>();
  const count = (kind: ReportCodeKind, key: string) => {
    const entry = counts.get(keyOf(kind, key)) ?? { kind, key, workers: 0 };
    entry.workers += 1;
    counts.set(keyOf(kind, key), entry);
  };
  for (const { worker, jobTitle } of subjects) {
    if (jobTitle) count('job', jobTitle);
    if (worker.nationality === 'foreigner' && worker.country) count('nationality', worker.country);
  }
  return [...counts.values()]
    .sort((a, b) => REPORT_CODE_KINDS.indexOf(a.kind) - REPORT_CODE_KINDS.indexOf(b.kind) || compareKorean(a.key, b.key))
    .map((entry) => ({ ...entry, code: codes.get(keyOf(entry.kind, entry.key)) ?? null }));
}

/**
 * PUT /office/reportCodes: enters, changes or (null) removes one code of the employer. A job code is
 * 3–6 digits, a nationality code 2 or 3 digits or capital letters, for a country by its alpha-2 code
 * (400 fields.code / fields.key: format).
 */
export async function saveReportCode(db: Db, corporationCode: string, adminId: string | null, request: ReportCodeRequest, now: Date): Promise<ReportCode> {
  const key = request.key.trim();
  if (key === '' || (request.kind === 'nationality' && !/^[A-Z]{2}$/.test(key))) throw new DomainError('BAD_REQUEST', 'A country is named by its two-letter code.', { fields: { key: 'format' } });
  const code = request.code?.trim().toUpperCase() ?? null;
  if (code === null || code === '') {
    await db.deleteFrom('office_report_codes').where('corporation_code', '=', corporationCode).where('kind', '=', request.kind).where('key', '=', key).execute();
    return { kind: request.kind, key, code: null };
  }
  if (!REPORT_CODE_PATTERNS[request.kind].test(code)) throw new DomainError('BAD_REQUEST', 'The code does not have the form of its list.', { fields: { code: 'format' } });
  await db
    .insertInto('office_report_codes')
    .values({ corporation_code: corporationCode, kind: request.kind, key, code, updated_at: now, updated_by: adminId })
    .onConflict((oc) => oc.columns(['corporation_code', 'kind', 'key']).doUpdateSet({ code, updated_at: now, updated_by: adminId }))
    .execute();
  return { kind: request.kind, key, code };
}
