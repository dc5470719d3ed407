/**
 * The server process: read the configuration, open and migrate the database, seed it when it has
 * no users, then serve the API and the built PWA. Run with `node server/main.ts`.
 */
// First: the dates of every answer come from #contract/seoul-time.ts, on the global Temporal, which
// Node 24 does not have yet. The polyfill installs itself only where the runtime has no Temporal (decision 053).
import 'temporal-polyfill/global';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { DEFAULT_SCRYPT_LOG_N, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty, seedLoadWorkers } from './seed/seed.ts';
import { seedAccounts } from './seed/seed-accounts.ts';
import { pruneSmsOutbox } from './providers/sandbox.ts';
import { purgeRetainedAccounts } from './modules/accounts/service.ts';
import { createDataCipher, loadDataKey } from './db/data-cipher.ts';
import { pruneIdentityFlows } from './modules/identity/service.ts';
import { consoleLogger as logger } from './logger.ts';
import { scryptParams } from './modules/auth/passwords.ts';
import { pruneRefreshTokens } from './modules/auth/sessions.ts';
import { pruneFailures } from './modules/auth/throttle.ts';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.scryptLogN < DEFAULT_SCRYPT_LOG_N) logger.info(`warning: SCRYPT_LOG_N=${config.scryptLogN} lowers password hashing cost (tests only)`);

  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => {
      logger.error('idle database connection failed', error);
    },
  });
  logger.info(`database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`}`);
  const applied = await migrate(db);
  if (applied.length > 0) logger.info(`migrations applied: ${applied.join(', ')}`);
  if (await seedIfEmpty(db, { now: new Date(), passwordParams: scryptParams(config.scryptLogN) })) {
    logger.info('seeded the demo data (see docs/api.md)');
  }
  if (config.seedLoadWorkers > 0) {
    await seedLoadWorkers(db, config.seedLoadWorkers, { passwordParams: scryptParams(config.scryptLogN) });
    logger.info(`load-test workers: ${config.seedLoadWorkers} (SEED_LOAD_WORKERS)`);
  }

  // After the database is open (a new PGlite directory must be created by PGlite first).
  const dataKey = loadDataKey({ configuredKey: config.dataEncryptionKey, production: config.production, dataDir: config.dataDir, usesDatabaseUrl: config.databaseUrl !== undefined });
  const keyOrigins = { configured: 'DATA_ENCRYPTION_KEY', file: 'the key file in the data directory', generated: 'a new key file in the data directory', memory: 'a key for this process only (in-memory database)' };
  logger.info(`data encryption key: ${keyOrigins[dataKey.origin]}`);
  const dataCipher = createDataCipher(dataKey.key);
  await seedAccounts(db, dataCipher, scryptParams(config.scryptLogN));
  logger.info(config.sandboxProviders ? 'sandbox providers: on (/sandbox/nice, /sandbox/kb, SMS outbox at /sandbox/sms)' : 'sandbox providers: off');

  logger.info(config.staffApiToken ? 'staff API: on (STAFF_API_TOKEN)' : 'staff API: off (set STAFF_API_TOKEN to answer Q&A inquiries)');
  const app = createApp({ db, config, logger, dataCipher });
  const prune = setInterval(() => {
    const now = new Date();
    Promise.all([pruneFailures(db, now), pruneRefreshTokens(db, now), pruneIdentityFlows(db, now), pruneSmsOutbox(db, now), purgeRetainedAccounts(db, now)]).catch((error: unknown) => {
      logger.error('pruning failed', error);
    });
  }, PRUNE_INTERVAL_MS);
  prune.unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`WFM API listening on http://${config.host}:${info.port} (API under /v1/mobile/wfm)`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    clearInterval(prune);
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      // Keep-alive connections would hold close() open.
      if ('closeAllConnections' in server) {
        setTimeout(() => {
          server.closeAllConnections();
        }, 3000).unref();
      }
    });
    // Close the database cleanly: PGlite writes its files on close.
    await db.destroy();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        logger.error('shutdown failed', error);
        process.exit(1);
      });
    });
  }
}

main().catch((error: unknown) => {
  logger.error('the server could not start', error);
  process.exit(1);
});
