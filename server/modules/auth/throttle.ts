/**
 * Failure throttling for the login calls, kept in the auth_failures table so that every instance
 * behind a load balancer counts the same failures. A rule allows `limit` failures per `key` inside
 * a sliding window; the next attempt is refused until the oldest counted failure leaves the window.
 *
 * takeAttempt checks and records an attempt in one transaction, under an advisory lock on each of
 * its keys, *before* the slow part (the password hash): a burst of 100 wrong passwords sent at once
 * gets at most `limit` tries on any number of instances, the rest 429. A successful attempt is then
 * forgiven (its rows deleted), so only failures stay counted.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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

/** An attempt counted against its rules until it is forgiven. */
export interface Attempt {
  /** The attempt succeeded: it no longer counts. */
  forgive(): Promise<void>;
}

function tooManyAttempts(retryAfterSeconds: number): DomainError {
  return new DomainError('TOO_MANY_ATTEMPTS', 'Too many failed attempts; try again later.', { retryAfter: retryAfterSeconds });
}

/**
 * Counts an attempt against every rule, atomically: refused with 429 TOO_MANY_ATTEMPTS (after
 * `onBlocked`, e.g. an audit row) when any rule is at its limit, else recorded at once, before the
 * caller's check. The caller forgives it when the check passes.
 */
export async function takeAttempt(deps: { db: Db; now: () => Date }, rules: readonly ThrottleRule[], onBlocked?: () => Promise<void>): Promise<Attempt> {
  const attempt = randomUUID();
  const now = deps.now();
  const verdict = await deps.db.transaction().execute(async (trx) => {
    // One key at a time, in one order, so two attempts on overlapping keys never wait on each other in a circle.
    const keys = [...new Set(rules.map((rule) => `${rule.scope}|${rule.key}`))].sort();
    for (const key of keys) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const found = await checkThrottle(trx, rules, now);
    if (!found.blocked && rules.length > 0) {
      await trx
        .insertInto('auth_failures')
        .values(rules.map((rule) => ({ scope: rule.scope, key: rule.key, at: now, attempt })))
        .execute();
    }
    return found;
  });
  if (verdict.blocked) {
    await onBlocked?.();
    throw tooManyAttempts(verdict.retryAfterSeconds);
  }
  return {
    forgive: async () => {
      await deps.db.deleteFrom('auth_failures').where('attempt', '=', attempt).execute();
    },
  };
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
