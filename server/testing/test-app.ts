/**
 * Test support: an app on a fresh in-memory PGlite (migrated and seeded: a copy of the seeded
 * template, database-template.ts), a clock the test can move, and a small client that sends the
 * XSRF cookie and header the way the PWA does.
 */
import { afterAll, beforeAll } from 'vitest';
import type { UserSession } from '#contract/api-auth.ts';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '#contract/api-contract.ts';
import { createApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { SEED_PASSWORD, seedIfEmpty } from '../seed/seed.ts';
import { seedAccounts } from '../seed/seed-accounts.ts';
import { createDataCipher, type DataCipher } from '../db/data-cipher.ts';
import { randomBytes } from 'node:crypto';
import { quietLogger } from '../logger.ts';
import { scryptParams } from '../modules/auth/passwords.ts';
import { createPushService, type PushService } from '../modules/notifications/service.ts';
import { openSeededDatabase } from './database-template.ts';
import { TEST_NOW } from './test-environment.ts';
import type { ApiErrorBody } from '#contract/api-errors.ts';

export { TEST_NOW };
/** A well-formed XSRF token (43 base64url characters). */
export const TEST_XSRF = 'T'.repeat(43);
export { SEED_PASSWORD };

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export interface RequestOptions {
  token?: string;
  /** false: send no XSRF cookie or header. */
  xsrf?: boolean;
  headers?: Record<string, string>;
  /** The socket address the request seems to come from. */
  address?: string;
}

export interface TestApi {
  request(method: string, path: string, init?: RequestOptions & { body?: string }): Promise<Response>;
  post(path: string, body: unknown, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
  /** Logs a worker in (default password: the seed's) and answers the session; fails the test otherwise. */
  login(phone: string, password?: string): Promise<UserSession>;
  /** The six-digit code of the newest SMS to `phone` in the sandbox outbox. */
  lastSmsCode(phone: string): Promise<string>;
  /** Verify, the SMS code and login of an admin at a site; answers the admin session. */
  /** The admin's three steps, as the app takes them on one phone (the trusted-device cookie the code left goes with the login); `deviceCookie` is that cookie. */
  adminLogin(phone: string, employeeNumber: string, corporationCode: string, siteCode: string): Promise<{ accessToken: string; refreshToken: string; deviceCookie: string }>;
  /** The admin login to a corporation's payroll office (decision 088). */
  officeLogin(phone: string, employeeNumber: string, corporationCode: string): Promise<{ accessToken: string; refreshToken: string; deviceCookie: string }>;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  clock: TestClock;
  config: ServerConfig;
  api: TestApi;
  /** The data key of this app (registration numbers, verified identities). */
  cipher: DataCipher;
  /** Web Push: its VAPID keys and its notification sender (kicked by every enqueue of the process). */
  push: PushService;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ SCRYPT_LOG_N: process.env.SCRYPT_LOG_N, DATA_DIR: 'memory://', DIST_DIR: '/nonexistent/dist' }),
    ...overrides,
  };
}

export async function createTestApp(options: { now?: Date; config?: Partial<ServerConfig>; db?: Db } = {}): Promise<TestApp> {
  let current = (options.now ?? TEST_NOW).getTime();
  const clock: TestClock = { now: () => new Date(current), advance: (ms) => void (current += ms) };
  const config = testConfig(options.config);
  // A copy of the seeded template when it fits; else a database migrated and seeded here (a given one: PostgreSQL).
  const copy = options.db ? null : await openSeededDatabase(clock.now(), config.scryptLogN);
  const { db, cipher } = copy ?? (await seededHere(options.db ?? (await openDatabase({ dataDir: 'memory://' })), clock.now(), config.scryptLogN));
  const push = createPushService({ db, config, cipher, logger: quietLogger, now: clock.now });
  const app = createApp({ db, config, now: clock.now, logger: quietLogger, dataCipher: cipher, push });
  const close = async () => {
    push.sender.stop();
    await db.destroy();
  };
  return { app, db, clock, config, cipher, push, api: testApi(app), close };
}

