import { describe, expect, it } from 'vitest';
import type { AttendanceEventType } from '../../db/schema.ts';
import { buildShifts, type AttendanceEvent } from '../work/work-days.ts';
import { computeMonthlyPay, paymentIncomeTax } from './payroll.ts';
import { ratesFor } from './payroll-rates.ts';
import { contractedMinutes } from '#contract/contract-terms.ts';
import { termsForDay, termsOn, type PayTerms } from './pay-terms.ts';
import { priceDay, priceEmployerDays, subtractIntervals, type PricedDay } from './pricing.ts';
import { payLines, priceEmployers, weeksAround } from './service.ts';

/** docs/pay-rules.md's worked week: 200,000 won for 8 h, 08:00–17:00 with a 12:00–13:00 break, Mon–Fri, Sunday off. */
const DEMO_TERMS: PayTerms = {
  contractId: 'c1',
  corporationCode: 'K001',
  corporationName: '한빛건설(주)',
  projectCode: 'P1001',
  projectName: '판교 물류센터 신축공사',
  jobTitle: '철근공',
  dailyWage: 200_000,
  validFrom: '2026-01-01',
  validTo: null,
  workStart: '08:00',
  workEnd: '17:00',
  breakStart: '12:00',
  breakEnd: '13:00',
  workDays: [1, 2, 3, 4, 5],
  weeklyHoliday: 0,
  premiumsApply: true,
  weeklyPaidHoliday: true,
  payDay: 10,
  kind: 'continuing',
};

function at(seoul: string, type: AttendanceEventType): AttendanceEvent {
  return { type, occurredAt: new Date(`${seoul.replace(' ', 'T')}:00+09:00`), projectCode: 'P1001' };
}

/** A shift on a day: 'HH:MM-HH:MM' (an end before the start is the next day), optional break pairs. */
function shift(day: string, span: string, breaks: [AttendanceEventType, string, string][] = []): AttendanceEvent[] {
  const [from = '', to = ''] = span.split('-');
  const endDay = to <= from ? Temporal.PlainDate.from(day).add({ days: 1 }).toString() : day;
  return [
    at(`${day} ${from}`, 'BeginWork'),
    ...breaks.flatMap(([begin, b1, b2]) => {
      const end = begin === 'BeginLunch' ? 'EndLunch' : 'EndDinner';
      return [at(`${b1 < from ? endDay : day} ${b1}`, begin), at(`${b2 < from ? endDay : day} ${b2}`, end)];
    }),
    at(`${endDay} ${to}`, 'EndWork'),
  ];
}

const week = (sunday: string) => Array.from({ length: 7 }, (_, i) => Temporal.PlainDate.from(sunday).add({ days: i }));
const LUNCH: [AttendanceEventType, string, string] = ['BeginLunch', '12:00', '13:00'];

const WORKED_WEEK = [
  ...shift('2026-10-11', '08:00-17:00', [LUNCH]),
  ...shift('2026-10-12', '07:00-19:00', [LUNCH]),
  ...shift('2026-10-13', '08:00-17:00'),
  ...shift('2026-10-14', '18:00-03:00', [['BeginDinner', '21:00', '22:00']]),
  ...shift('2026-10-15', '08:00-12:00'),
  ...shift('2026-10-16', '08:00-17:00', [LUNCH]),
  ...shift('2026-10-17', '08:00-17:00', [LUNCH]),
];
const AFTER_THE_WEEK = new Date('2026-10-20T09:00:00+09:00');

function price(events: AttendanceEvent[], terms: PayTerms = DEMO_TERMS, dates = week('2026-10-11'), now = AFTER_THE_WEEK) {
  return priceEmployerDays(buildShifts(events), [terms], terms.corporationCode, dates, now);
}

const summary = (day: PricedDay) => ({ worked: day.workedMinutes / 60, pay: day.pay, parts: day.components.map((part) => `${part.kind} ${part.minutes / 60}h ${part.amount}`) });

