/**
 * Migration 022 on a database the release before it left (issue 30): the statements it issued have no
 * shape version; they are shape 1 and are served as issued, read through the statement's schema.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payStatement } from '../testing/pay-statement.ts';
import { issuedStatement } from '../modules/pay/queries.ts';
import { openDatabase, type Db } from './database.ts';
import { listMigrations, migrate } from './migrate.ts';

const WORKER = '7d3c1c2e-2022-4a4a-8b8b-000000000001';

/** A statement as the release before issued it, before any shape version. */
const ISSUED_BEFORE = payStatement(
  {
    month: 9,
    payDate: '2026-10-08',
    corporationCode: 'K022',
    corporationName: '이공이이건설(주)',
    employers: [{ corporationCode: 'K022', corporationName: '이공이이건설(주)' }],
    issue: { version: 1, issuedAt: '2026-10-01T00:00:00+09:00', changes: [], previous: null },
  },
  [200_000, 200_000],
);

describe('migration 022 on a database with statements issued before it (PGlite)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db, { upTo: '021_contract_kind.sql' });
    await sql`INSERT INTO corporations (code, name) VALUES ('K022', '이공이이건설(주)')`.execute(db);
    await sql`INSERT INTO users (id, phone, name, password_hash, yn_convert_password, birth_date) VALUES (${WORKER}, '01020220001', '김민준', 'x', 'Y', '1985-03-14')`.execute(db);
    // Written as 018's code wrote it: the JSON with its keys in the order the server built them.
    await sql`INSERT INTO pay_statement_versions (user_id, corporation_code, year, month, version, issued_at, reason, statement)
      VALUES (${WORKER}, 'K022', 2026, 9, 1, ${new Date('2026-10-01T00:00:00+09:00')}, 'closing', ${JSON.stringify(ISSUED_BEFORE)})`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('marks what was issued as shape 1 and serves it as issued', async () => {
    expect(await migrate(db)).toEqual((await listMigrations()).filter((name) => name > '021_contract_kind.sql'));
    expect(await db.selectFrom('pay_statement_versions').select('schema_version').execute()).toEqual([{ schema_version: 1 }]);
    expect(await issuedStatement(db, WORKER, { year: 2026, month: 9 }, 'K022')).toEqual(ISSUED_BEFORE);
  });
});
