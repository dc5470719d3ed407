/**
 * Two real server processes (node server/main.ts) on one PostgreSQL database, as a deployment runs
 * them (docs/deploy.md): they start together on an empty schema and seed it once, and the races
 * that matter hold across them: one QR code scanned on both records one event, a refresh token
 * reused on the other replica revokes its family, a burst of wrong passwords split between them gets
 * at most the allowed tries, and a logout on one ends the access token on the other. What one
 * replica keeps in its read cache (decision 060) gives way at once to a write on the other, or in
 * psql, also while its table-change listener is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '#contract/api-contract.ts';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { todayInSeoul, toYyyymmdd } from '#contract/seoul-time.ts';
import { codeInOutbox, deviceCookieOf, TEST_XSRF } from './testing/test-app.ts';
import { createTestSchema, pgQuery, TEST_DATABASE_URL, withoutPostgres, type TestSchema } from './testing/postgres-schema.ts';

const databaseUrl = TEST_DATABASE_URL;
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Replica {
  process: ChildProcess;
  base: string;
  /** Everything the replica has logged so far. */
  output: string;
}

async function startReplica(url: string, key: string): Promise<Replica> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url, DATA_ENCRYPTION_KEY: key, DATA_DIR: 'memory://', NODE_ENV: 'test', SCRYPT_LOG_N: '14', DIST_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const replica: Replica = { process: child, base: '', output: '' };
  const read = (chunk: Buffer) => {
    replica.output += chunk.toString();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  replica.base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica did not start:\n${replica.output}`)), 60_000);
    const started = () => {
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(replica.output)?.[1];
      if (port) {
        clearTimeout(timer);
        child.stdout.off('data', started);
        resolve(`http://127.0.0.1:${port}${API_PREFIX}`);
      }
    };
    child.stdout.on('data', started);
    child.on('exit', (code) => reject(new Error(`replica exited with ${String(code)}:\n${replica.output}`)));
  });
  return replica;
}

