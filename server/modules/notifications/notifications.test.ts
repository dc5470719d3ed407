/**
 * Web Push (decision 065): the subscription calls, the sender against a local push service
 * (web-push-testing, on a loopback port: nothing leaves the machine), logout, and the sweeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import type { PushConfig } from '#contract/api-notifications.ts';
import type { UserSession } from '#contract/api-auth.ts';
import { createTestApp, errorOf, SEED_PASSWORD, TEST_NOW, useTestApp, type RequestOptions, type TestApp } from '../../testing/test-app.ts';
import { startLocalPushService, type LocalPushService, type LocalSubscription } from '../../testing/push-service.ts';
import { SEED_ADMINS, SEED_CONTRACTS, SEED_WORKERS } from '../../seed/seed.ts';
import { quietLogger } from '../../logger.ts';
import { enqueueNotification, type NotificationRequest } from './outbox.ts';
import { isPushServiceHost } from './routes.ts';
import { createNotificationSender } from './sender.ts';
import { sweepContractsToSign, sweepMissingEnds } from './sweeps.ts';
import { payloadOf, type NotificationPayload } from './texts.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';

const kim = SEED_WORKERS.kim;
const lee = SEED_WORKERS.lee;

function put(t: TestApp, body: unknown, options: RequestOptions): Promise<Response> {
  return t.api.request('PUT', `${API_PREFIX}/push/subscription`, { ...options, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function remove(t: TestApp, body: unknown, options: RequestOptions): Promise<Response> {
  return t.api.request('DELETE', `${API_PREFIX}/push/subscription`, { ...options, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A subscription as a browser gives it (keys of the right shape; no push service behind it). */
