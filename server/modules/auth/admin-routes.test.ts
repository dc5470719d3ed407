import { describe, expect, it } from 'vitest';
import type { AdminVerifyAnswer, CorporationSite } from '#contract/api-auth.ts';
import { SEED_ADMINS } from '../../seed/seed.ts';
import { errorOf, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const jung = { phone: '010-9876-5432', employeeNumber: 'A1001' };
const oh = { phone: '01087654321', employeeNumber: 'A2001' };

async function verify(body: { phone: string; employeeNumber: string }, address?: string): Promise<Response> {
  return t.api.post('/admin/auth/verify', body, address ? { address, headers: { 'user-agent': 'test-agent/1.0' } } : {});
}

async function auditRows() {
  return t.db.selectFrom('admin_login_audit').selectAll().orderBy('at').execute();
}

describe('POST /admin/auth/verify', () => {
  it('answers a verification token and the corporation-sites the admin may choose', async () => {
    const res = await verify(jung);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as AdminVerifyAnswer;
    expect(answer.adminName).toBe('정관리');
    expect(answer.sites).toEqual([
      { corporationCode: 'K001', corporationName: '한빛건설(주)', siteCode: 'P1001', siteName: '판교 물류센터 신축공사' },
      { corporationCode: 'K002', corporationName: '대성토건(주)', siteCode: 'P2001', siteName: '송도 아파트 3단지 신축공사' },
    ]);
    const claims = JSON.parse(Buffer.from(answer.verificationToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ typ: 'admin-verify', sub: SEED_ADMINS.jung.id });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
  });

  it('accepts the employee number in lower case', async () => {
    expect((await verify({ ...oh, employeeNumber: 'a2001' })).status).toBe(200);
  });

  it('answers ADMIN_NOT_FOUND for a wrong pair', async () => {
    const res = await verify({ phone: jung.phone, employeeNumber: 'A2001' });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'ADMIN_NOT_FOUND' });
  });

  it('validates the employee number with the shared rule', async () => {
    const res = await verify({ phone: jung.phone, employeeNumber: 'A-1' });
    expect(await errorOf(res)).toMatchObject({ code: 'BAD_REQUEST', fields: { employeeNumber: 'employeeNumberFormat' } });
  });

  it('refuses a phone number after 5 failures, and an address after 10', async () => {
    const phone = '010-3333-4444';
    for (let i = 0; i < 5; i++) expect((await verify({ phone, employeeNumber: `B${i}00` }, `203.0.113.${10 + i}`)).status).toBe(401);
    const blocked = await verify({ phone, employeeNumber: 'B900' }, '203.0.113.30');
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const refused = (await auditRows()).filter((row) => row.outcome === 'TOO_MANY_ATTEMPTS');
    expect(refused).toEqual([expect.objectContaining({ stage: 'verify', phone_tried: '01033334444', employee_number_tried: 'B900' })]);

    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) expect((await verify({ phone: `010-4444-${String(i).padStart(4, '0')}`, employeeNumber: `Z${i}` }, address)).status).toBe(401);
    expect((await verify(jung, address)).status).toBe(429);
    expect((await verify(jung, '203.0.113.78')).status).toBe(200);
  });
});

describe('POST /admin/auth/login', () => {
  it('answers an admin session for an allowed corporation-site', async () => {
    const session = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K002', 'P2001');
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ typ: 'access', role: 'admin', corporationCode: 'K002', siteCode: 'P2001' });
    const site = await t.api.get('/admin/currentSite', { token: session.accessToken });
    expect((await site.json()) as CorporationSite).toEqual({
      corporationCode: 'K002',
      corporationName: '대성토건(주)',
      siteCode: 'P2001',
      siteName: '송도 아파트 3단지 신축공사',
    });
  });

  it('answers SITE_NOT_ALLOWED for a site the admin may not choose, or a site under another corporation', async () => {
    const { verificationToken } = (await (await verify(oh)).json()) as AdminVerifyAnswer;
    for (const [corporationCode, siteCode] of [['K001', 'P1001'], ['K002', 'P1002'], ['K001', 'NOPE']]) {
      const res = await t.api.post('/admin/auth/login', { verificationToken, corporationCode, siteCode });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'SITE_NOT_ALLOWED' });
    }
  });

  it('refuses an expired or forged verification token', async () => {
    const { verificationToken } = (await (await verify(oh)).json()) as AdminVerifyAnswer;
    const forged = await t.api.post('/admin/auth/login', { verificationToken: `${verificationToken.slice(0, -4)}AAAA`, corporationCode: 'K001', siteCode: 'P1002' });
    expect(await errorOf(forged)).toMatchObject({ code: 'UNAUTHORIZED' });
    t.clock.advance(6 * 60 * 1000);
    const expired = await t.api.post('/admin/auth/login', { verificationToken, corporationCode: 'K001', siteCode: 'P1002' });
    expect(expired.status).toBe(401);
    expect(await errorOf(expired)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a user access token in place of the verification token', async () => {
    const user = await t.api.login('01023456789');
    const res = await t.api.post('/admin/auth/login', { verificationToken: user.accessToken, corporationCode: 'K001', siteCode: 'P1001' });
    expect(res.status).toBe(401);
  });

  it('asks for a site with the siteRequired rule', async () => {
    const res = await t.api.post('/admin/auth/login', { verificationToken: 'x', corporationCode: '', siteCode: ' ' });
    expect(await errorOf(res)).toMatchObject({ fields: { corporationCode: 'siteRequired', siteCode: 'siteRequired' } });
  });
});

