/**
 * The deductions of one employer's month (the one place they are computed), from the pay of each
 * paid day (pricing.ts): each deduction of docs/pay-rules.md. Pure functions; every rate, limit and
 * threshold comes from the period of the month in payroll-rates.ts.
 *
 * - Income tax (amSoduk): per paid day (the weekly paid holiday is a day of its own) (pay − deduction)
 *   × rate × (1 − credit), truncated to the unit, summed over the payment; nothing is withheld when
 *   that sum is under the minimum (소액부징수 is judged on the payment, not on a day).
 * - Non-taxable premiums (amNonTaxable), only for an employer configured for them: the days' overtime,
 *   night and holiday pay, when the month's fixed pay (its pay without them) is at most the period's
 *   limit; each day is then taxed on its pay without them. Every insurance keeps the whole pay.
 * - Local income tax (amJumin): a share of the payment's income tax, truncated.
 * - National pension (amKookmin): the month's wages, truncated to the base unit and clamped to the
 *   period's base limits, × rate, truncated; when the work days or the wages reach the thresholds,
 *   and only for the ages of the period (full years on the 1st of the month).
 * - Health insurance (amMedicare) with enough work days; long-term care (amSilver) from it by NHIS's
 *   formula (× the long-term care rate ÷ the health rate).
 * - Employment insurance (amGoyong), unless the employer first hired the worker at 65 or older, or the
 *   worker is a foreigner whose stay status it does not cover and who did not apply for it
 *   (contract/stay-status.ts). National pension is not taken from a national of a country on the
 *   period's no-reciprocity list.
 *   Other deductions (amEtc) are none.
 * Amounts are whole won; rates are applied in exact integer arithmetic.
 */
import type { PayStatement } from '#contract/api-pay.ts';
import { RATE_SCALE, ratesFor, type PayrollRates, type Rate } from './payroll-rates.ts';
import type { DateFields } from '#contract/seoul-time.ts';
import { employmentInsuranceByStay, type WorkerInsurance } from '#contract/stay-status.ts';

type MonthlyPay = Pick<
  PayStatement,
  'ctWork' | 'amCost' | 'amNonTaxable' | 'amSoduk' | 'amJumin' | 'amKookmin' | 'amMedicare' | 'amSilver' | 'amGoyong' | 'amEtc' | 'amGonjae' | 'amPay'
>;

export interface MonthlyPayInput {
  /** The pay of each paid day of the payment, in won (a weekly paid holiday is one entry). */
  dayPays: readonly number[];
  /**
   * Only for an employer whose overtime, night and holiday premiums are non-taxable (configured per
   * employer, off by default): the premiums inside each entry of dayPays, in the same order.
   */
  dayPremiums?: readonly number[];
  /** Days worked (the insurance thresholds count these; a weekly paid holiday is not one). */
  workDays: number;
  birthDate: DateFields;
  /** The day the employer first hired the worker (its first contract's start): employment insurance is not taken from someone first hired at 65 or older. */
  firstHired: DateFields;
  /** The month paid for (month 1–12). */
  month: { year: number; month: number };
  /** A foreigner's stay status and country (the insurance they decide); absent: a Korean national. */
  insurance?: WorkerInsurance;
  /** Only for tests of other periods; otherwise the period of the month. */
  rates?: PayrollRates;
}

/** amount × r₁ × r₂ × …, rounded down to a whole won; exact for any amount and rates. */
function applyRates(amount: number, ...rates: Rate[]): number {
  let numerator = BigInt(amount);
  let denominator = 1n;
  for (const rate of rates) {
    numerator *= BigInt(rate);
    denominator *= BigInt(RATE_SCALE);
  }
  return Number(numerator / denominator);
}

/** amount × part ÷ whole, rounded down to a whole won: exact for rates written with up to 4 decimals (0.9448 ÷ 7.19). */
function shareOf(amount: number, part: number, whole: number): number {
  const scale = 10_000;
  const numerator = Math.round(part * scale);
  const denominator = Math.round(whole * scale);
  if (Math.abs(numerator - part * scale) > 1e-6 || Math.abs(denominator - whole * scale) > 1e-6 || denominator <= 0) {
    throw new RangeError(`${part} ÷ ${whole}: not rates of up to 4 decimals`);
  }
  return Number((BigInt(amount) * BigInt(numerator)) / BigInt(denominator));
}

/** Rounds a non-negative amount down to a multiple of `unit` (10: 원 단위 절사). */
function truncateTo(amount: number, unit: number): number {
  return Math.floor(amount / unit) * unit;
}

/** Full years of age on a date. */
function ageOn(birthDate: DateFields, on: DateFields): number {
  const hadBirthday = on.month > birthDate.month || (on.month === birthDate.month && on.day >= birthDate.day);
  return on.year - birthDate.year - (hadBirthday ? 0 : 1);
}

/** A day's income tax before the small-amount rule: (pay − deduction) × rate × (1 − credit), truncated. */
export function dayIncomeTax(dayPay: number, rates: PayrollRates): number {
  const { dailyDeduction, rate, creditRate } = rates.incomeTax;
  const taxable = Math.max(0, dayPay - dailyDeduction);
  return truncateTo(applyRates(taxable, rate, (RATE_SCALE - creditRate) as Rate), rates.truncationUnit);
}

