import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { NO_TIME } from '#contract/api-contract.ts';
import { scryptParams } from '../modules/auth/passwords.ts';
import { seoulDateOf, seoulDayKey, toYyyymmdd } from '#contract/seoul-time.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { buildShifts, deriveWorkDays } from '../modules/work/work-days.ts';
import { TEST_NOW, useTestApp } from '../testing/test-app.ts';
import { openDatabase } from '../db/database.ts';
import { listMigrations, migrate } from '../db/migrate.ts';
import {
  lastMonthPremiumDays,
  loadWorker,
  SEED_ADDRESSES,
  SEED_CONTRACTS,
  SEED_CORPORATIONS,
  SEED_CUSTOMERS,
  SEED_PROJECTS,
  SEED_WORKERS,
  seedAttendance,
  seedIfEmpty,
  seedIssuedAt,
  seededRandom,
} from './seed.ts';
import { choiceWorkerAttendance, foreignWorkerAttendance, SEED_CHOICE_WORKER } from './seed-accounts.ts';
import { workerShortIdOf } from '../modules/qr/payload.ts';

const events = seedAttendance(TEST_NOW);
const of = (id: string) => events.filter((event) => event.userId === id).map(({ type, occurredAt }) => ({ type, occurredAt }));
const kim = of(SEED_WORKERS.kim.id);
const lee = of(SEED_WORKERS.lee.id);

/** Every Seoul day from four months before TEST_NOW up to it. */
const allDays = (() => {
  const today = seoulDateOf(TEST_NOW);
  const days: string[] = [];
  for (let offset = -125; offset <= 0; offset++) days.push(toYyyymmdd(today.add({ days: offset })));
  return days;
})();

describe('seedAttendance', () => {
  it('is deterministic for a seed moment', () => {
    expect(seedAttendance(TEST_NOW)).toEqual(events);
    expect(seededRandom(7)()).toBe(seededRandom(7)());
  });

  it('covers four months for 김민준, 이서연 and the four workers of the correction specs only, with nothing after the seed moment', () => {
    expect(new Set(events.map((event) => event.userId))).toEqual(new Set([SEED_WORKERS.kim.id, SEED_WORKERS.lee.id, SEED_WORKERS.jang.id, SEED_WORKERS.song.id, SEED_WORKERS.kwon.id, SEED_WORKERS.hwang.id]));
    expect(events.every((event) => event.occurredAt <= TEST_NOW)).toBe(true);
    const first = events.reduce((min, event) => (event.occurredAt < min ? event.occurredAt : min), TEST_NOW);
    expect(seoulDayKey(first)).toMatch(/^202607(1[89]|2\d)$/);
  });

  it('gives today a BeginWork when the seed moment is after 07:30 in Seoul, and nothing later than now', () => {
    const today = seoulDayKey(TEST_NOW);
    for (const worker of [kim, lee]) {
      const todays = worker.filter((event) => seoulDayKey(event.occurredAt) === today);
      expect(todays[0]?.type).toBe('BeginWork');
      expect(todays.some((event) => event.type === 'EndWork')).toBe(false);
    }
    const early = new Date('2026-11-20T06:00:00+09:00');
    expect(seedAttendance(early).some((event) => seoulDayKey(event.occurredAt) === '20261120')).toBe(false);
  });

  it('has regular days, overtime with dinner, short days, days off and some worked Sundays', () => {
    const days = deriveWorkDays(kim, allDays, TEST_NOW);
    const worked = days.filter((day) => day.workingTime > 0);
    expect(worked.filter((day) => day.workingTime >= 7 && day.workingTime <= 9).length).toBeGreaterThan(30);
    expect(worked.filter((day) => day.workingTime > 10).length).toBeGreaterThan(5);
    expect(worked.filter((day) => day.workingTime < 6).length).toBeGreaterThan(2);
    expect(kim.some((event) => event.type === 'BeginDinner')).toBe(true);
    const isSunday = (date: string) => parseYyyymmdd(date)?.dayOfWeek === 7;
    const sundays = [...days, ...deriveWorkDays(lee, allDays, TEST_NOW)].filter((day) => isSunday(day.date));
    expect(sundays.some((day) => day.workStartTime === NO_TIME)).toBe(true);
    expect(sundays.some((day) => day.workingTime > 0)).toBe(true);
    expect(days.filter((day) => day.workStartTime === NO_TIME).length).toBeGreaterThan(10);
  });

  it('has exactly one missing EndWork (before today) and two shifts across midnight for 김민준', () => {
    const shifts = buildShifts(kim).filter((shift) => seoulDayKey(shift.start) !== seoulDayKey(TEST_NOW));
    expect(shifts.filter((shift) => shift.end === null)).toHaveLength(1);
    const overnight = shifts.filter((shift) => shift.end && seoulDayKey(shift.end) !== seoulDayKey(shift.start));
    // 16 days before the seed day, and the second Wednesday of the month before it (lastMonthPremiumDays).
    expect(overnight.map((shift) => seoulDayKey(shift.start))).toEqual(['20261014', '20261104']);
  });

  it("gives 김민준 the month before the seed day's premiums: a Sunday, a weekday public holiday and a night shift", () => {
    expect(lastMonthPremiumDays(Temporal.PlainDate.from('2026-11-20'))).toEqual({
      '2026-10-04': 'normal',
      '2026-10-05': 'normal',
      '2026-10-14': 'overnight',
      '2026-10-15': 'off',
    });
    const worked = new Set(buildShifts(kim).filter((shift) => shift.end).map((shift) => seoulDayKey(shift.start)));
    expect(['20261004', '20261005', '20261014'].filter((day) => worked.has(day))).toHaveLength(3);
  });

  it('gives 이서연 a month with fewer than 8 work days', () => {
    const perMonth = new Map<string, number>();
    for (const day of deriveWorkDays(lee, allDays, TEST_NOW)) {
      if (day.workStartTime !== NO_TIME) perMonth.set(day.date.slice(0, 6), (perMonth.get(day.date.slice(0, 6)) ?? 0) + 1);
    }
    expect(perMonth.get('202609')).toBeLessThan(8);
    expect(perMonth.get('202609')).toBeGreaterThan(0);
    expect(perMonth.get('202610')).toBeGreaterThanOrEqual(20);
  });
});

