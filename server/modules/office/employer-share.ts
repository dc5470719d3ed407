/**
 * The employer's share of a worker's month (issue 34; docs/payroll-office.md), from the month's dated
 * rates (pay/payroll-rates.ts) and the same coverage the worker's deductions follow (pay/payroll.ts):
 * - national pension, health and unemployment benefits: the employer's rate on the worker's base,
 *   exactly when the worker's premium applies (the same halves in 2026);
 * - long-term care from the employer's health premium, as NHIS computes it;
 * - job stability and vocational training: the employer's size's rate, for every worker insured by
 *   employment insurance (also one first hired at 65 or older, who pays no unemployment premium);
 * - industrial accident insurance: the employer alone, on every worker's pay (foreigners included);
 * - the construction workers' retirement mutual aid: each work day's site's daily amount (or the month's).
 * Each truncated below 10 won per worker, as the worker's premiums are. Pure.
 */
import type { EmployerShare, EmployerSizeClass } from '#contract/api-office.ts';
import { insuranceCoverage, longTermCareOf, premium, type MonthlyPayInput } from '../pay/payroll.ts';
import { ratesFor, type PayrollRates } from '../pay/payroll-rates.ts';

export interface EmployerShareInput extends Omit<MonthlyPayInput, 'dayPays'> {
  /** The worker's total wages of the month from this employer (the premiums' base). */
  wages: number;
  sizeClass: EmployerSizeClass;
  /** Each work day's mutual aid amount: its site's (projects.mutual_aid_daily), or null for the month's configured one. */
  mutualAidDailies: readonly (number | null)[];
}

export function employerShare(input: EmployerShareInput): EmployerShare {
  const rates: PayrollRates = input.rates ?? ratesFor(input.month.year, input.month.month);
  const { wages } = input;
  const share = rates.employer;
  const covered = insuranceCoverage(input, rates);
  const pension = premium(covered.pensionBase, share.pensionRate, rates);
  const health = covered.health ? premium(wages, share.healthRate, rates) : 0;
  const longTermCare = longTermCareOf(health, rates);
  const unemployment = covered.unemployment ? premium(wages, share.unemploymentRate, rates) : 0;
  const jobStability = covered.employmentInsured ? premium(wages, share.jobStabilityRates[input.sizeClass], rates) : 0;
  const industrialAccident = premium(wages, share.industrialAccidentRate, rates);
  const mutualAid = input.mutualAidDailies.reduce<number>((sum, daily) => sum + (daily ?? share.mutualAidDaily), 0);
  return {
    pension,
    health,
    longTermCare,
    unemployment,
    jobStability,
    industrialAccident,
    mutualAid,
    total: pension + health + longTermCare + unemployment + jobStability + industrialAccident + mutualAid,
  };
}
