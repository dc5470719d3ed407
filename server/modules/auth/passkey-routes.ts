/**
 * The signed-in admin's own passkeys (decision 063) under /admin/passkeys: add one (options → the
 * new credential), list them, remove one. Only the admin of the bearer session, for themself: a
 * registration token names its admin and works once, for 5 minutes. Every addition and removal is
 * written to admin_login_audit (stages passkey-add, passkey-remove).
 */
import type { Context } from 'hono';
import { EmptySchema } from '#contract/api-identity.ts';
import { ApiErrorSchema } from '#contract/api-common.ts';
import {
  AdminPasskeyListSchema,
  AdminPasskeyParamsSchema,
  AdminPasskeySchema,
  PasskeyAddRequestSchema,
  PasskeyRegistrationSchema,
  type AdminPasskeyList,
  type PasskeyRegistration,
} from '#contract/api-passkeys.ts';
import { requireAdmin } from '../../http/bearer-auth.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { relyingParty } from '../../http/relying-party.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody } from '../../http/route-parts.ts';
import { DomainError } from '../../domain-error.ts';
import { deviceLabel, finishPasskeyRegistration, listPasskeys, removePasskey, startPasskeyRegistration } from './admin-passkeys.ts';
import { AUDIT_SUCCESS, recordAdminLoginAttempt } from './audit.ts';
import { ADMIN_PASSKEY_TTL_SECONDS } from './tokens.ts';

const tags = ['admin passkeys'];
/** Unsafe admin calls: the bearer token and the XSRF pair, all three. */

const PASSKEY_REFUSED = json(
  ApiErrorSchema,
  'PASSKEY_REFUSED: the registration token is not valid, used or late (start again), the new passkey did not verify (origin, relying party, user verification) or is already registered, or the admin has the most passkeys allowed (10).',
);

export function adminPasskeyRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const { db, signer } = deps;
  const app = new ApiRoutes<AppEnv>();
  const admin = requireAdmin(deps);

  function audit(c: Context<AppEnv>, stage: 'passkey-add' | 'passkey-remove', outcome: string): Promise<void> {
    const entry = {
      stage,
      outcome,
      adminId: c.get('adminAuth').admin.id,
      clientAddress: clientAddress(c, deps.config.trustProxyHops),
      userAgent: c.req.header('user-agent'),
    };
    return recordAdminLoginAttempt(db, entry, deps.now());
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/passkeys/options',
      operationId: 'startAdminPasskeyRegistration',
      tags,
      summary: 'Start adding a passkey for the signed-in admin',
      description: 'The options for navigator.credentials.create() (user verification required; the admin’s passkeys excluded) and the token that goes back with the new credential.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(EmptySchema) },
      responses: {
        200: json(PasskeyRegistrationSchema, 'The options and the registration token (5 minutes, once).'),
        422: PASSKEY_REFUSED,
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const { admin: self } = c.get('adminAuth');
      const { challengeId, options } = await startPasskeyRegistration(deps, relyingParty(c, deps.config), self);
      const registrationToken = await signer.sign('passkey', { sub: self.id, role: 'admin' }, ADMIN_PASSKEY_TTL_SECONDS, challengeId);
      return c.json({ registrationToken, options } satisfies PasskeyRegistration, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/passkeys',
      operationId: 'addAdminPasskey',
      tags,
      summary: 'Add the new passkey',
      description: 'The answer of navigator.credentials.create() to the registration’s options. Only the admin the registration token was made for.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { body: jsonBody(PasskeyAddRequestSchema) },
      responses: {
        201: json(AdminPasskeySchema, 'The passkey, now in the admin’s list.'),
        422: PASSKEY_REFUSED,
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const self = c.get('adminAuth').admin;
      const verified = await signer.verify(body.registrationToken, 'passkey');
      // Never 401 here: that would tell the app its session ended.
      if (!verified.ok || verified.token.role !== 'admin' || !verified.token.jti) {
        await audit(c, 'passkey-add', 'PASSKEY_REFUSED');
        throw new DomainError('PASSKEY_REFUSED', 'The registration token is not valid, or too old; start again.');
      }
      if (verified.token.sub !== self.id) {
        await audit(c, 'passkey-add', 'FORBIDDEN');
        throw new DomainError('FORBIDDEN', 'This registration is for another admin.');
      }
      try {
        const passkey = await finishPasskeyRegistration(deps, relyingParty(c, deps.config), self.id, verified.token.jti, body.credential, deviceLabel(c.req.header('user-agent')));
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
      path: '/admin/passkeys',
      operationId: 'listAdminPasskeys',
      tags,
      summary: 'The signed-in admin’s passkeys, newest first',
      security: BEARER_SECURITY,
      middleware: [admin] as const,
      responses: {
        200: json(AdminPasskeyListSchema, 'The passkeys (no keys, only what the admin needs to tell them apart).'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => c.json({ items: await listPasskeys(db, c.get('adminAuth').admin.id) } satisfies AdminPasskeyList, 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/passkeys/{id}',
      operationId: 'removeAdminPasskey',
      tags,
      summary: 'Remove one of the signed-in admin’s passkeys',
      description: 'The next login on that phone asks for the SMS code again. Another admin’s passkey answers 404, like an unknown one.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [admin] as const,
      request: { params: AdminPasskeyParamsSchema },
      responses: {
        204: { description: 'Removed.' },
        ...errors(400, 401, 403, 404, 500),
      },
    }),
    async (c) => {
      try {
        await removePasskey(db, c.get('adminAuth').admin.id, c.req.valid('param').id);
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
