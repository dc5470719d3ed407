/**
 * Verification flows (sign-up, account recovery, phone change) and the provider trips inside them.
 *
 * A flow is started by one browser tab, which alone holds its secret. Each trip to the provider is a
 * provider_requests row whose id is the request number; the provider sends the browser back to our
 * return URL, the provider adapter authenticates the result (types.ts), and the result is stored
 * encrypted under a fresh one-time reference that the browser brings to /niceSuccess. Redeeming that
 * reference (with the flow's secret) is the only way a result reaches a flow; identity data the
 * browser carries is never believed.
 *
 * Matching rules (docs/spec-notes.md §5): a sign-up passes the real-name check, then the phone verification's
 * name, birth date, gender and nationality must equal what was typed at step 1, and the person (CI)
 * must not hold an account. Recovery: the verified person must hold an account whose name and birth
 * date are the ones typed. A phone change: the verified person must be the logged-in worker.
 */
import { randomUUID } from 'node:crypto';
import type { IdentityService, VerificationPurpose } from '#contract/account-contract.ts';
import type { JoinClaim, ProviderStart, RecoveryClaim, VerificationOutcome } from '#contract/api-identity.ts';
import { normalizeName, normalizeRrn, rrnFacts } from '#contract/identity-rules.ts';
import { formatPhone } from '#contract/input-rules.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import type { BankCertProvider, IdentityProvider, Providers, ProviderFailure, ProviderResult, VerifiedIdentity } from '../../providers/types.ts';
import { newSecret, secretHash, type DataCipher } from '../../db/data-cipher.ts';
import { maskPhoneNumber } from '#contract/identity-rules.ts';
import type { AppDeps } from '../../deps.ts';
import { accountByCi } from './queries.ts';
import { takeAttempt, type ThrottleRule } from '../auth/throttle.ts';

const FLOW_LIFETIME_MS = 30 * 60 * 1000;
const PROVIDER_REQUEST_LIFETIME_MS = 15 * 60 * 1000;

export interface IdentityDeps {
  db: Db;
  cipher: DataCipher;
  providers: Providers;
  now: () => Date;
}

export interface FlowRow {
  id: string;
  purpose: VerificationPurpose;
  user_id: string | null;
  claim_encrypted: string | null;
  real_name_at: Date | null;
  verified_encrypted: string | null;
  verified_at: Date | null;
  expires_at: Date;
  used_at: Date | null;
}

export function verificationInvalid(): DomainError {
  return new DomainError('VERIFICATION_INVALID', 'This verification is not valid (unknown, expired or already used). Start again.');
}

const FAILURE_ERRORS: Record<ProviderFailure, () => DomainError> = {
  mismatch: () => new DomainError('IDENTITY_MISMATCH', 'The name and the registration number do not match.'),
  notFound: () => new DomainError('IDENTITY_NOT_FOUND', 'The provider has no record of this name.'),
  carrierBlocked: () => new DomainError('IDENTITY_CARRIER_BLOCKED', 'The carrier blocked the verification.'),
  theftBlocked: () => new DomainError('IDENTITY_THEFT_BLOCKED', 'Verification is blocked for identity theft protection.'),
  misuseBlocked: () => new DomainError('IDENTITY_MISUSE_BLOCKED', 'Verification is blocked for suspected misuse.'),
  codeFailed: () => new DomainError('IDENTITY_CODE_FAILED', 'The verification code was wrong three times.'),
  cancelled: () => new DomainError('IDENTITY_CANCELLED', 'The verification was cancelled.'),
  failed: () => new DomainError('IDENTITY_FAILED', 'The verification failed.'),
};

export function providerFailureError(failure: ProviderFailure): DomainError {
  return FAILURE_ERRORS[failure]();
}

function notMatching(): DomainError {
  return new DomainError('IDENTITY_NOT_MATCHING', 'The verified identity does not match the details entered.');
}

/** Without an identity provider (IDENTITY_PROVIDER=none, BANK_CERT_PROVIDER=none) the site office takes people on. */
export function verificationNotOffered(): DomainError {
  return new DomainError('VERIFICATION_NOT_OFFERED', 'Identity verification is not offered on this server: the site office registers workers and changes their phone numbers.');
}

function identityProviderOf(deps: IdentityDeps): IdentityProvider {
  if (deps.providers.identity === null) throw verificationNotOffered();
  return deps.providers.identity;
}

