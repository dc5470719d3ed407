import { describe, expect, it } from 'vitest';
import { NO_TIME } from '#contract/api-contract.ts';
import type { AttendanceEventType } from '../../db/schema.ts';
import { buildShifts, deriveWorkDays, toDecimalHours, type AttendanceEvent } from './work-days.ts';

/** An event at a Seoul wall-clock time, e.g. at('2026-11-20 07:58', 'BeginWork'). */
function at(seoul: string, type: AttendanceEventType): AttendanceEvent {
  return { type, occurredAt: new Date(`${seoul.replace(' ', 'T')}:00+09:00`) };
}

/** Long after every event of these tests: no shift is open any more. */
const LATER = new Date('2027-01-01T00:00:00+09:00');

describe('deriveWorkDays', () => {
  it('reports an empty day as no start, no end and 0 hours', () => {
    expect(deriveWorkDays([], ['20261120'], LATER)).toEqual([
      { date: '20261120', workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null },
    ]);
  });

  it('reports a day from its BeginWork and EndWork as Seoul timestamps', () => {
    const events = [at('2026-11-20 07:58', 'BeginWork'), at('2026-11-20 12:58', 'EndWork')];
    expect(deriveWorkDays(events, ['20261120'], LATER)).toEqual([
      { date: '20261120', workStartTime: '2026-11-20T07:58:00+09:00', workEndTime: '2026-11-20T12:58:00+09:00', workingTime: 5, open: null },
    ]);
  });

  it('subtracts lunch and dinner breaks from the worked hours', () => {
    const events = [
      at('2026-11-20 07:00', 'BeginWork'),
      at('2026-11-20 12:00', 'BeginLunch'),
      at('2026-11-20 13:00', 'EndLunch'),
      at('2026-11-20 18:00', 'BeginDinner'),
      at('2026-11-20 18:30', 'EndDinner'),
      at('2026-11-20 20:20', 'EndWork'),
    ];
    // 13 h 20 min − 1 h − 30 min = 11 h 50 min
    expect(deriveWorkDays(events, ['20261120'], LATER)[0]?.workingTime).toBe(11.83);
  });

  it('does not deduct a break whose end was never recorded', () => {
    const events = [at('2026-11-20 07:00', 'BeginWork'), at('2026-11-20 12:00', 'BeginLunch'), at('2026-11-20 17:00', 'EndWork')];
    expect(deriveWorkDays(events, ['20261120'], LATER)[0]?.workingTime).toBe(10);
  });

  it('puts a shift that passes midnight on the day it began', () => {
    const events = [
      at('2026-11-20 18:00', 'BeginWork'),
      at('2026-11-20 22:00', 'BeginDinner'),
      at('2026-11-20 22:30', 'EndDinner'),
      at('2026-11-21 03:15', 'EndWork'),
    ];
    expect(deriveWorkDays(events, ['20261120', '20261121'], LATER)).toEqual([
      { date: '20261120', workStartTime: '2026-11-20T18:00:00+09:00', workEndTime: '2026-11-21T03:15:00+09:00', workingTime: 8.75, open: null },
      { date: '20261121', workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null },
    ]);
  });

  it('reports a shift without EndWork with no end and 0 hours, and does not let the next day close it', () => {
    const events = [
      at('2026-11-19 07:00', 'BeginWork'),
      at('2026-11-19 12:00', 'BeginLunch'),
      at('2026-11-19 13:00', 'EndLunch'),
      at('2026-11-20 07:05', 'BeginWork'),
      at('2026-11-20 16:05', 'EndWork'),
    ];
    expect(deriveWorkDays(events, ['20261119', '20261120'], LATER)).toEqual([
      { date: '20261119', workStartTime: '2026-11-19T07:00:00+09:00', workEndTime: NO_TIME, workingTime: 0, open: null },
      { date: '20261120', workStartTime: '2026-11-20T07:05:00+09:00', workEndTime: '2026-11-20T16:05:00+09:00', workingTime: 9, open: null },
    ]);
  });

  it('ignores an EndWork more than a day after the start', () => {
    const events = [at('2026-11-18 07:00', 'BeginWork'), at('2026-11-19 17:00', 'EndWork')];
    expect(deriveWorkDays(events, ['20261118'], LATER)[0]).toMatchObject({ workEndTime: NO_TIME, workingTime: 0, open: null });
  });

  it('ignores a duplicate BeginWork punched again the same day', () => {
    const events = [at('2026-11-20 07:00', 'BeginWork'), at('2026-11-20 07:01', 'BeginWork'), at('2026-11-20 15:00', 'EndWork')];
    expect(deriveWorkDays(events, ['20261120'], LATER)[0]).toMatchObject({ workStartTime: '2026-11-20T07:00:00+09:00', workingTime: 8, open: null });
  });

  it('keeps the first EndWork: a repeated EndWork minutes or hours later does not extend the day', () => {
    const events = [
      at('2026-11-20 07:00', 'BeginWork'),
      at('2026-11-20 16:00', 'EndWork'),
      at('2026-11-20 16:03', 'EndWork'),
      at('2026-11-20 18:30', 'EndWork'),
    ];
    expect(buildShifts(events)).toHaveLength(1);
    expect(deriveWorkDays(events, ['20261120'], LATER)).toEqual([
      { date: '20261120', workStartTime: '2026-11-20T07:00:00+09:00', workEndTime: '2026-11-20T16:00:00+09:00', workingTime: 9, open: null },
    ]);
  });

  it('counts a day double-scanned at every punch once, breaks included', () => {
    const events = [
      at('2026-11-20 07:00', 'BeginWork'),
      at('2026-11-20 07:00', 'BeginWork'),
      at('2026-11-20 07:02', 'BeginWork'),
      at('2026-11-20 12:00', 'BeginLunch'),
      at('2026-11-20 12:01', 'BeginLunch'),
      at('2026-11-20 13:00', 'EndLunch'),
      at('2026-11-20 13:02', 'EndLunch'),
      at('2026-11-20 17:00', 'EndWork'),
      at('2026-11-20 17:01', 'EndWork'),
    ];
    expect(buildShifts(events)).toEqual([
      {
        start: new Date('2026-11-20T07:00:00+09:00'),
        end: new Date('2026-11-20T17:00:00+09:00'),
        breakMs: 3_600_000,
        breaks: [{ start: new Date('2026-11-20T12:00:00+09:00'), end: new Date('2026-11-20T13:00:00+09:00') }],
        projectCode: null,
        overlong: false,
        recordedBySite: false,
        awaitingEnd: null,
      },
    ]);
    expect(deriveWorkDays(events, ['20261120'], LATER)[0]?.workingTime).toBe(9);
  });

  it('treats a BeginWork scanned again just after midnight as a duplicate, not a new day', () => {
    const events = [at('2026-11-20 23:58', 'BeginWork'), at('2026-11-21 00:02', 'BeginWork'), at('2026-11-21 08:00', 'EndWork')];
    expect(deriveWorkDays(events, ['20261120', '20261121'], LATER)).toEqual([
      { date: '20261120', workStartTime: '2026-11-20T23:58:00+09:00', workEndTime: '2026-11-21T08:00:00+09:00', workingTime: 8.03, open: null },
      { date: '20261121', workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null },
    ]);
  });

  it('ignores a repeated EndWork after a shift across midnight', () => {
    const events = [at('2026-11-20 18:00', 'BeginWork'), at('2026-11-21 03:00', 'EndWork'), at('2026-11-21 03:02', 'EndWork')];
    expect(deriveWorkDays(events, ['20261120', '20261121'], LATER).map((day) => [day.workEndTime, day.workingTime])).toEqual([
      ['2026-11-21T03:00:00+09:00', 9],
      [NO_TIME, 0],
    ]);
  });

  it('uses Seoul days, not UTC days, for events early in the Seoul morning', () => {
    // 06:30 in Seoul is still the previous day in UTC.
    const events = [at('2026-11-20 06:30', 'BeginWork'), at('2026-11-20 09:30', 'EndWork')];
    expect(deriveWorkDays(events, ['20261119', '20261120'], LATER).map((day) => day.workingTime)).toEqual([0, 3]);
  });

  it('accepts events in any order', () => {
    const events = [at('2026-11-20 17:00', 'EndWork'), at('2026-11-20 08:00', 'BeginWork')];
    expect(buildShifts(events)).toHaveLength(1);
    expect(deriveWorkDays(events, ['20261120'], LATER)[0]?.workingTime).toBe(9);
  });
});

