/**
 * Data key rotation, the database's part (decision 062): every sealed value whose key is not the
 * current data key is opened with the previous key that sealed it and sealed again with the current
 * one. A start runs it (startup.ts) after the migrations.
 *
 * - In batches, each its own transaction under an advisory lock: replicas starting together take
 *   turns, and a value is re-sealed once (each batch reads only values not yet of the current key).
 * - Safe to interrupt: what a batch did is committed, and the next start finds only what is left.
 * - A value is written back only if it is still the one read (a request may have replaced it).
 * - A value that no key of the ring opens stops the start, naming the row and what to set. It is
 *   never skipped: a skipped value would stay sealed with a key the operator then deletes.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { sealedPrefix, type CipherPurpose, type DataCipher } from './data-cipher.ts';
import type { Logger } from '../logger.ts';

/** The advisory lock a re-seal batch holds (migrate.ts has the migrations' lock). */
const RESEAL_LOCK_ID = 73_104_553;
const RESEAL_BATCH_SIZE = 500;

/** A column of sealed values: its table, the table's primary key, and the purpose it is sealed for. */
type SealedColumn = {
  [T in keyof Database]: { table: T; key: keyof Database[T] & string; column: keyof Database[T] & string; purpose: CipherPurpose };
}[keyof Database];

/** Every column that holds values sealed with the data key (a new one must be listed here). */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'users', key: 'id', column: 'rrn_encrypted', purpose: 'users.rrn' },
  { table: 'pay_accounts', key: 'user_id', column: 'account_encrypted', purpose: 'pay_accounts.account' },
  { table: 'identity_flows', key: 'id', column: 'claim_encrypted', purpose: 'flows.claim' },
  { table: 'identity_flows', key: 'id', column: 'verified_encrypted', purpose: 'flows.verified' },
  { table: 'provider_requests', key: 'id', column: 'result_encrypted', purpose: 'provider.result' },
  { table: 'signing_keys', key: 'kid', column: 'private_key_sealed', purpose: 'signing_keys.private_key' },
  { table: 'signing_keys', key: 'kid', column: 'public_key_sealed', purpose: 'signing_keys.public_key' },
  { table: 'push_vapid_keys', key: 'id', column: 'private_key_sealed', purpose: 'push.vapid_private_key' },
];

export function columnName(target: SealedColumn): string {
  return `${target.table}.${target.column}`;
}

/** The values of a column not sealed with the key `keyId`. */
function notSealedWith(target: SealedColumn, keyId: string) {
  const column = sql.ref(target.column);
  return sql`${column} IS NOT NULL AND ${column} NOT LIKE ${`${sealedPrefix(keyId)}%`}`;
}

/** Re-seals one column, batch by batch in key order (every row is visited once, so it ends). */
async function resealColumn(db: Db, cipher: DataCipher, target: SealedColumn, batchSize: number): Promise<number> {
  const key = sql.ref(target.key);
  const column = sql.ref(target.column);
  let after: string | null = null;
  let resealed = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${RESEAL_LOCK_ID})`.execute(trx);
      const { rows } = await sql<{ key: string; value: string }>`
        SELECT ${key}::text AS key, ${column} AS value FROM ${sql.table(target.table)}
        WHERE ${notSealedWith(target, cipher.keyId)} ${after === null ? sql`` : sql`AND ${key} > ${after}`}
        ORDER BY ${key} LIMIT ${batchSize}`.execute(trx);
      let updated = 0;
      for (const row of rows) {
        let plain: string;
        try {
          plain = cipher.open(row.value, target.purpose);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`${columnName(target)} of ${target.key} ${row.key} cannot be re-sealed: ${reason}`, { cause: error });
        }
        const result = await sql`UPDATE ${sql.table(target.table)} SET ${column} = ${cipher.seal(plain, target.purpose)}
          WHERE ${key} = ${row.key} AND ${column} = ${row.value}`.execute(trx);
        updated += Number(result.numAffectedRows ?? 0n);
      }
      return { rows, updated };
    });
    resealed += batch.updated;
    const last = batch.rows.at(-1);
    if (!last || batch.rows.length < batchSize) return resealed;
    after = last.key;
  }
}

/** How many values of each column are not sealed with the current key (0 everywhere: the previous keys may go). */
async function countNotCurrent(db: Db, cipher: DataCipher): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const target of SEALED_COLUMNS) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(target.table)} WHERE ${notSealedWith(target, cipher.keyId)}`.execute(db);
    counts.set(columnName(target), rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Re-seals with the current key every value sealed with another; logs how many per column and how
 * many are left (values a replica still on the old key wrote meanwhile). Answers the counts.
 */
export async function resealWithCurrentKey(
  db: Db,
  cipher: DataCipher,
  options: { logger: Logger; batchSize?: number },
): Promise<{ resealed: Map<string, number>; left: number }> {
  const { logger, batchSize = RESEAL_BATCH_SIZE } = options;
  const before = await countNotCurrent(db, cipher);
  const resealed = new Map<string, number>();
  for (const target of SEALED_COLUMNS) {
    // Nothing to do (the usual start): no lock taken.
    if ((before.get(columnName(target)) ?? 0) === 0) continue;
    const count = await resealColumn(db, cipher, target, batchSize);
    resealed.set(columnName(target), count);
    logger.info({ column: columnName(target), resealed: count }, `data key rotation: re-sealed ${String(count)} values of ${columnName(target)} with the current key ${cipher.keyId}`);
  }
  const left = resealed.size === 0 ? 0 : [...(await countNotCurrent(db, cipher)).values()].reduce((sum, n) => sum + n, 0);
  if (resealed.size > 0 || cipher.previousKeyIds.length > 0) {
    logger.info({ left }, `data key rotation: ${String(left)} values left sealed with a previous key${left === 0 ? ' (DATA_ENCRYPTION_KEYS_PREVIOUS may be removed once every replica runs this key)' : ' (restart a replica to re-seal them)'}`);
  }
  return { resealed, left };
}
