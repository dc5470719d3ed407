/**
 * Server configuration: the one place that reads environment variables. Everything else receives a
 * ServerConfig, so tests build one in code and never depend on the developer's shell.
 */
import { resolve } from 'node:path';
import { isRedactPath } from './log-redaction.ts';
import { LOG_LEVELS, type LogLevel } from './logger.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * How long an idle connection stays open for its next request (KEEP_ALIVE_TIMEOUT_SECONDS, default 65).
   * Longer than the idle timeout of the proxy's upstream connections (nginx, load balancers: 60 s), so
   * the proxy never sends a request on a connection the server is closing (server/http/listen.ts).
   */
  keepAliveTimeoutSeconds: number;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** PGlite data directory (or memory:// in tests). */
  dataDir: string;
  /** The built PWA (vite build output). */
  distDir: string;
  accessTokenTtlSeconds: number;
  /** By the session's kind: a worker's ('user') and an admin's. */
  refreshTokenTtlSeconds: Readonly<Record<'user' | 'admin', number>>;
  /** Ed25519 PKCS8 PEM; when absent a key is generated once and kept in the signing_keys table. */
  jwtPrivateKeyPem: string | undefined;
  /**
   * How many reverse proxies in front of us are trusted to append to X-Forwarded-For.
   * 0 (default): the socket address is the client. TRUST_PROXY=1: the last X-Forwarded-For entry is.
   */
  trustProxyHops: number;
  /** log2 of the scrypt cost N used for new password hashes. */
  scryptLogN: number;
  /**
   * The shared secret of the staff API (POST /staff/qna/{id}/answer), sent as a bearer token.
   * Unset: the staff API is off and answers 403 to everyone.
   */
  staffApiToken: string | undefined;
  /** How long a worker's QR code is valid (QR_CODE_TTL_SECONDS, default 60). */
  qrCodeTtlSeconds: number;
  /**
   * TEST_CODE_LIFETIMES=on (test servers only; a production start refuses it): a worker's code may be
   * asked for with a shorter life in the X-Test-Code-Lifetime header (seconds, 1 up to
   * QR_CODE_TTL_SECONDS), so a test sees a code expire without every other test's codes living that
   * short; and issued up to an hour earlier (X-Test-Code-Issued-Ago, seconds), so a test records an
   * event earlier in the day (scanned with `scannedAt`) instead of waiting for the wall clock. Off by
   * default.
   */
  testCodeLifetimes: boolean;
  /** Slack given to a QR code after its expiry, for the time it takes to show and scan (QR_CLOCK_SKEW_SECONDS, default 5). */
  qrClockSkewSeconds: number;
  /** NODE_ENV=production: no generated keys, no sandbox, no demo data (a staging server runs without it). */
  production: boolean;
  /**
   * DATA_ENCRYPTION_KEY: 32 bytes, base64 (`openssl rand -base64 32`). Encrypts registration numbers and
   * verified identities (AES-256-GCM). Unset outside production: generated once and kept in the data
   * directory (server/db/data-cipher.ts). Required in production.
   */
  dataEncryptionKey: Buffer | undefined;
  /**
   * DATA_ENCRYPTION_KEYS_PREVIOUS: the keys DATA_ENCRYPTION_KEY replaced (comma-separated, each 32 bytes
   * base64). They only open: a start re-seals what they sealed with the current key (decision 062).
   */
  dataEncryptionKeysPrevious: Buffer[];
  /**
   * Whether the server hosts the sandbox identity providers, the sandbox bank certificate and the
   * SMS outbox under /sandbox (SANDBOX_PROVIDERS=on|off; default on except in production, where on is
   * refused: with the sandbox anyone logs in as anyone).
   */
  sandboxProviders: boolean;
  /**
   * IDENTITY_PROVIDER, BANK_CERT_PROVIDER, SMS_PROVIDER: which implementation (docs/identity-providers.md).
   * `none`: no identity contract; self sign-up, recovery by the provider, phone changes and the
   * certificate login are not offered (the site office takes people on). Default: the sandbox where
   * it is on, else none. SMS has no default without the sandbox: admins log in with a texted code.
   */
  identityProvider: IdentityProviderName;
  bankCertProvider: BankCertProviderName;
  smsProvider: SmsProviderName;
  /** SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET for SMS_PROVIDER=webhook (providers/sms-webhook.ts). */
  smsWebhook: { url: string; secret: string } | undefined;
  /**
   * PUBLIC_ORIGIN (https://wfm.example.com): the origin providers return the browser to, and the one
   * origin a passkey may be used from. Required in production. Unset elsewhere: the origin of the
   * request (a laptop, a test).
   */
  publicOrigin: string | undefined;
  /**
   * WEBAUTHN_RP_ID (wfm.example.com): the passkeys' relying-party id, a domain that PUBLIC_ORIGIN's
   * host is or ends in. Unset: PUBLIC_ORIGIN's host name (or the request's, outside production).
   * A passkey works only under the id it was registered with: changing it strands every passkey.
   */
  webauthnRpId: string | undefined;
  /**
   * PROVIDER_FORM_ORIGINS: https origins of real provider pages (comma-separated); the app's
   * Content-Security-Policy lets forms be posted there (form-action). Empty for the sandbox.
   */
  providerFormOrigins: string[];
  /**
   * Verification throttling per client address and 15 minutes: provider trips started
   * (VERIFICATION_STARTS_PER_ADDRESS, 60; each costs a provider fee) and refused verifications
   * (VERIFICATION_FAILURES_PER_ADDRESS, 20). A site office behind one address may need more.
   */
  verificationStartsPerAddress: number;
  verificationFailuresPerAddress: number;
  /** How old a scan queued offline may be when it arrives (QR_OFFLINE_SCAN_MAX_HOURS, default 72). */
  qrOfflineScanMaxHours: number;
  /**
   * Whether the server keeps the reads every call makes in memory (READ_CACHE=on|off, default on;
   * decisions 045 and 060). On PostgreSQL it needs one session-mode connection for LISTEN: behind a
   * pooler in transaction mode, set it off.
   */
  readCache: boolean;
  /** Extra workers seeded for load and chaos tests (SEED_LOAD_WORKERS, default 0; see seed/seed.ts loadWorker). */
  seedLoadWorkers: number;
  /**
   * Whether an empty database gets the demo data (SEED_DEMO=on|off; default on except in production,
   * where only an explicit SEED_DEMO=1 seeds: the demo accounts' passwords are public).
   */
  seedDemo: boolean;
  /**
   * Web Push (decision 065): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `npx web-push
   * generate-vapid-keys` prints them) and VAPID_SUBJECT (mailto: or https:, how a push service reaches
   * the operator). Unset outside production: a pair is generated once and kept in the database, sealed
   * with the data key (modules/notifications/vapid-keys.ts). Unset in production: push is off.
   */
  vapid: VapidConfig;
  /** LOG_LEVEL: the least severe level written (default info; silent writes nothing). */
  logLevel: LogLevel;
  /**
   * LOG_REDACT_PATHS: pino redact paths (comma-separated, e.g. `iban,body.iban`) redacted besides the
   * fixed ones of log-redaction.ts.
   */
  logRedactPaths: string[];
}

