/**
 * An employer's month for its payroll office (issue 34, decision 088): every worker with a statement
 * from the employer in the month (the issued version once the month has ended, the figures so far
 * while it runs), summed by site and in total, with the employer's share of the premiums; what
 * blocks or weakens the month's close; and the close itself.
 *
 * A worker's statement counts at the site of its last paid day's contract (its projectName), so the
 * sites' figures sum to the total exactly; the work days by site (the mutual aid's) are each day's
 * own site. The totals are the statements' sums to the won: nothing here prices pay again.
 */
import {
  CLOSE_BLOCKERS,
  type EmployerRates,
  type EmployerShare,
  type EmployerSizeClass,
  type MonthCheck,
  type MonthClosing,
  type MonthFigures,
  type OfficeMonth,
  type OfficeWorkerMonth,
} from '#contract/api-office.ts';
import { PayLineKindSchema, type PayLineKind, type PayStatement } from '#contract/api-pay.ts';
import { compareKorean } from '#contract/korean-order.ts';
import { formatSeoulIso, seoulDateOf, toYyyymmdd, type YearMonth } from '#contract/seoul-time.ts';
import { compareMonths, daysOfMonth, firstDayOf, parseIsoDate } from '#contract/seoul-calendar.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { ratesFor } from '../pay/payroll-rates.ts';
import { buildPayStatement, hasPay, issuedStatement, loadPayContext, loadPayMonth, siteEmployers, type EmployerMonth, type SiteEmployer } from '../pay/service.ts';
import { announceStatement, closeWorkerMonth, workersWithAttendance } from '../pay/statement-versions.ts';
import { employerShare } from './employer-share.ts';
import { loadReportCodes, monthReportCodes, type ReportCodes } from './report-codes.ts';

/** One worker's month at the employer: the statement (null: nothing paid), the priced days, the worker. */
export interface WorkerMonth {
  worker: UserRow;
  employer: EmployerMonth | undefined;
  statement: PayStatement | null;
  share: EmployerShare | null;
  siteCode: string | null;
}

export interface Site {
  code: string;
  name: string;
  mutualAidDaily: number | null;
}

const ZERO_SHARE: EmployerShare = { pension: 0, health: 0, longTermCare: 0, unemployment: 0, jobStability: 0, industrialAccident: 0, mutualAid: 0, total: 0 };

function emptyFigures(): MonthFigures {
  return {
    workers: 0,
    workDays: 0,
    hours: { regular: 0, overtime: 0, night: 0, holiday: 0 },
    gross: [],
    amCost: 0,
    amNonTaxable: 0,
    amSoduk: 0,
    amJumin: 0,
    amKookmin: 0,
    amMedicare: 0,
    amSilver: 0,
    amGoyong: 0,
    amEtc: 0,
    amGonjae: 0,
    amPay: 0,
    employer: { ...ZERO_SHARE },
  };
}

const AMOUNTS = ['amCost', 'amNonTaxable', 'amSoduk', 'amJumin', 'amKookmin', 'amMedicare', 'amSilver', 'amGoyong', 'amEtc', 'amGonjae', 'amPay'] as const;
const SHARE_KEYS = Object.keys(ZERO_SHARE) as (keyof EmployerShare)[];

function addStatement(figures: MonthFigures, statement: PayStatement, share: EmployerShare): void {
  figures.workers += 1;
  figures.workDays += statement.ctWork;
  for (const kind of ['regular', 'overtime', 'night', 'holiday'] as const) figures.hours[kind] += statement.hours[kind];
  for (const key of AMOUNTS) figures[key] += statement[key];
  for (const key of SHARE_KEYS) figures.employer[key] += share[key];
  const gross = new Map<PayLineKind, number>(figures.gross.map((item) => [item.kind, item.amount]));
  for (const line of statement.lines) gross.set(line.kind, (gross.get(line.kind) ?? 0) + line.amount);
  const order = PayLineKindSchema.options;
  figures.gross = [...gross.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([kind, amount]) => ({ kind, amount }));
}

/** The employer, or 404 NOT_FOUND (the staff API names it). */
export async function corporationOf(db: Db, corporationCode: string) {
  const corporation = await db.selectFrom('corporations').select(['code', 'name', 'size_class', 'non_taxable_premiums']).where('code', '=', corporationCode).executeTakeFirst();
  if (!corporation) throw new DomainError('NOT_FOUND', 'No employer has this code.');
  return corporation;
}