describe("docs/pay-rules.md's worked week (Sun 2026-10-11 to Sat 2026-10-17)", () => {
  const { days, weeks } = price(WORKED_WEEK);

  it('prices each day to the won', () => {
    expect(days.map(summary)).toEqual([
      { worked: 8, pay: 300_000, parts: ['holiday 8h 300000'] },
      { worked: 11, pay: 312_500, parts: ['base 8h 200000', 'overtime 3h 112500'] },
      { worked: 8, pay: 200_000, parts: ['base 8h 200000'] },
      { worked: 8, pay: 262_500, parts: ['base 8h 200000', 'night 5h 62500'] },
      { worked: 4, pay: 100_000, parts: ['partial 4h 100000'] },
      { worked: 8, pay: 200_000, parts: ['base 8h 200000'] },
      { worked: 8, pay: 250_000, parts: ['base 8h 200000', 'weeklyOvertime 4h 50000'] },
    ]);
  });

  it('adds the weekly paid holiday for Mon–Fri attended, and the week totals 1,825,000 with 18,210 income tax', () => {
    expect(weeks.map((w) => [w.start.toString(), w.end.toString(), w.component.amount])).toEqual([['2026-10-11', '2026-10-17', 200_000]]);
    const dayPays = [...days.filter((day) => day.pay > 0).map((day) => day.pay), ...weeks.map((w) => w.component.amount)];
    expect(dayPays.reduce((a, b) => a + b, 0)).toBe(1_825_000);
    expect(paymentIncomeTax(dayPays, ratesFor(2026, 10))).toBe(18_210);
    expect(computeMonthlyPay({ dayPays, workDays: 7, birthDate: { year: 1985, month: 3, day: 14 }, firstHired: { year: 2026, month: 1, day: 1 }, month: { year: 2026, month: 10 } })).toMatchObject({
      amCost: 1_825_000,
      amSoduk: 18_210,
      amJumin: 1_820,
    });
  });

  it('pays no weekly holiday when a contracted day was missed, and none before the week is over', () => {
    const withoutFriday = WORKED_WEEK.filter((event) => !event.occurredAt.toISOString().startsWith('2026-10-16'));
    expect(price(withoutFriday).weeks).toEqual([]);
    expect(price(WORKED_WEEK, DEMO_TERMS, week('2026-10-11'), new Date('2026-10-17T18:00:00+09:00')).weeks).toEqual([]);
  });

  it('pays no weekly holiday when the contract ends with the week, or began within it, or says none', () => {
    expect(price(WORKED_WEEK, { ...DEMO_TERMS, validTo: '2026-10-17' }).weeks).toEqual([]);
    expect(price(WORKED_WEEK, { ...DEMO_TERMS, validFrom: '2026-10-12' }).weeks).toEqual([]);
    expect(price(WORKED_WEEK, { ...DEMO_TERMS, weeklyPaidHoliday: false }).weeks).toEqual([]);
  });

  it('without premiums (under 5 employees) pays worked time at the plain rate: Sunday a day, overtime at 100 %', () => {
    const plain = price(WORKED_WEEK, { ...DEMO_TERMS, premiumsApply: false }).days.map((day) => day.pay);
    expect(plain).toEqual([200_000, 275_000, 200_000, 200_000, 100_000, 200_000, 200_000]);
  });
});

describe('priceDay', () => {
  it('pays holiday work beyond 8 hours at 200 %, with night premium on top, and leaves it out of the week', () => {
    const { components, weekMinutes } = priceDay(DEMO_TERMS, 10 * 60, 60, true, 0);
    expect(components.map((part) => [part.kind, part.minutes, part.amount])).toEqual([
      ['holiday', 480, 300_000],
      ['holidayOver8', 120, 100_000],
      ['night', 60, 12_500],
    ]);
    expect(weekMinutes).toBe(0);
  });

  it("truncates a day's pay to the won once, not each part apart: Sun 2026-01-04 08:00–23:02 pays 614,583, not 614,582", () => {
    // 15 h 02 min less the scheduled hour: 842 minutes of holiday work, 62 of them at night.
    const { days } = price(shift('2026-01-04', '08:00-23:02'), DEMO_TERMS, week('2026-01-04'), new Date('2026-01-12T09:00:00+09:00'));
    const sunday = days[0];
    expect(sunday && summary(sunday)).toEqual({ worked: 842 / 60, pay: 614_583, parts: ['holiday 8h 300000', `holidayOver8 ${362 / 60}h 301666`, `night ${62 / 60}h 12916`] });
  });

  it('truncates odd minutes to the won: 7 h 59 min of 200,000 for 8 h', () => {
    // 200,000 × 479 / 480 = 199,583.33 → 199,583.
    expect(priceDay(DEMO_TERMS, 479, 0, false, 0).components.map((part) => [part.kind, part.amount])).toEqual([['partial', 199_583]]);
  });

  it('pays minutes between a shorter full-time contract and 8 hours at 100 %, only beyond 8 hours at 150 %', () => {
    // 7 h 30 min on six days: 45 hours a week, so not part time.
    const shorter = { ...DEMO_TERMS, workEnd: '16:30', dailyWage: 187_500, workDays: [1, 2, 3, 4, 5, 6] };
    expect(contractedMinutes(shorter)).toBe(450);
    expect(priceDay(shorter, 540, 0, false, 0).components.map((part) => [part.kind, part.minutes, part.amount])).toEqual([
      ['base', 450, 187_500],
      ['extra', 30, 12_500],
      ['overtime', 60, 37_500],
    ]);
  });

  it('pays a part-timer every minute beyond the contracted day at 150 %, under 8 hours too (기간제법 §6 ③)', () => {
    // 6 hours on five days: 30 hours a week.
    const sixHours = { ...DEMO_TERMS, workEnd: '15:00', dailyWage: 150_000 };
    expect(priceDay(sixHours, 540, 0, false, 0).components.map((part) => [part.kind, part.minutes, part.amount])).toEqual([
      ['base', 360, 150_000],
      ['overtime', 180, 112_500],
    ]);
    // Without premiums (under 5 employees) the rule does not apply: 100 % up to 8 hours.
    expect(priceDay({ ...sixHours, premiumsApply: false }, 540, 0, false, 0).components.map((part) => [part.kind, part.minutes, part.amount])).toEqual([
      ['base', 360, 150_000],
      ['extra', 120, 50_000],
      ['overtime', 60, 25_000],
    ]);
  });
});

