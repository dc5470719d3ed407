/**
 * A worker's pay for a month from one employer, as the API answers it (decision 059): the shifts of
 * the month at that employer's sites (work/work-days.ts), priced by the contract in force each day
 * (pricing.ts), with the deductions of the payroll (payroll.ts), become the PayStatement, the
 * DailySettlement and the months of YearlyPay. The statement, the settlement and the documents all
 * come from the one EmployerMonth, so they agree to the won.
 */
import { PayLineKindSchema, type DailySettlement, type Employer, type PayLine, type PayStatement, type UnpaidDay, type YearlyPay } from '#contract/api-pay.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { computeMonthlyPay } from './payroll.ts';
import { businessDayOnOrBefore } from '#contract/holidays.ts';
import { compareKorean } from '#contract/korean-order.ts';
import { seoulDateOf, toYyyymmdd, weekOf, type YearMonth } from '#contract/seoul-time.ts';
import { addMonths, compareMonths, daysOfMonth, firstDayOf, parseIsoDate } from '#contract/seoul-calendar.ts';
import { loadAttendanceEvents } from '../work/attendance-events.ts';
import { buildShifts, type Shift } from '../work/work-days.ts';
import { contractedMinutes } from '#contract/contract-terms.ts';
import { hourlyRate, wonOf, type PayTerms } from './pay-terms.ts';
import { premiumsOf, priceEmployerDays, type PayComponent, type PricedDay, type PricedWeek } from './pricing.ts';
import { issuedOf, issuedOfYear, issuedStatement, payTermsOf, siteEmployers, type SiteEmployer } from './queries.ts';

/** Other modules read issued statements through here (decision 055). */
export { issuedOf, issuedOfYear, issuedStatement, siteEmployers, type SiteEmployer };

/** One employer's share of a worker's month. */
export interface EmployerMonth extends SiteEmployer {
  /** Every day of the month, the 1st first. */
  days: PricedDay[];
  /** The weeks paid in this month (their Saturday is in it). */
  weeks: PricedWeek[];
  /** The contract of the last paid day (null: nothing paid). */
  lastTerms: PayTerms | null;
  /** yyyy-mm-dd: the start of the worker's first contract with this employer (employment insurance looks at the age then). */
  firstHired: string;
}

interface PayMonth {
  month: YearMonth;
  /** Every employer worked for in the month, by name. */
  employers: EmployerMonth[];
  /** The employer of the worker's home project (null without one). */
  homeCorporation: string | null;
}

/**
 * yyyy-mm-dd: the pay day of a month's work under a contract: its day of the next month, moved to
 * the previous business day when it falls on a Saturday, a Sunday or a public holiday (docs/pay-rules.md).
 */
function payDateOf(month: YearMonth, payDay: number): string {
  return businessDayOnOrBefore(addMonths(month, 1).toPlainDate({ day: payDay })).toString();
}

/** Whether an employer's month has anything to pay. */
export function hasPay(employer: EmployerMonth): boolean {
  return employer.lastTerms !== null;
}

/** The days of the whole Sunday-to-Saturday weeks that hold the month: weekly overtime and the weekly holiday look at whole weeks. */
export function weeksAround(month: YearMonth): Temporal.PlainDate[] {
  const monthDays = daysOfMonth(month);
  const first = monthDays[0] ?? firstDayOf(month);
  const last = monthDays[monthDays.length - 1] ?? first;
  const dates: Temporal.PlainDate[] = [];
  for (let day = weekOf(first).start; Temporal.PlainDate.compare(day, weekOf(last).end) <= 0; day = day.add({ days: 1 })) dates.push(day);
  return dates;
}

/** What pricing needs beside a month's events: the worker's contracts, every site's employer, the home project's employer. */
interface PayContext {
  contracts: PayTerms[];
  sites: ReadonlyMap<string, SiteEmployer>;
  homeCorporation: string | null;
}

/** Read once for a call, however many months it prices (a year's calls price up to 12). `sites`: every site's employer, read once already (for many workers). */
export async function loadPayContext(db: Db, worker: UserRow, sites?: ReadonlyMap<string, SiteEmployer>): Promise<PayContext> {
  const [contracts, allSites, homeCorporation] = await Promise.all([payTermsOf(db, worker.id), sites ?? siteEmployers(db), homeCorporationOf(db, worker)]);
  return { contracts, sites: allSites, homeCorporation };
}

