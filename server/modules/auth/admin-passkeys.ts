/**
 * Admin passkeys (decision 063, @simplewebauthn/server): a signed-in admin registers a passkey; a
 * later login answers its challenge instead of the SMS code. Only public keys are kept
 * (admin_passkeys). Every challenge is a row of admin_passkey_challenges, bound to its admin and
 * purpose, used once (one atomic UPDATE spends it before the answer is checked, so a replayed or
 * parallel answer finds it spent) and for ADMIN_PASSKEY_TTL_SECONDS. User verification (the phone's
 * lock: fingerprint, face, PIN) is required both at registration and at login.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AdminPasskey, PasskeyAssertion, PasskeyAttestation, PasskeyCreationOptions, PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { ADMIN_PASSKEY_TTL_SECONDS } from './tokens.ts';

/** The relying party a request speaks to (http/relying-party.ts makes it from the configuration). */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

interface Deps {
  db: Db;
  now: () => Date;
}

type Purpose = 'register' | 'login';

/**
 * The public-key algorithms offered and accepted (COSE ids): ES256, which every phone's passkey
 * offers, EdDSA and RS256 (Windows Hello). Named, not the library's default, which probes the runtime
 * for the post-quantum ML-DSA (an experimental Node API that warns on stderr) and would differ
 * between Node versions of the replicas.
 */
const ALGORITHMS = [-7, -8, -257];

/** A passkey may exist only for an admin: at most this many each (one per phone, a few phones). */
const MAX_PASSKEYS_PER_ADMIN = 10;

/** Every refusal is PASSKEY_REFUSED (the person's next step is the same: try again, or the SMS); the message says which. */
function refused(message = 'The passkey did not prove this admin.'): DomainError {
  return new DomainError('PASSKEY_REFUSED', message);
}

function expired(): DomainError {
  return refused('The passkey challenge was used or is too old; start again.');
}

function transportsOf(row: { transports: string }): string[] {
  return row.transports.split(' ').filter(Boolean);
}

async function passkeyRows(db: Db, adminId: string) {
  return db.selectFrom('admin_passkeys').selectAll().where('admin_id', '=', adminId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function adminHasPasskey(db: Db, adminId: string): Promise<boolean> {
  return (await db.selectFrom('admin_passkeys').select('id').where('admin_id', '=', adminId).limit(1).executeTakeFirst()) !== undefined;
}

async function newChallenge(deps: Deps, adminId: string, purpose: Purpose): Promise<{ id: string; challenge: string }> {
  const now = deps.now();
  const row = { id: randomUUID(), challenge: randomBytes(32).toString('base64url') };
  await deps.db
    .insertInto('admin_passkey_challenges')
    .values({ ...row, admin_id: adminId, purpose, expires_at: new Date(now.getTime() + ADMIN_PASSKEY_TTL_SECONDS * 1000), created_at: now })
    .execute();
  return row;
}

/** The challenge, when it is still there to be used (not spent, not late). */
async function openChallenge(deps: Deps, id: string, adminId: string, purpose: Purpose): Promise<string> {
  const row = await deps.db
    .selectFrom('admin_passkey_challenges')
    .select('challenge')
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  if (!row) throw expired();
  return row.challenge;
}

/** Spends the challenge (once, atomically): its value, or a refusal when it was spent or is late. */
async function spendChallenge(deps: Deps, id: string, adminId: string, purpose: Purpose): Promise<string> {
  const now = deps.now();
  const row = await deps.db
    .updateTable('admin_passkey_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst();
  if (!row) throw expired();
  return row.challenge;
}

/** What every answer is checked against: our challenge, origin and relying party, and a verified user. */
function expected(rp: RelyingParty, challenge: string) {
  return { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true };
}

// --- login ------------------------------------------------------------------------------------

/** A login challenge for the admin (after phone + employee number): its id goes in the passkey token. */
export async function startPasskeyLogin(deps: Deps, adminId: string): Promise<string> {
  return (await newChallenge(deps, adminId, 'login')).id;
}

/** What the browser needs to answer the login challenge: the challenge and the admin's credentials. */
export async function passkeyLoginOptions(deps: Deps, rp: RelyingParty, challengeId: string, adminId: string): Promise<PasskeyRequestOptions> {
  const challenge = await openChallenge(deps, challengeId, adminId, 'login');
  const rows = await passkeyRows(deps.db, adminId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: ADMIN_PASSKEY_TTL_SECONDS * 1000,
    userVerification: 'required',
    allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
  });
  return {
    challenge: options.challenge,
    rpId: rp.id,
    timeout: ADMIN_PASSKEY_TTL_SECONDS * 1000,
    userVerification: 'required',
    allowCredentials: (options.allowCredentials ?? []).map((credential) => ({ id: credential.id, type: 'public-key' as const, ...(credential.transports ? { transports: [...credential.transports] } : {}) })),
  };
}

/**
 * Checks the passkey's answer to the login challenge: the challenge is spent first (a replay finds
 * it spent), then the credential must be one of this admin's and its signature, origin, relying
 * party and user verification must hold. Keeps the new signature counter and when it was used.
 */
export async function finishPasskeyLogin(deps: Deps, rp: RelyingParty, challengeId: string, adminId: string, credential: PasskeyAssertion): Promise<void> {
  const challenge = await spendChallenge(deps, challengeId, adminId, 'login');
  const row = await deps.db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('credential_id', '=', credential.id)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!row) throw refused();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      ...expected(rp, challenge),
      response: credential,
      credential: { id: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: Number(String(row.counter)), transports: transportsOf(row) },
    });
  } catch {
    throw refused();
  }
  if (!verification.verified || !verification.authenticationInfo.userVerified) throw refused();
  await deps.db
    .updateTable('admin_passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: deps.now() })
    .where('id', '=', row.id)
    .execute();
}