/** docs/pay-rules.md's part-time example: Thu–Fri, 210,000 won for 8 h (hourly 26,250), like 서도윤 at 한빛. */
const THU_FRI: PayTerms = { ...DEMO_TERMS, dailyWage: 210_000, workDays: [4, 5] };

describe('part-time overtime (contracted week under 40 hours)', () => {
  it('pays Saturday 17:00–19:14, past the contracted 16 hours of the week, at 150 %: 87,937 won', () => {
    const events = [...shift('2026-11-26', '08:00-17:00', [LUNCH]), ...shift('2026-11-27', '08:00-17:00', [LUNCH]), ...shift('2026-11-28', '17:00-19:14')];
    const { days } = price(events, THU_FRI, week('2026-11-22'), new Date('2026-11-30T09:00:00+09:00'));
    expect(days.map(summary).slice(4)).toEqual([
      { worked: 8, pay: 210_000, parts: ['base 8h 210000'] },
      { worked: 8, pay: 210_000, parts: ['base 8h 210000'] },
      { worked: 134 / 60, pay: 87_937, parts: [`partial ${134 / 60}h 58625`, `partTimeWeekly ${134 / 60}h 29312`] },
    ]);
  });

  it('pays the +50 % once: an hour beyond the contracted day is not beyond the week again', () => {
    // Thursday 10 hours (2 beyond the day), Friday 8: the week's 16 contracted hours are not passed by Friday.
    const events = [...shift('2026-11-26', '07:00-19:00', [LUNCH, ['BeginDinner', '17:00', '18:00']]), ...shift('2026-11-27', '08:00-17:00', [LUNCH])];
    const { days } = price(events, THU_FRI, week('2026-11-22'), new Date('2026-11-30T09:00:00+09:00'));
    expect(days.map(summary).slice(4, 6)).toEqual([
      { worked: 10, pay: 288_750, parts: ['base 8h 210000', 'overtime 2h 78750'] },
      { worked: 8, pay: 210_000, parts: ['base 8h 210000'] },
    ]);
  });
});

/** The 추석 week of docs/pay-rules.md: Sun 2026-09-20 to Sat 09-26, public holidays Thu 09-24, Fri 09-25, Sat 09-26. */
const HOLIDAY_WEEK = [
  ...shift('2026-09-21', '08:00-17:00', [LUNCH]),
  ...shift('2026-09-22', '08:00-17:00', [LUNCH]),
  ...shift('2026-09-23', '08:00-17:00', [LUNCH]),
  ...shift('2026-09-25', '08:00-17:00', [LUNCH]),
];
const AFTER_CHUSEOK = new Date('2026-09-28T09:00:00+09:00');

