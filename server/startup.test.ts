import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { quietLogger } from './logger.ts';
import { captureLog } from './testing/log-capture.ts';
import { createApp } from './app.ts';
import { SEED_ADMINS, SEED_PASSWORD, SEED_WORKERS } from './seed/seed.ts';
import { prepareDatabase } from './startup.ts';
import { TEST_NOW, testApi } from './testing/test-app.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('a production start', () => {
  it('never seeds the demo accounts, even with the sandbox on: the demo logins are refused', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY, PUBLIC_ORIGIN: 'https://wfm.example.com', SANDBOX_PROVIDERS: 'on', DATA_DIR: 'memory://' }), scryptLogN: 14 };
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const log = captureLog();
      const dataCipher = await prepareDatabase(db, config, { now: TEST_NOW, logger: log.logger });
      const lines = log.entries().map((entry) => String(entry.msg));
      const count = async (table: 'users' | 'admins' | 'attendance_events' | 'policies') =>
        (await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      expect([await count('users'), await count('admins'), await count('attendance_events')]).toEqual([0, 0, 0]);
      // The policies every sign-up needs are there.
      expect(await count('policies')).toBeGreaterThan(0);
      expect(lines.join('\n')).toContain('demo data: off');
      expect(lines.join('\n')).not.toContain('seeded the demo data');

      const api = testApi(createApp({ db, config, now: () => TEST_NOW, logger: quietLogger, dataCipher }));
      const worker = await api.post('/auth/login', { phone: SEED_WORKERS.kim.phone, password: SEED_PASSWORD });
      expect(worker.status).toBe(401);
      const admin = await api.post('/admin/auth/verify', { phone: SEED_ADMINS.jung.phone, employeeNumber: SEED_ADMINS.jung.employeeNumber });
      expect(admin.status).toBe(401);
    } finally {
      await db.destroy();
    }
  });

  it('with SEED_DEMO=1 seeds an empty database once: a second start changes nothing', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY, PUBLIC_ORIGIN: 'https://wfm.example.com', SEED_DEMO: '1', DATA_DIR: 'memory://' }), scryptLogN: 14 };
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepareDatabase(db, config, { now: TEST_NOW, logger: quietLogger });
      const events = async () => (await db.selectFrom('attendance_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      const first = await events();
      expect(first).toBeGreaterThan(100);
      await prepareDatabase(db, config, { now: TEST_NOW, logger: quietLogger });
      expect(await events()).toBe(first);
    } finally {
      await db.destroy();
    }
  });
});
