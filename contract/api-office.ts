/**
 * The employer's payroll office (issue 34, decision 088): an admin logged in for a corporation's
 * office (POST /admin/auth/officeLogin) sees an employer's month (GET /office/month): its workers'
 * statements summed by site and in total, with the employer's share of the premiums from the month's
 * dated rates; what blocks or weakens the month's close; and closes it (POST /office/month/close).
 * Amounts are integer won, hours whole minutes, rates in units of 0.001 % (4.75 % is 4750).
 */
import * as v from 'valibot';
import { dayKey, instantField, intField, MAX_CODE, monthParam, wonField, yearParam } from './api-common.ts';
import { PayLineKindSchema } from './api-pay.ts';
import { TEMPLATE_TEXT_MAX } from './contract-terms.ts';

/** The employer's size, for the employer's part of employment insurance (고용안정·직업능력개발사업). */
export const EMPLOYER_SIZE_CLASSES = ['under150', 'priority', 'under1000', 'from1000'] as const;
export const EmployerSizeClassSchema = v.pipe(
  v.picklist(EMPLOYER_SIZE_CLASSES),
  v.description('under150: fewer than 150 employees; priority: 150 or more, a priority-support company; under1000: 150–999; from1000: 1,000 or more (or the state).'),
);
export type EmployerSizeClass = v.InferOutput<typeof EmployerSizeClassSchema>;


const corporationCode = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_CODE));

/** POST /admin/auth/officeLogin: step 3 of the admin login, the chosen corporation's office. */
export const OfficeLoginRequestSchema = v.object({
  verificationToken: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  corporationCode,
});
export type OfficeLoginRequest = v.InferOutput<typeof OfficeLoginRequestSchema>;

/** ?year&month: an employer's month (the office's corporation). */
export const OfficeMonthQuerySchema = v.object({ year: yearParam, month: monthParam });
export type OfficeMonthQuery = v.InferOutput<typeof OfficeMonthQuerySchema>;

/** The employer's share of the premiums (사업주 부담분), each truncated below 10 won per worker as the worker's are. */
export const EmployerShareSchema = v.object({
  pension: wonField('National pension, the employer’s half'),
  health: wonField('Health insurance, the employer’s half'),
  longTermCare: wonField('Long-term care, the employer’s half (from its health premium)'),
  unemployment: wonField('Employment insurance, unemployment benefits: the employer’s part, as the worker’s'),
  jobStability: wonField('Employment insurance, job stability and vocational training: by the employer’s size; also for a worker first hired at 65 or older'),
  industrialAccident: wonField('Industrial accident insurance (the employer alone), with commuting accidents'),
  mutualAid: wonField('Construction workers’ retirement mutual aid: the daily amount × work days'),
  total: wonField('The sum of the seven'),
});
export type EmployerShare = v.InferOutput<typeof EmployerShareSchema>;

/** A month's figures: a worker's, a site's or the employer's whole month. */
export const MonthFiguresSchema = v.object({
  workers: intField('Workers with a statement.'),
  workDays: intField('Work days (a worker’s day counts once).'),
  hours: v.object({
    regular: intField('Minutes of ordinary work.'),
    overtime: intField('Minutes of overtime.'),
    night: intField('Minutes at night (also in the kinds above).'),
    holiday: intField('Minutes of holiday work.'),
  }),
  gross: v.pipe(
    v.array(v.object({ kind: PayLineKindSchema, amount: wonField('The item’s sum') })),
    v.description('Gross pay by item, in the statements’ order; the amounts sum to amCost.'),
  ),
  amCost: wonField('Total wages'),
  amNonTaxable: wonField('Of amCost, the premiums not taxed (0 unless the employer is configured for non-taxable premiums)'),
  amSoduk: wonField('Income tax'),
  amJumin: wonField('Local income tax'),
  amKookmin: wonField('National pension (the workers’)'),
  amMedicare: wonField('Health insurance (the workers’)'),
  amSilver: wonField('Long-term care (the workers’)'),
  amGoyong: wonField('Employment insurance (the workers’)'),
  amEtc: wonField('Other deductions'),
  amGonjae: wonField('Total deductions'),
  amPay: wonField('Net pay'),
  employer: EmployerShareSchema,
});
export type MonthFigures = v.InferOutput<typeof MonthFiguresSchema>;

/** The rates the employer's share used (the month's dated configuration), to print beside it. */
export const EmployerRatesSchema = v.object({
  pension: intField('0.001 % units.'),
  health: intField('0.001 % units.'),
  longTermCare: v.pipe(v.string(), v.description('How long-term care is computed from health: "0.9448/7.19".')),
  unemployment: intField('0.001 % units.'),
  jobStability: intField('0.001 % units, for the employer’s size.'),
  industrialAccident: intField('0.001 % units (construction, commuting accidents included).'),
  mutualAidDaily: wonField('A work day’s mutual aid amount'),
});
export type EmployerRates = v.InferOutput<typeof EmployerRatesSchema>;

