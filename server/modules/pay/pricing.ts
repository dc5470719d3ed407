/**
 * What each day of work for one employer pays (docs/pay-rules.md "Hours, premiums and pay days"; decision
 * 059). Pure: the shifts (work/work-days.ts) and the contracts' terms (pay-terms.ts) in, the priced
 * days and weekly paid holidays out; payroll.ts then takes the deductions from them.
 *
 * - Worked time: BeginWork → EndWork minus the recorded breaks, or, where none was recorded, minus
 *   the contract's scheduled break where it lies inside the shift. Counted in whole minutes.
 * - A shift belongs to the Seoul day it began. A shift without an EndWork, one over 24 hours, one
 *   under a minute, or one on a day without a contract of that employer in force is not paid; it is
 *   listed with the reason (one still open at `now`, work-days.ts isOpenAt, is "in progress").
 * - A working day pays the daily wage when worked time reaches the contracted minutes, else worked
 *   minutes × the hourly wage (daily wage ÷ contracted hours). Minutes beyond the contracted ones pay
 *   100 % up to 8 hours, and with premiums 150 % beyond 8 hours (daily overtime).
 * - With premiums (5+ employees): weekly overtime, the working-day minutes up to 8 a day that take
 *   the Sunday-to-Saturday week beyond 40 hours, +50 %; night minutes (22:00–06:00) +50 % on top of
 *   anything; under a continuing contract, work on the weekly holiday or a public holiday pays 150 %
 *   for the first 8 hours and 200 % beyond, instead of the daily wage, and counts toward neither
 *   overtime.
 * - Part-time (contracted week under 40 hours), with premiums: every minute beyond the contracted
 *   minutes of a day is +50 % (150 %), and the working-day minutes (up to the contracted ones a day)
 *   that take the week beyond its contracted hours +50 % (기간제법 §6 ③); a minute gets the +50 % once.
 * - Paid public holiday (§55 ②), continuing contract with premiums: a public holiday on a contracted
 *   work day that is not the weekly holiday pays the daily wage whether worked or not (once the day
 *   has come); worked, the holiday work above comes on top.
 * - Weekly paid holiday: a week (Sunday to Saturday, paid in the month of its Saturday) in which every
 *   contracted day that is not a public holiday was attended (a paid shift), under a continuing
 *   contract that covers the whole week, gives at least 15 contracted hours a week and continues past
 *   the Saturday: min(8 h, weekly contracted hours ÷ 5) × the hourly wage.
 * - The minimum wage (최저임금법 §6): a day is priced by its contract's terms with the daily wage raised
 *   to the contracted hours at the minimum wage of the day's year where it is below (pay-terms.ts
 *   termsForDay), everything on the day with it: base, partial day, premiums, paid public holiday; a
 *   weekly paid holiday by its Saturday's year.
 * - A day's pay is computed exactly and truncated to the won once (docs/pay-rules.md "Rounding"): each
 *   component keeps its exact amount as a numerator over the contract's denominator (contracted
 *   minutes × 100), and the day sums them before truncating. A weekly paid holiday is a day of its own.
 */
import { publicHolidayNames } from '#contract/holidays.ts';
import { daysSinceSunday, seoulDateOf, startOfSeoulDay } from '#contract/seoul-time.ts';
import { isOpenAt, type Interval, type Shift } from '../work/work-days.ts';
import { contractedMinutes, spanOf } from '#contract/contract-terms.ts';
import { termsForDay, termsOn, wageNumerator, weeklyHolidayMinutes, wonOf, type PayTerms } from './pay-terms.ts';

import type { PayLineKind } from '#contract/api-pay.ts';

export type { PayLineKind };

/** Why a shift was not paid. */
export type UnpaidReason = 'inProgress' | 'noEnd' | 'overlong' | 'zeroLength' | 'noContract';

export interface PayComponent {
  kind: PayLineKind;
  minutes: number;
  /** Percent of the hourly wage (base and weeklyHoliday: 100). */
  percent: number;
  /** The exact amount × wageDenominator(terms): daily wage × minutes × percent. */
  numerator: number;
  /** The component alone, truncated to the won (a day's pay truncates the sum of its components once). */
  amount: number;
  terms: PayTerms;
}

export interface PricedDay {
  date: Temporal.PlainDate;
  /** Minutes worked in the paid shifts, breaks taken out. */
  workedMinutes: number;
  /** Of them, between 22:00 and 06:00. */
  nightMinutes: number;
  /** Work on it is holiday work: the weekly holiday or a public holiday, under a continuing contract. */
  holiday: boolean;
  components: PayComponent[];
  /** The day's pay: the sum of its components. */
  pay: number;
  /** One entry per unpaid shift that began on the day. */
  unpaid: UnpaidReason[];
  /** A shift begun on the day, paid or not, counts an event the site recorded for a worker without a phone (decision 081). */
  recordedBySite: boolean;
}

