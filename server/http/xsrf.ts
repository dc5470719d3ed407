/**
 * XSRF protection by double submit (docs/spec-notes.md §9: cookie XSRF-TOKEN). Every response hands out a random
 * XSRF-TOKEN cookie when the request came without one; script on our own origin can read it
 * (not HttpOnly) and echo it in the X-XSRF-TOKEN header, which another site cannot do. Unsafe
 * methods under /v1 without a matching header get 403 XSRF_MISMATCH, with a fresh cookie so the
 * app can retry once. The one exemption is the staff API (see isXsrfExempt).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '#contract/api-contract.ts';
import { isApiPath, isHttps } from './app-context.ts';
import { DomainError } from '../domain-error.ts';
import { errorResponse } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is replaced. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newCookie(c: Context, trustProxyHops: number): string {
  return serialize(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'Strict',
    secure: isHttps(c, trustProxyHops),
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Calls that need no double submit. XSRF abuses credentials a browser attaches by itself (cookies);
 * the staff API (modules/staff/routes.ts) is authenticated only by a bearer secret in the Authorization header,
 * which no other site can make a browser send, and it reads no cookie. So it, and nothing else, is
 * exempt: an exact, case-sensitive prefix of the path the router matches (dot segments are already
 * resolved by URL parsing). Anything added under this prefix must likewise never trust a cookie.
 */
const XSRF_EXEMPT_PREFIX = `${API_PREFIX}/staff/`;
/**
 * The identity providers' return URLs (modules/identity/routes.ts): the provider's page posts the person's
 * browser there from its own origin, so no XSRF header can come; they read no cookie and accept only
 * a result the provider adapter authenticates, matched to a request number we issued.
 */
const XSRF_EXEMPT_PROVIDER_RETURNS = new Set([`${API_PREFIX}/providers/nice/return`, `${API_PREFIX}/providers/kb/return`]);

export function isXsrfExempt(path: string): boolean {
  return path.startsWith(XSRF_EXEMPT_PREFIX) || XSRF_EXEMPT_PROVIDER_RETURNS.has(path);
}

export function xsrfProtection(trustProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const hasCookie = cookie !== undefined && TOKEN_PATTERN.test(cookie);

    if (UNSAFE_METHODS.has(c.req.method) && isApiPath(c.req.path) && !isXsrfExempt(c.req.path)) {
      const header = c.req.header(XSRF_HEADER);
      if (!hasCookie || header === undefined || !sameToken(header, cookie)) {
        c.header('Set-Cookie', newCookie(c, trustProxyHops), { append: true });
        return errorResponse(c, new DomainError('XSRF_MISMATCH', 'Send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.'));
      }
    }

    await next();
    if (!hasCookie) c.res.headers.append('Set-Cookie', newCookie(c, trustProxyHops));
  };
}
