import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { openMigratedDatabase } from '../testing/database-template.ts';
import { tableVersionsOf, writtenTables, type TableVersions } from './table-versions.ts';

let db: Db;
let versions: TableVersions;

beforeAll(async () => {
  db = await openMigratedDatabase();
  const counted = tableVersionsOf(db);
  if (!counted) throw new Error('a PGlite database counts its writes');
  versions = counted;
});

afterAll(async () => {
  await db.destroy();
});

describe('writtenTables', () => {
  it('names the watched table of an insert, update (also aliased) and delete', () => {
    expect(writtenTables(db.insertInto('users').values({ id: 'x', phone: '01000000000', name: 'n', password_hash: 'h', yn_convert_password: 'Y', birth_date: '1990-01-01' }).toOperationNode())).toEqual(['users']);
    expect(writtenTables(db.updateTable('attendance_events').set({ type: 'EndWork' }).where('id', '=', 'x').toOperationNode())).toEqual(['attendance_events']);
    expect(writtenTables(db.updateTable('users as u').set({ name: 'n' }).toOperationNode())).toEqual(['users']);
    expect(writtenTables(db.deleteFrom('users').where('id', '=', 'x').toOperationNode())).toEqual(['users']);
  });

  it('finds a write inside a WITH, and none in reads or in writes to other tables', () => {
    const withDelete = db.with('gone', (query) => query.deleteFrom('attendance_events').where('user_id', '=', 'x').returning('id')).selectFrom('gone').selectAll();
    expect(writtenTables(withDelete.toOperationNode())).toEqual(['attendance_events']);
    expect(writtenTables(db.selectFrom('users').innerJoin('attendance_events', 'attendance_events.user_id', 'users.id').selectAll().toOperationNode())).toEqual([]);
    expect(writtenTables(db.deleteFrom('qna_inquiries').where('id', '=', 'x').toOperationNode())).toEqual([]);
    expect(writtenTables(db.deleteFrom('refresh_tokens').where('jti', '=', 'x').toOperationNode())).toEqual(['refresh_tokens']);
  });

  it('counts SQL it cannot read as a write to every watched table', () => {
    expect(writtenTables(sql`update users set name = 'n'`.toOperationNode()).sort()).toEqual(['attendance_events', 'refresh_tokens', 'users']);
  });
});

describe('the write counter of a PGlite database', () => {
  it('moves on a write to the table, also in a transaction, and not on a read or another table', async () => {
    const users = versions.of('users');
    const events = versions.of('attendance_events');
    await db.selectFrom('users').selectAll().execute();
    await db.deleteFrom('qna_inquiries').where('id', '=', crypto.randomUUID()).execute();
    expect([versions.of('users'), versions.of('attendance_events')]).toEqual([users, events]);

    await db.updateTable('users').set({ name: '이름' }).where('id', '=', crypto.randomUUID()).execute();
    expect(versions.of('users')).toBeGreaterThan(users);
    expect(versions.of('attendance_events')).toBe(events);

    const beforeTransaction = versions.of('attendance_events');
    await db.transaction().execute((trx) => trx.deleteFrom('attendance_events').where('id', '=', crypto.randomUUID()).execute());
    expect(versions.of('attendance_events')).toBeGreaterThan(beforeTransaction);
  });
});