describe("docs/pay-rules.md's holiday week (추석, Sun 2026-09-20 to Sat 2026-09-26)", () => {
  it('pays a public holiday on a contracted day worked or not, the holiday premium on top when worked, and nothing on a day off', () => {
    const { days, weeks } = price(HOLIDAY_WEEK, DEMO_TERMS, week('2026-09-20'), AFTER_CHUSEOK);
    expect(days.map(summary)).toEqual([
      { worked: 0, pay: 0, parts: [] },
      { worked: 8, pay: 200_000, parts: ['base 8h 200000'] },
      { worked: 8, pay: 200_000, parts: ['base 8h 200000'] },
      { worked: 8, pay: 200_000, parts: ['base 8h 200000'] },
      { worked: 0, pay: 200_000, parts: ['publicHoliday 8h 200000'] },
      { worked: 8, pay: 500_000, parts: ['publicHoliday 8h 200000', 'holiday 8h 300000'] },
      { worked: 0, pay: 0, parts: [] },
    ]);
    expect(weeks.map((w) => w.component.amount)).toEqual([200_000]);
    const dayPays = [...days.filter((day) => day.pay > 0).map((day) => day.pay), ...weeks.map((w) => w.component.amount)];
    expect(dayPays.reduce((a, b) => a + b, 0)).toBe(1_500_000);
    expect(computeMonthlyPay({ dayPays, workDays: 4, birthDate: { year: 1985, month: 3, day: 14 }, firstHired: { year: 2026, month: 1, day: 1 }, month: { year: 2026, month: 9 } })).toMatchObject({
      amCost: 1_500_000,
      amSoduk: 16_200,
      amJumin: 1_620,
    });
  });

  it('pays a public holiday only once it has come', () => {
    const { days } = price(HOLIDAY_WEEK.slice(0, 12), DEMO_TERMS, week('2026-09-20'), new Date('2026-09-23T18:00:00+09:00'));
    expect(days.map((day) => day.pay)).toEqual([0, 200_000, 200_000, 200_000, 0, 0, 0]);
  });

  it('pays no public holiday without premiums (under 5 employees), outside the contract, or under a one-day contract', () => {
    const pays = (terms: PayTerms) => price(HOLIDAY_WEEK, terms, week('2026-09-20'), AFTER_CHUSEOK).days.map((day) => day.pay);
    expect(pays({ ...DEMO_TERMS, premiumsApply: false })).toEqual([0, 200_000, 200_000, 200_000, 0, 200_000, 0]);
    expect(pays({ ...DEMO_TERMS, validTo: '2026-09-23' })).toEqual([0, 200_000, 200_000, 200_000, 0, 0, 0]);
    // A Mon–Wed contract: Thursday and Friday are not its work days (Friday's work is paid as a day of work, no premium).
    expect(pays({ ...DEMO_TERMS, workDays: [1, 2, 3], dailyWage: 200_000 }).slice(4)).toEqual([0, 300_000, 0]);
  });

  it('under a one-day contract pays work on a holiday as a working day, with no weekly paid holiday', () => {
    const oneDay = { ...DEMO_TERMS, kind: 'oneDay' as const };
    const { days, weeks } = price(HOLIDAY_WEEK, oneDay, week('2026-09-20'), AFTER_CHUSEOK);
    expect(days.map((day) => day.pay)).toEqual([0, 200_000, 200_000, 200_000, 0, 200_000, 0]);
    expect(weeks).toEqual([]);
    const sunday = price(WORKED_WEEK, oneDay).days[0];
    expect(sunday && summary(sunday)).toEqual({ worked: 8, pay: 200_000, parts: ['base 8h 200000'] });
  });
});

/** A contract made in 2025 at exactly that year's minimum wage: 80,240 won for 8 h (10,030 an hour), same hours and days as the demo. */
const MIN_2025: PayTerms = { ...DEMO_TERMS, contractId: 'min2025', dailyWage: 80_240, validFrom: '2025-01-01' };

/** Sun 2025-12-28 to Sat 2026-01-03: Mon–Wed in 2025, 신정 on Thu 01-01 (not worked), Fri 01-02 worked; then a 4-hour Tuesday and an 11-hour Wednesday. */
const NEW_YEAR = [
  ...shift('2025-12-29', '08:00-17:00', [LUNCH]),
  ...shift('2025-12-30', '08:00-17:00', [LUNCH]),
  ...shift('2025-12-31', '08:00-17:00', [LUNCH]),
  ...shift('2026-01-02', '08:00-17:00', [LUNCH]),
  ...shift('2026-01-06', '08:00-12:00'),
  ...shift('2026-01-07', '07:00-19:00', [LUNCH]),
];
const AFTER_NEW_YEAR = new Date('2026-01-12T09:00:00+09:00');

