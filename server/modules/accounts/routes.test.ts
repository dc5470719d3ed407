import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountSummary } from '#contract/api-accounts.ts';
import type { VerificationFlow } from '#contract/api-identity.ts';
import type { Policy, PolicyList } from '#contract/api-policies.ts';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import { legacyChecksumMatches } from '#contract/identity-rules.ts';
import { createApp } from '../../app.ts';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { SEED_CHOICE_WORKER, SEED_RRNS } from '../../seed/seed-accounts.ts';
import { quietLogger } from '../../logger.ts';
import { providerStart, refOf, startFlow, throughSandbox, verify, type SandboxForm } from '../../testing/sandbox-driver.ts';
import { errorOf, testConfig, useTestApp, type TestApp } from '../../testing/test-app.ts';

const t = useTestApp();

// Each test starts in a fresh throttle window (the per-address limits would otherwise add up here).
beforeEach(() => {
  t.clock.advance(16 * 60 * 1000);
});

/** A new person: a number issued after October 2020 (random last digits; the old checksum fails). */
const HONG = { name: '홍길동', rrn: '900101-1000000', birthDate: '1990-01-01', nationality: 'korean' as const, phone: '010-5555-1234' };
const HONG_PHONE_FORM = { name: HONG.name, birthDate: '19900101', gender: 'male' as const, nationality: 'korean' as const, phone: HONG.phone };
const KIM = SEED_WORKERS.kim;
const KIM_FORM = { name: KIM.name, birthDate: '19850314', gender: 'male' as const, nationality: 'korean' as const, phone: '010-2345-6789' };
const NEW_PASSWORD = 'Brand-new-pass1';

function joinBody(person: typeof HONG, language: Language = 'ko') {
  return { purpose: 'join', join: { language, name: person.name, rrn: person.rrn, nationality: person.nationality, birthDate: person.birthDate } };
}

async function verifiedJoinFlow(app: TestApp, person = HONG, phoneForm: SandboxForm = HONG_PHONE_FORM): Promise<VerificationFlow> {
  const flow = await startFlow(app.api, joinBody(person));
  expect((await verify(app.api, flow, 'realName')).status).toBe(200);
  const phone = await verify(app.api, flow, 'phone', phoneForm);
  expect(phone.status, await phone.clone().text()).toBe(200);
  return flow;
}

function putLanguage(token: string, language: string): Promise<Response> {
  return t.api.request('PUT', '/v1/mobile/wfm/account/language', { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language }) });
}

async function join(app: TestApp, flow: VerificationFlow, agreements = ['privacy-2', 'terms-1']): Promise<Response> {
  return app.api.post('/join', { flowId: flow.flowId, flowSecret: flow.flowSecret, password: NEW_PASSWORD, agreements });
}

