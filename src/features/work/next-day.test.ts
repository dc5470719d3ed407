import { describe, expect, it } from 'vitest';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { endsNextDay } from './next-day';

const day = (record: Partial<WorkDayRecord>): WorkDayRecord => ({ date: '20261120', workStartTime: '-', workEndTime: '-', workingTime: 0, open: null, ...record });
const begun = { workStartTime: '2026-11-20T06:51:00+09:00' };

describe('endsNextDay', () => {
  it('marks a night shift whose end is past midnight in Seoul, whatever the offset it is written in', () => {
    const night = day({ workStartTime: '2026-11-20T18:00:00+09:00', workEndTime: '2026-11-21T03:28:00+09:00', workingTime: 8.97 });
    expect(endsNextDay(night)).toBe(true);
    // 2026-11-20T18:10Z is 03:10 on the 21st in Seoul.
    expect(endsNextDay({ ...night, workEndTime: '2026-11-20T18:10:00Z' })).toBe(true);
    expect(endsNextDay({ ...night, workEndTime: '2026-11-21T00:00:00+09:00' })).toBe(true);
  });

  it('leaves a day that ends on itself, or has no end, unmarked', () => {
    expect(endsNextDay(day({ ...begun, workEndTime: '2026-11-20T23:59:00+09:00', workingTime: 16 }))).toBe(false);
    // 14:50Z is 23:50 in Seoul, the same day.
    expect(endsNextDay(day({ ...begun, workEndTime: '2026-11-20T14:50:00Z', workingTime: 16 }))).toBe(false);
    expect(endsNextDay(day({ ...begun }))).toBe(false);
    expect(endsNextDay(day({}))).toBe(false);
  });
});
