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
 */
import type { KyselyPlugin, OperationNode, QueryId, RootOperationNode } from 'kysely';
import type { Db } from './database.ts';

export const WATCHED_TABLES = ['users', 'attendance_events', 'refresh_tokens'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

export class TableVersions {
  readonly #versions = new Map<WatchedTable, number>();

  of(table: WatchedTable): number {
    return this.#versions.get(table) ?? 0;
  }

  bump(tables: Iterable<WatchedTable>): void {
    for (const table of tables) this.#versions.set(table, this.of(table) + 1);
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

/**
 * The watched tables a query writes to, also from inside a WITH. SQL the query builder did not make
 * (raw SQL, schema changes) cannot be read: it counts as a write to all of them.
 */
export function writtenTables(root: RootOperationNode): WatchedTable[] {
  if (root.kind !== 'SelectQueryNode' && !WRITE_KINDS.has(root.kind)) return [...WATCHED_TABLES];
  const found = new Set<WatchedTable>();
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
        if (isWatched(name)) found.add(name);
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  // PostgreSQL allows a data-modifying statement in a SELECT only in its top-level WITH: reads,
  // every request's queries, need only that part looked at.
  visit(root.kind === 'SelectQueryNode' ? root.with : root);
  return [...found];
}

/** The plugin that keeps `versions` moving (installed by openDatabase for PGlite). */
function watchWrites(versions: TableVersions): KyselyPlugin {
  const pending = new WeakMap<QueryId, WatchedTable[]>();
  return {
    transformQuery({ node, queryId }) {
      const tables = writtenTables(node);
      if (tables.length > 0) {
        versions.bump(tables);
        pending.set(queryId, tables);
      }
      return node;
    },
    transformResult({ queryId, result }) {
      const tables = pending.get(queryId);
      if (tables) versions.bump(tables);
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
