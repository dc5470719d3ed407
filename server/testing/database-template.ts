/**
 * Test support: the databases a test starts from, made once per run of the server tests instead of
 * once per test file. A new PGlite runs initdb (a second WebAssembly PostgreSQL), then the
 * migrations, then the seed hashes its passwords: seconds on a busy machine, for every test app.
 * The global setup (server/testing/global-setup.ts) does it once and dumps each database's data
 * directory to a file; each test app or database opens a copy of its own from the file (PGlite's
 * `loadDataDir`), so what one writes no other sees.
 *
 * - `migrated`: every migration, no rows (what `openDatabase` + `migrate` gave).
 * - `seeded`: migrated, then seeded as createTestApp seeds (seedIfEmpty and the demo accounts) at
 *   TEST_NOW with the test cost of scrypt; its data key comes with it.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDataCipher, type DataCipher } from '../db/data-cipher.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { TEST_NOW, TEST_SCRYPT_LOG_N } from './test-environment.ts';

/** Where the global setup left the dumps, and the seeded database's data key (base64). */
export interface DatabaseTemplates {
  migratedFile: string;
  seededFile: string;
  dataKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** null: no global setup made them (the test makes its database itself). */
    serverDatabaseTemplates: DatabaseTemplates | null;
  }
}

/** Each dump file, read once per test file. */
const dumps = new Map<string, Blob>();

function dumpIn(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

function templates(): DatabaseTemplates | null {
  return inject('serverDatabaseTemplates') ?? null;
}

/** A new in-memory PGlite with every migration applied: a copy of the migrated template when there is one. */
export async function openMigratedDatabase(): Promise<Db> {
  const made = templates();
  if (made) return openDatabase({ dataDir: 'memory://', loadDataDir: dumpIn(made.migratedFile) });
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  return db;
}

/**
 * A new in-memory PGlite, migrated and seeded as createTestApp seeds, and the data key its rows
 * were sealed with; null without the seeded template, or when the test asks for another `now` or
 * scrypt cost than the template was seeded with (the caller seeds a database itself).
 */
export async function openSeededDatabase(now: Date, scryptLogN: number): Promise<{ db: Db; cipher: DataCipher } | null> {
  const made = templates();
  if (!made || now.getTime() !== TEST_NOW.getTime() || scryptLogN !== TEST_SCRYPT_LOG_N) return null;
  const db = await openDatabase({ dataDir: 'memory://', loadDataDir: dumpIn(made.seededFile) });
  return { db, cipher: createDataCipher(Buffer.from(made.dataKey, 'base64')) };
}
