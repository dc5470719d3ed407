import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { createDataCipher } from './db/data-cipher.ts';
import { countByColumn, openedValues, sealedValues } from './testing/sealed-values.ts';
import { providerStart, refOf, startFlow, throughSandbox, verify } from './testing/sandbox-driver.ts';
import { pdfText } from './testing/pdf-tools.ts';
import { SEED_RRNS } from './seed/seed-accounts.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('a production start', () => {
  it('never seeds the demo accounts: the demo logins are refused', async () => {
    const env = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY, PUBLIC_ORIGIN: 'https://wfm.example.com', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/send', SMS_WEBHOOK_SECRET: 'w'.repeat(40) };
    const config = { ...loadConfig({ ...env, DATA_DIR: 'memory://' }), scryptLogN: 14 };
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

});

describe('a staging start (production settings without NODE_ENV=production)', () => {
  it('with SEED_DEMO=1 seeds an empty database once: a second start changes nothing', async () => {
    const config = { ...loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUBLIC_ORIGIN: 'https://staging.example.com', SEED_DEMO: '1', DATA_DIR: 'memory://' }), scryptLogN: 14 };
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

describe('data key rotation at start (DATA_ENCRYPTION_KEY new, DATA_ENCRYPTION_KEYS_PREVIOUS old)', () => {
  const A = Buffer.alloc(32, 0xa1).toString('base64');
  const B = Buffer.alloc(32, 0xb2).toString('base64');
  const configWith = (env: Record<string, string>) => ({ ...loadConfig({ DATA_DIR: 'memory://', DIST_DIR: '/nonexistent', ...env }), scryptLogN: 14 });
  const joinBody = (name: string, rrn: string, birthDate: string) => ({ purpose: 'join', join: { language: 'ko', name, rrn, nationality: 'korean', birthDate } });
  const HONG = { name: '홍길동', rrn: '900101-1000000', birthDate: '1990-01-01', phone: '010-5555-1234' };
  const kidOf = (token: string): unknown => (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid?: unknown }).kid;

  it('re-seals every sealed column with the new key; what was sealed before reads back the same, tokens issued before still verify, and a second start does nothing', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const before = configWith({ DATA_ENCRYPTION_KEY: A });
      const cipherA = await prepareDatabase(db, before, { now: TEST_NOW, logger: quietLogger });
      const apiA = testApi(createApp({ db, config: before, now: () => TEST_NOW, logger: quietLogger, dataCipher: cipherA }));
      // A login (the signing key, generated and sealed with A), a sign-up verified but not finished
      // (its claim, verified identity and provider results) and a provider trip under way.
      const kim = await apiA.login(SEED_WORKERS.kim.phone);
      const joinFlow = await startFlow(apiA, joinBody(HONG.name, HONG.rrn, HONG.birthDate));
      expect((await verify(apiA, joinFlow, 'realName')).status).toBe(200);
      const phoneForm = { name: HONG.name, birthDate: '19900101', gender: 'male' as const, nationality: 'korean' as const, phone: HONG.phone };
      expect((await verify(apiA, joinFlow, 'phone', phoneForm)).status).toBe(200);
      const tripFlow = await startFlow(apiA, joinBody('이몽룡', '950505-1000000', '1995-05-05'));
      const trip = await providerStart(apiA, tripFlow, 'realName');
      const sealedWithA = await sealedValues(db);
      const counts = countByColumn(sealedWithA);
      expect(Object.keys(counts)).toEqual(['users.rrn_encrypted', 'pay_accounts.account_encrypted', 'identity_flows.claim_encrypted', 'identity_flows.verified_encrypted', 'provider_requests.result_encrypted', 'signing_keys.private_key_sealed']);

      const after = configWith({ DATA_ENCRYPTION_KEY: B, DATA_ENCRYPTION_KEYS_PREVIOUS: A });
      const log = captureLog();
      const cipherB = await prepareDatabase(db, after, { now: TEST_NOW, logger: log.logger });
      const onlyB = createDataCipher(Buffer.from(B, 'base64'));
      expect(cipherB.keyId).toBe(onlyB.keyId);
      const rotation = log.entries().filter((entry) => String(entry.msg).startsWith('data key rotation'));
      expect(rotation.map(({ column, resealed, left }) => ({ column, resealed, left }))).toEqual([
        ...Object.entries(counts).map(([column, resealed]) => ({ column, resealed, left: undefined })),
        { column: undefined, resealed: undefined, left: 0 },
      ]);
      expect(log.entries().map((entry) => String(entry.msg))).toContain(`data encryption key: DATA_ENCRYPTION_KEY (key id ${onlyB.keyId}; previous keys, only to open: ${cipherA.keyId})`);
      // The new key alone opens everything, to what the old one opened.
      const sealedWithB = await sealedValues(db);
      expect(openedValues(sealedWithB, onlyB)).toEqual(openedValues(sealedWithA, cipherA));

      const apiB = testApi(createApp({ db, config: after, now: () => TEST_NOW, logger: quietLogger, dataCipher: cipherB }));
      // Tokens issued before the rotation: the access token verifies, the refresh token rotates.
      expect((await apiB.get('/account', { token: kim.accessToken })).status).toBe(200);
      expect((await apiB.post('/auth/reissue', { refreshToken: kim.refreshToken })).status).toBe(200);
      // A new login signs with the re-sealed signing key: the same key id as before.
      const again = await apiB.login(SEED_WORKERS.kim.phone);
      expect(kidOf(again.accessToken)).toBe(kidOf(kim.accessToken));
      // The withholding receipt names the worker by the masked number kept beside the sealed one.
      const receipt = await apiB.get('/certificates/receipts/pdf?year=2026&month=10', { token: again.accessToken });
      expect(receipt.status).toBe(200);
      expect(pdfText(new Uint8Array(await receipt.arrayBuffer()))).toContain(`${SEED_RRNS.kim.slice(0, 6)}-${SEED_RRNS.kim.slice(6, 7)}******`);
      expect(onlyB.open(sealedWithB.find((value) => value.key === SEED_WORKERS.kim.id)?.value ?? '', 'users.rrn')).toBe(SEED_RRNS.kim);
      // The sign-up verified before the rotation finishes after it, its number sealed with the new key.
      const joined = await apiB.post('/join', { flowId: joinFlow.flowId, flowSecret: joinFlow.flowSecret, password: 'Brand-new-pass1', agreements: ['privacy-2', 'terms-1'] });
      expect(joined.status).toBe(201);
      const hong = await db.selectFrom('users').select('rrn_encrypted').where('phone', '=', '01055551234').executeTakeFirstOrThrow();
      expect(onlyB.open(hong.rrn_encrypted ?? '', 'users.rrn')).toBe('9001011000000');
      // The trip sealed by the sandbox under the old key's derivation comes back after the rotation.
      const back = await throughSandbox(apiB, trip, {});
      expect((await apiB.post('/identity/redeem', { ...tripFlow, ref: refOf(back) })).status).toBe(200);

      // A second start finds nothing to re-seal and writes nothing.
      const beforeSecond = await sealedValues(db);
      const second = captureLog();
      await prepareDatabase(db, after, { now: TEST_NOW, logger: second.logger });
      expect(second.entries().filter((entry) => String(entry.msg).startsWith('data key rotation')).map((entry) => entry.left)).toEqual([0]);
      expect(await sealedValues(db)).toEqual(beforeSecond);
    } finally {
      await db.destroy();
    }
  });

  it('refuses to start with a new key and no previous key while values sealed with the old one remain, saying what to set', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const cipherA = await prepareDatabase(db, configWith({ DATA_ENCRYPTION_KEY: A }), { now: TEST_NOW, logger: quietLogger });
      const start = prepareDatabase(db, configWith({ DATA_ENCRYPTION_KEY: B }), { now: TEST_NOW, logger: quietLogger });
      await expect(start).rejects.toThrow(/^users\.rrn_encrypted of id [0-9a-f-]{36} cannot be re-sealed: sealed with another key \(([0-9a-f]{8}); this server has DATA_ENCRYPTION_KEY [0-9a-f]{8}\): add the key that sealed it to DATA_ENCRYPTION_KEYS_PREVIOUS$/);
      await expect(start).rejects.toThrow(`(${cipherA.keyId};`);
      // Nothing was changed: the old key still opens every value.
      expect(openedValues(await sealedValues(db), cipherA).size).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});

describe('a development data key (issue 31)', () => {
  it('says loudly that a key file beside the data it seals is for development only; a configured key says nothing of the kind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wfm-key-'));
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const log = captureLog();
      await prepareDatabase(db, { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'off' }), scryptLogN: 14 }, { now: TEST_NOW, logger: log.logger });
      const warning = log.entries().find((entry) => entry.level === 'warn' && String(entry.msg).includes('beside the data it seals'));
      expect(String(warning?.msg)).toContain('Development only: set DATA_ENCRYPTION_KEY');
      const configured = captureLog();
      await prepareDatabase(db, { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'off', DATA_ENCRYPTION_KEY: readFileSync(join(dir, 'data-encryption.key'), 'utf8').trim() }), scryptLogN: 14 }, { now: TEST_NOW, logger: configured.logger });
      expect(configured.entries().some((entry) => String(entry.msg).includes('beside the data'))).toBe(false);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
