import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailySettlement, PayStatement, YearlyPay } from '#contract/api-pay.ts';
import { SEED_ADMINS, SEED_WORKERS } from '../../seed/seed.ts';
import { computeMonthlyPay } from './payroll.ts';
import { SEED_CHOICE_WORKER } from '../../seed/seed-accounts.ts';
import { parseIsoDate } from '#contract/seoul-calendar.ts';
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

/** The payroll of a settlement: its paid days and weeks as the days of the payment. */
function dayPaysOf(settlement: DailySettlement): number[] {
  return [...settlement.days.filter((day) => day.wage > 0).map((day) => day.wage), ...settlement.weeklyHolidays.map((week) => week.wage)];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What every statement must hold: lines sum to the gross, the settlement to the same, deductions from those days. */
async function expectConsistent(year: number, month: number, token: string, corporation = '') {
  const query = corporation ? `&corporationCode=${corporation}` : '';
  const found = await get<PayStatement>(`/pay/statement?year=${year}&month=${month}${query}`, token);
  const settlement = await get<DailySettlement>(`/pay/daily?year=${year}&month=${month}${query}`, token);
  expect(settlement.corporationCode).toBe(found.corporationCode);
  expect(sum(found.lines.map((line) => line.amount))).toBe(found.amCost);
  // Every line multiplies out as printed: days × the daily wage, or minutes × the hourly rate ÷ 60, truncated once.
  for (const line of found.lines) {
    if (line.kind === 'dayRounding') expect(Math.abs(line.amount)).toBeLessThan(line.days + found.lines.length);
    else if (line.kind === 'base' || line.kind === 'publicHoliday') expect(line.amount, line.kind).toBe(line.rate * line.days);
    else expect(line.amount, line.kind).toBe(Math.floor((line.minutes * line.rate) / 60));
  }
  expect(sum(dayPaysOf(settlement))).toBe(found.amCost);
  // Work days are days with a paid shift: a paid public holiday not worked is paid, not worked.
  expect(settlement.days.filter((day) => day.workingTime > 0)).toHaveLength(found.ctWork);
  const birth = parseIsoDate(found.workerBirthDate);
  // Every worker here was first hired under 65: employment insurance applies.
  expect(found).toMatchObject(computeMonthlyPay({ dayPays: dayPaysOf(settlement), workDays: found.ctWork, birthDate: birth, firstHired: { year: 2026, month: 1, day: 1 }, month: { year, month } }));
  return { statement: found, settlement };
}

describe('GET /pay/statement', () => {
  it("prices 김민준's October 2026 by the hour: overtime, night, Sunday and public-holiday work and the weekly paid holiday", async () => {
    const { statement: october } = await expectConsistent(2026, 10, kim);
    expect(october).toMatchObject({
      year: 2026,
      month: 10,
      payDate: '2026-11-10',
      workerName: '김민준',
      workerBirthDate: '1985-03-14',
      corporationCode: 'K001',
      corporationName: '한빛건설(주)',
      projectName: '판교 물류센터 신축공사',
      employers: [{ corporationCode: 'K001', corporationName: '한빛건설(주)' }],
      amSalaryD: 200_000,
    });
    const kinds = october.lines.map((line) => line.kind);
    for (const kind of ['base', 'overtime', 'night', 'holiday', 'publicHoliday', 'weeklyHoliday'] as const) expect(kinds, kind).toContain(kind);
    const base = october.lines.find((line) => line.kind === 'base');
    expect(base).toMatchObject({ rate: 200_000, percent: 100, amount: 200_000 * (base?.days ?? 0) });
    expect(october.lines.find((line) => line.kind === 'overtime')).toMatchObject({ rate: 37_500, percent: 150 });
    expect(october.lines.find((line) => line.kind === 'night')).toMatchObject({ rate: 12_500, percent: 50 });
    expect(october.lines.find((line) => line.kind === 'holiday')).toMatchObject({ rate: 37_500, percent: 150 });
    expect(october.hours.overtime).toBeGreaterThan(0);
    expect(october.hours.night).toBeGreaterThan(0);
    // Two paid public holidays: the substitute holiday of 개천절 (Monday the 5th) worked, 한글날 (Friday the 9th) off.
    expect(october.lines.find((line) => line.kind === 'publicHoliday')).toEqual({ kind: 'publicHoliday', days: 2, minutes: 960, percent: 100, rate: 200_000, amount: 400_000 });
    const days = (await get<DailySettlement>('/pay/daily?year=2026&month=10', kim)).days;
    expect(days.find((day) => day.date === '20261009')).toEqual({ date: '20261009', workingTime: 0, wage: 200_000, unpaid: [], paidHoliday: true, recordedBySite: false });
    expect(days.find((day) => day.date === '20261005')).toMatchObject({ workingTime: expect.any(Number) as number, paidHoliday: true });
    expect(days.find((day) => day.date === '20261005')?.wage).toBeGreaterThanOrEqual(500_000);
    // Sunday the 4th and the substitute holiday of 개천절 (Monday the 5th) were worked (seed.ts lastMonthPremiumDays).
    expect(october.hours.holiday).toBeGreaterThanOrEqual(2 * 7 * 60);
    expect(october.amCost).toBeGreaterThan(200_000 * october.ctWork);
  });

  it('pays on the business day before the 10th when the 10th is off (September 2026: Saturday 10-10, 한글날 10-09 → Thursday 10-08)', async () => {
    expect((await statement(2026, 9)).payDate).toBe('2026-10-08');
    expect((await statement(2026, 10)).payDate).toBe('2026-11-10');
  });

  it('lists the day with a missing EndWork and today (still open) as not paid, and pays neither', async () => {
    const { statement: november, settlement } = await expectConsistent(2026, 11, kim);
    expect(november.unpaid).toEqual([
      { date: '20261111', reason: 'noEnd' },
      { date: '20261120', reason: 'inProgress' },
    ]);
    expect(settlement.days.find((day) => day.date === '20261111')).toEqual({ date: '20261111', workingTime: 0, wage: 0, unpaid: ['noEnd'], paidHoliday: false, recordedBySite: false });
    expect(settlement.days.find((day) => day.date === '20261120')).toEqual({ date: '20261120', workingTime: 0, wage: 0, unpaid: ['inProgress'], paidHoliday: false, recordedBySite: false });
    expect(november.payDate).toBe('2026-12-10');
  });

  it("takes no pension or health insurance in 이서연's month under 8 days, and withholds its income tax", async () => {
    const { statement: september } = await expectConsistent(2026, 9, lee);
    expect(september.ctWork).toBeGreaterThan(1);
    expect(september.ctWork).toBeLessThan(8);
    expect(september).toMatchObject({ workerName: '이서연', corporationName: '대성토건(주)', amSalaryD: 180_000, amKookmin: 0, amMedicare: 0, amSilver: 0 });
    expect(september.amSoduk).toBeGreaterThanOrEqual(1_000);
    expect(september.amJumin).toBe(Math.floor(september.amSoduk / 100) * 10);
    const october = await statement(2026, 10, lee);
    expect(october.ctWork).toBeGreaterThanOrEqual(8);
    expect(october.amKookmin).toBeGreaterThan(0);
    expect(october.amMedicare).toBeGreaterThan(0);
  });

  it('takes no employment insurance nor pension from 황도현, first hired at 67 (고용보험법 §10)', async () => {
    const hwang = (await t.api.login(SEED_WORKERS.hwang.phone)).accessToken;
    const { statement: october } = await expectConsistent(2026, 10, hwang);
    expect(october.ctWork).toBeGreaterThanOrEqual(8);
    expect(october).toMatchObject({ workerBirthDate: '1958-02-27', amGoyong: 0, amKookmin: 0 });
    expect(october.amMedicare).toBeGreaterThan(0);
  });

  it('answers 204 without a body for a month without work, a month that has not begun, and an employer without pay: nothing failed', async () => {
    for (const query of ['year=2026&month=6', 'year=2000&month=1', 'year=2026&month=12', 'year=2100&month=12', 'year=2026&month=10&corporationCode=K002']) {
      const res = await t.api.get(`/pay/statement?${query}`, { token: kim });
      expect(res.status, query).toBe(204);
      expect(await res.text(), query).toBe('');
    }
  });
});

describe('a shift in progress (the clock moved through it)', () => {
  const kang = SEED_WORKERS.kang;
  const seoul = (time: string) => new Date(`${time}+09:00`);
  const moveTo = (time: Date) => t.clock.advance(time.getTime() - t.clock.now().getTime());

  it('is not settled yet while it may still end, then is not paid for want of an end', async () => {
    const begin = { id: randomUUID(), user_id: kang.id, project_code: kang.home, type: 'BeginWork' as const, occurred_at: seoul('2026-11-20T06:51:00') };
    await t.db.insertInto('attendance_events').values(begin).execute();
    const start = t.clock.now();
    const today = async () => {
      const settlement = await daily(2026, 11, (await t.api.login(kang.phone)).accessToken);
      return settlement.days.find((day) => day.date === '20261120');
    };
    try {
      moveTo(seoul('2026-11-20T16:05:00'));
      expect(await today()).toEqual({ date: '20261120', workingTime: 0, wage: 0, unpaid: ['inProgress'], paidHoliday: false, recordedBySite: false });
      moveTo(seoul('2026-11-21T06:52:00'));
      expect(await today()).toEqual({ date: '20261120', workingTime: 0, wage: 0, unpaid: ['noEnd'], paidHoliday: false, recordedBySite: false });
    } finally {
      moveTo(start);
      await t.db.deleteFrom('attendance_events').where('id', '=', begin.id).execute();
    }
  });
});

describe('a worker with two employers in a month (서도윤)', () => {
  let seo: string;
  beforeAll(async () => {
    seo = (await t.api.login(SEED_CHOICE_WORKER.phone)).accessToken;
  });

  it('has two statements, each with only its own days, prices and thresholds; the home project’s employer by default', async () => {
    const both = [
      { corporationCode: 'K002', corporationName: '대성토건(주)' },
      { corporationCode: 'K001', corporationName: '한빛건설(주)' },
    ];
    const daesung = (await expectConsistent(2026, 10, seo)).statement;
    expect(daesung).toMatchObject({ corporationCode: 'K002', projectName: '송도 아파트 3단지 신축공사', amSalaryD: 200_000, employers: both });
    const hanbit = (await expectConsistent(2026, 10, seo, 'K001')).statement;
    expect(hanbit).toMatchObject({ corporationCode: 'K001', projectName: '판교 물류센터 신축공사', amSalaryD: 210_000, employers: both });
    // October 2026: 12 Mondays to Wednesdays for 대성토건 (Monday the 5th a substitute holiday), 10 Thursdays and
    // Fridays for 한빛건설 (Friday the 9th 한글날): each holiday paid at its employer and worked on top (issue 30);
    // each contract's weekly paid holiday in proportion to its days.
    expect(daesung.lines).toEqual([
      { kind: 'base', days: 11, minutes: 11 * 480, percent: 100, rate: 200_000, amount: 2_200_000 },
      { kind: 'holiday', days: 1, minutes: 480, percent: 150, rate: 37_500, amount: 300_000 },
      { kind: 'publicHoliday', days: 1, minutes: 480, percent: 100, rate: 200_000, amount: 200_000 },
      { kind: 'weeklyHoliday', days: 4, minutes: 4 * 288, percent: 100, rate: 25_000, amount: 480_000 },
    ]);
    expect(hanbit.lines).toEqual([
      { kind: 'base', days: 9, minutes: 9 * 480, percent: 100, rate: 210_000, amount: 1_890_000 },
      // Saturday the 17th, 17:00–19:14: past his 16 contracted hours of the week, the +50 % on top.
      { kind: 'partial', days: 1, minutes: 134, percent: 100, rate: 26_250, amount: 58_625 },
      { kind: 'partTimeWeekly', days: 1, minutes: 134, percent: 50, rate: 13_125, amount: 29_312 },
      { kind: 'holiday', days: 1, minutes: 480, percent: 150, rate: 39_375, amount: 315_000 },
      { kind: 'publicHoliday', days: 1, minutes: 480, percent: 100, rate: 210_000, amount: 210_000 },
      { kind: 'weeklyHoliday', days: 5, minutes: 5 * 192, percent: 100, rate: 26_250, amount: 420_000 },
    ]);
    expect([daesung.ctWork, hanbit.ctWork]).toEqual([12, 11]);
    // Each employer judges the thresholds on its own month: both reach 8 days.
    expect(daesung.amKookmin).toBeGreaterThan(0);
    expect(hanbit.amKookmin).toBeGreaterThan(0);
  });
});

describe('GET /pay/daily', () => {
  it('lists every day of the month with its pay, and the weekly holidays; together they are the statement', async () => {
    const { settlement, statement: october } = await expectConsistent(2026, 10, kim);
    expect(settlement).toMatchObject({ year: 2026, month: 10, amSalaryD: 200_000, corporationCode: 'K001', corporationName: '한빛건설(주)' });
    expect(settlement.days).toHaveLength(31);
    expect(settlement.weeklyHolidays.length).toBe(october.lines.find((line) => line.kind === 'weeklyHoliday')?.days ?? 0);
    expect(settlement.days.some((day) => day.wage > 200_000)).toBe(true);
  });

  it('answers a month without work with zeros, and 204 without a body for an employer not worked for', async () => {
    const june = await daily(2026, 6);
    expect(june).toMatchObject({ year: 2026, month: 6, amSalaryD: 0, corporationCode: null, employers: [], weeklyHolidays: [] });
    expect(june.days).toHaveLength(30);
    expect(june.days.every((day) => day.wage === 0 && day.workingTime === 0)).toBe(true);
    const other = await t.api.get('/pay/daily?year=2026&month=10&corporationCode=K002', { token: kim });
    expect(other.status).toBe(204);
    expect(await other.text()).toBe('');
  });
});

describe('the contract in force each day', () => {
  let token: string;
  const id = randomUUID();
  const event = (type: 'BeginWork' | 'EndWork', at: string) => ({ id: randomUUID(), user_id: id, project_code: 'P2001', type, occurred_at: new Date(`${at}+09:00`) });
  const day = (date: string, begin: string, end: string) => [event('BeginWork', `${date}T${begin}:00`), event('EndWork', `${date}T${end}:00`)];

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
        // A raise from Monday 9 November: the days before keep the old wage.
        { id: randomUUID(), user_id: id, project_code: 'P2001', daily_wage: 170_000, valid_from: '2026-11-09' },
        // Another employer's contract changes nothing at this one.
        { id: randomUUID(), user_id: id, project_code: 'P1002', daily_wage: 210_000, valid_from: '2026-11-16' },
      ])
      .execute();
    await t.db
      .insertInto('attendance_events')
      .values([
        ...day('2026-09-14', '08:00', '17:00'),
        // October: Monday 5 to Friday 9 (한글날) and 12 to 14; November: 2 to 6 and 9 to 11 (all before TEST_NOW).
        ...[5, 6, 7, 8, 9, 12, 13, 14].flatMap((date) => day(`2026-10-${String(date).padStart(2, '0')}`, '08:00', '17:00')),
        ...[2, 3, 4, 5, 6, 9, 10, 11].flatMap((date) => day(`2026-11-${String(date).padStart(2, '0')}`, '08:00', '17:00')),
        // A zero-length shift, and one whose EndWork came 25 hours later.
        event('BeginWork', '2026-11-16T08:00:00'),
        event('EndWork', '2026-11-16T08:00:00'),
        event('BeginWork', '2026-11-17T08:00:00'),
        event('EndWork', '2026-11-18T09:00:00'),
      ])
      .execute();
    token = (await t.api.login('010-7777-8888')).accessToken;
  });

  it('prices October to the won: 6 days, two public holidays paid and worked at 150 % on top, one weekly paid holiday; the pension at 59', async () => {
    const { statement: october } = await expectConsistent(2026, 10, token);
    // Monday the 5th (substitute holiday of 개천절) and Friday the 9th (한글날) are paid public holidays, and
    // worked, holiday work on top; the week of the 4th had every other contracted day attended.
    expect(october.lines).toEqual([
      { kind: 'base', days: 6, minutes: 6 * 480, percent: 100, rate: 150_000, amount: 900_000 },
      { kind: 'holiday', days: 2, minutes: 960, percent: 150, rate: 28_125, amount: 450_000 },
      { kind: 'publicHoliday', days: 2, minutes: 960, percent: 100, rate: 150_000, amount: 300_000 },
      { kind: 'weeklyHoliday', days: 1, minutes: 480, percent: 100, rate: 18_750, amount: 150_000 },
    ]);
    // Income tax only on the holidays: (375,000 − 150,000) × 2.7 % = 6,075 → 6,070 each; 59 on 1 October: pension.
    expect(october).toMatchObject({ ctWork: 8, amCost: 1_800_000, amSoduk: 12_140, amJumin: 1_210, amKookmin: 85_500, amMedicare: 64_710 });
    expect(october.hours).toEqual({ regular: 6 * 480, overtime: 0, night: 0, holiday: 960 });
  });

  it('prices each November day by the contract in force that day; lists the zero-length and the 25-hour shift unpaid; no pension at 60', async () => {
    const { statement: november } = await expectConsistent(2026, 11, token);
    expect(november.lines).toEqual([
      { kind: 'base', days: 5, minutes: 5 * 480, percent: 100, rate: 150_000, amount: 750_000 },
      { kind: 'base', days: 3, minutes: 3 * 480, percent: 100, rate: 170_000, amount: 510_000 },
      { kind: 'weeklyHoliday', days: 1, minutes: 480, percent: 100, rate: 18_750, amount: 150_000 },
    ].sort((a, b) => (a.kind === b.kind ? b.rate - a.rate : 0)));
    expect(november).toMatchObject({ amSalaryD: 170_000, ctWork: 8, amCost: 1_410_000, amKookmin: 0, amMedicare: 50_680, corporationName: '대성토건(주)' });
    expect(november.unpaid).toEqual([
      { date: '20261116', reason: 'zeroLength' },
      { date: '20261117', reason: 'overlong' },
    ]);
  });

  it('answers no statement (204) for worked days before any contract, and lists them unpaid in the daily settlement', async () => {
    const res = await t.api.get('/pay/statement?year=2026&month=9', { token });
    expect(res.status).toBe(204);
    const september = await daily(2026, 9, token);
    expect(september.amSalaryD).toBe(0);
    expect(september.days.find((entry) => entry.date === '20260914')).toEqual({ date: '20260914', workingTime: 0, wage: 0, unpaid: ['noContract'], paidHoliday: false, recordedBySite: false });
  });

  it("never answers another worker's figures: there is no worker parameter", async () => {
    const mine = await statement(2026, 10, token);
    const withId = await t.api.get(`/pay/statement?year=2026&month=10&userId=${SEED_WORKERS.kim.id}`, { token });
    expect(await withId.json()).toEqual(mine);
  });
});