describe('sign-up', () => {
  it('accepts a number whose old check digit fails (issued after October 2020)', () => {
    expect(legacyChecksumMatches(HONG.rrn)).toBe(false);
  });

  it('refuses step 1 details that break the shared rules, naming each field', async () => {
    const res = await t.api.post('/identity/flows', {
      purpose: 'join',
      join: { language: 'ko', name: '<script>', rrn: '900101-5000000', nationality: 'korean', birthDate: '1990-01-02' },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ 'join.name': 'nameChars', 'join.rrn': 'rrnNationality', 'join.birthDate': 'birthDateMismatch' });
    const impossible = await t.api.post('/identity/flows', { purpose: 'join', join: { ...joinBody(HONG).join, rrn: '900230-1000000', birthDate: '1990-02-28' } });
    expect((await errorOf(impossible)).fields).toMatchObject({ 'join.rrn': 'rrnDate' });
  });

  it('goes real-name check → phone verification → account; the account logs in with the verified number', async () => {
    const flow = await startFlow(t.api, joinBody(HONG, 'en'));
    // The phone step cannot come before the real-name check.
    expect((await errorOf(await t.api.post('/identity/provider', { ...flow, service: 'phone' }))).code).toBe('VERIFICATION_INVALID');
    expect(await (await verify(t.api, flow, 'realName')).json()).toEqual({ service: 'realName' });
    const phone = await verify(t.api, flow, 'phone', HONG_PHONE_FORM);
    expect(await phone.json()).toEqual({ service: 'phone', name: HONG.name, phone: HONG.phone });

    const missing = await join(t, flow, ['terms-1']);
    expect(await errorOf(missing)).toMatchObject({ code: 'BAD_REQUEST', fields: { agreements: 'agreementsRequired' } });
    const created = await join(t, flow, ['privacy-2', 'terms-1', 'notices-1']);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ phone: HONG.phone });
    // The flow is used up.
    expect((await errorOf(await join(t, flow))).code).toBe('VERIFICATION_INVALID');

    const session = await t.api.login(HONG.phone, NEW_PASSWORD);
    expect(session.ynConvertPassword).toBe('Y');
    const account = (await (await t.api.get('/account', { token: session.accessToken })).json()) as AccountSummary;
    expect(account).toMatchObject({ name: HONG.name, phone: HONG.phone, birthDate: HONG.birthDate, rrnMasked: '900101-1******', nationality: 'korean', language: 'en' });

    const row = await t.db.selectFrom('users').selectAll().where('phone', '=', '01055551234').executeTakeFirstOrThrow();
    expect(row.rrn_encrypted).not.toContain('9001011000000');
    expect(t.cipher.open(row.rrn_encrypted ?? '', 'users.rrn')).toBe('9001011000000');
    const agreements = await t.db.selectFrom('user_agreements').select('policy_id').where('user_id', '=', row.id).orderBy('policy_id').execute();
    expect(agreements.map((a) => a.policy_id)).toEqual(['notices-1', 'privacy-2', 'terms-1']);
  });

  it('says which real-name failure the provider reported', async () => {
    const expected = { mismatch: 'IDENTITY_MISMATCH', notFound: 'IDENTITY_NOT_FOUND', theftBlocked: 'IDENTITY_THEFT_BLOCKED', misuseBlocked: 'IDENTITY_MISUSE_BLOCKED' };
    for (const [outcome, code] of Object.entries(expected)) {
      const flow = await startFlow(t.api, joinBody({ ...HONG, rrn: '900101-1000001' }), undefined);
      const res = await verify(t.api, flow, 'realName', { outcome });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).code).toBe(code);
    }
  });

  it('refuses a phone verification of someone else, three wrong codes, and a cancel', async () => {
    const flow = await startFlow(t.api, joinBody({ ...HONG, rrn: '900101-1000002' }));
    await verify(t.api, flow, 'realName');
    expect((await errorOf(await verify(t.api, flow, 'phone', { ...HONG_PHONE_FORM, birthDate: '19900102' }))).code).toBe('IDENTITY_NOT_MATCHING');
    expect((await errorOf(await verify(t.api, flow, 'phone', { ...HONG_PHONE_FORM, gender: 'female' }))).code).toBe('IDENTITY_NOT_MATCHING');
    expect((await errorOf(await verify(t.api, flow, 'phone', { ...HONG_PHONE_FORM, outcome: 'codeFailed' }))).code).toBe('IDENTITY_CODE_FAILED');
    expect((await errorOf(await verify(t.api, flow, 'phone', { ...HONG_PHONE_FORM, action: 'cancel' }))).code).toBe('IDENTITY_CANCELLED');
  });

  it('allows one account per person (CI)', async () => {
    const flow = await startFlow(t.api, joinBody({ name: KIM.name, rrn: SEED_RRNS.kim, birthDate: KIM.birthDate, nationality: 'korean', phone: '' }));
    await verify(t.api, flow, 'realName');
    const res = await verify(t.api, flow, 'phone', { ...KIM_FORM, phone: '010-7777-1212' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('ACCOUNT_EXISTS');
  });

  it('redeems a reference once, only with the flow that owns it', async () => {
    const flow = await startFlow(t.api, joinBody({ ...HONG, rrn: '900101-1000003' }));
    const other = await startFlow(t.api, joinBody({ ...HONG, rrn: '900101-1000003' }));
    const start = await t.api.post('/identity/provider', { ...flow, service: 'realName' });
    const location = await throughSandbox(t.api, (await start.json()) as never, {});
    const ref = refOf(location);
    expect((await errorOf(await t.api.post('/identity/redeem', { ...other, ref }))).code).toBe('VERIFICATION_INVALID');
    expect((await errorOf(await t.api.post('/identity/redeem', { ...flow, flowSecret: 'x', ref }))).code).toBe('VERIFICATION_INVALID');
    expect((await t.api.post('/identity/redeem', { ...flow, ref })).status).toBe(200);
    expect((await errorOf(await t.api.post('/identity/redeem', { ...flow, ref }))).code).toBe('VERIFICATION_INVALID');
  });

  it('never accepts a provider result the browser altered', async () => {
    const res = await t.api.request('GET', '/v1/mobile/wfm/providers/nice/return?EncodeData=v1.00000000.AAAA');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/niceSuccess?error=invalid');
    // The provider's page posts from its own origin: no XSRF pair is needed (or possible) there.
    const posted = await t.api.request('POST', '/v1/mobile/wfm/providers/kb/return', {
      xsrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'txId=v1.00000000.AAAA',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/kbCertLogin?error=invalid');
  });
});

describe('forgot password', () => {
  it('reissues a temporary password by SMS; the next login must change it', async () => {
    const flow = await startFlow(t.api, { purpose: 'recovery', recovery: { name: SEED_WORKERS.lee.name, birthDate: SEED_WORKERS.lee.birthDate } });
    const verified = await verify(t.api, flow, 'phone', { name: '이서연', birthDate: '19920802', gender: 'female', nationality: 'korean', phone: '010-3456-7890' });
    expect(await verified.json()).toMatchObject({ service: 'phone', accountPhone: '010-****-7890' });
    const before = await t.api.login('010-3456-7890');

    const sent = await t.api.post('/account/recovery/password', { flowId: flow.flowId, flowSecret: flow.flowSecret });
    expect(await sent.json()).toEqual({ sentTo: '010-****-7890' });
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '01034567890').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const temporary = /임시 비밀번호는 (\S+) 입니다/.exec(sms.body)?.[1] ?? '';
    expect(temporary).toHaveLength(12);
    // The old password and the old sessions are gone.
    expect((await t.api.post('/auth/login', { phone: '010-3456-7890', password: 'Wfm!demo2026' })).status).toBe(401);
    expect((await t.api.post('/auth/reissue', { refreshToken: before.refreshToken })).status).toBe(401);

    const forced = await t.api.login('010-3456-7890', temporary);
    expect(forced.ynConvertPassword).toBe('N');
    expect((await t.api.get('/account', { token: forced.accessToken })).status).toBe(403);
    const wrong = await t.api.post('/account/password', { currentPassword: 'nope', newPassword: NEW_PASSWORD }, { token: forced.accessToken });
    expect((await errorOf(wrong)).code).toBe('WRONG_PASSWORD');
    const same = await t.api.post('/account/password', { currentPassword: temporary, newPassword: temporary }, { token: forced.accessToken });
    expect((await errorOf(same)).fields).toMatchObject({ newPassword: 'passwordSame' });
    const changed = await t.api.post('/account/password', { currentPassword: temporary, newPassword: NEW_PASSWORD }, { token: forced.accessToken });
    expect(changed.status).toBe(204);
    expect((await t.api.post('/auth/reissue', { refreshToken: forced.refreshToken })).status).toBe(401);
    expect((await t.api.login('010-3456-7890', NEW_PASSWORD)).ynConvertPassword).toBe('Y');
  });

  it('writes the temporary password in the account language (Vietnamese)', async () => {
    const moon = SEED_WORKERS.moon;
    const session = await t.api.login(moon.phone);
    expect((await putLanguage(session.accessToken, 'vi')).status).toBe(204);
    const flow = await startFlow(t.api, { purpose: 'recovery', recovery: { name: moon.name, birthDate: moon.birthDate } });
    expect((await verify(t.api, flow, 'phone', { name: moon.name, birthDate: '19910912', gender: 'male', nationality: 'korean', phone: '010-3579-2468' })).status).toBe(200);
    expect((await t.api.post('/account/recovery/password', { flowId: flow.flowId, flowSecret: flow.flowSecret })).status).toBe(200);
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', moon.phone).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^\[WFM\] Mật khẩu tạm thời của bạn là \S{12}\. Hãy đăng nhập và đổi mật khẩu ngay\.$/);
  });

  it('changes the phone number of the verified account to the verified number', async () => {
    const flow = await startFlow(t.api, { purpose: 'recovery', recovery: { name: SEED_WORKERS.park.name, birthDate: SEED_WORKERS.park.birthDate } });
    const form = { name: '박지훈', birthDate: '19781130', gender: 'male' as const, nationality: 'korean' as const, phone: '010-6060-7070' };
    expect((await verify(t.api, flow, 'phone', form)).status).toBe(200);
    const changed = await t.api.post('/account/recovery/phone', { flowId: flow.flowId, flowSecret: flow.flowSecret });
    expect(await changed.json()).toEqual({ phone: '010-6060-7070' });
    expect((await t.api.post('/auth/login', { phone: '010-4567-8901', password: 'Wfm!demo2026' })).status).toBe(401);
    expect((await t.api.login('010-6060-7070')).ynConvertPassword).toBe('N');
  });

  it('refuses a person without an account, and details that do not match the account', async () => {
    const nobody = await startFlow(t.api, { purpose: 'recovery', recovery: { name: '홍길순', birthDate: '1991-05-05' } });
    const res = await verify(t.api, nobody, 'phone', { name: '홍길순', birthDate: '19910505', gender: 'female', nationality: 'korean', phone: '010-9191-5555' });
    expect((await errorOf(res)).code).toBe('ACCOUNT_NOT_FOUND');
    const typo = await startFlow(t.api, { purpose: 'recovery', recovery: { name: KIM.name, birthDate: '1985-03-15' } });
    expect((await errorOf(await verify(t.api, typo, 'phone', KIM_FORM))).code).toBe('IDENTITY_NOT_MATCHING');
    // Nothing is sent for a flow that was not verified.
    expect((await errorOf(await t.api.post('/account/recovery/password', { flowId: typo.flowId, flowSecret: typo.flowSecret }))).code).toBe('VERIFICATION_INVALID');
  });
});

describe('bank-certificate login', () => {
  async function kbLogin(form: Parameters<typeof throughSandbox>[2]): Promise<Response> {
    const started = await t.api.post('/auth/kb/requests', {});
    expect(started.status).toBe(201);
    const { requestId, requestSecret, start } = (await started.json()) as { requestId: string; requestSecret: string; start: never };
    const location = await throughSandbox(t.api, start, form);
    expect(location).toMatch(/^\/kbCertLogin\?ref=/);
    return t.api.post('/auth/kb/login', { requestId, requestSecret, ref: refOf(location) });
  }

  it('logs in the worker whose CI the certificate carries', async () => {
    const res = await kbLogin(KIM_FORM);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { accessToken: string; ynConvertPassword: string };
    expect(session.ynConvertPassword).toBe('Y');
    expect((await t.api.get('/account', { token: session.accessToken })).status).toBe(200);
  });

  it('says no account is linked, or that the certificate step failed', async () => {
    expect((await errorOf(await kbLogin({ ...KIM_FORM, name: '김민수' }))).code).toBe('NO_LINKED_ACCOUNT');
    expect((await errorOf(await kbLogin({ ...KIM_FORM, action: 'cancel' }))).code).toBe('IDENTITY_CANCELLED');
    expect((await errorOf(await kbLogin({ ...KIM_FORM, outcome: 'failed' }))).code).toBe('IDENTITY_FAILED');
  });
});

describe('the logged-in account', () => {
  it('changes the phone number after verifying the same person; sessions end', async () => {
    const person = { ...HONG, name: '나철수', rrn: '880505-1000000', birthDate: '1988-05-05', phone: '010-4444-2222' };
    const form = { name: person.name, birthDate: '19880505', gender: 'male' as const, nationality: 'korean' as const, phone: person.phone };
    expect((await join(t, await verifiedJoinFlow(t, person, form))).status).toBe(201);
    const session = await t.api.login(person.phone, NEW_PASSWORD);
    const flow = await startFlow(t.api, {}, session.accessToken);
    expect((await errorOf(await verify(t.api, flow, 'phone', { ...form, name: '나영희' }))).code).toBe('IDENTITY_NOT_MATCHING');
    expect((await verify(t.api, flow, 'phone', { ...form, phone: '010-4444-3333' })).status).toBe(200);
    // Another worker's token cannot use this flow.
    const kim = await t.api.login(KIM.phone);
    expect((await errorOf(await t.api.post('/account/phone', { flowId: flow.flowId, flowSecret: flow.flowSecret }, { token: kim.accessToken }))).code).toBe('VERIFICATION_INVALID');
    const changed = await t.api.post('/account/phone', { flowId: flow.flowId, flowSecret: flow.flowSecret }, { token: session.accessToken });
    expect(await changed.json()).toEqual({ phone: '010-4444-3333' });
    expect((await t.api.post('/auth/reissue', { refreshToken: session.refreshToken })).status).toBe(401);
    await t.api.login('010-4444-3333', NEW_PASSWORD);
  });

  it('cancels: no login afterwards, work records kept without a login, personal extras deleted', async () => {
    const person = { ...HONG, name: '탈퇴자', rrn: '950707-2000000', birthDate: '1995-07-07', phone: '010-3131-4141' };
    const form = { name: person.name, birthDate: '19950707', gender: 'female' as const, nationality: 'korean' as const, phone: person.phone };
    expect((await join(t, await verifiedJoinFlow(t, person, form))).status).toBe(201);
    const session = await t.api.login(person.phone, NEW_PASSWORD);
    const user = await t.db.selectFrom('users').select('id').where('phone', '=', '01031314141').executeTakeFirstOrThrow();
    await t.db.insertInto('employment_contracts').values({ id: crypto.randomUUID(), user_id: user.id, project_code: 'P1001', daily_wage: 150_000, valid_from: '2026-11-01' }).execute();
    await t.db.insertInto('attendance_events').values({ id: crypto.randomUUID(), user_id: user.id, project_code: 'P1001', type: 'BeginWork', occurred_at: new Date('2026-11-19T08:00:00+09:00') }).execute();
    expect((await t.api.post('/qna', { category: 'other', title: '문의', content: '내용' }, { token: session.accessToken })).status).toBe(201);

    const unconfirmed = await t.api.post('/account/cancel', { password: NEW_PASSWORD, confirmPrecautions: false }, { token: session.accessToken });
    expect((await errorOf(unconfirmed)).fields).toEqual({ confirmPrecautions: 'precautionsRequired' });
    expect((await errorOf(await t.api.post('/account/cancel', { password: 'wrong', confirmPrecautions: true }, { token: session.accessToken }))).code).toBe('WRONG_PASSWORD');
    expect((await t.api.post('/account/cancel', { password: NEW_PASSWORD, confirmPrecautions: true }, { token: session.accessToken })).status).toBe(204);

    expect((await t.api.post('/auth/login', { phone: person.phone, password: NEW_PASSWORD })).status).toBe(401);
    expect((await t.api.get('/account', { token: session.accessToken })).status).toBe(401);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: null, ci: null, rrn_masked: '950707-2******' });
    expect(row.cancelled_at).not.toBeNull();
    expect(row.retain_until).toBe('2031-11-20');
    expect(await t.db.selectFrom('attendance_events').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('employment_contracts').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('qna_inquiries').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('user_agreements').select('policy_id').where('user_id', '=', user.id).execute()).toHaveLength(0);

    // The same person may sign up again (with the same number).
    expect((await join(t, await verifiedJoinFlow(t, person, form))).status).toBe(201);
  });

  it('keeps the address the worker gives once (trimmed, spaces collapsed), refusing each broken rule by its code', async () => {
    const han = await t.api.login(SEED_WORKERS.han.phone);
    const token = { token: han.accessToken };
    const account = async () => (await (await t.api.get('/account', token)).json()) as AccountSummary;
    const put = (body: unknown, options: { xsrf?: boolean } = {}) =>
      t.api.request('PUT', '/v1/mobile/wfm/account/address', { ...token, ...options, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // 한지민 has none yet; 김민준 was seeded with one.
    expect((await account()).address).toBeNull();
    const kim = await t.api.login(KIM.phone);
    expect(((await (await t.api.get('/account', { token: kim.accessToken })).json()) as AccountSummary).address).toBe('경기도 성남시 분당구 정자일로 95, 101동 1203호');

    const cases: [unknown, Record<string, string>][] = [
      [{ address: '' }, { address: 'required' }],
      [{ address: '   ' }, { address: 'required' }],
      [{}, { address: 'required' }],
      [{ address: 42 }, { address: 'type' }],
      [{ address: '중구 1' }, { address: 'tooShort' }],
      [{ address: '가'.repeat(201) }, { address: 'tooLong' }],
      [{ address: '가'.repeat(5000) }, { address: 'tooLong' }],
      [{ address: '서울특별시 중구\n세종대로 110' }, { address: 'controlChars' }],
      [{ address: '서울특별시 중구 세종대로 110\u0000' }, { address: 'controlChars' }],
      [{ address: '서울특별시 중구 \u202e세종대로 110' }, { address: 'controlChars' }],
    ];
    for (const [body, fields] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'BAD_REQUEST', fields });
    }
    expect((await account()).address).toBeNull();
    // An unsafe call: without the XSRF pair it is refused; an admin has no account here.
    expect((await put({ address: '서울특별시 중구 세종대로 110' }, { xsrf: false })).status).toBe(403);

    const saved = await put({ address: '  서울특별시   중구 세종대로 110, 3층 ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: SEED_WORKERS.han.name, address: '서울특별시 중구 세종대로 110, 3층' });
    expect((await account()).address).toBe('서울특별시 중구 세종대로 110, 3층');
    const row = await t.db.selectFrom('users').select('address').where('id', '=', SEED_WORKERS.han.id).executeTakeFirstOrThrow();
    expect(row.address).toBe('서울특별시 중구 세종대로 110, 3층');
  });

  it('lists the projects of the contracts and moves home to the chosen one only', async () => {
    const kim = await t.api.login(SEED_CHOICE_WORKER.phone);
    const list = (await (await t.api.get('/users/projects', { token: kim.accessToken })).json()) as { items: { projectCode: string; home: boolean }[] };
    // 대성토건 before 한빛건설 (by customer name), each company's projects by name.
    expect(list.items.map((p) => [p.projectCode, p.home])).toEqual([['P2001', true], ['P1001', false]]);
    expect((await errorOf(await t.api.request('PUT', '/v1/mobile/wfm/users/homeProject', { token: kim.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectCode: 'P1002' }) }))).code).toBe('SITE_NOT_ALLOWED');
    const put = (code: string) => t.api.request('PUT', '/v1/mobile/wfm/users/homeProject', { token: kim.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectCode: code }) });
    expect((await put('P1001')).status).toBe(204);
    expect(await (await t.api.get('/users/homeProjectSetting', { token: kim.accessToken })).json()).toMatchObject({ projectCode: 'P1001' });
    expect((await put('P2001')).status).toBe(204);
  });
});

