/**
 * Passkeys (@simplewebauthn/server) of admins (decision 063) and of workers (decision 092): a signed-in
 * person registers a passkey; a later login answers its challenge. For an admin it replaces the SMS
 * code (after phone + employee number); for a worker it replaces the password, and the passkey itself
 * tells who is logging in (a discoverable credential). Only public keys are kept (passkeys), each
 * owned by exactly one admin or one worker, and every query names the owner's kind: an admin's
 * passkey never answers for a worker, nor a worker's for an admin. Every challenge is a row of
 * passkey_challenges, bound to its kind, owner (none for a worker's login) and purpose, used once
 * (one atomic UPDATE spends it before the answer is checked, so a replayed or parallel answer finds
 * it spent) and for PASSKEY_TTL_SECONDS. User verification (the phone's lock: fingerprint, face,
 * PIN) is required both at registration and at login.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyAssertion, PasskeyAttestation, PasskeyCreationOptions, PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { SubjectKind } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { PASSKEY_TTL_SECONDS } from './tokens.ts';

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

/** Whose passkeys: an admin's or a worker's (the id of the admins or users row). */
export interface PasskeyOwner {
  kind: SubjectKind;
  id: string;
}

/** What the authenticator shows beside the account: the login name and the person's name. */
export interface PasskeyUser {
  name: string;
  displayName: string;
}

type Purpose = 'register' | 'login';

/**
 * The public-key algorithms offered and accepted (COSE ids): ES256, which every phone's passkey
 * offers, EdDSA and RS256 (Windows Hello). Named, not the library's default, which probes the runtime
 * for the post-quantum ML-DSA (an experimental Node API that warns on stderr) and would differ
 * between Node versions of the replicas.
 */
const ALGORITHMS = [-7, -8, -257];

/** At most this many passkeys per person (one per phone, a few phones). */
const MAX_PASSKEYS = 10;

/** The column that names the owner of a passkey or a challenge. */
function ownerColumn(kind: SubjectKind): 'admin_id' | 'user_id' {
  return kind === 'admin' ? 'admin_id' : 'user_id';
}

/** Every refusal is PASSKEY_REFUSED (the person's next step is the same: try again, or the SMS or password); the message says which. */
function refused(message = 'The passkey did not prove this person.'): DomainError {
  return new DomainError('PASSKEY_REFUSED', message);
}

function expired(): DomainError {
  return refused('The passkey challenge was used or is too old; start again.');
}

function transportsOf(row: { transports: string }): string[] {
  return row.transports.split(' ').filter(Boolean);
}

