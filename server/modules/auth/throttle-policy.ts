/**
 * Every throttle of the API in one place, with its numbers (decision 061). Windows are
 * THROTTLE_WINDOW_MS (15 minutes). Three kinds of key:
 * - an account (phone number, employee number, admin id): a few free failures, then growing delays,
 *   so an attacker who knows the number slows the owner down but can never lock them out;
 * - a trusted device (a signed, httpOnly cookie a successful login leaves, http/trusted-device.ts): the
 *   owner's own phone, counted on its own key, so nobody else's failures ever touch it;
 * - a client address: a hard limit, high enough for a site office where many workers share one.
 */
import type { ThrottleRule } from './throttle.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** An account's own delays: 30 s after the 5th failure, then 1, 2, 4, 8 min, at most 15 min. */
const ACCOUNT_DELAY = { firstMs: 30 * SECOND, maxMs: 15 * MINUTE };

export const LOGIN_LIMITS = {
  /** Wrong passwords (or phone + employee number pairs) per account before the delays begin. */
  perAccount: 5,
  /** Per trusted device of that account: the owner's phone, untouched by anyone else's failures. */
  perTrustedDevice: 10,
  /** Worker logins failed from one address: a site office of 100 workers each mistyping once. */
  perAddress: 100,
  /** Admin verifications failed from one address: admins are few, so lower. */
  adminPerAddress: 30,
  /** One-time codes sent per admin before the delays begin (1 min, doubling, at most 15 min); a login clears them. */
  codesPerAdmin: 3,
  /** Codes sent per trusted device of the admin. */
  codesPerTrustedDevice: 5,
  /** Wrong tries at one code; then it is spent and a new one must be asked for. */
  triesPerCode: 5,
} as const;

const CODE_DELAY = { firstMs: MINUTE, maxMs: 15 * MINUTE };

/** A trusted device of the account trying: only its own key counts. */
export function trustedDeviceRule(scope: string, deviceId: string): ThrottleRule {
  return { scope: `${scope}:device`, key: deviceId, limit: LOGIN_LIMITS.perTrustedDevice, delay: ACCOUNT_DELAY };
}

/** Worker logins failed from one address, by password or by passkey. */
export function workerLoginAddressRule(address: string): ThrottleRule {
  return { scope: 'user-login:address', key: address, limit: LOGIN_LIMITS.perAddress };
}

/** A worker's password login from a device the account does not trust. */
export function workerLoginRules(phone: string, address: string): { account: ThrottleRule; rules: ThrottleRule[] } {
  const account: ThrottleRule = { scope: 'user-login:account', key: phone, limit: LOGIN_LIMITS.perAccount, delay: ACCOUNT_DELAY };
  return { account, rules: [account, workerLoginAddressRule(address)] };
}

/**
 * A worker's passkey login challenge (decision 092): it names nobody, so only its address can be
 * counted. Each one is counted and never forgiven (it is a row the server keeps until the day after),
 * so the limit is a rate: three times the failures allowed, per address.
 */
export function workerPasskeyChallengeRule(address: string): ThrottleRule {
  return { scope: 'user-passkey-challenge:address', key: address, limit: 3 * LOGIN_LIMITS.perAddress };
}

/** Step 1 of an admin's login (phone + employee number) from a device the admin does not trust. */
export function adminVerifyRules(phone: string, employeeNumber: string, address: string): { numbers: ThrottleRule[]; rules: ThrottleRule[] } {
  const numbers: ThrottleRule[] = [
    { scope: 'admin-verify:phone', key: phone, limit: LOGIN_LIMITS.perAccount, delay: ACCOUNT_DELAY },
    { scope: 'admin-verify:employee-number', key: employeeNumber, limit: LOGIN_LIMITS.perAccount, delay: ACCOUNT_DELAY },
  ];
  return { numbers, rules: [...numbers, { scope: 'admin-verify:address', key: address, limit: LOGIN_LIMITS.adminPerAddress }] };
}

/** A one-time code sent to an admin's phone: per admin, or per trusted device when it asks. */
export function adminCodeSendRule(adminId: string, trustedDeviceId: string | null): ThrottleRule {
  return trustedDeviceId
    ? { scope: 'admin-code:device', key: trustedDeviceId, limit: LOGIN_LIMITS.codesPerTrustedDevice, delay: CODE_DELAY }
    : { scope: 'admin-code:admin', key: adminId, limit: LOGIN_LIMITS.codesPerAdmin, delay: CODE_DELAY };
}

/** The signed-in worker's current password (change, cancellation): the owner, so delays only. */
export function passwordCheckRule(userId: string): ThrottleRule {
  return { scope: 'password-check:account', key: userId, limit: LOGIN_LIMITS.perAccount, delay: ACCOUNT_DELAY };
}