/** The workers with a shift begun in the month at one of the sites (only those can have a statement of it from the employer). */
async function workersOfMonth(db: Db, siteCodes: readonly string[], month: YearMonth): Promise<UserRow[]> {
  if (siteCodes.length === 0) return [];
  return workersWithAttendance(db, month, siteCodes).orderBy('users.name').orderBy('users.id').execute();
}

/** The site a priced day was worked at: its first component's contract's. */
export const siteOfDay = (day: EmployerMonth['days'][number]): string | null => day.components[0]?.terms.projectCode ?? null;

async function workerMonth(db: Db, worker: UserRow, employerOf: { corporationCode: string; sizeClass: EmployerSizeClass; sites: ReadonlyMap<string, Site>; employers: ReadonlyMap<string, SiteEmployer> }, month: YearMonth, now: Date, ended: boolean): Promise<WorkerMonth> {
  const { corporationCode, sizeClass, sites } = employerOf;
  const payMonth = await loadPayMonth(db, worker, month, now, await loadPayContext(db, worker, employerOf.employers));
  const employer = payMonth.employers.find((candidate) => candidate.corporationCode === corporationCode);
  const live = employer && hasPay(employer) ? buildPayStatement(worker, month, employer, payMonth.employers) : null;
  const issued = ended ? await issuedStatement(db, worker.id, month, corporationCode) : undefined;
  const statement = issued ?? live;
  if (!statement || !employer) return { worker, employer, statement: null, share: null, siteCode: null };
  const workDays = employer.days.filter((day) => day.workedMinutes > 0);
  const share = employerShare({
    wages: statement.amCost,
    workDays: statement.ctWork,
    birthDate: parseIsoDate(worker.birth_date),
    firstHired: parseIsoDate(employer.firstHired),
    month,
    insurance: { foreigner: worker.nationality === 'foreigner', stayStatus: worker.stay_status, country: worker.country, employmentInsuranceOptIn: worker.employment_insurance_opt_in },
    sizeClass,
    mutualAidDailies: workDays.slice(0, statement.ctWork).map((day) => sites.get(siteOfDay(day) ?? '')?.mutualAidDaily ?? null),
  });
  const firstDay = workDays[0];
  const siteCode = employer.lastTerms?.projectCode ?? (firstDay ? siteOfDay(firstDay) : null) ?? [...sites.keys()][0] ?? null;
  return { worker, employer, statement, share, siteCode };
}

async function monthChecks(db: Db, months: readonly WorkerMonth[], siteCodes: readonly string[], month: YearMonth): Promise<MonthCheck[]> {
  const checks: MonthCheck[] = [];
  const days = daysOfMonth(month);
  const first = firstDayOf(month).toString();
  const last = days[days.length - 1]?.toString() ?? first;
  const byId = new Map(months.map((entry) => [entry.worker.id, entry.worker] as const));
  for (const { worker, employer } of months) {
    for (const day of employer?.days ?? []) {
      for (const reason of day.unpaid) {
        if (reason === 'noEnd' || reason === 'overlong') checks.push({ kind: 'noEnd', userId: worker.id, name: worker.name, date: toYyyymmdd(day.date) });
        if (reason === 'noContract') checks.push({ kind: 'noContract', userId: worker.id, name: worker.name, date: toYyyymmdd(day.date) });
      }
    }
    if (worker.nationality === 'foreigner' && !worker.stay_status) checks.push({ kind: 'noStayStatus', userId: worker.id, name: worker.name, date: null });
    if (!worker.rrn_encrypted) checks.push({ kind: 'noRegistrationNumber', userId: worker.id, name: worker.name, date: null });
  }
  if (siteCodes.length > 0) {
    const pending = await db
      .selectFrom('attendance_corrections')
      .innerJoin('users', 'users.id', 'attendance_corrections.user_id')
      .select(['attendance_corrections.user_id', 'attendance_corrections.work_date', 'users.name'])
      .where('attendance_corrections.project_code', 'in', siteCodes)
      .where('attendance_corrections.state', '=', 'pending')
      .where('attendance_corrections.work_date', '>=', first)
      .where('attendance_corrections.work_date', '<=', last)
      .execute();
    for (const row of pending) checks.push({ kind: 'correctionPending', userId: row.user_id, name: row.name, date: row.work_date.replaceAll('-', '') });
    if (byId.size > 0) {
      const unsigned = await db
        .selectFrom('employment_contracts')
        .leftJoin('contract_signatures', 'contract_signatures.contract_id', 'employment_contracts.id')
        .select(['employment_contracts.user_id'])
        .where('employment_contracts.project_code', 'in', siteCodes)
        .where('employment_contracts.user_id', 'in', [...byId.keys()])
        .where('employment_contracts.valid_from', '<=', last)
        .where((eb) => eb.or([eb('employment_contracts.valid_to', 'is', null), eb('employment_contracts.valid_to', '>=', first)]))
        .where('contract_signatures.contract_id', 'is', null)
        .execute();
      for (const userId of new Set(unsigned.map((row) => row.user_id))) {
        const worker = byId.get(userId);
        if (worker) checks.push({ kind: 'unsignedContract', userId, name: worker.name, date: null });
      }
    }
  }
  const blockerFirst = (check: MonthCheck) => ((CLOSE_BLOCKERS as readonly string[]).includes(check.kind) ? 0 : 1);
  return checks.sort((a, b) => blockerFirst(a) - blockerFirst(b) || compareKorean(a.name, b.name) || (a.date ?? '').localeCompare(b.date ?? '') || a.kind.localeCompare(b.kind));
}

