/**
 * What a server start does to its database before it serves: the migrations, the demo data (only
 * where the configuration allows it: never in production without SEED_DEMO=1), the load-test
 * workers, the data key (re-sealing what a previous data key sealed, db/reseal.ts) and the account
 * data every database needs. The configuration was checked whole before this runs (config.ts), so a
 * start never stops half-way through it for a configuration problem.
 */
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createDataCipher, loadDataKey, type DataCipher } from './db/data-cipher.ts';
import { resealWithCurrentKey } from './db/reseal.ts';
import type { Logger } from './logger.ts';
import { scryptParams } from './modules/auth/passwords.ts';
import { seedIfEmpty, seedLoadWorkers } from './seed/seed.ts';
import { seedAccounts } from './seed/seed-accounts.ts';

export async function prepareDatabase(db: Db, config: ServerConfig, options: { now: Date; logger: Logger }): Promise<DataCipher> {
  const { logger, now } = options;
  const passwordParams = scryptParams(config.scryptLogN);
  const applied = await migrate(db);
  if (applied.length > 0) logger.info(`migrations applied: ${applied.join(', ')}`);
  if (!config.seedDemo) logger.info('demo data: off (production; SEED_DEMO=1 seeds an empty database with the public demo accounts)');
  else if (await seedIfEmpty(db, { now, passwordParams })) logger.info('seeded the demo data (see docs/api.md)');
  if (config.seedLoadWorkers > 0) {
    await seedLoadWorkers(db, config.seedLoadWorkers, { passwordParams });
    logger.info(`load-test workers: ${String(config.seedLoadWorkers)} (SEED_LOAD_WORKERS)`);
  }

  // After the database is open (a new PGlite directory must be created by PGlite first).
  const dataKey = loadDataKey({ configuredKey: config.dataEncryptionKey, production: config.production, dataDir: config.dataDir, usesDatabaseUrl: config.databaseUrl !== undefined });
  const keyOrigins = { configured: 'DATA_ENCRYPTION_KEY', file: 'the key file in the data directory', generated: 'a new key file in the data directory', memory: 'a key for this process only (in-memory database)' };
  const dataCipher = createDataCipher(dataKey.key, config.dataEncryptionKeysPrevious);
  const previous = dataCipher.previousKeyIds.length > 0 ? `; previous keys, only to open: ${dataCipher.previousKeyIds.join(', ')}` : '';
  logger.info(`data encryption key: ${keyOrigins[dataKey.origin]} (key id ${dataCipher.keyId}${previous})`);
  // The key beside the data it seals (issue 31): fine on a laptop, never where the data matters.
  if (dataKey.origin === 'file' || dataKey.origin === 'generated') {
    logger.warn(
      `data encryption key: kept in ${config.dataDir} beside the data it seals; anyone with a copy of that folder reads the registration numbers. Development only: set DATA_ENCRYPTION_KEY (openssl rand -base64 32) and keep it apart from the data and its backups (docs/deploy.md, Keys and rotation)`,
    );
  }
  await resealWithCurrentKey(db, dataCipher, { logger });
  await seedAccounts(db, dataCipher, passwordParams, { now, demo: config.seedDemo });
  return dataCipher;
}