async function call(replica: Replica, method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; address?: string; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { cookie: [`${XSRF_COOKIE}=${TEST_XSRF}`, options.cookie].filter(Boolean).join('; '), [XSRF_HEADER]: TEST_XSRF };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetch(`${replica.base}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
}

describe.skipIf(withoutPostgres)('two server processes on one PostgreSQL database', () => {
  let testSchema: TestSchema;
  let schema: string;
  let a: Replica;
  let b: Replica;

  const admin = (text: string) => pgQuery(text);

  beforeAll(async () => {
    testSchema = await createTestSchema('wfm_replicas');
    schema = testSchema.name;
    const key = randomBytes(32).toString('base64');
    [a, b] = await Promise.all([startReplica(testSchema.url, key), startReplica(testSchema.url, key)]);
  }, 90_000);

  afterAll(async () => {
    for (const replica of [a, b] as (Replica | undefined)[]) {
      if (!replica || replica.process.exitCode !== null) continue;
      const exited = once(replica.process, 'exit');
      replica.process.kill('SIGTERM');
      await exited;
    }
    await (testSchema as TestSchema | undefined)?.drop();
  }, 30_000);

  const login = async (replica: Replica, phone: string) => (await (await call(replica, 'POST', '/auth/login', { body: { phone, password: 'Wfm!demo2026' } })).json()) as { accessToken: string; refreshToken: string };
  const today = todayInSeoul();
  const weekly = `/work/weekly?year=${String(today.year)}&month=${String(today.month)}&day=${String(today.day)}`;
  /** An admin's session at 판교: verified and logged in on `verifyOn`, the SMS code entered on `codeOn`. */
  const adminSession = async (verifyOn: Replica, codeOn: Replica) => {
    const verify = await call(verifyOn, 'POST', '/admin/auth/verify', { body: { phone: '010-9876-5432', employeeNumber: 'A1001' } });
    const { codeToken } = (await verify.json()) as { codeToken: string };
    const code = codeInOutbox(await (await fetch(`${verifyOn.base.slice(0, -API_PREFIX.length)}/sandbox/sms?to=01098765432`)).text());
    const checked = await call(codeOn, 'POST', '/admin/auth/code', { body: { codeToken, code } });
    const { verificationToken } = (await checked.json()) as { verificationToken: string };
    // The same phone logs in: the trusted-device cookie the code left goes with it.
    const login = await call(verifyOn, 'POST', '/admin/auth/login', { body: { verificationToken, corporationCode: 'K001', siteCode: 'P1001' }, cookie: deviceCookieOf(checked) });
    return (await login.json()) as { accessToken: string };
  };

  it('started together and seeded once: each demo worker exists once and logs in on either replica', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.users WHERE phone = '01023456789'`);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
    expect((await login(a, '010-2345-6789')).accessToken).toBeTruthy();
    expect((await login(b, '010-2345-6789')).accessToken).toBeTruthy();
  });

  it('listened first, then closed the months that ended, each worker\'s month once across both replicas', async () => {
    /** What each replica logged of its closings: workers closed, and whether it listened before. */
    const closings = (replica: Replica) =>
      replica.output
        .split('\n')
        .filter((line) => line.includes('"closed the months that ended"'))
        .map((line) => ({ workers: (JSON.parse(line) as { workers: number }).workers, afterListening: replica.output.indexOf('listening on') < replica.output.indexOf(line) }));
    const { rows } = await admin(
      `SELECT count(DISTINCT (user_id, extract(year FROM occurred_at AT TIME ZONE 'Asia/Seoul'), extract(month FROM occurred_at AT TIME ZONE 'Asia/Seoul')))::int AS n
       FROM ${schema}.attendance_events WHERE replaced_at IS NULL AND occurred_at < date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'
       AND occurred_at >= (date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') - interval '13 months') AT TIME ZONE 'Asia/Seoul'`,
    );
    const months = (rows[0] as { n: number } | undefined)?.n ?? 0;
    expect(months).toBeGreaterThan(0);
    await vi.waitFor(() => expect([...closings(a), ...closings(b)].reduce((sum, closing) => sum + closing.workers, 0)).toBe(months), { timeout: 60_000, interval: 200 });
    expect([...closings(a), ...closings(b)].every((closing) => closing.afterListening)).toBe(true);
    const closed = await admin(`SELECT count(*)::int AS n FROM ${schema}.pay_month_closings`);
    expect((closed.rows[0] as { n: number } | undefined)?.n).toBe(months);
  });

  it('a logout on one replica ends the access token on the other; a refresh token reused across them revokes its family', async () => {
    const session = await login(a, '010-3456-7890');
    expect((await call(b, 'GET', '/users/homeProjectSetting', { token: session.accessToken })).status).toBe(200);
    const rotated = await call(b, 'POST', '/auth/reissue', { body: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    const { refreshToken: newest, accessToken } = (await rotated.json()) as { accessToken: string; refreshToken: string };
    const replay = await call(a, 'POST', '/auth/reissue', { body: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await call(a, 'POST', '/auth/reissue', { body: { refreshToken: newest } })).status).toBe(401);
    expect((await call(b, 'GET', '/users/homeProjectSetting', { token: accessToken })).status).toBe(401);

    const other = await login(b, '010-3456-7890');
    expect((await call(b, 'POST', '/auth/logout', { body: { refreshToken: other.refreshToken }, token: other.accessToken })).status).toBe(204);
    expect((await call(a, 'GET', '/users/homeProjectSetting', { token: other.accessToken })).status).toBe(401);
  });

  it('a write on one replica, or in psql, ends what the other kept at once: the session, the account row, the week', async () => {
    // The session: b keeps it on after two calls; a logout on a ends it on b at the next call.
    for (let round = 0; round < 5; round += 1) {
      const session = await login(a, '010-4680-1357');
      for (const _ of [1, 2]) expect((await call(b, 'GET', weekly, { token: session.accessToken })).status).toBe(200);
      expect((await call(a, 'POST', '/auth/logout', { body: { refreshToken: session.refreshToken }, token: session.accessToken })).status).toBe(204);
      expect((await call(b, 'GET', weekly, { token: session.accessToken })).status).toBe(401);
    }

    // The account row, changed in psql: b refuses at once, then serves again.
    const moon = await login(a, '010-3579-2468');
    for (const _ of [1, 2]) expect((await call(b, 'GET', weekly, { token: moon.accessToken })).status).toBe(200);
    await admin(`UPDATE ${schema}.users SET yn_convert_password = 'N' WHERE phone = '01035792468'`);
    expect((await call(b, 'GET', weekly, { token: moon.accessToken })).status).toBe(403);
    await admin(`UPDATE ${schema}.users SET yn_convert_password = 'Y' WHERE phone = '01035792468'`);
    expect((await call(b, 'GET', weekly, { token: moon.accessToken })).status).toBe(200);

    // The week: b kept today without work; a scan on a shows on b at once.
    const kang = await login(b, '010-7395-2841');
    const todayOf = async (replica: Replica) => {
      const records = (await (await call(replica, 'GET', weekly, { token: kang.accessToken })).json()) as WorkDayRecord[];
      return records.find((record) => record.date === toYyyymmdd(today));
    };
    for (const _ of [1, 2]) expect((await todayOf(b))?.workStartTime).toBe('-');
    const issued = await call(a, 'POST', '/qr/codes', { body: { eventType: 'BeginWork' }, token: kang.accessToken });
    const { payload } = (await issued.json()) as { payload: string };
    const gate = await adminSession(a, b);
    expect((await call(a, 'POST', '/qr/scans', { body: { payload }, token: gate.accessToken })).status).toBe(201);
    expect((await todayOf(b))?.workStartTime).not.toBe('-');
  });

  it('a replica whose table-change listener is lost reads the database, and listens again', async () => {
    const moon = await login(a, '010-3579-2468');
    for (const _ of [1, 2]) expect((await call(b, 'GET', weekly, { token: moon.accessToken })).status).toBe(200);
    // b hears nothing more: the write below is not told to it.
    const relistened = b.output.length;
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'wfm-table-changes ${String(b.process.pid)}'`);
    await admin(`UPDATE ${schema}.users SET yn_convert_password = 'N' WHERE phone = '01035792468'`);
    try {
      expect((await call(b, 'GET', weekly, { token: moon.accessToken })).status).toBe(403);
      expect((await call(b, 'GET', weekly, { token: moon.accessToken })).status).toBe(403);
    } finally {
      await admin(`UPDATE ${schema}.users SET yn_convert_password = 'Y' WHERE phone = '01035792468'`);
    }
    expect((await call(b, 'GET', weekly, { token: moon.accessToken })).status).toBe(200);
    // Asked again after the retry delay (1 s), it listens again, as its log says.
    const deadline = Date.now() + 10_000;
    while (!b.output.slice(relistened).includes('read cache: listening') && Date.now() < deadline) {
      await call(b, 'GET', weekly, { token: moon.accessToken });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(b.output.slice(relistened)).toMatch(/not listening[\s\S]*read cache: listening/);
  });

  it('a burst of wrong passwords split between the replicas gets at most 5 tries', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(i % 2 === 0 ? a : b, 'POST', '/auth/login', { body: { phone: '010-8462-3175', password: `wrong-${String(i)}` } })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('one QR code scanned on both replicas at once records one event', async () => {
    const worker = await login(a, '010-5284-1937');
    const issued = await call(a, 'POST', '/qr/codes', { body: { eventType: 'BeginWork' }, token: worker.accessToken });
    expect(issued.status).toBe(201);
    const { payload } = (await issued.json()) as { payload: string };
    // The code goes out on replica b; it is entered on replica a.
    const session = await adminSession(b, a);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 === 0 ? a : b, 'POST', '/qr/scans', { body: { payload }, token: session.accessToken })));
    expect(answers.map((res) => res.status).filter((status) => status === 201)).toHaveLength(1);
  });
});
