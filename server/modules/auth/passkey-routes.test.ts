import { describe, expect, it } from 'vitest';
import type { AdminCodeSent, AdminVerifyAnswer } from '#contract/api-auth.ts';
import type { Passkey, PasskeyList, PasskeyAttestation, PasskeyRegistration, PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { SEED_ADMINS, SEED_WORKERS } from '../../seed/seed.ts';
import { assert, createPasskey, type Bend, type SoftPasskey } from '../../testing/soft-authenticator.ts';
import { deviceCookieOf, errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { PASSKEY_TTL_SECONDS } from './tokens.ts';
import { deviceLabel } from './passkeys.ts';

/** app.request() asks http://localhost/…: the relying party of a test without PUBLIC_ORIGIN. */
const ORIGIN = 'http://localhost';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

interface Admin {
  phone: string;
  employeeNumber: string;
  corporationCode: string;
  siteCode: string;
}

const jung: Admin = { phone: SEED_ADMINS.jung.phone, employeeNumber: SEED_ADMINS.jung.employeeNumber, corporationCode: 'K001', siteCode: 'P1001' };
const oh: Admin = { phone: SEED_ADMINS.oh.phone, employeeNumber: SEED_ADMINS.oh.employeeNumber, corporationCode: 'K001', siteCode: 'P1002' };

function helpers(t: TestApp, origin = ORIGIN) {
  /** Each admin's trusted-device cookie of this "phone", left by its last login: the passkey is offered only there. */
  const devices = new Map<string, string>();
  const session = async (admin: Admin) => {
    const started = await t.api.adminLogin(admin.phone, admin.employeeNumber, admin.corporationCode, admin.siteCode);
    devices.set(admin.phone, started.deviceCookie);
    return started;
  };

  async function smsCount(): Promise<number> {
    const row = await t.db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function startRegistration(token: string): Promise<PasskeyRegistration> {
    const res = await t.api.post('/admin/passkeys/options', {}, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as PasskeyRegistration;
  }

  function addPasskey(token: string, registrationToken: string, credential: PasskeyAttestation): Promise<Response> {
    return t.api.post('/admin/passkeys', { registrationToken, credential }, { token, headers: { 'user-agent': ANDROID_CHROME } });
  }

  /** A signed-in admin registers a passkey: the soft authenticator's key and the listed passkey. */
  async function register(admin: Admin, bend: Bend = {}): Promise<{ passkey: SoftPasskey; listed: Passkey; token: string }> {
    const { accessToken } = await session(admin);
    const { registrationToken, options } = await startRegistration(accessToken);
    const { passkey, credential } = createPasskey(options, origin, bend);
    const res = await addPasskey(accessToken, registrationToken, credential);
    expect(res.status).toBe(201);
    return { passkey, listed: (await res.json()) as Passkey, token: accessToken };
  }

  /** Step 1 from this admin's phone (its device cookie, once it logged in here), or from a new one (`fromNewDevice`). */
  async function verify(admin: Admin, preferPasskey = true, fromNewDevice = false): Promise<AdminCodeSent> {
    const cookie = fromNewDevice ? undefined : devices.get(admin.phone);
    const res = await t.api.post('/admin/auth/verify', { phone: admin.phone, employeeNumber: admin.employeeNumber, preferPasskey }, { headers: cookie ? { cookie } : {} });
    expect(res.status).toBe(200);
    return (await res.json()) as AdminCodeSent;
  }

  async function options(passkeyToken: string): Promise<PasskeyRequestOptions> {
    const res = await t.api.post('/admin/auth/passkey/options', { passkeyToken });
    expect(res.status).toBe(200);
    return (await res.json()) as PasskeyRequestOptions;
  }

  function answer(passkeyToken: string, credential: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return t.api.post('/admin/auth/passkey', { passkeyToken, credential }, { headers });
  }

  return { session, smsCount, startRegistration, addPasskey, register, verify, options, answer };
}

describe('admin passkeys: register, then log in without an SMS', () => {
  const t = useTestApp();

  it('registers a passkey for the signed-in admin and logs in with it: no SMS, the same answer as the code, a trusted device', async () => {
    const h = helpers(t);
    const { passkey, listed, token } = await h.register(jung);
    expect(listed).toMatchObject({ label: 'Chrome · Android', lastUsedAt: null });
    const list = (await (await t.api.get('/admin/passkeys', { token })).json()) as PasskeyList;
    expect(list.items.map((item) => item.id)).toEqual([listed.id]);
    // Only the public key is kept.
    const stored = await t.db.selectFrom('passkeys').selectAll().where('id', '=', listed.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ admin_id: SEED_ADMINS.jung.id, credential_id: passkey.credentialId.toString('base64url'), transports: 'internal hybrid' });

    const before = await h.smsCount();
    const offered = await h.verify(jung);
    expect(Object.keys(offered).sort()).toEqual(['expiresInSeconds', 'passkeyToken', 'sentTo']);
    expect(offered).toMatchObject({ sentTo: '010-****-5432', expiresInSeconds: PASSKEY_TTL_SECONDS });
    const challenge = await h.options(offered.passkeyToken ?? '');
    expect(challenge).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [{ id: passkey.credentialId.toString('base64url'), type: 'public-key' }] });

    const res = await h.answer(offered.passkeyToken ?? '', assert(passkey, challenge, ORIGIN));
    expect(res.status).toBe(200);
    const verified = (await res.json()) as AdminVerifyAnswer;
    expect(verified.adminName).toBe(SEED_ADMINS.jung.name);
    expect(verified.sites.map((site) => site.siteCode)).toEqual(['P1001', 'P2001']);
    expect(res.headers.get('set-cookie') ?? '').toMatch(/wfm-device-admin=[^;]+;.*HttpOnly/);
    expect(await h.smsCount()).toBe(before);

    const login = await t.api.post('/admin/auth/login', { verificationToken: verified.verificationToken, corporationCode: 'K001', siteCode: 'P1001' }, { headers: { cookie: deviceCookieOf(res) } });
    expect(login.status).toBe(200);
    const used = await t.db.selectFrom('passkeys').select(['counter', 'last_used_at']).where('id', '=', listed.id).executeTakeFirstOrThrow();
    expect(Number(used.counter)).toBe(1);
    expect(used.last_used_at).toEqual(t.clock.now());

    const audit = await t.db.selectFrom('admin_login_audit').select(['stage', 'outcome']).where('admin_id', '=', SEED_ADMINS.jung.id).orderBy('at').execute();
    expect(audit).toEqual(expect.arrayContaining([{ stage: 'passkey-add', outcome: 'SUCCESS' }, { stage: 'passkey', outcome: 'SUCCESS' }]));
  });

  it("offers the passkey only on a device the admin logged in on before: from any other the answer is the SMS, as for an admin without one (issue 31)", async () => {
    const h = helpers(t);
    await h.register(jung);
    const before = await h.smsCount();
    const elsewhere = await h.verify(jung, true, true);
    expect(Object.keys(elsewhere).sort()).toEqual(['codeToken', 'expiresInSeconds', 'sentTo']);
    expect(await h.smsCount()).toBe(before + 1);
    expect(Object.keys(await h.verify(jung))).toContain('passkeyToken');
  });

  it('keeps the SMS as the way back: asked without preferPasskey, or by an admin without a passkey', async () => {
    const h = helpers(t);
    const before = await h.smsCount();
    const sms = await h.verify(jung, false);
    expect(Object.keys(sms).sort()).toEqual(['codeToken', 'expiresInSeconds', 'sentTo']);
    const none = await h.verify(oh, true);
    expect(Object.keys(none).sort()).toEqual(['codeToken', 'expiresInSeconds', 'sentTo']);
    expect(await h.smsCount()).toBe(before + 2);
  });

  it('refuses an answer to another challenge, a replayed answer and a late one', async () => {
    const h = helpers(t);
    const { passkey } = await h.register(jung);
    const first = await h.verify(jung);
    const firstOptions = await h.options(first.passkeyToken ?? '');
    const second = await h.verify(jung);
    const secondOptions = await h.options(second.passkeyToken ?? '');

    // Signed for the first challenge, sent with the second token: refused, and the second is spent.
    const crossed = await h.answer(second.passkeyToken ?? '', assert(passkey, firstOptions, ORIGIN));
    expect(crossed.status).toBe(422);
    expect(await errorOf(crossed)).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });
    const spent = await h.answer(second.passkeyToken ?? '', assert(passkey, secondOptions, ORIGIN));
    expect(await errorOf(spent)).toMatchObject({ code: 'PASSKEY_REFUSED', message: expect.stringMatching(/used or is too old/) });

    // The right answer works once.
    const good = assert(passkey, firstOptions, ORIGIN);
    expect((await h.answer(first.passkeyToken ?? '', good)).status).toBe(200);
    const replayed = await h.answer(first.passkeyToken ?? '', good);
    expect(replayed.status).toBe(422);
    expect(await errorOf(replayed)).toMatchObject({ code: 'PASSKEY_REFUSED', message: expect.stringMatching(/used or is too old/) });
    // Nor does it answer a fresh challenge.
    const third = await h.verify(jung);
    const again = await h.answer(third.passkeyToken ?? '', good);
    expect(await errorOf(again)).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });

    // 5 minutes.
    const late = await h.verify(jung);
    const lateOptions = await h.options(late.passkeyToken ?? '');
    t.clock.advance(PASSKEY_TTL_SECONDS * 1000 + 31_000);
    const tooLate = await h.answer(late.passkeyToken ?? '', assert(passkey, lateOptions, ORIGIN));
    expect(tooLate.status).toBe(422);
    expect(await errorOf(tooLate)).toMatchObject({ code: 'PASSKEY_REFUSED' });
  });

  it("refuses another admin's passkey, another origin, no user verification and a forged token", async () => {
    const h = helpers(t);
    const { passkey: jungs } = await h.register(jung);
    const { passkey: ohs } = await h.register(oh);
    const offered = await h.verify(jung);
    const options = await h.options(offered.passkeyToken ?? '');
    for (const credential of [assert(ohs, options, ORIGIN), assert(jungs, options, 'https://evil.example'), assert(jungs, options, ORIGIN, { unverified: true })]) {
      const res = await h.answer(offered.passkeyToken ?? '', credential);
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({ code: 'PASSKEY_REFUSED' });
    }
    // Each refusal spent the challenge; a fresh one with the same bends is refused as such.
    for (const bend of [{ origin: 'https://evil.example' }, { unverified: true }]) {
      const fresh = await h.verify(jung);
      const res = await h.answer(fresh.passkeyToken ?? '', assert(jungs, await h.options(fresh.passkeyToken ?? ''), ORIGIN, bend));
      expect(await errorOf(res)).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });
    }
    const otherAdmins = await h.verify(jung);
    const ohsAnswer = await h.answer(otherAdmins.passkeyToken ?? '', assert(ohs, await h.options(otherAdmins.passkeyToken ?? ''), ORIGIN));
    expect(await errorOf(ohsAnswer)).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The passkey did not prove this person.' });

    expect(await errorOf(await h.answer('x'.repeat(40), assert(jungs, options, ORIGIN)))).toMatchObject({ code: 'UNAUTHORIZED' });
    // A code token is no passkey token.
    const sms = await h.verify(jung, false);
    expect(await errorOf(await h.answer(sms.codeToken ?? '', assert(jungs, options, ORIGIN)))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await t.api.post('/admin/auth/code', { codeToken: offered.passkeyToken, code: '123456' })).status).toBe(401);
  });
});

