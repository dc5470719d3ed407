/**
 * A worker's login by phone number and password, or by passkey (decision 092): the check (against a dummy hash when the number is
 * unknown, so both take as long), the failure count, and the rehash of an old-cost hash.
 */
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from './passwords.ts';
import { UNSET_PASSWORD } from '../accounts/service.ts';
import { liveUserById, passwordFlagOfLiveUser, setPasswordHash, userByPhone } from './queries.ts';
import { clearFailures, type Attempt, type ThrottleRule } from './throttle.ts';

interface LoginDeps {
  db: Db;
  now: () => Date;
  passwordParams: ScryptParams;
  dummyPasswordHash: () => Promise<string>;
}

function invalidCredentials(): DomainError {
  return new DomainError('INVALID_CREDENTIALS', 'The phone number or the password does not match.');
}

/** The account a login names, looked up before the attempt is counted (the throttle depends on it). */
export async function accountOfPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return userByPhone(db, phone);
}

/**
 * `user` (the account of the phone number typed, if any) when `password` is its password. The
 * attempt was counted before (throttle.ts takeAttempt): a miss stays counted against every rule; a
 * match is forgiven with the account's (or its trusted device's) earlier failures.
 */
export async function checkWorkerPassword(
  deps: LoginDeps,
  user: UserRow | undefined,
  password: string,
  attempt: { taken: Attempt; account: ThrottleRule },
): Promise<UserRow> {
  const { db } = deps;
  // An account the site registered has no password yet: as long to refuse as a wrong password.
  const stored = user && user.password_hash !== UNSET_PASSWORD ? user.password_hash : await deps.dummyPasswordHash();
  let matches: boolean;
  try {
    matches = await verifyPassword(password, stored);
  } catch (error) {
    // Refused for a full hash queue (429 LOGINS_BUSY): no password was tried, so it is no failed attempt.
    if (error instanceof DomainError && error.code === 'LOGINS_BUSY') await attempt.taken.forgive();
    throw error;
  }
  if (!user || !matches) throw invalidCredentials();

  await attempt.taken.forgive();
  await clearFailures(db, attempt.account);
  if (needsRehash(user.password_hash, deps.passwordParams)) {
    const rehashed = await hashPassword(password, deps.passwordParams);
    await setPasswordHash(db, user.id, rehashed);
  }
  return user;
}

/**
 * The worker a passkey proved, when the password login would let them in too: the account is not
 * cancelled and has a password (an account the site registered has none until the person sets one).
 * A worker who must change the password logs in as with the password, and the app asks for the change.
 */
export async function passkeyWorker(db: Db, userId: string): Promise<UserRow> {
  const user = await liveUserById(db, userId);
  if (!user || user.password_hash === UNSET_PASSWORD) throw new DomainError('PASSKEY_REFUSED', 'The account of this passkey can no longer log in.');
  return user;
}

/** A live account's ynConvertPassword, or undefined when it is gone. */
export async function livePasswordFlag(db: Db, userId: string): Promise<{ yn_convert_password: 'Y' | 'N' } | undefined> {
  return passwordFlagOfLiveUser(db, userId);
}