describe('seedIfEmpty and migrate', () => {
  const t = useTestApp();

  it('seeded the reference data, workers, admins and events', async () => {
    const count = async (table: 'users' | 'admins' | 'projects' | 'attendance_events' | 'admin_sites') =>
      (await t.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    // Thirteen from the seed, three from seedAccounts (the project-choice worker, issue 3; the newcomer with no site, issue 33; the foreign worker, issue 30).
    expect(await count('users')).toBe(16);
    // Two site admins and the two corporations' payroll offices (issue 34).
    expect(await count('admins')).toBe(4);
    expect(await count('projects')).toBe(3);
    expect(await count('admin_sites')).toBe(3);
    expect(await count('attendance_events')).toBe(events.length + choiceWorkerAttendance(TEST_NOW).length + foreignWorkerAttendance(TEST_NOW).length);
    const park = await t.db.selectFrom('users').selectAll().where('phone', '=', '01045678901').executeTakeFirstOrThrow();
    expect(park).toMatchObject({ name: '박지훈', yn_convert_password: 'N', home_project_code: 'P1001' });
    expect(park.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('gives every worker a birth date and a contract on the home project, 이서연 below the income-tax threshold', async () => {
    // seedAccounts (issue 3) adds the project-choice worker, who is not one of these.
    const seeded = Object.values(SEED_WORKERS).map((worker) => worker.id);
    const users = await t.db.selectFrom('users').select(['id', 'birth_date']).where('id', 'in', seeded).orderBy('id').execute();
    expect(users).toEqual(Object.values(SEED_WORKERS).map((worker) => ({ id: worker.id, birth_date: worker.birthDate })));
    const contracts = await t.db.selectFrom('employment_contracts').select(['id', 'user_id', 'project_code', 'daily_wage', 'valid_from']).where('user_id', 'in', seeded).orderBy('id').execute();
    expect(contracts).toEqual([...SEED_CONTRACTS]);
    expect(contracts.map((contract) => contract.daily_wage)).toEqual([200_000, 180_000, 190_000, 210_000, 200_000, 190_000, 220_000, 200_000, 180_000, 200_000, 200_000, 200_000, 200_000]);
  });

  it('gives the demo workers their addresses (한지민 and 배수아 none), each contract its time of issue, each employer a signer and seal', async () => {
    const users = await t.db.selectFrom('users').select(['id', 'address']).execute();
    const addressOf = (id: string) => users.find((user) => user.id === id)?.address;
    for (const [key, worker] of Object.entries(SEED_WORKERS) as [keyof typeof SEED_WORKERS, { id: string }][]) {
      expect(addressOf(worker.id), key).toBe(SEED_ADDRESSES[key] ?? null);
    }
    expect(addressOf(SEED_WORKERS.han.id)).toBeNull();
    expect(addressOf(SEED_CHOICE_WORKER.id)).toBe(SEED_CHOICE_WORKER.address);
    const contracts = await t.db.selectFrom('employment_contracts').select(['valid_from', 'issued_at']).execute();
    for (const contract of contracts) expect(contract.issued_at).toEqual(seedIssuedAt(contract.valid_from));
    expect(seedIssuedAt('2026-01-01').toISOString()).toBe('2025-12-29T00:00:00.000Z');
    const corporations = await t.db.selectFrom('corporations').selectAll().orderBy('code').execute();
    expect(corporations).toEqual(SEED_CORPORATIONS);
    for (const corporation of corporations) {
      // A PNG, small enough for every contract that prints it.
      expect(Buffer.from(corporation.seal_png ?? []).subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(corporation.seal_png?.byteLength).toBeLessThan(4096);
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    expect(await seedIfEmpty(t.db, { now: TEST_NOW, passwordParams: scryptParams(14) })).toBe(false);
    expect(await migrate(t.db)).toEqual([]);
  });
});

/** The projects as the seed wrote them before migration 017: no end reminder time. */
const projectsBefore017 = SEED_PROJECTS.map(({ code, customer_code, corporation_code, name, address }) => ({ code, customer_code, corporation_code, name, address }));

describe('migration 003 on a database seeded before it', () => {
  it('backfills the seeded workers\' birth dates and contracts with the values of the seed', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await migrate(db, { upTo: '002_qna.sql' })).toEqual(['001_initial.sql', '002_qna.sql']);
      await db.insertInto('customers').values(SEED_CUSTOMERS).execute();
      // The corporations as the seed before migration 005 wrote them: code and name only.
      await db.insertInto('corporations').values(SEED_CORPORATIONS.map(({ code, name }) => ({ code, name }))).execute();
      await db.insertInto('projects').values(projectsBefore017).execute();
      // The users as the seed before migration 003 wrote them: the first three workers, no birth date.
      const before003 = [SEED_WORKERS.kim, SEED_WORKERS.lee, SEED_WORKERS.park];
      for (const worker of before003) {
        await sql`INSERT INTO users (id, phone, name, password_hash, yn_convert_password, home_project_code)
          VALUES (${worker.id}, ${worker.phone}, ${worker.name}, 'x', ${worker.ynConvertPassword}, ${worker.home})`.execute(db);
      }
      expect(await migrate(db, { upTo: '003_pay.sql' })).toEqual(['003_pay.sql']);
      const users = await db.selectFrom('users').select(['id', 'birth_date']).orderBy('id').execute();
      expect(users).toEqual(before003.map((worker) => ({ id: worker.id, birth_date: worker.birthDate })));
      const contracts = await db.selectFrom('employment_contracts').select(['id', 'user_id', 'project_code', 'daily_wage', 'valid_from']).orderBy('id').execute();
      expect(contracts).toEqual(SEED_CONTRACTS.filter((contract) => before003.some((worker) => worker.id === contract.user_id)));
      expect(await seedIfEmpty(db, { now: TEST_NOW, passwordParams: scryptParams(14) })).toBe(false);
      expect(await migrate(db, { upTo: '003_pay.sql' })).toEqual([]);
      // Every later migration applies on top (005: certificates backfills the employers' details).
      expect(await migrate(db)).toEqual((await listMigrations()).filter((name) => name > '003_pay.sql'));
      const corporations = await db.selectFrom('corporations').selectAll().orderBy('code').execute();
      expect(corporations).toEqual(SEED_CORPORATIONS);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 009 on a database seeded before it', () => {
  it('gives the demo workers, contracts and employers what the seed now gives them; other contracts were issued when entered', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(db, { upTo: '008_pay_terms.sql' });
      await db.insertInto('customers').values(SEED_CUSTOMERS).execute();
      // The corporations as the seed before migration 009 wrote them: no signer, no seal.
      await db.insertInto('corporations').values(SEED_CORPORATIONS.map(({ signer_name: _signer, seal_png: _seal, size_class: _size, non_taxable_premiums: _taxed, ...before }) => before)).execute();
      await db.insertInto('projects').values(projectsBefore017).execute();
      // The workers seeded since (issue 18's) were never in a database that old.
      const before009 = Object.entries(SEED_WORKERS).filter(([key]) => !['jang', 'song', 'kwon', 'hwang'].includes(key)) as [keyof typeof SEED_WORKERS, (typeof SEED_WORKERS)[keyof typeof SEED_WORKERS]][];
      const workers = [...before009.map(([, worker]) => worker), SEED_CHOICE_WORKER];
      for (const worker of workers) {
        await sql`INSERT INTO users (id, phone, name, password_hash, yn_convert_password, home_project_code, birth_date)
          VALUES (${worker.id}, ${worker.phone}, ${worker.name}, 'x', 'Y', ${worker.home}, ${worker.birthDate})`.execute(db);
      }
      const contracts = [...SEED_CONTRACTS.filter((contract) => workers.some((worker) => worker.id === contract.user_id)), ...SEED_CHOICE_WORKER.contracts.map((contract) => ({ ...contract, user_id: SEED_CHOICE_WORKER.id }))];
      for (const contract of contracts) {
        await sql`INSERT INTO employment_contracts (id, user_id, project_code, daily_wage, valid_from)
          VALUES (${contract.id}, ${contract.user_id}, ${contract.project_code}, ${contract.daily_wage}, ${contract.valid_from})`.execute(db);
      }
      // A contract an employer entered, not the seed's.
      const enteredAt = new Date('2026-04-03T05:06:07Z');
      await sql`INSERT INTO employment_contracts (id, user_id, project_code, daily_wage, valid_from, created_at)
        VALUES ('7d3c1c2e-1111-4a4a-8b8b-000000000001', ${SEED_WORKERS.kim.id}, 'P1001', 190000, '2026-05-01', ${enteredAt})`.execute(db);

      expect(await migrate(db)).toEqual((await listMigrations()).filter((name) => name > '008_pay_terms.sql'));
      expect(await db.selectFrom('corporations').selectAll().orderBy('code').execute()).toEqual(SEED_CORPORATIONS);
      const users = await db.selectFrom('users').select(['id', 'address']).execute();
      for (const [key, worker] of before009) {
        expect(users.find((user) => user.id === worker.id)?.address, key).toBe(SEED_ADDRESSES[key] ?? null);
      }
      expect(users.find((user) => user.id === SEED_CHOICE_WORKER.id)?.address).toBe(SEED_CHOICE_WORKER.address);
      const issued = await db.selectFrom('employment_contracts').select(['id', 'valid_from', 'issued_at']).execute();
      for (const contract of contracts) {
        expect(issued.find((row) => row.id === contract.id)?.issued_at, contract.id).toEqual(seedIssuedAt(contract.valid_from));
      }
      expect(issued.find((row) => row.id === '7d3c1c2e-1111-4a4a-8b8b-000000000001')?.issued_at).toEqual(enteredAt);
      // Migration 017: the demo site reminds at the time the seed now gives it.
      const reminders = await db.selectFrom('projects').select(['code', 'end_reminder_time']).orderBy('code').execute();
      expect(reminders).toEqual(SEED_PROJECTS.map((project) => ({ code: project.code, end_reminder_time: 'end_reminder_time' in project ? project.end_reminder_time : null })));
    } finally {
      await db.destroy();
    }
  });
});

describe('load-test workers', () => {
  it('have distinct QR short ids, apart from the demo workers', () => {
    const ids = [...Object.values(SEED_WORKERS).map((worker) => worker.id), ...Array.from({ length: 1000 }, (_, i) => loadWorker(i + 1).id)];
    expect(new Set(ids.map(workerShortIdOf)).size).toBe(ids.length);
    expect(loadWorker(7)).toMatchObject({ name: '근로자 007', phone: '01070000007' });
  });
});