// --- registration and the admin's list --------------------------------------------------------

function uuidBytes(id: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));
}

/**
 * Starts adding a passkey for the signed-in admin: the options for navigator.credentials.create()
 * (the admin's existing credentials excluded, so a phone is not registered twice) and the id of the
 * challenge, which goes back in the registration token.
 */
export async function startPasskeyRegistration(deps: Deps, rp: RelyingParty, admin: AdminRow): Promise<{ challengeId: string; options: PasskeyCreationOptions }> {
  const rows = await passkeyRows(deps.db, admin.id);
  if (rows.length >= MAX_PASSKEYS_PER_ADMIN) throw refused(`An admin has at most ${MAX_PASSKEYS_PER_ADMIN} passkeys; remove one first.`);
  const { id, challenge } = await newChallenge(deps, admin.id, 'register');
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    // The same user id for every passkey of the admin: a phone keeps one passkey per admin.
    userID: uuidBytes(admin.id),
    userName: admin.employee_number,
    userDisplayName: admin.name,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: ADMIN_PASSKEY_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    preferredAuthenticatorType: 'localDevice',
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return {
    challengeId: id,
    options: {
      rp: { id: rp.id, name: rp.name },
      user: options.user,
      challenge: options.challenge,
      pubKeyCredParams: options.pubKeyCredParams.map((param) => ({ alg: param.alg, type: 'public-key' as const })),
      timeout: ADMIN_PASSKEY_TTL_SECONDS * 1000,
      excludeCredentials: (options.excludeCredentials ?? []).map((credential) => ({ id: credential.id, type: 'public-key' as const, ...(credential.transports ? { transports: [...credential.transports] } : {}) })),
      authenticatorSelection: { residentKey: 'preferred', requireResidentKey: false, userVerification: 'required' },
      hints: ['client-device'],
      attestation: 'none',
    },
  };
}

function summary(row: { id: string; label: string; created_at: Date; last_used_at: Date | null }): AdminPasskey {
  return { id: row.id, label: row.label, createdAt: formatSeoulIso(row.created_at), lastUsedAt: row.last_used_at ? formatSeoulIso(row.last_used_at) : null };
}

/**
 * Finishes adding a passkey: spends the registration challenge, verifies the new credential (origin,
 * relying party, user verification; no attestation is asked for) and keeps its public key.
 * PASSKEY_REFUSED when the challenge is spent or late, the answer does not verify or the credential is known.
 */
export async function finishPasskeyRegistration(
  deps: Deps,
  rp: RelyingParty,
  adminId: string,
  challengeId: string,
  credential: PasskeyAttestation,
  label: string,
): Promise<AdminPasskey> {
  const challenge = await spendChallenge(deps, challengeId, adminId, 'register');
  let verification;
  try {
    verification = await verifyRegistrationResponse({ ...expected(rp, challenge), response: credential, supportedAlgorithmIDs: ALGORITHMS });
  } catch {
    throw refused('The new passkey could not be verified.');
  }
  if (!verification.verified) throw refused('The new passkey could not be verified.');
  const { credential: created } = verification.registrationInfo;
  const row = {
    id: randomUUID(),
    admin_id: adminId,
    credential_id: created.id,
    public_key: created.publicKey,
    counter: created.counter,
    transports: (created.transports ?? []).join(' '),
    label,
    created_at: deps.now(),
  };
  const inserted = await deps.db
    .insertInto('admin_passkeys')
    .values(row)
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw refused('This passkey is already registered.');
  return summary({ ...row, last_used_at: null });
}

export async function listPasskeys(db: Db, adminId: string): Promise<AdminPasskey[]> {
  return (await passkeyRows(db, adminId)).map(summary);
}

/** Removes one of the admin's passkeys; another admin's (or an unknown one) is NOT_FOUND alike. */
export async function removePasskey(db: Db, adminId: string, passkeyId: string): Promise<void> {
  const removed = await db.deleteFrom('admin_passkeys').where('id', '=', passkeyId).where('admin_id', '=', adminId).returning('id').executeTakeFirst();
  if (!removed) throw new DomainError('NOT_FOUND', 'The admin has no passkey with this id.');
}

/** Drops challenges a day after they expired. */
export async function prunePasskeyChallenges(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('admin_passkey_challenges')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}

/**
 * What the admin's list says a passkey was added on, in no language: the browser and the system of
 * the user agent ("Chrome · Android", "Safari · iPhone"); '' when neither is known (the app then
 * says "Passkey").
 */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const system =
    /iPhone/.test(agent) ? 'iPhone'
    : /iPad/.test(agent) ? 'iPad'
    : /Android/.test(agent) ? 'Android'
    : /Windows/.test(agent) ? 'Windows'
    : /Mac OS X|Macintosh/.test(agent) ? 'macOS'
    : /CrOS/.test(agent) ? 'ChromeOS'
    : /Linux/.test(agent) ? 'Linux'
    : null;
  const browser =
    /SamsungBrowser\//.test(agent) ? 'Samsung Internet'
    : /NAVER\(|Whale\//.test(agent) ? 'Naver'
    : /KAKAOTALK/.test(agent) ? 'KakaoTalk'
    : /Edg(A|iOS)?\//.test(agent) ? 'Edge'
    : /Firefox\/|FxiOS\//.test(agent) ? 'Firefox'
    : /Chrome\/|CriOS\//.test(agent) ? 'Chrome'
    : /Safari\//.test(agent) ? 'Safari'
    : null;
  return [browser, system].filter(Boolean).join(' · ');
}
