/**
 * Token attacks against bearer authentication, each answered 401: every forged or misused token is
 * sent to a worker's call and to an admin's call. The forgeries start from the server's real
 * signing key where that is the point (a wrong issuer or audience signed correctly), so only the
 * property under attack is wrong.
 */
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVerifyAnswer } from '#contract/api-auth.ts';
import type { QrCode } from '#contract/api-qr.ts';
import { SEED_ADMINS, SEED_WORKERS } from '../seed/seed.ts';
import { AUDIENCE, CLOCK_TOLERANCE_SECONDS, ISSUER } from '../modules/auth/tokens.ts';
import { errorOf, useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const kim = SEED_WORKERS.kim;
const jung = SEED_ADMINS.jung;

let serverKey: { kid: string; privateKey: KeyObject; publicKeyPem: string };
let worker: { accessToken: string; refreshToken: string };
let admin: { accessToken: string; refreshToken: string };

beforeAll(async () => {
  worker = await t.api.login(kim.phone);
  admin = await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
  const row = await t.db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  // The server's key is sealed at rest; the test opens it with the app's data key, as an attacker with the database alone cannot.
  serverKey = { kid: row.kid, privateKey: createPrivateKey(t.cipher.open(row.private_key_sealed ?? '', 'signing_keys.private_key')), publicKeyPem: row.public_key_pem };
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const seconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** The session (refresh family) a token names. */
function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { fam?: string };
  return payload.fam ?? '';
}

/** The claims of a genuine access token of the subject, valid for 10 minutes from now. */
function accessClaims(subject: 'worker' | 'admin', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = seconds();
  // The session of the genuine login (an access token names it: bearer-auth checks it is still on).
  const fam = sessionOf(subject === 'worker' ? worker.accessToken : admin.accessToken);
  const base =
    subject === 'worker'
      ? { typ: 'access', role: 'user', sub: kim.id, fam }
      : { typ: 'access', role: 'admin', sub: jung.id, corporationCode: 'K001', siteCode: 'P1001', fam };
  return { ...base, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 600, jti: randomUUID(), ...overrides };
}

/** Signs claims as jose would, with the given key and algorithm (the server's own key unless told). */
function signWith(claims: Record<string, unknown>, options: { alg?: string; key?: KeyObject; kid?: string } = {}): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'EdDSA', kid: options.kid ?? serverKey.kid })
    .sign(options.key ?? serverKey.privateKey);
}

