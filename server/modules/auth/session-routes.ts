/**
 * The session lifecycle after login (docs/spec-notes.md §7), one set of rules for worker and admin sessions:
 * reissue (rotate the refresh token), check (is a stored session still good, at start-up) and
 * logout. A SessionKind says what differs between the two: where the calls live, what the answers
 * carry besides the tokens, and when a subject may no longer have a session.
 */
import type * as v from 'valibot';
import type { YesNo } from '#contract/api-contract.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import type { SessionSubject, SubjectKind, TokenPair } from './sessions.ts';
import type { TokenClaims } from './tokens.ts';
import { ApiRoutes } from '../../http/api-routes.ts';
import { errors, json, jsonPost } from '../../http/route-parts.ts';
import { ReissueRequestSchema, SessionCheckAnswerSchema, SessionCheckRequestSchema } from '#contract/api-auth.ts';
import { deleteSessionSubscriptions } from '../notifications/subscriptions.ts';

interface RouteText {
  operationId: string;
  summary: string;
  description?: string;
}

/** What the reissue and check answers carry besides the tokens (workers: ynConvertPassword). */
interface Extras {
  ynConvertPassword?: YesNo;
}

export interface SessionKind<E extends Extras> {
  kind: SubjectKind;
  /** Where the kind's auth calls live: '/auth' or '/admin/auth'. */
  prefix: string;
  /** The check call's name under the prefix (the spec calls the worker's one userCheck). */
  checkName: string;
  tags: string[];
  /** The reissue answer: the new tokens and the extras. */
  session: { schema: v.GenericSchema<TokenPair & E>; description: string };
  reissue: RouteText;
  check: RouteText;
  logout: RouteText;
  /**
   * The extras of a subject that may still have a session, or null when it may not (the account,
   * or the admin's site, is gone): reissue then revokes the family, and both calls answer 401.
   */
  extras(subject: SessionSubject): Promise<E | null>;
  /** The message of that 401. */
  goneMessage: string;
}

/**
 * The access token was issued for the refresh token's subject: the same account and, for admins,
 * the same site. Tokens leave out the site claims a subject has none of (a worker's), hence `?? null`.
 */
function sameSubject(token: TokenClaims, subject: SessionSubject): boolean {
  return (
    token.sub === subject.id &&
    (token.corporationCode ?? null) === subject.corporationCode &&
    (token.siteCode ?? null) === subject.siteCode
  );
}

/** The 401 of a refused reissue. */
function refreshRefused(code: 'INVALID_REFRESH_TOKEN' | 'REFRESH_TOKEN_REUSED'): DomainError {
  return new DomainError(code, code === 'REFRESH_TOKEN_REUSED'
    ? 'This refresh token was already used; the session is revoked. Log in again.'
    : 'The refresh token is not valid. Log in again.');
}

export function sessionRoutes<E extends Extras>(deps: AppDeps, kind: SessionKind<E>): ApiRoutes<AppEnv> {
  const { sessions, signer } = deps;
  const { prefix, tags } = kind;
  const app = new ApiRoutes<AppEnv>();

  const reissueRoute = jsonPost({
    path: `${prefix}/reissue`,
    tags,
    ...kind.reissue,
    body: ReissueRequestSchema,
    responses: {
      200: json(kind.session.schema, kind.session.description),
      ...errors(400, 401, 403, 500),
    },
  });

  const checkRoute = jsonPost({
    path: `${prefix}/${kind.checkName}`,
    tags,
    ...kind.check,
    body: SessionCheckRequestSchema,
    responses: {
      200: json(SessionCheckAnswerSchema, 'The session is good.'),
      ...errors(400, 401, 403, 500),
    },
  });

  const logoutRoute = jsonPost({
    path: `${prefix}/logout`,
    tags,
    ...kind.logout,
    body: ReissueRequestSchema,
    responses: {
      204: { description: 'Logged out.' },
      ...errors(400, 403, 500),
    },
  });

  app.openapi(reissueRoute, async (c) => {
    const result = await sessions.rotate(c.req.valid('json').refreshToken, kind.kind);
    if (!result.ok) throw refreshRefused(result.code);
    const extras = await kind.extras(result.subject);
    if (!extras) {
      await sessions.revokeFamily(result.familyId);
      throw new DomainError('INVALID_REFRESH_TOKEN', kind.goneMessage);
    }
    return c.json({ ...result.tokens, ...extras }, 200);
  });

  app.openapi(checkRoute, async (c) => {
    const body = c.req.valid('json');
    const access = await signer.verify(body.accessToken, 'access', { allowExpired: true });
    if (!access.ok || access.token.role !== kind.kind) throw new DomainError('UNAUTHORIZED', 'The access token is not valid.');
    const subject = await sessions.liveSubject(body.refreshToken, kind.kind);
    if (!subject || !sameSubject(access.token, subject)) {
      throw new DomainError('INVALID_REFRESH_TOKEN', 'The refresh token is not valid for this session.');
    }
    const extras = await kind.extras(subject);
    if (!extras) throw new DomainError('UNAUTHORIZED', kind.goneMessage);
    return c.json({ ok: true as const, ...extras }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const family = await sessions.logout(c.req.valid('json').refreshToken, kind.kind);
    // The device stops being told anything: the session's push subscriptions go with it (decision 065),
    // whether or not the app could also unsubscribe in the browser.
    if (family !== null) await deleteSessionSubscriptions(deps.db, family);
    return c.body(null, 204);
  });

  return app;
}