/** The days and weeks of the month priced for every employer the worker worked for in it. */
export async function loadPayMonth(db: Db, worker: UserRow, month: YearMonth, now: Date, context?: PayContext): Promise<PayMonth> {
  const dates = weeksAround(month);
  const [events, { contracts, sites, homeCorporation }] = await Promise.all([
    loadAttendanceEvents(db, worker.id, dates[0] ?? firstDayOf(month), dates.length),
    context ?? loadPayContext(db, worker),
  ]);
  return { month, employers: priceEmployers(buildShifts(events), sites, contracts, dates, month, now), homeCorporation };
}

/**
 * Pure: every employer worked for in `month` (a shift begun in it at one of its sites), each with
 * its own shifts priced over `dates` (whole weeks around the month) and cut to the month, by name.
 */
export function priceEmployers(
  shifts: readonly Shift[],
  sites: ReadonlyMap<string, SiteEmployer>,
  contracts: readonly PayTerms[],
  dates: readonly Temporal.PlainDate[],
  month: YearMonth,
  now: Date,
): EmployerMonth[] {
  const prefix = `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}`;
  const worked = new Map<string, SiteEmployer>();
  for (const shift of shifts) {
    const employer = shift.projectCode ? sites.get(shift.projectCode) : undefined;
    if (employer && seoulDateOf(shift.start).toString().startsWith(prefix)) worked.set(employer.corporationCode, employer);
  }
  return [...worked.values()]
    .sort((a, b) => compareKorean(a.corporationName, b.corporationName) || a.corporationCode.localeCompare(b.corporationCode))
    .map((employer): EmployerMonth => {
      const own = shifts.filter((shift) => shift.projectCode !== null && sites.get(shift.projectCode)?.corporationCode === employer.corporationCode);
      const priced = priceEmployerDays(own, contracts, employer.corporationCode, dates, now);
      const days = priced.days.filter((day) => day.date.toString().startsWith(prefix));
      const weeks = priced.weeks.filter((week) => week.end.toString().startsWith(prefix));
      const paidDays = days.filter((day) => day.pay > 0);
      const lastTerms = paidDays[paidDays.length - 1]?.components[0]?.terms ?? weeks[weeks.length - 1]?.component.terms ?? null;
      const firstHired = contracts.filter((terms) => terms.corporationCode === employer.corporationCode).reduce((first, terms) => (terms.validFrom < first ? terms.validFrom : first), '9999-12-31');
      return { ...employer, days, weeks, lastTerms, firstHired };
    });
}

async function homeCorporationOf(db: Db, worker: UserRow): Promise<string | null> {
  if (!worker.home_project_code) return null;
  const row = await db.selectFrom('projects').select('corporation_code').where('code', '=', worker.home_project_code).executeTakeFirst();
  return row?.corporation_code ?? null;
}

/** The employer a call is about: the one asked for, else the home project's, else the first; undefined: none of `candidates`. */
export function chooseEmployer<T extends Employer>(candidates: readonly T[], asked: string | undefined, home: string | null): T | undefined {
  if (asked !== undefined) return candidates.find((employer) => employer.corporationCode === asked);
  return candidates.find((employer) => employer.corporationCode === home) ?? candidates[0];
}

const employerRef = ({ corporationCode, corporationName }: Employer): Employer => ({ corporationCode, corporationName });

/** A day with a paid shift (a paid public holiday not worked is paid, but not a work day). */
const isWorkDay = (day: PricedDay) => day.workedMinutes > 0;

/** Every amount of the month as the days of the payroll: each paid day, then each paid week. */
function dayPaysOf(employer: EmployerMonth): number[] {
  return [...employer.days.filter((day) => day.pay > 0).map((day) => day.pay), ...employer.weeks.map((week) => week.component.amount)];
}

/** The overtime, night and holiday premiums inside each entry of dayPaysOf (a week has none). */
function dayPremiumsOf(employer: EmployerMonth): number[] {
  return [...employer.days.filter((day) => day.pay > 0).map(premiumsOf), ...employer.weeks.map(() => 0)];
}

/**
 * The statement's lines: the components of the days and weeks summed by kind, rate and contract, each
 * line's exact amount truncated once, so it multiplies out as printed (minutes × the hourly rate, days
 * × the daily wage). The rate is the day's (pricing.ts: raised to the minimum wage of its year), so
 * days priced at the minimum wage are lines apart from days at the contract's wage. The month's pay is its days' (each truncated once, docs/pay-rules.md); where the
 * lines' truncation differs from the days', a last line says by how much ('dayRounding').
 */
