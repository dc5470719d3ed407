import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailySettlement, PayStatement, YearlyPay } from '#contract/api-pay.ts';
import type { MonthlyWork } from '#contract/api-work.ts';
import { SEED_ADMINS, SEED_WORKERS } from '../../seed/seed.ts';
import { computeMonthlyPay } from './payroll.ts';
import { seededPaidDays } from '../../testing/seeded-pay.ts';
import { errorOf, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let kim: string;
let lee: string;

beforeAll(async () => {
  kim = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
  lee = (await t.api.login(SEED_WORKERS.lee.phone)).accessToken;
});

async function get<T>(path: string, token: string): Promise<T> {
  const res = await t.api.get(path, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const statement = (year: number, month: number, token = kim) => get<PayStatement>(`/pay/statement?year=${year}&month=${month}`, token);
const daily = (year: number, month: number, token = kim) => get<DailySettlement>(`/pay/daily?year=${year}&month=${month}`, token);

describe('GET /pay/statement', () => {
  it("answers a seeded month's statement equal to the payroll of its paid days (김민준, October 2026)", async () => {
    const paid = seededPaidDays(SEED_WORKERS.kim.id, { year: 2026, month: 10 });
    expect(paid.length).toBeGreaterThanOrEqual(8);
    expect(await statement(2026, 10)).toEqual({
      year: 2026,
      month: 10,
      payDate: '2026-11-10',
      workerName: '김민준',
      workerBirthDate: '1985-03-14',
      corporationName: '한빛건설(주)',
      projectName: '판교 물류센터 신축공사',
      ...computeMonthlyPay({ dailyWage: 200_000, workDays: paid.length, birthDate: { year: 1985, month: 3, day: 14 }, month: { year: 2026, month: 10 } }),
    });
  });

  it('takes every deduction in a full month: 1,350 won of income tax a day at 200,000 and 4.75 % pension', async () => {
    const october = await statement(2026, 10);
    expect(october.amCost).toBe(200_000 * october.ctWork);
    expect(october.amSoduk).toBe(1_350 * october.ctWork);
    expect(october.amKookmin).toBe(Math.floor((october.amCost * 0.0475) / 10) * 10);
    expect(october.amMedicare).toBeGreaterThan(0);
    expect(october.amGonjae).toBe(october.amSoduk + october.amJumin + october.amKookmin + october.amMedicare + october.amSilver + october.amGoyong + october.amEtc);
    expect(october.amPay).toBe(october.amCost - october.amGonjae);
  });

  it('pays on the business day before the 10th when the 10th is off (September 2026: Saturday 10-10, 한글날 10-09 → Thursday 10-08)', async () => {
    expect((await statement(2026, 9)).payDate).toBe('2026-10-08');
    expect((await statement(2026, 10)).payDate).toBe('2026-11-10');
  });

  it('leaves out the day with a missing EndWork and today (still open) in the current month', async () => {
    const paid = seededPaidDays(SEED_WORKERS.kim.id, { year: 2026, month: 11 });
    expect(paid).not.toContain('20261111');
    expect(paid).not.toContain('20261120');
    const november = await statement(2026, 11);
    expect(november).toMatchObject({ ctWork: paid.length, amCost: 200_000 * paid.length, payDate: '2026-12-10' });
    const monthly = await get<MonthlyWork>('/work/monthly?year=2026&month=11', kim);
    // Days with a start: the paid ones, the missing EndWork and today.
    expect(monthly.days.filter((day) => day.workStartTime !== '-').length).toBe(paid.length + 2);
  });

  it('withholds no income tax on 이서연’s 180,000 and no pension or health insurance in her month under 8 days', async () => {
    const september = await statement(2026, 9, lee);
    const paid = seededPaidDays(SEED_WORKERS.lee.id, { year: 2026, month: 9 });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(8);
    expect(september).toMatchObject({
      workerName: '이서연',
      workerBirthDate: '1992-08-02',
      corporationName: '대성토건(주)',
      projectName: '송도 아파트 3단지 신축공사',
      amSalaryD: 180_000,
      ctWork: paid.length,
      amSoduk: 0,
      amJumin: 0,
      amKookmin: 0,
      amMedicare: 0,
      amSilver: 0,
      amGoyong: 1_620 * paid.length,
    });
    const october = await statement(2026, 10, lee);
    expect(october.ctWork).toBeGreaterThanOrEqual(8);
    expect(october).toMatchObject({ amSoduk: 0, amJumin: 0 });
    expect(october.amKookmin).toBeGreaterThan(0);
    expect(october.amMedicare).toBeGreaterThan(0);
  });

  it('answers 404 NOT_FOUND for a month without work and for a month that has not begun', async () => {
    for (const query of ['year=2026&month=6', 'year=2000&month=1', 'year=2026&month=12', 'year=2100&month=12']) {
      const res = await t.api.get(`/pay/statement?${query}`, { token: kim });
      expect(res.status, query).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('GET /pay/daily', () => {
  it("lists every day of the month with its hours and the daily wage on paid days, adding up to the statement's amCost", async () => {
    const settlement = await daily(2026, 10);
    const monthly = await get<MonthlyWork>('/work/monthly?year=2026&month=10', kim);
    const october = await statement(2026, 10);
    expect(settlement).toMatchObject({ year: 2026, month: 10, amSalaryD: 200_000 });
    expect(settlement.days.map((day) => [day.date, day.workingTime])).toEqual(monthly.days.map((day) => [day.date, day.workingTime]));
    expect(settlement.days.filter((day) => day.wage > 0).map((day) => day.date)).toEqual(seededPaidDays(SEED_WORKERS.kim.id, { year: 2026, month: 10 }));
    expect(settlement.days.every((day) => day.wage === 0 || day.wage === 200_000)).toBe(true);
    expect(settlement.days.reduce((sum, day) => sum + day.wage, 0)).toBe(october.amCost);
  });

  it('pays nothing for the day with a missing EndWork', async () => {
    const november = await daily(2026, 11);
    expect(november.days).toHaveLength(30);
    expect(november.days.find((day) => day.date === '20261111')).toEqual({ date: '20261111', workingTime: 0, wage: 0 });
    expect(november.days.find((day) => day.date === '20261120')).toEqual({ date: '20261120', workingTime: 0, wage: 0 });
  });

  it('answers a month without work with zeros', async () => {
    const june = await daily(2026, 6);
    expect(june).toMatchObject({ year: 2026, month: 6, amSalaryD: 200_000 });
    expect(june.days).toHaveLength(30);
    expect(june.days.every((day) => day.wage === 0 && day.workingTime === 0)).toBe(true);
  });
});

describe('the contract in force', () => {
  let token: string;
  const id = randomUUID();
  const day = (date: string, begin: string, end: string) => [
    { id: randomUUID(), user_id: id, project_code: 'P2001', type: 'BeginWork' as const, occurred_at: new Date(`${date}T${begin}:00+09:00`) },
    { id: randomUUID(), user_id: id, project_code: 'P2001', type: 'EndWork' as const, occurred_at: new Date(`${date}T${end}:00+09:00`) },
  ];

  beforeAll(async () => {
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', SEED_WORKERS.kim.id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({ id, phone: '01077778888', name: '최도윤', password_hash, yn_convert_password: 'Y', home_project_code: 'P2001', birth_date: '1966-10-15' })
      .execute();
    await t.db
      .insertInto('employment_contracts')
      .values([
        { id: randomUUID(), user_id: id, project_code: 'P2001', daily_wage: 150_000, valid_from: '2026-10-01' },
        // Begins mid-November: covers the whole of November.
        { id: randomUUID(), user_id: id, project_code: 'P1002', daily_wage: 210_000, valid_from: '2026-11-16' },
      ])
      .execute();
    await t.db
      .insertInto('attendance_events')
      .values([
        ...day('2026-09-14', '08:00', '17:00'),
        // Eight days in October and eight in November (both up to TEST_NOW).
        ...[5, 6, 7, 8, 9, 12, 13, 14].flatMap((date) => day(`2026-10-${String(date).padStart(2, '0')}`, '08:00', '17:00')),
        ...[2, 3, 4, 5, 6, 9, 10, 11].flatMap((date) => day(`2026-11-${String(date).padStart(2, '0')}`, '08:00', '17:00')),
      ])
      .execute();
    token = (await t.api.login('010-7777-8888')).accessToken;
  });

  it('uses the latest contract that began by the end of the month, with its project', async () => {
    expect(await statement(2026, 10, token)).toMatchObject({ amSalaryD: 150_000, ctWork: 8, amCost: 1_200_000, projectName: '송도 아파트 3단지 신축공사', corporationName: '대성토건(주)' });
    expect(await statement(2026, 11, token)).toMatchObject({ amSalaryD: 210_000, ctWork: 8, amCost: 1_680_000, projectName: '광교 오피스텔 신축공사', corporationName: '한빛건설(주)' });
  });

  it('stops the pension in the month the worker was 60 on the 1st, keeping health insurance', async () => {
    // Born 1966-10-15: 59 on 1 October, 60 on 1 November.
    expect(await statement(2026, 10, token)).toMatchObject({ amKookmin: 57_000, amMedicare: 43_140, workerBirthDate: '1966-10-15' });
    expect(await statement(2026, 11, token)).toMatchObject({ amKookmin: 0, amMedicare: 60_390 });
  });

  it('answers 404 for worked days before any contract, and a daily settlement with no wage', async () => {
    const res = await t.api.get('/pay/statement?year=2026&month=9', { token });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'NOT_FOUND' });
    const september = await daily(2026, 9, token);
    expect(september.amSalaryD).toBe(0);
    expect(september.days.find((entry) => entry.date === '20260914')).toEqual({ date: '20260914', workingTime: 9, wage: 0 });
  });

  it("never answers another worker's figures: there is no worker parameter", async () => {
    const mine = await statement(2026, 10, token);
    const withId = await t.api.get(`/pay/statement?year=2026&month=10&userId=${SEED_WORKERS.kim.id}`, { token });
    expect(await withId.json()).toEqual(mine);
  });
});

describe('GET /pay/yearly', () => {
  it('lists each month of the year that has a statement, oldest first, with the statement’s totals', async () => {
    const yearly = await get<YearlyPay>('/pay/yearly?year=2026', kim);
    expect(yearly.year).toBe(2026);
    expect(yearly.months.length).toBeGreaterThanOrEqual(4);
    expect(yearly.months.map((entry) => entry.month)).toEqual([...yearly.months.map((entry) => entry.month)].sort((a, b) => a - b));
    for (const entry of yearly.months) {
      const monthly = await statement(2026, entry.month);
      expect(entry).toEqual({ month: entry.month, ctWork: monthly.ctWork, amCost: monthly.amCost, amGonjae: monthly.amGonjae, amPay: monthly.amPay });
    }
    const missing = await t.api.get('/pay/statement?year=2026&month=1', { token: kim });
    expect(missing.status).toBe(404);
    expect(yearly.months.some((entry) => entry.month === 1)).toBe(false);
  });

  it('is empty for a year without work and refuses a bad year or a missing worker', async () => {
    expect(await get<YearlyPay>('/pay/yearly?year=2030', kim)).toEqual({ year: 2030, months: [] });
    const bad = await t.api.get('/pay/yearly?year=1999', { token: kim });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: 'BAD_REQUEST', fields: { year: 'range' } });
    expect((await t.api.get('/pay/yearly?year=2026')).status).toBe(401);
  });
});

describe.each(['/pay/statement', '/pay/daily', '/work/monthly'])('%s guards', (path) => {
  it('answers 400 with the field and rule for a bad year or month, never 500', async () => {
    const cases: [string, Record<string, string>][] = [
      ['month=10', { year: 'required' }],
      ['year=2026', { month: 'required' }],
      ['year=abc&month=10', { year: 'type' }],
      ['year=2026&month=1.5', { month: 'type' }],
      ['year=1999&month=10', { year: 'range' }],
      ['year=2101&month=10', { year: 'range' }],
      ['year=2026&month=0', { month: 'range' }],
      ['year=2026&month=13', { month: 'range' }],
      ['year=99999999999999999999&month=10', { year: 'range' }],
      ['year=2026&month=', { month: 'range' }],
    ];
    for (const [query, fields] of cases) {
      const res = await t.api.get(`${path}?${query}`, { token: kim });
      expect(res.status, query).toBe(400);
      expect(await errorOf(res), query).toMatchObject({ code: 'BAD_REQUEST', fields });
    }
  });

  it('needs a worker: 401 without a token, 403 for an admin token and for a worker who must change the password', async () => {
    const query = `${path}?year=2026&month=10`;
    expect(await errorOf(await t.api.get(query))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await t.api.get(query)).status).toBe(401);
    const admin = await t.api.adminLogin(SEED_ADMINS.jung.phone, SEED_ADMINS.jung.employeeNumber, 'K001', 'P1001');
    const asAdmin = await t.api.get(query, { token: admin.accessToken });
    expect(asAdmin.status).toBe(403);
    expect(await errorOf(asAdmin)).toMatchObject({ code: 'FORBIDDEN' });
    const park = await t.api.login(SEED_WORKERS.park.phone);
    const mustChange = await t.api.get(query, { token: park.accessToken });
    expect(mustChange.status).toBe(403);
    expect(await errorOf(mustChange)).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
  });
});
