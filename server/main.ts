/**
 * The server process: read and check the whole configuration, open the database and prepare it
 * (startup.ts: migrations, demo data where allowed, keys), then serve the API and the built PWA. Run
 * with `node server/main.ts`.
 */
// First: the dates of every answer come from #contract/seoul-time.ts, on the global Temporal, which
// Node 24 does not have yet. The polyfill installs itself only where the runtime has no Temporal (decision 053).
import 'temporal-polyfill/global';
import { createApp } from './app.ts';
import { listen } from './http/listen.ts';
import { ConfigError, DEFAULT_SCRYPT_LOG_N, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { pruneSmsOutbox } from './providers/sandbox.ts';
import { purgeRetainedAccounts } from './modules/accounts/service.ts';
import { pruneRecoveryCodes } from './modules/accounts/recovery-codes.ts';
import { pruneIdentityFlows } from './modules/identity/service.ts';
import { createLogger, type Logger } from './logger.ts';
import { pruneRefreshTokens } from './modules/auth/sessions.ts';
import { pruneFailures } from './modules/auth/throttle.ts';
import { pruneAdminCodes } from './modules/auth/admin-codes.ts';
import { prunePasskeyChallenges } from './modules/auth/passkeys.ts';
import { prepareDatabase } from './startup.ts';
import { closeEndedMonths } from './modules/pay/statement-versions.ts';
import { createPushService } from './modules/notifications/service.ts';
import { pruneNotificationOutbox } from './modules/notifications/sender.ts';
import { sweepNotifications } from './modules/notifications/sweeps.ts';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const CLOSE_MONTHS_INTERVAL_MS = 60 * 60 * 1000;
/** How often the sender looks for notifications no kick announced (a transaction that committed after the kick, another replica's). */
const SEND_INTERVAL_MS = 30 * 1000;
/** How often the sweeps look for contracts to sign and days without an end (decision 065). */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** The default log until the configuration is read, so that its problems are logged as JSON too. */
let logger: Logger = createLogger();

async function main(): Promise<void> {
  const config = loadConfig();
  logger = createLogger({ level: config.logLevel, redactPaths: config.logRedactPaths });
  if (config.scryptLogN < DEFAULT_SCRYPT_LOG_N) logger.warn(`SCRYPT_LOG_N=${config.scryptLogN} lowers password hashing cost (tests only)`);

  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    openPoolNow: true,
    onPoolError: (error) => {
      logger.error({ err: error }, 'idle database connection failed');
    },
    onTableChanges: (event) => {
      if (event.state === 'listening') logger.info('read cache: listening for table changes on PostgreSQL');
      else logger.error({ err: event.error }, 'read cache: the table-change listener is not listening; every read goes to the database until it listens again');
    },
  });
  logger.info(`database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`}`);
  const dataCipher = await prepareDatabase(db, config, { now: new Date(), logger });
  logger.info(config.sandboxProviders ? 'sandbox providers: on (/sandbox/nice, /sandbox/kb, SMS outbox at /sandbox/sms)' : 'sandbox providers: off');

  logger.info(config.staffApiToken ? 'staff API: on (STAFF_API_TOKEN)' : 'staff API: off (set STAFF_API_TOKEN to answer Q&A inquiries)');
  const push = createPushService({ db, config, cipher: dataCipher, logger, now: () => new Date() });
  logger.info(
    push.vapid.available
      ? `notifications: on (${config.vapid.keys ? 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY' : 'a VAPID key pair generated for this database'})`
      : 'notifications: off (production without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; the app says they are not available)',
  );
  const app = createApp({ db, config, logger, dataCipher, push });
  const prune = setInterval(() => {
    const now = new Date();
    Promise.all([
      pruneFailures(db, now),
      pruneRefreshTokens(db, now),
      pruneIdentityFlows(db, now),
      pruneSmsOutbox(db, now),
      pruneAdminCodes(db, now),
      pruneRecoveryCodes(db, now),
      prunePasskeyChallenges(db, now),
      purgeRetainedAccounts(db, now),
      pruneNotificationOutbox(db, now),
    ]).catch((error: unknown) => {
      logger.error({ err: error }, 'pruning failed');
    });
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  // Notifications: the sender catches what no kick announced; the sweeps find what no request does.
  const timers = [prune];
  if (push.vapid.available) {
    const send = setInterval(() => {
      push.sender.kick();
    }, SEND_INTERVAL_MS);
    const sweep = setInterval(() => {
      sweepNotifications(db, new Date()).catch((error: unknown) => {
        logger.error({ err: error }, 'notification sweeps failed');
      });
    }, SWEEP_INTERVAL_MS);
    send.unref();
    sweep.unref();
    timers.push(send, sweep);
  }

  const server = listen({ fetch: app.fetch, port: config.port, host: config.host, keepAliveTimeoutSeconds: config.keepAliveTimeoutSeconds }, (port) => {
    logger.info(`WFM API listening on http://${config.host}:${port} (API under /v1/mobile/wfm)`);
  });

  // Months that ended get their statements issued (decision 067), once the server listens: a start
  // with months to close answers at once (issue 32), and the statements not issued yet are answered
  // live meanwhile. Then every hour; one replica at a time (the closing's advisory lock).
  const closingStop = new AbortController();
  let closingRun: Promise<unknown> = Promise.resolve();
  const closeMonths = () => {
    closingRun = closingRun.then(() =>
      closeEndedMonths(db, new Date(), logger, closingStop.signal).catch((error: unknown) => {
        logger.error({ err: error }, 'issuing the statements of the months that ended failed');
      }),
    );
  };
  closeMonths();
  const closing = setInterval(closeMonths, CLOSE_MONTHS_INTERVAL_MS);
  closing.unref();
  timers.push(closing);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    for (const timer of timers) clearInterval(timer);
    push.sender.stop();
    // A closing stops after its batch; the next start goes on where it stopped.
    closingStop.abort();
    await closingRun;
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
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
    });
  }
}

main().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: its list, without a stack.
  if (error instanceof ConfigError) logger.fatal({ problems: error.problems }, 'the server cannot start with this configuration');
  else logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
