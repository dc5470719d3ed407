/**
 * The terms of an employment contract that price a day (docs/pay-rules.md "Hours, premiums and pay days"):
 * the daily wage for the contracted hours, the scheduled break, the work days and weekly holiday,
 * whether the §56 premiums and the §55 weekly paid holiday apply, and the pay day; and the daily wage
 * raised to the minimum wage of the day's year where it is below (termsForDay). Pure; the rows come
 * from queries.ts.
 */
import { contractedMinutes, minimumDailyWage, type ContractKind } from '#contract/contract-terms.ts';

export interface PayTerms {
  contractId: string;
  corporationCode: string;
  corporationName: string;
  /** The site of the contract (the office counts a statement at its last paid day's site). */
  projectCode: string;
  projectName: string;
  /** The trade (종사업무) the contract employs for. */
  jobTitle: string;
  /** Won for the contracted hours of a day. */
  dailyWage: number;
  /** yyyy-mm-dd, inclusive; validTo null: open-ended. */
  validFrom: string;
  validTo: string | null;
  /** HH:MM, Asia/Seoul. */
  workStart: string;
  workEnd: string;
  breakStart: string;
  breakEnd: string;
  /** Contracted work days as days since Sunday (1–5: Monday to Friday). */
  workDays: readonly number[];
  /** The weekly holiday as days since Sunday (0: Sunday). */
  weeklyHoliday: number;
  premiumsApply: boolean;
  weeklyPaidHoliday: boolean;
  /** Day of the month after the one worked on which wages are paid. */
  payDay: number;
  /** Continuing (계속근로 예정) or for one day: paid public holidays, the holiday premium and the weekly paid holiday belong to the continuing kind. */
  kind: ContractKind;
}

/** Whether the contract is in force on a day (yyyy-mm-dd). */
function inForceOn(terms: Pick<PayTerms, 'validFrom' | 'validTo'>, day: string): boolean {
  return terms.validFrom <= day && (terms.validTo === null || day <= terms.validTo);
}

/**
 * The employer's contract in force on a day (yyyy-mm-dd): of the worker's contracts with that
 * employer in force, the one begun last (a new contract replaces the one before from its first day).
 */
export function termsOn(contracts: readonly PayTerms[], corporationCode: string, day: string): PayTerms | undefined {
  let chosen: PayTerms | undefined;
  for (const terms of contracts) {
    if (terms.corporationCode !== corporationCode || !inForceOn(terms, day)) continue;
    if (!chosen || terms.validFrom > chosen.validFrom) chosen = terms;
  }
  return chosen;
}

/**
 * The terms that price a day: the contract's, with the daily wage raised to the contracted hours at
 * the minimum wage of the day's calendar year where it is below (최저임금법 §6; docs/pay-rules.md "The
 * minimum wage"). A contract made at one year's minimum that runs into a year with a higher one
 * prices that year's days as if made at the new minimum (80,240 for 8 h in 2025, 82,560 in 2026), so
 * every amount drawn from the daily wage (the day, its premiums, paid holidays, the printed rates)
 * follows. The terms themselves when not below.
 */
export function termsForDay(terms: PayTerms, day: Temporal.PlainDate): PayTerms {
  const floor = minimumDailyWage(contractedMinutes(terms), day.year);
  return terms.dailyWage >= floor ? terms : { ...terms, dailyWage: floor };
}

/** A wage exactly, as a numerator over the contract's denominator (contracted minutes × 100): daily wage × minutes × percent. */
export function wageNumerator(terms: Pick<PayTerms, 'dailyWage'>, minutes: number, percent: number): number {
  return terms.dailyWage * minutes * percent;
}

/** An exact wage (wageNumerator, or a sum of them under one contract) truncated to the won: numerator ÷ (contracted minutes × 100). */
export function wonOf(numerator: number, contracted: number): number {
  const denominator = contracted * 100;
  return (numerator - (numerator % denominator)) / denominator;
}

/** amount × minutes × percent ÷ (contracted minutes × 100), truncated to the won: exact integer arithmetic. */
export function wageFor(terms: Pick<PayTerms, 'dailyWage'>, contracted: number, minutes: number, percent: number): number {
  return wonOf(wageNumerator(terms, minutes, percent), contracted);
}

/**
 * The weekly paid holiday's length (§55, §18 ③): min(8 h, the week's contracted hours ÷ 5), so a
 * full week gives one day and a three-day week 4.8 hours.
 */
export function weeklyHolidayMinutes(terms: Pick<PayTerms, 'workStart' | 'workEnd' | 'breakStart' | 'breakEnd' | 'workDays'>): number {
  return Math.min(8 * 60, Math.floor((terms.workDays.length * contractedMinutes(terms)) / 5));
}

/** The hourly wage × percent as the statement prints it (truncated to the won). */
export function hourlyRate(terms: Pick<PayTerms, 'dailyWage'>, contracted: number, percent: number): number {
  return wageFor(terms, contracted, 60, percent);
}