/** An HMAC-signed token made by hand (jose refuses an asymmetric public key as an HMAC secret). */
function hs256(claims: Record<string, unknown>, secret: string | Buffer): string {
  const signingInput = `${b64({ alg: 'HS256', typ: 'JWT', kid: serverKey.kid })}.${b64(claims)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

type Attack = [name: string, forge: (subject: 'worker' | 'admin') => Promise<string>];

const ATTACKS: Attack[] = [
  ['alg none (no signature)', (subject) => Promise.resolve(`${b64({ alg: 'none', typ: 'JWT', kid: serverKey.kid })}.${b64(accessClaims(subject))}.`)],
  ['alg none with the genuine signature kept', async (subject) => {
    const genuine = subject === 'worker' ? worker.accessToken : admin.accessToken;
    const [, payload, signature] = genuine.split('.');
    return `${b64({ alg: 'none', typ: 'JWT' })}.${payload ?? ''}.${signature ?? ''}`;
  }],
  ['HS256 signed with the server public key (key confusion)', (subject) => Promise.resolve(hs256(accessClaims(subject), serverKey.publicKeyPem))],
  ['HS256 signed with the server public key in DER', (subject) => {
    const der = createPublicKey(serverKey.publicKeyPem).export({ type: 'spki', format: 'der' });
    return Promise.resolve(hs256(accessClaims(subject), der));
  }],
  ['RS256 signed by an RSA key of the attacker', (subject) => signWith(accessClaims(subject), { alg: 'RS256', key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey })],
  ['signed by another Ed25519 key under the server key id', (subject) => signWith(accessClaims(subject), { key: generateKeyPairSync('ed25519').privateKey })],
  ['signed by another Ed25519 key under an unknown key id', (subject) => signWith(accessClaims(subject), { key: generateKeyPairSync('ed25519').privateKey, kid: 'attacker-key' })],
  ['expired beyond the 30 s leeway', (subject) => {
    const now = seconds();
    return signWith(accessClaims(subject, { iat: now - 1000, exp: now - CLOCK_TOLERANCE_SECONDS - 5 }));
  }],
  ['wrong issuer', (subject) => signWith(accessClaims(subject, { iss: 'someone-else' }))],
  ['wrong audience', (subject) => signWith(accessClaims(subject, { aud: 'another-app' }))],
  ['no audience', (subject) => signWith(accessClaims(subject, { aud: undefined }))],
  ['no expiry', (subject) => signWith(accessClaims(subject, { exp: undefined }))],
  ['no typ claim', (subject) => signWith(accessClaims(subject, { typ: undefined }))],
  ['a refresh token', (subject) => Promise.resolve(subject === 'worker' ? worker.refreshToken : admin.refreshToken)],
  ['a refresh-typed token signed by the server', (subject) => signWith(accessClaims(subject, { typ: 'refresh', fam: randomUUID() }))],
  ['an admin-verify token', async () => {
    const res = await t.api.post('/admin/auth/verify', { phone: jung.phone, employeeNumber: jung.employeeNumber });
    return ((await res.json()) as AdminVerifyAnswer).verificationToken;
  }],
  ['a QR code payload', async () => {
    const res = await t.api.post('/qr/codes', { eventType: 'EndWork' }, { token: worker.accessToken });
    expect(res.status).toBe(201);
    return ((await res.json()) as QrCode).payload;
  }],
  ['a correctly signed token naming no session', (subject) => signWith(accessClaims(subject, { fam: undefined }))],
  ['a correctly signed token naming a session that never was', (subject) => signWith(accessClaims(subject, { fam: randomUUID() }))],
  ['the access token of a session that logged out', async (subject) => {
    const session = subject === 'worker' ? await t.api.login(kim.phone) : await t.api.adminLogin(jung.phone, jung.employeeNumber, 'K001', 'P1001');
    const path = subject === 'worker' ? '/auth/logout' : '/admin/auth/logout';
    expect((await t.api.post(path, { refreshToken: session.refreshToken }, { token: session.accessToken })).status).toBe(204);
    return session.accessToken;
  }],
  ['a genuine token with its payload swapped for another subject', async (subject) => {
    const [header, , signature] = (subject === 'worker' ? worker.accessToken : admin.accessToken).split('.');
    return `${header ?? ''}.${b64(accessClaims(subject, { sub: SEED_WORKERS.lee.id }))}.${signature ?? ''}`;
  }],
];

const CALLS = {
  worker: '/users/homeProjectSetting',
  admin: '/admin/currentSite',
} as const;

describe('token attacks: each answered 401', () => {
  it('the genuine tokens work (so a 401 below is the attack being refused)', async () => {
    expect((await t.api.get(CALLS.worker, { token: worker.accessToken })).status).toBe(200);
    expect((await t.api.get(CALLS.admin, { token: admin.accessToken })).status).toBe(200);
    expect((await t.api.get(CALLS.worker, { token: await signWith(accessClaims('worker')) })).status).toBe(200);
    expect((await t.api.get(CALLS.admin, { token: await signWith(accessClaims('admin')) })).status).toBe(200);
  });

  describe.each(ATTACKS)('%s', (_name, forge) => {
    it.each(['worker', 'admin'] as const)('on a %s call', async (subject) => {
      const res = await t.api.get(CALLS[subject], { token: await forge(subject) });
      expect(res.status).toBe(401);
      expect(['UNAUTHORIZED', 'TOKEN_EXPIRED']).toContain((await errorOf(res)).code);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    });
  });
});

describe('sessions end at once', () => {
  it("a password change ends every session's access tokens, the other phone's too, not 15 minutes later", async () => {
    const moon = SEED_WORKERS.moon;
    const [phone, tablet] = [await t.api.login(moon.phone), await t.api.login(moon.phone)];
    expect((await t.api.get(CALLS.worker, { token: tablet.accessToken })).status).toBe(200);
    const changed = await t.api.post('/account/password', { currentPassword: 'Wfm!demo2026', newPassword: 'Wfm!changed2026' }, { token: phone.accessToken });
    expect(changed.status).toBe(204);
    for (const session of [phone, tablet]) {
      const res = await t.api.get(CALLS.worker, { token: session.accessToken });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toMatch(/session has ended/);
    }
  });
});