async function passkeyRows(db: Db, owner: PasskeyOwner) {
  return db.selectFrom('passkeys').selectAll().where(ownerColumn(owner.kind), '=', owner.id).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function hasPasskey(db: Db, owner: PasskeyOwner): Promise<boolean> {
  return (await db.selectFrom('passkeys').select('id').where(ownerColumn(owner.kind), '=', owner.id).limit(1).executeTakeFirst()) !== undefined;
}

/** A new challenge of `kind`, for `ownerId` (null: a worker's login, which names nobody until the passkey answers). */
async function newChallenge(deps: Deps, kind: SubjectKind, ownerId: string | null, purpose: Purpose): Promise<{ id: string; challenge: string }> {
  const now = deps.now();
  const row = { id: randomUUID(), challenge: randomBytes(32).toString('base64url') };
  await deps.db
    .insertInto('passkey_challenges')
    .values({
      ...row,
      subject_kind: kind,
      admin_id: kind === 'admin' ? ownerId : null,
      user_id: kind === 'user' ? ownerId : null,
      purpose,
      expires_at: new Date(now.getTime() + PASSKEY_TTL_SECONDS * 1000),
      created_at: now,
    })
    .execute();
  return row;
}

/** The challenge, when it is still there to be used (not spent, not late). */
async function openChallenge(deps: Deps, id: string, owner: PasskeyOwner, purpose: Purpose): Promise<string> {
  const row = await deps.db
    .selectFrom('passkey_challenges')
    .select('challenge')
    .where('id', '=', id)
    .where('subject_kind', '=', owner.kind)
    .where(ownerColumn(owner.kind), '=', owner.id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  if (!row) throw expired();
  return row.challenge;
}

/** Spends the challenge (once, atomically): its value, or a refusal when it was spent or is late. */
async function spendChallenge(deps: Deps, id: string, owner: PasskeyOwner, purpose: Purpose): Promise<string> {
  const now = deps.now();
  const row = await deps.db
    .updateTable('passkey_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('subject_kind', '=', owner.kind)
    .where(ownerColumn(owner.kind), '=', owner.id)
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

/** The options for navigator.credentials.get(): the challenge and the credentials allowed (none: the phone offers its own). */
async function requestOptions(rp: RelyingParty, challenge: string, rows: { credential_id: string; transports: string }[]): Promise<PasskeyRequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: PASSKEY_TTL_SECONDS * 1000,
    userVerification: 'required',
    allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
  });
  return {
    challenge: options.challenge,
    rpId: rp.id,
    timeout: PASSKEY_TTL_SECONDS * 1000,
    userVerification: 'required',
    allowCredentials: (options.allowCredentials ?? []).map((credential) => ({ id: credential.id, type: 'public-key' as const, ...(credential.transports ? { transports: [...credential.transports] } : {}) })),
  };
}

/**
 * Checks a login answer against the stored passkey (signature, origin, relying party, user
 * verification, counter) and keeps the new signature counter and when it was used.
 */
async function usePasskey(
  deps: Deps,
  rp: RelyingParty,
  challenge: string,
  row: { id: string; credential_id: string; public_key: Uint8Array; counter: string | number | bigint; transports: string },
  credential: PasskeyAssertion,
): Promise<void> {
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
    .updateTable('passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: deps.now() })
    .where('id', '=', row.id)
    .execute();
}

// --- the admin's login (after phone + employee number) -------------------------------------------

/** A login challenge for the admin (after phone + employee number): its id goes in the passkey token. */
export async function startPasskeyLogin(deps: Deps, adminId: string): Promise<string> {
  return (await newChallenge(deps, 'admin', adminId, 'login')).id;
}

/** What the browser needs to answer the admin's login challenge: the challenge and the admin's credentials. */
export async function passkeyLoginOptions(deps: Deps, rp: RelyingParty, challengeId: string, adminId: string): Promise<PasskeyRequestOptions> {
  const owner: PasskeyOwner = { kind: 'admin', id: adminId };
  const challenge = await openChallenge(deps, challengeId, owner, 'login');
  return requestOptions(rp, challenge, await passkeyRows(deps.db, owner));
}

/**
 * Checks the passkey's answer to the admin's login challenge: the challenge is spent first (a replay
 * finds it spent), then the credential must be one of this admin's and its signature, origin,
 * relying party and user verification must hold.
 */
export async function finishPasskeyLogin(deps: Deps, rp: RelyingParty, challengeId: string, adminId: string, credential: PasskeyAssertion): Promise<void> {
  const challenge = await spendChallenge(deps, challengeId, { kind: 'admin', id: adminId }, 'login');
  const row = await deps.db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credential.id)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!row) throw refused();
  await usePasskey(deps, rp, challenge, row, credential);
}

// --- the worker's login (the passkey alone, instead of phone + password) --------------------------

/**
 * A worker's login challenge: it names nobody (no phone number is asked for, so it tells nothing
 * about accounts) and allows any credential; the phone offers the worker's passkeys of this site.
 */
export async function startWorkerPasskeyLogin(deps: Deps, rp: RelyingParty): Promise<PasskeyRequestOptions> {
  const { challenge } = await newChallenge(deps, 'user', null, 'login');
  return requestOptions(rp, challenge, []);
}

/** The challenge the browser signed, read from the answer's client data (null when it is not there). */
function challengeOf(credential: PasskeyAssertion): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof data === 'object' && data !== null && 'challenge' in data ? data.challenge : null;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Checks a worker's passkey login: the challenge the answer signed must be a worker's login challenge
 * still open, and is spent first (a replay finds it spent); then the credential must be a worker's
 * passkey (an admin's is unknown here) whose user handle, when the phone sends one, is that worker,
 * and its signature, origin, relying party and user verification must hold. Answers the worker's id.
 */
export async function finishWorkerPasskeyLogin(deps: Deps, rp: RelyingParty, credential: PasskeyAssertion): Promise<string> {
  const signed = challengeOf(credential);
  if (signed === null) throw refused('The answer carries no challenge.');
  const now = deps.now();
  const spent = await deps.db
    .updateTable('passkey_challenges')
    .set({ used_at: now })
    .where('challenge', '=', signed)
    .where('subject_kind', '=', 'user')
    .where('user_id', 'is', null)
    .where('purpose', '=', 'login')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst();
  if (!spent) throw expired();
  const row = await deps.db.selectFrom('passkeys').selectAll().where('credential_id', '=', credential.id).where('user_id', 'is not', null).executeTakeFirst();
  if (!row?.user_id) throw refused();
  const handle = credential.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(uuidBytes(row.user_id)).toString('base64url')) throw refused();
  await usePasskey(deps, rp, spent.challenge, row, credential);
  return row.user_id;
}

