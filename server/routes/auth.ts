/**
 * Worker authentication (spec §7): login, reissue, userCheck and logout under /auth.
 * Login failures are throttled per account and per client address; an unknown phone number and a
 * wrong password get the same answer after the same scrypt work.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { UserSession, YesNo } from '../../src/shared/contract/api-contract';
import { normalizePhone } from '../../src/shared/validation/rules';
import { clientAddress, type AppDeps, type AppEnv } from '../http/app-context';
import { ApiError } from '../http/errors';
import { hashPassword, needsRehash, verifyPassword } from '../services/passwords';
import { clearFailures, recordFailure, type ThrottleRule } from '../services/throttle';
import { enforceThrottle, errors, json, jsonBody, refreshRefused, XSRF_SECURITY } from './route-parts';
import {
  LoginRequestSchema,
  ReissueRequestSchema,
  SessionCheckAnswerSchema,
  SessionCheckRequestSchema,
  UserSessionSchema,
} from './schemas';

export const USER_LOGIN_LIMITS = { perAccount: 5, perAddress: 30 } as const;

const tags = ['auth'];

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Log a worker in with phone number and password',
  security: XSRF_SECURITY,
  request: { body: jsonBody(LoginRequestSchema) },
  responses: {
    200: json(UserSessionSchema, 'The user session.'),
    ...errors(400, 401, 403, 429, 500),
  },
});

const reissueRoute = createRoute({
  method: 'post',
  path: '/auth/reissue',
  tags,
  summary: 'Rotate the refresh token: new access and refresh tokens',
  description: 'A refresh token works once. Presenting a used one answers REFRESH_TOKEN_REUSED and revokes its whole family.',
  security: XSRF_SECURITY,
  request: { body: jsonBody(ReissueRequestSchema) },
  responses: {
    200: json(UserSessionSchema, 'A new user session.'),
    ...errors(400, 401, 403, 500),
  },
});

const userCheckRoute = createRoute({
  method: 'post',
  path: '/auth/userCheck',
  tags,
  summary: 'Check a stored user session at start-up',
  description: 'The access token must be correctly signed (it may have expired); the refresh token must be live and of the same user.',
  security: XSRF_SECURITY,
  request: { body: jsonBody(SessionCheckRequestSchema) },
  responses: {
    200: json(SessionCheckAnswerSchema, 'The session is good.'),
    ...errors(400, 401, 403, 500),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Revoke the refresh-token family of this session',
  description: 'Idempotent; answers 204 even for an unknown token.',
  security: XSRF_SECURITY,
  request: { body: jsonBody(ReissueRequestSchema) },
  responses: {
    204: { description: 'Logged out.' },
    ...errors(400, 403, 500),
  },
});

function invalidCredentials(): ApiError {
  return new ApiError(401, 'INVALID_CREDENTIALS', 'The phone number or the password does not match.');
}

export function authRoutes(deps: AppDeps): OpenAPIHono<AppEnv> {
  const { db, sessions } = deps;
  const app = new OpenAPIHono<AppEnv>();

  /** The user's ynConvertPassword, or null when the account is gone. */
  async function passwordFlag(userId: string): Promise<YesNo | null> {
    const user = await db.selectFrom('users').select('yn_convert_password').where('id', '=', userId).executeTakeFirst();
    return user?.yn_convert_password ?? null;
  }

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const phone = normalizePhone(body.phone);
    const account: ThrottleRule = { scope: 'user-login:account', key: phone, limit: USER_LOGIN_LIMITS.perAccount };
    const rules = [account, { scope: 'user-login:address', key: clientAddress(c, deps.config.trustProxyHops), limit: USER_LOGIN_LIMITS.perAddress }];
    await enforceThrottle(deps, rules);

    const user = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
    const matches = await verifyPassword(body.password, user?.password_hash ?? (await deps.dummyPasswordHash()));
    if (!user || !matches) {
      await recordFailure(db, rules, deps.now());
      throw invalidCredentials();
    }

    await clearFailures(db, account);
    if (needsRehash(user.password_hash, deps.passwordParams)) {
      const rehashed = await hashPassword(body.password, deps.passwordParams);
      await db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).execute();
    }
    const tokens = await sessions.start({ kind: 'user', id: user.id, corporationCode: null, siteCode: null });
    return c.json({ ...tokens, ynConvertPassword: user.yn_convert_password } satisfies UserSession, 200);
  });

  app.openapi(reissueRoute, async (c) => {
    const result = await sessions.rotate(c.req.valid('json').refreshToken, 'user');
    if (!result.ok) throw refreshRefused(result.code);
    const ynConvertPassword = await passwordFlag(result.subject.id);
    if (!ynConvertPassword) {
      await sessions.revokeFamily(result.familyId);
      throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The account no longer exists.');
    }
    return c.json({ ...result.tokens, ynConvertPassword } satisfies UserSession, 200);
  });

  app.openapi(userCheckRoute, async (c) => {
    const body = c.req.valid('json');
    const access = await deps.signer.verify(body.accessToken, 'access', { allowExpired: true });
    if (!access.ok || access.token.role !== 'user') throw new ApiError(401, 'UNAUTHORIZED', 'The access token is not valid.');
    const subject = await sessions.liveSubject(body.refreshToken, 'user');
    if (subject?.id !== access.token.sub) {
      throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is not valid for this session.');
    }
    const ynConvertPassword = await passwordFlag(subject.id);
    if (!ynConvertPassword) throw new ApiError(401, 'UNAUTHORIZED', 'The account no longer exists.');
    return c.json({ ok: true as const, ynConvertPassword }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    await sessions.logout(c.req.valid('json').refreshToken, 'user');
    return c.body(null, 204);
  });

  return app;
}
