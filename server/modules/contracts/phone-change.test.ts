/**
 * A worker's number changed by the site (issue 31, decision 082): a code texted to the new number, read
 * out by the person, makes it the login; the old phone is logged out; both numbers are told; the
 * change is kept; only the sites that employ (or registered) the worker may do it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { PhoneChangeCodeSent, WorkerPhoneChanged } from '#contract/api-employment.ts';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { adminLoginThrough, codeTakenBy, startSmsReceiver, webhookSmsConfig, type SmsReceiver } from '../../testing/sms-receiver.ts';
import { codeInOutbox, errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const KIM = SEED_WORKERS.kim;

function askCode(t: TestApp, token: string, userId: string, phone: string): Promise<Response> {
  return t.api.post(`/admin/workers/${userId}/phone/codes`, { phone }, { token });
}

function change(t: TestApp, token: string, userId: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.request('PUT', `${API_PREFIX}/admin/workers/${userId}/phone`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function outbox(t: TestApp, phone: string): Promise<string> {
  return (await t.api.request('GET', `/sandbox/sms?to=${phone}`)).text();
}

describe("a worker's number changed at the site (decision 082)", () => {
  const { t, s } = useQrApp(NOW);

  it('texts a code to the new number; with it and the ID checked the number becomes the login, the old phone is logged out and both numbers are told', async () => {
    const sent = await askCode(t, s.jungP1001, KIM.id, '010-5555-0101');
    expect(sent.status, JSON.stringify(await sent.clone().json())).toBe(200);
    const { codeToken, sentTo } = (await sent.json()) as PhoneChangeCodeSent;
    expect(sentTo).toBe('010-****-0101');
    const text = await outbox(t, '01055550101');
    expect(text).toContain('판교');
    const code = codeInOutbox(text);

    const wrong = await change(t, s.jungP1001, KIM.id, { codeToken, code: code === '000000' ? '111111' : '000000', idChecked: true });
    expect([wrong.status, (await errorOf(wrong)).code]).toEqual([422, 'RECOVERY_CODE_WRONG']);
    const unchecked = await change(t, s.jungP1001, KIM.id, { codeToken, code, idChecked: false });
    expect([unchecked.status, (await errorOf(unchecked)).fields]).toEqual([400, { idChecked: 'idCheckRequired' }]);

    const done = await change(t, s.jungP1001, KIM.id, { codeToken, code, idChecked: true });
    expect(done.status, JSON.stringify(await done.clone().json())).toBe(200);
    const answer = (await done.json()) as WorkerPhoneChanged;
    expect(answer).toMatchObject({ worker: { userId: KIM.id, phone: '010-5555-0101' }, oldPhoneTold: true, newPhoneTold: true });
    expect(answer.worker.identity.idCheckedAt).not.toBeNull();

    // The old phone is logged out; the old number no longer logs in, the new one does, with the same password.
    expect((await t.api.get('/account', { token: s.kim })).status).toBe(401);
    const oldLogin = await t.api.post('/auth/login', { phone: KIM.phone, password: 'Wfm!demo2026' });
    expect(oldLogin.status).toBe(401);
    s.kim = (await t.api.login('010-5555-0101')).accessToken;
    // Both numbers were told, in the worker's language; the old one where the number went, masked.
    expect(await outbox(t, KIM.phone)).toContain('010-****-0101');
    expect(await outbox(t, '01055550101')).toContain('로그인 번호가 되었습니다');

    const kept = await t.db.selectFrom('phone_changes').selectAll().where('user_id', '=', KIM.id).execute();
    expect(kept).toMatchObject([{ old_phone: KIM.phone, new_phone: '01055550101' }]);
    // The code worked once.
    const again = await change(t, s.jungP1001, KIM.id, { codeToken, code, idChecked: true });
    expect([again.status, (await errorOf(again)).code]).toEqual([410, 'RECOVERY_CODE_EXPIRED']);
  });

  it('refuses the number the worker has, a number of another account, a worker of another site, and a code sent for another worker', async () => {
    const current = (await t.db.selectFrom('users').select('phone').where('id', '=', KIM.id).executeTakeFirstOrThrow()).phone ?? '';
    const same = await askCode(t, s.jungP1001, KIM.id, current);
    expect([same.status, (await errorOf(same)).fields]).toEqual([400, { phone: 'samePhone' }]);
    const taken = await askCode(t, s.jungP1001, KIM.id, SEED_WORKERS.lee.phone);
    expect([taken.status, (await errorOf(taken)).code]).toEqual([409, 'PHONE_TAKEN']);
    // 광교 has never employed 김민준: as if there were no such worker.
    const otherSite = await askCode(t, s.ohP1002, KIM.id, '010-5555-0102');
    expect([otherSite.status, (await errorOf(otherSite)).code]).toEqual([404, 'NOT_FOUND']);
    expect(await outbox(t, '01055550102')).not.toContain('[WFM]');
    const byWorker = await askCode(t, s.lee, KIM.id, '010-5555-0102');
    expect(byWorker.status).toBe(403);

    // A code sent to change 박지훈's number does not change 김민준's.
    const forPark = (await (await askCode(t, s.jungP1001, SEED_WORKERS.park.id, '010-5555-0103')).json()) as PhoneChangeCodeSent;
    const code = codeInOutbox(await outbox(t, '01055550103'));
    const crossed = await change(t, s.jungP1001, KIM.id, { codeToken: forPark.codeToken, code, idChecked: true });
    expect([crossed.status, (await errorOf(crossed)).code]).toEqual([410, 'RECOVERY_CODE_EXPIRED']);
    expect((await t.db.selectFrom('users').select('phone').where('id', '=', KIM.id).executeTakeFirstOrThrow()).phone).toBe(current);
  });
});

describe('a phone change whose notice to the old number could not be sent', () => {
  let receiver: SmsReceiver;
  const config = webhookSmsConfig();
  beforeAll(async () => {
    // The old phone's number is out of service: the gateway refuses texts to it.
    receiver = await startSmsReceiver((message) => message.to === KIM.phone);
    config.smsWebhook.url = receiver.url;
  });
  afterAll(() => receiver.server.close());
  const t = useTestApp({ now: NOW, config });

  it('changes the number and says which number was not told', async () => {
    const token = await adminLoginThrough(receiver, t.api, { phone: '010-9876-5432', employeeNumber: 'A1001', corporationCode: 'K001', siteCode: 'P1001' });
    const sent = (await (await askCode(t, token, KIM.id, '010-5555-0104')).json()) as PhoneChangeCodeSent;
    const done = await change(t, token, KIM.id, { codeToken: sent.codeToken, code: codeTakenBy(receiver, '01055550104'), idChecked: true });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ worker: { phone: '010-5555-0104' }, oldPhoneTold: false, newPhoneTold: true });
  });
});