function bankCertProviderOf(deps: IdentityDeps): BankCertProvider {
  if (deps.providers.bankCert === null) throw verificationNotOffered();
  return deps.providers.bankCert;
}

/** Every flow ends at the identity provider: without one, none starts. */
export async function createFlow(
  deps: IdentityDeps,
  input: { purpose: VerificationPurpose; userId?: string; join?: JoinClaim; recovery?: RecoveryClaim },
): Promise<{ flowId: string; flowSecret: string; expiresAt: Date }> {
  identityProviderOf(deps);
  const flowId = randomUUID();
  const flowSecret = newSecret();
  const createdAt = deps.now();
  const expiresAt = new Date(createdAt.getTime() + FLOW_LIFETIME_MS);
  let claim: string | null = null;
  if (input.join) {
    const { language, name, rrn, nationality, birthDate } = input.join;
    claim = JSON.stringify({ language, name: normalizeName(name), rrn: normalizeRrn(rrn), nationality, birthDate });
  } else if (input.recovery) {
    claim = JSON.stringify({ name: normalizeName(input.recovery.name), birthDate: input.recovery.birthDate });
  }
  await deps.db
    .insertInto('identity_flows')
    .values({
      id: flowId,
      purpose: input.purpose,
      secret_hash: secretHash(flowSecret),
      user_id: input.userId ?? null,
      claim_encrypted: claim === null ? null : deps.cipher.seal(claim, 'flows.claim'),
      created_at: createdAt,
      expires_at: expiresAt,
    })
    .execute();
  return { flowId, flowSecret, expiresAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live, unused flow these credentials open; VERIFICATION_INVALID otherwise. */
export async function openFlow(deps: IdentityDeps, flowId: string, flowSecret: string, purposes: readonly VerificationPurpose[]): Promise<FlowRow> {
  if (!UUID.test(flowId)) throw verificationInvalid();
  const row = await deps.db.selectFrom('identity_flows').selectAll().where('id', '=', flowId).executeTakeFirst();
  if (!row || row.secret_hash !== secretHash(flowSecret) || !purposes.includes(row.purpose)) throw verificationInvalid();
  if (row.used_at !== null || row.expires_at <= deps.now()) throw verificationInvalid();
  return row;
}

export function joinClaimOf(deps: IdentityDeps, flow: FlowRow): JoinClaim {
  if (flow.claim_encrypted === null) throw verificationInvalid();
  return JSON.parse(deps.cipher.open(flow.claim_encrypted, 'flows.claim')) as JoinClaim;
}

function recoveryClaimOf(deps: IdentityDeps, flow: FlowRow): RecoveryClaim {
  if (flow.claim_encrypted === null) throw verificationInvalid();
  return JSON.parse(deps.cipher.open(flow.claim_encrypted, 'flows.claim')) as RecoveryClaim;
}

export function verifiedIdentityOf(deps: IdentityDeps, flow: FlowRow): VerifiedIdentity {
  if (flow.verified_encrypted === null || flow.verified_at === null) throw verificationInvalid();
  return JSON.parse(deps.cipher.open(flow.verified_encrypted, 'flows.verified')) as VerifiedIdentity;
}

/** Which provider service the flow needs next: a sign-up checks the real name before the phone. */
function nextService(flow: FlowRow): IdentityService {
  return flow.purpose === 'join' && flow.real_name_at === null ? 'realName' : 'phone';
}

/** A new provider trip (its id is the request number the provider echoes back). */
async function insertProviderRequest(
  deps: IdentityDeps,
  trip: { provider: 'nice' | 'kb'; service: IdentityService | 'bankCert'; flow_id?: string; secret_hash?: string },
): Promise<string> {
  const id = randomUUID();
  const createdAt = deps.now();
  await deps.db
    .insertInto('provider_requests')
    .values({ id, ...trip, created_at: createdAt, expires_at: new Date(createdAt.getTime() + PROVIDER_REQUEST_LIFETIME_MS) })
    .execute();
  return id;
}

export async function startProviderTrip(deps: IdentityDeps, flow: FlowRow, service: IdentityService, returnUrl: string): Promise<ProviderStart> {
  if (service === 'realName' && flow.purpose !== 'join') throw verificationInvalid();
  if (service === 'phone' && nextService(flow) !== 'phone') throw verificationInvalid();
  const requestId = await insertProviderRequest(deps, { provider: 'nice', service, flow_id: flow.id });
  const claim = service === 'realName' ? joinClaimOf(deps, flow) : null;
  return identityProviderOf(deps).start({ requestId, service, returnUrl, ...(claim ? { realName: { name: claim.name, rrn: claim.rrn } } : {}) });
}

/** Starts a bank-certificate login (no flow): the tab holds the request's own secret. */
export async function startBankCertTrip(deps: IdentityDeps, returnUrl: string): Promise<{ requestId: string; requestSecret: string; start: ProviderStart }> {
  const provider = bankCertProviderOf(deps);
  const requestSecret = newSecret();
  const requestId = await insertProviderRequest(deps, { provider: 'kb', service: 'bankCert', secret_hash: secretHash(requestSecret) });
  return { requestId, requestSecret, start: await provider.start({ requestId, returnUrl }) };
}

type StoredResult = { ok: true; identity: VerifiedIdentity } | { ok: false; failure: ProviderFailure };

/**
 * The provider sent the browser back: authenticate the result, store it encrypted under a new
 * one-time reference, and answer that reference (null when the return is not ours or not valid).
 */
export async function acceptProviderReturn(deps: IdentityDeps, provider: 'nice' | 'kb', fields: Record<string, string>): Promise<string | null> {
  let opened: { requestId: string; result: ProviderResult };
  try {
    opened = provider === 'nice' ? await identityProviderOf(deps).openReturn(fields) : await bankCertProviderOf(deps).openReturn(fields);
  } catch {
    return null;
  }
  if (!UUID.test(opened.requestId)) return null;
  const ref = newSecret();
  const at = deps.now();
  const stored: StoredResult = opened.result;
  // One conditional update: a replayed return finds the row already returned and changes nothing.
  const updated = await deps.db
    .updateTable('provider_requests')
    .set({
      returned_at: at,
      result_code: opened.result.ok ? 'success' : opened.result.failure,
      result_encrypted: deps.cipher.seal(JSON.stringify(stored), 'provider.result'),
      ref_hash: secretHash(ref),
    })
    .where('id', '=', opened.requestId)
    .where('provider', '=', provider)
    .where('returned_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
  return updated ? ref : null;
}

/** Claims the result a reference names, once; VERIFICATION_INVALID for anything else. */
export async function redeemReference(
  deps: IdentityDeps,
  ref: string,
  owner: { flowId: string } | { requestId: string; requestSecret: string },
): Promise<{ service: IdentityService | 'bankCert'; result: StoredResult }> {
  const at = deps.now();
  let query = deps.db
    .updateTable('provider_requests')
    .set({ redeemed_at: at })
    .where('ref_hash', '=', secretHash(ref))
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', at);
  query = 'flowId' in owner
    ? query.where('flow_id', '=', owner.flowId)
    : query.where('id', '=', UUID.test(owner.requestId) ? owner.requestId : '00000000-0000-0000-0000-000000000000').where('secret_hash', '=', secretHash(owner.requestSecret));
  const row = await query.returning(['service', 'result_encrypted']).executeTakeFirst();
  if (!row || row.result_encrypted === null) throw verificationInvalid();
  return { service: row.service, result: JSON.parse(deps.cipher.open(row.result_encrypted, 'provider.result')) as StoredResult };
}

function sameText(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b);
}

/**
 * Redeems a reference for a flow and applies the matching rules; on success records the step
 * (real-name passed, or the verified identity) and answers what the person may see.
 */
export async function redeemForFlow(deps: IdentityDeps, flow: FlowRow, ref: string): Promise<VerificationOutcome> {
  const { service, result } = await redeemReference(deps, ref, { flowId: flow.id });
  if (!result.ok) throw providerFailureError(result.failure);
  const identity = result.identity;

  if (service === 'realName') {
    const claim = joinClaimOf(deps, flow);
    const facts = rrnFacts(claim.rrn);
    if (!facts || !sameText(identity.name, claim.name) || identity.birthDate !== facts.birthDate) throw providerFailureError('mismatch');
    await deps.db.updateTable('identity_flows').set({ real_name_at: deps.now() }).where('id', '=', flow.id).execute();
    return { service: 'realName' };
  }
  if (service !== 'phone' || identity.phone === '') throw verificationInvalid();

  let userId: string | null = flow.user_id;
  let accountPhone: string | undefined;
  if (flow.purpose === 'join') {
    const claim = joinClaimOf(deps, flow);
    const facts = rrnFacts(claim.rrn);
    const matches =
      facts !== null &&
      sameText(identity.name, claim.name) &&
      identity.birthDate === claim.birthDate &&
      identity.gender === facts.gender &&
      identity.nationality === claim.nationality;
    if (!matches) throw notMatching();
    const holder = await deps.db.selectFrom('users').select('id').where('ci', '=', identity.ci).where('cancelled_at', 'is', null).executeTakeFirst();
    if (holder) throw new DomainError('ACCOUNT_EXISTS', 'This person already has an account.');
  } else if (flow.purpose === 'recovery') {
    const claim = recoveryClaimOf(deps, flow);
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'name', 'birth_date', 'phone'])
      .where('ci', '=', identity.ci)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new DomainError('ACCOUNT_NOT_FOUND', 'No account belongs to this person.');
    const matches = sameText(user.name, claim.name) && user.birth_date === claim.birthDate && sameText(identity.name, claim.name) && identity.birthDate === claim.birthDate;
    if (!matches) throw notMatching();
    userId = user.id;
    accountPhone = maskPhoneNumber(user.phone ?? '');
  } else {
    const user = userId === null ? undefined : await deps.db.selectFrom('users').selectAll().where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst();
    if (!user) throw verificationInvalid();
    // Accounts made before CI was kept (none in production) are matched on name and birth date.
    const samePerson = user.ci !== null ? user.ci === identity.ci : sameText(user.name, identity.name) && user.birth_date === identity.birthDate;
    if (!samePerson) throw notMatching();
    accountPhone = maskPhoneNumber(user.phone ?? '');
  }

  await deps.db
    .updateTable('identity_flows')
    .set({ verified_encrypted: deps.cipher.seal(JSON.stringify(identity), 'flows.verified'), verified_at: deps.now(), user_id: userId })
    .where('id', '=', flow.id)
    .execute();
  return { service: 'phone', name: identity.name, phone: formatPhone(identity.phone), ...(accountPhone === undefined ? {} : { accountPhone }) };
}

