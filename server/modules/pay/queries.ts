/** The pay module's reads: a worker's contracts with their pay terms, and which employer each site belongs to. */
import type { Db } from '../../db/database.ts';
import type { PayTerms } from './pay-terms.ts';

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
    projectName: row.project_name,
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
  }));
}

export interface Employer {
  corporationCode: string;
  corporationName: string;
}

/** The employer of every site (project code → corporation). */
export async function siteEmployers(db: Db): Promise<Map<string, Employer>> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('corporations as c', 'c.code', 'p.corporation_code')
    .select(['p.code', 'c.code as corporationCode', 'c.name as corporationName'])
    .execute();
  return new Map(rows.map((row) => [row.code, { corporationCode: row.corporationCode, corporationName: row.corporationName }]));
}
