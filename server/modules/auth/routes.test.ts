import { describe, expect, it } from 'vitest';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { errorOf, useTestApp } from '../../testing/test-app.ts';
import { LOGIN_LIMITS } from './throttle-policy.ts';

const t = useTestApp();

const kim = SEED_WORKERS.kim.phone;
const lee = SEED_WORKERS.lee.phone;
const park = SEED_WORKERS.park.phone;
const DAY = 24 * 3600_000;

describe('POST /auth/login', () => {
  it('answers a user session for the right phone number and password, hyphens or not', async () => {
    const session = await t.api.login('010-2345-6789');
    expect(session.ynConvertPassword).toBe('Y');
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken.split('.')).toHaveLength(3);
    expect((await t.api.login(kim)).ynConvertPassword).toBe('Y');
  });

  it('tells a worker who must change the password with ynConvertPassword N', async () => {
    expect((await t.api.login(park)).ynConvertPassword).toBe('N');
  });

  it('gives an unknown phone number and a wrong password the identical answer', async () => {
    const unknown = await t.api.post('/auth/login', { phone: '010-5555-0000', password: 'Wfm!demo2026' }, { address: '198.51.100.7' });
    const wrong = await t.api.post('/auth/login', { phone: lee, password: 'not-the-password1!' }, { address: '198.51.100.7' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [unknownBody, wrongBody] = [await unknown.text(), await wrong.text()];
    expect(unknownBody).toBe(wrongBody);
    expect(JSON.parse(unknownBody)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const headerNames = (res: Response) => [...res.headers.keys()].sort();
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
  });

  it('rejects a phone number with other characters than digits and hyphens', async () => {
    const res = await t.api.post('/auth/login', { phone: '010 2345 6789', password: 'x' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'BAD_REQUEST', fields: { phone: 'phoneChars' } });
  });
});

describe('login throttling', () => {
  it('slows an account down after 5 failures with growing delays (429 and Retry-After), never a 15-minute lock', async () => {
    const phone = park;
    for (let i = 0; i < 5; i++) {
      // Different addresses: only the per-account rule is in play.
      const res = await t.api.post('/auth/login', { phone, password: `wrong-${i}` }, { address: `203.0.113.${i + 1}` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' }, { address: '203.0.113.99' });
    expect(blocked.status).toBe(429);
    const body = await errorOf(blocked);
    expect(body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.retryAfter).toBe(30);
    expect(blocked.headers.get('retry-after')).toBe('30');

    // 30 s later one more try; a 6th failure makes the next wait 60 s, a 7th 120 s.
    t.clock.advance(30_000);
    expect((await t.api.post('/auth/login', { phone, password: 'wrong-5' }, { address: '203.0.113.6' })).status).toBe(401);
    expect((await errorOf(await t.api.post('/auth/login', { phone, password: 'x' }, { address: '203.0.113.7' }))).retryAfter).toBe(60);
    t.clock.advance(60_000);
    expect((await t.api.post('/auth/login', { phone, password: 'wrong-6' }, { address: '203.0.113.6' })).status).toBe(401);
    expect((await errorOf(await t.api.post('/auth/login', { phone, password: 'x' }, { address: '203.0.113.7' }))).retryAfter).toBe(120);

    t.clock.advance(120_000);
    expect((await t.api.login(phone)).ynConvertPassword).toBe('N');
  });

  it("lets the owner in from a trusted device at once while someone else's failures slow the account down", async () => {
    const phone = SEED_WORKERS.moon.phone;
    const first = await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' });
    expect(first.status).toBe(200);
    const cookie = /wfm-device=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);

    // An attacker tries 50 passwords at once from many addresses: 5 tries, the rest 429.
    const attack = await Promise.all(Array.from({ length: 50 }, (_, i) => t.api.post('/auth/login', { phone, password: `guess-${String(i)}` }, { address: `198.19.0.${String(i)}` })));
    expect(attack.filter((res) => res.status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect((await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' }, { address: '198.19.1.1' })).status).toBe(429);

    // The owner's phone, with its cookie: in at once.
    const owner = await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' }, { headers: { cookie: cookie ?? '' } });
    expect(owner.status).toBe(200);
    // The cookie names this account only: another account's login from this device is throttled as usual.
    const other = await t.api.post('/auth/login', { phone: SEED_WORKERS.kim.phone, password: 'Wfm!demo2026' }, { headers: { cookie: cookie ?? '' } });
    expect(other.status).toBe(200);
    // A forged cookie is ignored (the account is still slowed down for it).
    expect((await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' }, { headers: { cookie: 'wfm-device=e30.e30.forged' } })).status).toBe(429);
  });

  it("gives a trusted device its own 10 tries, then delays, without touching the account's count", async () => {
    const phone = SEED_WORKERS.choi.phone;
    const first = await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' });
    const cookie = /wfm-device=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
    for (let i = 0; i < LOGIN_LIMITS.perTrustedDevice; i++) {
      expect((await t.api.post('/auth/login', { phone, password: `typo-${String(i)}` }, { headers: { cookie } })).status).toBe(401);
    }
    expect((await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' }, { headers: { cookie } })).status).toBe(429);
    // Without the cookie the account's own count is untouched.
    expect((await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' })).status).toBe(200);
  });

  it('forgives an account its failures after a successful login', async () => {
    const phone = SEED_WORKERS.kim.phone;
    for (let i = 0; i < 4; i++) await t.api.post('/auth/login', { phone, password: 'wrong' }, { address: `203.0.114.${i}` });
    await t.api.login(phone);
    for (let i = 0; i < 4; i++) await t.api.post('/auth/login', { phone, password: 'wrong' }, { address: `203.0.114.${i}` });
    expect((await t.api.post('/auth/login', { phone, password: 'Wfm!demo2026' }, { address: '203.0.114.9' })).status).toBe(200);
  });

  it('lets a burst of 100 wrong passwords sent at once have at most 5 tries on one account (the attempt is counted before the hash)', async () => {
    const phone = SEED_WORKERS.yoon.phone;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.api.post('/auth/login', { phone, password: `wrong-${String(i)}` }, { address: `198.18.${String(Math.floor(i / 200))}.${String(i % 200)}` })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - LOGIN_LIMITS.perAccount);
  });

  it('does not count a successful login against the address', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 2; i++) {
      expect((await t.api.post('/auth/login', { phone: SEED_WORKERS.han.phone, password: 'Wfm!demo2026' }, { address })).status).toBe(200);
    }
  });

  it('refuses an address after 100 failures across many accounts (a site office shares one address)', async () => {
    const address = '198.51.100.200';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      const res = await t.api.post('/auth/login', { phone: `010-7000-${String(i).padStart(4, '0')}`, password: 'x' }, { address });
      expect(res.status).toBe(401);
    }
    const blocked = await t.api.post('/auth/login', { phone: kim, password: 'Wfm!demo2026' }, { address });
    expect(blocked.status).toBe(429);
    // Another address is unaffected.
    expect((await t.api.post('/auth/login', { phone: kim, password: 'Wfm!demo2026' }, { address: '198.51.100.201' })).status).toBe(200);
  });
});

describe('POST /auth/reissue', () => {
  it('rotates: answers a new access and a new refresh token', async () => {
    const session = await t.api.login(kim);
    t.clock.advance(1000);
    const res = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(res.status).toBe(200);
    const next = (await res.json()) as typeof session;
    expect(next.ynConvertPassword).toBe('Y');
    expect(next.accessToken).not.toBe(session.accessToken);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    // The new refresh token works in its turn.
    expect((await t.api.post('/auth/reissue', { refreshToken: next.refreshToken })).status).toBe(200);
  });

  it('detects reuse: a used refresh token answers REFRESH_TOKEN_REUSED and revokes the family, newest token included', async () => {
    const session = await t.api.login(kim);
    const second = (await (await t.api.post('/auth/reissue', { refreshToken: session.refreshToken })).json()) as typeof session;
    const third = (await (await t.api.post('/auth/reissue', { refreshToken: second.refreshToken })).json()) as typeof session;

    const replay = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(await errorOf(replay)).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });

    const newest = await t.api.post('/auth/reissue', { refreshToken: third.refreshToken });
    expect(newest.status).toBe(401);
    expect(await errorOf(newest)).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    const check = await t.api.post('/auth/userCheck', { accessToken: third.accessToken, refreshToken: third.refreshToken });
    expect(check.status).toBe(401);
  });

  it('leaves other sessions of the same worker alone when one family is revoked', async () => {
    const phoneA = await t.api.login(lee);
    const phoneB = await t.api.login(lee);
    await t.api.post('/auth/reissue', { refreshToken: phoneA.refreshToken });
    await t.api.post('/auth/reissue', { refreshToken: phoneA.refreshToken });
    expect((await t.api.post('/auth/reissue', { refreshToken: phoneB.refreshToken })).status).toBe(200);
  });

  it('answers INVALID_REFRESH_TOKEN for garbage, an access token, or an expired refresh token', async () => {
    const session = await t.api.login(kim);
    for (const refreshToken of ['not-a-jwt', session.accessToken, `${session.refreshToken.slice(0, -4)}AAAA`]) {
      const res = await t.api.post('/auth/reissue', { refreshToken });
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    }
    t.clock.advance(91 * DAY);
    const expired = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(await errorOf(expired)).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it("keeps a worker's phone signed in through 89 days without opening the app, each use starting the 90 days again, until logout (issue 32)", async () => {
    const session = await t.api.login(kim);
    t.clock.advance(89 * DAY);
    const later = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(later.status).toBe(200);
    const next = (await later.json()) as typeof session;
    t.clock.advance(89 * DAY);
    const again = await t.api.post('/auth/reissue', { refreshToken: next.refreshToken });
    expect(again.status).toBe(200);
    const newest = (await again.json()) as typeof session;
    expect((await t.api.get('/account', { token: newest.accessToken })).status).toBe(200);
    expect((await t.api.post('/auth/logout', { refreshToken: newest.refreshToken })).status).toBe(204);
    expect(await errorOf(await t.api.post('/auth/reissue', { refreshToken: newest.refreshToken }))).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect((await t.api.get('/account', { token: newest.accessToken })).status).toBe(401);
  });

  it('does not accept an admin refresh token', async () => {
    const admin = await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001');
    const res = await t.api.post('/auth/reissue', { refreshToken: admin.refreshToken });
    expect(await errorOf(res)).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    // …and that attempt did not use it up.
    expect((await t.api.post('/admin/auth/reissue', { refreshToken: admin.refreshToken })).status).toBe(200);
  });
});

describe('POST /auth/userCheck', () => {
  it('accepts a live session and answers ynConvertPassword', async () => {
    const session = await t.api.login(park);
    const res = await t.api.post('/auth/userCheck', session);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, ynConvertPassword: 'N' });
  });

  it('accepts an expired access token, since the app checks at start-up', async () => {
    const session = await t.api.login(kim);
    t.clock.advance(60 * 60 * 1000);
    expect((await t.api.post('/auth/userCheck', session)).status).toBe(200);
  });

  it("refuses a refresh token of another user, a used refresh token, or a tampered access token", async () => {
    const kimSession = await t.api.login(kim);
    const leeSession = await t.api.login(lee);
    const mixed = await t.api.post('/auth/userCheck', { accessToken: kimSession.accessToken, refreshToken: leeSession.refreshToken });
    expect(mixed.status).toBe(401);

    await t.api.post('/auth/reissue', { refreshToken: kimSession.refreshToken });
    expect((await t.api.post('/auth/userCheck', kimSession)).status).toBe(401);

    const tampered = { accessToken: `${leeSession.accessToken.slice(0, -4)}AAAA`, refreshToken: leeSession.refreshToken };
    expect(await errorOf(await t.api.post('/auth/userCheck', tampered))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses an admin session', async () => {
    const admin = await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001');
    expect((await t.api.post('/auth/userCheck', admin)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('answers 204 and revokes the family', async () => {
    const session = await t.api.login(kim);
    const next = (await (await t.api.post('/auth/reissue', { refreshToken: session.refreshToken })).json()) as typeof session;
    const res = await t.api.post('/auth/logout', { refreshToken: next.refreshToken });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await errorOf(await t.api.post('/auth/reissue', { refreshToken: next.refreshToken }))).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it('is idempotent and never fails for an unknown token', async () => {
    const session = await t.api.login(kim);
    expect((await t.api.post('/auth/logout', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await t.api.post('/auth/logout', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await t.api.post('/auth/logout', { refreshToken: 'whatever' })).status).toBe(204);
  });
});
