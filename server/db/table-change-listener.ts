/**
 * The table versions of a PostgreSQL database that other replicas also write (decision 060). A
 * statement trigger on each watched table (migration 014) calls pg_notify(TABLE_CHANGE_CHANNEL,
 * '<schema>.<table>') in the writing transaction; PostgreSQL delivers it when that transaction
 * commits. An insert into attendance_events says whose rows it added, '<schema>.<table>:<user id>,…'
 * (migration 041), which moves only those keys; writes to refresh_tokens that cannot end a session
 * notify nothing (decision 091, as table-versions.ts reads the writes on PGlite). This process keeps one connection of its own LISTENing, and each notification about one
 * of the tables its queries name (resolved through its search_path) moves that table's version
 * here, whichever replica (or psql session) wrote.
 *
 * A notification arrives a little after its commit, so before a cache trusts the versions it asks
 * settled(): a round trip on the listening connection. PostgreSQL signals a listening backend while
 * the writer commits, before the writer hears COMMIT back, and that backend sends the notifications
 * it was signalled about before it answers the next query on its connection. So once the round trip
 * answers, every write committed before it was sent has moved its table's version here. Requests
 * share round trips: one is in flight at a time, and a caller waits for the next one to start after
 * its call.
 *
 * Fail closed: until the connection listens (and the triggers are found), while it is lost, and when
 * a round trip fails or takes longer than BARRIER_TIMEOUT_MS, settled() answers false and the caches
 * read the database. Every version moves when the connection is lost and again when it listens, so
 * nothing kept before the gap is used after it. The connection opens on the first settled() and is
 * opened again on a later one, at most once per retry delay (1 s, doubling to 30 s).
 */
import pg from 'pg';
import { TableVersions, WATCHED_TABLES, type WatchedTable } from './table-versions.ts';

/** The channel migration 014's trigger notifies, with the table's name as the payload. */
export const TABLE_CHANGE_CHANNEL = 'wfm_table_changed';
/** The payload that moves every version (migrate.ts sends it after a migration). */
export const ALL_TABLES = '*';
/** The trigger's name on every watched table (migration 014). */
const TRIGGER_NAME = 'wfm_table_changed';
/** The triggers migration 041 adds, each on one table: without them a write would go unheard. */
const ROW_TRIGGERS: readonly (readonly [WatchedTable, string])[] = [
  ['attendance_events', 'wfm_rows_inserted'],
  ['refresh_tokens', 'wfm_rows_changed'],
];
/** The listening connection's name in pg_stat_activity: which process's listener it is. */
const LISTENER_APPLICATION_NAME = `wfm-table-changes ${String(process.pid)}`;

const BARRIER_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 5000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export type ListenerEvent = { state: 'listening' } | { state: 'lost'; error: unknown };

interface TableChangeListenerOptions {
  connectionString: string;
  /** Told when the connection starts listening and when it is lost (main.ts logs it). */
  onChange?: (event: ListenerEvent) => void;
  /** Milliseconds, for the retry delay. */
  now?: () => number;
  barrierTimeoutMs?: number;
}

type State = 'idle' | 'connecting' | 'listening' | 'down' | 'closed';

export class TableChangeListener extends TableVersions {
  readonly #options: TableChangeListenerOptions;
  readonly #now: () => number;
  #state: State = 'idle';
  #client: pg.Client | undefined;
  #failures = 0;
  #retryAt = 0;
  #inFlight: Promise<boolean> | undefined;
  #queued: Promise<boolean> | undefined;
  #connecting: Promise<void> = Promise.resolve();
  /** '<schema>.<table>' as the trigger names them → the watched table. */
  #tables = new Map<string, WatchedTable>();