export const OfficeSiteMonthSchema = v.object({ siteCode: v.string(), siteName: v.string(), figures: MonthFiguresSchema });

export const OfficeWorkerMonthSchema = v.object({
  userId: v.string(),
  name: v.string(),
  siteCode: v.pipe(v.string(), v.description('The site of the statement (its last paid day’s contract): the worker’s figures count there.')),
  workDays: intField(),
  amCost: wonField('Total wages'),
  amGonjae: wonField('Total deductions'),
  amPay: wonField('Net pay'),
  employerTotal: wonField('The employer’s share'),
  version: v.pipe(v.nullable(v.number()), v.description('The issued statement’s version; null: not issued (the month has not ended).')),
});
export type OfficeWorkerMonth = v.InferOutput<typeof OfficeWorkerMonthSchema>;

/**
 * What stops a month's close (blockers: a day with a start and no end, a correction waiting) or
 * weakens it (warnings, which the office may close past: a contract in force in the month not signed,
 * a foreigner without a stay status, a worker without a registration number, work at a site with no
 * contract, so unpaid).
 */
export const CLOSE_BLOCKERS = ['noEnd', 'correctionPending'] as const;
export const CLOSE_WARNINGS = ['unsignedContract', 'noStayStatus', 'noRegistrationNumber', 'noContract'] as const;
export const MonthCheckSchema = v.object({
  kind: v.picklist([...CLOSE_BLOCKERS, ...CLOSE_WARNINGS]),
  userId: v.string(),
  name: v.string(),
  date: v.pipe(v.nullable(dayKey), v.description('The day it concerns (null: the worker, not a day).')),
});
export type MonthCheck = v.InferOutput<typeof MonthCheckSchema>;
export type CloseBlocker = (typeof CLOSE_BLOCKERS)[number];
export const isBlocker = (check: MonthCheck): boolean => (CLOSE_BLOCKERS as readonly string[]).includes(check.kind);

export const MonthClosingSchema = v.object({
  closedAt: instantField(),
  closedBy: v.pipe(v.nullable(v.string()), v.description('The office admin’s name; null: the employer’s systems closed it through the staff API.')),
  totals: v.object({ workers: intField(), amCost: wonField('Total wages then'), amGonjae: wonField('Deductions then'), amPay: wonField('Net pay then') }),
  changedSince: v.pipe(v.boolean(), v.description('A statement of the month was reissued after the close (a correction, a late scan): the totals now differ.')),
  acceptedWarnings: intField('Warnings the office closed past.'),
});
export type MonthClosing = v.InferOutput<typeof MonthClosingSchema>;

/**
 * The codes the 근로내용확인신고 needs that the app does not hold (docs/payroll-office.md): a trade's
 * job code (직종코드, KECO, 4insure's list D108), keyed by the trade as the contracts name it, and a
 * country's nationality code (국적코드, 4insure's list A151), keyed by its ISO 3166-1 alpha-2 code.
 * The office enters each once for its employer; the report fills them in.
 */
export const REPORT_CODE_KINDS = ['job', 'nationality'] as const;
export type ReportCodeKind = (typeof REPORT_CODE_KINDS)[number];
/** The code's rule: a job code is 3 to 6 digits; a nationality code 2 or 3 digits or capital letters. */
export const REPORT_CODE_PATTERNS: Record<ReportCodeKind, RegExp> = { job: /^[0-9]{3,6}$/, nationality: /^[0-9A-Z]{2,3}$/ };

export const ReportCodeSchema = v.object({
  kind: v.pipe(v.picklist(REPORT_CODE_KINDS), v.description('job: a trade’s 직종코드; nationality: a country’s 국적코드.')),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(TEMPLATE_TEXT_MAX * 4), v.description('The trade as the contracts name it (job), or the country, ISO 3166-1 alpha-2 (nationality).')),
  code: v.pipe(v.nullable(v.string()), v.description('The code the report writes; null: not entered yet (the report leaves the column empty).')),
});
export type ReportCode = v.InferOutput<typeof ReportCodeSchema>;

/** PUT /office/reportCodes: one code entered or changed (null removes it). 400 fields.code: format. */
export const ReportCodeRequestSchema = v.object({
  kind: ReportCodeSchema.entries.kind,
  key: ReportCodeSchema.entries.key,
  code: v.pipe(v.nullable(v.pipe(v.string(), v.maxLength(6))), v.description('Job: 3–6 digits; nationality: 2 or 3 digits or capital letters; null removes the code.')),
});
export type ReportCodeRequest = v.InferOutput<typeof ReportCodeRequestSchema>;

