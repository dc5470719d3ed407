import { describe, expect, it } from 'vitest';
import type { AdminCodeSent, AdminVerifyAnswer, CorporationSite } from '#contract/api-auth.ts';
import { SEED_ADMINS } from '../../seed/seed.ts';
import { deviceCookieOf, errorOf, useTestApp } from '../../testing/test-app.ts';
import { LOGIN_LIMITS } from './throttle-policy.ts';

const t = useTestApp();

/** The answer of verify when a code was sent. */
type CodeSent = AdminCodeSent & { codeToken: string };

const jung = { phone: '010-9876-5432', employeeNumber: 'A1001' };
const oh = { phone: '01087654321', employeeNumber: 'A2001' };

async function verify(body: { phone: string; employeeNumber: string }, address?: string, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = address ? { 'user-agent': 'test-agent/1.0' } : {};
  if (cookie) headers.cookie = cookie;
  return t.api.post('/admin/auth/verify', body, address ? { address, headers } : { headers });
}

async function sendCode(codeToken: string, code: string, options: { address?: string; cookie?: string } = {}): Promise<Response> {
  return t.api.post('/admin/auth/code', { codeToken, code }, { ...(options.address ? { address: options.address } : {}), headers: options.cookie ? { cookie: options.cookie } : {} });
}

/** Verify and the right SMS code: the answer with the sites, and the trusted-device cookie left. */
async function verified(admin: { phone: string; employeeNumber: string }, address?: string): Promise<AdminVerifyAnswer & { deviceCookie: string }> {
  const sent = (await (await verify(admin, address)).json()) as CodeSent;
  const res = await sendCode(sent.codeToken, await t.api.lastSmsCode(admin.phone), address ? { address } : {});
  expect(res.status).toBe(200);
  const deviceCookie = deviceCookieOf(res);
  return { ...((await res.json()) as AdminVerifyAnswer), deviceCookie };
}

/** Step 3 from the phone that verified (its trusted-device cookie), or from another client (`cookie` ''). */
function logIn(verificationToken: string, corporationCode: string, siteCode: string, cookie: string, address?: string): Promise<Response> {
  return t.api.post('/admin/auth/login', { verificationToken, corporationCode, siteCode }, { headers: cookie ? { cookie } : {}, ...(address ? { address } : {}) });
}

async function auditRows() {
  return t.db.selectFrom('admin_login_audit').selectAll().orderBy('at').execute();
}

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