export interface PricedWeek {
  /** The week's Sunday and Saturday. */
  start: Temporal.PlainDate;
  end: Temporal.PlainDate;
  component: PayComponent;
}

const HOUR = 60;
const EIGHT_HOURS = 8 * HOUR;
const FORTY_HOURS = 40 * HOUR;
const MINUTE_MS = 60_000;
/** The night of §56: 22:00 to 06:00. */
const NIGHT = { start: 22 * HOUR, end: 30 * HOUR };
/** A week needs this many contracted minutes for the weekly paid holiday (§18 ③: 15 hours). */
const WEEKLY_HOLIDAY_MIN_MINUTES = 15 * HOUR;

function total(intervals: readonly Interval[]): number {
  return intervals.reduce((sum, span) => sum + span.end.getTime() - span.start.getTime(), 0);
}

/** The parts of `intervals` outside every cut. */
export function subtractIntervals(intervals: readonly Interval[], cuts: readonly Interval[]): Interval[] {
  let rest = [...intervals];
  for (const cut of cuts) {
    const next: Interval[] = [];
    for (const span of rest) {
      if (cut.end <= span.start || cut.start >= span.end) {
        next.push(span);
        continue;
      }
      if (cut.start > span.start) next.push({ start: span.start, end: cut.start });
      if (cut.end < span.end) next.push({ start: cut.end, end: span.end });
    }
    rest = next;
  }
  return rest;
}

/** Milliseconds of `intervals` inside the windows. */
function overlapMs(intervals: readonly Interval[], windows: readonly Interval[]): number {
  let sum = 0;
  for (const span of intervals) {
    for (const window of windows) {
      sum += Math.max(0, Math.min(span.end.getTime(), window.end.getTime()) - Math.max(span.start.getTime(), window.start.getTime()));
    }
  }
  return sum;
}

/** A daily span (minutes after midnight, end may pass 24:00) on each Seoul day from the day before `from` to `until`'s day. */
function dailyWindows(from: Date, until: Date, span: { start: number; end: number }): Interval[] {
  const windows: Interval[] = [];
  let day = seoulDateOf(from).subtract({ days: 1 });
  while (startOfSeoulDay(day).epochMilliseconds <= until.getTime()) {
    const midnight = startOfSeoulDay(day).epochMilliseconds;
    windows.push({ start: new Date(midnight + span.start * MINUTE_MS), end: new Date(midnight + span.end * MINUTE_MS) });
    day = day.add({ days: 1 });
  }
  return windows;
}

/** A completed shift's worked spans: the shift minus its recorded breaks, or minus the scheduled break where none was recorded. */
function workedIntervals(shift: Shift & { end: Date }, terms: Pick<PayTerms, 'breakStart' | 'breakEnd'>): Interval[] {
  const whole = [{ start: shift.start, end: shift.end }];
  if (shift.breaks.length > 0) return subtractIntervals(whole, shift.breaks);
  return subtractIntervals(whole, dailyWindows(shift.start, shift.end, spanOf(terms.breakStart, terms.breakEnd)));
}

/** Minutes of worked spans between 22:00 and 06:00 (Seoul). */
function nightMs(intervals: readonly Interval[]): number {
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (!first || !last) return 0;
  return overlapMs(intervals, dailyWindows(first.start, last.end, NIGHT));
}

/**
 * The terms that price a day for an employer: the contract in force (termsOn) with the daily wage
 * at least the minimum wage of the day's year (termsForDay). Every day and week is priced through here.
 */
function termsOfDay(contracts: readonly PayTerms[], corporationCode: string, date: Temporal.PlainDate): PayTerms | undefined {
  const terms = termsOn(contracts, corporationCode, date.toString());
  return terms && termsForDay(terms, date);
}

/** A component of pay: minutes at a percent of the contract's hourly wage, exact and alone truncated. */
function componentOf(terms: PayTerms, kind: PayLineKind, minutes: number, percent: number): PayComponent {
  const numerator = wageNumerator(terms, minutes, percent);
  return { kind, minutes, percent, numerator, amount: wonOf(numerator, contractedMinutes(terms)), terms };
}

