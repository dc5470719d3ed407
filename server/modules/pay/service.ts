/**
 * A worker's pay for a month, as the API answers it: the employment contract in force, the paid
 * days of the month (work-month.ts) and the payroll (payroll.ts) become the PayStatement and the
 * DailySettlement. Paid days are days with a completed BeginWork..EndWork; a day whose EndWork is
 * missing is neither counted nor paid until its record is completed.
 */
import type { DailySettlement, PayStatement } from '#contract/api-pay.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { computeMonthlyPay } from './payroll.ts';
import { businessDayOnOrBefore } from '#contract/holidays.ts';
import { addMonths, compareMonths, parseIsoDate, type YearMonth } from '#contract/seoul-time.ts';
import { loadWorkMonth, type WorkMonthDay } from '../work/work-month.ts';
import { contractInForce, type ContractInForce } from './queries.ts';

/** Wages are paid on this day of the month after the one worked (the demo contracts' term). */
export const PAY_DAY_OF_MONTH = 10;

export type { ContractInForce };

/**
 * yyyy-mm-dd: the pay day for a month's work: the contract's day of the next month, moved to the
 * previous business day when it falls on a Saturday, a Sunday or a public holiday (DOMAIN.md).
 */
export function payDateOf(month: YearMonth): string {
  return businessDayOnOrBefore(addMonths(month, 1).toPlainDate({ day: PAY_DAY_OF_MONTH })).toString();
}

export function paidDayCount(days: readonly WorkMonthDay[]): number {
  return days.filter((day) => day.paid).length;
}

export function buildPayStatement(worker: UserRow, contract: ContractInForce, days: readonly WorkMonthDay[], month: YearMonth): PayStatement {
  const pay = computeMonthlyPay({
    dailyWage: contract.dailyWage,
    workDays: paidDayCount(days),
    birthDate: parseIsoDate(worker.birth_date),
    month,
  });
  return {
    year: month.year,
    month: month.month,
    payDate: payDateOf(month),
    workerName: worker.name,
    workerBirthDate: worker.birth_date,
    corporationName: contract.corporationName,
    projectName: contract.projectName,
    ...pay,
  };
}

/** Each day's hours and wage: the daily wage on a paid day, else 0 (0 throughout without a contract). */
/** The days of a worker's month with each one's pay (GET /pay/daily). */
export async function dailySettlement(db: Db, userId: string, month: YearMonth): Promise<DailySettlement> {
  const days = await loadWorkMonth(db, userId, month);
  return buildDailySettlement(await contractInForce(db, userId, month), days, month);
}

export function buildDailySettlement(contract: ContractInForce | undefined, days: readonly WorkMonthDay[], month: YearMonth): DailySettlement {
  const dailyWage = contract?.dailyWage ?? 0;
  return {
    year: month.year,
    month: month.month,
    amSalaryD: dailyWage,
    days: days.map(({ record, paid }) => ({ date: record.date, workingTime: record.workingTime, wage: paid ? dailyWage : 0 })),
  };
}

/**
 * The worker's statement for a month, or why there is none: the month has not begun, it has no
 * paid work day, or no employment contract is in force. GET /pay/statement and /pay/yearly use it.
 */
export async function statementFor(
  db: Db,
  worker: UserRow,
  month: YearMonth,
  today: Temporal.PlainDate,
): Promise<{ statement: PayStatement } | { missing: string }> {
  if (compareMonths(month, today) > 0) return { missing: 'it has not begun' };
  const days = await loadWorkMonth(db, worker.id, month);
  if (paidDayCount(days) === 0) return { missing: 'no paid work day' };
  const contract = await contractInForce(db, worker.id, month);
  if (!contract) return { missing: 'no employment contract in force' };
  return { statement: buildPayStatement(worker, contract, days, month) };
}
