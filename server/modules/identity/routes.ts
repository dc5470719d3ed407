/**
 * Identity verification (issue 3): verification flows and their provider trips, the provider return
 * URLs, and the bank-certificate login.
 *
 * - POST /identity/flows: a sign-up (step 1 details) or recovery (user check) flow starts.
 * - POST /identity/provider: what the browser submits to the provider for the flow's next service.
 * - GET|POST /providers/nice/return, /providers/kb/return (the provider calls them through the
 *   browser; no XSRF pair, no JSON): the result is authenticated and stored; the browser goes on to
 *   /niceSuccess?ref=… or /kbCertLogin?ref=….
 * - POST /identity/redeem: the tab that owns the flow redeems the reference, once.
 * - POST /auth/kb/requests, /auth/kb/login: bank-certificate login; the worker whose CI matches.
 *
 * Throttled per client address: flows and trips started, and failed verifications.
 */
import type { Context } from 'hono';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { UserSession } from '#contract/api-auth.ts';
import type { ProviderStart, VerificationFlow } from '#contract/api-identity.ts';
import { VerificationOfferSchema, type VerificationOffer } from '#contract/api-identity-offer.ts';
import { NoQuerySchema } from '#contract/api-common.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import { acceptProviderReturn, countingFailures, countStart, createFlow, identityDeps, linkedAccount, openFlow, providerFailureError, redeemForFlow, redeemReference, startBankCertTrip, startProviderTrip } from './service.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import {
  BankCertLoginRequestSchema,
  BankCertStartSchema,
  EmptySchema,
  ProviderStartRequestSchema,
  ProviderStartSchema,
  RedeemRequestSchema,
  VerificationFlowRequestSchema,
  VerificationFlowSchema,
  VerificationOutcomeSchema,
} from '#contract/api-identity.ts';
import { errors, json, jsonPost, VERIFICATION_REFUSED } from '../../http/route-parts.ts';
import { UserSessionSchema } from '#contract/api-auth.ts';

const tags = ['identity'];

/**
 * Where a provider sends the browser back (relative unless PUBLIC_ORIGIN is set: real providers need
 * it absolute). Under /v1 so the service worker never answers it with the app shell.
 */
export function returnUrl(deps: AppDeps, provider: 'nice' | 'kb'): string {
  return `${deps.config.publicOrigin ?? ''}${API_PREFIX}/providers/${provider}/return`;
}

function fieldsOf(input: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string') fields[key] = value.slice(0, 8192);
  return fields;
}

