/**
 * A server without an identity provider (issue 31: IDENTITY_PROVIDER=none, BANK_CERT_PROVIDER=none):
 * sign-up, the verification flows, the phone change and the certificate login are refused with
 * VERIFICATION_NOT_OFFERED, and a forgotten password is recovered with the registered number, the
 * birth date and a texted code.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_WORKERS } from '../../seed/seed.ts';
import { errorOf, useTestApp } from '../../testing/test-app.ts';

const KIM = SEED_WORKERS.kim;
const NEW_PASSWORD = 'Brand-new-pass1';

describe('a server without identity and certificate providers', () => {
  const t = useTestApp({ config: { identityProvider: 'none', bankCertProvider: 'none' } });

  // Each test starts in a fresh throttle window.
  beforeEach(() => {
    t.clock.advance(16 * 60 * 1000);
  });

  const askCode = (phone: string, birthDate: string, address?: string) => t.api.post('/account/recovery/codes', { phone, birthDate }, address ? { address } : {});
  const outboxOf = async (phone: string) => (await t.api.request('GET', `/sandbox/sms?to=${phone}`)).text();

  it('says what it offers: no identity verification, no certificate login', async () => {
    expect(await (await t.api.get('/identity/offered')).json()).toEqual({ identityVerification: false, bankCertLogin: false });
    expect((await t.api.get('/identity/offered?service=nice')).status).toBe(400);
  });

  it('refuses sign-up and recovery flows, the phone change and the certificate login with VERIFICATION_NOT_OFFERED', async () => {
    const join = await t.api.post('/identity/flows', { purpose: 'join', join: { language: 'ko', name: '홍길동', rrn: '900101-1000000', nationality: 'korean', birthDate: '1990-01-01' } });
    expect([join.status, (await errorOf(join)).code]).toEqual([403, 'VERIFICATION_NOT_OFFERED']);
    const recovery = await t.api.post('/identity/flows', { purpose: 'recovery', recovery: { name: KIM.name, birthDate: KIM.birthDate } });
    expect([recovery.status, (await errorOf(recovery)).code]).toEqual([403, 'VERIFICATION_NOT_OFFERED']);
    const session = await t.api.login(KIM.phone);
    const phone = await t.api.post('/account/phone/verification', {}, { token: session.accessToken });
    expect([phone.status, (await errorOf(phone)).code]).toEqual([403, 'VERIFICATION_NOT_OFFERED']);
    const certificate = await t.api.post('/auth/kb/requests', {});
    expect([certificate.status, (await errorOf(certificate)).code]).toEqual([403, 'VERIFICATION_NOT_OFFERED']);
  });

  it('texts a code when the number and birth date name an account, and answers alike when they do not', async () => {
    const wrongBirth = await askCode('010-2345-6789', '1985-03-15');
    expect(wrongBirth.status).toBe(200);
    expect(await outboxOf(KIM.phone)).not.toContain('비밀번호 재설정 인증번호');
    const nobody = await askCode('010-9999-0000', '1985-03-14');
    expect(nobody.status).toBe(200);
    const right = await askCode('010-2345-6789', '19850314');
    expect(right.status).toBe(200);
    const [a, b, c] = [await wrongBirth.json(), await nobody.json(), await right.json()] as { codeToken: string; sentTo: string; expiresInSeconds: number }[];
    expect(Object.keys(a ?? {})).toEqual(Object.keys(c ?? {}));
    expect([a?.sentTo, b?.sentTo, c?.sentTo]).toEqual(['010-****-6789', '010-****-0000', '010-****-6789']);
    expect(c?.expiresInSeconds).toBe(300);
    // In the account's language (Korean for 김민준).
    expect(await outboxOf(KIM.phone)).toContain('비밀번호 재설정 인증번호');
    // A code to no account never matches.
    const guessed = await t.api.post('/account/recovery/codes/password', { codeToken: b?.codeToken, code: '123456', password: NEW_PASSWORD });
    expect((await errorOf(guessed)).code).toBe('RECOVERY_CODE_WRONG');
  });

  it('sets the new password with the right code once; sessions end; the old password no longer works', async () => {
    const before = await t.api.login(KIM.phone);
    const { codeToken } = (await (await askCode(KIM.phone, KIM.birthDate)).json()) as { codeToken: string };
    const code = await t.api.lastSmsCode(KIM.phone);
    const wrong = await t.api.post('/account/recovery/codes/password', { codeToken, code: code === '000000' ? '111111' : '000000', password: NEW_PASSWORD });
    expect([wrong.status, (await errorOf(wrong)).code]).toEqual([422, 'RECOVERY_CODE_WRONG']);
    const weak = await t.api.post('/account/recovery/codes/password', { codeToken, code, password: 'short' });
    expect(weak.status).toBe(400);
    const set = await t.api.post('/account/recovery/codes/password', { codeToken, code: ` ${code.slice(0, 3)} ${code.slice(3)} `, password: NEW_PASSWORD });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ phone: '010-2345-6789' });
    const again = await t.api.post('/account/recovery/codes/password', { codeToken, code, password: NEW_PASSWORD });
    expect([again.status, (await errorOf(again)).code]).toEqual([410, 'RECOVERY_CODE_EXPIRED']);
    expect((await t.api.post('/auth/reissue', { refreshToken: before.refreshToken })).status).toBe(401);
    expect((await t.api.post('/auth/login', { phone: KIM.phone, password: SEED_PASSWORD })).status).toBe(401);
    const after = await t.api.login(KIM.phone, NEW_PASSWORD);
    expect(after.ynConvertPassword).toBe('Y');
  });

  it('a code allows five tries, then is spent; it lasts five minutes; a token that is not ours is refused alike', async () => {
    const { codeToken } = (await (await askCode('010-3456-7890', '1992-08-02')).json()) as { codeToken: string };
    const code = await t.api.lastSmsCode('01034567890');
    const other = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await t.api.post('/account/recovery/codes/password', { codeToken, code: other, password: NEW_PASSWORD })).status).toBe(422);
    const spent = await t.api.post('/account/recovery/codes/password', { codeToken, code, password: NEW_PASSWORD });
    expect((await errorOf(spent)).code).toBe('RECOVERY_CODE_EXPIRED');

    const late = (await (await askCode('010-3456-7890', '1992-08-02')).json()) as { codeToken: string };
    const lateCode = await t.api.lastSmsCode('01034567890');
    t.clock.advance(301 * 1000);
    expect((await errorOf(await t.api.post('/account/recovery/codes/password', { codeToken: late.codeToken, code: lateCode, password: NEW_PASSWORD }))).code).toBe('RECOVERY_CODE_EXPIRED');
    expect((await errorOf(await t.api.post('/account/recovery/codes/password', { codeToken: 'not-a-token', code: lateCode, password: NEW_PASSWORD }))).code).toBe('RECOVERY_CODE_EXPIRED');
  });

  it('sends at most three codes to one number in a window, whatever the address', async () => {
    for (let i = 0; i < 3; i++) expect((await askCode('010-4567-8901', '1978-11-30', `192.0.2.${20 + i}`)).status).toBe(200);
    const fourth = await askCode('010-4567-8901', '1978-11-30', '192.0.2.30');
    expect([fourth.status, (await errorOf(fourth)).code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
  });

  it('says what is wrong with the number or the birth date, and sends nothing', async () => {
    const bad = await askCode('02-123-4567', '1985-02-30');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toMatchObject({ phone: expect.any(String) as string, birthDate: expect.any(String) as string });
  });
});

describe('a server with an identity provider', () => {
  const t = useTestApp();

  it('recovers through identity verification only: the texted-code recovery is refused', async () => {
    const res = await t.api.post('/account/recovery/codes', { phone: KIM.phone, birthDate: KIM.birthDate });
    expect([res.status, (await errorOf(res)).code]).toEqual([403, 'FORBIDDEN']);
    expect(await (await t.api.get('/identity/offered')).json()).toEqual({ identityVerification: true, bankCertLogin: true });
  });
});
