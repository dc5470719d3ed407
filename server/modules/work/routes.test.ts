import { beforeAll, describe, expect, it } from 'vitest';
import { NO_TIME } from '#contract/api-contract.ts';
import type { MonthlyWork, WorkDayRecord } from '#contract/api-work.ts';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { errorOf, TEST_NOW, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
});

async function weekly(query: string): Promise<Response> {
  return t.api.get(`/work/weekly?${query}`, { token });
}

async function week(year: number, month: number, day: number): Promise<WorkDayRecord[]> {
  const res = await weekly(`year=${year}&month=${month}&day=${day}`);
  expect(res.status).toBe(200);
  return (await res.json()) as WorkDayRecord[];
}

const SEOUL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

describe('GET /work/weekly', () => {
  it('answers 7 records, Sunday to Saturday of the week holding the date', async () => {
    // TEST_NOW is Friday 2026-11-20, 10:00 in Seoul.
    const records = await week(2026, 11, 20);
    expect(records.map((record) => record.date)).toEqual([
      '20261115', '20261116', '20261117', '20261118', '20261119', '20261120', '20261121',
    ]);
    for (const record of records) {
      expect(record.workStartTime === NO_TIME || SEOUL_TIMESTAMP.test(record.workStartTime)).toBe(true);
      expect(record.workEndTime === NO_TIME || SEOUL_TIMESTAMP.test(record.workEndTime)).toBe(true);
      expect(record.workingTime).toBeGreaterThanOrEqual(0);
    }
    expect(records.filter((record) => record.workingTime > 0).length).toBeGreaterThanOrEqual(3);
  });

  it("shows today's shift in progress, and nothing in the future", async () => {
    const records = await week(2026, 11, 20);
    const today = records[5];
    expect(today?.workStartTime.startsWith('2026-11-20T0')).toBe(true);
    expect(today).toMatchObject({ workEndTime: NO_TIME, workingTime: 0, open: { since: today?.workStartTime, breakSince: null } });
    expect(records[6]).toEqual({ date: '20261121', workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0, open: null });
    expect(TEST_NOW.getTime()).toBe(t.clock.now().getTime());
  });

  it('answers the same week for any of its days, across a month boundary', async () => {
    const fromSunday = await week(2026, 11, 1);
    expect(fromSunday.map((record) => record.date)).toEqual([
      '20261101', '20261102', '20261103', '20261104', '20261105', '20261106', '20261107',
    ]);
    expect(await week(2026, 11, 7)).toEqual(fromSunday);
  });

  it('keeps the seeded overnight shift on the day it began', async () => {
    // The seed puts a night shift 16 days before the seed day (Wednesday 2026-11-04) and the next day off.
    const records = await week(2026, 11, 4);
    const night = records.find((record) => record.date === '20261104');
    expect(night?.workStartTime).toMatch(/^2026-11-04T18:/);
    expect(night?.workEndTime).toMatch(/^2026-11-05T03:/);
    expect(night?.workingTime).toBeGreaterThan(8);
    expect(records.find((record) => record.date === '20261105')).toMatchObject({ workStartTime: NO_TIME, workingTime: 0 });
  });

  it('shows the seeded missing check-out with no end and 0 hours', async () => {
    const records = await week(2026, 11, 11);
    expect(records.find((record) => record.date === '20261111')).toMatchObject({ workEndTime: NO_TIME, workingTime: 0 });
    expect(records.find((record) => record.date === '20261111')?.workStartTime).toMatch(SEOUL_TIMESTAMP);
  });

  it('answers 400 with the field and rule for a missing, malformed or impossible date', async () => {
    expect(await errorOf(await weekly('month=11&day=20'))).toMatchObject({ code: 'BAD_REQUEST', fields: { year: 'required' } });
    expect(await errorOf(await weekly('year=abc&month=11&day=20'))).toMatchObject({ fields: { year: 'type' } });
    expect(await errorOf(await weekly('year=2026&month=13&day=20'))).toMatchObject({ fields: { month: 'range' } });
    const impossible = await weekly('year=2026&month=2&day=30');
    expect(impossible.status).toBe(400);
    expect(await errorOf(impossible)).toMatchObject({ fields: { day: 'date' } });
  });

  it('needs a bearer token', async () => {
    expect((await t.api.get('/work/weekly?year=2026&month=11&day=20')).status).toBe(401);
  });

  it('answers a new event at once, though the week was answered before (decision 045)', async () => {
    const before = await week(2026, 12, 9);
    expect(before.every((record) => record.workStartTime === NO_TIME)).toBe(true);
    const events = [
      { type: 'BeginWork' as const, occurred_at: new Date('2026-12-08T07:00:00+09:00') },
      { type: 'EndWork' as const, occurred_at: new Date('2026-12-08T16:00:00+09:00') },
    ].map((event) => ({ ...event, id: crypto.randomUUID(), user_id: SEED_WORKERS.kim.id, project_code: SEED_WORKERS.kim.home }));
    await t.db.insertInto('attendance_events').values(events).execute();
    try {
      const after = await week(2026, 12, 9);
      expect(after.find((record) => record.date === '20261208')).toMatchObject({ workStartTime: '2026-12-08T07:00:00+09:00', workEndTime: '2026-12-08T16:00:00+09:00' });
    } finally {
      await t.db.deleteFrom('attendance_events').where('id', 'in', events.map((event) => event.id)).execute();
    }
    expect(await week(2026, 12, 9)).toEqual(before);
  });
});