export interface VapidConfig {
  /** Both or neither (a configuration with one of them is refused). */
  keys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
}

/** The subject outside production when VAPID_SUBJECT is unset: an address that reaches no one, which no push service checks. */
export const DEV_VAPID_SUBJECT = 'mailto:push@wfm.invalid';

/** A configuration the server cannot start with: every problem found, one per line. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The server cannot start with this configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The production scrypt cost: N = 2^17 (about 128 MiB and a few hundred ms per hash). */
export const DEFAULT_SCRYPT_LOG_N = 17;
/** Access tokens never live longer than 15 minutes (the refresh token covers the rest). */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * A session's refresh token lives this long from its last use (every reissue issues a new one): a
 * worker's phone stays signed in through 90 days without opening the app (issue 32: no login queue
 * at 7 a.m. after a holiday), an admin's or office's session 14 days. Logout, a password or phone
 * change, a cancelled account and the end of the worker's last employment end it at once.
 */
export const REFRESH_TOKEN_TTL_SECONDS: Readonly<Record<'user' | 'admin', number>> = { user: 90 * 24 * 60 * 60, admin: 14 * 24 * 60 * 60 };
/** A staff token is a secret anyone may try to guess: refuse short ones (e.g. `openssl rand -base64 32`). */
export const MIN_STAFF_API_TOKEN_LENGTH = 32;

