/** The pay module's reads: a worker's contracts with their pay terms, and which employer each site belongs to. */
import type { Db } from '../../db/database.ts';
import type { PayStatement } from '#contract/api-pay.ts';
import type { YearMonth } from '#contract/seoul-time.ts';
import type { PayTerms } from './pay-terms.ts';
import { readStoredStatement } from './stored-statement.ts';

/** Every contract of the worker with its pay terms, oldest first. */
export async function payTermsOf(db: Db, userId: string): Promise<PayTerms[]> {
  const rows = await db
    .selectFrom('employment_contracts as ec')
    .innerJoin('projects as p', 'p.code', 'ec.project_code')
    .innerJoin('corporations as c', 'c.code', 'p.corporation_code')
    .select([
      'ec.id',
      'ec.daily_wage',
      'ec.valid_from',
      'ec.valid_to',
      'ec.work_start',
      'ec.work_end',
      'ec.break_start',
      'ec.break_end',
      'ec.work_days',
      'ec.weekly_holiday',
      'ec.premiums_apply',
      'ec.weekly_paid_holiday',
      'ec.pay_day',
      'ec.kind',
      'ec.job_title',
      'p.code as project_code',
      'p.name as project_name',
      'c.code as corporation_code',
      'c.name as corporation_name',
    ])
    .where('ec.user_id', '=', userId)
    .orderBy('ec.valid_from')
    .execute();
  return rows.map((row) => ({
    contractId: row.id,
    corporationCode: row.corporation_code,
    corporationName: row.corporation_name,
    projectCode: row.project_code,
    projectName: row.project_name,
    jobTitle: row.job_title,
    dailyWage: row.daily_wage,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    workStart: row.work_start,
    workEnd: row.work_end,
    breakStart: row.break_start,
    breakEnd: row.break_end,
    workDays: [...row.work_days].map(Number),
    weeklyHoliday: row.weekly_holiday,
    premiumsApply: row.premiums_apply,
    weeklyPaidHoliday: row.weekly_paid_holiday,
    payDay: row.pay_day,
    kind: row.kind,
  }));
}

/** A site's employer, with what its payroll is configured for. */
export interface SiteEmployer {
  corporationCode: string;
  corporationName: string;
  /** Its production workers' overtime, night and holiday premiums are not taxed (migration 042; off by default). */
  nonTaxablePremiums: boolean;
}

/** The employer of every site (project code → corporation). */
export async function siteEmployers(db: Db): Promise<Map<string, SiteEmployer>> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('corporations as c', 'c.code', 'p.corporation_code')
    .select(['p.code', 'c.code as corporationCode', 'c.name as corporationName', 'c.non_taxable_premiums as nonTaxablePremiums'])
    .execute();
  return new Map(rows.map(({ code, ...employer }) => [code, employer]));
}

// --- issued statements (decision 067; statement-versions.ts issues them) ---

const monthKey = (year: number, month: number, corporationCode: string) => `${String(year)}-${String(month)}|${corporationCode}`;

/** The latest issued version of each employer's statement for the worker's months of `year` (or one month), by monthKey. */
async function latestVersions(db: Db, userId: string, year: number, month?: number): Promise<Map<string, PayStatement>> {
  let query = db
    .selectFrom('pay_statement_versions')
    .select(['year', 'month', 'corporation_code', 'version', 'statement', 'schema_version'])
    .where('user_id', '=', userId)
    .where('year', '=', year);
  if (month !== undefined) query = query.where('month', '=', month);
  const rows = await query.orderBy('version', 'desc').execute();
  const latest = new Map<string, PayStatement>();
  for (const row of rows) {
    const key = monthKey(row.year, row.month, row.corporation_code);
    if (!latest.has(key)) latest.set(key, readStoredStatement(row.statement, row.schema_version));
  }
  return latest;
}

/** The issued statements of a worker's year, for the year's lists: look one up with issuedOf. */
export async function issuedOfYear(db: Db, userId: string, year: number): Promise<Map<string, PayStatement>> {
  return latestVersions(db, userId, year);
}

export function issuedOf(issued: ReadonlyMap<string, PayStatement>, month: YearMonth, corporationCode: string): PayStatement | undefined {
  return issued.get(monthKey(month.year, month.month, corporationCode));
}

/** The latest issued version of a month's statement from an employer; undefined while the month is open. */
export async function issuedStatement(db: Db, userId: string, month: YearMonth, corporationCode: string): Promise<PayStatement | undefined> {
  return issuedOf(await latestVersions(db, userId, month.year, month.month), month, corporationCode);
}

