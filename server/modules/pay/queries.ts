/** The pay module's reads: the employment contract in force for a month. */
import type { Db } from '../../db/database.ts';
import { daysOfMonth, type YearMonth } from '#contract/seoul-time.ts';

export interface ContractInForce {
  dailyWage: number;
  projectName: string;
  corporationName: string;
}

/**
 * The worker's contract in force for a month: the latest valid_from on or before the month's last
 * day (a contract beginning mid-month covers that whole month). Undefined when there is none.
 */
export async function contractInForce(db: Db, userId: string, month: YearMonth): Promise<ContractInForce | undefined> {
  const lastDay = daysOfMonth(month).at(-1);
  if (!lastDay) return undefined;
  return db
    .selectFrom('employment_contracts')
    .innerJoin('projects', 'projects.code', 'employment_contracts.project_code')
    .innerJoin('corporations', 'corporations.code', 'projects.corporation_code')
    .select(['employment_contracts.daily_wage as dailyWage', 'projects.name as projectName', 'corporations.name as corporationName'])
    .where('employment_contracts.user_id', '=', userId)
    .where('employment_contracts.valid_from', '<=', lastDay.toString())
    .orderBy('employment_contracts.valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}
