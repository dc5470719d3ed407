/**
 * Web Push subscriptions (decision 065): the server's push configuration, and a device's
 * subscription stored (or moved to the caller) and removed. Workers and admins alike: a subscription
 * belongs to the person and the login session of the token, so the session's logout removes it.
 */
import { PushConfigSchema, PushSubscriptionRequestSchema, PushUnsubscribeRequestSchema } from '#contract/api-notifications.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { requireUserOrAdmin } from '../../http/bearer-auth.ts';
import type { AppDeps, AppEnv } from '../../http/app-context.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody } from '../../http/route-parts.ts';
import { deleteOwnSubscription, upsertSubscription } from './subscriptions.ts';


/** The push services of Chrome and Android (FCM), Firefox (Mozilla autopush), Safari (Apple) and Edge (WNS). */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** The host is one of PUSH_SERVICE_HOSTS or under one of them (updates.push.services.mozilla.com, web.push.apple.com, …). */
export function isPushServiceHost(host: string): boolean {
  const name = host.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((service) => name === service || name.endsWith(`.${service}`));
}

export function notificationRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const { db, push } = deps;
  const app = new ApiRoutes<AppEnv>();
  const person = requireUserOrAdmin(deps);

  /**
   * In production the server sends only to the browsers' push services: an endpoint is a URL the
   * server will POST to, and any other host (this one, a service inside the network) is refused. A
   * loopback endpoint, the tests' local push service, is accepted only outside production.
   */
  const checkEndpoint = (endpoint: string) => {
    if (deps.config.production && !isPushServiceHost(new URL(endpoint).hostname)) throw badRequest({ endpoint: 'invalid' });
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/push/config',
      operationId: 'getPushConfig',
      tags: ['notifications'],
      summary: 'Whether this server sends notifications, and its VAPID public key',
      security: BEARER_SECURITY,
      middleware: [person] as const,
      responses: {
        200: json(PushConfigSchema, 'The key to subscribe with, or available: false.'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => {
      const keys = await push.vapid.keys();
      return c.json({ available: keys !== null, publicKey: keys?.publicKey ?? null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/push/subscription',
      operationId: 'putPushSubscription',
      tags: ['notifications'],
      summary: "Store this device's push subscription for the caller",
      description: 'Upsert by endpoint: an endpoint another person subscribed now belongs to the caller. Logging out of this session removes it. 403 FORBIDDEN when notifications are off on this server.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [person] as const,
      request: { body: jsonBody(PushSubscriptionRequestSchema) },
      responses: {
        204: { description: 'Stored; notifications go to this device in the language given.' },
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      checkEndpoint(body.endpoint);
      if (!push.vapid.available) throw new DomainError('FORBIDDEN', 'Notifications are off on this server (GET /push/config says available: false).');
      await upsertSubscription(db, c.get('session'), { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, language: body.language }, deps.now());
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/push/subscription',
      operationId: 'deletePushSubscription',
      tags: ['notifications'],
      summary: "Remove this device's push subscription",
      description: "Only the caller's own: another person's subscription of the same endpoint is left alone. Answers 204 either way.",
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [person] as const,
      request: { body: jsonBody(PushUnsubscribeRequestSchema) },
      responses: {
        204: { description: 'The device is no longer told anything for the caller.' },
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      await deleteOwnSubscription(db, c.get('session'), c.req.valid('json').endpoint);
      return c.body(null, 204);
    },
  );

  return app;
}
