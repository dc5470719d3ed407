/**
 * The terms of an employment contract that price a day (docs/pay-rules.md "Hours, premiums and pay days"):
 * the daily wage for the contracted hours, the scheduled break, the work days and weekly holiday,
 * whether the §56 premiums and the §55 weekly paid holiday apply, and the pay day. Pure; the rows
 * come from queries.ts.
 */
import type { ContractKind } from '../../db/schema.ts';

export interface PayTerms {
  contractId: string;
  corporationCode: string;
  corporationName: string;
  projectName: string;
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

const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight of an HH:MM time. */
function minutesOfDay(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`${time}: not an HH:MM time`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** [start, end) in minutes after the midnight of the start's day; an end at or before the start is the next day. */
export function spanOf(from: string, to: string): { start: number; end: number } {
  const start = minutesOfDay(from);
  let end = minutesOfDay(to);
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

/**
 * The contracted working minutes of a day: work start to work end minus the part of the scheduled
 * break inside it (08:00–17:00 with a 12:00–13:00 break: 480).
 */
export function contractedMinutes(terms: Pick<PayTerms, 'workStart' | 'workEnd' | 'breakStart' | 'breakEnd'>): number {
  const work = spanOf(terms.workStart, terms.workEnd);
  const pause = spanOf(terms.breakStart, terms.breakEnd);
  let overlap = 0;
  // The break as written may lie on the work's first day or, for a night contract, after midnight.
  for (const shift of [0, MINUTES_PER_DAY]) {
    overlap += Math.max(0, Math.min(work.end, pause.end + shift) - Math.max(work.start, pause.start + shift));
  }
  const minutes = work.end - work.start - overlap;
  if (minutes <= 0) throw new RangeError('A contract without working time cannot price a day.');
  return minutes;
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
