/**
 * Failure throttling for the login calls, kept in the auth_failures table so that every instance
 * behind a load balancer counts the same failures. A rule allows `limit` failures per `key` inside
 * a sliding window. Beyond that, a hard rule refuses until the oldest counted failure leaves the
 * window; a rule with `delay` (an account's own rules, decision 061) only makes each further attempt
 * wait after the newest failure, twice as long each time up to a cap: the owner is slowed, never
 * shut out for the whole window.
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
  /** Failures allowed in the window before any wait. */
  limit: number;
  /** Growing delays instead of a hard limit: the k-th failure beyond `limit` waits firstMs × 2^k, at most maxMs. */
  delay?: { firstMs: number; maxMs: number };
}

/** How long after the newest failure the next attempt must wait, when `count` failures are in the window. */
function delayAfter(rule: ThrottleRule, count: number): number {
  if (count < rule.limit) return 0;
  if (!rule.delay) return THROTTLE_WINDOW_MS;
  return Math.min(rule.delay.maxMs, rule.delay.firstMs * 2 ** (count - rule.limit));
}

type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/** Checks every rule; blocked when any rule has reached its limit. */
async function checkThrottle(db: Db, rules: readonly ThrottleRule[], now: Date): Promise<ThrottleVerdict> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  let retryAfterMs = 0;
  for (const rule of rules) {
    if (rule.delay) {
      const row = await db
        .selectFrom('auth_failures')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('at').as('newest')])
        .where('scope', '=', rule.scope)
        .where('key', '=', rule.key)
        .where('at', '>', windowStart)
        .executeTakeFirst();
      const count = Number(row?.count ?? 0);
      if (row?.newest && count >= rule.limit) {
        const newest = new Date(row.newest).getTime();
        retryAfterMs = Math.max(retryAfterMs, newest + delayAfter(rule, count) - now.getTime());
      }
      continue;
    }
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