describe('the minimum wage of the day\'s year (최저임금법 §6): a 2025 contract at the 2025 minimum, worked into 2026', () => {
  const { days, weeks } = price(NEW_YEAR, MIN_2025, [...week('2025-12-28'), ...week('2026-01-04')], AFTER_NEW_YEAR);

  it('pays 80,240 for a full day in December 2025 and 82,560 (8 h × 10,320) in January 2026, the paid public holiday too', () => {
    expect(days.slice(0, 7).map(summary)).toEqual([
      { worked: 0, pay: 0, parts: [] },
      { worked: 8, pay: 80_240, parts: ['base 8h 80240'] },
      { worked: 8, pay: 80_240, parts: ['base 8h 80240'] },
      { worked: 8, pay: 80_240, parts: ['base 8h 80240'] },
      { worked: 0, pay: 82_560, parts: ['publicHoliday 8h 82560'] },
      { worked: 8, pay: 82_560, parts: ['base 8h 82560'] },
      { worked: 0, pay: 0, parts: [] },
    ]);
  });

  it("pays the week across the new year's weekly paid holiday at its Saturday's minimum: 82,560", () => {
    expect(weeks.map((w) => [w.start.toString(), w.end.toString(), w.component.amount])).toEqual([['2025-12-28', '2026-01-03', 82_560]]);
  });

  it('pays a 4-hour day in 2026 4 × 10,320 = 41,280, and overtime at the raised hourly wage: 3 × 15,480 on top of 82,560', () => {
    expect(days.slice(9, 11).map(summary)).toEqual([
      { worked: 4, pay: 41_280, parts: ['partial 4h 41280'] },
      { worked: 11, pay: 129_000, parts: ['base 8h 82560', 'overtime 3h 46440'] },
    ]);
  });

  it('prints the statement lines at the raised rates, each multiplying out as printed; December keeps the contract\'s', () => {
    const sites = new Map([['P1001', { corporationCode: 'K001', corporationName: '한빛건설(주)', nonTaxablePremiums: false }]]);
    const linesOf = (month: { year: number; month: number }) => {
      const [employer] = priceEmployers(buildShifts(NEW_YEAR), sites, [MIN_2025], weeksAround(month), month, AFTER_NEW_YEAR);
      return { lines: employer ? payLines(employer) : [], dailyWage: employer?.lastTerms?.dailyWage };
    };
    expect(linesOf({ year: 2025, month: 12 })).toEqual({
      // 성탄절 (Thu 2025-12-25) is a paid public holiday at 2025's wage.
      lines: [
        { kind: 'base', days: 3, minutes: 3 * 480, percent: 100, rate: 80_240, amount: 240_720 },
        { kind: 'publicHoliday', days: 1, minutes: 480, percent: 100, rate: 80_240, amount: 80_240 },
      ],
      dailyWage: 80_240,
    });
    const january = linesOf({ year: 2026, month: 1 });
    expect(january).toEqual({
      lines: [
        { kind: 'base', days: 2, minutes: 2 * 480, percent: 100, rate: 82_560, amount: 165_120 },
        { kind: 'partial', days: 1, minutes: 240, percent: 100, rate: 10_320, amount: 41_280 },
        { kind: 'overtime', days: 1, minutes: 180, percent: 150, rate: 15_480, amount: 46_440 },
        { kind: 'publicHoliday', days: 1, minutes: 480, percent: 100, rate: 82_560, amount: 82_560 },
        { kind: 'weeklyHoliday', days: 1, minutes: 480, percent: 100, rate: 10_320, amount: 82_560 },
      ],
      dailyWage: 82_560,
    });
    for (const line of january.lines) {
      expect(line.amount).toBe(line.kind === 'base' || line.kind === 'publicHoliday' ? line.rate * line.days : (line.minutes * line.rate) / 60);
    }
  });

  it('leaves a contract at or above the minimum as it is, and raises a 2024 one at the 2024 minimum in 2025', () => {
    const jan = Temporal.PlainDate.from('2026-01-02');
    expect(termsForDay(DEMO_TERMS, jan)).toBe(DEMO_TERMS);
    expect(termsForDay({ ...MIN_2025, dailyWage: 82_560 }, jan).dailyWage).toBe(82_560);
    expect(termsForDay(MIN_2025, Temporal.PlainDate.from('2025-12-31'))).toBe(MIN_2025);
    expect(termsForDay(MIN_2025, jan).dailyWage).toBe(82_560);
    // 6 hours on five days at the 2024 minimum (9,860 × 6 = 59,160), in 2025: 10,030 × 6 = 60,180.
    const sixHours2024 = { ...DEMO_TERMS, workEnd: '15:00', dailyWage: 59_160 };
    expect(termsForDay(sixHours2024, Temporal.PlainDate.from('2025-03-04')).dailyWage).toBe(60_180);
    expect(priceDay(termsForDay(sixHours2024, Temporal.PlainDate.from('2025-03-04')), 360, 0, false, 0).components.map((part) => part.amount)).toEqual([60_180]);
  });
});