describe('admin passkeys: who may add, list and remove', () => {
  const t = useTestApp();

  it('lets only the signed-in admin add a passkey for themself', async () => {
    const h = helpers(t);
    expect((await t.api.post('/admin/passkeys/options', {})).status).toBe(401);
    const worker = await t.api.login(SEED_WORKERS.kim.phone);
    expect(await errorOf(await t.api.post('/admin/passkeys/options', {}, { token: worker.accessToken }))).toMatchObject({ code: 'FORBIDDEN' });
    const { accessToken: jungs } = await h.session(jung);
    expect(await errorOf(await t.api.post('/admin/passkeys/options', {}, { token: jungs, xsrf: false }))).toMatchObject({ code: 'XSRF_MISMATCH' });

    // Another admin cannot finish jung's registration, even with jung's token and credential.
    const { registrationToken, options } = await h.startRegistration(jungs);
    const { credential } = createPasskey(options, ORIGIN);
    const { accessToken: ohs } = await h.session(oh);
    expect(await errorOf(await h.addPasskey(ohs, registrationToken, credential))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(await h.addPasskey(worker.accessToken, registrationToken, credential))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
    // A code token is no registration token (and never a 401, which would end the app's session).
    expect(await errorOf(await h.addPasskey(jungs, (await h.verify(jung)).codeToken ?? '', credential))).toMatchObject({ code: 'PASSKEY_REFUSED' });

    expect((await h.addPasskey(jungs, registrationToken, credential)).status).toBe(201);
    // Once.
    expect(await errorOf(await h.addPasskey(jungs, registrationToken, credential))).toMatchObject({ code: 'PASSKEY_REFUSED', message: expect.stringMatching(/used or is too old/) });
  });

  it('refuses a new passkey from another origin, without user verification, for another challenge, or already registered', async () => {
    const h = helpers(t);
    const { accessToken } = await h.session(oh);
    for (const bend of [{ origin: 'https://evil.example' }, { unverified: true }, { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }]) {
      const { registrationToken, options } = await h.startRegistration(accessToken);
      const res = await h.addPasskey(accessToken, registrationToken, createPasskey(options, ORIGIN, bend).credential);
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'The new passkey could not be verified.' });
    }
    const first = await h.startRegistration(accessToken);
    const { credential } = createPasskey(first.options, ORIGIN);
    expect((await h.addPasskey(accessToken, first.registrationToken, credential)).status).toBe(201);
    // The phone's passkey is excluded from the next registration, and refused if sent all the same.
    const second = await h.startRegistration(accessToken);
    expect(second.options.excludeCredentials?.map((item) => item.id)).toEqual([credential.id]);
    expect(second.options).toMatchObject({ rp: { id: 'localhost', name: 'WFM' }, user: { name: SEED_ADMINS.oh.employeeNumber, displayName: SEED_ADMINS.oh.name }, authenticatorSelection: { userVerification: 'required' }, attestation: 'none' });
    const again = createPasskey(second.options, ORIGIN, { credentialId: Buffer.from(credential.id, 'base64url') }).credential;
    const exists = await h.addPasskey(accessToken, second.registrationToken, again);
    expect(exists.status).toBe(422);
    expect(await errorOf(exists)).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'This passkey is already registered.' });
  });

  it("lists and removes only the admin's own passkeys; without one the login texts a code again", async () => {
    const h = helpers(t);
    const mine = await h.register(jung);
    const theirs = await h.register(oh);
    const jungsList = (await (await t.api.get('/admin/passkeys', { token: mine.token })).json()) as PasskeyList;
    expect(jungsList.items.map((item) => item.id)).toContain(mine.listed.id);
    expect(jungsList.items.map((item) => item.id)).not.toContain(theirs.listed.id);

    const remove = (id: string, token: string, xsrf = true) => t.api.request('DELETE', `/v1/mobile/wfm/admin/passkeys/${id}`, { token, xsrf });
    expect((await remove(theirs.listed.id, mine.token)).status).toBe(404);
    expect((await remove(mine.listed.id, mine.token, false)).status).toBe(403);
    expect((await remove('not-a-uuid', mine.token)).status).toBe(400);
    const worker = await t.api.login(SEED_WORKERS.kim.phone);
    expect((await remove(mine.listed.id, worker.accessToken)).status).toBe(403);

    for (const { id } of jungsList.items) expect((await remove(id, mine.token)).status).toBe(204);
    expect(((await (await t.api.get('/admin/passkeys', { token: mine.token })).json()) as PasskeyList).items).toEqual([]);
    expect(Object.keys(await h.verify(jung))).toContain('codeToken');
    // oh's is still there.
    expect(Object.keys(await h.verify(oh))).toContain('passkeyToken');
    const audit = await t.db.selectFrom('admin_login_audit').select(['outcome']).where('stage', '=', 'passkey-remove').where('admin_id', '=', SEED_ADMINS.jung.id).execute();
    expect(audit.map((row) => row.outcome)).toEqual(expect.arrayContaining(['SUCCESS', 'NOT_FOUND']));
  });
});