describe('admin login audit', () => {
  it('records successes and failures of both steps with address, user agent and outcome', async () => {
    await t.db.deleteFrom('admin_login_audit').execute();
    await verify({ phone: '010-1212-3434', employeeNumber: 'X9' }, '198.51.100.50');
    const okVerify = (await (await verify(jung, '198.51.100.50')).json()) as AdminVerifyAnswer;
    await t.api.post('/admin/auth/login', { verificationToken: okVerify.verificationToken, corporationCode: 'K001', siteCode: 'P1002' }, { address: '198.51.100.50' });
    await t.api.post('/admin/auth/login', { verificationToken: okVerify.verificationToken, corporationCode: 'K001', siteCode: 'P1001' }, { address: '198.51.100.50' });

    const rows = await auditRows();
    expect(rows.map((row) => [row.stage, row.outcome])).toEqual([
      ['verify', 'ADMIN_NOT_FOUND'],
      ['verify', 'SUCCESS'],
      ['login', 'SITE_NOT_ALLOWED'],
      ['login', 'SUCCESS'],
    ]);
    expect(rows[0]).toMatchObject({ admin_id: null, phone_tried: '01012123434', employee_number_tried: 'X9', client_address: '198.51.100.50', user_agent: 'test-agent/1.0' });
    expect(rows[1]).toMatchObject({ admin_id: SEED_ADMINS.jung.id });
    expect(rows[2]).toMatchObject({ admin_id: SEED_ADMINS.jung.id, corporation_code: 'K001', site_code: 'P1002' });
    expect(rows[3]).toMatchObject({ admin_id: SEED_ADMINS.jung.id, corporation_code: 'K001', site_code: 'P1001', client_address: '198.51.100.50' });
    expect(rows.every((row) => row.at instanceof Date)).toBe(true);
  });
});

describe('admin reissue, check and logout', () => {
  it('rotates admin refresh tokens and detects reuse', async () => {
    const session = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
    const res = await t.api.post('/admin/auth/reissue', { refreshToken: session.refreshToken });
    expect(res.status).toBe(200);
    const next = (await res.json()) as typeof session;
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'refreshToken']);

    const replay = await t.api.post('/admin/auth/reissue', { refreshToken: session.refreshToken });
    expect(await errorOf(replay)).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect(await errorOf(await t.api.post('/admin/auth/reissue', { refreshToken: next.refreshToken }))).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it('checks a stored admin session, expired access token included', async () => {
    const session = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
    t.clock.advance(30 * 60 * 1000);
    const res = await t.api.post('/admin/auth/check', session);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('refuses to check a user session', async () => {
    const user = await t.api.login('01023456789');
    expect((await t.api.post('/admin/auth/check', user)).status).toBe(401);
  });

  it('ends the session when the admin loses the site', async () => {
    const session = await t.api.adminLogin(oh.phone, oh.employeeNumber, 'K001', 'P1002');
    await t.db.deleteFrom('admin_sites').where('admin_id', '=', SEED_ADMINS.oh.id).execute();
    try {
      expect((await t.api.get('/admin/currentSite', { token: session.accessToken })).status).toBe(401);
      expect((await t.api.post('/admin/auth/check', session)).status).toBe(401);
      expect(await errorOf(await t.api.post('/admin/auth/reissue', { refreshToken: session.refreshToken }))).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    } finally {
      await t.db.insertInto('admin_sites').values({ admin_id: SEED_ADMINS.oh.id, project_code: 'P1002' }).execute();
    }
  });

  it('logs out with 204 and revokes the family', async () => {
    const session = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
    expect((await t.api.post('/admin/auth/logout', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await t.api.post('/admin/auth/logout', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await t.api.post('/admin/auth/reissue', { refreshToken: session.refreshToken })).status).toBe(401);
  });
});

describe('role separation', () => {
  it('answers 403 FORBIDDEN for a user token on an admin call and an admin token on a user call', async () => {
    const user = await t.api.login('01023456789');
    const admin = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
    const userOnAdmin = await t.api.get('/admin/currentSite', { token: user.accessToken });
    expect(userOnAdmin.status).toBe(403);
    expect(await errorOf(userOnAdmin)).toMatchObject({ code: 'FORBIDDEN' });
    const adminOnUser = await t.api.get('/users/homeProjectSetting', { token: admin.accessToken });
    expect(adminOnUser.status).toBe(403);
    expect(await errorOf(adminOnUser)).toMatchObject({ code: 'FORBIDDEN' });
  });
});
