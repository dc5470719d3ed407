/**
 * Payroll configuration by period: every rate, limit and threshold the payroll module
 * (modules/pay/payroll.ts) applies to a day worker's month, with the date it takes effect. Values are
 * 2026's from docs/pay-rules.md; a new year or a mid-year change is a new entry in PAYROLL_PERIODS,
 * never a literal in code. Rates are held as exact integers (units of 0.001 %), so no amount ever
 * passes through a binary fraction.
 */
import type { EmployerSizeClass } from '#contract/api-office.ts';

/** A rate in units of 0.001 % (1/100,000): 4.75 % is 4,750. */
export type Rate = number & { readonly __brand: 'Rate' };

/** The denominator of Rate. */
export const RATE_SCALE = 100_000;

/** A percentage written as in the rules (e.g. percent(3.595)); refuses anything finer than 0.001 %. */
export function percent(value: number): Rate {
  const units = Math.round(value * (RATE_SCALE / 100));
  if (units < 0 || units > RATE_SCALE || Math.abs(units - value * (RATE_SCALE / 100)) > 1e-6) {
    throw new RangeError(`percent(${value}): not a rate in 0.001 % steps between 0 and 100 %`);
  }
  return units as Rate;
}

export interface PayrollRates {
  /** yyyy-mm-dd: the period applies to months starting on or after this day, until the next period. */
  from: string;
  /** Day-worker income tax (일용근로소득세), computed per day. */
  incomeTax: {
    /** Tax-free part of a daily wage (근로소득공제, per day). */
    dailyDeduction: number;
    rate: Rate;
    /** Tax credit (근로소득세액공제) as a share of the computed tax. */
    creditRate: Rate;
    /** A day's tax below this is not withheld (소액부징수). */
    minimumWithheld: number;
  };
  /** Local income tax (지방소득세) as a share of the month's income tax. */
  localTaxRate: Rate;
  nationalPension: {
    employeeRate: Rate;
    /** The monthly base (기준소득월액) is truncated to this unit, then clamped to [baseMin, baseMax]. */
    baseUnit: number;
    baseMin: number;
    baseMax: number;
    /** Applies from this many work days in the month… */
    minWorkDays: number;
    /** …or from this much pay in the month. */
    minMonthlyWages: number;
    /** Ages (full years on the 1st of the month) that pay, inclusive. */
    minAge: number;
    maxAge: number;
    /**
     * Countries (ISO 3166-1 alpha-2) whose nationals are not covered, because their country does not
     * cover Koreans (상호주의, 국민연금법 §126): the operator keeps it as NPS publishes it. Empty: every
     * foreigner is covered as Koreans are.
     */
    excludedCountries: readonly string[];
  };
  healthInsurance: { employeeRate: Rate; minWorkDays: number };
  /**
   * Long-term care (장기요양보험) from the health premium, as NHIS computes it: health premium × the
   * long-term care rate ÷ the health rate (2026: × 0.9448 ÷ 7.19; the rounded 13.14 % is 10 won off
   * for about one income in fifteen).
   */
  longTermCare: { rate: number; healthRate: number };
  employmentInsuranceRate: Rate;
  /** Nobody first hired by the employer at this age or older pays the employment insurance premium (고용보험법 §10). */
  employmentInsuranceMaxHireAge: number;
  /** Each tax and premium is truncated to this unit (원 단위 절사: below 10 won). */
  truncationUnit: number;
  /**
   * Non-taxable premiums (소득세법 §12 3호 머목, 시행령 §17; docs/pay-rules.md), only for an employer
   * configured for them: a production worker's overtime, night and holiday pay is not taxed in a month
   * whose fixed pay (the month's pay without those premiums) is at most this much. A day worker's are
   * non-taxable whole (no yearly limit).
   */
  nonTaxablePremiumsMaxFixedPay: number;
  /**
   * The employer's share (issue 34; office/employer-share.ts): pension, health and unemployment as the
   * worker's, on the same base; long-term care from the employer's health premium; job stability and
   * vocational training by the employer's size; industrial accident insurance (construction, with
   * commuting accidents) on every worker's pay; the construction workers' retirement mutual aid per
   * work day. Sources in docs/payroll-office.md.
   */
  employer: {
    pensionRate: Rate;
    healthRate: Rate;
    unemploymentRate: Rate;
    jobStabilityRates: Readonly<Record<EmployerSizeClass, Rate>>;
    industrialAccidentRate: Rate;
    mutualAidDaily: number;
  };
}

const RATES_2026: PayrollRates = {
  from: '2026-01-01',
  incomeTax: { dailyDeduction: 150_000, rate: percent(6), creditRate: percent(55), minimumWithheld: 1_000 },
  localTaxRate: percent(10),
  nationalPension: {
    employeeRate: percent(4.75),
    baseUnit: 1_000,
    baseMin: 400_000,
    baseMax: 6_370_000,
    minWorkDays: 8,
    minMonthlyWages: 2_200_000,
    minAge: 18,
    maxAge: 59,
    excludedCountries: [],
  },
  healthInsurance: { employeeRate: percent(3.595), minWorkDays: 8 },
  longTermCare: { rate: 0.9448, healthRate: 7.19 },
  employmentInsuranceRate: percent(0.9),
  employmentInsuranceMaxHireAge: 65,
  truncationUnit: 10,
  nonTaxablePremiumsMaxFixedPay: 2_100_000,
  employer: {
    pensionRate: percent(4.75),
    healthRate: percent(3.595),
    unemploymentRate: percent(0.9),
    jobStabilityRates: { under150: percent(0.25), priority: percent(0.45), under1000: percent(0.65), from1000: percent(0.85) },
    // Construction 3.5 % and commuting accidents 0.06 % (고용노동부 고시 2026년도 사업종류별 산재보험료율).
    industrialAccidentRate: percent(3.56),
    mutualAidDaily: 6_500,
  },
};

/**
 * Oldest first. The first period also serves months before it (no older rates are configured; the
 * app holds no earlier work), and the last one serves every later month until a new period is added.
 */
export const PAYROLL_PERIODS: readonly PayrollRates[] = [
  RATES_2026,
  // The pension base limits move every July (docs/pay-rules.md; the 2026-07 values are to be checked).
  { ...RATES_2026, from: '2026-07-01', nationalPension: { ...RATES_2026.nationalPension, baseMin: 410_000, baseMax: 6_590_000 } },
];

/** The rates of a month (month 1–12): the last period that began on or before its 1st. */
export function ratesFor(year: number, month: number, periods: readonly PayrollRates[] = PAYROLL_PERIODS): PayrollRates {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  let chosen = periods[0];
  for (const period of periods) if (period.from <= first) chosen = period;
  if (!chosen) throw new Error('No payroll period is configured.');
  return chosen;
}