  constructor(options: TableChangeListenerOptions) {
    super();
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Whether the connection listens now (for tests and logs). */
  get listening(): boolean {
    return this.#state === 'listening';
  }

  /** The PostgreSQL backend of the listening connection, if connected (tests end it). */
  get backendPid(): number | undefined {
    return (this.#client as (pg.Client & { processID?: number | null }) | undefined)?.processID ?? undefined;
  }

  override settled(): boolean | Promise<boolean> {
    if (this.#state === 'listening') return this.#sync();
    if ((this.#state === 'idle' || this.#state === 'down') && this.#now() >= this.#retryAt) void this.start();
    return false;
  }

  /** Opens the connection now (settled() also does, when needed); resolves once it listens or failed. */
  start(): Promise<void> {
    if (this.#state === 'idle' || this.#state === 'down') this.#connecting = this.#connect();
    return this.#connecting;
  }

  /** Stops listening for good (db.destroy()). */
  async close(): Promise<void> {
    const client = this.#client;
    this.#state = 'closed';
    this.#client = undefined;
    this.bump(WATCHED_TABLES);
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    this.#state = 'connecting';
    // Timeouts: a connection attempt or query that hangs (a silent network) counts as lost, and is tried again.
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
    });
    this.#client = client;
    client.on('notification', (message) => {
      if (client !== this.#client) return;
      const payload = message.payload ?? ALL_TABLES;
      if (payload === ALL_TABLES) this.bump(WATCHED_TABLES);
      // '<schema>.<table>' or '<schema>.<table>:<key>,<key>…' (the keys of the rows an insert added).
      const colon = payload.indexOf(':');
      const table = this.#tables.get(colon < 0 ? payload : payload.slice(0, colon));
      if (table && colon < 0) this.bump([table]);
      else if (table) this.bumpKeys(table, payload.slice(colon + 1).split(','));
    });
    client.on('error', (error) => {
      this.#lost(client, error);
    });
    client.on('end', () => {
      this.#lost(client, new Error('the listening connection closed'));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${TABLE_CHANGE_CHANNEL}`);
      // The tables the pool's queries name, as the trigger names them. Without an enabled trigger on
      // each (migration 014 not applied yet, or disabled) a write would go unheard: nothing is kept then.
      const { rows } = await client.query<{ name: WatchedTable; qualified: string | null; notifies: boolean; rowsNotify: boolean }>(
        `SELECT watched.name, n.nspname || '.' || c.relname AS qualified,
                EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $2 AND t.tgenabled IN ('O', 'A')) AS notifies,
                (own.trig IS NULL OR EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = own.trig AND t.tgenabled IN ('O', 'A'))) AS "rowsNotify"
           FROM unnest($1::text[]) AS watched(name)
           LEFT JOIN unnest($3::text[], $4::text[]) AS own(name, trig) ON own.name = watched.name
           LEFT JOIN pg_class c ON c.oid = to_regclass(watched.name)
           LEFT JOIN pg_namespace n ON n.oid = c.relnamespace`,
        [WATCHED_TABLES, TRIGGER_NAME, ROW_TRIGGERS.map(([table]) => table), ROW_TRIGGERS.map(([, trigger]) => trigger)],
      );
      const silent = rows.filter((row) => row.qualified === null || !row.notifies).map((row) => row.name);
      if (rows.length !== WATCHED_TABLES.length || silent.length > 0) {
        throw new Error(`no enabled ${TRIGGER_NAME} trigger on ${silent.join(', ')} (migration 014)`);
      }
      const unheard = rows.filter((row) => !row.rowsNotify).map((row) => row.name);
      if (unheard.length > 0) throw new Error(`no enabled row trigger on ${unheard.join(', ')} (migration 041)`);
      this.#tables = new Map(rows.map((row) => [row.qualified ?? '', row.name]));
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (client !== this.#client) return;
    // Writes made while nobody listened were not heard: nothing kept before now is used.
    this.bump(WATCHED_TABLES);
    this.#state = 'listening';
    this.#failures = 0;
    this.#options.onChange?.({ state: 'listening' });
  }

  #lost(client: pg.Client, error: unknown): void {
    if (client !== this.#client) return;
    this.#client = undefined;
    this.bump(WATCHED_TABLES);
    if (this.#state === 'closed') return;
    this.#state = 'down';
    this.#failures += 1;
    this.#retryAt = this.#now() + Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.#failures - 1));
    client.end().catch(() => undefined);
    this.#options.onChange?.({ state: 'lost', error });
  }

  /** Resolves after a round trip sent after this call: the one to start next, shared by all who wait for it. */
  #sync(): Promise<boolean> {
    if (!this.#inFlight) return this.#roundTrip();
    this.#queued ??= this.#inFlight.then(() => {
      this.#queued = undefined;
      return this.#roundTrip();
    });
    return this.#queued;
  }

  #roundTrip(): Promise<boolean> {
    const client = this.#client;
    if (!client || this.#state !== 'listening') return Promise.resolve(false);
    const trip = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.#lost(client, new Error(`the listening connection did not answer within ${String(this.#options.barrierTimeoutMs ?? BARRIER_TIMEOUT_MS)} ms`));
        resolve(false);
      }, this.#options.barrierTimeoutMs ?? BARRIER_TIMEOUT_MS);
      timer.unref();
      client.query('SELECT 1').then(
        () => {
          clearTimeout(timer);
          // The notifications sent before the answer have been handled ('notification' comes first).
          resolve(client === this.#client && this.#state === 'listening');
        },
        (error: unknown) => {
          clearTimeout(timer);
          this.#lost(client, error);
          resolve(false);
        },
      );
    });
    this.#inFlight = trip;
    void trip.finally(() => {
      if (this.#inFlight === trip) this.#inFlight = undefined;
    });
    return trip;
  }
}
