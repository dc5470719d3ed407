/**
 * Closing the months that ended (issue 32): every worker's month is closed once, whatever it paid,
 * and never looked at again at the next start or hour; two closings at once (two replicas) issue
 * each statement once; a closing stopped between batches goes on where it stopped.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEED_NEWCOMER } from '../../seed/seed-accounts.ts';
import { captureLog } from '../../testing/log-capture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { closeEndedMonths } from './statement-versions.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');

describe('closing the months that ended', () => {
  it('closes each worker’s month once, with or without pay, and looks at none of them again', async () => {
    const t = await createTestApp({ now: NOW });
    try {
      // A day at the gate without a contract (the newcomer has none): recorded, paying nothing.
      for (const [type, at] of [['BeginWork', '2026-10-14T08:00:00+09:00'], ['EndWork', '2026-10-14T17:00:00+09:00']] as const) {
        await t.db.insertInto('attendance_events').values({ id: randomUUID(), user_id: SEED_NEWCOMER.id, project_code: 'P1001', type, occurred_at: new Date(at) }).execute();
      }
      const log = captureLog();
      const issued = await closeEndedMonths(t.db, NOW, log.logger);
      expect(issued.length).toBeGreaterThan(0);
      expect(issued.every((version) => version.version === 1)).toBe(true);
      expect(issued.some((version) => version.userId === SEED_NEWCOMER.id)).toBe(false);
      const closings = await t.db.selectFrom('pay_month_closings').select(['user_id', 'year', 'month']).execute();
      expect(closings).toContainEqual({ user_id: SEED_NEWCOMER.id, year: 2026, month: 10 });
      // Every month with attendance is closed, once.
      const months = await sql<{ n: number }>`
        SELECT count(DISTINCT (user_id, extract(year FROM occurred_at AT TIME ZONE 'Asia/Seoul'), extract(month FROM occurred_at AT TIME ZONE 'Asia/Seoul')))::int AS n
        FROM attendance_events WHERE replaced_at IS NULL AND occurred_at < ${new Date('2026-11-01T00:00:00+09:00')} AND occurred_at >= ${new Date('2025-10-01T00:00:00+09:00')}`.execute(t.db);
      expect(closings).toHaveLength(months.rows[0]?.n ?? -1);
      expect(log.entries().find((entry) => entry.msg === 'closed the months that ended')).toMatchObject({ workers: closings.length, statements: issued.length });

      // The next hour: nothing to close, nothing recomputed, nothing said.
      const again = captureLog();
      expect(await closeEndedMonths(t.db, new Date(NOW.getTime() + 3_600_000), again.logger)).toEqual([]);
      expect(again.entries()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('two at once (two replicas) issue each statement once; one stopped between batches goes on at the next run', async () => {
    const t = await createTestApp({ now: NOW });
    try {
      const stopped = new AbortController();
      stopped.abort();
      expect(await closeEndedMonths(t.db, NOW, undefined, stopped.signal)).toEqual([]);

      const [first, second] = await Promise.all([closeEndedMonths(t.db, NOW), closeEndedMonths(t.db, NOW)]);
      const keys = [...first, ...second].map((version) => `${version.userId} ${version.corporationCode} ${String(version.year)}-${String(version.month)}`);
      expect(new Set(keys).size).toBe(keys.length);
      const stored = await t.db.selectFrom('pay_statement_versions').select(['user_id', 'version']).execute();
      expect(stored).toHaveLength(keys.length);
      expect(stored.every((row) => row.version === 1)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
