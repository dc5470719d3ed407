/**
 * What the app wires once (createApp) and hands to routes and services: database, clock, config,
 * keys, providers, caches. Plain types outside http/, so a service takes them without knowing HTTP.
 */
import type { OfficeChoice } from '#contract/api-auth.ts';
import type { CorporationSite } from '#contract/api-auth.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { AdminRow } from './db/schema.ts';
import type { Logger } from './logger.ts';
import type { ScryptParams } from './modules/auth/passwords.ts';
import type { SessionService } from './modules/auth/sessions.ts';
import type { Providers } from './providers/types.ts';
import type { DataCipher } from './db/data-cipher.ts';
import type { ReadCaches } from './db/read-cache.ts';
import type { KeyStore } from './modules/auth/signing-keys.ts';
import type { TokenSigner } from './modules/auth/tokens.ts';
import type { PushService } from './modules/notifications/service.ts';

export interface AdminAuth {
  admin: AdminRow;
  /** The corporation-site of the session (from the access token, checked against admin_sites). */
  site: CorporationSite;
}

/** An admin's office session (decision 088): the admin and the corporation whose payroll office it is (checked against admin_offices). */
export interface OfficeAuth {
  admin: AdminRow;
  office: OfficeChoice;
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
  /** Web Push: the VAPID keys and the notification sender (decision 065). */
  push: PushService;
}
