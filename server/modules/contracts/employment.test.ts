import { describe, expect, it } from 'vitest';
import type { Employment, WorkerLookup } from '#contract/api-employment.ts';
import { maskName } from '#contract/api-employment.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import { SEED_FOREIGN_WORKER, SEED_NEWCOMER } from '../../seed/seed-accounts.ts';
import { SEED_TEMPLATES, SEED_WORKERS } from '../../seed/seed.ts';
import { registerPhone } from '../../testing/device-phone.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { signaturePng } from '../../testing/signature-png.ts';
import { errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { LAWFUL_TEMPLATE_TERMS } from '#contract/testing/template-terms.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const REBAR = SEED_TEMPLATES[0];

function takeOn(t: TestApp, token: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.post('/admin/employments', body, { token });
}

async function taken(res: Response): Promise<WorkerLookup> {
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as WorkerLookup;
}

function end(t: TestApp, token: string, contractId: string, lastDay: string): Promise<Response> {
  return t.api.post(`/admin/employments/${contractId}/end`, { lastDay }, { token });
}

function training(t: TestApp, token: string, userId: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.request('PUT', `${API_PREFIX}/admin/workers/${userId}/safetyTraining`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function code(t: TestApp, token: string, siteCode?: string): Promise<Response> {
  return t.api.post('/qr/codes', { eventType: 'BeginWork', ...(siteCode ? { siteCode } : {}) }, { token });
}

describe('taking a worker on at the gate (issue 33)', () => {
  const { t, s } = useQrApp(NOW);

  it('finds a person by phone number with the name masked and no contract at the site; an unknown number is 404', async () => {
    const res = await t.api.get('/admin/workers?phone=010-5820-3746', { token: s.jungP1001 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      userId: SEED_NEWCOMER.id,
      maskedName: '임*윤',
      phone: '010-5820-3746',
      employment: null,
      identity: { foreigner: false, idCheckedAt: null, stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false },
      safetyTraining: null,
      language: 'ko',
      photoRecordedAt: null,
      passwordSet: true,
    });
    const unknown = await t.api.get('/admin/workers?phone=010-9999-0000', { token: s.jungP1001 });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('ACCOUNT_NOT_FOUND');
    expect((await errorOf(await t.api.get('/admin/workers?phone=abc', { token: s.jungP1001 }))).fields).toEqual({ phone: 'phoneChars' });
  });

  it("takes the newcomer on with a template: the contract copies its terms, the site becomes the home site, the worker is told; codes wait for the signature and the training", async () => {
    const before = await t.api.post('/qr/codes', { eventType: 'BeginWork' }, { token: (await t.api.login(SEED_NEWCOMER.phone)).accessToken });
    expect((await errorOf(before)).code).toBe('NO_HOME_PROJECT');

    const result = await taken(await takeOn(t, s.jungP1001, { userId: SEED_NEWCOMER.id, templateId: REBAR.id, validFrom: '2026-11-20' }));
    expect(result.employment).toMatchObject({
      jobTitle: '철근공',
      dailyWage: 200_000,
      kind: 'continuing',
      validFrom: '2026-11-20',
      validTo: null,
      signed: false,
      templateName: REBAR.name,
      checksBeforeWork: true,
    });
    expect(result.safetyTraining).toBeNull();
    const contract = await t.db.selectFrom('employment_contracts').selectAll().where('id', '=', result.employment?.contractId ?? '').executeTakeFirstOrThrow();
    expect(contract).toMatchObject({ project_code: 'P1001', template_id: REBAR.id, work_days: '12345', work_start: '08:00', break_end: '13:00', pay_day: 10 });
    const user = await t.db.selectFrom('users').select('home_project_code').where('id', '=', SEED_NEWCOMER.id).executeTakeFirstOrThrow();
    expect(user.home_project_code).toBe('P1001');
    const told = await t.db.selectFrom('notification_outbox').select(['kind', 'subject_id']).where('dedup_key', '=', `contract:${contract.id}`).execute();
    expect(told).toEqual([{ kind: 'contractToSign', subject_id: SEED_NEWCOMER.id }]);

    // The worker sees it among their contracts, to sign; until then, and until the training is recorded, the codes are refused with what is missing.
    const session = await t.api.login(SEED_NEWCOMER.phone);
    const list = await t.api.get('/certificates/contracts?year=2026', { token: session.accessToken });
    expect(JSON.stringify(await list.json())).toContain(contract.id);
    const refused = await code(t, session.accessToken);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: 'NOT_READY_FOR_WORK', fields: { missing: 'signatureAndTraining' } });

    const recorded = await training(t, s.jungP1001, SEED_NEWCOMER.id, { certificateNo: ' 2026-서울-0412345 ', completedOn: '2026-11-19' });
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toEqual({ certificateNo: '2026-서울-0412345', completedOn: '2026-11-19', recordedAt: formatSeoulIso(t.clock.now()), photoRecordedAt: null });
    expect((await errorOf(await code(t, session.accessToken))).fields).toEqual({ missing: 'signature' });

    // The contract prints the worker's address: the worker gives it, reads the contract and signs.
    const address = await t.api.request('PUT', `${API_PREFIX}/account/address`, {
      token: session.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: '경기도 성남시 분당구 판교로 100' }),
    });
    expect(address.status).toBe(200);
    const { documentSha256 } = (await (await t.api.get(`/certificates/contracts/${contract.id}`, { token: session.accessToken })).json()) as { documentSha256: string };
    const signed = await t.api.post(`/certificates/contracts/${contract.id}/signature`, { agreed: true, documentSha256, signaturePng: Buffer.from(signaturePng()).toString('base64') }, { token: session.accessToken });
    expect(signed.status).toBe(201);
    const ready = await code(t, session.accessToken);
    expect(ready.status).toBe(201);
    const scanned = await t.api.post('/qr/scans', { payload: ((await ready.json()) as { payload: string }).payload }, { token: s.jungP1001 });
    expect(scanned.status).toBe(201);
    const found = (await (await t.api.get(`/admin/workers?phone=${SEED_NEWCOMER.phone}`, { token: s.jungP1001 })).json()) as WorkerLookup;
    expect(found).toMatchObject({ employment: { signed: true, checksBeforeWork: true }, safetyTraining: { certificateNo: '2026-서울-0412345' } });

    // A second take-on at the same site overlaps it.
    const again = await takeOn(t, s.jungP1001, { userId: SEED_NEWCOMER.id, templateId: SEED_TEMPLATES[1].id, validFrom: '2026-11-23' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('ALREADY_EMPLOYED');
  });

  it('refuses at the gate a code the phone made offline before the worker was ready, with what is missing, and records nothing', async () => {
    // At a second site (광교): a contract of its own to sign there; the training card holds everywhere.
    await taken(await takeOn(t, s.ohP1002, { userId: SEED_NEWCOMER.id, templateId: SEED_TEMPLATES[2].id, validFrom: '2026-11-20' }));
    expect((await training(t, s.ohP1002, SEED_NEWCOMER.id, { certificateNo: '2026-서울-0412345', completedOn: '2026-11-19' })).status).toBe(200);
    const phone = await registerPhone(t, (await t.api.login(SEED_NEWCOMER.phone)).accessToken);
    const scanned = await t.api.post('/qr/scans', { payload: phone.code('BeginWork', { siteCode: 'P1002' }) }, { token: s.ohP1002 });
    expect(scanned.status).toBe(403);
    expect(await errorOf(scanned)).toMatchObject({ code: 'NOT_READY_FOR_WORK', fields: { missing: 'signature' } });
    expect(await t.db.selectFrom('attendance_events').select('id').where('user_id', '=', SEED_NEWCOMER.id).where('project_code', '=', 'P1002').execute()).toEqual([]);
  });

  it('records the safety training card by its rules, only for a worker taken on at the site; a contract made before the rule is not held', async () => {
    const worker = SEED_WORKERS.kim.id;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ certificateNo: '  ', completedOn: '' }, { certificateNo: 'required', completedOn: 'required' }],
      [{ certificateNo: '1'.repeat(31), completedOn: '2026-02-30' }, { certificateNo: 'tooLong', completedOn: 'date' }],
      [{ certificateNo: '<script>', completedOn: '2026-11-21' }, { certificateNo: 'certificateFormat', completedOn: 'future' }],
      [{ certificateNo: '-12', completedOn: '1999-12-31' }, { certificateNo: 'certificateFormat', completedOn: 'tooOld' }],
    ];
    for (const [body, fields] of cases) expect((await errorOf(await training(t, s.jungP1001, worker, body))).fields, JSON.stringify(body)).toEqual(fields);
    // 김민준 has no contract at 광교: 광교's admin cannot record it; nor for an unknown worker.
    expect((await training(t, s.ohP1002, worker, { certificateNo: '12345', completedOn: '2026-11-19' })).status).toBe(404);
    expect((await training(t, s.jungP1001, '0b1e6a52-5d0e-4c7e-9a51-00000000ffff', { certificateNo: '12345', completedOn: '2026-11-19' })).status).toBe(404);
    expect((await t.db.selectFrom('users').select('safety_training_no').where('id', '=', worker).executeTakeFirstOrThrow()).safety_training_no).toBeNull();
    // His seeded contract predates the rule: his codes are taken without a signature or training.
    const found = (await (await t.api.get(`/admin/workers?phone=${SEED_WORKERS.kim.phone}`, { token: s.jungP1001 })).json()) as WorkerLookup;
    expect(found.employment).toMatchObject({ signed: false, checksBeforeWork: false });
    expect((await code(t, s.kim)).status).toBe(201);
  });

  it("refuses a first day in the past or too far ahead, another site's template, and a template below the minimum wage of the first day's year", async () => {
    const worker = SEED_WORKERS.kim.id;
    expect((await errorOf(await takeOn(t, s.ohP1002, { userId: worker, templateId: REBAR.id, validFrom: '2026-11-23' }))).code).toBe('NOT_FOUND');
    expect((await errorOf(await takeOn(t, s.ohP1002, { userId: worker, templateId: SEED_TEMPLATES[2].id, validFrom: '2026-11-19' }))).fields).toEqual({ validFrom: 'past' });
    expect((await errorOf(await takeOn(t, s.ohP1002, { userId: worker, templateId: SEED_TEMPLATES[2].id, validFrom: '2027-02-01' }))).fields).toEqual({ validFrom: 'tooFar' });
    // A template lawful when made in 2025 (80,240 for 8 h), used for a contract that begins in 2026.
    await t.db.insertInto('contract_templates').values({ ...SEED_TEMPLATES[2], id: '0b1e6a52-5d0e-4c7e-9a51-000000000499', name: '작년 양식', daily_wage: 80_240, created_at: NOW, updated_at: NOW }).execute();
    const below = await takeOn(t, s.ohP1002, { userId: worker, templateId: '0b1e6a52-5d0e-4c7e-9a51-000000000499', validFrom: '2026-11-23' });
    expect((await errorOf(below)).fields).toEqual({ templateId: 'belowMinimumWage' });
    // At 광교 김민준 has no contract yet: taken on there, he keeps his home site.
    const there = await taken(await takeOn(t, s.ohP1002, { userId: worker, templateId: SEED_TEMPLATES[2].id, validFrom: '2026-11-23' }));
    expect(there.employment?.jobTitle).toBe('형틀목공');
    expect((await t.db.selectFrom('users').select('home_project_code').where('id', '=', worker).executeTakeFirstOrThrow()).home_project_code).toBe('P1001');
  });

  it('ends an employment on its last day: codes at that site are refused from the day after, with the reason, and the contract and its days stay', async () => {
    const worker = SEED_WORKERS.kang;
    const session = await t.api.login(worker.phone);
    const found = (await (await t.api.get(`/admin/workers?phone=${worker.phone}`, { token: s.jungP1001 })).json()) as WorkerLookup;
    const contractId = found.employment?.contractId ?? '';
    expect((await errorOf(await end(t, s.jungP1001, contractId, '2025-12-31'))).fields).toEqual({ lastDay: 'beforeStart' });
    expect((await end(t, s.ohP1002, contractId, '2026-11-20')).status).toBe(404);
    // A code issued today is scanned today: the last day itself still counts.
    const issued = (await (await code(t, session.accessToken)).json()) as { payload: string };
    const ended = await end(t, s.jungP1001, contractId, '2026-11-20');
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as Employment).validTo).toBe('2026-11-20');
    expect((await t.api.post('/qr/scans', { payload: issued.payload }, { token: s.jungP1001 })).status).toBe(201);
    // The attendance of the last day stays: the last day cannot move before it.
    expect((await errorOf(await end(t, s.jungP1001, contractId, '2026-11-19'))).fields).toEqual({ lastDay: 'beforeWorked' });

    // The next morning: the worker's phone and the gate both say why.
    t.clock.advance(24 * 3600_000);
    const refused = await code(t, (await t.api.login(worker.phone)).accessToken);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('EMPLOYMENT_ENDED');
    const row = await t.db.selectFrom('employment_contracts').select('valid_to').where('id', '=', contractId).executeTakeFirstOrThrow();
    expect(row.valid_to).toBe('2026-11-20');
  });

  it("ends the worker's sessions when the site ends the last employment with its last day past; a last day still to come leaves them", async () => {
    const worker = SEED_WORKERS.han;
    const session = await t.api.login(worker.phone);
    const found = (await (await t.api.get(`/admin/workers?phone=${worker.phone}`, { token: s.jungP1001 })).json()) as WorkerLookup;
    const contractId = found.employment?.contractId ?? '';
    expect((await end(t, s.jungP1001, contractId, '2026-11-30')).status).toBe(200);
    const next = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(next.status).toBe(200);
    const { refreshToken } = (await next.json()) as { refreshToken: string };
    // Moved to yesterday: nothing is left in force, so the phone is signed out at once.
    expect((await end(t, s.jungP1001, contractId, '2026-11-19')).status).toBe(200);
    expect(await errorOf(await t.api.post('/auth/reissue', { refreshToken }))).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it("records the ID card checked, and a foreigner's stay status, its end and country; a Korean national has none; another site's admin is refused", async () => {
    const identity = (token: string, userId: string, body: Record<string, unknown>) =>
      t.api.request('PUT', `${API_PREFIX}/admin/workers/${userId}/identity`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const f4 = { stayStatus: 'f4', stayExpiresOn: '2027-06-30', country: 'uz', employmentInsuranceOptIn: false };
    const res = await identity(s.jungP2001, SEED_FOREIGN_WORKER.id, f4);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ foreigner: true, idCheckedAt: formatSeoulIso(t.clock.now()), stayStatus: 'F-4', stayExpiresOn: '2027-06-30', country: 'UZ', employmentInsuranceOptIn: false });
    const bad = await identity(s.jungP2001, SEED_FOREIGN_WORKER.id, { stayStatus: '비전문취업', stayExpiresOn: '2026-11-19', country: 'VNM', employmentInsuranceOptIn: false });
    expect((await errorOf(bad)).fields).toEqual({ stayStatus: 'stayFormat', stayExpiresOn: 'expired', country: 'countryFormat' });
    expect((await identity(s.ohP1002, SEED_FOREIGN_WORKER.id, f4)).status).toBe(404);
    expect((await errorOf(await identity(s.jungP1001, SEED_WORKERS.kim.id, f4))).fields).toEqual({ stayStatus: 'notForeigner' });
    const korean = await identity(s.jungP1001, SEED_WORKERS.kim.id, { stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false });
    expect(await korean.json()).toMatchObject({ foreigner: false, idCheckedAt: formatSeoulIso(t.clock.now()), stayStatus: null });
    // Put back as seeded: E-9 from Viet Nam.
    expect((await identity(s.jungP2001, SEED_FOREIGN_WORKER.id, { stayStatus: 'E-9', stayExpiresOn: '2028-03-31', country: 'VN', employmentInsuranceOptIn: false })).status).toBe(200);
  });

  it('masks names keeping the first and last letters', () => {
    expect(['김민준', '이준', '남궁민수', 'NGUYEN VAN AN', '김'].map(maskName)).toEqual(['김*준', '이*', '남**수', 'N***** *** *N', '김']);
  });
});

