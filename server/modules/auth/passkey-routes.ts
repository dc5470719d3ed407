/**
 * A signed-in person's own passkeys: an admin's under /admin/passkeys (decision 063), a worker's under
 * /account/passkeys (decision 092). The same four calls for both: add one (options → the new
 * credential), list them, remove one. Only the person of the bearer session, for themself: a
 * registration token names its person and role and works once, for 5 minutes. An admin's additions
 * and removals are written to admin_login_audit (stages passkey-add, passkey-remove).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { EmptySchema } from '#contract/api-identity.ts';
import {
  PasskeyListSchema,
  PasskeyParamsSchema,
  PasskeySchema,
  PasskeyAddRequestSchema,
  PasskeyRegistrationSchema,
  type PasskeyList,
  type PasskeyRegistration,
} from '#contract/api-passkeys.ts';
import { requireAdmin, requireUser } from '../../http/bearer-auth.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { relyingParty } from '../../http/relying-party.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody } from '../../http/route-parts.ts';
import { DomainError } from '../../domain-error.ts';
import { deviceLabel, finishPasskeyRegistration, listPasskeys, removePasskey, startPasskeyRegistration, type PasskeyOwner, type PasskeyUser } from './passkeys.ts';
import { AUDIT_SUCCESS, recordAdminLoginAttempt } from './audit.ts';
import { PASSKEY_TTL_SECONDS } from './tokens.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** What differs between an admin's passkeys and a worker's: the path, the guard, who the caller is, the names. */
interface OwnPasskeysOf {
  path: '/admin/passkeys' | '/account/passkeys';
  tags: string[];
  /** Who may call: the admin of a site session, or a worker past any forced password change. */
  guard: MiddlewareHandler<AppEnv>;
  owner(c: Context<AppEnv>): PasskeyOwner;
  /** What the phone's passkey list shows beside the account. */
  user(c: Context<AppEnv>): PasskeyUser;
  /** Records an addition or a removal (admins: admin_login_audit); none for workers. */
  audit?: (c: Context<AppEnv>, stage: 'passkey-add' | 'passkey-remove', outcome: string) => Promise<void>;
  operationIds: { start: string; add: string; list: string; remove: string };
  /** "admin" or "worker", in the descriptions. */
  who: string;
  /** What the next login on that phone asks for instead, once the passkey is removed. */
  fallback: string;
}

