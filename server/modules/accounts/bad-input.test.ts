/**
 * Bad input on every account call (issue 3): each string of tests/fixtures/naughty-strings.json in
 * every string field, and 1 MB bodies. Nothing answers 5xx; a value is refused with a rule in
 * `fields` or a coded error, or stored intact (names and passwords that pass the rules are checked
 * by using them). Afterwards the database, dumped as SQL text and as its raw files, holds no
 * registration number in plain text, and the log never saw one.
 */
import { readFileSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSession } from '#contract/api-auth.ts';
import { checkName, normalizeName } from '#contract/identity-rules.ts';
import { checkNewPassword } from '#contract/input-rules.ts';
import { createApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { SEED_CHOICE_WORKER, SEED_RRNS, seedAccounts } from '../../seed/seed-accounts.ts';
import { createDataCipher } from '../../db/data-cipher.ts';
import { scryptParams } from '../auth/passwords.ts';
import { refOf, startFlow, throughSandbox, verify } from '../../testing/sandbox-driver.ts';
import { TEST_NOW, testApi, testConfig, type TestApi } from '../../testing/test-app.ts';
import { captureLog } from '../../testing/log-capture.ts';

const NAUGHTY: string[] = (JSON.parse(readFileSync(new URL('../../../tests/fixtures/naughty-strings.json', import.meta.url), 'utf8')) as { strings: string[] }).strings;
const MEGABYTE = 'x'.repeat(1024 * 1024);
const PASSWORD = 'Bad-input-test1!';

const log = captureLog();

let pglite: PGlite;
let db: Db;
let api: TestApi;
let now = TEST_NOW.getTime();
/** A lone surrogate replaced by U+FFFD (what String.prototype.toWellFormed does; lib ES2023 has no type for it). */
function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Every registration number used here, to look for in the dump. */
const usedRrns = new Set<string>(Object.values(SEED_RRNS).concat(SEED_CHOICE_WORKER.rrn));
let serial = 0;

/** A fresh person: a Korean born 1970–1999 with a number and a phone no one else has. */
function person(name = '검사원') {
  serial += 1;
  const year = 70 + (serial % 30);
  const day = String(1 + (serial % 28)).padStart(2, '0');
  const rrn = `${year}05${day}1${String(100000 + serial).slice(-6)}`;
  usedRrns.add(rrn);
  return {
    name,
    rrn,
    birthDate: `19${year}-05-${day}`,
    phone: `010-7${String(serial).padStart(3, '0')}-${String(1000 + serial).slice(-4)}`,
  };
}

async function signUp(who: ReturnType<typeof person>, password = PASSWORD): Promise<Response> {
  const flow = await startFlow(api, { purpose: 'join', join: { language: 'ko', name: who.name, rrn: who.rrn, nationality: 'korean', birthDate: who.birthDate } });
  expect((await verify(api, flow, 'realName')).status).toBe(200);
  const form = { name: who.name, birthDate: who.birthDate.replace(/-/g, ''), gender: 'male' as const, nationality: 'korean' as const, phone: who.phone };
  expect((await verify(api, flow, 'phone', form)).status).toBe(200);
  return api.post('/join', { flowId: flow.flowId, flowSecret: flow.flowSecret, password, agreements: ['privacy-2', 'terms-1'] });
}

/** An answer that is not a server failure and says what was wrong in the API's shape. */
async function expectHandled(res: Response, what: string): Promise<void> {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
    const body = (await res.json()) as { code?: string; fields?: Record<string, string> };
    expect(typeof body.code, what).toBe('string');
    if (res.status === 400) expect(body.fields, what).toBeDefined();
  }
}

beforeAll(async () => {
  pglite = await PGlite.create('memory://', { parsers: { [pgliteTypes.DATE]: (value: string) => value } });
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  const config = testConfig({ verificationStartsPerAddress: 100_000, verificationFailuresPerAddress: 100_000 });
  await seedIfEmpty(db, { now: TEST_NOW, passwordParams: scryptParams(config.scryptLogN) });
  const cipher = createDataCipher(Buffer.alloc(32, 3));
  await seedAccounts(db, cipher, scryptParams(config.scryptLogN), { now: TEST_NOW, demo: true });
  const app = createApp({ db, config, now: () => new Date(now), logger: log.logger, dataCipher: cipher });
  api = testApi(app);
});

afterAll(async () => {
  await db.destroy();
});