describe('admin passkeys behind a configured origin (PUBLIC_ORIGIN, WEBAUTHN_RP_ID)', () => {
  const t = useTestApp({ config: { publicOrigin: 'https://admin.wfm.example.com', webauthnRpId: 'wfm.example.com' } });

  it('scopes passkeys to the configured relying party and accepts only its origin', async () => {
    const h = helpers(t, 'https://admin.wfm.example.com');
    const { passkey } = await h.register(oh);
    expect(passkey.rpId).toBe('wfm.example.com');
    const offered = await h.verify(oh);
    const options = await h.options(offered.passkeyToken ?? '');
    expect(options.rpId).toBe('wfm.example.com');
    // The request's own host (localhost) is not the origin.
    expect(await errorOf(await h.answer(offered.passkeyToken ?? '', assert(passkey, options, ORIGIN)))).toMatchObject({ code: 'PASSKEY_REFUSED' });
    const fresh = await h.verify(oh);
    expect((await h.answer(fresh.passkeyToken ?? '', assert(passkey, await h.options(fresh.passkeyToken ?? ''), 'https://admin.wfm.example.com'))).status).toBe(200);
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system, in no language', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome · Android');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari · iPhone');
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36')).toBe('Samsung Internet · Android');
    expect(deviceLabel(undefined)).toBe('');
  });
});
