/**
 * Worker authentication (docs/spec-notes.md §7) under /auth: login here; reissue, userCheck and logout are the
 * shared session routes (session-routes.ts), given what a worker session answers.
 * Login failures are throttled per account and per client address, or, from a device the account
 * trusts, on that device alone (throttle-policy.ts); an unknown phone number and a wrong password get
 * the same answer after the same scrypt work.
 */
import { LoginRequestSchema, UserSessionSchema, type UserSession } from '#contract/api-auth.ts';
import { normalizePhone } from '#contract/input-rules.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { takeAttempt } from './throttle.ts';
import { trustedDeviceRule, workerLoginRules } from './throttle-policy.ts';
import { deviceOf, trustDevice, trustedDevice } from '../../http/trusted-device.ts';
import { ApiRoutes } from '../../http/api-routes.ts';
import { errors, json, jsonPost } from '../../http/route-parts.ts';
import { sessionRoutes } from './session-routes.ts';
import { accountOfPhone, checkWorkerPassword, livePasswordFlag } from './login.ts';

const tags = ['auth'];

const loginRoute = jsonPost({
  path: '/auth/login',
  operationId: 'logIn',
  tags,
  summary: 'Log a worker in with phone number and password',
  body: LoginRequestSchema,
  responses: {
    200: json(UserSessionSchema, 'The user session.'),
    ...errors(400, 401, 403, 429, 500),
  },
});

export function authRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const { db, sessions } = deps;
  const app = new ApiRoutes<AppEnv>();

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const phone = normalizePhone(body.phone);
    const named = await accountOfPhone(db, phone);
    const device = deviceOf(await trustedDevice(c, deps.signer, 'user'), named?.id);
    const deviceRule = device ? trustedDeviceRule('user-login', device.deviceId) : null;
    const { account, rules } = deviceRule ? { account: deviceRule, rules: [deviceRule] } : workerLoginRules(phone, clientAddress(c, deps.config.trustProxyHops));
    const taken = await takeAttempt(deps, rules);

    const user = await checkWorkerPassword(deps, named, body.password, { taken, account });
    await trustDevice(c, { signer: deps.signer, trustProxyHops: deps.config.trustProxyHops }, 'user', user.id, device);
    const tokens = await sessions.start({ kind: 'user', id: user.id, corporationCode: null, siteCode: null });
    return c.json({ ...tokens, ynConvertPassword: user.yn_convert_password } satisfies UserSession, 200);
  });

  app.include(
    sessionRoutes(deps, {
      kind: 'user',
      prefix: '/auth',
      checkName: 'userCheck',
      tags,
      session: { schema: UserSessionSchema, description: 'A new user session.' },
      reissue: {
        operationId: 'reissueSession',
        summary: 'Rotate the refresh token: new access and refresh tokens',
        description: 'A refresh token works once. Presenting a used one answers REFRESH_TOKEN_REUSED and revokes its whole family.',
      },
      check: {
        operationId: 'checkSession',
        summary: 'Check a stored user session at start-up',
        description: 'The access token must be correctly signed (it may have expired); the refresh token must be live and of the same user.',
      },
      logout: {
        operationId: 'logOut',
        summary: 'Revoke the refresh-token family of this session',
        description: 'Idempotent; answers 204 even for an unknown token.',
      },
      // The app needs ynConvertPassword at every start-up: the password may have to be changed first.
      async extras(subject) {
        const user = await livePasswordFlag(db, subject.id);
        return user ? { ynConvertPassword: user.yn_convert_password } : null;
      },
      goneMessage: 'The account no longer exists.',
    }),
  );

  return app;
}
