/**
 * The production smoke test (issue 31): the real server process started as production runs it, with
 * no identity contract (IDENTITY_PROVIDER=none, BANK_CERT_PROVIDER=none), text messages through a
 * signed webhook (a local receiver that checks the signature and refuses the first try, so the retry
 * is seen), a data key and a public origin. The operator's commands (npm run operator) create the
 * first employer, site and admin beforehand, as docs/deploy.md says. Then: no sandbox, no demo
 * account, sign-up and the certificate login refused with their code, and the admin logs in with the
 * code the receiver got.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '#contract/api-contract.ts';
import { SEED_ADMINS, SEED_PASSWORD, SEED_WORKERS } from './seed/seed.ts';
import { smsWebhookSignature } from './providers/sms-webhook.ts';
import { deviceCookieOf, TEST_XSRF } from './testing/test-app.ts';
import { createTestSchema, withoutPostgres, type TestSchema } from './testing/postgres-schema.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const OPERATOR = fileURLToPath(new URL('./operator.ts', import.meta.url));
const SECRET = randomBytes(32).toString('base64');
const ADMIN = { phone: '010-7777-1234', employeeNumber: 'B2001' };

interface Received {
  to: string;
  text: string;
  id: string;
}

/** An SMS relay that takes only correctly signed, fresh requests, and refuses every message's first try with 503. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[]; refused: string[] }> {
  const received: Received[] = [];
  const refused: string[] = [];
  const tried = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const timestamp = String(request.headers['x-wfm-timestamp'] ?? '');
      const expected = Buffer.from(smsWebhookSignature(SECRET, timestamp, body));
      const given = Buffer.from(String(request.headers['x-wfm-signature'] ?? ''));
      const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || !fresh) {
        refused.push(body);
        response.writeHead(401).end();
        return;
      }
      const message = JSON.parse(body) as Received;
      if (!tried.has(message.id)) {
        tried.add(message.id);
        response.writeHead(503).end();
        return;
      }
      received.push(message);
      response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/send`, received, refused };
}

describe.skipIf(withoutPostgres)('a production start with no sandbox (NODE_ENV=production, IDENTITY_PROVIDER=none)', () => {
  let schema: TestSchema;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let child: ChildProcess;
  let output = '';
  let origin = '';
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: schema.url,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_ORIGIN: 'https://wfm.example.com',
    IDENTITY_PROVIDER: 'none',
    BANK_CERT_PROVIDER: 'none',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: receiver.url,
    SMS_WEBHOOK_SECRET: SECRET,
    DIST_DIR: '/nonexistent',
    // The test environment's cheaper hash and code lifetimes are refused in production.
    SCRYPT_LOG_N: '',
    TEST_CODE_LIFETIMES: '',
    SANDBOX_PROVIDERS: '',
    SEED_DEMO: '',
    LOG_LEVEL: 'info',
  });

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string) => {
    const headers: Record<string, string> = { cookie: [`${XSRF_COOKIE}=${TEST_XSRF}`, cookie].filter(Boolean).join('; '), [XSRF_HEADER]: TEST_XSRF };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${origin}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  };
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

  beforeAll(async () => {
    schema = await createTestSchema('wfm_production');
    receiver = await startReceiver();
    // The operator's first commands (docs/deploy.md), on the database the server will open.
    const run = promisify(execFile);
    for (const args of [
      ['corporation', 'add', '--code', 'C01', '--name', '대성건설(주)'],
      ['customer', 'add', '--code', 'K01', '--name', '한빛개발'],
      ['site', 'add', '--code', 'P01', '--name', '한빛 현장', '--address', '서울특별시 중구 세종대로 110', '--corporation', 'C01', '--customer', 'K01'],
      ['admin', 'add', '--name', '김관리', '--phone', ADMIN.phone, '--employee-number', ADMIN.employeeNumber, '--site', 'P01'],
      // The employer's payroll office (issue 34): an admin with no site.
      ['admin', 'add', '--name', '박급여', '--phone', '010-7654-3210', '--employee-number', 'H01', '--office', 'C01'],
    ]) {
      await run(process.execPath, [OPERATOR, ...args], { env: env() });
    }
    child = spawn(process.execPath, [MAIN], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    const read = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
      child.stdout?.on('data', () => {
        const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        }
      });
      child.on('exit', (code) => reject(new Error(`the server exited with ${String(code)}:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    receiver.server.close();
    await schema.drop();
  }, 30_000);

  it('starts and says what it runs with: no sandbox, no demo data', () => {
    expect(output).toContain('sandbox providers: off');
    expect(output).toContain('demo data: off');
  });

  it('has no sandbox page: /sandbox/* answers 404', async () => {
    for (const path of ['/sandbox/sms', '/sandbox/sms?to=01077771234', '/sandbox/nice', '/sandbox/kb']) {
      expect((await call('GET', path)).status, path).toBe(404);
    }
  });

  it('has no demo account', async () => {
    expect((await call('POST', `${API_PREFIX}/auth/login`, { phone: SEED_WORKERS.kim.phone, password: SEED_PASSWORD })).status).toBe(401);
    expect((await call('POST', `${API_PREFIX}/admin/auth/verify`, { phone: SEED_ADMINS.jung.phone, employeeNumber: SEED_ADMINS.jung.employeeNumber })).status).toBe(401);
  });

  it('offers no sign-up, recovery by verification or certificate login, and refuses them with VERIFICATION_NOT_OFFERED', async () => {
    expect(await (await call('GET', `${API_PREFIX}/identity/offered`)).json()).toEqual({ identityVerification: false, bankCertLogin: false });
    const join = await call('POST', `${API_PREFIX}/identity/flows`, { purpose: 'join', join: { language: 'ko', name: '홍길동', rrn: '900101-1000000', nationality: 'korean', birthDate: '1990-01-01' } });
    expect([join.status, await codeOf(join)]).toEqual([403, 'VERIFICATION_NOT_OFFERED']);
    const recovery = await call('POST', `${API_PREFIX}/identity/flows`, { purpose: 'recovery', recovery: { name: '홍길동', birthDate: '1990-01-01' } });
    expect([recovery.status, await codeOf(recovery)]).toEqual([403, 'VERIFICATION_NOT_OFFERED']);
    const certificate = await call('POST', `${API_PREFIX}/auth/kb/requests`, {});
    expect([certificate.status, await codeOf(certificate)]).toEqual([403, 'VERIFICATION_NOT_OFFERED']);
  });

  it('lets the admin the operator created log in with the code texted through the webhook (signed, retried after a 503)', async () => {
    const verify = await call('POST', `${API_PREFIX}/admin/auth/verify`, ADMIN);
    expect(verify.status).toBe(200);
    const { codeToken } = (await verify.json()) as { codeToken: string };
    expect(receiver.refused).toEqual([]);
    const message = receiver.received.find((entry) => entry.to === '01077771234');
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const checked = await call('POST', `${API_PREFIX}/admin/auth/code`, { codeToken, code });
    expect(checked.status).toBe(200);
    const { verificationToken } = (await checked.json()) as { verificationToken: string };
    const login = await call('POST', `${API_PREFIX}/admin/auth/login`, { verificationToken, corporationCode: 'C01', siteCode: 'P01' }, deviceCookieOf(checked));
    expect(login.status).toBe(200);
    expect(((await login.json()) as { accessToken?: string }).accessToken).toBeTruthy();
    // The log says a try failed, never the text or the number.
    expect(output).toContain('SMS webhook: a try failed');
    expect(output).not.toContain(code ?? 'no code');
    expect(output).not.toContain('01077771234');
  });
});