/** A day whose work is holiday work: the contract's weekly holiday or a public holiday, under a continuing contract. */
function isHolidayWork(date: Temporal.PlainDate, terms: Pick<PayTerms, 'weeklyHoliday' | 'kind'>): boolean {
  return terms.kind === 'continuing' && (daysSinceSunday(date) === terms.weeklyHoliday || publicHolidayNames(date) !== null);
}

/** A public holiday paid whether worked or not (§55 ②): on a contracted work day of a continuing contract with premiums (5+ employees). */
function isPaidPublicHoliday(date: Temporal.PlainDate, terms: PayTerms): boolean {
  const weekday = daysSinceSunday(date);
  return (
    terms.kind === 'continuing' &&
    terms.premiumsApply &&
    weekday !== terms.weeklyHoliday &&
    terms.workDays.includes(weekday) &&
    publicHolidayNames(date) !== null
  );
}

/** A contract of fewer than 40 contracted hours a week (단시간근로자, 근로기준법 §2 ① 9호). */
export function isPartTime(terms: PayTerms): boolean {
  return terms.workDays.length * contractedMinutes(terms) < FORTY_HOURS;
}

/** A day's components from its worked and night minutes; `weekBefore` is the week's working-day minutes (≤ 8 a day) before it. */
export function priceDay(
  terms: PayTerms,
  worked: number,
  night: number,
  holiday: boolean,
  weekBefore: number,
): { components: PayComponent[]; weekMinutes: number } {
  const contracted = contractedMinutes(terms);
  const premiums = terms.premiumsApply;
  // Part-time with premiums: the contracted day and week are the limits instead of 8 and 40 hours.
  const partTime = premiums && isPartTime(terms);
  const components: PayComponent[] = [];
  const add = (kind: PayLineKind, minutes: number, percent: number) => {
    if (minutes > 0) components.push(componentOf(terms, kind, minutes, percent));
  };
  let weekMinutes = 0;
  if (holiday && premiums) {
    add('holiday', Math.min(worked, EIGHT_HOURS), 150);
    add('holidayOver8', worked - EIGHT_HOURS, 200);
  } else {
    if (worked >= contracted) {
      add('base', contracted, 100);
      if (partTime) {
        add('overtime', worked - contracted, 150);
      } else {
        add('extra', Math.min(worked, EIGHT_HOURS) - contracted, 100);
        add('overtime', worked - Math.max(EIGHT_HOURS, contracted), premiums ? 150 : 100);
      }
      // A contract of more than 8 hours a day: its wage covers those hours, the premium is owed on top.
      if (premiums) add('overtime', Math.min(worked, contracted) - EIGHT_HOURS, 50);
    } else {
      add('partial', worked, 100);
      if (premiums) add('overtime', worked - EIGHT_HOURS, 50);
    }
    const dayLimit = partTime ? Math.min(contracted, EIGHT_HOURS) : EIGHT_HOURS;
    const weekLimit = partTime ? terms.workDays.length * contracted : FORTY_HOURS;
    weekMinutes = Math.min(worked, dayLimit);
    if (premiums) add(partTime ? 'partTimeWeekly' : 'weeklyOvertime', Math.min(weekMinutes, weekBefore + weekMinutes - weekLimit), 50);
  }
  if (premiums) add('night', night, 50);
  return { components, weekMinutes };
}

interface EmployerPricing {
  days: PricedDay[];
  weeks: PricedWeek[];
}

/**
 * Prices every day of `dates` (consecutive, whole Sunday-to-Saturday weeks) for one employer: the
 * shifts are the worker's at that employer's sites, `contracts` the worker's (any employer).
 * Weeks whose Saturday is after `today` are not judged for the weekly paid holiday yet.
 */