function ratesOf(month: YearMonth, sizeClass: EmployerSizeClass): EmployerRates {
  const rates = ratesFor(month.year, month.month);
  const { employer } = rates;
  return {
    pension: employer.pensionRate,
    health: employer.healthRate,
    longTermCare: `${String(rates.longTermCare.rate)}/${String(rates.longTermCare.healthRate)}`,
    unemployment: employer.unemploymentRate,
    jobStability: employer.jobStabilityRates[sizeClass],
    industrialAccident: employer.industrialAccidentRate,
    mutualAidDaily: employer.mutualAidDaily,
  };
}

async function closingOf(db: Db, corporationCode: string, month: YearMonth, total: MonthFigures): Promise<MonthClosing | null> {
  const row = await db
    .selectFrom('employer_month_closings')
    .leftJoin('admins', 'admins.id', 'employer_month_closings.closed_by')
    .select(['employer_month_closings.closed_at', 'employer_month_closings.totals', 'employer_month_closings.warnings', 'admins.name'])
    .where('corporation_code', '=', corporationCode)
    .where('year', '=', month.year)
    .where('month', '=', month.month)
    .executeTakeFirst();
  if (!row) return null;
  const totals = JSON.parse(row.totals) as MonthClosing['totals'];
  const warnings = JSON.parse(row.warnings) as unknown[];
  return {
    closedAt: formatSeoulIso(row.closed_at),
    closedBy: row.name,
    totals,
    changedSince: totals.workers !== total.workers || totals.amCost !== total.amCost || totals.amGonjae !== total.amGonjae || totals.amPay !== total.amPay,
    acceptedWarnings: warnings.length,
  };
}

export interface LoadedMonth {
  answer: OfficeMonth;
  /** Every worker with a shift begun in the month at the employer's sites, by name (with or without pay). */
  months: WorkerMonth[];
  sites: ReadonlyMap<string, Site>;
  /** The employer's report codes (job and nationality), for the 근로내용확인신고. */
  codes: ReportCodes;
}

/** The employer's month with what the files need beside the answer: each worker's days and row. */
export async function loadMonth(db: Db, corporationCode: string, month: YearMonth, now: Date): Promise<LoadedMonth> {
  const corporation = await corporationOf(db, corporationCode);
  const siteRows = await db.selectFrom('projects').select(['code', 'name', 'mutual_aid_daily']).where('corporation_code', '=', corporationCode).orderBy('name').execute();
  const sites = new Map(siteRows.map((row) => [row.code, { code: row.code, name: row.name, mutualAidDaily: row.mutual_aid_daily }] as const));
  const siteCodes = [...sites.keys()];
  const today = seoulDateOf(now);
  if (compareMonths(month, today) > 0) throw new DomainError('BAD_REQUEST', 'That month has not begun.', { fields: { month: 'future' } });
  const ended = compareMonths(month, today) < 0;
  // Every site's employer once for the month, not once a worker.
  const [workers, employers, codes] = await Promise.all([workersOfMonth(db, siteCodes, month), siteEmployers(db), loadReportCodes(db, corporationCode)]);
  const months: WorkerMonth[] = [];
  // One worker at a time: each reads a few rows, and the pool is shared with every other request.
  for (const worker of workers) months.push(await workerMonth(db, worker, { corporationCode, sizeClass: corporation.size_class, sites, employers }, month, now, ended));

  const total = emptyFigures();
  const bySite = new Map<string, MonthFigures>();
  const workerRows: OfficeWorkerMonth[] = [];
  for (const entry of months) {
    if (!entry.statement || !entry.share || !entry.siteCode) continue;
    addStatement(total, entry.statement, entry.share);
    const siteFigures = bySite.get(entry.siteCode) ?? emptyFigures();
    addStatement(siteFigures, entry.statement, entry.share);
    bySite.set(entry.siteCode, siteFigures);
    workerRows.push({
      userId: entry.worker.id,
      name: entry.worker.name,
      siteCode: entry.siteCode,
      workDays: entry.statement.ctWork,
      amCost: entry.statement.amCost,
      amGonjae: entry.statement.amGonjae,
      amPay: entry.statement.amPay,
      employerTotal: entry.share.total,
      version: entry.statement.issue?.version ?? null,
    });
  }
  const closing = await closingOf(db, corporationCode, month, total);
  const answer: OfficeMonth = {
    year: month.year,
    month: month.month,
    corporationCode,
    corporationName: corporation.name,
    sizeClass: corporation.size_class,
    nonTaxablePremiums: corporation.non_taxable_premiums ? ratesFor(month.year, month.month).nonTaxablePremiumsMaxFixedPay : null,
    state: closing ? 'closed' : ended ? 'ended' : 'open',
    rates: ratesOf(month, corporation.size_class),
    total,
    sites: [...sites.values()].flatMap((site) => {
      const figures = bySite.get(site.code);
      return figures ? [{ siteCode: site.code, siteName: site.name, figures }] : [];
    }),
    workers: workerRows,
    checks: await monthChecks(db, months, siteCodes, month),
    closing,
    reportCodes: monthReportCodes(
      codes,
      months.filter((entry) => entry.statement).map((entry) => ({ worker: entry.worker, jobTitle: entry.employer?.lastTerms?.jobTitle ?? null })),
    ),
  };
  return { answer, months, sites, codes };
}