function browserSubscription(endpoint: string) {
  return { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
}

async function subscriptionRows(t: TestApp) {
  return t.db.selectFrom('push_subscriptions').selectAll().orderBy('created_at').execute();
}

/** Waits until `done` holds (a kicked sender works in the background). */
async function until(done: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the push calls', () => {
  const t = useTestApp();
  let worker: UserSession;
  let admin: { accessToken: string; refreshToken: string };

  beforeAll(async () => {
    worker = await t.api.login(kim.phone);
    admin = await t.api.adminLogin(SEED_ADMINS.jung.phone, SEED_ADMINS.jung.employeeNumber, 'K001', 'P1001');
  });

  it('answers the VAPID public key to workers and admins: one generated pair, kept in the database (its private half sealed)', async () => {
    const asWorker = (await (await t.api.get('/push/config', { token: worker.accessToken })).json()) as PushConfig;
    const asAdmin = (await (await t.api.get('/push/config', { token: admin.accessToken })).json()) as PushConfig;
    expect(asWorker.available).toBe(true);
    expect(Buffer.from(asWorker.publicKey ?? '', 'base64url')).toHaveLength(65);
    expect(asAdmin).toEqual(asWorker);
    const row = await t.db.selectFrom('push_vapid_keys').selectAll().executeTakeFirstOrThrow();
    expect(row.public_key).toBe(asWorker.publicKey);
    expect(row.private_key_sealed).toMatch(/^v1\./);
    expect(t.cipher.open(row.private_key_sealed, 'push.vapid_private_key')).toHaveLength(43);
    expect((await t.api.get('/push/config')).status).toBe(401);
  });

  it('stores a subscription per endpoint, moves an endpoint to whoever subscribes it next, and deletes only the caller\'s own', async () => {
    const endpoint = 'https://push.example.com/send/device-1';
    expect((await put(t, { ...browserSubscription(endpoint), language: 'ko' }, { token: worker.accessToken })).status).toBe(204);
    expect((await put(t, { ...browserSubscription(endpoint), language: 'en' }, { token: worker.accessToken })).status).toBe(204);
    let rows = (await subscriptionRows(t)).filter((row) => row.endpoint === endpoint);
    expect(rows).toEqual([expect.objectContaining({ subject_kind: 'user', subject_id: kim.id, language: 'en' })]);

    // The phone changes hands: the admin logs in on it and subscribes the same endpoint.
    expect((await put(t, { ...browserSubscription(endpoint), language: 'ko' }, { token: admin.accessToken })).status).toBe(204);
    rows = (await subscriptionRows(t)).filter((row) => row.endpoint === endpoint);
    expect(rows).toEqual([expect.objectContaining({ subject_kind: 'admin', subject_id: SEED_ADMINS.jung.id, language: 'ko' })]);

    // The worker cannot remove the admin's subscription; the admin can.
    expect((await remove(t, { endpoint }, { token: worker.accessToken })).status).toBe(204);
    expect((await subscriptionRows(t)).some((row) => row.endpoint === endpoint)).toBe(true);
    expect((await remove(t, { endpoint }, { token: admin.accessToken })).status).toBe(204);
    expect((await subscriptionRows(t)).some((row) => row.endpoint === endpoint)).toBe(false);
  });

  it('refuses what is not a subscription, naming the field and the rule', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ ...browserSubscription('http://push.example.com/x'), language: 'ko' }, { endpoint: 'invalid' }],
      [{ ...browserSubscription('not a url'), language: 'ko' }, { endpoint: 'invalid' }],
      [{ ...browserSubscription('https://user:pw@push.example.com/x'), language: 'ko' }, { endpoint: 'invalid' }],
      [{ ...browserSubscription(`https://push.example.com/${'x'.repeat(1100)}`), language: 'ko' }, { endpoint: 'tooLong' }],
      [{ ...browserSubscription(''), language: 'ko' }, { endpoint: 'required' }],
      [{ ...browserSubscription('https://push.example.com/x'), language: 'fr' }, { language: 'invalid' }],
      [{ endpoint: 'https://push.example.com/x', keys: { p256dh: 'not base64!', auth: '' }, language: 'en' }, { 'keys.p256dh': expect.any(String) as string, 'keys.auth': expect.any(String) as string }],
      [{ endpoint: 'https://push.example.com/x', language: 'en' }, { keys: expect.any(String) as string }],
    ];
    for (const [body, fields] of cases) {
      const res = await put(t, body, { token: worker.accessToken });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(res)).fields).toMatchObject(fields);
    }
    expect((await errorOf(await remove(t, { endpoint: 'ftp://push.example.com/x' }, { token: worker.accessToken }))).fields).toEqual({ endpoint: 'invalid' });
  });

  it('needs the XSRF pair to change, and a worker past the password change', async () => {
    const body = { ...browserSubscription('https://push.example.com/send/xsrf'), language: 'ko' };
    const res = await put(t, body, { token: worker.accessToken, xsrf: false });
    expect(res.status).toBe(403);
    const park = await t.api.login(SEED_WORKERS.park.phone);
    expect(await errorOf(await put(t, body, { token: park.accessToken }))).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(await errorOf(await put(t, body, {}))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("deletes the subscriptions of the session that logs out (a worker's and an admin's), and no other session's", async () => {
    const phone = await t.api.login(lee.phone);
    const tablet = await t.api.login(lee.phone);
    const gate = await t.api.adminLogin(SEED_ADMINS.oh.phone, SEED_ADMINS.oh.employeeNumber, 'K001', 'P1002');
    await put(t, { ...browserSubscription('https://push.example.com/send/lee-phone'), language: 'ko' }, { token: phone.accessToken });
    await put(t, { ...browserSubscription('https://push.example.com/send/lee-tablet'), language: 'ko' }, { token: tablet.accessToken });
    await put(t, { ...browserSubscription('https://push.example.com/send/oh-gate'), language: 'ko' }, { token: gate.accessToken });

    expect((await t.api.post('/auth/logout', { refreshToken: phone.refreshToken })).status).toBe(204);
    expect((await t.api.post('/admin/auth/logout', { refreshToken: gate.refreshToken })).status).toBe(204);
    const left = (await subscriptionRows(t)).map((row) => row.endpoint);
    expect(left).toContain('https://push.example.com/send/lee-tablet');
    expect(left).not.toContain('https://push.example.com/send/lee-phone');
    expect(left).not.toContain('https://push.example.com/send/oh-gate');
  });
});

describe('a server in production without VAPID keys', () => {
  const t = useTestApp({ config: { production: true } });

  it('says notifications are not available and stores no subscription', async () => {
    const session = await t.api.login(kim.phone);
    const res = await t.api.get('/push/config', { token: session.accessToken });
    expect(await res.json()).toEqual({ available: false, publicKey: null });
    const refused = await put(t, { ...browserSubscription('https://fcm.googleapis.com/fcm/send/prod'), language: 'ko' }, { token: session.accessToken });
    expect(await errorOf(refused)).toMatchObject({ code: 'FORBIDDEN' });
    // Only the browsers' push services: the server would POST to any other host it is given.
    for (const endpoint of ['https://push.example.com/send/prod', 'https://internal.corp/notify', 'https://fcm.googleapis.com.evil.example/x']) {
      const elsewhere = await put(t, { ...browserSubscription(endpoint), language: 'ko' }, { token: session.accessToken });
      expect((await errorOf(elsewhere)).fields, endpoint).toEqual({ endpoint: 'invalid' });
    }
    expect(['updates.push.services.mozilla.com', 'web.push.apple.com', 'fcm.googleapis.com', 'wns2-par02p.notify.windows.com'].every(isPushServiceHost)).toBe(true);
    // A loopback endpoint would reach this host: never in production.
    const loopback = await put(t, { ...browserSubscription('http://127.0.0.1:9/notify/x'), language: 'ko' }, { token: session.accessToken });
    expect((await errorOf(loopback)).fields).toEqual({ endpoint: 'invalid' });
    expect(await t.db.selectFrom('push_vapid_keys').selectAll().execute()).toEqual([]);
  });
});

describe('the texts', () => {
  it('say what happened in ko and en, with the link to the item, and never an amount or a name', () => {
    const statement = { year: 2026, month: 10, corporationCode: 'K001' };
    expect(payloadOf('statementReady', statement, 'ko')).toEqual({ title: '급여명세서', body: '10월 급여명세서가 나왔습니다.', url: '/incomeReceipt?month=2026-10&corporationCode=K001', tag: 'statement:2026-10:K001' });
    expect(payloadOf('statementReady', statement, 'en')).toMatchObject({ body: 'Your October pay statement is ready.' });
    expect(payloadOf('contractToSign', { contractId: 'c-1' }, 'en').url).toBe('/employmentContract?contractId=c-1');
    expect(payloadOf('inquiryAnswered', { inquiryId: 'q-1' }, 'ko').url).toBe('/qnaDetail?id=q-1');
    expect(payloadOf('correctionDecided', { correctionId: 'r-1', date: '20261120', approved: true }, 'ko')).toMatchObject({ body: '11월 20일 근태 정정 요청이 승인되었습니다.', url: '/workCorrections?date=20261120' });
    expect(payloadOf('correctionDecided', { correctionId: 'r-1', date: '20261120', approved: false }, 'en').body).toBe('Your correction for November 20 was not approved.');
    expect(payloadOf('noEndRecorded', { date: '20261120' }, 'en')).toMatchObject({ url: '/workCorrections?date=20261120', body: 'November 20 has no end of work recorded. Please check.' });
    expect(payloadOf('correctionRequested', { count: 3 }, 'ko')).toMatchObject({ body: '근태 정정 요청 3건이 기다리고 있습니다.', url: '/adminCorrections' });
  });

  it('say it in Chinese and Vietnamese too, with the month and day written the way each language writes them', () => {
    const statement = { year: 2026, month: 10, corporationCode: 'K001' };
    const day = { correctionId: 'r-1', date: '20261120' };
    const said = (language: Language) => [
      payloadOf('statementReady', statement, language),
      payloadOf('statementReissued', { ...statement, version: 2 }, language),
      payloadOf('contractToSign', { contractId: 'c-1' }, language),
      payloadOf('inquiryAnswered', { inquiryId: 'q-1' }, language),
      payloadOf('correctionDecided', { ...day, approved: true }, language),
      payloadOf('correctionDecided', { ...day, approved: false }, language),
      payloadOf('noEndRecorded', { date: '20261120' }, language),
      payloadOf('correctionRequested', { count: 3 }, language),
      payloadOf('correctionRequested', {}, language),
    ].map(({ title, body }) => [title, body]);
    expect(said('zh-Hans')).toEqual([
      ['工资单', '10月工资单已出。'],
      ['工资单已更正', '10月工资单已更正并重新开具。'],
      ['劳动合同', '有一份劳动合同等您签名。'],
      ['咨询已回复', '您的咨询已有回复。'],
      ['考勤更正', '11月20日的考勤更正申请已批准。'],
      ['考勤更正', '11月20日的考勤更正申请已驳回。'],
      ['未记录下班', '11月20日未记录下班，请确认。'],
      ['考勤更正申请', '有3条考勤更正申请等待处理。'],
      ['考勤更正申请', '有一条新的考勤更正申请。'],
    ]);
    expect(said('vi')).toEqual([
      ['Bảng lương', 'Đã có bảng lương tháng 10.'],
      ['Bảng lương đã sửa', 'Bảng lương tháng 10 đã được sửa và phát hành lại.'],
      ['Hợp đồng lao động', 'Có hợp đồng lao động đang chờ bạn ký tên.'],
      ['Đã trả lời câu hỏi', 'Câu hỏi của bạn đã có trả lời.'],
      ['Sửa chấm công', 'Yêu cầu sửa chấm công ngày 20 tháng 11 đã được duyệt.'],
      ['Sửa chấm công', 'Yêu cầu sửa chấm công ngày 20 tháng 11 đã được từ chối.'],
      ['Chưa ghi giờ tan ca', 'Ngày 20 tháng 11 chưa ghi giờ tan ca. Vui lòng kiểm tra.'],
      ['Yêu cầu sửa chấm công', 'Có 3 yêu cầu sửa chấm công đang chờ.'],
      ['Yêu cầu sửa chấm công', 'Có một yêu cầu sửa chấm công mới.'],
    ]);
    // The link and tag are the same in every language.
    for (const language of LANGUAGE_CODES) expect(payloadOf('noEndRecorded', { date: '20261120' }, language)).toMatchObject({ url: '/workCorrections?date=20261120', tag: 'noEnd:20261120' });
  });

  it('refuse params a kind does not take (an amount, a name), missing ones and wrong types', async () => {
    const t = await createTestApp();
    try {
      const base: NotificationRequest = { to: { kind: 'user', id: kim.id }, kind: 'statementReady', params: { year: 2026, month: 10, corporationCode: 'K001' }, dedupKey: 'refuse:1' };
      await expect(enqueueNotification(t.db, { ...base, params: { ...base.params, netPay: 1_234_567 } })).rejects.toThrow(/no param netPay/);
      await expect(enqueueNotification(t.db, { ...base, kind: 'correctionRequested', params: { workerName: '김민준' } })).rejects.toThrow(/no param workerName/);
      await expect(enqueueNotification(t.db, { ...base, params: { year: 2026, corporationCode: 'K001' } })).rejects.toThrow(/needs month/);
      await expect(enqueueNotification(t.db, { ...base, params: { ...base.params, month: '10' } })).rejects.toThrow(/month must be a number/);
      await expect(enqueueNotification(t.db, { ...base, kind: 'noEndRecorded', params: { date: '2026-11-20' } })).rejects.toThrow(/yyyymmdd/);
      expect(await t.db.selectFrom('notification_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the sender, against a local push service', () => {
  const t = useTestApp();
  let service: LocalPushService;
  let publicKey: string;

  beforeAll(async () => {
    service = await startLocalPushService();
    publicKey = (await t.push.vapid.keys())?.publicKey ?? '';
  });
  afterAll(async () => {
    await service.close();
  });

  /** A browser of `phone` subscribed on the local push service, stored through the API in `language`. */
  async function subscribedDevice(phone: string, language: Language): Promise<{ device: LocalSubscription; session: UserSession }> {
    const session = await t.api.login(phone, SEED_PASSWORD);
    const device = await service.subscribe(publicKey);
    const res = await put(t, { endpoint: device.endpoint, keys: device.keys, language }, { token: session.accessToken });
    expect(res.status).toBe(204);
    return { device, session };
  }

  const received = (device: LocalSubscription) => service.messages(device).map((message) => JSON.parse(message) as NotificationPayload);

  it('delivers a statement notification that decrypts to the text in the device\'s language, without amounts', async () => {
    const ko = await subscribedDevice(SEED_WORKERS.choi.phone, 'ko');
    const en = await subscribedDevice(SEED_WORKERS.choi.phone, 'en');
    const zh = await subscribedDevice(SEED_WORKERS.choi.phone, 'zh-Hans');
    const vi = await subscribedDevice(SEED_WORKERS.choi.phone, 'vi');
    const devices = [ko, en, zh, vi];
    await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.choi.id }, kind: 'statementReady', params: { year: 2026, month: 10, corporationCode: 'K001' }, dedupKey: 'statement:choi:2026-10' });
    await t.push.sender.sendDue();
    await until(() => devices.every(({ device }) => received(device).length > 0), 'every device');
    expect(received(ko.device)).toEqual([{ title: '급여명세서', body: '10월 급여명세서가 나왔습니다.', url: '/incomeReceipt?month=2026-10&corporationCode=K001', tag: 'statement:2026-10:K001' }]);
    expect(received(en.device)).toEqual([expect.objectContaining({ title: 'Pay statement', body: 'Your October pay statement is ready.' })]);
    expect(received(zh.device)).toEqual([expect.objectContaining({ title: '工资单', body: '10月工资单已出。' })]);
    expect(received(vi.device)).toEqual([{ title: 'Bảng lương', body: 'Đã có bảng lương tháng 10.', url: '/incomeReceipt?month=2026-10&corporationCode=K001', tag: 'statement:2026-10:K001' }]);
    for (const message of devices.flatMap(({ device }) => service.messages(device))) {
      expect(message).not.toMatch(/원|₩|KRW|\d{1,3},\d{3}|최현우/);
    }
    const row = await t.db.selectFrom('notification_outbox').selectAll().where('dedup_key', '=', 'statement:choi:2026-10').executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    const subscriptions = await t.db.selectFrom('push_subscriptions').select('last_success_at').where('subject_id', '=', SEED_WORKERS.choi.id).execute();
    expect(subscriptions).toHaveLength(devices.length);
    expect(subscriptions.every((subscription) => subscription.last_success_at !== null)).toBe(true);

    // The same key again is the same notification: nothing more is sent.
    await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.choi.id }, kind: 'statementReady', params: { year: 2026, month: 10, corporationCode: 'K001' }, dedupKey: 'statement:choi:2026-10' });
    await t.push.sender.sendDue();
    expect(received(ko.device)).toHaveLength(1);
  });

  it('tells the worker of a staff answer to an inquiry, linking to it', async () => {
    const { device, session } = await subscribedDevice(SEED_WORKERS.kang.phone, 'en');
    const created = await t.api.post('/qna', { category: 'pay', title: 'When?', content: 'When is pay day?' }, { token: session.accessToken });
    const { id } = (await created.json()) as { id: string };
    const { answerInquiry } = await import('../qna/service.ts');
    await answerInquiry(t.db, id, 'On the 10th.', 'staff-api', t.clock.now());
    await t.push.sender.sendDue();
    await until(() => received(device).length > 0, 'the answer notification');
    expect(received(device)).toEqual([{ title: 'Inquiry answered', body: 'Your inquiry has been answered.', url: `/qnaDetail?id=${id}`, tag: `inquiry:${id}` }]);
  });

  it('deletes a subscription whose push service answers 410 (and one answering 404), and still marks the row sent', async () => {
    const gone = await subscribedDevice(SEED_WORKERS.moon.phone, 'ko');
    service.expire(gone.device);
    await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.moon.id }, kind: 'contractToSign', params: { contractId: SEED_CONTRACTS[0].id }, dedupKey: 'gone:410' });
    await t.push.sender.sendDue();
    await until(async () => (await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', gone.device.endpoint).execute()).length === 0, 'the 410 subscription removed');
    expect((await t.db.selectFrom('notification_outbox').select('sent_at').where('dedup_key', '=', 'gone:410').executeTakeFirstOrThrow()).sent_at).not.toBeNull();

    // A push service that says 404: a sender whose requests all answer so.
    const lost = await subscribedDevice(SEED_WORKERS.moon.phone, 'ko');
    t.push.sender.stop();
    const answers404 = createNotificationSender({ db: t.db, vapid: t.push.vapid, logger: quietLogger, fetch: () => Promise.resolve(new Response('no such subscription', { status: 404 })) });
    try {
      await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.moon.id }, kind: 'contractToSign', params: { contractId: SEED_CONTRACTS[0].id }, dedupKey: 'gone:404' });
      expect(await answers404.sendDue()).toMatchObject({ removed: 1, delivered: 0 });
      expect(await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', lost.device.endpoint).execute()).toEqual([]);
    } finally {
      answers404.stop();
    }
  });

  it('tries a push again later for the one device whose push service failed for a passing reason, never the others twice', async () => {
    const ok = await subscribedDevice(SEED_WORKERS.jang.phone, 'ko');
    const flaky = await subscribedDevice(SEED_WORKERS.jang.phone, 'en');
    const refused = await subscribedDevice(SEED_WORKERS.jang.phone, 'en');
    t.push.sender.stop();
    // The flaky device's push service answers 503 once, the refused one 400 always (that would not pass).
    let flakyFailures = 1;
    const fetchSometimes: typeof fetch = (input, init) => {
      const url = String(input);
      if (url === flaky.device.endpoint && flakyFailures > 0) {
        flakyFailures -= 1;
        return Promise.resolve(new Response('busy', { status: 503 }));
      }
      if (url === refused.device.endpoint) return Promise.resolve(new Response('bad', { status: 400 }));
      return fetch(input, init);
    };
    const sender = createNotificationSender({ db: t.db, vapid: t.push.vapid, logger: quietLogger, fetch: fetchSometimes });
    try {
      await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.jang.id }, kind: 'correctionDecided', params: { correctionId: 'r-9', date: '20261119', approved: true }, dedupKey: 'again:test' });
      expect(await sender.sendDue()).toMatchObject({ delivered: 1, failed: 2 });
      const retries = await t.db.selectFrom('notification_outbox').selectAll().where('dedup_key', 'like', 'retry:%').where('subject_id', '=', SEED_WORKERS.jang.id).execute();
      expect(retries.map((row) => [row.attempt, row.sent_at, row.not_before !== null])).toEqual([[2, null, true]]);
      // Not due yet: nothing is sent.
      expect(await sender.sendDue()).toMatchObject({ rows: 0 });
      await t.db.updateTable('notification_outbox').set({ not_before: sql<Date>`now() - make_interval(secs => 1)` }).where('id', '=', retries[0]?.id ?? '').execute();
      expect(await sender.sendDue()).toMatchObject({ rows: 1, delivered: 1 });
      await until(() => received(flaky.device).length > 0, 'the retried push');
      expect(received(flaky.device)).toHaveLength(1);
      expect(received(ok.device)).toHaveLength(1);
      expect(received(refused.device)).toHaveLength(0);
    } finally {
      sender.stop();
    }
  });

  it('marks a row sent when its recipient has no subscription', async () => {
    await enqueueNotification(t.db, { to: { kind: 'admin', id: SEED_ADMINS.oh.id }, kind: 'correctionRequested', params: {}, dedupKey: 'nobody:1' });
    const sender = createNotificationSender({ db: t.db, vapid: t.push.vapid, logger: quietLogger });
    try {
      await sender.sendDue();
    } finally {
      sender.stop();
    }
    expect((await t.db.selectFrom('notification_outbox').select('sent_at').where('dedup_key', '=', 'nobody:1').executeTakeFirstOrThrow()).sent_at).not.toBeNull();
  });

  it("shows a worker's notifications in the sandbox's push outbox, waiting until the sender has handled them", async () => {
    const phone = SEED_WORKERS.han.phone;
    const outbox = async () => (await t.api.request('GET', `/sandbox/push?to=${phone}`, { headers: { cookie: 'locale=en' } })).text();
    expect(await outbox()).toContain('No notifications for this number.');
    await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.han.id }, kind: 'inquiryAnswered', params: { inquiryId: crypto.randomUUID() }, dedupKey: 'sandbox:1' });
    const waiting = await outbox();
    expect([waiting.includes('data-state="waiting"'), waiting.includes('inquiryAnswered'), waiting.includes('Waiting')]).toEqual([true, true, true]);
    const sender = createNotificationSender({ db: t.db, vapid: t.push.vapid, logger: quietLogger });
    try {
      await sender.sendDue();
    } finally {
      sender.stop();
    }
    const handled = await outbox();
    expect([handled.includes('data-state="waiting"'), handled.includes('data-state="handled"')]).toEqual([false, true]);
  });

  it('never sends one row twice, however many senders run at once (replicas)', async () => {
    const { device } = await subscribedDevice(SEED_WORKERS.yoon.phone, 'ko');
    const senders = Array.from({ length: 3 }, () => createNotificationSender({ db: t.db, vapid: t.push.vapid, logger: quietLogger }));
    try {
      for (let i = 1; i <= 6; i++) {
        await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.yoon.id }, kind: 'inquiryAnswered', params: { inquiryId: `q-${String(i)}` }, dedupKey: `many:${String(i)}` });
      }
      const rounds = await Promise.all(senders.map((sender) => sender.sendDue()));
      expect(rounds.reduce((sum, round) => sum + round.rows, 0)).toBe(6);
    } finally {
      for (const sender of senders) sender.stop();
    }
    const urls = received(device).map((message) => message.url);
    expect(urls.toSorted()).toEqual(['/qnaDetail?id=q-1', '/qnaDetail?id=q-2', '/qnaDetail?id=q-3', '/qnaDetail?id=q-4', '/qnaDetail?id=q-5', '/qnaDetail?id=q-6']);
  });

  it('takes a row claimed by a sender that died, once the claim is stale', async () => {
    const { device } = await subscribedDevice(SEED_WORKERS.bae.phone, 'ko');
    await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.bae.id }, kind: 'contractToSign', params: { contractId: 'c-dead' }, dedupKey: 'dead:1' });
    // Claimed by a sender that then died (claims are in the database's time).
    const claimedAgo = (minutes: number) => t.db.updateTable('notification_outbox').set({ claimed_at: sql<Date>`now() - make_interval(mins => ${minutes})` }).where('dedup_key', '=', 'dead:1').execute();
    await claimedAgo(1);
    const sender = createNotificationSender({ db: t.db, vapid: t.push.vapid, logger: quietLogger });
    try {
      expect((await sender.sendDue()).rows).toBe(0);
      await claimedAgo(6);
      expect((await sender.sendDue()).rows).toBe(1);
    } finally {
      sender.stop();
    }
    expect(received(device).map((message) => message.tag)).toEqual(['contract:c-dead']);
  });

  it('drops the subscriptions of a session ended by a password change before sending', async () => {
    const { device, session } = await subscribedDevice(SEED_WORKERS.han.phone, 'ko');
    const changed = await t.api.post('/account/password', { currentPassword: SEED_PASSWORD, newPassword: 'Another!pass2026' }, { token: session.accessToken });
    expect(changed.status).toBeLessThan(300);
    await enqueueNotification(t.db, { to: { kind: 'user', id: SEED_WORKERS.han.id }, kind: 'contractToSign', params: { contractId: 'c-han' }, dedupKey: 'ended:1' });
    const sender = createNotificationSender({ db: t.db, vapid: t.push.vapid, logger: quietLogger });
    try {
      expect(await sender.sendDue()).toMatchObject({ rows: 1, delivered: 0 });
    } finally {
      sender.stop();
    }
    expect(service.messages(device)).toEqual([]);
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', device.endpoint).execute()).toEqual([]);
  });
});

