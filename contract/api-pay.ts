/**
 * Pay of the caller (GET /pay/statement, /pay/daily, /pay/yearly): the schemas of the answers
 * (decision 057: api-common.ts says how they are written). Amounts are integer won.
 */
import * as v from 'valibot';
import { dayKey, intField, wonField } from './api-common.ts';

/**
 * GET /pay/statement?year&month: the month's payment statement (임금명세서), computed by the
 * server's payroll module. amCost is the gross pay (daily wage × work days), amGonjae the sum of
 * deductions, amPay what is paid (amCost − amGonjae). A month without work answers 404 NOT_FOUND.
 */
export const PayStatementSchema = v.object({
  year: intField(),
  month: intField(),
  payDate: v.pipe(v.string(), v.description('yyyy-mm-dd: the pay day of the month.')),
  workerName: v.string(),
  workerBirthDate: v.pipe(v.string(), v.description('yyyy-mm-dd.')),
  corporationName: v.pipe(v.string(), v.description('The employer: the corporation of the contract in force.')),
  projectName: v.string(),
  amSalaryD: wonField('Daily wage (일급) of the contract in force'),
  ctWork: intField('Work days: days with a completed BeginWork..EndWork.'),
  amCost: wonField('Total wages (지급총액) = amSalaryD × ctWork'),
  amSoduk: wonField('Income tax'),
  amJumin: wonField('Local income tax'),
  amKookmin: wonField('National pension'),
  amMedicare: wonField('Health insurance'),
  amSilver: wonField('Long-term care insurance'),
  amGoyong: wonField('Employment insurance'),
  amEtc: wonField('Other deductions'),
  amGonjae: wonField('Total deductions: the sum of the seven above'),
  amPay: wonField('Total payment (실지급액) = amCost − amGonjae'),
});
export type PayStatement = v.InferOutput<typeof PayStatementSchema>;

export const DailySettlementDaySchema = v.object({
  date: dayKey,
  workingTime: v.pipe(v.number(), v.description('Decimal hours, breaks excluded.')),
  wage: wonField('amSalaryD on a paid work day, else 0'),
});

/** GET /pay/daily?year&month: the daily settlement calendar (per-day hours and wage). */
export const DailySettlementSchema = v.object({
  year: intField(),
  month: intField(),
  amSalaryD: wonField('Daily wage of the contract in force (0 without one)'),
  days: v.pipe(v.array(DailySettlementDaySchema), v.description('Every day of the month, the 1st first.')),
});
export type DailySettlement = v.InferOutput<typeof DailySettlementSchema>;

export const YearlyPayMonthSchema = v.object({
  month: intField(),
  ctWork: intField('Paid work days.'),
  amCost: wonField('Total wages'),
  amGonjae: wonField('Total deductions'),
  amPay: wonField('Paid'),
});

/** GET /pay/yearly?year: the months of a year with paid work, oldest first (monthly income). */
export const YearlyPaySchema = v.object({ year: intField(), months: v.array(YearlyPayMonthSchema) });
export type YearlyPay = v.InferOutput<typeof YearlyPaySchema>;