describe("the small-amount rule on a month's payment", () => {
  it('withholds 810 won a day at 180,000 once the month reaches 1,000 won, and nothing for a single such day', async () => {
    const id = randomUUID();
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', SEED_WORKERS.kim.id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({ id, phone: '01077779999', name: '정하늘', password_hash, yn_convert_password: 'Y', home_project_code: 'P2001', birth_date: '1990-01-01' })
      .execute();
    // Tuesdays and Wednesdays: no public holiday of September or October falls on one (none is paid).
    await t.db
      .insertInto('employment_contracts')
      .values({ id: randomUUID(), user_id: id, project_code: 'P2001', daily_wage: 180_000, valid_from: '2026-09-01', work_days: '23' })
      .execute();
    const shift = (date: string) => [
      { id: randomUUID(), user_id: id, project_code: 'P2001', type: 'BeginWork' as const, occurred_at: new Date(`${date}T08:00:00+09:00`) },
      { id: randomUUID(), user_id: id, project_code: 'P2001', type: 'EndWork' as const, occurred_at: new Date(`${date}T17:00:00+09:00`) },
    ];
    // One Tuesday in September; two Tuesdays in October (no week fully attended).
    await t.db.insertInto('attendance_events').values([...shift('2026-09-15'), ...shift('2026-10-13'), ...shift('2026-10-20')]).execute();
    const token = (await t.api.login('010-7777-9999')).accessToken;
    expect(await statement(2026, 9, token)).toMatchObject({ ctWork: 1, amCost: 180_000, amSoduk: 0, amJumin: 0 });
    expect(await statement(2026, 10, token)).toMatchObject({ ctWork: 2, amCost: 360_000, amSoduk: 1_620, amJumin: 160 });
  });
});

