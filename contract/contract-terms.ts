/**
 * The terms of an employment contract as the law bounds them (docs/pay-rules.md), shared by the app's
 * template form and the server that refuses what breaks them (issue 33 "contract templates", issue 30
 * "the minimum wage"): contracted minutes from the hours and the break, the statutory break, the 8-hour
 * day and 40-hour week, and the minimum wage by year. Pure; no runtime dependency.
 */
import { isClockTime } from './input-rules.ts';

/** The minimum hourly wage (최저임금) by calendar year, in won. A year after the last uses the last: it never went down. */
export const MINIMUM_HOURLY_WAGE: Readonly<Record<number, number>> = { 2024: 9_860, 2025: 10_030, 2026: 10_320 };

const WAGE_YEARS = Object.keys(MINIMUM_HOURLY_WAGE)
  .map(Number)
  .sort((a, b) => a - b);

/** The minimum hourly wage of a year; before the table's first year, its first. */
export function minimumHourlyWage(year: number): number {
  let chosen = WAGE_YEARS[0] ?? year;
  for (const known of WAGE_YEARS) if (known <= year) chosen = known;
  return MINIMUM_HOURLY_WAGE[chosen] ?? 0;
}

/** The least daily wage for a day of `contracted` minutes in `year`: its hours at the minimum wage, rounded up to the won. */
export function minimumDailyWage(contracted: number, year: number): number {
  return Math.ceil((minimumHourlyWage(year) * contracted) / 60);
}

/** Whether a daily wage for `contracted` minutes is below the minimum wage of `year` (exact: no fraction of a won is rounded away). */
export function belowMinimumWage(dailyWage: number, contracted: number, year: number): boolean {
  return dailyWage * 60 < minimumHourlyWage(year) * contracted;
}

