/**
 * The "join this site" code (issue 33, decision 084): the worker's app asks for a code naming them, the
 * site office scans it and finds the worker as a search by their number does. Signed with the key that
 * signs attendance codes (Ed25519); nothing is stored: the code only says who, and for how long.
 */
import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { WorkerLookup } from '#contract/api-employment.ts';
import type { JoinCode } from '#contract/api-qr.ts';
import { JOIN_CODE_LIFETIME_SECONDS, joinCodeMessage, joinCodeOf, splitJoinCode } from '#contract/join-code.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { DomainError } from '../../domain-error.ts';
import { findWorkerById } from './employment.ts';

/** Replicas' clocks may differ a little: a code made "in the future" by this much is still taken. */
const CLOCK_SLACK_SECONDS = 60;

export async function issueJoinCode(deps: AppDeps, userId: string): Promise<JoinCode> {
  const issuedAt = Math.floor(deps.now().getTime() / 1000);
  const lifetimeSeconds = JOIN_CODE_LIFETIME_SECONDS;
  const message = joinCodeMessage({ issuedAt, lifetimeSeconds, userId });
  const { privateKey } = await deps.keys.signingKey();
  return {
    code: joinCodeOf(message, sign(null, message, privateKey)),
    expiresAt: formatSeoulIso(new Date((issuedAt + lifetimeSeconds) * 1000)),
    lifetimeSeconds,
  };
}

/** The worker a code names: 422 JOIN_CODE_INVALID for anything not signed by this server, 410 JOIN_CODE_EXPIRED after its life. */
export async function findWorkerByJoinCode(deps: AppDeps, auth: AdminAuth, code: string): Promise<WorkerLookup> {
  const split = splitJoinCode(code.trim());
  if (!split) throw invalid();
  // The key signing now first, as the scanner checks a code (qr/service.ts); the older ones only when it did not sign.
  const signedBy = (key: KeyObject) => verify(null, split.message, key, split.signature);
  const { privateKey } = await deps.keys.signingKey();
  if (!signedBy(createPublicKey(privateKey)) && !(await deps.keys.verificationKeys()).some(signedBy)) throw invalid();
  const now = deps.now().getTime() / 1000;
  const { issuedAt, lifetimeSeconds, userId } = split.fields;
  if (issuedAt > now + CLOCK_SLACK_SECONDS) throw invalid();
  if (now >= issuedAt + lifetimeSeconds) throw new DomainError('JOIN_CODE_EXPIRED', 'This join code has expired; the worker opens a new one.');
  return findWorkerById(deps, auth, userId);
}

const invalid = () => new DomainError('JOIN_CODE_INVALID', 'This is not a join code of this server.');