describe('POST /admin/auth/verify', () => {
  it("sends a one-time code to the admin's registered phone and says nothing of the admin before it is entered", async () => {
    const res = await verify(jung);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as CodeSent;
    expect(Object.keys(answer).sort()).toEqual(['codeToken', 'expiresInSeconds', 'sentTo']);
    expect(answer).toMatchObject({ sentTo: '010-****-5432', expiresInSeconds: 300 });
    const claims = claimsOf(answer.codeToken);
    expect(claims).toMatchObject({ typ: 'admin-code', sub: SEED_ADMINS.jung.id });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    const sms = await t.db.selectFrom('sms_outbox').select(['phone', 'body']).where('phone', '=', '01098765432').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^\[WFM\] 관리자 로그인 인증번호는 \d{6} 입니다/);
    // Only a hash is kept.
    const code = /\d{6}/.exec(sms.body)?.[0] ?? '';
    const stored = await t.db.selectFrom('admin_login_codes').selectAll().where('id', '=', String(claims.jti)).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code);
    // The code completes the login, so the count of codes sent starts again.
    expect((await sendCode(answer.codeToken, code)).status).toBe(200);
  });

  it('writes the text message in the language of the login screen', async () => {
    const sent = (await (await t.api.post('/admin/auth/verify', oh, { headers: { cookie: 'locale=en' } })).json()) as CodeSent;
    const sms = await t.db.selectFrom('sms_outbox').select('body').where('phone', '=', '01087654321').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^\[WFM\] Your administrator login code is \d{6}\./);
    expect((await sendCode(sent.codeToken, await t.api.lastSmsCode(oh.phone))).status).toBe(200);
    // Chinese and Vietnamese (issue 19); a cookie naming no app language is Korean.
    for (const [locale, text] of [
      ['zh-Hans', /^\[WFM\] 您的管理员登录验证码是 \d{6}。请在5分钟内输入。/],
      ['vi', /^\[WFM\] Mã đăng nhập quản lý của bạn là \d{6}\. Hãy nhập trong vòng 5 phút\./],
      ['zh-TW', /^\[WFM\] 관리자 로그인 인증번호는 \d{6} 입니다/],
    ] as const) {
      const again = (await (await t.api.post('/admin/auth/verify', oh, { headers: { cookie: `locale=${locale}` } })).json()) as CodeSent;
      const message = await t.db.selectFrom('sms_outbox').select('body').where('phone', '=', '01087654321').orderBy('seq', 'desc').executeTakeFirstOrThrow();
      expect(message.body, locale).toMatch(text);
      expect((await sendCode(again.codeToken, await t.api.lastSmsCode(oh.phone))).status).toBe(200);
    }
  });

  it('accepts the employee number in lower case', async () => {
    const sent = (await (await verify({ ...oh, employeeNumber: 'a2001' })).json()) as CodeSent;
    expect((await sendCode(sent.codeToken, await t.api.lastSmsCode(oh.phone))).status).toBe(200);
  });

  it('answers ADMIN_NOT_FOUND for a wrong pair, and sends nothing', async () => {
    const before = await t.db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await verify({ phone: jung.phone, employeeNumber: 'A2001' });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'ADMIN_NOT_FOUND' });
    const after = await t.db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('validates the employee number with the shared rule', async () => {
    const res = await verify({ phone: jung.phone, employeeNumber: 'A-1' });
    expect(await errorOf(res)).toMatchObject({ code: 'BAD_REQUEST', fields: { employeeNumber: 'employeeNumberFormat' } });
  });

  it('slows a phone number down after 5 failures (30 s, then longer), and refuses an address after 30', async () => {
    const phone = '010-3333-4444';
    for (let i = 0; i < 5; i++) expect((await verify({ phone, employeeNumber: `B${i}00` }, `203.0.113.${10 + i}`)).status).toBe(401);
    const blocked = await verify({ phone, employeeNumber: 'B900' }, '203.0.113.30');
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 30 });
    const refused = (await auditRows()).filter((row) => row.outcome === 'TOO_MANY_ATTEMPTS');
    expect(refused).toEqual([expect.objectContaining({ stage: 'verify', phone_tried: '01033334444', employee_number_tried: 'B900' })]);
    t.clock.advance(30_000);
    expect((await verify({ phone, employeeNumber: 'B901' }, '203.0.113.31')).status).toBe(401);
    expect(await errorOf(await verify({ phone, employeeNumber: 'B902' }, '203.0.113.32'))).toMatchObject({ retryAfter: 60 });

    const address = '203.0.113.77';
    for (let i = 0; i < LOGIN_LIMITS.adminPerAddress; i++) expect((await verify({ phone: `010-4444-${String(i).padStart(4, '0')}`, employeeNumber: `Z${i}` }, address)).status).toBe(401);
    expect((await verify(jung, address)).status).toBe(429);
    const elsewhere = (await (await verify(jung, '203.0.113.78')).json()) as CodeSent;
    expect((await sendCode(elsewhere.codeToken, await t.api.lastSmsCode(jung.phone))).status).toBe(200);
  });
});