export function payLines(employer: EmployerMonth): PayLine[] {
  const lines = new Map<string, { line: PayLine; numerator: number; contracted: number }>();
  const add = (part: PayComponent) => {
    const contracted = contractedMinutes(part.terms);
    const rate = part.kind === 'base' || part.kind === 'publicHoliday' ? part.terms.dailyWage : hourlyRate(part.terms, contracted, part.percent);
    const key = `${part.kind}|${String(part.percent)}|${String(part.terms.dailyWage)}|${String(contracted)}`;
    const entry = lines.get(key) ?? { line: { kind: part.kind, days: 0, minutes: 0, percent: part.percent, rate, amount: 0 }, numerator: 0, contracted };
    entry.line.days += 1;
    entry.line.minutes += part.minutes;
    entry.numerator += part.numerator;
    lines.set(key, entry);
  };
  for (const day of employer.days) for (const part of day.components) add(part);
  for (const week of employer.weeks) add(week.component);
  const order = PayLineKindSchema.options;
  const priced = [...lines.values()]
    .map(({ line, numerator, contracted }) => ({ ...line, amount: wonOf(numerator, contracted) }))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.rate - a.rate);
  const paid = dayPaysOf(employer);
  const rounding = paid.reduce((sum, pay) => sum + pay, 0) - priced.reduce((sum, line) => sum + line.amount, 0);
  if (rounding !== 0) priced.push({ kind: 'dayRounding', days: paid.length, minutes: 0, percent: 0, rate: 0, amount: rounding });
  return priced;
}

/** Minutes by kind: regular and overtime on working days, holiday work, and night (of any of them); a paid public holiday not worked adds none. */
export function hoursOf(employer: EmployerMonth): PayStatement['hours'] {
  const hours = { regular: 0, overtime: 0, night: 0, holiday: 0 };
  for (const day of employer.days) {
    if (day.pay === 0) continue;
    const minutesOf = (...kinds: PayComponent['kind'][]) =>
      day.components.filter((part) => kinds.includes(part.kind)).reduce((sum, part) => sum + part.minutes, 0);
    hours.night += day.nightMinutes;
    const holiday = minutesOf('holiday', 'holidayOver8');
    if (holiday > 0) {
      hours.holiday += holiday;
      continue;
    }
    // Beyond 8 hours a day, or (part-time) beyond the contracted day; then the week's.
    const overtime = Math.max(0, day.workedMinutes - 8 * 60, minutesOf('overtime')) + minutesOf('weeklyOvertime', 'partTimeWeekly');
    hours.overtime += overtime;
    hours.regular += day.workedMinutes - overtime;
  }
  return hours;
}

function unpaidDays(employer: EmployerMonth): UnpaidDay[] {
  return employer.days.flatMap((day) => day.unpaid.map((reason) => ({ date: toYyyymmdd(day.date), reason })));
}

export function buildPayStatement(worker: UserRow, month: YearMonth, employer: EmployerMonth, all: readonly EmployerMonth[]): PayStatement | null {
  const terms = employer.lastTerms;
  if (!terms) return null;
  const pay = computeMonthlyPay({
    dayPays: dayPaysOf(employer),
    ...(employer.nonTaxablePremiums ? { dayPremiums: dayPremiumsOf(employer) } : {}),
    workDays: employer.days.filter(isWorkDay).length,
    birthDate: parseIsoDate(worker.birth_date),
    firstHired: parseIsoDate(employer.firstHired),
    month,
    insurance: { foreigner: worker.nationality === 'foreigner', stayStatus: worker.stay_status, country: worker.country, employmentInsuranceOptIn: worker.employment_insurance_opt_in },
  });
  return {
    year: month.year,
    month: month.month,
    payDate: payDateOf(month, terms.payDay),
    workerName: worker.name,
    workerBirthDate: worker.birth_date,
    corporationCode: employer.corporationCode,
    corporationName: employer.corporationName,
    projectName: terms.projectName,
    employers: all.filter(hasPay).map(employerRef),
    amSalaryD: terms.dailyWage,
    hours: hoursOf(employer),
    lines: payLines(employer),
    unpaid: unpaidDays(employer),
    ...pay,
  };
}

/**
 * The worker's statement for a month from an employer (absent: the home project's, else the first),
 * or why there is none: the month has not begun, or nothing is paid from that employer in it.
 */
