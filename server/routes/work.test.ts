import { beforeAll, describe, expect, it } from 'vitest';
import { NO_TIME, type WorkDayRecord } from '../../src/shared/contract/api-contract';
import { SEED_WORKERS } from '../db/seed';
import { errorOf, TEST_NOW, useTestApp } from '../testing/test-app';

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

  it('shows today begun but not ended, and nothing in the future', async () => {
    const records = await week(2026, 11, 20);
    const today = records[5];
    expect(today?.workStartTime.startsWith('2026-11-20T0')).toBe(true);
    expect(today).toMatchObject({ workEndTime: NO_TIME, workingTime: 0 });
    expect(records[6]).toEqual({ date: '20261121', workStartTime: NO_TIME, workEndTime: NO_TIME, workingTime: 0 });
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
});
