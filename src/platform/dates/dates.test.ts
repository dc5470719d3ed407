import { ensureTemporal } from './ensure-temporal';
import { describe, expect, it, vi } from 'vitest';
import { inProcessTimeZone } from '#contract/testing/process-time-zone.ts';
import { weekOf } from '#contract/seoul-time.ts';
import { LANGUAGE_CODES } from '#contract/languages.ts';
import { formatDateWithWeekday, formatHoursSuffix, formatWeekRange, nameOfMonth, splitHoursMinutes, weekdayShort } from './dates';

const day = (text: string) => Temporal.PlainDate.from(text);


describe('ensureTemporal', () => {
  it('leaves a global Temporal in place once it has run', async () => {
    await ensureTemporal();
    expect(typeof globalThis.Temporal.PlainDate.from).toBe('function');
  });
});

describe('formatDateWithWeekday', () => {
  it('writes the Korean date line with the weekday in parentheses', () => {
    expect(formatDateWithWeekday(day('2026-11-22'), 'ko')).toBe('2026년 11월 22일 (일)');
    expect(formatDateWithWeekday(day('2027-01-01'), 'ko')).toBe('2027년 1월 1일 (금)');
  });

  it('writes the English date line with short weekday and month names', () => {
    expect(formatDateWithWeekday(day('2026-11-22'), 'en')).toBe('Sun, Nov 22, 2026');
    expect(formatDateWithWeekday(day('2027-01-01'), 'en')).toBe('Fri, Jan 1, 2027');
  });

  it('writes the Chinese and Vietnamese date lines in their locales\' own patterns', () => {
    expect(formatDateWithWeekday(day('2026-11-22'), 'zh-Hans')).toBe('2026年11月22日周日');
    expect(formatDateWithWeekday(day('2026-11-22'), 'vi')).toBe('CN, 22 tháng 11, 2026');
    expect(weekdayShort(day('2026-11-23'), 'zh-Hans')).toBe('周一');
    expect(weekdayShort(day('2026-11-23'), 'vi')).toBe('Thứ 2');
  });

  it('writes every day of three years in every language as Intl does, names and lines (they are written out, decision 071)', () => {
    const utc = (date: Temporal.PlainDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));
    for (const locale of LANGUAGE_CODES) {
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
      const enMonth = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
      const line = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
      for (let date = day('2026-01-01'); date.year < 2029; date = date.add({ days: 1 })) {
        const at = utc(date);
        expect(weekdayShort(date, locale), `${locale} ${date.toString()}`).toBe(weekday.format(at));
        expect(nameOfMonth(date, locale), `${locale} ${date.toString()}`).toBe(month.format(at));
        const expected =
          locale === 'ko'
            ? `${date.year}년 ${date.month}월 ${date.day}일 (${weekday.format(at)})`
            : locale === 'en'
              ? `${weekday.format(at)}, ${enMonth.format(at)} ${date.day}, ${date.year}`
              : line.format(at);
        expect(formatDateWithWeekday(date, locale), `${locale} ${date.toString()}`).toBe(expected);
      }
    }
  });

  describe('with the process in America/Los_Angeles', () => {
    inProcessTimeZone('America/Los_Angeles', 480);

    it('does not shift the calendar day to the previous one', async () => {
      // A fresh copy of the module, so that no formatter built under another zone is reused.
      vi.resetModules();
      const fresh = await import('./dates');
      expect(fresh.formatDateWithWeekday(day('2026-11-22'), 'ko')).toBe('2026년 11월 22일 (일)');
      expect(fresh.formatDateWithWeekday(day('2026-11-22'), 'en')).toBe('Sun, Nov 22, 2026');
      expect(fresh.weekdayShort(day('2026-11-22'), 'en')).toBe('Sun');
    });
  });
});

describe('weekdayShort', () => {
  it('names the days of a week from Sunday in Korean and English', () => {
    const days = weekOf(day('2026-11-25')).days;
    expect(days.map((d) => weekdayShort(d, 'ko'))).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(days.map((d) => weekdayShort(d, 'en'))).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});

describe('splitHoursMinutes', () => {
  it('splits decimal hours into hours and minutes', () => {
    expect(splitHoursMinutes(8.5)).toEqual({ hours: 8, minutes: 30 });
    expect(splitHoursMinutes(8)).toEqual({ hours: 8, minutes: 0 });
    expect(splitHoursMinutes(0.25)).toEqual({ hours: 0, minutes: 15 });
    expect(splitHoursMinutes(10.75)).toEqual({ hours: 10, minutes: 45 });
  });

  it('rounds to the nearest minute and carries 60 minutes into the hour', () => {
    expect(splitHoursMinutes(7.999)).toEqual({ hours: 8, minutes: 0 });
    expect(splitHoursMinutes(7.991)).toEqual({ hours: 7, minutes: 59 });
    expect(splitHoursMinutes(1 / 3)).toEqual({ hours: 0, minutes: 20 });
    expect(splitHoursMinutes(8.0083)).toEqual({ hours: 8, minutes: 0 });
    expect(splitHoursMinutes(8.0084)).toEqual({ hours: 8, minutes: 1 });
  });

  it('gives zero for zero, negative, NaN and infinite input', () => {
    for (const value of [0, -1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(splitHoursMinutes(value)).toEqual({ hours: 0, minutes: 0 });
    }
  });
});

describe('formatHoursSuffix', () => {
  it('writes whole hours without a decimal and halves with one', () => {
    expect(formatHoursSuffix(8)).toBe('8H');
    expect(formatHoursSuffix(7.5)).toBe('7.5H');
    expect(formatHoursSuffix(0)).toBe('0H');
  });

  it('keeps at most one decimal and drops a trailing .0 after rounding', () => {
    expect(formatHoursSuffix(7.25)).toBe('7.3H');
    expect(formatHoursSuffix(7.999)).toBe('8H');
    expect(formatHoursSuffix(8.04)).toBe('8H');
    expect(formatHoursSuffix(0.333)).toBe('0.3H');
  });

  it('shows 0H for negative or non-numeric hours', () => {
    expect(formatHoursSuffix(-2)).toBe('0H');
    expect(formatHoursSuffix(Number.NaN)).toBe('0H');
  });
});

describe('formatWeekRange', () => {
  it('writes zero-padded MM.DD ~ MM.DD, across month and year ends', () => {
    expect(formatWeekRange(weekOf(day('2026-11-25')))).toBe('11.22 ~ 11.28');
    expect(formatWeekRange(weekOf(day('2026-12-01')))).toBe('11.29 ~ 12.05');
    expect(formatWeekRange(weekOf(day('2027-01-01')))).toBe('12.27 ~ 01.02');
  });
});