describe('the account language', () => {
  it("saves each app language, and refuses any other with the contract's error", async () => {
    const session = await t.api.login(SEED_WORKERS.han.phone);
    for (const language of [...LANGUAGE_CODES].reverse()) {
      expect((await putLanguage(session.accessToken, language)).status, language).toBe(204);
      const account = (await (await t.api.get('/account', { token: session.accessToken })).json()) as AccountSummary;
      expect(account.language).toBe(language);
    }
    for (const language of ['fr', 'zh', 'zh-Hant', 'zh-hans', 'zh-CN', 'VI', 'vi-VN', '']) {
      const refused = await putLanguage(session.accessToken, language);
      expect(refused.status, language).toBe(400);
      // The contract's picklist of the app languages refuses it: the field's rule code is `invalid`.
      expect(await errorOf(refused), language).toMatchObject({ code: 'BAD_REQUEST', fields: { language: 'invalid' } });
    }
    const saved = await t.db.selectFrom('users').select('language').where('id', '=', SEED_WORKERS.han.id).executeTakeFirstOrThrow();
    expect(saved.language).toBe('ko');
  });
});

describe('policies', () => {
  it('answers every effective version in the language of Accept-Language, and the current ones to agree to', async () => {
    const ko = (await (await t.api.get('/policies?kind=privacy')).json()) as PolicyList;
    expect(ko.items.map((p) => [p.id, p.title, p.current])).toEqual([['privacy-2', '개인정보 처리방침', true], ['privacy-1', '개인정보 처리방침', false]]);
    const en = (await (await t.api.get('/policies?kind=privacy', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).json()) as PolicyList;
    expect(en.items[0]?.title).toBe('Privacy policy');
    const agreements = (await (await t.api.get('/policies/agreements')).json()) as PolicyList;
    expect(agreements.items.map((p) => [p.id, p.required])).toEqual([['terms-1', true], ['privacy-2', true], ['notices-1', false]]);
    const view = await (await t.api.get('/policies/privacy-2', { headers: { 'accept-language': 'en' } })).json();
    expect(view).toMatchObject({ id: 'privacy-2', version: 2 });
    expect((view as { body: string }).body).toContain('Labour Standards Act');
    expect((await t.api.get('/policies/nope')).status).toBe(404);
  });

  it('answers in the language of `lang` over Accept-Language, so a stored answer has one language', async () => {
    const english = { headers: { 'accept-language': 'en' } };
    const list = (await (await t.api.get('/policies?kind=privacy&lang=ko', english)).json()) as PolicyList;
    expect(list.items[0]?.title).toBe('개인정보 처리방침');
    const agreements = (await (await t.api.get('/policies/agreements?lang=en')).json()) as PolicyList;
    expect(agreements.items.map((p) => p.title)).toContain('Privacy policy');
    const view = (await (await t.api.get('/policies/privacy-2?lang=ko', english)).json()) as { body: string };
    expect(view.body).not.toContain('Labour Standards Act');
    const unknown = await t.api.get('/policies/privacy-2?lang=fr');
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: 'BAD_REQUEST', fields: { lang: expect.any(String) as string } });
  });
});

