/**
 * Opens the one database the server uses: embedded PGlite by default (so `npm start` needs no
 * install), PostgreSQL when a connection URL is given. Both speak the same SQL through Kysely.
 * A `date` column is read as its text, yyyy-mm-dd, on both drivers (by default they make a Date at
 * midnight, PGlite in UTC and pg in the process's time zone). Close with `db.destroy()` (ends the
 * pg pool or closes PGlite). Both count the writes to the tables whose reads the server caches
 * (table-versions.ts): PGlite through a plugin, as this process is its only writer (decision 045),
 * PostgreSQL through a listening connection of its own that hears every replica's writes
 * (table-change-listener.ts, decision 060). One server at a time opens a PGlite directory
 * (directory-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';
import { setTableVersions, withTableVersions } from './table-versions.ts';
import { TableChangeListener, type ListenerEvent } from './table-change-listener.ts';
import { lockDataDirectory, type DirectoryLock } from './directory-lock.ts';

export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  /** postgres://…; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite directory, or memory:// for a throwaway in-memory database. Default ./.data */
  dataDir?: string | undefined;
  /** A PGlite data directory (its `dumpDataDir`) a new database starts as: the tests' migrated copies (server/testing/database-template.ts). */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL: open the pool's every connection now, in the background (the server's start), so that
   * the first busy second does not wait for connections to open.
   */
  openPoolNow?: boolean | undefined;
  /** Called when an idle pooled PostgreSQL connection fails (the pool replaces it), or one opened ahead cannot open. */
  onPoolError?: (error: Error) => void;
  /** Called when the PostgreSQL listener of table changes starts listening or loses its connection. */
  onTableChanges?: (event: ListenerEvent) => void;
}

/** PostgreSQL connections per server process. */
export const POOL_SIZE = 10;

/**
 * The server's PostgreSQL connections. Every connection the pool opens is kept (min = max), with TCP
 * keepalive so that a network device does not drop one unseen while it is idle: pg's default closed
 * idle ones after 10 s, so the first busy second of a morning waited for them to open again, the
 * gates' slowest scans (issue 32). `openNow` opens them all at once, in the background.
 */
export function postgresPool(url: string, options: { openNow: boolean; onError: ((error: Error) => void) | undefined }): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, min: POOL_SIZE, keepAlive: true, types: { getTypeParser: pgTypeParser } });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', (error) => options.onError?.(error));
  for (let i = 0; options.openNow && i < POOL_SIZE; i += 1) {
    pool.connect().then(
      (client) => client.release(),
      (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error))),
    );
  }
  return pool;
}

const keepText = (value: string) => value;

/** pg's parsers, except that a date stays text. */
const pgTypeParser: typeof pg.types.getTypeParser = (oid, format) =>
  oid === pg.types.builtins.DATE ? keepText : pg.types.getTypeParser(oid, format);

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl, { openNow: options.openPoolNow ?? false, onError: options.onPoolError });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Other replicas write too: the versions move on what PostgreSQL tells of every commit. The
    // listener connects when a cache first asks, so a database nobody reads through a cache opens none.
    const listener = new TableChangeListener({ connectionString: options.databaseUrl, ...(options.onTableChanges ? { onChange: options.onTableChanges } : {}) });
    setTableVersions(db, listener);
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await listener.close();
      await destroy();
    };
    return db;
  }
  const dataDir = options.dataDir ?? '.data';
  let lock: DirectoryLock | null = null;
  if (!dataDir.includes('://')) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDirectory(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, {
      parsers: { [pgliteTypes.DATE]: (value: string) => value },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // This process is the database's only writer (the lock): its reads may be cached (table-versions.ts).
  const db = withTableVersions(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
  if (!lock) return db;
  const held = lock;
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    held.release();
  };
  return db;
}