/** The income tax withheld from a payment: its days' tax summed, none when under the minimum (소액부징수). */
export function paymentIncomeTax(dayPays: readonly number[], rates: PayrollRates): number {
  const tax = dayPays.reduce((sum, pay) => sum + dayIncomeTax(pay, rates), 0);
  return tax < rates.incomeTax.minimumWithheld ? 0 : tax;
}

/** Which premiums a worker's month with an employer is liable for, and the pension's base: the employer's share (office/employer-share.ts) follows the same rules. */
export interface InsuranceCoverage {
  /** The pension's monthly base (기준소득월액); 0 when the pension does not apply. */
  pensionBase: number;
  health: boolean;
  /** Unemployment benefits: not for someone first hired at 65 or older. */
  unemployment: boolean;
  /** Employment insurance at all (its job stability part also for someone first hired at 65 or older). */
  employmentInsured: boolean;
}

export function insuranceCoverage(input: Omit<MonthlyPayInput, 'dayPays'> & { wages: number }, rates: PayrollRates): InsuranceCoverage {
  const { wages, workDays, birthDate, firstHired, month, insurance } = input;
  const p = rates.nationalPension;
  const age = ageOn(birthDate, { year: month.year, month: month.month, day: 1 });
  const excluded = insurance?.foreigner === true && insurance.country !== null && p.excludedCountries.includes(insurance.country);
  const pension = !excluded && wages > 0 && (workDays >= p.minWorkDays || wages >= p.minMonthlyWages) && age >= p.minAge && age <= p.maxAge;
  const hiredOld = ageOn(birthDate, firstHired) >= rates.employmentInsuranceMaxHireAge;
  const employmentInsured = (insurance === undefined || employmentInsuranceByStay(insurance)) && wages > 0;
  return {
    pensionBase: pension ? Math.min(p.baseMax, Math.max(p.baseMin, truncateTo(wages, p.baseUnit))) : 0,
    health: workDays >= rates.healthInsurance.minWorkDays && wages > 0,
    unemployment: employmentInsured && !hiredOld,
    employmentInsured,
  };
}

/** A premium: amount × rate, truncated to the period's unit. */
export function premium(amount: number, rate: Rate, rates: PayrollRates): number {
  return truncateTo(applyRates(amount, rate), rates.truncationUnit);
}

/** Long-term care from a health premium, as NHIS computes it. */
export function longTermCareOf(healthPremium: number, rates: PayrollRates): number {
  return truncateTo(shareOf(healthPremium, rates.longTermCare.rate, rates.longTermCare.healthRate), rates.truncationUnit);
}

/**
 * The premiums of each day that are not taxed: all of them when the month's fixed pay (its pay without
 * them) is within the period's limit, else none (each entry 0).
 */
export function nonTaxablePremiums(dayPays: readonly number[], dayPremiums: readonly number[] | undefined, rates: PayrollRates): number[] {
  if (!dayPremiums) return dayPays.map(() => 0);
  if (dayPremiums.length !== dayPays.length) throw new RangeError(`${dayPremiums.length} day premiums for ${dayPays.length} days`);
  dayPremiums.forEach((premium, i) => {
    if (!Number.isSafeInteger(premium) || premium < 0 || premium > (dayPays[i] ?? 0)) throw new RangeError(`day premium ${premium}: not whole won within the day's pay`);
  });
  const total = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + amount, 0);
  const fixedPay = total(dayPays) - total(dayPremiums);
  return fixedPay <= rates.nonTaxablePremiumsMaxFixedPay ? [...dayPremiums] : dayPays.map(() => 0);
}

export function computeMonthlyPay(input: MonthlyPayInput): MonthlyPay {
  const { dayPays, workDays, month } = input;
  for (const pay of dayPays) if (!Number.isSafeInteger(pay) || pay < 0) throw new RangeError(`day pay ${pay}: not a whole number of won`);
  if (!Number.isInteger(workDays) || workDays < 0 || workDays > 31) throw new RangeError(`workDays ${workDays}: not 0..31`);
  const rates = input.rates ?? ratesFor(month.year, month.month);
  const unit = rates.truncationUnit;

  const amCost = dayPays.reduce((sum, pay) => sum + pay, 0);
  const untaxed = nonTaxablePremiums(dayPays, input.dayPremiums, rates);
  const amNonTaxable = untaxed.reduce((sum, amount) => sum + amount, 0);
  const amSoduk = paymentIncomeTax(
    dayPays.map((pay, i) => pay - (untaxed[i] ?? 0)),
    rates,
  );
  const amJumin = truncateTo(applyRates(amSoduk, rates.localTaxRate), unit);
  const covered = insuranceCoverage({ ...input, wages: amCost }, rates);
  const amKookmin = premium(covered.pensionBase, rates.nationalPension.employeeRate, rates);
  const amMedicare = covered.health ? premium(amCost, rates.healthInsurance.employeeRate, rates) : 0;
  const amSilver = longTermCareOf(amMedicare, rates);
  const amGoyong = covered.unemployment ? premium(amCost, rates.employmentInsuranceRate, rates) : 0;
  const amEtc = 0;
  const amGonjae = amSoduk + amJumin + amKookmin + amMedicare + amSilver + amGoyong + amEtc;
  return { ctWork: workDays, amCost, amNonTaxable, amSoduk, amJumin, amKookmin, amMedicare, amSilver, amGoyong, amEtc, amGonjae, amPay: amCost - amGonjae };
}