describe('policies in Chinese and Vietnamese', () => {
  const titles = async (path: string, headers: Record<string, string> = {}) => ((await (await t.api.get(path, { headers })).json()) as PolicyList).items.map((p) => p.title);
  const body = async (path: string, headers: Record<string, string> = {}) => ((await (await t.api.get(path, { headers })).json()) as Policy).body;

  it('answers by `lang`, or by Accept-Language: zh-CN is Simplified Chinese, vi-VN Vietnamese, zh-TW neither (Korean)', async () => {
    expect(await titles('/policies?kind=privacy&lang=zh-Hans')).toEqual(['隐私政策', '隐私政策']);
    expect(await titles('/policies?kind=privacy&lang=vi')).toEqual(['Chính sách quyền riêng tư', 'Chính sách quyền riêng tư']);
    expect(await titles('/policies?kind=privacy', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toEqual(['隐私政策', '隐私政策']);
    expect(await titles('/policies?kind=privacy', { 'accept-language': 'vi-VN,vi;q=0.9' })).toEqual(['Chính sách quyền riêng tư', 'Chính sách quyền riêng tư']);
    expect(await titles('/policies?kind=privacy', { 'accept-language': 'zh-TW' })).toEqual(['개인정보 처리방침', '개인정보 처리방침']);
    expect(await titles('/policies/agreements', { 'accept-language': 'vi' })).toEqual(['Điều khoản sử dụng', 'Chính sách quyền riêng tư', 'Nhận thông báo qua tin nhắn']);
    expect(await titles('/policies/agreements?lang=zh-Hans', { 'accept-language': 'vi' })).toEqual(['服务使用条款', '隐私政策', '同意接收短信通知']);
  });

  it('says at the top of a translation that the Korean text is the binding one', async () => {
    const zh = await body('/policies/privacy-2?lang=zh-Hans');
    expect(zh.split('\n\n')[0]).toBe('本译文仅供参考，以韩文原文为准。');
    expect(zh).toContain('《劳动基准法》第42条');
    const vi = await body('/policies/terms-1', { 'accept-language': 'vi-VN' });
    expect(vi.split('\n\n')[0]).toBe('Bản dịch này chỉ để tham khảo. Bản tiếng Hàn là bản chính thức.');
    expect(vi).toContain('Điều 3 (Chấm công)');
    expect(await body('/policies/terms-1?lang=ko')).not.toContain('Bản dịch');
  });

  it('answers a policy not translated into the language asked for in English', async () => {
    const vietnamese = await t.db.selectFrom('policy_texts').selectAll().where('policy_id', '=', 'notices-1').where('language', '=', 'vi').executeTakeFirstOrThrow();
    await t.db.deleteFrom('policy_texts').where('policy_id', '=', 'notices-1').where('language', '=', 'vi').execute();
    try {
      expect(await titles('/policies/agreements?lang=vi')).toEqual(['Điều khoản sử dụng', 'Chính sách quyền riêng tư', 'Text message notices']);
      expect(await body('/policies/notices-1?lang=vi')).toMatch(/^Receive site notices/);
    } finally {
      await t.db.insertInto('policy_texts').values(vietnamese).execute();
    }
  });
});

describe('the sandbox', () => {
  it('serves pages without script under the strict CSP, and the SMS outbox', async () => {
    const res = await t.api.request('GET', '/sandbox/sms?to=010-3456-7890');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain(' style=');
  });

  it('speaks the language of the locale cookie: Vietnamese, Chinese, else Korean', async () => {
    const flow = await startFlow(t.api, joinBody(HONG));
    const start = await providerStart(t.api, flow, 'realName');
    const open = (locale: string) =>
      t.api.request('POST', start.action, { headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `locale=${locale}` }, body: new URLSearchParams(start.fields).toString() });
    const vi = await (await open('vi')).text();
    expect(vi).toContain('<html lang="vi">');
    for (const words of ['Xác minh tên thật NICE (thử nghiệm)', 'Họ tên', 'Số đăng ký cư trú', 'Thành công (0000)', 'Xác nhận', 'Hủy']) expect(vi).toContain(words);
    const zh = await (await open('zh-Hans')).text();
    expect(zh).toContain('<html lang="zh-Hans">');
    for (const words of ['NICE 实名确认（测试）', '姓名', '居民登记号码', '成功（0000）', '确认', '取消']) expect(zh).toContain(words);
    expect(await (await open('fr')).text()).toContain('NICE 실명확인 (샌드박스)');

    const invalid = await t.api.request('POST', '/sandbox/nice', { headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'locale=zh-Hans' }, body: 'request=forged' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('请求无效，请在应用中重新开始。');
    const outbox = await (await t.api.request('GET', '/sandbox/sms?to=000', { headers: { cookie: 'locale=vi' } })).text();
    expect(outbox).toContain('Hộp thư SMS đã gửi (thử nghiệm)');
    expect(outbox).toContain('Chưa gửi tin nhắn nào.');
  });

  it('refuses to start with the sandbox providers when they are switched off', () => {
    expect(() => createApp({ db: t.db, config: testConfig({ sandboxProviders: false }), logger: quietLogger })).toThrow(/SANDBOX_PROVIDERS/);
  });

  it('throttles SMS sends per number', async () => {
    for (let i = 0; i < 4; i++) {
      const flow = await startFlow(t.api, { purpose: 'recovery', recovery: { name: KIM.name, birthDate: KIM.birthDate } });
      expect((await verify(t.api, flow, 'phone', KIM_FORM)).status).toBe(200);
      const res = await t.api.post('/account/recovery/password', { flowId: flow.flowId, flowSecret: flow.flowSecret }, { address: `192.0.2.${10 + i}` });
      expect(res.status).toBe(i < 3 ? 200 : 429);
    }
  });
});