/** GET /office/month: the employer's month as its office sees it. */
export async function officeMonth(db: Db, corporationCode: string, month: YearMonth, now: Date): Promise<OfficeMonth> {
  return (await loadMonth(db, corporationCode, month, now)).answer;
}

/**
 * POST /office/month/close: refused while the month runs (MONTH_NOT_ENDED), once closed
 * (MONTH_CLOSED), with a blocker (MONTH_CLOSE_BLOCKED), or with warnings not accepted
 * (MONTH_CLOSE_WARNINGS). Otherwise every worker's month is closed now (the statements issued as the
 * background closing would: a later change makes a new version), each worker is told of their
 * statement (once per version: one told already is not told again), and the close is recorded with
 * the month's totals and the warnings closed past.
 */
export async function closeOfficeMonth(db: Db, corporationCode: string, month: YearMonth, options: { adminId: string | null; acceptWarnings: boolean }, now: Date): Promise<OfficeMonth> {
  const before = await loadMonth(db, corporationCode, month, now);
  const { state, checks } = before.answer;
  if (state === 'open') throw new DomainError('MONTH_NOT_ENDED', 'The month has not ended; it can be closed from the 1st of the next.');
  if (state === 'closed') throw new DomainError('MONTH_CLOSED', 'The month is closed already.');
  const blockers = checks.filter((check) => (CLOSE_BLOCKERS as readonly string[]).includes(check.kind));
  if (blockers.length > 0) throw new DomainError('MONTH_CLOSE_BLOCKED', 'Days without an end or corrections waiting: settle them first.', { fields: { blockers: String(blockers.length) } });
  const warnings = checks.filter((check) => !(CLOSE_BLOCKERS as readonly string[]).includes(check.kind));
  if (warnings.length > 0 && !options.acceptWarnings) {
    throw new DomainError('MONTH_CLOSE_WARNINGS', 'The month has warnings; look at them and close past them.', { fields: { warnings: String(warnings.length) } });
  }
  for (const { worker, statement } of before.months) if (statement && !statement.issue) await closeWorkerMonth(db, worker, month, now);
  const after = await loadMonth(db, corporationCode, month, now);
  for (const row of after.answer.workers) {
    if (row.version !== null) await announceStatement(db, { userId: row.userId, corporationCode, year: month.year, month: month.month, version: row.version });
  }
  const { workers, amCost, amGonjae, amPay } = after.answer.total;
  const inserted = await db
    .insertInto('employer_month_closings')
    .values({
      corporation_code: corporationCode,
      year: month.year,
      month: month.month,
      closed_by: options.adminId,
      closed_at: now,
      totals: JSON.stringify({ workers, amCost, amGonjae, amPay }),
      warnings: JSON.stringify(warnings),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('corporation_code')
    .execute();
  if (inserted.length === 0) throw new DomainError('MONTH_CLOSED', 'The month is closed already.');
  // The month as just loaded, with the close recorded: its figures did not change in between.
  return { ...after.answer, state: 'closed', closing: await closingOf(db, corporationCode, month, after.answer.total) };
}
