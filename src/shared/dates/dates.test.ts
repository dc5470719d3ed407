import { ensureTemporal } from './ensure-temporal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dateInSeoul,
  SEOUL_TIME_ZONE,
  addWeeks,
  formatDateWithWeekday,
  formatHoursSuffix,
  formatWeekRange,
  parseYyyymmdd,
  splitHoursMinutes,
  timeOfDayInSeoul,
  toYyyymmdd,
  todayInSeoul,
  weekOf,
  weekOfMonth,
  weekdayShort,
} from './dates';

const day = (text: string) => Temporal.PlainDate.from(text);
const instant = (text: string) => Temporal.Instant.from(text);
const iso = (dates: Temporal.PlainDate[]) => dates.map((d) => d.toString());

/** Runs the tests of a block with the process in `zone`, and checks that the zone really took effect. */
function inProcessTimeZone(zone: string, expectedJanuaryOffsetMinutes: number) {
  const saved = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
    // getTimezoneOffset is minutes *behind* UTC: Los Angeles in January is +480.
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(expectedJanuaryOffsetMinutes);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}

describe('ensureTemporal', () => {
  it('leaves a global Temporal in place once it has run', async () => {
    await ensureTemporal();
    expect(typeof globalThis.Temporal.PlainDate.from).toBe('function');
  });
});