/** Marks a flow used, once: false when another request used it first. */
export async function useFlow(db: Db, flowId: string, at: Date): Promise<boolean> {
  const row = await db.updateTable('identity_flows').set({ used_at: at }).where('id', '=', flowId).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Deletes flows and provider requests past their expiry (their results with them). */
export async function pruneIdentityFlows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('provider_requests').where('expires_at', '<', now).execute();
  await db.deleteFrom('identity_flows').where('expires_at', '<', now).execute();
}

/** What the identity flows need of the app's wiring. */
export function identityDeps(deps: AppDeps): IdentityDeps {
  return { db: deps.db, cipher: deps.cipher, providers: deps.providers, now: deps.now };
}

type ThrottleDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

function addressRules(deps: ThrottleDeps, address: string, scope: 'starts' | 'failures'): ThrottleRule[] {
  const limit = scope === 'starts' ? deps.config.verificationStartsPerAddress : deps.config.verificationFailuresPerAddress;
  return [{ scope: `identity-${scope}:address`, key: address, limit }];
}

/** Counts an attempt from `address` against the start limit (refusing when it is reached). */
export async function countStart(deps: ThrottleDeps, address: string): Promise<void> {
  await takeAttempt(deps, addressRules(deps, address, 'starts'));
}

/** Runs a verification step; a refusal counts against the failure limit of `address`. */
export async function countingFailures<T>(deps: ThrottleDeps, address: string, step: () => Promise<T>): Promise<T> {
  const taken = await takeAttempt(deps, addressRules(deps, address, 'failures'));
  let result: T;
  try {
    result = await step();
  } catch (error) {
    // Only a refusal counts; anything else (the server's own failure, a throttle further in) is forgiven.
    if (!(error instanceof DomainError) || error.code === 'TOO_MANY_ATTEMPTS' || error.code === 'INTERNAL') await taken.forgive();
    throw error;
  }
  await taken.forgive();
  return result;
}

/** The live account of the person a bank certificate verified: none is NO_LINKED_ACCOUNT. */
export async function linkedAccount(db: Db, ci: string): Promise<{ id: string; yn_convert_password: 'Y' | 'N' }> {
  const found = await accountByCi(db, ci);
  if (!found) throw new DomainError('NO_LINKED_ACCOUNT', 'No account is linked to this certificate.');
  return found;
}
