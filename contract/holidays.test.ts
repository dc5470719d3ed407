// Runs in plain Node (the 'contract' vitest project), which lacks Temporal.
import 'temporal-polyfill/global';
import { describe, expect, it } from 'vitest';
import { businessDayOnOrBefore, isBusinessDay, knowsHolidaysOf, publicHolidayNames } from './holidays.ts';

const day = (text: string) => Temporal.PlainDate.from(text);

describe('public holidays and business days', () => {
  it('knows the official holidays, substitute holidays included', () => {
    expect(publicHolidayNames(day('2026-10-09'))).toEqual(['한글날']);
    expect(publicHolidayNames(day('2026-10-08'))).toBeNull();
    expect(publicHolidayNames(day('2026-03-02'))?.[0]).toMatch(/대체공휴일/);
    expect(knowsHolidaysOf(2026)).toBe(true);
    expect(knowsHolidaysOf(1999)).toBe(false);
  });

  it('moves a day off to the last business day before it (docs/pay-rules.md: September 2026 is paid on Thursday 10-08)', () => {
    expect(isBusinessDay(day('2026-10-10'))).toBe(false);
    expect(businessDayOnOrBefore(day('2026-10-10')).toString()).toBe('2026-10-08');
    expect(businessDayOnOrBefore(day('2026-11-10')).toString()).toBe('2026-11-10');
    // 2027-01-10 is a Sunday.
    expect(businessDayOnOrBefore(day('2027-01-10')).toString()).toBe('2027-01-08');
  });

  it('counts only weekends in a year whose list is not published', () => {
    expect(isBusinessDay(day('2099-01-01'))).toBe(true);
    expect(businessDayOnOrBefore(day('2099-01-04')).toString()).toBe('2099-01-02');
  });
});
