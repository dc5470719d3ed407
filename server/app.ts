/**
 * The Hono app of the WFM API: wires services into routes and puts the cross-cutting layers in
 * order (request id and log → security headers → XSRF → body limit → routes → PWA files → not found).
 * It opens nothing itself, so tests create it on an in-memory database and call app.request().
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '#contract/api-contract.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { AppDeps, AppEnv } from './http/app-context.ts';
import { badRequest } from './domain-error.ts';
import { createErrorHandler, errorResponse, notFoundResponse } from './http/errors.ts';
import { ApiRoutes } from './http/api-routes.ts';
import { apiComponents } from './http/api-components.ts';
import { openApiDocument } from './http/openapi-document.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeadersWith } from './http/security-headers.ts';
import { pwaFiles } from './http/static.ts';
import { xsrfProtection } from './http/xsrf.ts';
import type { Logger } from './logger.ts';
import { createProviders } from './providers/index.ts';
import { sandboxPages } from './providers/sandbox-pages.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { policyRoutes } from './modules/policies/routes.ts';
import { adminAuthRoutes } from './modules/auth/admin-routes.ts';
import { contractRoutes, contractsOwnBodyLimit } from './modules/contracts/routes.ts';
import { rosterRoutes } from './modules/roster/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { officeRoutes } from './modules/office/routes.ts';
import { adminPasskeyRoutes, workerPasskeyRoutes } from './modules/auth/passkey-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { certificateRoutes, hasOwnBodyLimit } from './modules/certificates/routes.ts';
import { identityRoutes, providerReturnRoutes } from './modules/identity/routes.ts';
import { payRoutes } from './modules/pay/routes.ts';
import { qnaRoutes } from './modules/qna/routes.ts';
import { qrRoutes } from './modules/qr/routes.ts';
import { BEARER_SCHEME, XSRF_COOKIE_SCHEME, XSRF_HEADER_SCHEME } from './http/route-parts.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { usersRoutes } from './modules/accounts/home-project-routes.ts';
import { workRoutes } from './modules/work/routes.ts';
import { correctionRoutes, correctionsOwnBodyLimit } from './modules/corrections/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { createPushService, type PushService } from './modules/notifications/service.ts';
import { createDataCipher, type DataCipher } from './db/data-cipher.ts';
import { createDummyHash, scryptParams } from './modules/auth/passwords.ts';
import { createReadCaches } from './db/read-cache.ts';
import { createSessionService } from './modules/auth/sessions.ts';
import { createKeyStore } from './modules/auth/signing-keys.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';

/** No call takes more than a few hundred bytes; anything far larger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The project is private and publishes no licence (package.json), which an SPDX reference says.
 */
const API_LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };

