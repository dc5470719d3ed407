/**
 * Bearer authentication for data calls: `Authorization: Bearer <access JWT>`. Only tokens with
 * typ 'access' pass (never a refresh or admin-verify token); the role claim must match the route
 * (403 FORBIDDEN otherwise). The subject is checked against the database on every request (a
 * worker's row may come from the read cache, which any write to users empties, on any replica:
 * decisions 045 and 060), so a deleted account or a removed site stops working at once rather than
 * when the token expires. So is its session (the refresh family it names, `fam`): after logout, a
 * password or phone change or a replayed refresh token, its access tokens answer 401 at once.
 * requireUser hands the request's ReadCaches.settle() on to the route (`readsSettled`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app-context.ts';
import type { Settled } from '../db/read-cache.ts';
import { DomainError } from '../domain-error.ts';
import { HttpError } from './errors.ts';
import { findAdminOffice, findAdminSite } from '../modules/auth/admin-sites.ts';
import type { Role, VerifiedToken } from '../modules/auth/tokens.ts';
import { sessionActive } from '../modules/auth/sessions.ts';

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)$/i;
const MAX_TOKEN_LENGTH = 4096;

function unauthorized(code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED', message: string): HttpError {
  const error = code === 'TOKEN_EXPIRED' ? 'invalid_token", error_description="expired' : 'invalid_token';
  return new HttpError(code, message, { headers: { 'WWW-Authenticate': `Bearer error="${error}"` } });
}

async function accessToken(deps: AppDeps, authorization: string | undefined, role: Role | 'any', settled: Settled): Promise<VerifiedToken> {
  const match = authorization && authorization.length <= MAX_TOKEN_LENGTH ? BEARER.exec(authorization) : null;
  if (!match?.[1]) throw unauthorized('UNAUTHORIZED', 'Send an access token: Authorization: Bearer <token>.');
  const verified = await deps.signer.verify(match[1], 'access');
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? unauthorized('TOKEN_EXPIRED', 'The access token has expired; reissue it.')
      : unauthorized('UNAUTHORIZED', 'The access token is not valid.');
  }
  if (role !== 'any' && verified.token.role !== role) throw new DomainError('FORBIDDEN', `This call is for the ${role} role.`);
  // The session behind the token must still be on: logout and a password or phone change end it at once.
  const family = verified.token.fam;
  if (family === undefined) throw unauthorized('UNAUTHORIZED', 'The access token names no session; log in again.');
  // Keyed by the subject too: the session must be this subject's (a token naming another's is refused).
  const session = { familyId: family, kind: verified.token.role, subjectId: verified.token.sub };
  const active = await deps.readCaches.sessions.read(`${family}:${session.kind}:${session.subjectId}`, settled, () => sessionActive(deps.db, session, deps.now()));
  if (!active) throw unauthorized('UNAUTHORIZED', 'The session has ended; log in again.');
  return verified.token;
}

/** The worker of a verified token: still there, and (with `passwordChanged`) no longer on a temporary password. */
async function authenticateUser(deps: AppDeps, c: Context<AppEnv>, token: VerifiedToken, settled: Settled, options: { passwordChanged: boolean }): Promise<void> {
  const user = await deps.readCaches.users.read(token.sub, settled, () => deps.db.selectFrom('users').selectAll().where('id', '=', token.sub).executeTakeFirst());
  if (!user || user.cancelled_at !== null) throw unauthorized('UNAUTHORIZED', 'The account no longer exists.');
  if (options.passwordChanged && user.yn_convert_password === 'N') {
    throw new DomainError('PASSWORD_CHANGE_REQUIRED', 'Change the password before anything else.');
  }
  c.set('user', user);
  c.set('readsSettled', settled);
  c.set('session', { kind: 'user', id: user.id, familyId: token.fam ?? '' });
}

/** The admin of a verified token, for the corporation-site it names (still one the admin may choose). */
async function authenticateAdmin(deps: AppDeps, c: Context<AppEnv>, token: VerifiedToken): Promise<void> {
  const { corporationCode, siteCode } = token;
  // An office session (a corporation, no site: decision 088) is a whole session, only not a site's.
  if (corporationCode && !siteCode) throw new DomainError('FORBIDDEN', "This call is for a site's admin, not the payroll office.");
  if (!corporationCode || !siteCode) throw unauthorized('UNAUTHORIZED', 'The access token names no site.');
  const admin = await deps.db.selectFrom('admins').selectAll().where('id', '=', token.sub).executeTakeFirst();
  const site = admin ? await findAdminSite(deps.db, admin.id, corporationCode, siteCode) : undefined;
  if (!admin || !site) throw unauthorized('UNAUTHORIZED', 'The admin or the site is no longer available.');
  c.set('adminAuth', { admin, site });
  c.set('session', { kind: 'admin', id: admin.id, familyId: token.fam ?? '' });
}

/** A worker's call. `passwordChanged`: refuse users who must change their password first. */
export function requireUser(deps: AppDeps, options: { passwordChanged: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Asked first: on PostgreSQL its round trip runs while the token's signature is checked.
    const settled = deps.readCaches.settle();
    const token = await accessToken(deps, c.req.header('authorization'), 'user', settled);
    await authenticateUser(deps, c, token, settled, options);
    await next();
  };
}

/** An admin's call, for the corporation-site chosen at login (still one the admin may choose). */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = await accessToken(deps, c.req.header('authorization'), 'admin', deps.readCaches.settle());
    await authenticateAdmin(deps, c, token);
    await next();
  };
}

/**
 * The payroll office's call (decision 088): an admin's token for a corporation's office (no site),
 * the admin still that corporation's office. A site's admin or a worker is refused (403).
 */
export function requireOffice(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = await accessToken(deps, c.req.header('authorization'), 'admin', deps.readCaches.settle());
    if (!token.corporationCode || token.siteCode) throw new DomainError('FORBIDDEN', "This call is for the employer's payroll office.");
    const admin = await deps.db.selectFrom('admins').selectAll().where('id', '=', token.sub).executeTakeFirst();
    const office = admin ? await findAdminOffice(deps.db, admin.id, token.corporationCode) : undefined;
    if (!admin || !office) throw unauthorized('UNAUTHORIZED', 'The admin or the office is no longer available.');
    c.set('officeAuth', { admin, office });
    c.set('session', { kind: 'admin', id: admin.id, familyId: token.fam ?? '' });
    await next();
  };
}

/**
 * A call either role makes about its own session (push subscriptions): a worker (past the password
 * change) or an admin, checked as requireUser and requireAdmin check them. Sets `session`.
 */
export function requireUserOrAdmin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const settled = deps.readCaches.settle();
    const token = await accessToken(deps, c.req.header('authorization'), 'any', settled);
    if (token.role === 'admin') await authenticateAdmin(deps, c, token);
    else await authenticateUser(deps, c, token, settled, { passwordChanged: true });
    await next();
  };
}
