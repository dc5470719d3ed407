import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { AdminCodeSent, UserSession } from '#contract/api-auth.ts';
import type { Passkey, PasskeyList, PasskeyRegistration, PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../config.ts';
import { SEED_ADMINS, SEED_PASSWORD, SEED_WORKERS } from '../../seed/seed.ts';
import { assert, createPasskey, type Bend, type SoftPasskey } from '../../testing/soft-authenticator.ts';
import { errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';

/** app.request() asks http://localhost/…: the relying party of a test without PUBLIC_ORIGIN. */
const ORIGIN = 'http://localhost';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function helpers(t: TestApp) {
  async function startRegistration(token: string): Promise<PasskeyRegistration> {
    const res = await t.api.post('/account/passkeys/options', {}, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as PasskeyRegistration;
  }

  /** A signed-in worker adds a passkey on this "phone": the soft authenticator's key, the listed passkey, the session's access token. */
  async function register(phone: string, bend: Bend = {}): Promise<{ passkey: SoftPasskey; listed: Passkey; token: string }> {
    const { accessToken } = await t.api.login(phone);
    const { registrationToken, options } = await startRegistration(accessToken);
    const { passkey, credential } = createPasskey(options, ORIGIN, bend);
    const res = await t.api.post('/account/passkeys', { registrationToken, credential }, { token: accessToken, headers: { 'user-agent': IPHONE_SAFARI } });
    expect(res.status).toBe(201);
    return { passkey, listed: (await res.json()) as Passkey, token: accessToken };
  }

  async function loginOptions(): Promise<PasskeyRequestOptions> {
    const res = await t.api.post('/auth/passkey/options', {});
    expect(res.status).toBe(200);
    return (await res.json()) as PasskeyRequestOptions;
  }

  function answer(credential: unknown): Promise<Response> {
    return t.api.post('/auth/passkey', { credential });
  }

  /** Options, then the passkey's answer (bent as asked). */
  async function logIn(passkey: SoftPasskey, bend: Bend = {}): Promise<Response> {
    return answer(assert(passkey, await loginOptions(), ORIGIN, bend));
  }

  async function adminToken(): Promise<string> {
    return (await t.api.adminLogin(SEED_ADMINS.jung.phone, SEED_ADMINS.jung.employeeNumber, 'K001', 'P1001')).accessToken;
  }

  return { startRegistration, register, loginOptions, answer, logIn, adminToken };
}

describe('worker passkeys: add one, then log in without the password', () => {
  const t = useTestApp();

  it('adds a passkey for the signed-in worker and logs in with it as the password login does: the same answer, a 90-day session, a trusted device', async () => {
    const h = helpers(t);
    const { passkey, listed, token } = await h.register(SEED_WORKERS.kim.phone);
    expect(listed).toMatchObject({ label: 'Safari · iPhone', lastUsedAt: null });
    const list = (await (await t.api.get('/account/passkeys', { token })).json()) as PasskeyList;
    expect(list.items.map((item) => item.id)).toEqual([listed.id]);
    const stored = await t.db.selectFrom('passkeys').selectAll().where('id', '=', listed.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: SEED_WORKERS.kim.id, admin_id: null, credential_id: passkey.credentialId.toString('base64url') });

    // The challenge names nobody: no credentials are listed, the phone offers its own (discoverable) passkey.
    const options = await h.loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
    const res = await h.answer(assert(passkey, options, ORIGIN));
    expect(res.status).toBe(200);
    const session = (await res.json()) as UserSession;
    const byPassword = await t.api.login(SEED_WORKERS.kim.phone);
    expect(Object.keys(session).sort()).toEqual(Object.keys(byPassword).sort());
    expect(session.ynConvertPassword).toBe('Y');
    expect(res.headers.get('set-cookie') ?? '').toMatch(/wfm-device=[^;]+;.*HttpOnly/);

    // A working session: data calls, and the refresh token lives 90 days and rotates.
    expect((await t.api.get('/account', { token: session.accessToken })).status).toBe(200);
    const family = await t.db.selectFrom('refresh_tokens').select(['subject_id', 'expires_at']).where('subject_kind', '=', 'user').orderBy('issued_at', 'desc').orderBy('expires_at', 'desc').execute();
    expect(family.some((row) => row.subject_id === SEED_WORKERS.kim.id && row.expires_at.getTime() === t.clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS.user * 1000)).toBe(true);
    const reissued = await t.api.post('/auth/reissue', { refreshToken: session.refreshToken });
    expect(reissued.status).toBe(200);

    const used = await t.db.selectFrom('passkeys').select(['counter', 'last_used_at']).where('id', '=', listed.id).executeTakeFirstOrThrow();
    expect(Number(used.counter)).toBe(1);
    expect(used.last_used_at).toEqual(t.clock.now());

    // Logout ends the session, not the passkey: the next login needs no password either.
    expect((await t.api.post('/auth/logout', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await h.logIn(passkey)).status).toBe(200);
  });

  it('refuses a replayed answer, another origin, no user verification, a challenge of its own and another worker’s user handle', async () => {
    const h = helpers(t);
    const { passkey } = await h.register(SEED_WORKERS.lee.phone);
    const options = await h.loginOptions();
    const credential = assert(passkey, options, ORIGIN);
    expect((await h.answer(credential)).status).toBe(200);
    expect(await errorOf(await h.answer(credential))).toMatchObject({ code: 'PASSKEY_REFUSED', message: expect.stringMatching(/used or is too old/) });

    for (const bend of [{ origin: 'https://evil.example' }, { unverified: true }]) {
      expect(await errorOf(await h.logIn(passkey, bend))).toMatchObject({ code: 'PASSKEY_REFUSED' });
    }
    expect(await errorOf(await h.logIn(passkey, { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }))).toMatchObject({ code: 'PASSKEY_REFUSED', message: expect.stringMatching(/used or is too old/) });

    // Lee's passkey claiming to be kim's: the user handle must be the passkey's own worker.
    const claimsKim: SoftPasskey = { ...passkey, userHandle: Buffer.from(SEED_WORKERS.kim.id.replace(/-/g, ''), 'hex').toString('base64url') };
    expect(await errorOf(await h.logIn(claimsKim))).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });
    // An unknown credential.
    const { passkey: stranger } = createPasskey((await h.startRegistration((await t.api.login(SEED_WORKERS.choi.phone)).accessToken)).options, ORIGIN);
    expect(await errorOf(await h.logIn(stranger))).toMatchObject({ code: 'PASSKEY_REFUSED' });
  });

  it('never lets an admin’s passkey log in a worker, nor a worker’s an admin', async () => {
    const h = helpers(t);
    // Jung (an admin) adds a passkey; then asks for the login on this phone.
    const jungToken = await h.adminToken();
    const res = await t.api.post('/admin/passkeys/options', {}, { token: jungToken });
    const { registrationToken, options } = (await res.json()) as PasskeyRegistration;
    const { passkey: jungs, credential } = createPasskey(options, ORIGIN);
    expect((await t.api.post('/admin/passkeys', { registrationToken, credential }, { token: jungToken })).status).toBe(201);
    expect(await errorOf(await h.logIn(jungs))).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });

    // Kim's passkey answering jung's (admin) challenge.
    const { passkey: kims } = await h.register(SEED_WORKERS.kim.phone);
    const { deviceCookie } = await t.api.adminLogin(SEED_ADMINS.jung.phone, SEED_ADMINS.jung.employeeNumber, 'K001', 'P1001');
    const verify = await t.api.post('/admin/auth/verify', { phone: SEED_ADMINS.jung.phone, employeeNumber: SEED_ADMINS.jung.employeeNumber, preferPasskey: true }, { headers: { cookie: deviceCookie } });
    const { passkeyToken } = (await verify.json()) as AdminCodeSent;
    const adminOptions = (await (await t.api.post('/admin/auth/passkey/options', { passkeyToken })).json()) as PasskeyRequestOptions;
    const crossed = await t.api.post('/admin/auth/passkey', { passkeyToken, credential: assert(kims, adminOptions, ORIGIN) });
    expect(await errorOf(crossed)).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });

    // An admin's login challenge is no worker's: kim's answer to it does not log kim in.
    const verifyAgain = await t.api.post('/admin/auth/verify', { phone: SEED_ADMINS.jung.phone, employeeNumber: SEED_ADMINS.jung.employeeNumber, preferPasskey: true }, { headers: { cookie: deviceCookie } });
    const again = (await verifyAgain.json()) as AdminCodeSent;
    const adminChallenge = (await (await t.api.post('/admin/auth/passkey/options', { passkeyToken: again.passkeyToken })).json()) as PasskeyRequestOptions;
    expect(await errorOf(await h.answer(assert(kims, adminChallenge, ORIGIN)))).toMatchObject({ code: 'PASSKEY_REFUSED', message: expect.stringMatching(/used or is too old/) });

    // A worker's registration token is no admin's, and the other way round.
    const kimToken = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
    const kimsRegistration = await h.startRegistration(kimToken);
    const forAdmin = createPasskey(kimsRegistration.options, ORIGIN).credential;
    expect(await errorOf(await t.api.post('/admin/passkeys', { registrationToken: kimsRegistration.registrationToken, credential: forAdmin }, { token: jungToken }))).toMatchObject({ code: 'PASSKEY_REFUSED' });
    const jungsRegistration = (await (await t.api.post('/admin/passkeys/options', {}, { token: jungToken })).json()) as PasskeyRegistration;
    const forWorker = createPasskey(jungsRegistration.options, ORIGIN).credential;
    expect(await errorOf(await t.api.post('/account/passkeys', { registrationToken: jungsRegistration.registrationToken, credential: forWorker }, { token: kimToken }))).toMatchObject({ code: 'PASSKEY_REFUSED' });
  });
});