interface CreateAppOptions {
  db: Db;
  config: ServerConfig;
  /** The clock; tests move it to expire tokens and throttle windows. */
  now?: () => Date;
  /** The server's log (logger.ts); tests pass quietLogger or one that captures the lines. */
  logger: Logger;
  /**
   * Encrypts registration numbers (main.ts loads the key: server/db/data-cipher.ts). Without it,
   * DATA_ENCRYPTION_KEY (and DATA_ENCRYPTION_KEYS_PREVIOUS) from the config, else a key for this
   * process only (tests).
   */
  dataCipher?: DataCipher;
  /** Web Push (main.ts makes it, to run its sender on an interval); without it, one made here. */
  push?: PushService;
}

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const { logger } = options;
  const cipher = options.dataCipher ?? (config.dataEncryptionKey ? createDataCipher(config.dataEncryptionKey, config.dataEncryptionKeysPrevious) : createDataCipher(randomBytes(32)));
  const keys = createKeyStore(db, { privateKeyPem: config.jwtPrivateKeyPem, now, cipher });
  const signer = createTokenSigner(keys, now);
  const passwordParams = scryptParams(config.scryptLogN);
  const { providers, sandboxSeal } = createProviders(config, db, cipher, now, logger);
  const deps: AppDeps = {
    db,
    config,
    now,
    logger,
    keys,
    signer,
    sessions: createSessionService({
      db,
      signer,
      now,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    }),
    passwordParams,
    dummyPasswordHash: createDummyHash(passwordParams),
    cipher,
    providers,
    readCaches: createReadCaches(db, now, config.readCache),
    push: options.push ?? createPushService({ db, config, cipher, logger, now }),
  };

  // Made now rather than at the first unknown-phone login, whose answer would otherwise be slower.
  deps.dummyPasswordHash().catch((error: unknown) => {
    logger.error({ err: error }, 'preparing the dummy password hash failed');
  });

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeadersWith(config.providerFormOrigins, config.trustProxyHops));
  app.use(xsrfProtection(config.trustProxyHops));
  const apiBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, badRequest({ body: 'tooLarge' })) });
  // The contract signature carries an image and sets its own limit (modules/certificates/routes.ts).
  // So do a correction request, which may carry a photo (modules/corrections/routes.ts), and a
  // worker's face photo and training card photo (modules/contracts/routes.ts).
  app.use(`${API_PREFIX}/*`, (c, next) =>
    hasOwnBodyLimit(c.req.path) || correctionsOwnBodyLimit(c.req.path) || contractsOwnBodyLimit(c.req.path) ? next() : apiBodyLimit(c, next),
  );

  // The API is an app of its own, mounted at the prefix: its document (served at
  // API_PREFIX/openapi.json) names the paths under the prefix, and the prefix is its server.
  const api = new ApiRoutes<AppEnv>();
  for (const routes of [
    authRoutes(deps),
    adminAuthRoutes(deps),
    adminPasskeyRoutes(deps),
    workerPasskeyRoutes(deps),
    usersRoutes(deps),
    workRoutes(deps),
    correctionRoutes(deps),
    contractRoutes(deps),
    rosterRoutes(deps),
    exportRoutes(deps),
    officeRoutes(deps),
    payRoutes(deps),
    qnaRoutes(deps),
    qrRoutes(deps),
    staffRoutes(deps),
    certificateRoutes(deps),
    identityRoutes(deps),
    accountRoutes(deps),
    policyRoutes(deps),
    notificationRoutes(deps),
    providerReturnRoutes(deps),
  ]) {
    api.include(routes);
  }
  Object.assign(api.securitySchemes, {
    [BEARER_SCHEME]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'An access token (typ access, at most 15 minutes) from login or reissue.',
    },
    [XSRF_HEADER_SCHEME]: { type: 'apiKey', in: 'header', name: XSRF_HEADER, description: `Unsafe methods: the value of the ${XSRF_COOKIE} cookie.` },
    [XSRF_COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: XSRF_COOKIE, description: 'Set by the server on any response when missing.' },
  });
  let document: Record<string, unknown> | undefined;
  api.app.get('/openapi.json', (c) => {
    document ??= openApiDocument(api.definitions, apiComponents, {
      info: {
        title: 'WFM API',
        version: '1.0.0',
        description:
          'The reference WFM API behind the workforce-management PWA. Every failure answers ApiError. ' +
          'Unsafe methods need the XSRF double submit (cookie and header).',
        license: API_LICENSE,
      },
      // Relative, so the document holds on any host that serves it; the paths below are under it.
      servers: [{ url: API_PREFIX, description: 'This server: every call is under the API prefix.' }],
      securitySchemes: api.securitySchemes,
    });
    return c.json(document);
  });

  app.route(API_PREFIX, api.app);
  if (config.sandboxProviders && sandboxSeal) app.route('/sandbox', sandboxPages({ db, seal: sandboxSeal }));
  else app.all('/sandbox/*', (c) => c.text('Not found', 404));

  app.use('*', pwaFiles(config.distDir));
  app.notFound(notFoundResponse);
  app.onError(createErrorHandler(logger));
  return app;
}
