/**
 * The attendance event kinds of the database are the contract's table (contract/attendance-events.ts):
 * every CHECK constraint that lists them, in whichever migration it was made, lists exactly those.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQrEventType, QR_EVENT_TYPES } from '#contract/api-contract.ts';
import type { Db } from './database.ts';
import { openMigratedDatabase } from '../testing/database-template.ts';

let db: Db;

beforeAll(async () => {
  db = await openMigratedDatabase();
});

afterAll(async () => {
  await db.destroy();
});

describe('attendance event types', () => {
  it("every CHECK of the database that lists event types lists exactly the contract's", async () => {
    const { rows } = await sql<{ name: string; definition: string }>`
      SELECT conrelid::regclass::text || '.' || conname AS name, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE contype = 'c' AND pg_get_constraintdef(oid) LIKE '%EndDinner%' ORDER BY 1`.execute(db);
    expect(rows.length, 'the constraints on attendance events, QR codes and corrections').toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const listed = [...row.definition.matchAll(/'([A-Za-z]+)'/g)].map(([, type]) => type).sort();
      expect(listed, row.name).toEqual([...QR_EVENT_TYPES].sort());
    }
  });

  it('one check tells an event type from anything else', () => {
    for (const type of QR_EVENT_TYPES) expect(isQrEventType(type)).toBe(true);
    for (const other of ['beginwork', 'BeginWork ', '', 'Lunch', null, 3, undefined, {}]) expect(isQrEventType(other)).toBe(false);
  });
});
