/**
 * Global setup of the server test project (vitest.config.ts): runs once, in Vitest's own process,
 * before any test file. It makes the database templates (database-template.ts) in a temporary
 * directory, tells the test files where they are, and removes them after the run.
 */
// As server/test-setup.ts: the seed's dates come from the global Temporal, which Node 24 lacks.
import 'temporal-polyfill/global';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { TestProject } from 'vitest/node';
import { createDataCipher } from '../db/data-cipher.ts';
import { migrate } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { scryptParams } from '../modules/auth/passwords.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { seedAccounts } from '../seed/seed-accounts.ts';
import type { DatabaseTemplates } from './database-template.ts';
import { TEST_NOW, TEST_SCRYPT_LOG_N, TEST_TIME_ZONE } from './test-environment.ts';

/** A migrated database, and its seeded copy, dumped to files in `dir`. */
async function makeDatabaseTemplates(dir: string): Promise<DatabaseTemplates> {
  // PGlite as openDatabase opens it (dates read as text), held here to dump its data directory.
  const pglite = await PGlite.create('memory://', { parsers: { [pgliteTypes.DATE]: (value: string) => value } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // Every statement has returned before a dump, so the data directory is as the last one left it.
  const dumpTo = async (name: string) => {
    const file = join(dir, name);
    writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  try {
    await migrate(db);
    const migratedFile = await dumpTo('migrated.tar');
    const key = randomBytes(32);
    const passwordParams = scryptParams(TEST_SCRYPT_LOG_N);
    await seedIfEmpty(db, { now: TEST_NOW, passwordParams });
    await seedAccounts(db, createDataCipher(key), passwordParams, { now: TEST_NOW, demo: true });
    const seededFile = await dumpTo('seeded.tar');
    return { migratedFile, seededFile, dataKey: key.toString('base64') };
  } finally {
    await db.destroy();
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'wfm-db-templates-'));
  // Seeded in the tests' time zone, as each test app was seeded before (server/test-setup.ts).
  const zone = process.env.TZ;
  process.env.TZ = TEST_TIME_ZONE;
  try {
    project.provide('serverDatabaseTemplates', await makeDatabaseTemplates(dir));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
