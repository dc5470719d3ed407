/**
 * The staff API's authentication: `Authorization: Bearer <STAFF_API_TOKEN>`, a shared secret from the
 * server configuration, compared in constant time. It is the only credential the staff calls take:
 * no cookie, and never a worker's or admin's JWT (those are not the secret, so they are refused like
 * any wrong token). With no STAFF_API_TOKEN configured the staff API is off: 403 FORBIDDEN to everyone.
 * Wrong tokens are throttled per client address (issue 31): STAFF_TOKEN_FAILURES_PER_ADDRESS in the
 * throttle's window, then 429 until it passes; the right token forgives its own try.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clientAddress, type AppDeps, type AppEnv } from './app-context.ts';
import { takeAttempt } from '../modules/auth/throttle.ts';
import { DomainError } from '../domain-error.ts';
import { HttpError } from './errors.ts';

const BEARER = /^Bearer[ \t]+([\x21-\x7e]+)$/i;
/** Wrong staff tokens one address may send in the throttle's window (a staff member mistyping a few times). */
export const STAFF_TOKEN_FAILURES_PER_ADDRESS = 10;
const MAX_HEADER_LENGTH = 4096;

/** Hashing first gives both sides the same length, so neither the length nor the content leaks by timing. */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

export function requireStaff(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const expected = deps.config.staffApiToken;
    if (expected === undefined) throw new DomainError('FORBIDDEN', 'The staff API is disabled on this server (STAFF_API_TOKEN is not set).');
    const taken = await takeAttempt(deps, [{ scope: 'staff-token:address', key: clientAddress(c, deps.config.trustProxyHops), limit: STAFF_TOKEN_FAILURES_PER_ADDRESS }]);
    const authorization = c.req.header('authorization');
    const match = authorization && authorization.length <= MAX_HEADER_LENGTH ? BEARER.exec(authorization) : null;
    if (!match?.[1] || !sameSecret(match[1], expected)) {
      throw new HttpError('UNAUTHORIZED', 'Send the staff API token: Authorization: Bearer <STAFF_API_TOKEN>.', {
        headers: { 'WWW-Authenticate': 'Bearer realm="staff"' },
      });
    }
    await taken.forgive();
    await next();
  };
}
