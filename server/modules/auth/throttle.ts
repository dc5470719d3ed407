/**
 * Failure throttling for the login calls, kept in the auth_failures table so that every instance
 * behind a load balancer counts the same failures. A rule allows `limit` failures per `key` inside
 * a sliding window; the next attempt is refused until the oldest counted failure leaves the window.
 *
 * Counting and recording are separate statements, so concurrent attempts on several instances may
 * overshoot a limit by a few; that is acceptable for throttling (it is not a lock).
 */
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleRule {
  /** What is counted, e.g. 'user-login:account'. */
  scope: string;
  key: string;
  limit: number;
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/** Checks every rule; blocked when any rule has reached its limit. */
export async function checkThrottle(db: Db, rules: readonly ThrottleRule[], now: Date): Promise<ThrottleVerdict> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  let retryAfterMs = 0;
  for (const rule of rules) {
    // The limit-th newest failure: once it leaves the window, fewer than `limit` remain.
    const row = await db
      .selectFrom('auth_failures')
      .select('at')
      .where('scope', '=', rule.scope)
      .where('key', '=', rule.key)
      .where('at', '>', windowStart)
      .orderBy('at', 'desc')
      .offset(rule.limit - 1)
      .limit(1)
      .executeTakeFirst();
    if (row) retryAfterMs = Math.max(retryAfterMs, row.at.getTime() + THROTTLE_WINDOW_MS - now.getTime());
  }
  return retryAfterMs > 0 ? { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { blocked: false };
}

export async function recordFailure(db: Db, rules: readonly ThrottleRule[], now: Date): Promise<void> {
  if (rules.length === 0) return;
  await db
    .insertInto('auth_failures')
    .values(rules.map((rule) => ({ scope: rule.scope, key: rule.key, at: now })))
    .execute();
}

/** A success forgives the account's failures (not the address's: one address may try many accounts). */
export async function clearFailures(db: Db, rule: Pick<ThrottleRule, 'scope' | 'key'>): Promise<void> {
  await db.deleteFrom('auth_failures').where('scope', '=', rule.scope).where('key', '=', rule.key).execute();
}

/** Drops rows no window can count any more; run from time to time, not on the request path. */
export async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('auth_failures')
    .where('at', '<', new Date(now.getTime() - THROTTLE_WINDOW_MS))
    .execute();
}

/** Refuses with 429 TOO_MANY_ATTEMPTS while any rule is at its limit (after `onBlocked`, e.g. an audit row). */
export async function enforceThrottle(deps: { db: Db; now: () => Date }, rules: readonly ThrottleRule[], onBlocked?: () => Promise<void>): Promise<void> {
  const verdict = await checkThrottle(deps.db, rules, deps.now());
  if (!verdict.blocked) return;
  await onBlocked?.();
  throw new DomainError('TOO_MANY_ATTEMPTS', 'Too many failed attempts; try again later.', { retryAfter: verdict.retryAfterSeconds });
}