async function seededHere(db: Db, now: Date, scryptLogN: number): Promise<{ db: Db; cipher: DataCipher }> {
  await migrate(db);
  await seedIfEmpty(db, { now, passwordParams: scryptParams(scryptLogN) });
  const cipher = createDataCipher(randomBytes(32));
  await seedAccounts(db, cipher, scryptParams(scryptLogN), { now, demo: true });
  return { db, cipher };
}

/**
 * One app for the tests of the enclosing file or describe block: created before the first test,
 * closed after the last. The answer is filled in by then, so tests use it as a TestApp.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

export function testApi(app: ReturnType<typeof createApp>): TestApi {
  const api: TestApi = {
    request(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.xsrf !== false) {
        headers.cookie = [`${XSRF_COOKIE}=${TEST_XSRF}`, headers.cookie].filter(Boolean).join('; ');
        headers[XSRF_HEADER] ??= TEST_XSRF;
      }
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const env = { incoming: { socket: { remoteAddress: init.address ?? '192.0.2.1' } } };
      return Promise.resolve(app.request(path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) }, env));
    },
    post(path, body, options = {}) {
      const headers = { 'content-type': 'application/json', ...options.headers };
      return api.request('POST', `${API_PREFIX}${path}`, { ...options, headers, body: JSON.stringify(body) });
    },
    get(path, options = {}) {
      return api.request('GET', `${API_PREFIX}${path}`, options);
    },
    async login(phone, password = SEED_PASSWORD) {
      const res = await api.post('/auth/login', { phone, password });
      if (res.status !== 200) throw new Error(`login ${phone}: ${res.status} ${JSON.stringify(await res.json())}`);
      return (await res.json()) as UserSession;
    },
    async adminLogin(phone, employeeNumber, corporationCode, siteCode) {
      return chosen(phone, employeeNumber, '/admin/auth/login', { corporationCode, siteCode });
    },
    async officeLogin(phone, employeeNumber, corporationCode) {
      return chosen(phone, employeeNumber, '/admin/auth/officeLogin', { corporationCode });
    },
    async lastSmsCode(phone) {
      const outbox = await api.request('GET', `/sandbox/sms?to=${encodeURIComponent(phone)}`);
      return codeInOutbox(await outbox.text());
    },
  };
  /** The admin login's three steps, the third to `path` with `choice`. */
  async function chosen(phone: string, employeeNumber: string, path: string, choice: Record<string, string>) {
    const verify = await api.post('/admin/auth/verify', { phone, employeeNumber });
    if (verify.status !== 200) throw new Error(`admin verify: ${verify.status}`);
    const { codeToken } = (await verify.json()) as { codeToken: string };
    const code = await api.post('/admin/auth/code', { codeToken, code: await api.lastSmsCode(phone) });
    if (code.status !== 200) throw new Error(`admin code: ${code.status}`);
    const { verificationToken } = (await code.json()) as { verificationToken: string };
    const deviceCookie = deviceCookieOf(code);
    const login = await api.post(path, { verificationToken, ...choice }, { headers: { cookie: deviceCookie } });
    if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
    return { ...((await login.json()) as { accessToken: string; refreshToken: string }), deviceCookie };
  }
  return api;
}

/** The admin's trusted-device cookie an answer left (`wfm-device-admin=…`), to send as the phone would; '' without one. */
export function deviceCookieOf(res: Response): string {
  return /wfm-device-admin=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

/** The one-time code in the newest message of a /sandbox/sms page. */
export function codeInOutbox(html: string): string {
  const newest = /<td class="text">([^<]*)<\/td>/.exec(html)?.[1] ?? '';
  const code = /\b(\d{6})\b/.exec(newest)?.[1];
  if (!code) throw new Error(`no code in the newest SMS: ${newest}`);
  return code;
}

export async function errorOf(res: Response): Promise<ApiErrorBody> {
  return (await res.json()) as ApiErrorBody;
}
