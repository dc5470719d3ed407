/**
 * Pay of the caller (GET /pay/statement, /pay/daily, /pay/yearly): the schemas of the answers
 * (decision 057: api-common.ts says how they are written). Amounts are integer won.
 */
import * as v from 'valibot';
import { dayKey, int, won } from './api-common.ts';

/**
 * GET /pay/statement?year&month: the month's payment statement (임금명세서), computed by the
 * server's payroll module. amCost is the gross pay (daily wage × work days), amGonjae the sum of
 * deductions, amPay what is paid (amCost − amGonjae). A month without work answers 404 NOT_FOUND.
 */
export const PayStatementSchema = v.object({
  year: int(),
  month: int(),
  payDate: v.pipe(v.string(), v.description('yyyy-mm-dd: the pay day of the month.')),
  workerName: v.string(),
  workerBirthDate: v.pipe(v.string(), v.description('yyyy-mm-dd.')),
  corporationName: v.pipe(v.string(), v.description('The employer: the corporation of the contract in force.')),
  projectName: v.string(),
  amSalaryD: won('Daily wage (일급) of the contract in force'),
  ctWork: int('Work days: days with a completed BeginWork..EndWork.'),
  amCost: won('Total wages (지급총액) = amSalaryD × ctWork'),
  amSoduk: won('Income tax'),
  amJumin: won('Local income tax'),
  amKookmin: won('National pension'),
  amMedicare: won('Health insurance'),
  amSilver: won('Long-term care insurance'),
  amGoyong: won('Employment insurance'),
  amEtc: won('Other deductions'),
  amGonjae: won('Total deductions: the sum of the seven above'),
  amPay: won('Total payment (실지급액) = amCost − amGonjae'),
});
export type PayStatement = v.InferOutput<typeof PayStatementSchema>;

export const DailySettlementDaySchema = v.object({
  date: dayKey,
  workingTime: v.pipe(v.number(), v.description('Decimal hours, breaks excluded.')),
  wage: won('amSalaryD on a paid work day, else 0'),
});

/** GET /pay/daily?year&month: the daily settlement calendar (per-day hours and wage). */
export const DailySettlementSchema = v.object({
  year: int(),
  month: int(),
  amSalaryD: won('Daily wage of the contract in force (0 without one)'),
  days: v.pipe(v.array(DailySettlementDaySchema), v.description('Every day of the month, the 1st first.')),
});
export type DailySettlement = v.InferOutput<typeof DailySettlementSchema>;

export const YearlyPayMonthSchema = v.object({
  month: int(),
  ctWork: int('Paid work days.'),
  amCost: won('Total wages'),
  amGonjae: won('Total deductions'),
  amPay: won('Paid'),
});

/** GET /pay/yearly?year: the months of a year with paid work, oldest first (monthly income). */
export const YearlyPaySchema = v.object({ year: int(), months: v.array(YearlyPayMonthSchema) });
export type YearlyPay = v.InferOutput<typeof YearlyPaySchema>;
