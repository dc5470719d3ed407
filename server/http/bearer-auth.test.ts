import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AdminVerifyAnswer } from '#contract/api-auth.ts';
import type { HomeProjectSetting } from '#contract/api-projects.ts';
import { SEED_WORKERS } from '../seed/seed.ts';
import { errorOf, useTestApp } from '../testing/test-app.ts';
import { createKeyStore } from '../modules/auth/signing-keys.ts';
import { createTokenSigner } from '../modules/auth/tokens.ts';

const t = useTestApp();

const kim = SEED_WORKERS.kim.phone;

function homeSetting(token: string, headers: Record<string, string> = {}) {
  return t.api.get('/users/homeProjectSetting', { token, headers });
}

describe('GET /users/homeProjectSetting', () => {
  it("answers the worker's home project with its customer and corporation", async () => {
    const { accessToken } = await t.api.login(kim);
    const res = await homeSetting(accessToken);
    expect(res.status).toBe(200);
    expect((await res.json()) as HomeProjectSetting).toEqual({
      customerCode: 'C001',
      customerName: '한빛건설',
      corporationCode: 'K001',
      corporationName: '한빛건설(주)',
      projectCode: 'P1001',
      projectName: '판교 물류센터 신축공사',
      projectAddress: '경기도 성남시 분당구 판교로 255',
    });
    const lee = await t.api.login(SEED_WORKERS.lee.phone);
    expect(await (await homeSetting(lee.accessToken)).json()).toMatchObject({ projectCode: 'P2001', customerName: '대성토건' });
  });

  it('answers 204 without a body for a worker without one (a new account): nothing failed', async () => {
    const { accessToken } = await t.api.login(kim);
    await t.db.updateTable('users').set({ home_project_code: null }).where('phone', '=', kim).execute();
    try {
      const res = await homeSetting(accessToken);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    } finally {
      await t.db.updateTable('users').set({ home_project_code: 'P1001' }).where('phone', '=', kim).execute();
    }
  });

  it('answers 403 PASSWORD_CHANGE_REQUIRED to a worker who must change the password', async () => {
    const { accessToken } = await t.api.login(SEED_WORKERS.park.phone);
    const home = await homeSetting(accessToken);
    expect(home.status).toBe(403);
    expect(await errorOf(home)).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    const weekly = await t.api.get('/work/weekly?year=2026&month=11&day=20', { token: accessToken });
    expect(await errorOf(weekly)).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
  });
});

describe('bearer authentication', () => {
  it('answers 401 UNAUTHORIZED without a bearer token, with WWW-Authenticate', async () => {
    const res = await t.api.get('/users/homeProjectSetting');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const basic = await t.api.get('/users/homeProjectSetting', { headers: { authorization: 'Basic a2ltOnB3' } });
    expect(basic.status).toBe(401);
  });

  it('never accepts a refresh token as an access token', async () => {
    const { refreshToken } = await t.api.login(kim);
    const res = await homeSetting(refreshToken);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('never accepts an admin-verify token as an access token', async () => {
    const verify = await t.api.post('/admin/auth/verify', { phone: '010-9876-5432', employeeNumber: 'A1001' });
    const { verificationToken } = (await verify.json()) as AdminVerifyAnswer;
    expect((await t.api.get('/admin/currentSite', { token: verificationToken })).status).toBe(401);
    expect((await homeSetting(verificationToken)).status).toBe(401);
  });

  it('answers TOKEN_EXPIRED after 15 minutes, allowing 30 seconds of clock leeway', async () => {
    const { accessToken } = await t.api.login(kim);
    t.clock.advance(15 * 60 * 1000 + 20 * 1000);
    expect((await homeSetting(accessToken)).status).toBe(200);
    t.clock.advance(15 * 1000);
    const res = await homeSetting(accessToken);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('rejects a token signed by another key, and an unsigned one', async () => {
    const { accessToken } = await t.api.login(kim);
    const [header] = accessToken.split('.');
    const { kid } = JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as { kid: string };
    const { privateKey } = generateKeyPairSync('ed25519');
    const issuedAt = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await new SignJWT({ typ: 'access', role: 'user', sub: SEED_WORKERS.kim.id })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setIssuer('wfm-api')
      .setAudience('wfm-pwa')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 600)
      .setJti(randomUUID())
      .sign(privateKey);
    expect((await homeSetting(forged)).status).toBe(401);

    const payload = accessToken.split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload ?? ''}.`;
    expect((await homeSetting(unsigned)).status).toBe(401);
  });

  it('answers 401 once the account is gone', async () => {
    const id = randomUUID();
    await t.db
      .insertInto('users')
      .values({ id, phone: '01055556666', name: '임시', password_hash: (await t.db.selectFrom('users').select('password_hash').where('phone', '=', kim).executeTakeFirstOrThrow()).password_hash, yn_convert_password: 'Y', home_project_code: 'P1001', birth_date: '1990-05-05' })
      .execute();
    const { accessToken } = await t.api.login('01055556666');
    // A call that succeeds first, so the account's row is in the read cache (decision 045).
    expect((await homeSetting(accessToken)).status).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', id).execute();
    expect((await homeSetting(accessToken)).status).toBe(401);
  });
});

describe("a token's session is its subject's own (issue 31)", () => {
  it("refuses a token signed with the server's key that names another person's live session", async () => {
    const kimSession = await t.api.login(kim);
    const lee = await t.api.login(SEED_WORKERS.lee.phone);
    const familyOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { fam: string }).fam;
    // The server's own signer (the same key store, on the same database): only the claims are wrong.
    const signer = createTokenSigner(createKeyStore(t.db, { now: t.clock.now, cipher: t.cipher }), t.clock.now);
    const mixed = await signer.sign('access', { sub: SEED_WORKERS.lee.id, role: 'user', fam: familyOf(kimSession.accessToken) }, 300);
    const res = await homeSetting(mixed);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('UNAUTHORIZED');
    // Lee's own token, with Lee's own session, still works; so does Kim's.
    const own = await signer.sign('access', { sub: SEED_WORKERS.lee.id, role: 'user', fam: familyOf(lee.accessToken) }, 300);
    expect((await homeSetting(own)).status).toBe(200);
    expect((await homeSetting(kimSession.accessToken)).status).toBe(200);
  });
});
