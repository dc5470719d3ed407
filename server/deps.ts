/**
 * What the app wires once (createApp) and hands to routes and services: database, clock, config,
 * keys, providers, caches. Plain types outside http/, so a service takes them without knowing HTTP.
 */
import type { CorporationSite, WorkDayRecord } from '../src/shared/contract/api-contract.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { AdminRow, UserRow } from './db/schema.ts';
import type { Logger } from './logger.ts';
import type { ScryptParams } from './services/passwords.ts';
import type { SessionService } from './services/sessions.ts';
import type { Providers } from './providers/types.ts';
import type { DataCipher } from './services/data-cipher.ts';
import type { ReadCache } from './services/read-cache.ts';
import type { KeyStore } from './services/signing-keys.ts';
import type { TokenSigner } from './services/tokens.ts';

export interface AdminAuth {
  admin: AdminRow;
  /** The corporation-site of the session (from the access token, checked against admin_sites). */
  site: CorporationSite;
}

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  logger: Logger;
  /** The Ed25519 keys behind the JWTs; they also sign QR codes. */
  keys: KeyStore;
  signer: TokenSigner;
  sessions: SessionService;
  passwordParams: ScryptParams;
  /** A hash to verify against when the phone number is unknown (same cost as a real check). */
  dummyPasswordHash: () => Promise<string>;
  /** Encryption at rest of registration numbers and verified identities. */
  cipher: DataCipher;
  /** Identity, bank-certificate and SMS providers (configuration chooses them). */
  providers: Providers;
  /** Reads kept between requests when this process is the database's only writer (decision 045). */
  readCaches: ReadCaches;
}

export interface ReadCaches {
  /** The account row requireUser checks, by user id. */
  users: ReadCache<UserRow>;
  /** GET /work/weekly's seven days, by user id and the week's Sunday. */
  weeks: ReadCache<WorkDayRecord[]>;
}

