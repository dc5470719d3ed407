/**
 * Migration 048 (issue 32): who has an event at a site, for the check list's search. The migration
 * notes everyone with events already recorded, and its trigger notes each later insert of events,
 * whoever writes it; a person erased leaves the table with their events.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { migrate } from './migrate.ts';

const KIM = '48c0ffee-0000-4000-8000-000000000001';
const LEE = '48c0ffee-0000-4000-8000-000000000002';
const PARK = '48c0ffee-0000-4000-8000-000000000003';

async function sitePeople(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('site_people').select(['project_code', 'user_id']).orderBy('project_code').orderBy('user_id').execute();
  return rows.map((row) => `${row.project_code} ${row.user_id}`);
}

async function addEvents(db: Db, rows: [user: string, site: string, at: string][]): Promise<void> {
  await db
    .insertInto('attendance_events')
    .values(rows.map(([user, site, at]) => ({ id: crypto.randomUUID(), user_id: user, project_code: site, type: 'BeginWork' as const, occurred_at: new Date(at) })))
    .execute();
}

describe('migration 048: the people at each site', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db, { upTo: '047_contracts_in_force_by_site.sql' });
    await sql`INSERT INTO customers (code, name) VALUES ('C048', '고객')`.execute(db);
    await sql`INSERT INTO corporations (code, name) VALUES ('K048', '법인')`.execute(db);
    await sql`INSERT INTO projects (code, customer_code, corporation_code, name, address)
      VALUES ('A048', 'C048', 'K048', '가 현장', '서울'), ('B048', 'C048', 'K048', '나 현장', '서울')`.execute(db);
    await sql`INSERT INTO users (id, phone, name, password_hash, yn_convert_password, birth_date)
      VALUES (${KIM}, '01048000001', '김민준', 'x', 'Y', '1980-01-01'), (${LEE}, '01048000002', '이서연', 'x', 'Y', '1981-01-01'),
        (${PARK}, '01048000003', '박지훈', 'x', 'Y', '1982-01-01')`.execute(db);
    // Before the migration: 김민준 twice at 가, 이서연 at 가 and 나; 박지훈 nowhere yet.
    await addEvents(db, [
      [KIM, 'A048', '2026-10-01T07:00:00+09:00'],
      [KIM, 'A048', '2026-10-02T07:00:00+09:00'],
      [LEE, 'A048', '2026-10-01T07:01:00+09:00'],
      [LEE, 'B048', '2026-10-05T07:01:00+09:00'],
    ]);
    await migrate(db);
  }, 60_000);

  afterAll(async () => {
    await db.destroy();
  });

  it('notes everyone with events recorded before it, once per site', async () => {
    expect(await sitePeople(db)).toEqual([`A048 ${KIM}`, `A048 ${LEE}`, `B048 ${LEE}`]);
  });

  it('notes a person at a site with their first event there, from any insert, and only once', async () => {
    await addEvents(db, [[PARK, 'B048', '2026-11-02T07:00:00+09:00']]);
    await addEvents(db, [
      [PARK, 'B048', '2026-11-03T07:00:00+09:00'],
      [KIM, 'B048', '2026-11-03T07:02:00+09:00'],
      [KIM, 'B048', '2026-11-04T07:02:00+09:00'],
    ]);
    expect(await sitePeople(db)).toEqual([`A048 ${KIM}`, `A048 ${LEE}`, `B048 ${KIM}`, `B048 ${LEE}`, `B048 ${PARK}`]);
  });

  it('notes the events inserted by a session whose search path is elsewhere', async () => {
    const schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema ?? 'public';
    await db.connection().execute(async (connection) => {
      await sql`SET search_path = pg_catalog`.execute(connection);
      try {
        await sql`INSERT INTO ${sql.table(`${schema}.attendance_events`)} (id, user_id, project_code, type, occurred_at)
          VALUES (gen_random_uuid(), ${PARK}, 'A048', 'BeginLunch', now())`.execute(connection);
      } finally {
        await sql`SET search_path = ${sql.raw(schema)}`.execute(connection);
      }
    });
    expect(await sitePeople(db)).toContain(`A048 ${PARK}`);
  });

  it('a person erased leaves it', async () => {
    await db.deleteFrom('users').where('id', '=', LEE).execute();
    expect(await sitePeople(db)).toEqual([`A048 ${KIM}`, `A048 ${PARK}`, `B048 ${KIM}`, `B048 ${PARK}`]);
  });
});
