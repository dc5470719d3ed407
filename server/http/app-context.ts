/**
 * What every route module receives: the Hono environment type (request variables set by the bearer
 * middleware) and the services the app wires once in createApp (their types live in ../deps.ts,
 * outside http/, so services can take them). Also owns the client address rule.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { UserRow } from '../db/schema.ts';
import type { AdminAuth, OfficeAuth } from '../deps.ts';
import type { Settled } from '../db/read-cache.ts';

export type { AdminAuth, AppDeps, OfficeAuth } from '../deps.ts';
export type { ReadCaches } from '../db/read-cache.ts';

export interface AppEnv {
  Variables: RequestIdVariables & {
    /** Set by requireUser. */
    user: UserRow;
    /** Set by requireUser: its ReadCaches.settle(), for the route's own cached reads. */
    readsSettled: Settled;
    /** Set by requireAdmin. */
    adminAuth: AdminAuth;
    /** Set by requireOffice. */
    officeAuth: OfficeAuth;
    /** Set by requireUser, requireAdmin and requireUserOrAdmin: who calls, and the login session (refresh family) the token belongs to. */
    session: { kind: 'user' | 'admin'; id: string; familyId: string };
  };
}

/**
 * The client's address: the socket peer, or with TRUST_PROXY=n the n-th X-Forwarded-For entry from
 * the right. Counting from the right matters: a client can put anything at the left of the header,
 * but each trusted proxy appends the address it saw.
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  let socketAddress = 'unknown';
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
  }
  if (trustProxyHops <= 0) return socketAddress;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxyHops] ?? socketAddress;
}

/** Whether the browser reached us over HTTPS (directly, or through a trusted proxy). */
export function isHttps(c: Context, trustProxyHops: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxyHops > 0 && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The API namespace: JSON answers, XSRF checks, never the SPA fallback. */
export function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/');
}
