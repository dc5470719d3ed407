import { describe, expect, it } from 'vitest';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { dayState, hoursAt, onBreak } from './work-day';

const at = (time: string) => Date.parse(`${time}+09:00`);
const day = (record: Partial<WorkDayRecord>): WorkDayRecord => ({ date: '20261120', workStartTime: '-', workEndTime: '-', workingTime: 0, open: null, ...record });
const begun = { workStartTime: '2026-11-20T06:51:00+09:00' };
const open = (breakMinutes = 0, breakSince: string | null = null) => ({ since: '2026-11-20T06:51:00+09:00', breakMinutes, breakSince });

describe('dayState', () => {
  it('tells no work, worked, in progress and no end apart', () => {
    const now = at('2026-11-20T16:05:00');
    expect(dayState(day({}), now)).toBe('none');
    expect(dayState(day({ ...begun, workEndTime: '2026-11-20T16:00:00+09:00', workingTime: 9.15 }), now)).toBe('worked');
    expect(dayState(day({ ...begun, open: open() }), now)).toBe('open');
    expect(dayState(day({ ...begun }), now)).toBe('noEnd');
  });

  it('stops calling a shift open 24 hours after its start, as the server would', () => {
    const record = day({ ...begun, open: open() });
    expect(dayState(record, at('2026-11-21T06:51:00'))).toBe('open');
    expect(dayState(record, at('2026-11-21T06:52:00'))).toBe('noEnd');
    expect(hoursAt(record, at('2026-11-21T06:52:00'))).toBe(0);
  });

  it('reads an answer kept from before `open` existed as not open', () => {
    const { open: _open, ...old } = day({ ...begun });
    expect(dayState(old, at('2026-11-20T16:05:00'))).toBe('noEnd');
  });
});

describe('hoursAt', () => {
  it('counts an open shift from its start to now, less its recorded breaks', () => {
    // 06:51 → 16:05 is 9 h 14 min; less 40 min of lunch.
    expect(hoursAt(day({ ...begun, open: open(40) }), at('2026-11-20T16:05:00')) * 60).toBeCloseTo(514);
  });

  it('holds still during a break under way', () => {
    // 06:51 → 18:00 is 11 h 9 min; less 40 min of lunch, whatever the time during the dinner break.
    const record = day({ ...begun, open: open(40, '2026-11-20T18:00:00+09:00') });
    expect(onBreak(record, at('2026-11-20T18:20:00'))).toBe(true);
    expect(hoursAt(record, at('2026-11-20T18:20:00'))).toBe(hoursAt(record, at('2026-11-20T18:05:00')));
    expect(hoursAt(record, at('2026-11-20T18:20:00')) * 60).toBeCloseTo(629);
  });

  it('adds the ended shifts of the day, and is their hours once nothing is open', () => {
    const split = day({ workStartTime: '2026-11-20T07:00:00+09:00', workingTime: 4, open: { since: '2026-11-20T13:00:00+09:00', breakMinutes: 0, breakSince: null } });
    expect(hoursAt(split, at('2026-11-20T14:30:00'))).toBe(5.5);
    expect(hoursAt(day({ ...begun, workEndTime: '2026-11-20T16:00:00+09:00', workingTime: 9.15 }), at('2026-11-20T18:00:00'))).toBe(9.15);
    expect(onBreak(split, at('2026-11-20T14:30:00'))).toBe(false);
  });
});
