/**
 * Registering a person without an account at the site (issue 33, decision 079), and the first
 * password they set with a texted code: the whole first morning, from the registration (the ID check)
 * through the contract from a template, the training, the face photo (decision 080) and the signature
 * to the first scan recorded, with the face on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerLookup } from '#contract/api-employment.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { QrScanAnswer } from '#contract/api-qr.ts';
import { smallJpeg } from '../../testing/images.ts';
import { adminLoginThrough, startSmsReceiver, webhookSmsConfig, type SmsReceiver } from '../../testing/sms-receiver.ts';
import { SEED_RRNS } from '../../seed/seed-accounts.ts';
import { SEED_TEMPLATES } from '../../seed/seed.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { signaturePng } from '../../testing/signature-png.ts';
import { codeInOutbox, errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const PERSON = { phone: '010-3141-5926', name: ' 한  지민 ', rrn: '950817-2345678', language: 'en', idChecked: true } as const;
const PASSWORD = 'Gate-morning-26';
const AGREEMENTS = ['privacy-2', 'terms-1'];

function register(t: TestApp, token: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.post('/admin/workers', body, { token });
}

async function outbox(t: TestApp, phone: string): Promise<string> {
  return (await t.api.request('GET', `/sandbox/sms?to=${phone}`)).text();
}

describe('registering a person at the site and their first password (issue 33)', () => {
  // Each test texts its own numbers: no test meets another's throttle.
  const { t, s } = useQrApp(NOW);

  it('registers a person from the ID card, records the check and texts the person, in their language, how to set a password; the login waits for it', async () => {
    const res = await register(t, s.jungP1001, PERSON);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const worker = (await res.json()) as WorkerLookup;
    expect(worker).toMatchObject({ maskedName: '한 *민', phone: '010-3141-5926', employment: null, safetyTraining: null, passwordSet: false });
    expect(worker.identity).toMatchObject({ foreigner: false });
    expect(worker.identity.idCheckedAt).not.toBeNull();
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', worker.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '한 지민', birth_date: '1995-08-17', gender: 'female', nationality: 'korean', rrn_masked: '950817-2******', language: 'en', ci: null, home_project_code: null });
    expect(row.registered_by).toBe(row.id_checked_by);
    expect(t.cipher.open(row.rrn_encrypted ?? '', 'users.rrn')).toBe('9508172345678');
    const text = await outbox(t, '01031415926');
    expect(text).toContain('registered you as a worker');
    expect(text).toContain('/firstLogin');
    expect(text).toContain('판교');

    // No password matches an account without one.
    const login = await t.api.post('/auth/login', { phone: PERSON.phone, password: '!unset' });
    expect([login.status, (await errorOf(login)).code]).toEqual([401, 'INVALID_CREDENTIALS']);
    // The admin finds the person again by the number, not yet with a password.
    const found = (await (await t.api.get(`/admin/workers?phone=${PERSON.phone}`, { token: s.ohP1002 })).json()) as WorkerLookup;
    expect(found).toMatchObject({ userId: worker.userId, passwordSet: false });
  });

  it('refuses what the card cannot be: each rule on its field, a number in use, a person registered under another number', async () => {
    const bad = await register(t, s.jungP1001, { phone: '02-123', name: '<b>', rrn: '951317-1234567', language: 'ko', idChecked: false });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ phone: 'phoneFormat', name: 'nameChars', rrn: 'rrnDate', idChecked: 'idCheckRequired' });
    const taken = await register(t, s.jungP1001, { ...PERSON, phone: '010-2345-6789', rrn: '900101-1234567' });
    expect([taken.status, (await errorOf(taken)).code]).toEqual([409, 'PHONE_TAKEN']);
    // 김민준's number, under another phone: one account per person.
    const twice = await register(t, s.jungP1001, { ...PERSON, phone: '010-7777-1234', rrn: SEED_RRNS.kim });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ code: 'ACCOUNT_EXISTS', fields: { rrn: 'rrnRegistered' } });
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', '01077771234').executeTakeFirst()).toBeUndefined();
    // A worker cannot register anyone.
    const worker = await register(t, s.kim, { ...PERSON, phone: '010-7777-1235', rrn: '900101-1234567' });
    expect(worker.status).toBe(403);
  });

  it('sets the first password with the texted code and the agreements; then the person logs in, and no code sets it again', async () => {
    const askCode = (path: string, birthDate: string) => t.api.post(path, { phone: PERSON.phone, birthDate });
    // A forgotten-password code is not sent to an account without a password (this server recovers by verification: 403 anyway).
    const nobodyYet = await askCode('/account/firstPassword/codes', '1995-08-18');
    expect(nobodyYet.status).toBe(200);
    expect(await outbox(t, '01031415926')).not.toContain('code to set your password');
    const sent = await askCode('/account/firstPassword/codes', '19950817');
    expect(sent.status).toBe(200);
    const { codeToken } = (await sent.json()) as { codeToken: string };
    const code = codeInOutbox(await outbox(t, '01031415926'));
    expect(await outbox(t, '01031415926')).toContain('code to set your password');

    const set = (agreements: string[]) => t.api.post('/account/firstPassword/codes/password', { codeToken, code, password: PASSWORD, agreements });
    const noAgreement = await set(['notices-1']);
    expect([noAgreement.status, (await errorOf(noAgreement)).fields]).toEqual([400, { agreements: 'agreementsRequired' }]);
    const done = await set(AGREEMENTS);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ phone: PERSON.phone });
    const agreed = await t.db.selectFrom('user_agreements as a').innerJoin('users as u', 'u.id', 'a.user_id').select('a.policy_id').where('u.phone', '=', '01031415926').orderBy('a.policy_id').execute();
    expect(agreed.map((row) => row.policy_id)).toEqual(AGREEMENTS);
    await t.api.login(PERSON.phone, PASSWORD);

    // Used: the code, and the path (no code is texted to an account with a password).
    expect((await errorOf(await set(AGREEMENTS))).code).toBe('RECOVERY_CODE_EXPIRED');
    const before = await outbox(t, '01031415926');
    expect((await askCode('/account/firstPassword/codes', '1995-08-17')).status).toBe(200);
    expect(await outbox(t, '01031415926')).toBe(before);
    const found = (await (await t.api.get(`/admin/workers?phone=${PERSON.phone}`, { token: s.jungP1001 })).json()) as WorkerLookup;
    expect(found.passwordSet).toBe(true);
    const resend = await t.api.post(`/admin/workers/${found.userId}/invitation`, {}, { token: s.jungP1001 });
    expect([resend.status, (await errorOf(resend)).code]).toEqual([409, 'PASSWORD_ALREADY_SET']);
  });

  it('texts the invitation again for the admin who registered the person or a site that employs them, and for no other', async () => {
    const worker = (await (await register(t, s.jungP1001, { ...PERSON, phone: '010-3141-5927', rrn: '880203-1345678', language: 'ko' })).json()) as WorkerLookup;
    const again = await t.api.post(`/admin/workers/${worker.userId}/invitation`, {}, { token: s.jungP2001 });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ sentTo: '010-****-5927' });
    expect(await outbox(t, '01031415927')).toContain('송도');
    const other = await t.api.post(`/admin/workers/${worker.userId}/invitation`, {}, { token: s.ohP1002 });
    expect([other.status, (await errorOf(other)).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('takes the registered person through the whole first morning: contract, training, signature, then the first scan recorded', async () => {
    const worker = (await (await register(t, s.jungP1001, { ...PERSON, phone: '010-3141-5928', rrn: '910412-1456789', language: 'ko' })).json()) as WorkerLookup;
    const taken = await t.api.post('/admin/employments', { userId: worker.userId, templateId: SEED_TEMPLATES[0].id, validFrom: '2026-11-20' }, { token: s.jungP1001 });
    expect(taken.status).toBe(201);
    const contractId = ((await taken.json()) as WorkerLookup).employment?.contractId ?? '';
    const sent = await t.api.post('/account/firstPassword/codes', { phone: '010-3141-5928', birthDate: '1991-04-12' });
    const { codeToken } = (await sent.json()) as { codeToken: string };
    const code = codeInOutbox(await outbox(t, '01031415928'));
    expect((await t.api.post('/account/firstPassword/codes/password', { codeToken, code, password: PASSWORD, agreements: AGREEMENTS })).status).toBe(200);
    const session = await t.api.login('010-3141-5928', PASSWORD);
    const qr = () => t.api.post('/qr/codes', { eventType: 'BeginWork' }, { token: session.accessToken });
    expect((await errorOf(await qr())).fields).toEqual({ missing: 'signatureAndTraining' });

    const training = await t.api.request('PUT', `${API_PREFIX}/admin/workers/${worker.userId}/safetyTraining`, {
      token: s.jungP1001,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ certificateNo: '2026-경기-0031337', completedOn: '2026-11-18' }),
    });
    expect(training.status).toBe(200);
    const photo = await t.api.request('PUT', `${API_PREFIX}/admin/workers/${worker.userId}/photo`, {
      token: s.jungP1001,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photo: (await smallJpeg()).toString('base64'), consent: true }),
    });
    expect(photo.status).toBe(200);
    expect((await errorOf(await qr())).fields).toEqual({ missing: 'signature' });
    await t.api.request('PUT', `${API_PREFIX}/account/address`, { token: session.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: '경기도 성남시 분당구 판교로 100' }) });
    const { documentSha256 } = (await (await t.api.get(`/certificates/contracts/${contractId}`, { token: session.accessToken })).json()) as { documentSha256: string };
    const signed = await t.api.post(`/certificates/contracts/${contractId}/signature`, { agreed: true, documentSha256, signaturePng: Buffer.from(signaturePng()).toString('base64') }, { token: session.accessToken });
    expect(signed.status).toBe(201);
    const ready = await qr();
    expect(ready.status).toBe(201);
    const scanned = await t.api.post('/qr/scans', { payload: ((await ready.json()) as { payload: string }).payload }, { token: s.jungP1001 });
    expect(scanned.status).toBe(201);
    // The gate sees the face taken this morning.
    expect(((await scanned.json()) as QrScanAnswer).event).toMatchObject({ workerId: worker.userId, hasPhoto: true });
  });
});

describe('a registration whose text could not be sent', () => {
  let receiver: SmsReceiver;
  const config = webhookSmsConfig();
  beforeAll(async () => {
    // Every text but the invitations.
    receiver = await startSmsReceiver((message) => message.text.includes('/firstLogin'));
    config.smsWebhook.url = receiver.url;
  });
  afterAll(() => receiver.server.close());
  const t = useTestApp({ now: NOW, config });

  it('registers nobody and says the text was not sent', async () => {
    const accessToken = await adminLoginThrough(receiver, t.api, { phone: '010-9876-5432', employeeNumber: 'A1001', corporationCode: 'K001', siteCode: 'P1001' });
    const res = await register(t, accessToken, PERSON);
    expect([res.status, (await errorOf(res)).code]).toEqual([503, 'SMS_NOT_SENT']);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', '01031415926').executeTakeFirst()).toBeUndefined();
  });
});