export function identityRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const ids = identityDeps(deps);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/identity/offered',
      operationId: 'getVerificationOffer',
      tags,
      summary: "What this server's providers make possible: sign-up and recovery by verification, the certificate login",
      description: 'No authentication: the login and sign-up screens ask before they offer a provider. A call that needs a provider this server does not have answers 403 VERIFICATION_NOT_OFFERED.',
      security: [],
      request: { query: NoQuerySchema },
      responses: { 200: json(VerificationOfferSchema, 'What is offered.'), ...errors(400, 500) },
    }),
    (c) => c.json({ identityVerification: deps.providers.identity !== null, bankCertLogin: deps.providers.bankCert !== null } satisfies VerificationOffer, 200),
  );

  app.openapi(
    jsonPost({
      path: '/identity/flows',
      operationId: 'startVerificationFlow',
      tags,
      summary: 'Start a sign-up or recovery verification flow',
      description: 'join: step 1 of /join (validated without the old check digit: 13 digits, a real birth date, and the 7th digit consistent with the nationality and the birth date). recovery: the user check of /forgotPassword. changePhone flows start at POST /account/phone/verification.',
      body: VerificationFlowRequestSchema,
      responses: { 201: json(VerificationFlowSchema, 'The flow; keep its secret in this tab.'), ...errors(400, 403, 429, 500) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      if (body.purpose === 'changePhone') throw new DomainError('BAD_REQUEST', 'changePhone flows start at /account/phone/verification.', { fields: { purpose: 'invalid' } });
      await countStart(deps, clientAddress(c, deps.config.trustProxyHops));
      const flow = await createFlow(ids, { purpose: body.purpose, ...(body.join ? { join: body.join } : {}), ...(body.recovery ? { recovery: body.recovery } : {}) });
      return c.json({ flowId: flow.flowId, flowSecret: flow.flowSecret, expiresAt: flow.expiresAt.toISOString() } satisfies VerificationFlow, 201);
    },
  );

  app.openapi(
    jsonPost({
      path: '/identity/provider',
      operationId: 'startProviderTrip',
      tags,
      summary: "What to submit to the provider for the flow's next service",
      description: 'A sign-up passes realName first, then phone; recovery and phone changes use phone. The browser posts `fields` to `action` (a popup, or the same window in an installed app).',
      body: ProviderStartRequestSchema,
      responses: { 200: json(ProviderStartSchema, 'The provider form.'), ...errors(400, 403, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await countStart(deps, clientAddress(c, deps.config.trustProxyHops));
      const flow = await openFlow(ids, body.flowId, body.flowSecret, ['join', 'recovery', 'changePhone']);
      const start: ProviderStart = await startProviderTrip(ids, flow, body.service, returnUrl(deps, 'nice'));
      return c.json(start, 200);
    },
  );

  app.openapi(
    jsonPost({
      path: '/identity/redeem',
      operationId: 'redeemProviderReference',
      tags,
      summary: 'Redeem the reference the provider returned with',
      description:
        'Once per reference, by the tab holding the flow secret. Provider refusals answer 422 IDENTITY_MISMATCH, IDENTITY_NOT_FOUND, IDENTITY_CARRIER_BLOCKED, IDENTITY_THEFT_BLOCKED, IDENTITY_MISUSE_BLOCKED, IDENTITY_CODE_FAILED, IDENTITY_CANCELLED or IDENTITY_FAILED; a verified phone whose person differs from the details entered (or the account) 422 IDENTITY_NOT_MATCHING; a sign-up by a person who has an account 409 ACCOUNT_EXISTS; a recovery for a person without one 404 ACCOUNT_NOT_FOUND; an unknown, used or expired reference or flow 409 VERIFICATION_INVALID.',
      body: RedeemRequestSchema,
      responses: { 200: json(VerificationOutcomeSchema, 'The step passed.'), ...errors(400, 403, 404, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const outcome = await countingFailures(deps, clientAddress(c, deps.config.trustProxyHops), async () => {
        const flow = await openFlow(ids, body.flowId, body.flowSecret, ['join', 'recovery', 'changePhone']);
        return redeemForFlow(ids, flow, body.ref);
      });
      return c.json(outcome, 200);
    },
  );

  app.openapi(
    jsonPost({
      path: '/auth/kb/requests',
      operationId: 'startBankCertificateLogin',
      tags: ['auth'],
      summary: 'Start a bank-certificate login',
      body: EmptySchema,
      responses: { 201: json(BankCertStartSchema, 'The request (keep its secret in this tab) and the provider form.'), ...errors(400, 403, 429, 500) },
    }),
    async (c) => {
      await countStart(deps, clientAddress(c, deps.config.trustProxyHops));
      return c.json(await startBankCertTrip(ids, returnUrl(deps, 'kb')), 201);
    },
  );

  app.openapi(
    jsonPost({
      path: '/auth/kb/login',
      operationId: 'logInWithBankCertificate',
      tags: ['auth'],
      summary: 'Log in the worker whose CI the certificate carries',
      description: '404 NO_LINKED_ACCOUNT when no account belongs to that person; 422 IDENTITY_CANCELLED / IDENTITY_FAILED when the certificate step did not succeed; 409 VERIFICATION_INVALID for a used or unknown reference.',
      body: BankCertLoginRequestSchema,
      responses: { 200: json(UserSessionSchema, 'The user session.'), ...errors(400, 403, 404, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = await countingFailures(deps, clientAddress(c, deps.config.trustProxyHops), async () => {
        const { result } = await redeemReference(ids, body.ref, { requestId: body.requestId, requestSecret: body.requestSecret });
        if (!result.ok) throw providerFailureError(result.failure);
        return linkedAccount(deps.db, result.identity.ci);
      });
      const tokens = await deps.sessions.start({ kind: 'user', id: user.id, corporationCode: null, siteCode: null });
      return c.json({ ...tokens, ynConvertPassword: user.yn_convert_password } satisfies UserSession, 200);
    },
  );

  return app;
}

/**
 * The provider return URLs: plain redirects, no JSON and no XSRF pair (xsrf.ts exempts them): the
 * provider's encryption is the proof, and they trust no cookie.
 */
export function providerReturnRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const routes = new ApiRoutes<AppEnv>();
  const app = routes.app;
  const ids = identityDeps(deps);
  const target = { nice: '/niceSuccess', kb: '/kbCertLogin' } as const;

  for (const provider of ['nice', 'kb'] as const) {
    const handle = async (c: Context<AppEnv>) => {
      const fields = c.req.method === 'POST' ? fieldsOf(await c.req.parseBody()) : fieldsOf(c.req.query());
      const ref = await acceptProviderReturn(ids, provider, fields);
      const location = ref === null ? `${target[provider]}?error=invalid` : `${target[provider]}?ref=${encodeURIComponent(ref)}`;
      return c.redirect(location, 303);
    };
    app.get(`/providers/${provider}/return`, handle);
    app.post(`/providers/${provider}/return`, handle);
  }
  return routes;
}
