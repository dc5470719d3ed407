/**
 * Pay answers for screen tests, typed by the contract (GET /pay/statement, /pay/daily, /pay/yearly):
 * a month's statement whose lines sum to its wages and whose deductions sum to its total, a month's
 * daily settlement, a year of months.
 */
import type { DailySettlement, Employer, PayLine, PayStatement, YearlyPay } from '#contract/api-pay.ts';
import { toYyyymmdd } from '#contract/seoul-time.ts';
import { daysOfMonth } from '#contract/seoul-calendar.ts';

export const DAESEONG: Employer = { corporationCode: 'K002', corporationName: '대성토건(주)' };
export const HANBIT: Employer = { corporationCode: 'K001', corporationName: '한빛건설(주)' };

/** Five days at 200,000, two hours of overtime, an hour of night work, two weekly paid holidays. */
export const PAY_LINES: PayLine[] = [
  { kind: 'base', days: 5, minutes: 2400, percent: 100, rate: 200_000, amount: 1_000_000 },
  { kind: 'overtime', days: 1, minutes: 120, percent: 150, rate: 37_500, amount: 75_000 },
  { kind: 'night', days: 1, minutes: 60, percent: 50, rate: 12_500, amount: 12_500 },
  { kind: 'weeklyHoliday', days: 2, minutes: 480, percent: 100, rate: 25_000, amount: 200_000 },
];

/**
 * A month's statement from `employer` (the first of `employers`, by default alone): the totals are
 * computed from `lines` and the deductions, so they always add up as the server's do.
 */
export function statementAnswer(
  yearMonth: string,
  options: { employer?: Employer; employers?: Employer[]; lines?: PayLine[]; ctWork?: number } & Partial<Pick<PayStatement, 'unpaid' | 'issue' | 'payDate' | 'projectName' | 'amNonTaxable'>> = {},
): PayStatement {
  const month = Temporal.PlainYearMonth.from(yearMonth);
  const employer = options.employer ?? DAESEONG;
  const lines = options.lines ?? PAY_LINES;
  const deductions = { amSoduk: 10_000, amJumin: 1_000, amKookmin: 57_930, amMedicare: 45_640, amSilver: 5_910, amGoyong: 11_580, amEtc: 0 };
  const amCost = lines.reduce((sum, line) => sum + line.amount, 0);
  const amGonjae = Object.values(deductions).reduce((sum, amount) => sum + amount, 0);
  return {
    year: month.year,
    month: month.month,
    payDate: options.payDate ?? month.add({ months: 1 }).toPlainDate({ day: 10 }).toString(),
    workerName: '김민준',
    workerBirthDate: '1985-03-14',
    corporationCode: employer.corporationCode,
    corporationName: employer.corporationName,
    projectName: options.projectName ?? '송도 아파트 3단지 신축공사',
    employers: options.employers ?? [employer],
    amSalaryD: 200_000,
    amNonTaxable: options.amNonTaxable ?? 0,
    ctWork: options.ctWork ?? 5,
    hours: { regular: 2400, overtime: 120, night: 60, holiday: 0 },
    lines,
    unpaid: options.unpaid ?? [],
    amCost,
    ...deductions,
    amGonjae,
    amPay: amCost - amGonjae,
    issue: options.issue ?? null,
  };
}

/** A month's daily settlement: every day of the month, paid (`wage` and hours) where `paid` says, else nothing. */
export function dailyAnswer(
  yearMonth: string,
  paid: Record<string, { hours: number; wage: number; unpaid?: DailySettlement['days'][number]['unpaid']; paidHoliday?: boolean; recordedBySite?: boolean }>,
  options: { employer?: Employer; employers?: Employer[]; weeklyHolidays?: DailySettlement['weeklyHolidays'] } = {},
): DailySettlement {
  const month = Temporal.PlainYearMonth.from(yearMonth);
  const employer = options.employer ?? DAESEONG;
  return {
    year: month.year,
    month: month.month,
    corporationCode: employer.corporationCode,
    corporationName: employer.corporationName,
    employers: options.employers ?? [employer],
    amSalaryD: 200_000,
    days: daysOfMonth(month).map((date) => {
      const key = toYyyymmdd(date);
      const day = paid[key];
      return {
        date: key,
        workingTime: day?.hours ?? 0,
        wage: day?.wage ?? 0,
        unpaid: day?.unpaid ?? [],
        paidHoliday: day?.paidHoliday ?? false,
        recordedBySite: day?.recordedBySite ?? false,
      };
    }),
    weeklyHolidays: options.weeklyHolidays ?? [],
  };
}

/** A year of one employer's months (oldest first). */
export function yearlyAnswer(year: number, months: YearlyPay['months'], options: { employer?: Employer; employers?: Employer[] } = {}): YearlyPay {
  const employer = options.employer ?? DAESEONG;
  return { year, corporationCode: employer.corporationCode, corporationName: employer.corporationName, employers: options.employers ?? [employer], months };
}
