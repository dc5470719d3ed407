import { describe, expect, it } from 'vitest';
import type { AttendanceEventType } from '../../db/schema.ts';
import { deriveWorkMonth, monthWeeks, sumHours, toMonthlyWork } from './work-month.ts';

function at(seoul: string, type: AttendanceEventType) {
  return { type, occurredAt: new Date(`${seoul.replace(' ', 'T')}:00+09:00`) };
}

describe('monthWeeks', () => {
  it('starts week 1 on the 1st and a new week every Sunday, keeping start and end inside the month', () => {
    // August 2026 begins on a Saturday and ends on a Monday: six weeks.
    expect(monthWeeks([], { year: 2026, month: 8 })).toEqual([
      { week: 1, start: '20260801', end: '20260801', hours: 0 },
      { week: 2, start: '20260802', end: '20260808', hours: 0 },
      { week: 3, start: '20260809', end: '20260815', hours: 0 },
      { week: 4, start: '20260816', end: '20260822', hours: 0 },
      { week: 5, start: '20260823', end: '20260829', hours: 0 },
      { week: 6, start: '20260830', end: '20260831', hours: 0 },
    ]);
    // February 2026 begins on a Sunday and has 28 days: exactly four weeks.
    expect(monthWeeks([], { year: 2026, month: 2 }).map((week) => [week.start, week.end])).toEqual([
      ['20260201', '20260207'],
      ['20260208', '20260214'],
      ['20260215', '20260221'],
      ['20260222', '20260228'],
    ]);
  });
});

describe('toMonthlyWork', () => {
  it("counts each week's hours from this month's days only, and the month as their sum", () => {
    const events = [
      // Wednesday 30 September: the same calendar week as 1–3 October, but another month.
      at('2026-09-30 08:00', 'BeginWork'),
      at('2026-09-30 17:00', 'EndWork'),
      at('2026-10-01 08:00', 'BeginWork'),
      at('2026-10-01 16:20', 'EndWork'),
      at('2026-10-03 18:00', 'BeginWork'),
      at('2026-10-04 02:00', 'EndWork'),
      at('2026-10-05 08:00', 'BeginWork'),
      at('2026-10-05 08:00', 'BeginWork'),
      at('2026-10-05 12:10', 'EndWork'),
      at('2026-10-06 08:00', 'BeginWork'),
    ];
    const month = { year: 2026, month: 10 };
    const days = deriveWorkMonth(events, month, new Date('2026-11-01T00:00:00+09:00'));
    const work = toMonthlyWork(days, month);
    expect(work.days).toHaveLength(31);
    expect(work.days[0]).toMatchObject({ date: '20261001', workingTime: 8.33 });
    expect(work.weeks[0]).toEqual({ week: 1, start: '20261001', end: '20261003', hours: 16.33 });
    expect(work.weeks[1]).toEqual({ week: 2, start: '20261004', end: '20261010', hours: 4.17 });
    expect(work.weeks).toHaveLength(5);
    expect(work.monthlyHours).toBe(20.5);
    expect(days.filter((day) => day.workingTime > 0).map((day) => day.date)).toEqual(['20261001', '20261003', '20261005']);
    expect(days.find((day) => day.date === '20261006')).toMatchObject({ workingTime: 0 });
  });

  it('sums hours without floating-point tails', () => {
    expect(sumHours([0.1, 0.2])).toBe(0.3);
    expect(sumHours([])).toBe(0);
  });
});
