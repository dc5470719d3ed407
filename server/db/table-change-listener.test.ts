/**
 * The PostgreSQL listener behind the read cache (decision 060), on a real server (TEST_DATABASE_URL,
 * from scripts/with-postgres.sh): a write committed on another connection has moved the version by
 * the time settled() answers, and without its triggers or its connection nothing is settled.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { migrate } from './migrate.ts';
import { TableChangeListener, type ListenerEvent } from './table-change-listener.ts';
import { tableVersionsOf, WATCHED_TABLES } from './table-versions.ts';
import { createTestSchema, TEST_DATABASE_URL, withoutPostgres, type TestSchema } from '../testing/postgres-schema.ts';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(withoutPostgres)('the table-change listener on PostgreSQL', () => {
  let main: TestSchema;
  let other: TestSchema;
  let bare: TestSchema;
  let schema: string;
  let db: Db;
  let listener: TableChangeListener;
  let sql: pg.Client;

  beforeAll(async () => {
    [main, other, bare] = await Promise.all([createTestSchema('wfm_listen'), createTestSchema('wfm_listen_other'), createTestSchema('wfm_listen_bare')]);
    schema = main.name;
    sql = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await sql.connect();
    db = await openDatabase({ databaseUrl: main.url });
    await migrate(db);
    const versions = tableVersionsOf(db);
    if (!(versions instanceof TableChangeListener)) throw new Error('a PostgreSQL database has a listener');
    listener = versions;
    // A table of the same name elsewhere, with the same trigger: its writes are not this database's.
    await sql.query(`CREATE TABLE ${other.name}.users (id int);
      CREATE TRIGGER wfm_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${other.name}.users
        FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.wfm_notify_table_changed()`);
  }, 60_000);

  afterAll(async () => {
    await (db as Db | undefined)?.destroy();
    await (sql as pg.Client | undefined)?.end();
    for (const made of [main, other, bare] as (TestSchema | undefined)[]) await made?.drop();
  });

  it('listens once asked, and has then heard every write committed elsewhere before settled() answers', async () => {
    expect(listener.settled()).toBe(false);
    await listener.start();
    expect(listener.listening).toBe(true);
    for (let round = 0; round < 30; round += 1) {
      const table = WATCHED_TABLES[round % WATCHED_TABLES.length] ?? 'users';
      const before = WATCHED_TABLES.map((name) => listener.of(name));
      // An empty delete still fires the statement trigger; its commit has returned before settled() is asked.
      await sql.query(`DELETE FROM ${schema}.${table} WHERE false`);
      expect(await listener.settled()).toBe(true);
      expect(WATCHED_TABLES.map((name) => listener.of(name) > (before[WATCHED_TABLES.indexOf(name)] ?? 0))).toEqual(WATCHED_TABLES.map((name) => name === table));
    }
  });

  it("moves only the inserting workers' keys for a scan, and nothing for a token made or used; a revoked one moves the table (decision 091)", async () => {
    await listener.start();
    const [kim, lee] = [crypto.randomUUID(), crypto.randomUUID()];
    await sql.query(`INSERT INTO ${schema}.users (id, phone, name, password_hash, yn_convert_password, birth_date)
        VALUES ($1, '01011112222', '김', 'h', 'Y', '1990-01-01'), ($2, '01011113333', '이', 'h', 'Y', '1990-01-01');
      INSERT INTO ${schema}.corporations (code, name) VALUES ('KL1', '법인');
      INSERT INTO ${schema}.customers (code, name) VALUES ('CL1', '고객');
      INSERT INTO ${schema}.projects (code, customer_code, corporation_code, name, address) VALUES ('PL1', 'CL1', 'KL1', '현장', '주소')`.replace('$1', `'${kim}'`).replace('$2', `'${lee}'`));
    expect(await listener.settled()).toBe(true);
    const table = listener.of('attendance_events');
    const others = listener.ofKey('attendance_events', lee);
    await sql.query(`INSERT INTO ${schema}.attendance_events (id, user_id, project_code, type, occurred_at) VALUES ($1, $2, 'PL1', 'BeginWork', now())`, [crypto.randomUUID(), kim]);
    expect(await listener.settled()).toBe(true);
    expect(listener.ofKey('attendance_events', kim)).toBeGreaterThan(0);
    expect([listener.of('attendance_events'), listener.ofKey('attendance_events', lee)]).toEqual([table, others]);

    const tokens = listener.of('refresh_tokens');
    const jti = crypto.randomUUID();
    await sql.query(`INSERT INTO ${schema}.refresh_tokens (jti, family_id, subject_kind, subject_id, issued_at, expires_at) VALUES ($1, $2, 'user', $3, now(), now() + interval '1 day')`, [jti, crypto.randomUUID(), kim]);
    await sql.query(`UPDATE ${schema}.refresh_tokens SET used_at = now() WHERE jti = $1`, [jti]);
    expect(await listener.settled()).toBe(true);
    expect(listener.of('refresh_tokens')).toBe(tokens);
    await sql.query(`UPDATE ${schema}.refresh_tokens SET revoked_at = now() WHERE jti = $1`, [jti]);
    expect(await listener.settled()).toBe(true);
    expect(listener.of('refresh_tokens')).toBeGreaterThan(tokens);
  });

  it('moves nothing for a rolled-back write or a table of another schema', async () => {
    await listener.start();
    const before = listener.of('users');
    await sql.query(`BEGIN; DELETE FROM ${schema}.users WHERE false; ROLLBACK`);
    await sql.query(`INSERT INTO ${other.name}.users VALUES (1)`);
    expect(await listener.settled()).toBe(true);
    expect(listener.of('users')).toBe(before);
  });

  it('shares round trips between the callers that wait, each sent after its call', async () => {
    await listener.start();
    const before = listener.of('attendance_events');
    const first = listener.settled();
    await sql.query(`DELETE FROM ${schema}.attendance_events WHERE false`);
    // Asked after the commit: must not be answered by the round trip already on its way.
    const [a, b] = [listener.settled(), listener.settled()];
    expect(await Promise.all([first, a, b])).toEqual([true, true, true]);
    expect(listener.of('attendance_events')).toBeGreaterThan(before);
  });

  it('settles nothing when its connection is lost, moves every version, and listens again after the retry delay', async () => {
    let now = 0;
    const events: ListenerEvent['state'][] = [];
    const own = new TableChangeListener({ connectionString: main.url, now: () => now, onChange: (event) => events.push(event.state) });
    try {
      await own.start();
      expect(own.listening).toBe(true);
      const before = WATCHED_TABLES.map((name) => own.of(name));
      await sql.query('SELECT pg_terminate_backend($1)', [own.backendPid]);
      await until(() => !own.listening, 'the listener to notice');
      expect(WATCHED_TABLES.every((name, i) => own.of(name) > (before[i] ?? 0))).toBe(true);
      // A write while nobody listens is not heard: nothing may be used until it listens again.
      await sql.query(`UPDATE ${schema}.users SET id = id WHERE false`);
      expect(own.settled()).toBe(false);
      expect(own.listening).toBe(false);
      now += 1000;
      expect(own.settled()).toBe(false);
      await until(() => own.listening, 'the listener to connect again');
      expect(await own.settled()).toBe(true);
      expect(events).toEqual(['listening', 'lost', 'listening']);
    } finally {
      await own.close();
    }
    expect(own.settled()).toBe(false);
  });

  it('does not listen where the triggers of migration 014 are missing', async () => {
    const events: ListenerEvent[] = [];
    await sql.query(`CREATE TABLE ${bare.name}.users (id int); CREATE TABLE ${bare.name}.attendance_events (id int); CREATE TABLE ${bare.name}.refresh_tokens (jti int)`);
    const own = new TableChangeListener({ connectionString: bare.url, onChange: (event) => events.push(event) });
    try {
      await own.start();
      expect(own.listening).toBe(false);
      expect(own.settled()).toBe(false);
      expect(events).toEqual([{ state: 'lost', error: new Error('no enabled wfm_table_changed trigger on users, attendance_events, refresh_tokens (migration 014)') }]);
    } finally {
      await own.close();
    }
  });
});
