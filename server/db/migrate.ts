/**
 * Schema migrations: server/db/migrations/NNN_name.sql, applied in name order, each recorded in
 * schema_migrations. The same files run on PGlite and PostgreSQL.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { ALL_TABLES, TABLE_CHANGE_CHANNEL } from './table-change-listener.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^\d{3}_[a-z0-9_]+\.sql$/;
/** The advisory lock that migrations and the demo seed take, so replicas starting together run them once. */
export const MIGRATION_LOCK_ID = 73_104_552;

/** A dollar quote's opening tag ($$ or $name$) at the start of the text, else null. */
const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

/**
 * Splits a migration into statements. PGlite's parameterised query path runs one statement at a
 * time, so we send them singly. Understands -- comments, quoted text and dollar-quoted bodies
 * ($$ … $$ or $tag$ … $tag$, as a function's).
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (quote !== null && quote.length > 1) {
      const end = text.indexOf(quote, i);
      const stop = end === -1 ? text.length : end + quote.length;
      current += text.slice(i, stop);
      i = stop - 1;
      quote = null;
      continue;
    }
    if (quote) {
      current += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end - 1;
      continue;
    }
    const tag = char === '$' && !/[A-Za-z0-9_]/.test(text.charAt(i - 1)) ? DOLLAR_TAG.exec(text.slice(i, i + 64)) : null;
    if (tag) {
      current += tag[0];
      i += tag[0].length - 1;
      quote = tag[0];
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    if (char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

export async function listMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => FILE_PATTERN.test(name)).sort();
}

/**
 * Applies the migrations not yet recorded; answers the names it applied. `upTo` (a file name) stops
 * after that migration: tests use it to build a database as an older server left it.
 */
export async function migrate(db: Db, options: { upTo?: string } = {}): Promise<string[]> {
  const { upTo } = options;
  const files = (await listMigrations()).filter((name) => upTo === undefined || name <= upTo);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const text = await readFile(`${MIGRATIONS_DIR}${name}`, 'utf8');
      for (const statement of splitSqlStatements(text)) {
        await sql.raw(statement).execute(trx);
      }
      await trx.insertInto('schema_migrations').values({ name, applied_at: new Date() }).execute();
      applied.push(name);
    }
    // A migration may change rows or their shape without a trigger firing (ALTER TABLE): every
    // replica's cache starts again when it commits (decision 060).
    if (applied.length > 0) await sql`SELECT pg_notify(${TABLE_CHANGE_CHANNEL}, ${ALL_TABLES})`.execute(trx);
    return applied;
  });
}