/** The four calls of a person's own passkeys. */
function ownPasskeyRoutes(deps: AppDeps, of: OwnPasskeysOf): ApiRoutes<AppEnv> {
  const { db, signer } = deps;
  const app = new ApiRoutes<AppEnv>();
  const { tags, guard, who } = of;
  const audit = async (c: Context<AppEnv>, stage: 'passkey-add' | 'passkey-remove', outcome: string) => {
    if (of.audit) await of.audit(c, stage, outcome);
  };
  const refusedAnswer = json(
    ApiErrorSchema,
    `PASSKEY_REFUSED: the registration token is not valid, used or late (start again), the new passkey did not verify (origin, relying party, user verification) or is already registered, or the ${who} has the most passkeys allowed (10).`,
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${of.path}/options`,
      operationId: of.operationIds.start,
      tags,
      summary: `Start adding a passkey for the signed-in ${who}`,
      description: `The options for navigator.credentials.create() (user verification required; the ${who}’s passkeys excluded) and the token that goes back with the new credential.`,
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [guard] as const,
      request: { body: jsonBody(EmptySchema) },
      responses: {
        200: json(PasskeyRegistrationSchema, 'The options and the registration token (5 minutes, once).'),
        422: refusedAnswer,
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const owner = of.owner(c);
      const { challengeId, options } = await startPasskeyRegistration(deps, relyingParty(c, deps.config), owner, of.user(c));
      const registrationToken = await signer.sign('passkey', { sub: owner.id, role: owner.kind }, PASSKEY_TTL_SECONDS, challengeId);
      return c.json({ registrationToken, options } satisfies PasskeyRegistration, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: of.path,
      operationId: of.operationIds.add,
      tags,
      summary: 'Add the new passkey',
      description: `The answer of navigator.credentials.create() to the registration’s options. Only the ${who} the registration token was made for.`,
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [guard] as const,
      request: { body: jsonBody(PasskeyAddRequestSchema) },
      responses: {
        201: json(PasskeySchema, `The passkey, now in the ${who}’s list.`),
        422: refusedAnswer,
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const owner = of.owner(c);
      const verified = await signer.verify(body.registrationToken, 'passkey');
      // Never 401 here: that would tell the app its session ended. A token of the other role is no registration here.
      if (!verified.ok || verified.token.role !== owner.kind || !verified.token.jti) {
        await audit(c, 'passkey-add', 'PASSKEY_REFUSED');
        throw new DomainError('PASSKEY_REFUSED', 'The registration token is not valid, or too old; start again.');
      }
      if (verified.token.sub !== owner.id) {
        await audit(c, 'passkey-add', 'FORBIDDEN');
        throw new DomainError('FORBIDDEN', `This registration is for another ${who}.`);
      }
      try {
        const passkey = await finishPasskeyRegistration(deps, relyingParty(c, deps.config), owner, verified.token.jti, body.credential, deviceLabel(c.req.header('user-agent')));
        await audit(c, 'passkey-add', AUDIT_SUCCESS);
        return c.json(passkey, 201);
      } catch (error) {
        if (error instanceof DomainError) await audit(c, 'passkey-add', error.code);
        throw error;
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: of.path,
      operationId: of.operationIds.list,
      tags,
      summary: `The signed-in ${who}’s passkeys, newest first`,
      security: BEARER_SECURITY,
      middleware: [guard] as const,
      responses: {
        200: json(PasskeyListSchema, `The passkeys (no keys, only what the ${who} needs to tell them apart).`),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => c.json({ items: await listPasskeys(db, of.owner(c)) } satisfies PasskeyList, 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${of.path}/{id}`,
      operationId: of.operationIds.remove,
      tags,
      summary: `Remove one of the signed-in ${who}’s passkeys`,
      description: `The next login on that phone asks for ${of.fallback} again. Another person’s passkey answers 404, like an unknown one.`,
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [guard] as const,
      request: { params: PasskeyParamsSchema },
      responses: {
        204: { description: 'Removed.' },
        ...errors(400, 401, 403, 404, 500),
      },
    }),
    async (c) => {
      try {
        await removePasskey(db, of.owner(c), c.req.valid('param').id);
      } catch (error) {
        if (error instanceof DomainError) await audit(c, 'passkey-remove', error.code);
        throw error;
      }
      await audit(c, 'passkey-remove', AUDIT_SUCCESS);
      return c.body(null, 204);
    },
  );

  return app;
}

/** The signed-in admin's own passkeys (decision 063), audited. */
export function adminPasskeyRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  return ownPasskeyRoutes(deps, {
    path: '/admin/passkeys',
    tags: ['admin passkeys'],
    guard: requireAdmin(deps),
    owner: (c) => ({ kind: 'admin', id: c.get('adminAuth').admin.id }),
    user: (c) => {
      const { admin } = c.get('adminAuth');
      return { name: admin.employee_number, displayName: admin.name };
    },
    audit: (c, stage, outcome) =>
      recordAdminLoginAttempt(
        deps.db,
        { stage, outcome, adminId: c.get('adminAuth').admin.id, clientAddress: clientAddress(c, deps.config.trustProxyHops), userAgent: c.req.header('user-agent') },
        deps.now(),
      ),
    operationIds: { start: 'startAdminPasskeyRegistration', add: 'addAdminPasskey', list: 'listAdminPasskeys', remove: 'removeAdminPasskey' },
    who: 'admin',
    fallback: 'the SMS code',
  });
}

/** The signed-in worker's own passkeys (decision 092): not before a forced password change is done. */
export function workerPasskeyRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  return ownPasskeyRoutes(deps, {
    path: '/account/passkeys',
    tags: ['account passkeys'],
    guard: requireUser(deps, { passwordChanged: true }),
    owner: (c) => ({ kind: 'user', id: c.get('user').id }),
    // The phone's passkey list shows the login (the phone number) and the name.
    user: (c) => {
      const user = c.get('user');
      return { name: user.phone ?? user.name, displayName: user.name };
    },
    operationIds: { start: 'startPasskeyRegistration', add: 'addPasskey', list: 'listPasskeys', remove: 'removePasskey' },
    who: 'worker',
    fallback: 'the password',
  });
}
