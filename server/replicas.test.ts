/**
 * Two real server processes (node server/main.ts) on one PostgreSQL database, as a deployment runs
 * them (docs/deploy.md): they start together on an empty schema and seed it once, and the races
 * that matter hold across them: one QR code scanned on both records one event, a refresh token
 * reused on the other replica revokes its family, a burst of wrong passwords split between them gets
 * at most the allowed tries, and a logout on one ends the access token on the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '#contract/api-contract.ts';
import { codeInOutbox, TEST_XSRF } from './testing/test-app.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const required = process.env.CI === 'true';
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Replica {
  process: ChildProcess;
  base: string;
}

async function startReplica(url: string, key: string): Promise<Replica> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url, DATA_ENCRYPTION_KEY: key, DATA_DIR: 'memory://', NODE_ENV: 'test', SCRYPT_LOG_N: '14', DIST_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`replica did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}${API_PREFIX}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`replica exited with ${String(code)}:\n${output}`)));
  });
  return { process: child, base };
}

async function call(replica: Replica, method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; address?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { cookie: `${XSRF_COOKIE}=${TEST_XSRF}`, [XSRF_HEADER]: TEST_XSRF };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetch(`${replica.base}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
}

describe.skipIf(!databaseUrl && !required)('two server processes on one PostgreSQL database', () => {
  const schema = `wfm_replicas_${randomBytes(6).toString('hex')}`;
  let a: Replica;
  let b: Replica;

  async function admin(text: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    if (!databaseUrl) throw new Error('CI=true but TEST_DATABASE_URL is not set: run the server tests via scripts/with-postgres.sh');
    await admin(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const key = randomBytes(32).toString('base64');
    [a, b] = await Promise.all([startReplica(url.toString(), key), startReplica(url.toString(), key)]);
  }, 90_000);

  afterAll(async () => {
    for (const replica of [a, b] as (Replica | undefined)[]) {
      if (!replica || replica.process.exitCode !== null) continue;
      const exited = once(replica.process, 'exit');
      replica.process.kill('SIGTERM');
      await exited;
    }
    if (databaseUrl) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }, 30_000);

  const login = async (replica: Replica, phone: string) => (await (await call(replica, 'POST', '/auth/login', { body: { phone, password: 'Wfm!demo2026' } })).json()) as { accessToken: string; refreshToken: string };

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
    const verify = await call(b, 'POST', '/admin/auth/verify', { body: { phone: '010-9876-5432', employeeNumber: 'A1001' } });
    const { codeToken } = (await verify.json()) as { codeToken: string };
    // The code went out on replica b; it is entered on replica a.
    const code = codeInOutbox(await (await fetch(`${b.base.slice(0, -API_PREFIX.length)}/sandbox/sms?to=01098765432`)).text());
    const { verificationToken } = (await (await call(a, 'POST', '/admin/auth/code', { body: { codeToken, code } })).json()) as { verificationToken: string };
    const session = (await (await call(b, 'POST', '/admin/auth/login', { body: { verificationToken, corporationCode: 'K001', siteCode: 'P1001' } })).json()) as { accessToken: string };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 === 0 ? a : b, 'POST', '/qr/scans', { body: { payload }, token: session.accessToken })));
    expect(answers.map((res) => res.status).filter((status) => status === 201)).toHaveLength(1);
  });
});