// --- registration and the person's own list ---------------------------------------------------

function uuidBytes(id: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));
}

/**
 * Starts adding a passkey for the signed-in admin or worker: the options for
 * navigator.credentials.create() (the person's existing credentials excluded, so a phone is not
 * registered twice) and the id of the challenge, which goes back in the registration token. A
 * worker's passkey must be discoverable (residentKey required): the worker's login names nobody
 * before the passkey answers.
 */
export async function startPasskeyRegistration(
  deps: Deps,
  rp: RelyingParty,
  owner: PasskeyOwner,
  user: PasskeyUser,
): Promise<{ challengeId: string; options: PasskeyCreationOptions }> {
  const rows = await passkeyRows(deps.db, owner);
  if (rows.length >= MAX_PASSKEYS) throw refused(`At most ${MAX_PASSKEYS} passkeys each; remove one first.`);
  const { id, challenge } = await newChallenge(deps, owner.kind, owner.id, 'register');
  const residentKey = owner.kind === 'user' ? 'required' : 'preferred';
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    // The same user id for every passkey of the person: a phone keeps one passkey per person.
    userID: uuidBytes(owner.id),
    userName: user.name,
    userDisplayName: user.displayName,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: PASSKEY_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey, userVerification: 'required' },
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
      timeout: PASSKEY_TTL_SECONDS * 1000,
      excludeCredentials: (options.excludeCredentials ?? []).map((credential) => ({ id: credential.id, type: 'public-key' as const, ...(credential.transports ? { transports: [...credential.transports] } : {}) })),
      authenticatorSelection: { residentKey, requireResidentKey: residentKey === 'required', userVerification: 'required' },
      hints: ['client-device'],
      attestation: 'none',
    },
  };
}

function summary(row: { id: string; label: string; created_at: Date; last_used_at: Date | null }): Passkey {
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
  owner: PasskeyOwner,
  challengeId: string,
  credential: PasskeyAttestation,
  label: string,
): Promise<Passkey> {
  const challenge = await spendChallenge(deps, challengeId, owner, 'register');
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
    admin_id: owner.kind === 'admin' ? owner.id : null,
    user_id: owner.kind === 'user' ? owner.id : null,
    credential_id: created.id,
    public_key: created.publicKey,
    counter: created.counter,
    transports: (created.transports ?? []).join(' '),
    label,
    created_at: deps.now(),
  };
  const inserted = await deps.db
    .insertInto('passkeys')
    .values(row)
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw refused('This passkey is already registered.');
  return summary({ ...row, last_used_at: null });
}

export async function listPasskeys(db: Db, owner: PasskeyOwner): Promise<Passkey[]> {
  return (await passkeyRows(db, owner)).map(summary);
}

/** Removes one of the person's passkeys; another person's (or an unknown one) is NOT_FOUND alike. */
export async function removePasskey(db: Db, owner: PasskeyOwner, passkeyId: string): Promise<void> {
  const removed = await db.deleteFrom('passkeys').where('id', '=', passkeyId).where(ownerColumn(owner.kind), '=', owner.id).returning('id').executeTakeFirst();
  if (!removed) throw new DomainError('NOT_FOUND', 'There is no passkey of yours with this id.');
}

/**
 * Removes every passkey of a worker (decision 092): a new password (changed, reissued, set with a
 * texted code) and a cancelled account end them with the sessions, so a passkey someone added with a
 * stolen password does not outlive the password.
 */
export async function removeWorkerPasskeys(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
}

/** Drops challenges a day after they expired. */
export async function prunePasskeyChallenges(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('passkey_challenges')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}

/**
 * What the list says a passkey was added on, in no language: the browser and the system of
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
