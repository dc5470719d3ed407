/**
 * Write counters for the tables whose reads the server keeps in memory (decisions 045 and 060). A
 * cached read is stored with the version seen before it ran and used only while that version is
 * still current, so a read that overlapped a write is never served again.
 *
 * Who moves the counters depends on the database (database.ts):
 * - embedded PGlite: this process is the only writer, and a Kysely plugin moves a watched table's
 *   version on every write to it, once when the query is built and once when its result comes back;
 * - PostgreSQL: any replica (or a person with psql) may write, and a trigger on each watched table
 *   notifies every replica, whose listener moves its counters (table-change-listener.ts).
 *
 * Writes move what they change, not the whole table, where a cache could tell (issue 32, decision
 * 091): a scan (an insert into attendance_events) moves only its workers' counters, so every other
 * worker's cached week stays; and a write to refresh_tokens that cannot end a session (a new token,
 * a token marked used) moves nothing, since the only read kept from it is whether a session is on.
 * Everything else moves the table's counter, which every entry of it checks.
 */
import type { KyselyPlugin, OperationNode, QueryId, RootOperationNode } from 'kysely';
import type { Db } from './database.ts';

export const WATCHED_TABLES = ['users', 'attendance_events', 'refresh_tokens'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/** The column whose value a table's cached reads are kept by (the row's owner), where writes can say it. */
export const KEY_COLUMNS: Partial<Record<WatchedTable, string>> = { attendance_events: 'user_id' };

/** A write to a watched table: the keys of the rows it wrote, or null for any row of the table. */
export interface TableWrite {
  table: WatchedTable;
  keys: readonly string[] | null;
}

export class TableVersions {
  readonly #versions = new Map<WatchedTable, number>();
  /** `<table> <key>` → its counter: moved by writes that named their rows' keys. */
  readonly #keyVersions = new Map<string, number>();

  /** The table's counter: moved by every write that did not say whose rows it wrote. */
  of(table: WatchedTable): number {
    return this.#versions.get(table) ?? 0;
  }

  /** One key's counter in a table (KEY_COLUMNS). */
  ofKey(table: WatchedTable, key: string): number {
    return this.#keyVersions.get(`${table} ${key}`) ?? 0;
  }

  bump(tables: Iterable<WatchedTable>): void {
    for (const table of tables) this.#versions.set(table, this.of(table) + 1);
  }

  bumpKeys(table: WatchedTable, keys: Iterable<string>): void {
    for (const key of keys) this.#keyVersions.set(`${table} ${key}`, this.ofKey(table, key) + 1);
  }

  /** Moves the counters of each write: its keys' where it named them, else its table's. */
  apply(writes: Iterable<TableWrite>): void {
    for (const write of writes) {
      if (write.keys) this.bumpKeys(write.table, write.keys);
      else this.bump([write.table]);
    }
  }

  /**
   * true, or a promise of true, once the counters count every write committed before this call: a
   * cache may then trust them. false: they cannot be trusted now, so nothing kept may be used (nor
   * kept). Counters moved by this process's own writes are always settled.
   */
  settled(): boolean | Promise<boolean> {
    return true;
  }
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

function isWatched(name: string | undefined): name is WatchedTable {
  return (WATCHED_TABLES as readonly (string | undefined)[]).includes(name);
}

/** The table a TableNode or an aliased TableNode names. */
function tableName(node: unknown): string | undefined {
  const table = node as { kind?: string; node?: unknown; table?: { identifier?: { name?: string } } } | undefined;
  if (table?.kind === 'AliasNode') return tableName(table.node);
  return table?.kind === 'TableNode' ? table.table?.identifier?.name : undefined;
}

/** The tables one write node writes to. */
function targets(node: OperationNode & Record<string, unknown>): unknown[] {
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      return [node.into];
    case 'UpdateQueryNode':
      return [node.table];
    case 'DeleteQueryNode':
      return (node.from as { froms?: unknown[] } | undefined)?.froms ?? [];
    default:
      return [];
  }
}

/** The columns a SET list names. */
function updatedColumns(node: Record<string, unknown>): string[] | null {
  const updates = node.updates as { column?: { column?: { name?: string } } }[] | undefined;
  const names = (updates ?? []).map((update) => update.column?.column?.name);
  return names.every((name): name is string => typeof name === 'string') ? names : null;
}

/** The keys (KEY_COLUMNS) of the rows an INSERT … VALUES of plain values adds; null when they cannot be read. */
function insertedKeys(node: Record<string, unknown>, column: string): string[] | null {
  // ON CONFLICT … DO UPDATE may change a row of another key.
  if (node.onConflict !== undefined) return null;
  const columns = (node.columns as { column?: { name?: string } }[] | undefined)?.map((entry) => entry.column?.name) ?? [];
  const at = columns.indexOf(column);
  const values = node.values as { kind?: string; values?: unknown[] } | undefined;
  if (at < 0 || values?.kind !== 'ValuesNode' || !values.values) return null;
  const keys = new Set<string>();
  for (const row of values.values as { kind?: string; values?: unknown[] }[]) {
    const cell = row.values?.[at] as { kind?: string; value?: unknown } | string | undefined;
    // A row of plain values (PrimitiveValueListNode) holds the value; a ValueListNode holds ValueNodes.
    const value = row.kind === 'PrimitiveValueListNode' ? cell : typeof cell === 'object' && cell.kind === 'ValueNode' ? cell.value : undefined;
    if (typeof value !== 'string') return null;
    keys.add(value);
  }
  return [...keys];
}

/** What one write node does to a watched table: its rows' keys, the whole table, or nothing a cache reads (null). */
function writeOf(node: OperationNode & Record<string, unknown>, table: WatchedTable): TableWrite | null {
  if (table === 'refresh_tokens') {
    // Only "is this session on" is kept from refresh_tokens: a new token (a login, the next token of a
    // live session) or a token marked used cannot turn a session off, or one that is off on again.
    if (node.kind === 'InsertQueryNode' && node.onConflict === undefined) return null;
    if (node.kind === 'UpdateQueryNode' && updatedColumns(node)?.every((name) => name === 'used_at')) return null;
  }
  const keyColumn = KEY_COLUMNS[table];
  if (keyColumn && node.kind === 'InsertQueryNode') return { table, keys: insertedKeys(node, keyColumn) };
  return { table, keys: null };
}

/**
 * The watched writes of a query, also from inside a WITH: each with its rows' keys where an insert
 * names them (KEY_COLUMNS), without the writes no cached read depends on. SQL the query builder did
 * not make (raw SQL, schema changes) cannot be read: it counts as a write to every row of every table.
 */
export function watchedWrites(root: RootOperationNode): TableWrite[] {
  if (root.kind !== 'SelectQueryNode' && !WRITE_KINDS.has(root.kind)) return WATCHED_TABLES.map((table) => ({ table, keys: null }));
  const found: TableWrite[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as OperationNode & Record<string, unknown>;
    if (WRITE_KINDS.has(node.kind)) {
      for (const target of targets(node)) {
        const name = tableName(target);
        const write = isWatched(name) ? writeOf(node, name) : null;
        if (write) found.push(write);
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  // PostgreSQL allows a data-modifying statement in a SELECT only in its top-level WITH: reads,
  // every request's queries, need only that part looked at.
  visit(root.kind === 'SelectQueryNode' ? root.with : root);
  return found;
}

/** The plugin that keeps `versions` moving (installed by openDatabase for PGlite). */
function watchWrites(versions: TableVersions): KyselyPlugin {
  const pending = new WeakMap<QueryId, TableWrite[]>();
  return {
    transformQuery({ node, queryId }) {
      const writes = watchedWrites(node);
      if (writes.length > 0) {
        versions.apply(writes);
        pending.set(queryId, writes);
      }
      return node;
    },
    transformResult({ queryId, result }) {
      const writes = pending.get(queryId);
      if (writes) versions.apply(writes);
      return Promise.resolve(result);
    },
  };
}

const versionsByDb = new WeakMap<Db, TableVersions>();

/** Installs the counters on a database whose only writer is this process. */
export function withTableVersions(db: Db): Db {
  const versions = new TableVersions();
  const watched = db.withPlugin(watchWrites(versions));
  versionsByDb.set(watched, versions);
  return watched;
}

/** Names the counters that something else keeps moving for `db` (a PostgreSQL listener). */
export function setTableVersions(db: Db, versions: TableVersions): void {
  versionsByDb.set(db, versions);
}

/** The counters of a database opened by openDatabase; undefined for one opened otherwise. */
export function tableVersionsOf(db: Db): TableVersions | undefined {
  return versionsByDb.get(db);
}
