/**
 * Properties of pay over generated months of work (fast-check): whatever the shifts, premiums never
 * lower pay, a worker's statement from one employer does not change when work for another employer
 * is added to the month, and the daily settlement (the days and the weekly holidays) sums to the
 * statement's lines and gross.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttendanceEventType } from '../../db/schema.ts';
import { startOfSeoulDay } from '#contract/seoul-time.ts';
import { buildShifts, type AttendanceEvent } from '../work/work-days.ts';
import type { PayTerms } from './pay-terms.ts';
import { priceEmployerDays } from './pricing.ts';
import { payLines, priceEmployers, weeksAround } from './service.ts';

const OCTOBER = { year: 2026, month: 10 };
const DATES = weeksAround(OCTOBER);
const AFTER = new Date('2026-11-20T10:00:00+09:00');
const SITES = new Map([
  ['P1001', { corporationCode: 'K001', corporationName: '한빛건설(주)', nonTaxablePremiums: false }],
  ['P2001', { corporationCode: 'K002', corporationName: '대성토건(주)', nonTaxablePremiums: false }],
]);

const termsArbitrary = (corporationCode: string, projectName: string) =>
  fc.record({
    dailyWage: fc.integer({ min: 10_000, max: 40_000 }).map((tens) => tens * 10),
    workStart: fc.constantFrom('07:00', '08:00', '09:00'),
    hours: fc.constantFrom(6, 8),
    premiumsApply: fc.boolean(),
    weeklyPaidHoliday: fc.boolean(),
    kind: fc.constantFrom('continuing' as const, 'oneDay' as const),
    // Full time, and part time (under 40 contracted hours a week).
    workDays: fc.constantFrom([1, 2, 3, 4, 5], [4, 5], [1, 2, 3]),
    validFrom: fc.constantFrom('2026-01-01', '2026-10-07', '2026-10-19'),
    validTo: fc.constantFrom(null, '2026-10-24', '2026-12-31'),
  }).map(({ workStart, hours, ...rest }): PayTerms => {
    const start = Number(workStart.slice(0, 2));
    return {
      ...rest,
      contractId: `${corporationCode}-contract`,
      corporationCode,
      corporationName: corporationCode === 'K001' ? '한빛건설(주)' : '대성토건(주)',
      projectCode: projectName,
      projectName,
      jobTitle: '보통인부',
      workStart,
      workEnd: `${String(start + hours + 1).padStart(2, '0')}:00`,
      breakStart: '12:00',
      breakEnd: '13:00',
      weeklyHoliday: 0,
      payDay: 10,
    };
  });

interface GeneratedShift {
  day: number;
  start: number;
  length: number;
  lunch: boolean;
  open: boolean;
}

/** Shifts on distinct days of the weeks around October: a start up to 16:00, a length up to 26 hours, maybe a lunch, maybe no end. */
const shiftsArbitrary = (days: number[]) =>
  fc.uniqueArray(
    fc.record({
      day: fc.constantFrom(...days),
      start: fc.integer({ min: 0, max: 16 * 60 }),
      length: fc.oneof(fc.integer({ min: 0, max: 14 * 60 }), fc.integer({ min: 0, max: 26 * 60 })),
      lunch: fc.boolean(),
      open: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
    }),
    { selector: (shift) => shift.day, maxLength: 30 },
  );

function eventsOf(shifts: readonly GeneratedShift[], projectCode: string): AttendanceEvent[] {
  return shifts.flatMap((shift) => {
    const date = DATES[shift.day];
    if (!date) return [];
    const start = startOfSeoulDay(date).epochMilliseconds + shift.start * 60_000;
    const at = (minutes: number, type: AttendanceEventType): AttendanceEvent => ({ type, occurredAt: new Date(start + minutes * 60_000), projectCode });
    const events = [at(0, 'BeginWork')];
    if (shift.lunch && shift.length > 120) events.push(at(60, 'BeginLunch'), at(90, 'EndLunch'));
    if (!shift.open) events.push(at(shift.length, 'EndWork'));
    return events;
  });
}

const dayNumbers = DATES.map((_, i) => i);
/**
 * A shift ends at most 42 hours after its day began, so shifts two days apart never overlap (one
 * person is at one site at a time): one employer's on days 0, 4, 8…, the other's on days 2, 6, 10….
 */
const ownDays = dayNumbers.filter((i) => i % 4 === 0);
const otherDays = dayNumbers.filter((i) => i % 4 === 2);

const RUNS = { numRuns: 150 };

describe('pay properties', () => {
  it('premiums never lower pay, on any day', () => {
    fc.assert(
      fc.property(termsArbitrary('K001', '판교'), shiftsArbitrary(dayNumbers), (terms, shifts) => {
        const shifted = buildShifts(eventsOf(shifts, 'P1001'));
        const withPremiums = priceEmployerDays(shifted, [{ ...terms, premiumsApply: true }], 'K001', DATES, AFTER);
        const without = priceEmployerDays(shifted, [{ ...terms, premiumsApply: false }], 'K001', DATES, AFTER);
        withPremiums.days.forEach((day, i) => expect(day.pay).toBeGreaterThanOrEqual(without.days[i]?.pay ?? 0));
      }),
      RUNS,
    );
  });

  it("work for a second employer never changes the first employer's statement", () => {
    fc.assert(
      fc.property(
        termsArbitrary('K001', '판교'),
        termsArbitrary('K002', '송도'),
        shiftsArbitrary(ownDays),
        shiftsArbitrary(otherDays),
        (first, second, own, other) => {
          const alone = priceEmployers(buildShifts(eventsOf(own, 'P1001')), SITES, [first, second], DATES, OCTOBER, AFTER);
          const mixed = priceEmployers(buildShifts([...eventsOf(own, 'P1001'), ...eventsOf(other, 'P2001')]), SITES, [first, second], DATES, OCTOBER, AFTER);
          expect(mixed.find((employer) => employer.corporationCode === 'K001')).toEqual(alone.find((employer) => employer.corporationCode === 'K001'));
        },
      ),
      RUNS,
    );
  });

  it('the days and weekly holidays of the settlement sum to the statement lines, to the won', () => {
    fc.assert(
      fc.property(termsArbitrary('K001', '판교'), shiftsArbitrary(dayNumbers), (terms, shifts) => {
        for (const employer of priceEmployers(buildShifts(eventsOf(shifts, 'P1001')), SITES, [terms], DATES, OCTOBER, AFTER)) {
          const settlement = employer.days.reduce((sum, day) => sum + day.pay, 0) + employer.weeks.reduce((sum, week) => sum + week.component.amount, 0);
          expect(payLines(employer).reduce((sum, line) => sum + line.amount, 0)).toBe(settlement);
          for (const day of employer.days) expect(Number.isSafeInteger(day.pay) && day.pay >= 0).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