describe('weekOf', () => {
  it('spans Sunday to Saturday with the seven days in order', () => {
    const week = weekOf(day('2026-11-25')); // a Wednesday
    expect(week.start.toString()).toBe('2026-11-22');
    expect(week.start.dayOfWeek).toBe(7);
    expect(week.end.toString()).toBe('2026-11-28');
    expect(week.end.dayOfWeek).toBe(6);
    expect(iso(week.days)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('starts on the date itself when the date is a Sunday and ends on it when it is a Saturday', () => {
    expect(weekOf(day('2026-11-22')).start.toString()).toBe('2026-11-22');
    expect(weekOf(day('2026-11-28')).end.toString()).toBe('2026-11-28');
    expect(weekOf(day('2026-11-28')).start.toString()).toBe('2026-11-22');
  });

  it('crosses a month end', () => {
    const week = weekOf(day('2026-12-01'));
    expect(formatWeekRange(week)).toBe('11.29 ~ 12.05');
    expect(iso(week.days)).toContain('2026-11-30');
  });

  it('crosses a year end', () => {
    const week = weekOf(day('2026-12-31'));
    expect(week.start.toString()).toBe('2026-12-27');
    expect(week.end.toString()).toBe('2027-01-02');
    expect(formatWeekRange(week)).toBe('12.27 ~ 01.02');
    expect(formatWeekRange(weekOf(day('2027-01-01')))).toBe('12.27 ~ 01.02');
  });

  it('crosses a leap day', () => {
    expect(formatWeekRange(weekOf(day('2028-03-01')))).toBe('02.27 ~ 03.04');
    expect(iso(weekOf(day('2028-03-01')).days)).toContain('2028-02-29');
  });
});

describe('addWeeks', () => {
  it('moves by seven days forwards and backwards, across month and year ends', () => {
    expect(addWeeks(day('2026-12-27'), 1).toString()).toBe('2027-01-03');
    expect(addWeeks(day('2027-01-03'), -1).toString()).toBe('2026-12-27');
    expect(addWeeks(day('2026-11-25'), 2).toString()).toBe('2026-12-09');
    expect(addWeeks(day('2026-11-25'), 0).toString()).toBe('2026-11-25');
  });

  it('keeps the week aligned on Sunday when moving the start of a week', () => {
    const next = weekOf(addWeeks(weekOf(day('2026-12-31')).start, 1));
    expect(formatWeekRange(next)).toBe('01.03 ~ 01.09');
  });
});

describe('weekOfMonth', () => {
  it('counts rows of a month that starts on Sunday (November 2026)', () => {
    expect(day('2026-11-01').dayOfWeek).toBe(7);
    expect(weekOfMonth(day('2026-11-01'))).toBe(1);
    expect(weekOfMonth(day('2026-11-07'))).toBe(1);
    expect(weekOfMonth(day('2026-11-08'))).toBe(2);
    expect(weekOfMonth(day('2026-11-22'))).toBe(4);
    expect(weekOfMonth(day('2026-11-30'))).toBe(5);
  });

  it('counts rows of a month that starts on Saturday (August 2026): the 2nd is already week 2', () => {
    expect(day('2026-08-01').dayOfWeek).toBe(6);
    expect(weekOfMonth(day('2026-08-01'))).toBe(1);
    expect(weekOfMonth(day('2026-08-02'))).toBe(2);
    expect(weekOfMonth(day('2026-08-08'))).toBe(2);
    expect(weekOfMonth(day('2026-08-09'))).toBe(3);
    // 31 days from a Saturday fill six rows.
    expect(weekOfMonth(day('2026-08-31'))).toBe(6);
  });

  it('counts the last day of a February that fits four rows exactly (February 2026)', () => {
    expect(day('2026-02-01').dayOfWeek).toBe(7);
    expect(weekOfMonth(day('2026-02-28'))).toBe(4);
  });

  it('uses the date’s own month even when its week began in the previous month', () => {
    // 2026-12-31 sits in the week 12.27 ~ 01.02; 2027-01-01 is in week 1 of January, not week 5 of December.
    expect(weekOfMonth(day('2026-12-31'))).toBe(5);
    expect(weekOfMonth(day('2027-01-01'))).toBe(1);
    expect(weekOfMonth(day('2027-01-02'))).toBe(1);
    expect(weekOfMonth(day('2027-01-03'))).toBe(2);
  });
});

describe('todayInSeoul', () => {
  it('uses Seoul midnight as the day boundary (Seoul is UTC+9 all year)', () => {
    expect(todayInSeoul(instant('2026-11-21T14:59:59Z')).toString()).toBe('2026-11-21');
    expect(todayInSeoul(instant('2026-11-21T15:00:00Z')).toString()).toBe('2026-11-22');
    expect(todayInSeoul(instant('2026-11-21T15:30:00Z')).toString()).toBe('2026-11-22');
  });

  it('reads the current instant when none is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T15:00:00Z'));
      expect(todayInSeoul().toString()).toBe('2027-01-01');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('with the process in UTC', () => {
    inProcessTimeZone('UTC', 0);

    it('gives the Seoul day, not the UTC day', () => {
      expect(todayInSeoul(instant('2026-11-21T15:30:00Z')).toString()).toBe('2026-11-22');
      expect(todayInSeoul(instant('2026-12-31T20:00:00Z')).toString()).toBe('2027-01-01');
    });
  });

  describe('with the process in America/Los_Angeles', () => {
    inProcessTimeZone('America/Los_Angeles', 480);

    it('gives the Seoul day, not the Los Angeles day', () => {
      // 07:30 on the 21st in Los Angeles is 00:30 on the 22nd in Seoul.
      expect(todayInSeoul(instant('2026-11-21T15:30:00Z')).toString()).toBe('2026-11-22');
      expect(new Date('2026-11-21T15:30:00Z').getDate()).toBe(21);
    });

    it('is not moved by the Los Angeles daylight-saving change nights', () => {
      // Los Angeles falls back on 2026-11-01 at 09:00Z and springs forward on 2026-03-08 at 10:00Z.
      for (const [from, hours] of [
        ['2026-10-31T12:00:00Z', 48],
        ['2026-03-07T12:00:00Z', 48],
      ] as const) {
        let t = instant(from);
        for (let step = 0; step < hours * 4; step += 1) {
          // Seoul has no DST: its date is always the UTC date of t + 9 h.
          const expected = t.add({ hours: 9 }).toString().slice(0, 10);
          expect(todayInSeoul(t).toString()).toBe(expected);
          t = t.add({ minutes: 15 });
        }
      }
    });

    it('formats times of day in Seoul across the fall-back hour that Los Angeles lives twice', () => {
      expect(timeOfDayInSeoul('2026-11-01T08:30:00Z')).toBe('17:30'); // 01:30 PDT
      expect(timeOfDayInSeoul('2026-11-01T09:30:00Z')).toBe('18:30'); // 01:30 PST
    });
  });
});

describe('toYyyymmdd and parseYyyymmdd', () => {
  it('writes zero-padded eight digits', () => {
    expect(toYyyymmdd(day('2026-01-05'))).toBe('20260105');
    expect(toYyyymmdd(day('2026-11-22'))).toBe('20261122');
  });

  it('round-trips every day of a leap year', () => {
    let d = day('2028-01-01');
    while (d.year === 2028) {
      const text = toYyyymmdd(d);
      expect(parseYyyymmdd(text)?.equals(d)).toBe(true);
      d = d.add({ days: 1 });
    }
  });

  it('reads a valid day', () => {
    expect(parseYyyymmdd('20261122')?.toString()).toBe('2026-11-22');
    expect(parseYyyymmdd('20280229')?.toString()).toBe('2028-02-29');
  });

  it('rejects days that do not exist instead of rolling them over', () => {
    expect(parseYyyymmdd('20260230')).toBeNull();
    expect(parseYyyymmdd('20260229')).toBeNull();
    expect(parseYyyymmdd('20261301')).toBeNull();
    expect(parseYyyymmdd('20260001')).toBeNull();
    expect(parseYyyymmdd('20261100')).toBeNull();
    expect(parseYyyymmdd('20261131')).toBeNull();
  });

  it('rejects text that is not exactly eight digits', () => {
    for (const text of ['', '2026112', '202611220', '2026-11-22', '2026112a', ' 20261122', '２０２６１１２２']) {
      expect(parseYyyymmdd(text)).toBeNull();
    }
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

describe('timeOfDayInSeoul', () => {
  it('gives HH:MM in Seoul for a timestamp in any offset', () => {
    expect(timeOfDayInSeoul('2026-11-22T08:05:00+09:00')).toBe('08:05');
    expect(timeOfDayInSeoul('2026-11-21T23:05:00Z')).toBe('08:05');
    expect(timeOfDayInSeoul('2026-11-21T15:05:59.999-08:00')).toBe('08:05');
    expect(timeOfDayInSeoul('2026-11-22T17:30:00+09:00[Asia/Seoul]')).toBe('17:30');
  });

  it('gives null for the API’s no-time text', () => {
    expect(timeOfDayInSeoul('-')).toBeNull();
  });

  it('gives null for empty, unparsable or offset-less text', () => {
    for (const text of ['', '  ', 'soon', '2026-11-22', '2026-11-22T08:05:00', '25:00', '2026-13-01T00:00:00Z']) {
      expect(timeOfDayInSeoul(text)).toBeNull();
    }
  });

  describe('with the process in UTC', () => {
    inProcessTimeZone('UTC', 0);

    it('still answers in Seoul time', () => {
      expect(timeOfDayInSeoul('2026-11-21T23:05:00Z')).toBe('08:05');
    });
  });
});

describe('SEOUL_TIME_ZONE', () => {
  it('is the IANA name of Seoul', () => {
    expect(SEOUL_TIME_ZONE).toBe('Asia/Seoul');
  });
});

describe('dateInSeoul', () => {
  it('gives the Seoul day of a timestamp, which may be the next day in UTC terms', () => {
    expect(dateInSeoul('2026-11-21T15:30:00Z')).toBe('2026.11.22');
    expect(dateInSeoul('2026-11-21T23:59:00+09:00')).toBe('2026.11.21');
  });

  it('is null for text that is not a timestamp', () => {
    expect(dateInSeoul('-')).toBeNull();
    expect(dateInSeoul('2026-11-21')).toBeNull();
  });
});