describe('GET /pay/yearly', () => {
  it('lists each month of the year that has a statement, oldest first, with the statement’s totals', async () => {
    const yearly = await get<YearlyPay>('/pay/yearly?year=2026', kim);
    expect(yearly).toMatchObject({ year: 2026, corporationCode: 'K001', employers: [{ corporationCode: 'K001', corporationName: '한빛건설(주)' }] });
    expect(yearly.months.length).toBeGreaterThanOrEqual(4);
    expect(yearly.months.map((entry) => entry.month)).toEqual([...yearly.months.map((entry) => entry.month)].sort((a, b) => a - b));
    for (const entry of yearly.months) {
      const monthly = await statement(2026, entry.month);
      expect(entry).toEqual({ month: entry.month, payDate: monthly.payDate, ctWork: monthly.ctWork, amCost: monthly.amCost, amGonjae: monthly.amGonjae, amPay: monthly.amPay });
    }
    const missing = await t.api.get('/pay/statement?year=2026&month=1', { token: kim });
    expect(missing.status).toBe(204);
    expect(yearly.months.some((entry) => entry.month === 1)).toBe(false);
  });

  it("keeps each employer's months apart", async () => {
    const seo = (await t.api.login(SEED_CHOICE_WORKER.phone)).accessToken;
    const daesung = await get<YearlyPay>('/pay/yearly?year=2026', seo);
    const hanbit = await get<YearlyPay>('/pay/yearly?year=2026&corporationCode=K001', seo);
    expect(daesung.corporationCode).toBe('K002');
    expect(hanbit.corporationCode).toBe('K001');
    expect(daesung.employers.map((employer) => employer.corporationCode)).toEqual(['K002', 'K001']);
    const october = (yearly: YearlyPay) => yearly.months.find((entry) => entry.month === 10);
    expect(october(daesung)?.amCost).toBe((await get<PayStatement>('/pay/statement?year=2026&month=10&corporationCode=K002', seo)).amCost);
    expect(october(hanbit)?.amCost).toBe((await get<PayStatement>('/pay/statement?year=2026&month=10&corporationCode=K001', seo)).amCost);
  });

  it('is empty for a year without work and refuses a bad year or a missing worker', async () => {
    expect(await get<YearlyPay>('/pay/yearly?year=2030', kim)).toEqual({ year: 2030, corporationCode: null, corporationName: null, employers: [], months: [] });
    // An employer asked for that paid nothing that year: no answer, and nothing failed.
    const other = await t.api.get('/pay/yearly?year=2026&corporationCode=K002', { token: kim });
    expect(other.status).toBe(204);
    expect(await other.text()).toBe('');
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
