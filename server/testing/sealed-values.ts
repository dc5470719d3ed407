/**
 * Test support for data key rotation: every sealed value in the database (the columns of
 * db/reseal.ts), and what they open to.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CipherPurpose, DataCipher } from '../db/data-cipher.ts';
import { columnName, SEALED_COLUMNS } from '../db/reseal.ts';

export interface SealedValue {
  /** table.column */
  column: string;
  /** The row's primary key, as text. */
  key: string;
  value: string;
  purpose: CipherPurpose;
}

export async function sealedValues(db: Db): Promise<SealedValue[]> {
  const values: SealedValue[] = [];
  for (const target of SEALED_COLUMNS) {
    const column = sql.ref(target.column);
    const { rows } = await sql<{ key: string; value: string }>`
      SELECT ${sql.ref(target.key)}::text AS key, ${column} AS value FROM ${sql.table(target.table)}
      WHERE ${column} IS NOT NULL ORDER BY 1`.execute(db);
    values.push(...rows.map((row) => ({ column: columnName(target), key: row.key, value: row.value, purpose: target.purpose })));
  }
  return values;
}

/** Each value opened with `cipher` (it throws for one it cannot open), by `table.column key`. */
export function openedValues(values: readonly SealedValue[], cipher: DataCipher): Map<string, string> {
  return new Map(values.map((value) => [`${value.column} ${value.key}`, cipher.open(value.value, value.purpose)]));
}

/** How many values each column has. */
export function countByColumn(values: readonly SealedValue[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value.column] = (counts[value.column] ?? 0) + 1;
  return counts;
}
