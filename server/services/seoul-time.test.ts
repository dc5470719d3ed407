import { describe, expect, it } from 'vitest';
import { dayKey, formatSeoulIso, isValidCalendarDate, seoulDateOf, startOfSeoulDay, weekOf } from './seoul-time.ts';

describe('seoul-time', () => {
  it('formats instants with the +09:00 offset', () => {
    expect(formatSeoulIso(new Date('2026-11-19T22:58:00Z'))).toBe('2026-11-20T07:58:00+09:00');
  });

  it('puts 23:30 UTC on the next Seoul day', () => {
    expect(seoulDateOf(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('starts a Seoul day at 15:00 UTC of the day before', () => {
    expect(startOfSeoulDay({ year: 2026, month: 11, day: 20 }).toISOString()).toBe('2026-11-19T15:00:00.000Z');
  });

  it('gives the Sunday..Saturday week holding a date, across a month end', () => {
    expect(weekOf({ year: 2026, month: 12, day: 2 }).map(dayKey)).toEqual([
      '20261129', '20261130', '20261201', '20261202', '20261203', '20261204', '20261205',
    ]);
  });

  it('gives the same week when the date is the Sunday or the Saturday', () => {
    const fromSunday = weekOf({ year: 2026, month: 11, day: 15 }).map(dayKey);
    expect(weekOf({ year: 2026, month: 11, day: 21 }).map(dayKey)).toEqual(fromSunday);
    expect(fromSunday[0]).toBe('20261115');
  });

  it('rejects dates that do not exist', () => {
    expect(isValidCalendarDate({ year: 2026, month: 2, day: 29 })).toBe(false);
    expect(isValidCalendarDate({ year: 2028, month: 2, day: 29 })).toBe(true);
    expect(isValidCalendarDate({ year: 2026, month: 4, day: 31 })).toBe(false);
  });
});
