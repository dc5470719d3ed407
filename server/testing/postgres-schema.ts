/**
 * Test support for the tests on a real PostgreSQL (TEST_DATABASE_URL, which scripts/with-postgres.sh
 * provides): each works in a schema of its own, so it never meets tables of an earlier run or of
 * other users of the database. Skipped on a developer machine without one; in CI (CI=true) a missing
 * URL fails the run instead of skipping silently.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** For describe.skipIf: no database here, and not CI. */
export const withoutPostgres = !TEST_DATABASE_URL && process.env.CI !== 'true';

function databaseUrl(): string {
  if (!TEST_DATABASE_URL) throw new Error('CI=true but TEST_DATABASE_URL is not set: run the server tests via scripts/with-postgres.sh');
  return TEST_DATABASE_URL;
}

/** One statement on its own connection to TEST_DATABASE_URL. */
export async function pgQuery<R extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<R>> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await client.query<R>(text);
  } finally {
    await client.end();
  }
}

export interface TestSchema {
  name: string;
  /** TEST_DATABASE_URL with the schema as the search path of every connection. */
  url: string;
  drop(): Promise<void>;
}

/** A new schema, `<prefix>_<12 random hex>`. */
export async function createTestSchema(prefix = 'wfm_test'): Promise<TestSchema> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await pgQuery(`CREATE SCHEMA ${name}`);
  const url = new URL(databaseUrl());
  url.searchParams.set('options', `-c search_path=${name}`);
  return { name, url: url.toString(), drop: async () => void (await pgQuery(`DROP SCHEMA IF EXISTS ${name} CASCADE`)) };
}