export const OfficeReportCodeSchema = v.object({ ...ReportCodeSchema.entries, workers: intField('Workers of the month the code is for.') });
export type OfficeReportCode = v.InferOutput<typeof OfficeReportCodeSchema>;

/** GET /office/month?year&month. */
export const OfficeMonthSchema = v.object({
  year: intField(),
  month: intField(),
  corporationCode: v.string(),
  corporationName: v.string(),
  sizeClass: EmployerSizeClassSchema,
  nonTaxablePremiums: v.pipe(
    v.nullable(wonField('The fixed pay a month may reach for its premiums to be exempt')),
    v.description('null: the employer\'s premiums are taxed (the default). Else its production workers\' overtime, night and holiday premiums are not taxed in a month whose pay without them is at most this (configured by the operator, decision 093).'),
  ),
  state: v.pipe(v.picklist(['open', 'ended', 'closed']), v.description('open: the month has not ended (figures so far, not issued); ended: it may be closed; closed: closed by the office.')),
  rates: EmployerRatesSchema,
  total: MonthFiguresSchema,
  sites: v.pipe(v.array(OfficeSiteMonthSchema), v.description('The sites with a statement, by name; their figures sum to the total.')),
  workers: v.pipe(v.array(OfficeWorkerMonthSchema), v.description('Every worker with a statement, by name.')),
  checks: v.pipe(v.array(MonthCheckSchema), v.description('Blockers first, then warnings, each by name and day.')),
  closing: v.nullable(MonthClosingSchema),
  reportCodes: v.pipe(
    v.array(OfficeReportCodeSchema),
    v.description('The trades of the paid workers’ contracts and the countries of the paid foreign workers, each with the code the office entered (null: none yet), jobs first, by key.'),
  ),
});
export type OfficeMonth = v.InferOutput<typeof OfficeMonthSchema>;

/** POST /office/month/close. */
export const CloseMonthRequestSchema = v.object({
  year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  acceptWarnings: v.pipe(v.boolean(), v.description('The office saw the warnings and closes past them; without it a month with warnings is refused (MONTH_CLOSE_WARNINGS).')),
});
export type CloseMonthRequest = v.InferOutput<typeof CloseMonthRequestSchema>;

/**
 * The files of a closed month (GET /office/files/{kind}): the wage ledger (임금대장), the report of
 * day workers' work (근로내용확인신고, with its 국세청 part), the retirement mutual aid's work days
 * (퇴직공제 근로일수) and the bank transfer list. In Korean (they go to Korean authorities and banks),
 * each with its sums and a check row; registration numbers and account numbers in full, for the
 * office alone, and every file made is audited.
 */
export const OFFICE_FILE_KINDS = ['wageLedger', 'employmentReport', 'mutualAid', 'bankTransfer'] as const;
export type OfficeFileKind = (typeof OFFICE_FILE_KINDS)[number];

export const OfficeFileParamsSchema = v.object({ kind: v.pipe(v.picklist(OFFICE_FILE_KINDS), v.description('wageLedger, employmentReport, mutualAid or bankTransfer.')) });
export const OfficeFileQuerySchema = v.object({
  year: yearParam,
  month: monthParam,
  format: v.pipe(v.picklist(['csv', 'xlsx'], 'format'), v.description('csv (UTF-8 with BOM) or xlsx.')),
});
export type OfficeFileQuery = v.InferOutput<typeof OfficeFileQuerySchema>;

/** The file's name: wageLedger-K001-2026-10.xlsx. */
export function officeFileName(kind: OfficeFileKind, corporationCode: string, month: { year: number; month: number }, format: 'csv' | 'xlsx'): string {
  return `${kind}-${corporationCode.replace(/[^A-Za-z0-9_-]/g, '')}-${String(month.year)}-${String(month.month).padStart(2, '0')}.${format}`;
}

export const OfficeFileAuditEntrySchema = v.object({
  madeAt: instantField(),
  adminName: v.pipe(v.nullable(v.string()), v.description('The office admin’s name; null: made through the staff API.')),
  year: intField(),
  month: intField(),
  kind: v.picklist(OFFICE_FILE_KINDS),
  format: v.picklist(['csv', 'xlsx']),
  workers: intField('Workers in the file.'),
});
export type OfficeFileAuditEntry = v.InferOutput<typeof OfficeFileAuditEntrySchema>;

/** GET /office/files/audit: the files the office's employer's staff made, newest first (at most 200). */
export const OfficeFileAuditSchema = v.object({ entries: v.array(OfficeFileAuditEntrySchema) });
export type OfficeFileAudit = v.InferOutput<typeof OfficeFileAuditSchema>;
