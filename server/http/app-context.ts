/**
 * What every route module receives: the Hono environment type (request variables set by the bearer
 * middleware) and the services the app wires once in createApp. Also owns the client address rule.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { CorporationSite, WorkDayRecord } from '../../src/shared/contract/api-contract.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { AdminRow, UserRow } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { ScryptParams } from '../services/passwords.ts';
import type { SessionService } from '../services/sessions.ts';
import type { Providers } from '../providers/types.ts';
import type { DataCipher } from '../services/data-cipher.ts';
import type { ReadCache } from '../services/read-cache.ts';
import type { KeyStore } from '../services/signing-keys.ts';
import type { TokenSigner } from '../services/tokens.ts';

export interface AdminAuth {
  admin: AdminRow;
  /** The corporation-site of the session (from the access token, checked against admin_sites). */
  site: CorporationSite;
}

export interface AppEnv {
  Variables: {
    /** Set by requireUser. */
    user: UserRow;
    /** Set by requireAdmin. */
    adminAuth: AdminAuth;
  };
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

/**
 * The client's address: the socket peer, or with TRUST_PROXY=n the n-th X-Forwarded-For entry from
 * the right. Counting from the right matters: a client can put anything at the left of the header,
 * but each trusted proxy appends the address it saw.
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  let socketAddress = 'unknown';
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
  }
  if (trustProxyHops <= 0) return socketAddress;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxyHops] ?? socketAddress;
}

/** Whether the browser reached us over HTTPS (directly, or through a trusted proxy). */
export function isHttps(c: Context, trustProxyHops: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxyHops > 0 && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The API namespace: JSON answers, XSRF checks, never the SPA fallback. */
export function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/');
}
