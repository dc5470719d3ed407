/**
 * The same migrations, seed and calls on a real PostgreSQL (TEST_DATABASE_URL, which
 * scripts/with-postgres.sh provides; testing/postgres-schema.ts). Skipped on a developer machine
 * without one; in CI (CI=true) a missing URL fails the run instead of skipping silently.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { QnaInquiry, QnaPage } from '#contract/api-qna.ts';
import type { WorkDayRecord } from '#contract/api-work.ts';
import type { QrCode } from '#contract/api-qr.ts';
import type { UserSession } from '#contract/api-auth.ts';
import type { PayStatement } from '#contract/api-pay.ts';
import { createTestApp, errorOf, TEST_NOW, testApi, type TestApp } from './testing/test-app.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { lastMonthWeekday, SEED_QNA_IDS, SEED_WORKERS, seedAttendance, seedQna } from './seed/seed.ts';
import { closeEndedMonths } from './modules/pay/statement-versions.ts';
import type { Correction } from '#contract/api-corrections.ts';
import { seoulDateOf, toYyyymmdd } from '#contract/seoul-time.ts';
import { choiceWorkerAttendance, foreignWorkerAttendance, SEED_POLICIES, SEED_POLICY_TEXTS } from './seed/seed-accounts.ts';
import { loadConfig } from './config.ts';
import { quietLogger } from './logger.ts';
import { prepareDatabase } from './startup.ts';
import { sql } from 'kysely';
import { createTestSchema, pgQuery, withoutPostgres, type TestSchema } from './testing/postgres-schema.ts';
import { startLocalPushService } from './testing/push-service.ts';
import { enqueueNotification } from './modules/notifications/outbox.ts';
import { createNotificationSender } from './modules/notifications/sender.ts';

describe.skipIf(withoutPostgres)('on PostgreSQL', () => {
  let schema: TestSchema | undefined;
  let t: TestApp;

  beforeAll(async () => {
    schema = await createTestSchema();
    t = await createTestApp({ db: await openDatabase({ databaseUrl: schema.url }) });
  });

  afterAll(async () => {
    await (t as TestApp | undefined)?.close();
    await schema?.drop();
  });

  it('migrated into its own schema on a real server', async () => {
    const { rows } = await pgQuery<{ version: string }>('SELECT version() AS version');
    expect(rows[0]?.version).toMatch(/^PostgreSQL/);
    const tables = await t.db.selectFrom('schema_migrations').select('name').execute();
    expect(tables.map((row) => row.name)).toEqual(expect.arrayContaining(['001_initial.sql', '002_qna.sql', '003_pay.sql']));
  });

  it('logs a seeded worker in, answers the weekly work, and rotates the refresh token', async () => {
    const session = await t.api.login('010-2345-6789');
    expect(session.ynConvertPassword).toBe('Y');
    const res = await t.api.get('/work/weekly?year=2026&month=11&day=19', { token: session.accessToken });
    expect(res.status).toBe(200);
    const records = (await res.json()) as WorkDayRecord[];
    expect(records.map((record) => record.date)).toEqual(['20261115', '20261116', '20261117', '20261118', '20261119', '20261120', '20261121']);
    expect(records.some((record) => record.workingTime > 0)).toBe(true);

    const next = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(next.status).toBe(200);
    const replay = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(await errorOf(replay)).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    const newest = ((await next.json()) as UserSession).refreshToken;
    expect((await t.api.post('/auth/reissue', { refreshToken: newest })).status).toBe(401);
  });

  it("answers a seeded month's payment statement, dates read as text (pg's own parser would make them Dates)", async () => {
    const { accessToken: token } = await t.api.login('010-2345-6789');
    const res = await t.api.get('/pay/statement?year=2026&month=10', { token });
    expect(res.status).toBe(200);
    // The same statement as the embedded database computes from the same seed.
    const embedded = await createTestApp();
    try {
      const reference = await embedded.api.get('/pay/statement?year=2026&month=10', { token: (await embedded.api.login(SEED_WORKERS.kim.phone)).accessToken });
      const statement = (await res.json()) as PayStatement;
      expect(statement).toEqual(await reference.json());
      expect(statement).toMatchObject({ year: 2026, month: 10, payDate: '2026-11-10', workerName: '김민준', corporationName: '한빛건설(주)' });
      expect(statement.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(statement.amCost);
    } finally {
      await embedded.close();
    }
    expect((await t.api.get('/pay/statement?year=2026&month=6', { token })).status).toBe(204);
  });

  it('throttles and audits through the database', async () => {
    for (let i = 0; i < 5; i++) await t.api.post('/auth/login', { phone: '010-3456-7890', password: 'wrong' }, { address: `10.0.0.${i}` });
    expect((await t.api.post('/auth/login', { phone: '010-3456-7890', password: 'Wfm!demo2026' })).status).toBe(429);
    await t.api.adminLogin('010-9876-5432', 'A1001', 'K002', 'P2001');
    const audit = await t.db.selectFrom('admin_login_audit').select(['stage', 'outcome']).orderBy('at').execute();
    expect(audit).toEqual([{ stage: 'verify', outcome: 'SUCCESS' }, { stage: 'code', outcome: 'SUCCESS' }, { stage: 'login', outcome: 'SUCCESS' }]);
  });

  it('pages the Q&A list by cursor and keeps answered inquiries locked', async () => {
    const { accessToken: token } = await t.api.login('010-2345-6789');
    const created = await t.api.post('/qna', { category: 'pay', title: '<b>급여</b> 문의', content: '첫 줄\n둘째 줄' }, { token });
    expect(created.status).toBe(201);
    const mine = (await created.json()) as QnaInquiry;
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.api.get(`/qna?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token });
      expect(res.status).toBe(200);
      const body = (await res.json()) as QnaPage;
      ids.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(ids).toEqual([mine.id, SEED_QNA_IDS.kimStatement, SEED_QNA_IDS.kimMissingEnd, SEED_QNA_IDS.kimSafetyShoes, SEED_QNA_IDS.kimDeduction]);
    const put = (id: string) =>
      t.api.request('PUT', `${API_PREFIX}/qna/${id}`, {
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ category: 'other', title: '수정', content: '수정' }),
      });
    expect(await errorOf(await put(SEED_QNA_IDS.kimDeduction))).toMatchObject({ code: 'QNA_ANSWERED' });
    expect(await errorOf(await put(SEED_QNA_IDS.leePhone))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await (await put(mine.id)).json()).toMatchObject({ title: '수정', answered: false });
  });

  it('records one event for 20 concurrent scans of one QR code, on a connection pool', async () => {
    const { accessToken: token } = await t.api.login('010-2345-6789');
    // TEST_NOW is 10:00: 김민준's shift is open and his lunch not begun.
    const issued = await t.api.post('/qr/codes', { eventType: 'BeginLunch' }, { token });
    expect(issued.status).toBe(201);
    const { payload } = (await issued.json()) as QrCode;
    const admin = await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001');
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.api.post('/qr/scans', { payload }, { token: admin.accessToken })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refusals = await Promise.all(answers.filter((res) => res.status !== 201).map(errorOf));
    expect(refusals.map((body) => body.code)).toEqual(Array.from({ length: 19 }, () => 'QR_ALREADY_USED'));
    const lunches = await t.db
      .selectFrom('attendance_events')
      .select('id')
      .where('user_id', '=', SEED_WORKERS.kim.id)
      .where('type', '=', 'BeginLunch')
      .where('occurred_at', '=', t.clock.now())
      .execute();
    expect(lunches).toHaveLength(1);
  });

  it('records one BeginWork when two different BeginWork codes of one worker are scanned at the same moment', async () => {
    // A clock that moves on every reading, as a real one does: the scan that waits for the worker's
    // lock must not keep a time taken before it.
    let tick = t.clock.now().getTime();
    const api = testApi(createApp({ db: t.db, config: t.config, now: () => new Date((tick += 1)), logger: quietLogger, dataCipher: t.cipher }));
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      tick += 24 * 60 * 60 * 1000;
      // Sessions of the day (yesterday's access tokens have expired).
      const worker = (await api.login('010-5284-1937')).accessToken;
      const admin = await api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001');
      const codes = await Promise.all([0, 1].map(async () => (await (await api.post('/qr/codes', { eventType: 'BeginWork' }, { token: worker })).json()) as QrCode));
      const answers = await Promise.all(codes.map((code) => api.post('/qr/scans', { payload: code.payload }, { token: admin.accessToken })));
      expect(answers.map((res) => res.status).sort(), `round ${String(round)}`).toEqual([201, 409]);
      const refused = answers.find((res) => res.status === 409);
      expect(refused && (await errorOf(refused))).toMatchObject({ code: 'QR_SEQUENCE', fields: { sequence: 'beginTwice' } });
    }
    const begins = await t.db.selectFrom('attendance_events').select('id').where('user_id', '=', SEED_WORKERS.choi.id).where('type', '=', 'BeginWork').execute();
    expect(begins).toHaveLength(rounds);
  });

  it('keeps one pending correction of an event when two arrive at once, and reissues a closed month on approval', async () => {
    const worker = (await t.api.login(SEED_WORKERS.jang.phone)).accessToken;
    const admin = (await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001')).accessToken;
    const ask = (date: string) =>
      t.api.post('/work/corrections', { date, eventType: 'EndWork', time: '17:00', reason: '퇴근 스캔을 잊었습니다', idempotencyKey: randomUUID() }, { token: worker });
    // Yesterday's forgotten check-out (the seed's), asked twice at the same moment.
    const both = await Promise.all([ask('20261119'), ask('20261119')]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = both.find((res) => res.status === 409);
    expect(refused && (await errorOf(refused))).toMatchObject({ code: 'CORRECTION_PENDING' });

    // Last month's forgotten check-out (the seed's), in a month now closed.
    await closeEndedMonths(t.db, t.clock.now());
    const issued = async () => ((await (await t.api.get('/pay/statement?year=2026&month=10', { token: worker })).json()) as PayStatement).issue;
    expect((await issued())?.version).toBe(1);
    const request = (await (await ask(toYyyymmdd(lastMonthWeekday(seoulDateOf(TEST_NOW))))).json()) as Correction;
    expect((await t.api.post(`/admin/corrections/${request.id}/decision`, { decision: 'approve' }, { token: admin })).status).toBe(200);
    expect(await issued()).toMatchObject({ version: 2, changes: [{ eventType: 'EndWork', before: null, source: 'correction' }] });
  });

  it('closes the months that ended once when two replicas close them at the same moment (the closing\'s advisory lock)', async () => {
    const fresh = await createTestSchema();
    const replicas = [await openDatabase({ databaseUrl: fresh.url }), await openDatabase({ databaseUrl: fresh.url })];
    try {
      const config = { ...loadConfig({ DATABASE_URL: fresh.url, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }), scryptLogN: 14 };
      for (const db of replicas) await prepareDatabase(db, config, { now: TEST_NOW, logger: quietLogger });
      const [one, other] = replicas;
      if (!one || !other) throw new Error('no replica');
      const both = await Promise.all([closeEndedMonths(one, TEST_NOW), closeEndedMonths(other, TEST_NOW)]);
      const keys = both.flat().map((version) => `${version.userId} ${version.corporationCode} ${String(version.year)}-${String(version.month)}`);
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
      const stored = await one.selectFrom('pay_statement_versions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      expect(stored.n).toBe(keys.length);
      // Whatever either left (the lock held by the other) is closed by the next run, and nothing twice.
      await closeEndedMonths(other, TEST_NOW);
      await closeEndedMonths(one, TEST_NOW);
      const versions = await one.selectFrom('pay_statement_versions').select(['version']).execute();
      expect(versions.every((row) => row.version === 1)).toBe(true);
    } finally {
      for (const db of replicas) await db.destroy();
      await fresh.drop();
    }
  });

  it('lets a burst of wrong passwords on a connection pool have at most the allowed tries', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.api.post('/auth/login', { phone: '010-6173-2945', password: `wrong-${String(i)}` }, { address: `198.19.0.${String(i)}` })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('seeds an empty database once when two servers start on it at the same moment', async () => {
    const fresh = await createTestSchema();
    const replicas = [await openDatabase({ databaseUrl: fresh.url }), await openDatabase({ databaseUrl: fresh.url })];
    try {
      const config = { ...loadConfig({ DATABASE_URL: fresh.url, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }), scryptLogN: 14 };
      await Promise.all(replicas.map((db) => prepareDatabase(db, config, { now: TEST_NOW, logger: quietLogger })));
      const [db] = replicas;
      if (!db) throw new Error('no replica');
      const count = async (table: 'users' | 'attendance_events' | 'qna_inquiries' | 'policies' | 'policy_texts') => (await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      // The demo workers, the project-choice worker, the newcomer with no site and the foreign worker (seed-accounts.ts).
      expect(await count('users')).toBe(Object.keys(SEED_WORKERS).length + 3);
      // Both inserted the policies and their texts in every language (issue 19): each once.
      expect(await count('policies')).toBe(SEED_POLICIES.length);
      expect(await count('policy_texts')).toBe(SEED_POLICY_TEXTS.length);
      expect(await count('attendance_events')).toBe(seedAttendance(TEST_NOW).length + choiceWorkerAttendance(TEST_NOW).length + foreignWorkerAttendance(TEST_NOW).length);
      expect(await count('qna_inquiries')).toBe(seedQna(TEST_NOW).length);
    } finally {
      await Promise.all(replicas.map((db) => db.destroy()));
      await fresh.drop();
    }
  });
  it('sends each notification once when three replicas run their senders at the same moment, on two pools (decision 065)', async () => {
    const service = await startLocalPushService();
    const other = await openDatabase({ databaseUrl: schema?.url ?? '' });
    const senders = [t.db, t.db, other].map((db) => createNotificationSender({ db, vapid: t.push.vapid, logger: quietLogger }));
    try {
      t.push.sender.stop();
      const keys = await t.push.vapid.keys();
      const device = await service.subscribe(keys?.publicKey ?? '');
      const { accessToken: token } = await t.api.login(SEED_WORKERS.choi.phone);
      const stored = await t.api.request('PUT', `${API_PREFIX}/push/subscription`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys, language: 'en' }) });
      expect(stored.status).toBe(204);
      for (let i = 1; i <= 20; i++) {
        await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.choi.id }, kind: 'inquiryAnswered', params: { inquiryId: `pg-${String(i)}` }, dedupKey: `pg:${String(i)}` });
      }
      const rounds = await Promise.all(senders.map((sender) => sender.sendDue()));
      expect(rounds.reduce((sum, round) => sum + round.rows, 0)).toBe(20);
      const urls = service.messages(device).map((message) => (JSON.parse(message) as { url: string }).url);
      expect(urls).toHaveLength(20);
      expect(new Set(urls).size).toBe(20);
    } finally {
      for (const sender of senders) sender.stop();
      await other.destroy();
      await service.close();
    }
  });
});