export function priceEmployerDays(
  shifts: readonly Shift[],
  contracts: readonly PayTerms[],
  corporationCode: string,
  dates: readonly Temporal.PlainDate[],
  now: Date,
): EmployerPricing {
  const byDay = new Map<string, Shift[]>();
  for (const shift of shifts) {
    const key = seoulDateOf(shift.start).toString();
    byDay.set(key, [...(byDay.get(key) ?? []), shift]);
  }
  const today = seoulDateOf(now);
  const days: PricedDay[] = [];
  let weekBefore = 0;
  for (const date of dates) {
    if (daysSinceSunday(date) === 0) weekBefore = 0;
    const terms = termsOfDay(contracts, corporationCode, date);
    const unpaid: UnpaidReason[] = [];
    let workedMs = 0;
    let night = 0;
    const own = byDay.get(date.toString()) ?? [];
    const recordedBySite = own.some((shift) => shift.recordedBySite);
    for (const shift of own) {
      const reason = unpaidReason(shift, terms, now);
      if (reason) {
        unpaid.push(reason);
        continue;
      }
      if (!terms || !shift.end) continue;
      const spans = workedIntervals({ ...shift, end: shift.end }, terms);
      workedMs += total(spans);
      night += nightMs(spans);
    }
    const workedMinutes = Math.floor(workedMs / MINUTE_MS);
    const nightMinutes = Math.floor(night / MINUTE_MS);
    const holiday = terms ? isHolidayWork(date, terms) : publicHolidayNames(date) !== null;
    // Paid once the day has come, worked or not.
    const paidHoliday =
      terms && isPaidPublicHoliday(date, terms) && Temporal.PlainDate.compare(date, today) <= 0
        ? [componentOf(terms, 'publicHoliday', contractedMinutes(terms), 100)]
        : [];
    if (!terms || workedMinutes === 0) {
      days.push({ date, workedMinutes: 0, nightMinutes: 0, holiday, components: paidHoliday, pay: sumOf(paidHoliday), unpaid, recordedBySite });
      continue;
    }
    const priced = priceDay(terms, workedMinutes, nightMinutes, holiday, weekBefore);
    weekBefore += priced.weekMinutes;
    const components = [...paidHoliday, ...priced.components];
    days.push({ date, workedMinutes, nightMinutes, holiday, components, pay: sumOf(components), unpaid, recordedBySite });
  }
  return { days, weeks: weeklyHolidays(days, contracts, corporationCode, now) };
}

/**
 * The items paid for overtime, night and holiday work (연장·야간·휴일근로를 하여 받는 급여): what an
 * employer configured for non-taxable premiums leaves untaxed (payroll.ts). The weekly paid holiday
 * and a paid public holiday not worked are not among them.
 */
export const PREMIUM_KINDS: ReadonlySet<PayLineKind> = new Set<PayLineKind>(['overtime', 'weeklyOvertime', 'partTimeWeekly', 'night', 'holiday', 'holidayOver8']);

/** The premiums inside a day's pay: their exact amounts summed, truncated to the won once (never more than the day's pay). */
export function premiumsOf(day: Pick<PricedDay, 'components'>): number {
  return sumOf(day.components.filter((part) => PREMIUM_KINDS.has(part.kind)));
}

/** A day's pay: its components' exact amounts summed, truncated to the won once. */
function sumOf(components: readonly PayComponent[]): number {
  const first = components[0];
  if (!first) return 0;
  return wonOf(
    components.reduce((sum, part) => sum + part.numerator, 0),
    contractedMinutes(first.terms),
  );
}

function unpaidReason(shift: Shift, terms: PayTerms | undefined, now: Date): UnpaidReason | null {
  if (shift.overlong) return 'overlong';
  if (!shift.end) return isOpenAt(shift, now) ? 'inProgress' : 'noEnd';
  if (!terms) return 'noContract';
  if (total(workedIntervals({ ...shift, end: shift.end }, terms)) < MINUTE_MS) return 'zeroLength';
  return null;
}

function weeklyHolidays(days: readonly PricedDay[], contracts: readonly PayTerms[], corporationCode: string, now: Date): PricedWeek[] {
  const today = seoulDateOf(now);
  const weeks: PricedWeek[] = [];
  for (let i = 0; i + 7 <= days.length; i += 7) {
    const week = days.slice(i, i + 7);
    const start = week[0]?.date;
    const end = week[6]?.date;
    if (!start || !end || daysSinceSunday(start) !== 0 || Temporal.PlainDate.compare(end, today) >= 0) continue;
    // The week is paid in the month of its Saturday, by the Saturday's contract and minimum wage.
    const terms = termsOfDay(contracts, corporationCode, end);
    if (!terms?.weeklyPaidHoliday || terms.kind !== 'continuing' || terms.validFrom > start.toString()) continue;
    if (terms.validTo !== null && terms.validTo <= end.toString()) continue;
    const contracted = contractedMinutes(terms);
    const weekly = terms.workDays.length * contracted;
    if (weekly < WEEKLY_HOLIDAY_MIN_MINUTES) continue;
    const attendedAll = week.every(
      (day) => !terms.workDays.includes(daysSinceSunday(day.date)) || publicHolidayNames(day.date) !== null || day.workedMinutes > 0,
    );
    if (!attendedAll) continue;
    const minutes = weeklyHolidayMinutes(terms);
    weeks.push({ start, end, component: componentOf(terms, 'weeklyHoliday', minutes, 100) });
  }
  return weeks;
}