describe("the staff API's templates and employments (issue 33)", () => {
  const STAFF_TOKEN = 'staff-token-for-the-contract-tests-0123456789';
  const t = useTestApp({ now: NOW, config: { staffApiToken: STAFF_TOKEN } });
  const staff = { headers: { authorization: `Bearer ${STAFF_TOKEN}` } };
  const call = (method: string, path: string, body?: unknown) =>
    t.api.request(method, `${API_PREFIX}${path}`, { headers: { ...staff.headers, 'content-type': 'application/json' }, xsrf: false, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  it('makes and changes a template, takes a worker on and ends the employment at the site it names, by the same rules', async () => {
    const made = await call('POST', '/staff/sites/P1002/contractTemplates', { ...LAWFUL_TEMPLATE_TERMS, name: '본사 양식' });
    expect(made.status).toBe(201);
    const template = (await made.json()) as { id: string };
    expect((await t.db.selectFrom('contract_templates').select('updated_by').where('id', '=', template.id).executeTakeFirstOrThrow()).updated_by).toBe('staff-api');
    expect((await call('PUT', `/staff/sites/P1002/contractTemplates/${template.id}`, { ...LAWFUL_TEMPLATE_TERMS, name: '본사 양식', dailyWage: 82_559, version: 1 })).status).toBe(400);
    // Another site's template is not found through this site.
    expect((await call('PUT', `/staff/sites/P1001/contractTemplates/${template.id}`, { ...LAWFUL_TEMPLATE_TERMS, version: 1 })).status).toBe(404);
    const list = (await (await call('GET', '/staff/sites/P1002/contractTemplates')).json()) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).toContain(template.id);
    const taken = await call('POST', '/staff/sites/P1002/employments', { userId: SEED_NEWCOMER.id, templateId: template.id, validFrom: '2026-11-23' });
    expect(taken.status).toBe(201);
    const contractId = ((await taken.json()) as WorkerLookup).employment?.contractId ?? '';
    const ended = await call('POST', `/staff/sites/P1002/employments/${contractId}/end`, { lastDay: '2026-12-31' });
    expect(((await ended.json()) as Employment).validTo).toBe('2026-12-31');
    expect((await call('GET', '/staff/sites/P9999/contractTemplates')).status).toBe(404);
  });
});