describe('a shift in progress', () => {
  const seoul = (time: string) => new Date(`${time.replace(' ', 'T')}:00+09:00`);
  const iso = (time: string) => `${time.replace(' ', 'T')}:00+09:00`;

  it('is open while it waits for its EndWork: no end, its ended shifts only in the hours, and its start', () => {
    const events = [at('2026-11-20 06:51', 'BeginWork')];
    expect(deriveWorkDays(events, ['20261120'], seoul('2026-11-20 16:05'))).toEqual([
      { date: '20261120', workStartTime: iso('2026-11-20 06:51'), workEndTime: NO_TIME, workingTime: 0, open: { since: iso('2026-11-20 06:51'), breakMinutes: 0, breakSince: null } },
    ]);
  });

  it('gives the breaks recorded so far and the start of a break under way', () => {
    const events = [
      at('2026-11-20 07:00', 'BeginWork'),
      at('2026-11-20 12:00', 'BeginLunch'),
      at('2026-11-20 12:50', 'EndLunch'),
      at('2026-11-20 18:00', 'BeginDinner'),
    ];
    expect(deriveWorkDays(events, ['20261120'], seoul('2026-11-20 18:10'))[0]?.open).toEqual({ since: iso('2026-11-20 07:00'), breakMinutes: 50, breakSince: iso('2026-11-20 18:00') });
    // Once the dinner ends, both count and nothing is under way.
    const ended = [...events, at('2026-11-20 18:30', 'EndDinner')];
    expect(deriveWorkDays(ended, ['20261120'], seoul('2026-11-20 19:00'))[0]?.open).toEqual({ since: iso('2026-11-20 07:00'), breakMinutes: 80, breakSince: null });
  });

  it('takes the latest break under way when an earlier one was never ended', () => {
    const events = [at('2026-11-20 07:00', 'BeginWork'), at('2026-11-20 12:00', 'BeginLunch'), at('2026-11-20 18:00', 'BeginDinner')];
    expect(deriveWorkDays(events, ['20261120'], seoul('2026-11-20 18:05'))[0]?.open).toMatchObject({ breakMinutes: 0, breakSince: iso('2026-11-20 18:00') });
  });

  it('keeps a night shift open on the day it began, the next morning', () => {
    const events = [at('2026-11-19 20:00', 'BeginWork'), at('2026-11-19 23:58', 'BeginWork')];
    expect(deriveWorkDays(events, ['20261119', '20261120'], seoul('2026-11-20 07:00'))).toEqual([
      { date: '20261119', workStartTime: iso('2026-11-19 20:00'), workEndTime: NO_TIME, workingTime: 0, open: { since: iso('2026-11-19 20:00'), breakMinutes: 0, breakSince: null } },
      { date: '20261120', workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null },
    ]);
  });

  it('has no end once its EndWork would no longer be taken, 24 hours after the start', () => {
    const events = [at('2026-11-19 07:00', 'BeginWork')];
    expect(deriveWorkDays(events, ['20261119'], seoul('2026-11-20 07:00'))[0]?.open).toMatchObject({ since: iso('2026-11-19 07:00') });
    expect(deriveWorkDays(events, ['20261119'], seoul('2026-11-20 07:01'))[0]).toMatchObject({ workEndTime: NO_TIME, workingTime: 0, open: null });
  });

  it('has no end once a BeginWork of a later day closed it, even within 24 hours', () => {
    const events = [at('2026-11-19 20:00', 'BeginWork'), at('2026-11-20 07:00', 'BeginWork')];
    const [night, day] = deriveWorkDays(events, ['20261119', '20261120'], seoul('2026-11-20 08:00'));
    expect(night).toMatchObject({ workEndTime: NO_TIME, open: null });
    expect(day?.open).toMatchObject({ since: iso('2026-11-20 07:00') });
  });

  it('is not open when its EndWork came more than 24 hours later (overlong)', () => {
    const events = [at('2026-11-19 07:00', 'BeginWork'), at('2026-11-20 07:30', 'EndWork')];
    expect(buildShifts(events)[0]).toMatchObject({ overlong: true, awaitingEnd: null });
    expect(deriveWorkDays(events, ['20261119'], seoul('2026-11-20 07:40'))[0]).toMatchObject({ workEndTime: NO_TIME, open: null });
  });

  it('counts the ended shift of a day in its hours while its second shift is open', () => {
    const events = [at('2026-11-20 07:00', 'BeginWork'), at('2026-11-20 11:00', 'EndWork'), at('2026-11-20 13:00', 'BeginWork')];
    expect(deriveWorkDays(events, ['20261120'], seoul('2026-11-20 15:00'))[0]).toEqual({
      date: '20261120',
      workStartTime: iso('2026-11-20 07:00'),
      workEndTime: NO_TIME,
      workingTime: 4,
      open: { since: iso('2026-11-20 13:00'), breakMinutes: 0, breakSince: null },
    });
  });

  it('is closed by its EndWork: the day is worked, nothing open', () => {
    const events = [at('2026-11-20 06:51', 'BeginWork'), at('2026-11-20 16:05', 'EndWork')];
    expect(deriveWorkDays(events, ['20261120'], seoul('2026-11-20 16:06'))[0]).toMatchObject({ workEndTime: iso('2026-11-20 16:05'), open: null });
  });
});