const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight of an HH:MM time. */
function minutesOfDay(time: string): number {
  if (!isClockTime(time)) throw new RangeError(`${time}: not an HH:MM time`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** [start, end) in minutes after the midnight of the start's day; an end at or before the start is the next day. */
export function spanOf(from: string, to: string): { start: number; end: number } {
  const start = minutesOfDay(from);
  let end = minutesOfDay(to);
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

export interface ContractHours {
  workStart: string;
  workEnd: string;
  breakStart: string;
  breakEnd: string;
}

/** Minutes of the scheduled break inside the work span (the break as written may lie after midnight for a night contract); a break that starts as it ends is none. */
function breakInside(terms: ContractHours): number {
  if (terms.breakStart === terms.breakEnd) return 0;
  const work = spanOf(terms.workStart, terms.workEnd);
  const pause = spanOf(terms.breakStart, terms.breakEnd);
  let overlap = 0;
  for (const shift of [0, MINUTES_PER_DAY]) {
    overlap += Math.max(0, Math.min(work.end, pause.end + shift) - Math.max(work.start, pause.start + shift));
  }
  return overlap;
}

/**
 * The contracted working minutes of a day: work start to work end minus the part of the scheduled
 * break inside it (08:00–17:00 with a 12:00–13:00 break: 480).
 */
export function contractedMinutes(terms: ContractHours): number {
  const work = spanOf(terms.workStart, terms.workEnd);
  const minutes = work.end - work.start - breakInside(terms);
  if (minutes <= 0) throw new RangeError('A contract without working time cannot price a day.');
  return minutes;
}

/** The most a contract may fix for a day and a week (근로기준법 §50): 8 and 40 hours. */
export const MAX_CONTRACTED_DAY_MINUTES = 8 * 60;
export const MAX_CONTRACTED_WEEK_MINUTES = 40 * 60;
/** A pay day of the next month: 1–28, so that every month has it. */
export const PAY_DAY_MAX = 28;
export const DAILY_WAGE_MAX = 10_000_000;
export const TEMPLATE_TEXT_MAX = 40;

export const CONTRACT_KINDS = ['continuing', 'oneDay'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** What a contract template fixes: the terms a contract made from it copies. */
export interface TemplateTerms extends ContractHours {
  name: string;
  jobTitle: string;
  dailyWage: number;
  /** Days since Sunday (1–5: Monday to Friday). */
  workDays: readonly number[];
  weeklyHoliday: number;
  premiumsApply: boolean;
  weeklyPaidHoliday: boolean;
  payDay: number;
  kind: ContractKind;
}

/** What can be wrong with a template's terms; the template form has a message for each. */
export type TermsRuleCode =
  | 'required'
  | 'tooLong'
  | 'controlChars'
  | 'timeFormat'
  | 'noWorkTime'
  | 'breakOutside'
  | 'breakTooShort'
  | 'overEightHours'
  | 'overFortyHours'
  | 'holidayIsWorkDay'
  | 'range'
  | 'belowMinimumWage';

const CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

function checkName(text: string): TermsRuleCode | null {
  if (text.trim() === '') return 'required';
  if (CONTROL.test(text)) return 'controlChars';
  return [...text.trim()].length > TEMPLATE_TEXT_MAX ? 'tooLong' : null;
}

/**
 * Every rule a template's terms break, by field (empty: none). `year` is the year whose minimum wage
 * applies (the contract's first day; for a template, today's). The statutory break (§54): 30 minutes
 * from 4 hours of work, an hour from 8.
 */
export function checkTemplateTerms(terms: TemplateTerms, year: number): Partial<Record<keyof TemplateTerms, TermsRuleCode>> {
  const fields: Partial<Record<keyof TemplateTerms, TermsRuleCode>> = {};
  const name = checkName(terms.name);
  if (name) fields.name = name;
  const job = checkName(terms.jobTitle);
  if (job) fields.jobTitle = job;
  for (const key of ['workStart', 'workEnd', 'breakStart', 'breakEnd'] as const) if (!isClockTime(terms[key])) fields[key] = 'timeFormat';
  const days = new Set(terms.workDays);
  if (days.size === 0) fields.workDays = 'required';
  else if ([...days].some((day) => !Number.isInteger(day) || day < 0 || day > 6)) fields.workDays = 'range';
  if (!Number.isInteger(terms.weeklyHoliday) || terms.weeklyHoliday < 0 || terms.weeklyHoliday > 6) fields.weeklyHoliday = 'range';
  else if (days.has(terms.weeklyHoliday)) fields.weeklyHoliday = 'holidayIsWorkDay';
  if (!Number.isInteger(terms.payDay) || terms.payDay < 1 || terms.payDay > PAY_DAY_MAX) fields.payDay = 'range';
  if (!Number.isSafeInteger(terms.dailyWage) || terms.dailyWage < 1 || terms.dailyWage > DAILY_WAGE_MAX) fields.dailyWage = 'range';
  if (fields.workStart || fields.workEnd || fields.breakStart || fields.breakEnd) return fields;

  const work = spanOf(terms.workStart, terms.workEnd);
  const pause = spanOf(terms.breakStart, terms.breakEnd);
  const breakLength = terms.breakStart === terms.breakEnd ? 0 : pause.end - pause.start;
  const inside = breakInside(terms);
  if (work.end - work.start - inside <= 0) {
    fields.workEnd = 'noWorkTime';
    return fields;
  }
  // A break outside the hours is a mistake in the hours or the break: what follows from them waits until it is fixed.
  if (inside < breakLength) {
    fields.breakEnd = 'breakOutside';
    return fields;
  }
  const minutes = work.end - work.start - inside;
  const needed = minutes >= 8 * 60 ? 60 : minutes >= 4 * 60 ? 30 : 0;
  if (inside < needed) fields.breakEnd = 'breakTooShort';
  if (minutes > MAX_CONTRACTED_DAY_MINUTES) fields.workEnd = 'overEightHours';
  else if (!fields.workDays && days.size * minutes > MAX_CONTRACTED_WEEK_MINUTES) fields.workDays = 'overFortyHours';
  if (!fields.dailyWage && belowMinimumWage(terms.dailyWage, minutes, year)) fields.dailyWage = 'belowMinimumWage';
  return fields;
}