describe('worker passkeys: who may add, list and remove, and what ends them', () => {
  const t = useTestApp();

  it('lets only the signed-in worker see, add and remove their own passkeys', async () => {
    const h = helpers(t);
    expect((await t.api.post('/account/passkeys/options', {})).status).toBe(401);
    expect((await t.api.get('/account/passkeys')).status).toBe(401);
    expect(await errorOf(await t.api.get('/account/passkeys', { token: await h.adminToken() }))).toMatchObject({ code: 'FORBIDDEN' });
    const kim = await t.api.login(SEED_WORKERS.kim.phone);
    expect(await errorOf(await t.api.get('/admin/passkeys', { token: kim.accessToken }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(await t.api.post('/account/passkeys/options', {}, { token: kim.accessToken, xsrf: false }))).toMatchObject({ code: 'XSRF_MISMATCH' });
    // A worker who must change the password first adds no passkey.
    const park = await t.api.login(SEED_WORKERS.park.phone);
    expect(await errorOf(await t.api.post('/account/passkeys/options', {}, { token: park.accessToken }))).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    // Lee cannot finish kim's registration, even with kim's token and credential.
    const { registrationToken, options } = await h.startRegistration(kim.accessToken);
    const { credential } = createPasskey(options, ORIGIN);
    const lee = await t.api.login(SEED_WORKERS.lee.phone);
    expect(await errorOf(await t.api.post('/account/passkeys', { registrationToken, credential }, { token: lee.accessToken }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.db.selectFrom('passkeys').selectAll().where('user_id', 'is not', null).execute()).toEqual([]);

    const { passkey, listed } = await h.register(SEED_WORKERS.kim.phone);
    // Lee sees none of kim's and cannot remove one (404, as an unknown one).
    expect(((await (await t.api.get('/account/passkeys', { token: lee.accessToken })).json()) as PasskeyList).items).toEqual([]);
    const leesTry = await t.api.request('DELETE', `${API_PREFIX}/account/passkeys/${listed.id}`, { token: lee.accessToken });
    expect(await errorOf(leesTry)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await h.logIn(passkey)).status).toBe(200);

    // Kim removes it: it logs nobody in any more.
    const removed = await t.api.request('DELETE', `${API_PREFIX}/account/passkeys/${listed.id}`, { token: (await t.api.login(SEED_WORKERS.kim.phone)).accessToken });
    expect(removed.status).toBe(204);
    expect(await errorOf(await h.logIn(passkey))).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });
  });

  it('a worker who must change the password logs in by passkey as by password: ynConvertPassword N, and nothing else until it is changed', async () => {
    const h = helpers(t);
    const { passkey } = await h.register(SEED_WORKERS.han.phone);
    await t.db.updateTable('users').set({ yn_convert_password: 'N' }).where('id', '=', SEED_WORKERS.han.id).execute();
    const res = await h.logIn(passkey);
    expect(res.status).toBe(200);
    const session = (await res.json()) as UserSession;
    expect(session.ynConvertPassword).toBe('N');
    expect(await errorOf(await t.api.get('/work/weekly', { token: session.accessToken }))).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('a new password and a cancelled account end the passkeys; a refused answer counts against the address', async () => {
    const h = helpers(t);
    const { passkey, token } = await h.register(SEED_WORKERS.kang.phone);
    const changed = await t.api.post('/account/password', { currentPassword: SEED_PASSWORD, newPassword: 'Another-pass-2026!' }, { token });
    expect(changed.status).toBe(204);
    expect(await t.db.selectFrom('passkeys').selectAll().where('user_id', '=', SEED_WORKERS.kang.id).execute()).toEqual([]);
    expect(await errorOf(await h.logIn(passkey))).toMatchObject({ code: 'PASSKEY_REFUSED' });

    const moon = await h.register(SEED_WORKERS.moon.phone);
    const cancelled = await t.api.post('/account/cancel', { password: SEED_PASSWORD, confirmPrecautions: true }, { token: moon.token });
    expect(cancelled.status).toBe(204);
    expect(await errorOf(await h.logIn(moon.passkey))).toMatchObject({ code: 'PASSKEY_REFUSED' });

    const failures = await t.db.selectFrom('auth_failures').select('scope').where('scope', '=', 'user-login:address').execute();
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a cancelled account’s passkey even if it were still there', async () => {
    const h = helpers(t);
    const { passkey } = await h.register(SEED_WORKERS.bae.phone);
    await t.db.updateTable('users').set({ cancelled_at: t.clock.now() }).where('id', '=', SEED_WORKERS.bae.id).execute();
    expect(await errorOf(await h.logIn(passkey))).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The account of this passkey can no longer log in.' });
  });
});