describe('a shift recorded by the site (decision 081)', () => {
  const bySite = (event: AttendanceEvent): AttendanceEvent => ({ ...event, source: 'siteRecord' });

  it('is one when its BeginWork, its EndWork or an end of a break it counts was recorded by the site', () => {
    const recorded = (events: AttendanceEvent[]) => buildShifts(events).map((shift) => shift.recordedBySite);
    const day = [at('2026-11-20 07:00', 'BeginWork'), at('2026-11-20 12:00', 'BeginLunch'), at('2026-11-20 13:00', 'EndLunch'), at('2026-11-20 17:00', 'EndWork')];
    expect(recorded(day)).toEqual([false]);
    for (const i of [0, 1, 2, 3]) expect(recorded(day.map((event, j) => (j === i ? bySite(event) : event))), String(i)).toEqual([true]);
    // Only what the shift counts: a duplicate BeginWork, a repeated EndWork, another day's shift.
    expect(recorded([...day, bySite(at('2026-11-20 17:05', 'EndWork'))])).toEqual([false]);
    expect(recorded([day[0] as AttendanceEvent, bySite(at('2026-11-20 07:01', 'BeginWork')), ...day.slice(1)])).toEqual([false]);
    expect(recorded([...day, bySite(at('2026-11-21 07:00', 'BeginWork')), at('2026-11-21 16:00', 'EndWork')])).toEqual([false, true]);
    // A shift without an end counts no break, nor an EndWork past 24 hours.
    expect(recorded([at('2026-11-18 07:00', 'BeginWork'), bySite(at('2026-11-18 12:00', 'BeginLunch')), at('2026-11-18 13:00', 'EndLunch'), at('2026-11-19 07:30', 'BeginWork')])).toEqual([false, false]);
    expect(recorded([at('2026-11-18 07:00', 'BeginWork'), bySite(at('2026-11-19 07:30', 'EndWork'))])).toEqual([false]);
  });
});

describe('toDecimalHours', () => {
  it('rounds to two decimals', () => {
    expect(toDecimalHours(7 * 3_600_000 + 20 * 60_000)).toBe(7.33);
    expect(toDecimalHours(8 * 3_600_000 + 4 * 60_000)).toBe(8.07);
    expect(toDecimalHours(0)).toBe(0);
  });
});