describe('POST /admin/auth/code (the second factor)', () => {
  it('answers the verification token and the corporation-sites for the right code, and trusts the device', async () => {
    const sent = (await (await verify(jung)).json()) as CodeSent;
    const code = await t.api.lastSmsCode(jung.phone);
    // Spaces as a phone may paste them are ignored.
    const res = await sendCode(sent.codeToken, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as AdminVerifyAnswer;
    expect(answer.adminName).toBe('정관리');
    expect(answer.sites).toEqual([
      { corporationCode: 'K001', corporationName: '한빛건설(주)', siteCode: 'P1001', siteName: '판교 물류센터 신축공사' },
      { corporationCode: 'K002', corporationName: '대성토건(주)', siteCode: 'P2001', siteName: '송도 아파트 3단지 신축공사' },
    ]);
    expect(claimsOf(answer.verificationToken)).toMatchObject({ typ: 'admin-verify', sub: SEED_ADMINS.jung.id });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^wfm-device-admin=[^;]+; Max-Age=7776000; Path=\/v1\/mobile\/wfm\/; HttpOnly; SameSite=Strict/);
  });

  it('refuses the login without the second code: the code token is no verification token', async () => {
    const sent = (await (await verify(jung)).json()) as CodeSent;
    const res = await t.api.post('/admin/auth/login', { verificationToken: sent.codeToken, corporationCode: 'K001', siteCode: 'P1001' });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await sendCode(sent.codeToken, await t.api.lastSmsCode(jung.phone))).status).toBe(200);
  });

  it('allows 5 wrong tries, then spends the code even for the right one', async () => {
    const sent = (await (await verify(oh)).json()) as CodeSent;
    const code = await t.api.lastSmsCode(oh.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < LOGIN_LIMITS.triesPerCode; i++) {
      const res = await sendCode(sent.codeToken, wrong);
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: 'ADMIN_CODE_WRONG' });
    }
    const spent = await sendCode(sent.codeToken, code);
    expect(spent.status).toBe(410);
    expect(await errorOf(spent)).toMatchObject({ code: 'ADMIN_CODE_EXPIRED' });
    await verified(oh);
  });

  it('counts a burst of 20 guesses at once as at most 5 tries', async () => {
    const sent = (await (await verify(oh)).json()) as CodeSent;
    const code = await t.api.lastSmsCode(oh.phone);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => sendCode(sent.codeToken, guess)));
    expect(answers.filter((res) => res.status === 401)).toHaveLength(LOGIN_LIMITS.triesPerCode);
    expect(answers.filter((res) => res.status === 410)).toHaveLength(20 - LOGIN_LIMITS.triesPerCode);
    await verified(oh);
  });

  it('works once, only with its own token, and for 5 minutes', async () => {
    const first = (await (await verify(oh)).json()) as CodeSent;
    const firstCode = await t.api.lastSmsCode(oh.phone);
    const second = (await (await verify(oh)).json()) as CodeSent;
    const secondCode = await t.api.lastSmsCode(oh.phone);
    // Each code belongs to its own request.
    if (firstCode !== secondCode) expect(await errorOf(await sendCode(first.codeToken, secondCode))).toMatchObject({ code: 'ADMIN_CODE_WRONG' });
    expect((await sendCode(second.codeToken, secondCode)).status).toBe(200);
    expect(await errorOf(await sendCode(second.codeToken, secondCode))).toMatchObject({ code: 'ADMIN_CODE_EXPIRED' });

    const late = (await (await verify(oh)).json()) as CodeSent;
    const lateCode = await t.api.lastSmsCode(oh.phone);
    t.clock.advance(5 * 60 * 1000 + 31_000);
    const expired = await sendCode(late.codeToken, lateCode);
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({ code: 'ADMIN_CODE_EXPIRED' });
    await verified(oh);
  });

  it('refuses a forged code token, a user token, and a code with letters', async () => {
    const sent = (await (await verify(oh)).json()) as CodeSent;
    expect(await errorOf(await sendCode(`${sent.codeToken.slice(0, -4)}AAAA`, '123456'))).toMatchObject({ code: 'UNAUTHORIZED' });
    const user = await t.api.login('01023456789');
    expect((await sendCode(user.accessToken, '123456')).status).toBe(401);
    expect(await errorOf(await sendCode(sent.codeToken, '12a456'))).toMatchObject({ code: 'BAD_REQUEST', fields: { code: 'codeFormat' } });
    expect(await errorOf(await sendCode(sent.codeToken, ''))).toMatchObject({ code: 'BAD_REQUEST', fields: { code: 'required' } });
    expect((await sendCode(sent.codeToken, await t.api.lastSmsCode(oh.phone))).status).toBe(200);
  });

  it("limits the codes sent to an admin (3, then a wait), but not to the admin's own trusted device", async () => {
    const { deviceCookie } = await verified(jung);
    expect(deviceCookie).not.toBe('');
    // Someone who knows the two numbers asks for codes again and again.
    for (let i = 0; i < LOGIN_LIMITS.codesPerAdmin; i++) expect((await verify(jung, `198.51.100.${String(60 + i)}`)).status).toBe(200);
    const refused = await verify(jung, '198.51.100.70');
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 60 });
    // The admin's own phone still gets its code, and logs in.
    const own = await verify(jung, '198.51.100.71', deviceCookie);
    expect(own.status).toBe(200);
    const sent = (await own.json()) as CodeSent;
    expect((await sendCode(sent.codeToken, await t.api.lastSmsCode(jung.phone), { cookie: deviceCookie })).status).toBe(200);
    // A forged device cookie is ignored.
    expect((await verify(jung, '198.51.100.72', 'wfm-device-admin=e30.e30.forged')).status).toBe(429);
    // Once the wait is over, a code sent is entered and the count starts again.
    t.clock.advance(60_000);
    await verified(jung);
    expect((await verify(jung, '198.51.100.73')).status).toBe(200);
    await verified(jung);
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
    const { verificationToken, deviceCookie } = await verified(oh);
    for (const [corporationCode, siteCode] of [['K001', 'P1001'], ['K002', 'P1002'], ['K001', 'NOPE']] as const) {
      const res = await logIn(verificationToken, corporationCode, siteCode, deviceCookie);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'SITE_NOT_ALLOWED' });
    }
  });

  it('spends the verification token on the login it starts: a second login with it, from another client or at another site, is refused (issue 31)', async () => {
    const { verificationToken, deviceCookie } = await verified(jung);
    // A site refused first leaves the token for another choice.
    expect((await logIn(verificationToken, 'K001', 'NOPE', deviceCookie)).status).toBe(403);
    expect((await logIn(verificationToken, 'K001', 'P1001', deviceCookie)).status).toBe(200);
    for (const [corporationCode, siteCode, address] of [
      ['K001', 'P1001', undefined],
      ['K002', 'P2001', '198.51.100.77'],
    ] as const) {
      const again = await logIn(verificationToken, corporationCode, siteCode, deviceCookie, address);
      expect(again.status).toBe(401);
      expect(await errorOf(again)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    // Two logins at once with one token: one session.
    const raced = await verified(jung);
    const both = await Promise.all([0, 1].map(() => logIn(raced.verificationToken, 'K001', 'P1001', raced.deviceCookie)));
    expect(both.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('logs in only the client that verified: the token from another client (no cookie, or another device of the admin) is refused and stays unspent (issue 31)', async () => {
    const first = await verified(jung);
    const other = await verified(jung);
    for (const cookie of ['', other.deviceCookie === first.deviceCookie ? 'wfm-device-admin=e30.e30.forged' : other.deviceCookie]) {
      const stolen = await logIn(first.verificationToken, 'K001', 'P1001', cookie, '203.0.113.9');
      expect(stolen.status).toBe(401);
      expect(await errorOf(stolen)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    // The phone that verified still logs in with it.
    expect((await logIn(first.verificationToken, 'K001', 'P1001', first.deviceCookie)).status).toBe(200);
  });

  it('refuses an expired or forged verification token', async () => {
    const { verificationToken, deviceCookie } = await verified(oh);
    const forged = await logIn(`${verificationToken.slice(0, -4)}AAAA`, 'K001', 'P1002', deviceCookie);
    expect(await errorOf(forged)).toMatchObject({ code: 'UNAUTHORIZED' });
    t.clock.advance(6 * 60 * 1000);
    const expired = await logIn(verificationToken, 'K001', 'P1002', deviceCookie);
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
  it('records successes and failures of every step with address, user agent and outcome', async () => {
    await t.db.deleteFrom('admin_login_audit').execute();
    await verify({ phone: '010-1212-3434', employeeNumber: 'X9' }, '198.51.100.50');
    const sent = (await (await verify(jung, '198.51.100.50')).json()) as CodeSent;
    const code = await t.api.lastSmsCode(jung.phone);
    await sendCode(sent.codeToken, code === '999999' ? '000000' : '999999', { address: '198.51.100.50' });
    const okAnswer = await sendCode(sent.codeToken, code, { address: '198.51.100.50' });
    const okVerify = (await okAnswer.json()) as AdminVerifyAnswer;
    await logIn(okVerify.verificationToken, 'K001', 'P1002', deviceCookieOf(okAnswer), '198.51.100.50');
    await logIn(okVerify.verificationToken, 'K001', 'P1001', deviceCookieOf(okAnswer), '198.51.100.50');

    const rows = await auditRows();
    expect(rows.map((row) => [row.stage, row.outcome])).toEqual([
      ['verify', 'ADMIN_NOT_FOUND'],
      ['verify', 'SUCCESS'],
      ['code', 'ADMIN_CODE_WRONG'],
      ['code', 'SUCCESS'],
      ['login', 'SITE_NOT_ALLOWED'],
      ['login', 'SUCCESS'],
    ]);
    expect(rows[0]).toMatchObject({ admin_id: null, phone_tried: '01012123434', employee_number_tried: 'X9', client_address: '198.51.100.50', user_agent: 'test-agent/1.0' });
    expect(rows[1]).toMatchObject({ admin_id: SEED_ADMINS.jung.id });
    expect(rows[2]).toMatchObject({ admin_id: SEED_ADMINS.jung.id, stage: 'code' });
    expect(rows[4]).toMatchObject({ admin_id: SEED_ADMINS.jung.id, corporation_code: 'K001', site_code: 'P1002' });
    expect(rows[5]).toMatchObject({ admin_id: SEED_ADMINS.jung.id, corporation_code: 'K001', site_code: 'P1001', client_address: '198.51.100.50' });
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

  it("ends an admin's session 14 days after its last use (a worker's lives 90)", async () => {
    const session = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
    t.clock.advance(13 * 24 * 3600_000);
    const next = (await (await t.api.post('/admin/auth/reissue', { refreshToken: session.refreshToken })).json()) as typeof session;
    t.clock.advance(15 * 24 * 3600_000);
    expect(await errorOf(await t.api.post('/admin/auth/reissue', { refreshToken: next.refreshToken }))).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
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