describe('a shift in progress (the clock moved through it)', () => {
  const kang = SEED_WORKERS.kang;
  const seoul = (time: string) => new Date(`${time}+09:00`);

  async function kangsWeek(): Promise<WorkDayRecord[]> {
    // A token of the clock's present: the clock moves by a day below.
    const { accessToken } = await t.api.login(kang.phone);
    const res = await t.api.get('/work/weekly?year=2026&month=11&day=20', { token: accessToken });
    expect(res.status).toBe(200);
    return (await res.json()) as WorkDayRecord[];
  }

  it('is open with its breaks until its EndWork could no longer come, then has no end', async () => {
    const events = [
      { type: 'BeginWork' as const, occurred_at: seoul('2026-11-20T06:51:00') },
      { type: 'BeginLunch' as const, occurred_at: seoul('2026-11-20T12:00:00') },
      { type: 'EndLunch' as const, occurred_at: seoul('2026-11-20T12:40:00') },
    ].map((event) => ({ ...event, id: crypto.randomUUID(), user_id: kang.id, project_code: kang.home }));
    await t.db.insertInto('attendance_events').values(events).execute();
    const moveTo = (time: Date) => t.clock.advance(time.getTime() - t.clock.now().getTime());
    try {
      moveTo(seoul('2026-11-20T16:05:00'));
      const open = { since: '2026-11-20T06:51:00+09:00', breakMinutes: 40, breakSince: null };
      expect((await kangsWeek())[5]).toEqual({ date: '20261120', workStartTime: open.since, workEndTime: NO_TIME, workingTime: 0, open });
      // The next morning (as for a night shift): still open.
      moveTo(seoul('2026-11-21T06:51:00'));
      expect((await kangsWeek())[5]?.open).toEqual(open);
      // A minute later its EndWork would no longer be taken: no end.
      moveTo(seoul('2026-11-21T06:52:00'));
      expect((await kangsWeek())[5]).toMatchObject({ workStartTime: open.since, workEndTime: NO_TIME, workingTime: 0, open: null });
    } finally {
      moveTo(TEST_NOW);
      await t.db.deleteFrom('attendance_events').where('id', 'in', events.map((event) => event.id)).execute();
    }
  });
});

async function monthly(year: number, month: number): Promise<MonthlyWork> {
  const res = await t.api.get(`/work/monthly?year=${year}&month=${month}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as MonthlyWork;
}

describe('GET /work/monthly', () => {
  it('answers every day of the month with the same records as the weekly call', async () => {
    const november = await monthly(2026, 11);
    expect(november).toMatchObject({ year: 2026, month: 11 });
    expect(november.days).toHaveLength(30);
    expect(november.days[0]?.date).toBe('20261101');
    expect(november.days[29]?.date).toBe('20261130');
    for (const day of [1, 8, 15]) expect(november.days.slice(day - 1, day + 6)).toEqual(await week(2026, 11, day));
    expect(november.days.find((day) => day.date === '20261111')).toMatchObject({ workEndTime: NO_TIME, workingTime: 0 });
  });

  it('totals the month and its Sunday-first weeks, week 1 holding the 1st', async () => {
    const november = await monthly(2026, 11);
    // 1 November 2026 is a Sunday.
    expect(november.weeks.map((w) => [w.week, w.start, w.end])).toEqual([
      [1, '20261101', '20261107'],
      [2, '20261108', '20261114'],
      [3, '20261115', '20261121'],
      [4, '20261122', '20261128'],
      [5, '20261129', '20261130'],
    ]);
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(november.monthlyHours).toBe(sum(november.days.map((day) => day.workingTime)));
    expect(november.monthlyHours).toBeGreaterThan(50);
    expect(sum(november.weeks.map((w) => w.hours))).toBe(november.monthlyHours);
    expect(november.weeks[0]?.hours).toBe(sum(november.days.slice(0, 7).map((day) => day.workingTime)));
  });

  it("counts only this month's days in a week that begins in the month before", async () => {
    // 1 October 2026 is a Thursday: week 1 is 1–3 October, without 27–30 September.
    const october = await monthly(2026, 10);
    expect(october.weeks[0]).toMatchObject({ week: 1, start: '20261001', end: '20261003' });
    const firstDays = october.days.slice(0, 3).map((day) => day.workingTime);
    expect(october.weeks[0]?.hours).toBe(Math.round(firstDays.reduce((a, b) => a + b, 0) * 100) / 100);
    expect(october.weeks).toHaveLength(5);
  });

  it('answers a month without work with empty days and 0 hours', async () => {
    const january = await monthly(2026, 1);
    expect(january.days).toHaveLength(31);
    expect(january.days.every((day) => day.workStartTime === NO_TIME && day.workingTime === 0)).toBe(true);
    expect(january.monthlyHours).toBe(0);
    expect(january.weeks.every((w) => w.hours === 0)).toBe(true);
  });
});