export async function statementFor(
  db: Db,
  worker: UserRow,
  month: YearMonth,
  now: Date,
  corporationCode?: string,
): Promise<{ statement: PayStatement; employer: EmployerMonth } | { missing: string }> {
  if (compareMonths(month, seoulDateOf(now)) > 0) return { missing: 'it has not begun' };
  const payMonth = await loadPayMonth(db, worker, month, now);
  const paying = payMonth.employers.filter(hasPay);
  const employer = chooseEmployer(paying, corporationCode, payMonth.homeCorporation);
  if (!employer) return { missing: corporationCode === undefined ? 'no paid work day' : 'no paid work for that employer' };
  const statement = buildPayStatement(worker, month, employer, payMonth.employers);
  if (!statement) return { missing: 'no paid work day' };
  // A closed month answers its issued version, never a recomputation (decision 067).
  const issued = await issuedStatement(db, worker.id, month, employer.corporationCode);
  return { statement: issued ?? { ...statement, issue: null }, employer };
}

/** Decimal hours to 2 places, as the work screens show them. */
const decimalHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function buildDailySettlement(payMonth: PayMonth, employer: EmployerMonth | undefined): DailySettlement {
  const { month } = payMonth;
  return {
    year: month.year,
    month: month.month,
    corporationCode: employer?.corporationCode ?? null,
    corporationName: employer?.corporationName ?? null,
    employers: payMonth.employers.map(employerRef),
    amSalaryD: employer?.lastTerms?.dailyWage ?? 0,
    days: daysOfMonth(month).map((date, i) => {
      const day = employer?.days[i];
      return {
        date: toYyyymmdd(date),
        workingTime: decimalHours(day?.pay ? day.workedMinutes : 0),
        wage: day?.pay ?? 0,
        unpaid: day?.unpaid ?? [],
        paidHoliday: day?.components.some((part) => part.kind === 'publicHoliday') ?? false,
        recordedBySite: day?.recordedBySite ?? false,
      };
    }),
    weeklyHolidays: (employer?.weeks ?? []).map((week) => ({ start: toYyyymmdd(week.start), end: toYyyymmdd(week.end), wage: week.component.amount })),
  };
}

/**
 * The days of a worker's month from an employer (GET /pay/daily): the one asked for, else the home
 * project's, else the first worked for; a month without work answers zeros. Undefined: an employer
 * asked for that the worker did not work for in the month.
 */
export async function dailySettlement(
  db: Db,
  worker: UserRow,
  month: YearMonth,
  now: Date,
  corporationCode?: string,
): Promise<DailySettlement | undefined> {
  const payMonth = await loadPayMonth(db, worker, month, now);
  const employer = chooseEmployer(payMonth.employers, corporationCode, payMonth.homeCorporation);
  if (corporationCode !== undefined && !employer) return undefined;
  return buildDailySettlement(payMonth, employer);
}

/**
 * One employer's months of a year with pay (GET /pay/yearly): the one asked for, else the home
 * project's, else the first with pay in the year. Undefined: an employer asked for that paid nothing
 * in the year.
 */
export async function yearlyPay(db: Db, worker: UserRow, year: number, now: Date, corporationCode?: string): Promise<YearlyPay | undefined> {
  const today = seoulDateOf(now);
  const context = await loadPayContext(db, worker);
  const months: PayMonth[] = [];
  for (let month = 1; month <= 12 && compareMonths({ year, month }, today) <= 0; month += 1) {
    months.push(await loadPayMonth(db, worker, { year, month }, now, context));
  }
  const yearEmployers = new Map<string, Employer>();
  for (const payMonth of months) for (const employer of payMonth.employers.filter(hasPay)) yearEmployers.set(employer.corporationCode, employerRef(employer));
  const employers = [...yearEmployers.values()].sort((a, b) => compareKorean(a.corporationName, b.corporationName));
  const chosen = chooseEmployer(employers, corporationCode, context.homeCorporation);
  if (corporationCode !== undefined && !chosen) return undefined;
  const issued = await issuedOfYear(db, worker.id, year);
  return {
    year,
    corporationCode: chosen?.corporationCode ?? null,
    corporationName: chosen?.corporationName ?? null,
    employers,
    months: months.flatMap((payMonth) => {
      const employer = payMonth.employers.find((candidate) => candidate.corporationCode === chosen?.corporationCode);
      const live = employer && buildPayStatement(worker, payMonth.month, employer, payMonth.employers);
      if (!live) return [];
      const { ctWork, amCost, amGonjae, amPay, payDate } = issuedOf(issued, payMonth.month, live.corporationCode) ?? live;
      return [{ month: payMonth.month.month, payDate, ctWork, amCost, amGonjae, amPay }];
    }),
  };
}
