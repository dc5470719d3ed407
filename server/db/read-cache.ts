/**
 * Reads kept in memory between requests (decisions 045 and 060): the signed-in worker's account row
 * and whether the session is still on, both checked on every call, and the weeks of work home asks
 * for on every visit. An entry is used only while the table it was read from has not been written
 * since (db/table-versions.ts), and for at most a minute; the oldest go first beyond a fixed number.
 * Keys are the verified token's subject, so one person's entry can only ever answer that person.
 *
 * A request asks settle() once, as it begins, and hands the answer to each of its reads: on
 * PostgreSQL that waits until every write committed before the request arrived, by any replica, has
 * moved the versions here (db/table-change-listener.ts), or answers false when that cannot be known;
 * then nothing kept is used and every read goes to the database. READ_CACHE=off, or a database opened
 * otherwise than by openDatabase, reads the database every time.
 */
import type { WorkDayRecord } from '#contract/api-work.ts';
import type { Db } from './database.ts';
import type { UserRow } from './schema.ts';
import { tableVersionsOf, type TableVersions, type WatchedTable } from './table-versions.ts';

/** What ReadCaches.settle() answered: whether kept values may be used for this request. */
export type Settled = boolean | Promise<boolean>;

interface ReadCache<V> {
  /**
   * The value for `key`: the kept one while `table` is unchanged, else `load()`'s (kept if nothing
   * wrote meanwhile). `settled`: the request's settle(); when it answers false, `load()` it is.
   */
  read<T extends V | undefined>(key: string, settled: Settled, load: () => Promise<T>): Promise<T>;
}

export interface ReadCaches {
  /** Asked once per request, as it begins (before the token is verified, which it overlaps). */
  settle(): Settled;
  /** The account row requireUser checks, by user id. */
  users: ReadCache<UserRow>;
  /** GET /work/weekly's seven days, by `<user id>|<the week's Sunday>`. */
  weeks: ReadCache<WorkDayRecord[]>;
  /** Whether a session (refresh family) is on, by family id: every call with an access token asks. */
  sessions: ReadCache<boolean>;
}

interface Entry<V> {
  version: number;
  /** The counter of the entry's key in its table (0 for a cache not kept by key). */
  keyVersion: number;
  value: V;
  storedAt: number;
}

interface ReadCacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** Milliseconds, for the entries' lifetime. */
  now: () => number;
}

/**
 * A cache of reads from `table`. With `ownerOf`, an entry belongs to one key of the table's
 * KEY_COLUMNS (a worker, for their weeks): a write that names its rows' keys moves only theirs, so it
 * leaves every other owner's entries in place; a write that does not moves them all.
 */
export function createReadCache<V>(versions: TableVersions | undefined, table: WatchedTable, options: ReadCacheOptions, ownerOf?: (key: string) => string): ReadCache<V> {
  if (!versions) return { read: (_key, _settled, load) => load() };
  const entries = new Map<string, Entry<V>>();
  const keyVersionOf = (key: string) => (ownerOf ? versions.ofKey(table, ownerOf(key)) : 0);
  return {
    async read<T extends V | undefined>(key: string, settled: Settled, load: () => Promise<T>): Promise<T> {
      if (settled !== true && (settled === false || !(await settled))) return load();
      const version = versions.of(table);
      const keyVersion = keyVersionOf(key);
      const kept = entries.get(key);
      if (kept && kept.version === version && kept.keyVersion === keyVersion && options.now() - kept.storedAt < options.ttlMs) return kept.value as T;
      if (kept) entries.delete(key);
      const value = await load();
      // A write that began after the versions were read may or may not be in `value`: keep nothing then.
      if (value !== undefined && versions.of(table) === version && keyVersionOf(key) === keyVersion) {
        // Shared between requests: nobody may change it.
        Object.freeze(value);
        entries.set(key, { version, keyVersion, value, storedAt: options.now() });
        if (entries.size > options.maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
      }
      return value;
    },
  };
}

/** At most this many people's entries per cache (a site's workers, many times over). */
const MAX_ENTRIES = 10_000;
const TTL_MS = 60_000;

/** The app's caches; pass-through when `enabled` is false or `db` has no table versions. */
export function createReadCaches(db: Db, now: () => Date, enabled = true): ReadCaches {
  const versions = enabled ? tableVersionsOf(db) : undefined;
  const options = { maxEntries: MAX_ENTRIES, ttlMs: TTL_MS, now: () => now().getTime() };
  return {
    settle: () => versions?.settled() ?? false,
    users: createReadCache<UserRow>(versions, 'users', options),
    // Kept by worker: `<user id>|<Sunday>`; a scan moves only its worker's weeks.
    weeks: createReadCache<WorkDayRecord[]>(versions, 'attendance_events', options, (key) => key.slice(0, key.indexOf('|'))),
    sessions: createReadCache<boolean>(versions, 'refresh_tokens', options),
  };
}