describe('naughty strings in every account call', () => {
  it('refuses or accepts every string in every field of the anonymous calls, never with 5xx', { timeout: 180_000 }, async () => {
    const flow = await startFlow(api, { purpose: 'recovery', recovery: { name: '홍길동', birthDate: '1990-01-01' } });
    for (const s of NAUGHTY) {
      const join = { language: 'ko', name: '홍길동', rrn: '900101-1000000', nationality: 'korean', birthDate: '1990-01-01' };
      for (const field of Object.keys(join)) {
        await expectHandled(await api.post('/identity/flows', { purpose: 'join', join: { ...join, [field]: s } }), `join.${field} ${JSON.stringify(s)}`);
      }
      await expectHandled(await api.post('/identity/flows', { purpose: s, join }), `purpose ${JSON.stringify(s)}`);
      await expectHandled(await api.post('/identity/flows', { purpose: 'recovery', recovery: { name: s, birthDate: '1990-01-01' } }), 'recovery.name');
      await expectHandled(await api.post('/identity/flows', { purpose: 'recovery', recovery: { name: '홍길동', birthDate: s } }), 'recovery.birthDate');
      for (const body of [
        { flowId: s, flowSecret: flow.flowSecret, service: 'phone' },
        { flowId: flow.flowId, flowSecret: s, service: 'phone' },
        { flowId: flow.flowId, flowSecret: flow.flowSecret, service: s },
      ]) {
        await expectHandled(await api.post('/identity/provider', body), `provider ${JSON.stringify(body)}`);
      }
      for (const path of ['/identity/redeem', '/auth/kb/login']) {
        await expectHandled(await api.post(path, { flowId: s, flowSecret: s, requestId: s, requestSecret: s, ref: s }), `${path} ${JSON.stringify(s)}`);
        await expectHandled(await api.post(path, { flowId: flow.flowId, flowSecret: flow.flowSecret, requestId: flow.flowId, requestSecret: s, ref: s }), path);
      }
      for (const path of ['/join', '/account/recovery/password', '/account/recovery/phone']) {
        await expectHandled(await api.post(path, { flowId: flow.flowId, flowSecret: flow.flowSecret, password: s, agreements: [s] }), `${path} ${JSON.stringify(s)}`);
        await expectHandled(await api.post(path, { flowId: s, flowSecret: s, password: PASSWORD, agreements: [] }), path);
      }
      await expectHandled(await api.post('/auth/login', { phone: s, password: PASSWORD }, { address: `10.1.${serial % 250}.${NAUGHTY.indexOf(s) % 250}` }), 'login.phone');
      await expectHandled(await api.post('/auth/login', { phone: '010-2345-6789', password: s }, { address: `10.2.0.${NAUGHTY.indexOf(s) % 250}` }), 'login.password');
      // A lone surrogate cannot be put in an address: its well-formed version goes instead.
      await expectHandled(await api.get(`/policies?kind=${encodeURIComponent(wellFormed(s))}`), 'policies kind');
      await expectHandled(await api.get(`/policies/${encodeURIComponent(wellFormed(s))}`), 'policy id');
    }
  });

  it('refuses or accepts every string in every field of the logged-in calls, never with 5xx', { timeout: 180_000 }, async () => {
    const who = person();
    expect((await signUp(who)).status).toBe(201);
    let session = await api.login(who.phone, PASSWORD);
    const flow = await startFlow(api, {}, session.accessToken);
    const put = (path: string, body: unknown) =>
      api.request('PUT', `/v1/mobile/wfm${path}`, { token: session.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const s of NAUGHTY) {
      session = await api.login(who.phone, PASSWORD);
      const token = { token: session.accessToken };
      await expectHandled(await api.post('/account/password', { currentPassword: s, newPassword: 'Another-pass2!' }, token), 'password.current');
      await expectHandled(await api.post('/account/password', { currentPassword: 'not-it', newPassword: s }, token), 'password.new');
      await expectHandled(await api.post('/account/cancel', { password: s, confirmPrecautions: true }, token), 'cancel.password');
      await expectHandled(await api.post('/account/phone', { flowId: flow.flowId, flowSecret: s }, token), 'phone.secret');
      await expectHandled(await put('/account/language', { language: s }), 'language');
      await expectHandled(await put('/account/address', { address: s }), 'address');
      await expectHandled(await put('/users/homeProject', { projectCode: s }), 'homeProject');
      // A wrong current password must not lock the account for the rest of the test.
      now += 16 * 60 * 1000;
    }
    // Still the same account, with the same password.
    expect((await api.get('/account', { token: (await api.login(who.phone, PASSWORD)).accessToken })).status).toBe(200);
  });

  it('stores every name and password that passes the rules intact (as the person typed it, NFC)', { timeout: 120_000 }, async () => {
    const names = NAUGHTY.filter((s) => checkName(s) === null);
    const passwords = NAUGHTY.filter((s) => checkNewPassword(s) === null);
    expect(names.length).toBeGreaterThan(3);
    expect(passwords.length).toBeGreaterThan(3);
    for (const name of names) {
      const who = person(name);
      expect((await signUp(who)).status, name).toBe(201);
      const session: UserSession = await api.login(who.phone, PASSWORD);
      const account = (await (await api.get('/account', { token: session.accessToken })).json()) as { name: string };
      expect(account.name).toBe(normalizeName(name));
    }
    for (const password of passwords) {
      const who = person();
      expect((await signUp(who, password)).status, password).toBe(201);
      expect((await api.post('/auth/login', { phone: who.phone, password })).status, password).toBe(200);
    }
  });

  it('answers a 1 MB body with 400 tooLarge (or 413 on the sandbox pages), never 5xx', async () => {
    for (const path of ['/identity/flows', '/identity/provider', '/identity/redeem', '/join', '/account/recovery/password', '/account/recovery/phone', '/auth/kb/requests', '/auth/kb/login', '/auth/login', '/account/password', '/account/cancel']) {
      const res = await api.post(path, { value: MEGABYTE });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { body: 'tooLarge' } });
    }
    const form = await api.request('POST', '/sandbox/nice/complete', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `name=${MEGABYTE}` });
    expect(form.status).toBe(413);
    const back = await api.request('GET', `/v1/mobile/wfm/providers/nice/return?EncodeData=${'A'.repeat(100_000)}`);
    expect(back.status).toBe(303);
  });

  it('shows every string typed on the sandbox pages as text, never as markup', async () => {
    const flow = await startFlow(api, { purpose: 'recovery', recovery: { name: '홍길동', birthDate: '1990-01-01' } });
    const started = (await (await api.post('/identity/provider', { ...flow, service: 'phone' })).json()) as { fields: { request: string } };
    for (const s of NAUGHTY) {
      const res = await api.request('POST', '/sandbox/nice/complete', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request: started.fields.request, action: 'confirm', outcome: 'success', name: s, birthDate: s, phone: s, gender: s, nationality: s }).toString(),
      });
      expect(res.status, JSON.stringify(s)).toBeLessThan(500);
      if (res.status === 422) {
        const html = await res.text();
        expect(html).not.toContain('<script>');
        expect(html).not.toContain('onerror="');
        expect(html).not.toContain('<svg/onload');
      }
    }
    // A valid trip still works after all that.
    const location = await throughSandbox(api, started as never, { name: '홍길동', birthDate: '19900101', gender: 'male', nationality: 'korean', phone: '010-9999-0000' });
    expect(refOf(location)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('the database after the tests', () => {
  /** A plain registration number: 13 digits (a hyphen after the 6th allowed) not inside a longer run of letters or digits. */
  const RRN_SHAPE = /(?<![0-9A-Za-z])\d{6}-?[0-9]\d{6}(?![0-9A-Za-z])/g;

  it('holds no registration number in plain text: neither in an SQL dump of every table nor in its raw files', async () => {
    expect(usedRrns.size).toBeGreaterThan(10);
    const tables = await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
    let dump = '';
    for (const { table_name: table } of tables.rows) {
      const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t`.execute(db);
      dump += rows.rows.map((r) => `${table}: ${r.row}`).join('\n');
    }
    expect(dump).toContain('users:');
    for (const rrn of usedRrns) {
      expect(dump).not.toContain(rrn);
      expect(dump).not.toContain(`${rrn.slice(0, 6)}-${rrn.slice(6)}`);
    }
    expect(dump.match(RRN_SHAPE) ?? []).toEqual([]);

    const raw = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()).toString('latin1');
    expect(raw.length).toBeGreaterThan(1_000_000);
    for (const rrn of usedRrns) expect(raw.includes(rrn), rrn).toBe(false);
  });

  it('never wrote a registration number to the log', () => {
    expect(log.lines.length).toBeGreaterThan(100);
    const written = log.lines.join('');
    for (const rrn of usedRrns) {
      expect(written).not.toContain(rrn);
      expect(written).not.toContain(`${rrn.slice(0, 6)}-${rrn.slice(6)}`);
    }
  });
});