/** A worker's QR code lives 60 s (docs/decisions/006-qr-code-lifetime.md). */
export const DEFAULT_QR_CODE_TTL_SECONDS = 60;
export const DEFAULT_QR_CLOCK_SKEW_SECONDS = 5;
export const DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS = 65;
/** A gate may be offline over a long weekend (docs/decisions/007-offline-admin-scans.md). */
export const DEFAULT_QR_OFFLINE_SCAN_MAX_HOURS = 72;

type Env = Record<string, string | undefined>;

export const IDENTITY_PROVIDER_NAMES = ['sandbox', 'none'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDER_NAMES)[number];
export const BANK_CERT_PROVIDER_NAMES = ['sandbox', 'none'] as const;
export type BankCertProviderName = (typeof BANK_CERT_PROVIDER_NAMES)[number];
export const SMS_PROVIDER_NAMES = ['sandbox', 'webhook'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];
/** The webhook's signing secret is a shared key (openssl rand -base64 32). */
export const MIN_SMS_WEBHOOK_SECRET_LENGTH = 32;

function oneOf<T extends string>(env: Env, name: string, names: readonly T[], fallback: T | undefined, missing: string): T {
  const raw = nonEmpty(env[name])?.trim();
  if (raw === undefined) {
    if (fallback === undefined) throw new Error(missing);
    return fallback;
  }
  const known = names.find((value) => value === raw);
  if (known === undefined) throw new Error(`${name} must be one of ${names.join(', ')} (not ${JSON.stringify(raw)}; see docs/identity-providers.md)`);
  return known;
}

/** Loopback addresses: a relay on the server's own machine may speak plain http. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** The webhook's address and secret; what is wrong with them goes to `problems`, each on its own. */
function smsWebhookFrom(env: Env, provider: SmsProviderName, production: boolean, problems: string[]): { url: string; secret: string } | undefined {
  if (provider !== 'webhook') return undefined;
  const rawUrl = nonEmpty(env.SMS_WEBHOOK_URL)?.trim();
  const secret = nonEmpty(env.SMS_WEBHOOK_SECRET)?.trim();
  let url: URL | undefined;
  if (rawUrl === undefined) problems.push('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL (https://sms-relay.example.com/send)');
  else {
    url = URL.canParse(rawUrl) ? new URL(rawUrl) : undefined;
    if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) problems.push('SMS_WEBHOOK_URL must be an http(s) URL');
    else if (production && url.protocol !== 'https:' && !isLoopback(url.hostname)) problems.push('SMS_WEBHOOK_URL must be https in production (plain http only to a relay on this machine)');
  }
  if (secret === undefined || secret.length < MIN_SMS_WEBHOOK_SECRET_LENGTH) problems.push(`SMS_PROVIDER=webhook needs SMS_WEBHOOK_SECRET, at least ${MIN_SMS_WEBHOOK_SECRET_LENGTH} characters (openssl rand -base64 32): every request is signed with it`);
  return url && secret ? { url: url.href, secret } : undefined;
}

