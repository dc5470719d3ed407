/**
 * The server's PostgreSQL pool (issue 32): it opens its connections at the start and keeps them when
 * idle, so a morning's first busy second does not wait for connections to open (the gates' slowest
 * scans were those). On PostgreSQL only (TEST_DATABASE_URL, scripts/with-postgres.sh).
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_URL, withoutPostgres } from '../testing/postgres-schema.ts';
import { POOL_SIZE, postgresPool } from './database.ts';

describe.skipIf(withoutPostgres)('the PostgreSQL pool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens every connection at the start, and keeps them idle past pg’s idle timeout', async () => {
    const errors: Error[] = [];
    const name = `pool-test-${randomBytes(4).toString('hex')}`;
    const url = new URL(TEST_DATABASE_URL ?? '');
    url.searchParams.set('application_name', name);
    const pool = postgresPool(url.toString(), { openNow: true, onError: (error) => errors.push(error) });
    try {
      await vi.waitFor(() => expect(pool.idleCount).toBe(POOL_SIZE), { timeout: 10_000 });
      const connected = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name]);
      expect(connected.rows[0]?.n).toBe(POOL_SIZE);

      // Every connection busy at once, then idle for a minute (pg's idle timeout is 10 s).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('SELECT pg_sleep(0.05)')));
      vi.advanceTimersByTime(60_000);
      expect([pool.totalCount, pool.idleCount]).toEqual([POOL_SIZE, POOL_SIZE]);
      expect(errors).toEqual([]);
    } finally {
      vi.useRealTimers();
      await pool.end();
    }
  });
});
