// Runs in plain Node (the 'contract' vitest project), which has no Temporal of its own: the polyfill is
// loaded here as the server's entry loads it.
import 'temporal-polyfill/global';
import { describe, expect, it, vi } from 'vitest';
import { inProcessTimeZone } from './testing/process-time-zone.ts';
import { addWeeks, formatSeoulIso, formatSeoulIsoMillis, parseInstant, SEOUL_TIME_ZONE, seoulDateOf, seoulDayKey, startOfSeoulDay, startOfSeoulDayAsDate, timeOfDayInSeoul, todayInSeoul, toYyyymmdd, weekOf, weekOfMonth } from './seoul-time.ts';
import { addMonths, compareMonths, dateFromParts, dateInSeoul, daysOfMonth, firstDayOf, formatYearMonth, parseIsoDate, parseYearMonth, parseYyyymmdd } from './seoul-calendar.ts';

const day = (text: string) => Temporal.PlainDate.from(text);
const instant = (text: string) => Temporal.Instant.from(text);
const iso = (dates: Temporal.PlainDate[]) => dates.map((d) => d.toString());
/** 'MM.DD ~ MM.DD' of a week, to read the cases at a glance. */
const range = (week: { start: Temporal.PlainDate; end: Temporal.PlainDate }) =>
  [week.start, week.end].map((d) => d.toString().slice(5).replace('-', '.')).join(' ~ ');


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
    expect(range(week)).toBe('11.29 ~ 12.05');
    expect(iso(week.days)).toContain('2026-11-30');
  });

  it('crosses a year end', () => {
    const week = weekOf(day('2026-12-31'));
    expect(week.start.toString()).toBe('2026-12-27');
    expect(week.end.toString()).toBe('2027-01-02');
    expect(range(week)).toBe('12.27 ~ 01.02');
    expect(range(weekOf(day('2027-01-01')))).toBe('12.27 ~ 01.02');
  });

  it('crosses a leap day', () => {
    expect(range(weekOf(day('2028-03-01')))).toBe('02.27 ~ 03.04');
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
    expect(range(next)).toBe('01.03 ~ 01.09');
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

describe('seoulDateOf and startOfSeoulDay', () => {
  it('puts 23:30 UTC on the next Seoul day, for a Date and for an Instant', () => {
    expect(seoulDateOf(new Date('2026-12-31T23:30:00Z')).toString()).toBe('2027-01-01');
    expect(seoulDateOf(instant('2026-12-31T14:59:59.999Z')).toString()).toBe('2026-12-31');
    expect(seoulDayKey(new Date('2026-12-31T15:00:00Z'))).toBe('20270101');
  });

  it('starts a Seoul day at 15:00 UTC of the day before', () => {
    expect(startOfSeoulDay(day('2026-11-20')).toString()).toBe('2026-11-19T15:00:00Z');
    expect(startOfSeoulDayAsDate(day('2026-11-20')).toISOString()).toBe('2026-11-19T15:00:00.000Z');
    expect(startOfSeoulDayAsDate(day('2027-01-01')).toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  describe('with the process in America/Los_Angeles', () => {
    inProcessTimeZone('America/Los_Angeles', 480);

    it('is not moved by the process time zone', () => {
      expect(seoulDateOf(new Date('2026-11-01T09:30:00Z')).toString()).toBe('2026-11-01');
      expect(startOfSeoulDayAsDate(day('2026-11-01')).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    });
  });
});

describe('the remembered Seoul days', () => {
  it('answer the same as a fresh conversion, for a Date and an Instant of the same millisecond, past the memory limit', () => {
    const start = Date.UTC(2026, 10, 1, 14, 0, 0, 0);
    // 10,000 instants 7 min 13 s apart (about 50 days): the memory fills and is emptied twice.
    for (let i = 0; i < 10_000; i += 1) {
      const ms = start + i * 433_000;
      const fresh = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO('Asia/Seoul').toPlainDate();
      expect(seoulDateOf(new Date(ms)).equals(fresh)).toBe(true);
      expect(seoulDayKey(Temporal.Instant.fromEpochMilliseconds(ms))).toBe(toYyyymmdd(fresh));
    }
  });

  it('write the same text as Temporal itself, minute by minute, on ordinary days and across a change of offset', () => {
    // Seoul last changed its offset in 1987-88 (summer time, +10:00): that day is written by Temporal.
    for (const from of ['2026-11-19T14:00:00.123Z', '1987-05-09T14:00:00.456Z', '1987-10-10T14:00:00.789Z']) {
      let t = instant(from);
      for (let step = 0; step < 3 * 24 * 60; step += 7) {
        const own = t.toZonedDateTimeISO('Asia/Seoul');
        const at = new Date(t.epochMilliseconds);
        expect(formatSeoulIso(at)).toBe(own.toString({ timeZoneName: 'never', fractionalSecondDigits: 0 }));
        expect(formatSeoulIsoMillis(at)).toBe(own.toString({ timeZoneName: 'never', fractionalSecondDigits: 3 }));
        expect(seoulDayKey(at)).toBe(toYyyymmdd(own.toPlainDate()));
        t = t.add({ minutes: 7 });
      }
    }
    expect(formatSeoulIso(new Date('1987-05-10T12:00:00Z'))).toBe('1987-05-10T22:00:00+10:00');
  });

  it('keep the last millisecond of a Seoul day on that day and the next one on the next', () => {
    const midnight = startOfSeoulDay(day('2026-11-22')).epochMilliseconds;
    expect(seoulDayKey(new Date(midnight - 1))).toBe('20261121');
    expect(seoulDayKey(new Date(midnight))).toBe('20261122');
    expect(seoulDayKey(instant('2026-11-21T14:59:59.999999999Z'))).toBe('20261121');
  });
});

describe('formatSeoulIso and formatSeoulIsoMillis', () => {
  it('formats instants with the +09:00 offset, seconds truncated', () => {
    expect(formatSeoulIso(new Date('2026-11-19T22:58:00Z'))).toBe('2026-11-20T07:58:00+09:00');
    expect(formatSeoulIso(new Date('2026-11-19T22:58:59.999Z'))).toBe('2026-11-20T07:58:59+09:00');
    expect(formatSeoulIso(instant('2026-12-31T15:00:00Z'))).toBe('2027-01-01T00:00:00+09:00');
  });

  it('keeps exactly three digits of milliseconds', () => {
    expect(formatSeoulIsoMillis(new Date('2026-11-19T22:58:00Z'))).toBe('2026-11-20T07:58:00.000+09:00');
    expect(formatSeoulIsoMillis(new Date('2026-11-19T22:58:00.5Z'))).toBe('2026-11-20T07:58:00.500+09:00');
    expect(formatSeoulIsoMillis(instant('2026-11-19T22:58:00.123456Z'))).toBe('2026-11-20T07:58:00.123+09:00');
  });

  it('writes what the API wrote before Temporal: the UTC text of the instant 9 hours on, with +09:00', () => {
    // The server's answers (and the phones reading them) depend on these bytes. Every quarter hour and
    // odd millisecond over a span of years, written both ways.
    let t = Date.UTC(1990, 0, 1, 0, 0, 0, 7);
    const end = Date.UTC(2040, 0, 1);
    const nine = Temporal.Duration.from({ hours: 9 }).total({ unit: 'milliseconds' });
    while (t < end) {
      const shifted = new Date(t + nine).toISOString();
      expect(formatSeoulIso(new Date(t))).toBe(`${shifted.slice(0, 19)}+09:00`);
      expect(formatSeoulIsoMillis(new Date(t))).toBe(`${shifted.slice(0, 23)}+09:00`);
      t += 7_919_993_111; // about 92 days, a prime number of ms so times of day and days wander
    }
  });

  it('round-trips through parseInstant', () => {
    const at = new Date('2026-11-19T22:58:00.123Z');
    expect(parseInstant(formatSeoulIsoMillis(at))?.epochMilliseconds).toBe(at.getTime());
    expect(parseInstant('-')).toBeNull();
  });
});

describe('daysOfMonth, firstDayOf, addMonths and compareMonths', () => {
  it('lists every day of a month, leap Februaries included', () => {
    expect(daysOfMonth({ year: 2026, month: 11 }).map(toYyyymmdd)).toHaveLength(30);
    expect(daysOfMonth({ year: 2026, month: 2 }).at(-1)?.toString()).toBe('2026-02-28');
    expect(daysOfMonth({ year: 2028, month: 2 }).at(-1)?.toString()).toBe('2028-02-29');
    expect(daysOfMonth(Temporal.PlainYearMonth.from('2026-12'))[0]?.toString()).toBe('2026-12-01');
    expect(firstDayOf({ year: 2027, month: 1 }).toString()).toBe('2027-01-01');
  });

  it('gives a new array each time, so a caller changing its copy changes no other', () => {
    const first = daysOfMonth({ year: 2026, month: 10 });
    first.pop();
    first.reverse();
    const again = daysOfMonth({ year: 2026, month: 10 });
    expect(again).toHaveLength(31);
    expect(again[0]?.toString()).toBe('2026-10-01');
  });

  it('moves months across year ends both ways', () => {
    expect(formatYearMonth(addMonths({ year: 2026, month: 12 }, 1))).toBe('2027-01');
    expect(formatYearMonth(addMonths({ year: 2027, month: 1 }, -1))).toBe('2026-12');
    expect(formatYearMonth(addMonths({ year: 2026, month: 11 }, -14))).toBe('2025-09');
  });

  it('compares months of months and dates alike', () => {
    expect(compareMonths({ year: 2026, month: 11 }, day('2026-11-30'))).toBe(0);
    expect(compareMonths({ year: 2026, month: 12 }, day('2026-11-30'))).toBeGreaterThan(0);
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBeLessThan(0);
  });
});

describe('dateFromParts and parseIsoDate', () => {
  it('rejects dates that do not exist', () => {
    expect(dateFromParts(2026, 2, 29)).toBeNull();
    expect(dateFromParts(2028, 2, 29)?.toString()).toBe('2028-02-29');
    expect(dateFromParts(2026, 4, 31)).toBeNull();
    expect(dateFromParts(2026, 13, 1)).toBeNull();
    expect(dateFromParts(2026, 1, 1.5)).toBeNull();
    expect(dateFromParts(Number.NaN, 1, 1)).toBeNull();
  });

  it('reads exactly yyyy-mm-dd and throws on anything else', () => {
    expect(parseIsoDate('1990-03-15').toString()).toBe('1990-03-15');
    for (const text of ['1990-3-15', '19900315', '1990-02-30', '1990-03-15T00:00:00', ' 1990-03-15']) {
      expect(() => parseIsoDate(text)).toThrow(RangeError);
    }
  });
});

describe('parseYearMonth and formatYearMonth', () => {
  it('round-trips yyyy-mm and rejects anything else', () => {
    expect(formatYearMonth(parseYearMonth('2026-11') ?? { year: 0, month: 0 })).toBe('2026-11');
    for (const text of [undefined, '', '2026-13', '2026-1', '202611', '2026-11-01']) {
      expect(parseYearMonth(text)).toBeNull();
    }
  });
});

describe('Temporal arithmetic the server leans on', () => {
  it('keeps the day when moving by months or years, or takes the last day of a shorter month', () => {
    // The seed's first day (today − 4 months) and an account's retention end (today + 5 years).
    expect(day('2026-07-31').subtract({ months: 4 }).toString()).toBe('2026-03-31');
    expect(day('2026-06-30').subtract({ months: 4 }).toString()).toBe('2026-02-28');
    expect(day('2028-02-29').add({ years: 5 }).toString()).toBe('2033-02-28');
    expect(day('2028-02-29').add({ years: 4 }).toString()).toBe('2032-02-29');
  });

  it('counts the days between two dates', () => {
    expect(day('2026-07-20').until(day('2026-11-20')).days).toBe(123);
  });
});