describe('shifts that are not paid', () => {
  const days = (events: AttendanceEvent[], now = AFTER_THE_WEEK) => price(events, DEMO_TERMS, week('2026-10-11'), now).days;

  it('a zero-length shift, an open one, one over 24 hours, and one outside every contract are listed, never paid', () => {
    const events = [
      at('2026-10-12 08:00', 'BeginWork'),
      at('2026-10-12 08:00', 'EndWork'),
      at('2026-10-13 08:00', 'BeginWork'),
      at('2026-10-14 09:00', 'EndWork'),
      at('2026-10-15 08:00', 'BeginWork'),
    ];
    const priced = days(events);
    expect(priced.map((day) => [day.pay, day.unpaid])).toEqual([
      [0, []],
      [0, ['zeroLength']],
      [0, ['overlong']],
      [0, []],
      [0, ['noEnd']],
      [0, []],
      [0, []],
    ]);
    expect(days(events, new Date('2026-10-15T18:00:00+09:00'))[4]?.unpaid).toEqual(['inProgress']);
    const outside = price(shift('2026-10-12', '08:00-17:00'), { ...DEMO_TERMS, validFrom: '2026-10-13' }).days[1];
    expect(outside).toMatchObject({ pay: 0, unpaid: ['noContract'] });
  });

  it('pays an overnight shift on the day it began, and a day with a completed shift beside a stray open one', () => {
    const priced = days([
      at('2026-10-13 18:00', 'BeginWork'),
      at('2026-10-14 03:00', 'EndWork'),
      at('2026-10-15 07:00', 'BeginWork'),
      at('2026-10-15 11:00', 'EndWork'),
      at('2026-10-15 13:00', 'BeginWork'),
    ]);
    expect(priced.slice(2, 5).map((day) => [day.workedMinutes, day.nightMinutes, day.unpaid])).toEqual([
      [540, 300, []],
      [0, 0, []],
      [240, 0, ['noEnd']],
    ]);
  });

  it('counts a night shift closed by the next morning\'s BeginWork as without an end, not in progress', () => {
    const events = [at('2026-10-13 20:00', 'BeginWork'), at('2026-10-14 07:00', 'BeginWork')];
    const priced = days(events, new Date('2026-10-14T08:00:00+09:00'));
    expect(priced.slice(2, 4).map((day) => day.unpaid)).toEqual([['noEnd'], ['inProgress']]);
  });

  it('takes the scheduled break out only where it lies inside the shift', () => {
    expect(days(shift('2026-10-12', '12:30-17:00'))[1]?.workedMinutes).toBe(240);
    expect(days(shift('2026-10-12', '13:00-17:00'))[1]?.workedMinutes).toBe(240);
  });
});

describe('termsOn', () => {
  it('prices each day by the contract in force that day: a new contract replaces the old from its first day', () => {
    const old = { ...DEMO_TERMS, contractId: 'old', validFrom: '2026-01-01' };
    const raise = { ...DEMO_TERMS, contractId: 'new', validFrom: '2026-10-14', dailyWage: 220_000 };
    const other = { ...DEMO_TERMS, contractId: 'other', corporationCode: 'K002', validFrom: '2026-10-01' };
    const contracts = [old, raise, other];
    expect(termsOn(contracts, 'K001', '2026-10-13')?.contractId).toBe('old');
    expect(termsOn(contracts, 'K001', '2026-10-14')?.contractId).toBe('new');
    expect(termsOn(contracts, 'K002', '2026-10-13')?.contractId).toBe('other');
    expect(termsOn(contracts, 'K002', '2026-09-30')).toBeUndefined();
  });
});

describe('subtractIntervals', () => {
  it('cuts spans out of spans', () => {
    const d = (hh: number) => new Date(Date.UTC(2026, 0, 1, hh));
    expect(subtractIntervals([{ start: d(8), end: d(17) }], [{ start: d(12), end: d(13) }, { start: d(16), end: d(18) }])).toEqual([
      { start: d(8), end: d(12) },
      { start: d(13), end: d(16) },
    ]);
  });
});