function intFrom(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function staffApiTokenFrom(env: Env): string | undefined {
  const token = nonEmpty(env.STAFF_API_TOKEN)?.trim();
  if (token === undefined) return undefined;
  if (token.length < MIN_STAFF_API_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
    throw new Error(`STAFF_API_TOKEN must be at least ${MIN_STAFF_API_TOKEN_LENGTH} printable ASCII characters without spaces`);
  }
  return token;
}

function dataKeyFrom(env: Env): Buffer | undefined {
  const raw = nonEmpty(env.DATA_ENCRYPTION_KEY)?.trim();
  if (raw === undefined) return undefined;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  return key;
}

/** The replaced data keys; a malformed one is named by its place in the list (a key never goes into a message). */
function previousDataKeysFrom(env: Env): Buffer[] {
  const keys = (nonEmpty(env.DATA_ENCRYPTION_KEYS_PREVIOUS) ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => Buffer.from(text, 'base64'));
  const bad = keys.flatMap((key, index) => (key.length === 32 ? [] : [index + 1]));
  if (bad.length > 0) {
    throw new Error(`DATA_ENCRYPTION_KEYS_PREVIOUS must be 32-byte base64 keys separated by commas (not key ${bad.join(', ')} of ${keys.length})`);
  }
  return keys;
}

/** A previous key that is the current one, or is listed twice: a copy-paste mistake of the rotation. */
function previousDataKeyProblems(current: Buffer | undefined, previous: readonly Buffer[]): string[] {
  const problems: string[] = [];
  const same = previous.flatMap((key, index) => (current?.equals(key) ? [index + 1] : []));
  if (same.length > 0) problems.push(`DATA_ENCRYPTION_KEYS_PREVIOUS must not hold the current DATA_ENCRYPTION_KEY (key ${same.join(', ')}): list only the keys it replaced`);
  const twice = previous.flatMap((key, index) => (previous.findIndex((other) => other.equals(key)) < index ? [index + 1] : []));
  if (twice.length > 0) problems.push(`DATA_ENCRYPTION_KEYS_PREVIOUS lists a key twice (key ${twice.join(', ')})`);
  return problems;
}

function switchFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env[name])?.trim().toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'on' || raw === 'true' || raw === '1') return true;
  if (raw === 'off' || raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be on or off`);
}

/** An uncompressed P-256 public key (65 bytes, 0x04 first) or a private scalar (32 bytes), in base64url. */
function vapidKeyFrom(env: Env, name: 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'): string | undefined {
  const raw = nonEmpty(env[name])?.trim();
  if (raw === undefined) return undefined;
  const bytes = /^[A-Za-z0-9_-]+$/.test(raw) ? Buffer.from(raw, 'base64url') : Buffer.alloc(0);
  const ok = name === 'VAPID_PUBLIC_KEY' ? bytes.length === 65 && bytes[0] === 4 : bytes.length === 32;
  if (!ok) throw new Error(`${name} must be a P-256 ${name === 'VAPID_PUBLIC_KEY' ? 'public key (65 bytes)' : 'private key (32 bytes)'} in base64url without padding (npx web-push generate-vapid-keys)`);
  return raw;
}

function vapidFrom(env: Env, production: boolean): VapidConfig {
  const publicKey = vapidKeyFrom(env, 'VAPID_PUBLIC_KEY');
  const privateKey = vapidKeyFrom(env, 'VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const subject = nonEmpty(env.VAPID_SUBJECT)?.trim();
  if (subject !== undefined && !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/.test(subject)) {
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL (mailto:ops@example.com)');
  }
  if (production && publicKey !== undefined && subject === undefined) throw new Error('VAPID_SUBJECT is required with the VAPID keys in production (mailto:ops@example.com): push services use it to reach the operator');
  return { keys: publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined, subject: subject ?? DEV_VAPID_SUBJECT };
}

function logLevelFrom(env: Env): LogLevel {
  const raw = nonEmpty(env.LOG_LEVEL)?.trim().toLowerCase();
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((known) => known === raw);
  if (level === undefined) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function redactPathsFrom(env: Env): string[] {
  const paths = (nonEmpty(env.LOG_REDACT_PATHS) ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  const bad = paths.filter((path) => !isRedactPath(path));
  if (bad.length > 0) throw new Error(`LOG_REDACT_PATHS must be redact paths such as iban or body.iban (not ${bad.map((path) => JSON.stringify(path)).join(', ')})`);
  return paths;
}

/** A host name a browser accepts as a relying-party id: lower-case labels, no port, not an address. */
const RP_ID = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function rpIdFrom(env: Env): string | undefined {
  const raw = nonEmpty(env.WEBAUTHN_RP_ID)?.trim();
  if (raw === undefined) return undefined;
  if (!RP_ID.test(raw) || /^[\d.]+$/.test(raw)) throw new Error('WEBAUTHN_RP_ID must be a domain name such as wfm.example.com (no scheme, port or address)');
  return raw;
}

function originFrom(env: Env): string | undefined {
  const raw = nonEmpty(env.PUBLIC_ORIGIN)?.trim();
  if (raw === undefined) return undefined;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PUBLIC_ORIGIN must be an http(s) origin');
  return url.origin;
}

/**
 * The configuration from the environment, checked whole before the server touches anything: every
 * invalid or missing value is reported at once (ConfigError), so a start never fails half-way (for
 * instance after seeding) and an operator fixes everything in one go.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const read = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  };
  const production = env.NODE_ENV === 'production';
  const sandboxProviders = read(() => switchFrom(env, 'SANDBOX_PROVIDERS', !production), false);
  const smsProvider = read(
    () =>
      oneOf(
        env,
        'SMS_PROVIDER',
        SMS_PROVIDER_NAMES,
        sandboxProviders ? 'sandbox' : undefined,
        'SMS_PROVIDER=webhook (with SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET) is required without the sandbox: admins log in with a texted code',
      ),
    'webhook' as SmsProviderName,
  );
  const config: ServerConfig = {
    production,
    dataEncryptionKey: read(() => dataKeyFrom(env), undefined),
    dataEncryptionKeysPrevious: read(() => previousDataKeysFrom(env), []),
    sandboxProviders,
    identityProvider: read(() => oneOf(env, 'IDENTITY_PROVIDER', IDENTITY_PROVIDER_NAMES, sandboxProviders ? 'sandbox' : 'none', ''), 'none'),
    bankCertProvider: read(() => oneOf(env, 'BANK_CERT_PROVIDER', BANK_CERT_PROVIDER_NAMES, sandboxProviders ? 'sandbox' : 'none', ''), 'none'),
    smsProvider,
    // Only a webhook asked for: a missing SMS_PROVIDER is one problem, not three.
    smsWebhook: nonEmpty(env.SMS_PROVIDER) === undefined ? undefined : smsWebhookFrom(env, smsProvider, production, problems),
    publicOrigin: read(() => originFrom(env), undefined),
    webauthnRpId: read(() => rpIdFrom(env), undefined),
    providerFormOrigins: read(
      () =>
        (nonEmpty(env.PROVIDER_FORM_ORIGINS) ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .map((origin) => {
            const url = new URL(origin);
            if (url.protocol !== 'https:') throw new Error('PROVIDER_FORM_ORIGINS must be https origins');
            return url.origin;
          }),
      [],
    ),
    verificationStartsPerAddress: read(() => intFrom(env, 'VERIFICATION_STARTS_PER_ADDRESS', 60, 1, 100_000), 60),
    verificationFailuresPerAddress: read(() => intFrom(env, 'VERIFICATION_FAILURES_PER_ADDRESS', 20, 1, 100_000), 20),
    port: read(() => intFrom(env, 'PORT', 8080, 0, 65535), 8080),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    keepAliveTimeoutSeconds: read(
      () => intFrom(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS, 1, 600),
      DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS,
    ),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: nonEmpty(env.DATA_DIR) ?? resolve('.data'),
    distDir: nonEmpty(env.DIST_DIR) ?? resolve('dist'),
    accessTokenTtlSeconds: read(() => intFrom(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 10, MAX_ACCESS_TOKEN_TTL_SECONDS), 900),
    refreshTokenTtlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    // Env values cannot carry newlines everywhere (some CI secret stores, docker --env-file): accept \n escapes.
    jwtPrivateKeyPem: nonEmpty(env.JWT_PRIVATE_KEY)?.replace(/\\n/g, '\n'),
    trustProxyHops: read(() => intFrom(env, 'TRUST_PROXY', 0, 0, 10), 0),
    // SCRYPT_LOG_N exists for tests only (server/test-setup.ts sets 14 so a login takes milliseconds);
    // production keeps the default. Stored hashes carry their own parameters, so either way they verify.
    scryptLogN: read(() => intFrom(env, 'SCRYPT_LOG_N', DEFAULT_SCRYPT_LOG_N, 10, 20), DEFAULT_SCRYPT_LOG_N),
    staffApiToken: read(() => staffApiTokenFrom(env), undefined),
    qrCodeTtlSeconds: read(() => intFrom(env, 'QR_CODE_TTL_SECONDS', DEFAULT_QR_CODE_TTL_SECONDS, 10, 600), DEFAULT_QR_CODE_TTL_SECONDS),
    testCodeLifetimes: read(() => switchFrom(env, 'TEST_CODE_LIFETIMES', false), false),
    qrClockSkewSeconds: read(() => intFrom(env, 'QR_CLOCK_SKEW_SECONDS', DEFAULT_QR_CLOCK_SKEW_SECONDS, 0, 60), DEFAULT_QR_CLOCK_SKEW_SECONDS),
    qrOfflineScanMaxHours: read(
      () => intFrom(env, 'QR_OFFLINE_SCAN_MAX_HOURS', DEFAULT_QR_OFFLINE_SCAN_MAX_HOURS, 1, 24 * 14),
      DEFAULT_QR_OFFLINE_SCAN_MAX_HOURS,
    ),
    readCache: read(() => switchFrom(env, 'READ_CACHE', true), true),
    seedLoadWorkers: read(() => intFrom(env, 'SEED_LOAD_WORKERS', 0, 0, 1000), 0),
    seedDemo: read(() => switchFrom(env, 'SEED_DEMO', !production), false),
    vapid: read(() => vapidFrom(env, production), { keys: undefined, subject: DEV_VAPID_SUBJECT }),
    logLevel: read(() => logLevelFrom(env), 'info'),
    logRedactPaths: read(() => redactPathsFrom(env), []),
  };
  problems.push(...previousDataKeyProblems(config.dataEncryptionKey, config.dataEncryptionKeysPrevious), ...deploymentProblems(config, env));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** What a configuration lacks to run where it says it runs (production, PostgreSQL replicas). */
function deploymentProblems(config: ServerConfig, env: Env): string[] {
  const problems: string[] = [];
  const keyGiven = nonEmpty(env.DATA_ENCRYPTION_KEY) !== undefined;
  if (config.production && !keyGiven) problems.push('DATA_ENCRYPTION_KEY is required in production (32 bytes, base64: openssl rand -base64 32)');
  else if (config.databaseUrl !== undefined && !keyGiven) {
    problems.push('DATA_ENCRYPTION_KEY is required with DATABASE_URL, the same on every replica (32 bytes, base64: openssl rand -base64 32)');
  }
  // Passkeys must name the one origin they may be used from; a request's Host header is not that.
  if (config.production && config.publicOrigin === undefined) problems.push('PUBLIC_ORIGIN is required in production (https://wfm.example.com): passkeys are checked against it');
  if (config.publicOrigin !== undefined && config.webauthnRpId !== undefined) {
    const host = new URL(config.publicOrigin).hostname;
    if (host !== config.webauthnRpId && !host.endsWith(`.${config.webauthnRpId}`)) {
      problems.push(`WEBAUTHN_RP_ID must be PUBLIC_ORIGIN's host name (${host}) or a domain it ends in`);
    }
  }
  // A cheaper password hash is for the test servers only (the e2e suite's, the server tests').
  if (config.production && config.scryptLogN < DEFAULT_SCRYPT_LOG_N) problems.push(`SCRYPT_LOG_N=${String(config.scryptLogN)} lowers the password hashing cost below 2^${String(DEFAULT_SCRYPT_LOG_N)}: tests only, never in production`);
  if (config.production && config.testCodeLifetimes) problems.push('TEST_CODE_LIFETIMES=on lets a caller shorten a QR code\'s life and date it earlier: tests only, never in production');
  // With the sandbox anyone logs in as any worker and reads every texted code; the demo accounts'
  // and the load-test workers' passwords are public. A staging server runs without NODE_ENV=production.
  if (config.production && config.sandboxProviders) problems.push('SANDBOX_PROVIDERS=on in production: the sandboxes let anyone log in as any worker and read the texted codes; run staging without NODE_ENV=production');
  if (config.production && config.seedDemo) problems.push('SEED_DEMO in production: the demo accounts\' passwords are public; run staging without NODE_ENV=production');
  if (config.production && config.seedLoadWorkers > 0) problems.push('SEED_LOAD_WORKERS seeds accounts with a public password: never in production');
  if (!config.sandboxProviders) {
    for (const [name, value] of [['IDENTITY_PROVIDER', config.identityProvider], ['BANK_CERT_PROVIDER', config.bankCertProvider], ['SMS_PROVIDER', config.smsProvider]] as const) {
      if (value === 'sandbox') problems.push(`${name}=sandbox needs SANDBOX_PROVIDERS=on (never in production): configure ${name === 'SMS_PROVIDER' ? 'webhook' : 'none or a real provider'} instead`);
    }
  }
  return problems;
}
