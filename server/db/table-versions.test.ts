import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { openMigratedDatabase } from '../testing/database-template.ts';
import { tableVersionsOf, watchedWrites, type TableVersions } from './table-versions.ts';

/** The tables a query writes to (any row). */
const writtenTables = (node: Parameters<typeof watchedWrites>[0]) => watchedWrites(node).map((write) => write.table);

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

  it("names the workers of a scan's insert, and leaves out the writes to refresh_tokens that cannot end a session (decision 091)", () => {
    const event = (userId: string) => ({ id: crypto.randomUUID(), user_id: userId, project_code: 'P1001', type: 'BeginWork' as const, occurred_at: new Date() });
    expect(watchedWrites(db.insertInto('attendance_events').values([event('u1'), event('u2'), event('u1')]).toOperationNode())).toEqual([{ table: 'attendance_events', keys: ['u1', 'u2'] }]);
    // Changed or deleted rows are not named: any worker's.
    expect(watchedWrites(db.deleteFrom('attendance_events').where('user_id', '=', 'u1').toOperationNode())).toEqual([{ table: 'attendance_events', keys: null }]);
    expect(watchedWrites(db.insertInto('attendance_events').values(event('u1')).onConflict((oc) => oc.doNothing()).toOperationNode())).toEqual([{ table: 'attendance_events', keys: null }]);
    const token = { jti: crypto.randomUUID(), family_id: crypto.randomUUID(), subject_kind: 'user' as const, subject_id: 'u1', corporation_code: null, site_code: null, issued_at: new Date(), expires_at: new Date() };
    expect(watchedWrites(db.insertInto('refresh_tokens').values(token).toOperationNode())).toEqual([]);
    expect(watchedWrites(db.updateTable('refresh_tokens').set({ used_at: new Date() }).where('jti', '=', 'x').toOperationNode())).toEqual([]);
    expect(watchedWrites(db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', 'x').toOperationNode())).toEqual([{ table: 'refresh_tokens', keys: null }]);
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

    // A scan's insert moves its worker's counter alone.
    const [mine, theirs] = [crypto.randomUUID(), crypto.randomUUID()];
    const theirsNow = versions.ofKey('attendance_events', theirs);
    await db.insertInto('users').values({ id: mine, phone: '01099998888', name: '스캔', password_hash: 'h', yn_convert_password: 'Y', birth_date: '1990-01-01' }).execute();
    await db.insertInto('corporations').values({ code: 'KV1', name: '법인' }).execute();
    await db.insertInto('customers').values({ code: 'CV1', name: '고객' }).execute();
    await db.insertInto('projects').values({ code: 'PV1', customer_code: 'CV1', corporation_code: 'KV1', name: '현장', address: '주소' }).execute();
    const eventsNow = versions.of('attendance_events');
    await db.insertInto('attendance_events').values({ id: crypto.randomUUID(), user_id: mine, project_code: 'PV1', type: 'BeginWork', occurred_at: new Date() }).execute();
    expect(versions.ofKey('attendance_events', mine)).toBeGreaterThan(0);
    expect([versions.of('attendance_events'), versions.ofKey('attendance_events', theirs)]).toEqual([eventsNow, theirsNow]);

    const beforeTransaction = versions.of('attendance_events');
    await db.transaction().execute((trx) => trx.deleteFrom('attendance_events').where('id', '=', crypto.randomUUID()).execute());
    expect(versions.of('attendance_events')).toBeGreaterThan(beforeTransaction);
  });
});