describe('the sweeps', () => {
  const t = useTestApp();

  const outbox = (prefix: string) =>
    t.db
      .selectFrom('notification_outbox')
      .select(['subject_id', 'kind', 'params', 'dedup_key'])
      .where('dedup_key', 'like', `${prefix}%`)
      .orderBy('dedup_key')
      .execute();

  it('tell a worker once of a contract issued in the last 30 days and not signed', async () => {
    const fresh = randomUUID();
    const old = randomUUID();
    const signedLater = new Date(TEST_NOW.getTime() - 24 * 3600 * 1000);
    await t.db
      .insertInto('employment_contracts')
      .values([
        { id: fresh, user_id: kim.id, project_code: 'P1001', daily_wage: 200_000, valid_from: '2026-12-01', issued_at: signedLater },
        { id: old, user_id: kim.id, project_code: 'P1001', daily_wage: 200_000, valid_from: '2026-09-01', issued_at: new Date('2026-09-01T00:00:00Z') },
      ])
      .execute();
    await sweepContractsToSign(t.db, TEST_NOW);
    expect(await outbox(`contract:${fresh}`)).toEqual([{ subject_id: kim.id, kind: 'contractToSign', params: JSON.stringify({ contractId: fresh }), dedup_key: `contract:${fresh}` }]);
    expect(await outbox(`contract:${old}`)).toEqual([]);
    expect(await sweepContractsToSign(t.db, TEST_NOW)).toBe(0);
    expect(await outbox(`contract:${fresh}`)).toHaveLength(1);
  });

  it("tell a worker after the site's reminder time that the shift begun that day has no end, once", async () => {
    const choi = SEED_WORKERS.choi;
    // 최현우 begins at 08:00 at 판교 (reminder 19:00) and records no end.
    await t.db.insertInto('attendance_events').values({ id: randomUUID(), user_id: choi.id, project_code: 'P1001', type: 'BeginWork', occurred_at: new Date('2026-11-20T08:00:00+09:00') }).execute();
    await sweepMissingEnds(t.db, new Date('2026-11-20T18:59:00+09:00'));
    expect(await outbox(`noEnd:${choi.id}`)).toEqual([]);
    await sweepMissingEnds(t.db, new Date('2026-11-20T19:05:00+09:00'));
    expect(await outbox(`noEnd:${choi.id}`)).toEqual([{ subject_id: choi.id, kind: 'noEndRecorded', params: JSON.stringify({ date: '20261120' }), dedup_key: `noEnd:${choi.id}:20261120` }]);
    expect(await sweepMissingEnds(t.db, new Date('2026-11-20T21:00:00+09:00'))).toBe(0);

    // 강예린 ended her day: nothing. 한지민 began after the reminder time (a night shift): nothing yet.
    await t.db
      .insertInto('attendance_events')
      .values([
        { id: randomUUID(), user_id: SEED_WORKERS.kang.id, project_code: 'P1001', type: 'BeginWork', occurred_at: new Date('2026-11-21T08:00:00+09:00') },
        { id: randomUUID(), user_id: SEED_WORKERS.kang.id, project_code: 'P1001', type: 'EndWork', occurred_at: new Date('2026-11-21T17:00:00+09:00') },
        { id: randomUUID(), user_id: SEED_WORKERS.han.id, project_code: 'P1001', type: 'BeginWork', occurred_at: new Date('2026-11-21T19:30:00+09:00') },
      ])
      .execute();
    await sweepMissingEnds(t.db, new Date('2026-11-21T20:00:00+09:00'));
    expect(await outbox(`noEnd:${SEED_WORKERS.kang.id}:20261121`)).toEqual([]);
    expect(await outbox(`noEnd:${SEED_WORKERS.han.id}:20261121`)).toEqual([]);
  });

  it('leave sites without a reminder time alone', async () => {
    const yoon = SEED_WORKERS.yoon;
    await t.db.insertInto('attendance_events').values({ id: randomUUID(), user_id: yoon.id, project_code: 'P2001', type: 'BeginWork', occurred_at: new Date('2026-11-22T08:00:00+09:00') }).execute();
    await sweepMissingEnds(t.db, new Date('2026-11-22T23:00:00+09:00'));
    expect(await outbox(`noEnd:${yoon.id}`)).toEqual([]);
  });
});
