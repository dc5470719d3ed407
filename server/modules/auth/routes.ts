/**
 * Worker authentication (docs/spec-notes.md §7) under /auth: login here, by password or by passkey
 * (decision 092: the same session, trusted device and address throttle); reissue, userCheck and logout are the
 * shared session routes (session-routes.ts), given what a worker session answers.
 * Login failures are throttled per account and per client address, or, from a device the account
 * trusts, on that device alone (throttle-policy.ts); an unknown phone number and a wrong password get
 * the same answer after the same scrypt work.
 */
import type { Context } from 'hono';
import { LoginRequestSchema, UserSessionSchema, type UserSession } from '#contract/api-auth.ts';
import { EmptySchema } from '#contract/api-identity.ts';
import { PasskeyRequestOptionsSchema, WorkerPasskeyLoginRequestSchema } from '#contract/api-passkeys.ts';
import { normalizePhone } from '#contract/input-rules.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { relyingParty } from '../../http/relying-party.ts';
import { takeAttempt } from './throttle.ts';
import { trustedDeviceRule, workerLoginAddressRule, workerLoginRules, workerPasskeyChallengeRule } from './throttle-policy.ts';
import { deviceOf, trustDevice, trustedDevice, type TrustedDevice } from '../../http/trusted-device.ts';
import { ApiRoutes } from '../../http/api-routes.ts';
import { errors, json, jsonPost } from '../../http/route-parts.ts';
import { sessionRoutes } from './session-routes.ts';
import { accountOfPhone, checkWorkerPassword, livePasswordFlag, passkeyWorker } from './login.ts';
import { finishWorkerPasskeyLogin, startWorkerPasskeyLogin } from './passkeys.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

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

const passkeyOptionsRoute = jsonPost({
  path: '/auth/passkey/options',
  operationId: 'startPasskeyLogin',
  tags,
  summary: 'Start a worker’s login with a passkey',
  description:
    'The options for navigator.credentials.get(): a challenge (5 minutes, once) that names nobody, so the phone offers the worker’s passkeys of this site. No phone number is asked for. 300 per 15 minutes per client address, then 429.',
  body: EmptySchema,
  responses: {
    200: json(PasskeyRequestOptionsSchema, 'The options for the browser.'),
    ...errors(400, 403, 429, 500),
  },
});

const passkeyLoginRoute = jsonPost({
  path: '/auth/passkey',
  operationId: 'logInWithPasskey',
  tags,
  summary: 'Log a worker in with a passkey',
  description:
    'The passkey’s answer to a challenge of /auth/passkey/options. Answers exactly what /auth/login answers (the same session, ynConvertPassword and trusted-device cookie); a refusal counts against the client address as a wrong password does.',
  body: WorkerPasskeyLoginRequestSchema,
  responses: {
    200: json(UserSessionSchema, 'The user session.'),
    422: json(
      ApiErrorSchema,
      'PASSKEY_REFUSED: the challenge is not one of a worker’s login, or was used or is late; the credential is no worker’s passkey (an admin’s is not one), the signature, origin, relying party or user verification does not hold, or the account can no longer log in.',
    ),
    ...errors(400, 403, 429, 500),
  },
});

/**
 * The end of every worker login, by password or by passkey: the trusted-device cookie left or renewed,
 * a new session (a 90-day rolling refresh family, decision 090) and the answer /auth/login gives.
 */
async function startWorkerSession(c: Context<AppEnv>, deps: AppDeps, user: { id: string; yn_convert_password: 'Y' | 'N' }, device: TrustedDevice | null): Promise<UserSession> {
  await trustDevice(c, { signer: deps.signer, trustProxyHops: deps.config.trustProxyHops }, 'user', user.id, device);
  const tokens = await deps.sessions.start({ kind: 'user', id: user.id, corporationCode: null, siteCode: null });
  return { ...tokens, ynConvertPassword: user.yn_convert_password };
}

export function authRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const { db } = deps;
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
    return c.json(await startWorkerSession(c, deps, user, device), 200);
  });

  app.openapi(passkeyOptionsRoute, async (c) => {
    await takeAttempt(deps, [workerPasskeyChallengeRule(clientAddress(c, deps.config.trustProxyHops))]);
    return c.json(await startWorkerPasskeyLogin(deps, relyingParty(c, deps.config)), 200);
  });

  app.openapi(passkeyLoginRoute, async (c) => {
    const { credential } = c.req.valid('json');
    // Counted as a password try is, against the address; forgiven once the passkey proves the worker.
    const taken = await takeAttempt(deps, [workerLoginAddressRule(clientAddress(c, deps.config.trustProxyHops))]);
    const userId = await finishWorkerPasskeyLogin(deps, relyingParty(c, deps.config), credential);
    const user = await passkeyWorker(db, userId);
    await taken.forgive();
    const device = deviceOf(await trustedDevice(c, deps.signer, 'user'), user.id);
    return c.json(await startWorkerSession(c, deps, user, device), 200);
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
