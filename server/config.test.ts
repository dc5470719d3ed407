import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MIN_STAFF_API_TOKEN_LENGTH } from './config.ts';

const KEY = Buffer.alloc(32, 1).toString('base64');
const SMS_WEBHOOK = { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms-relay.example.com/send', SMS_WEBHOOK_SECRET: 'w'.repeat(40) };
/** The problems a configuration is refused with; none when it starts. */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const PRODUCTION = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY, PUBLIC_ORIGIN: 'https://wfm.example.com', ...SMS_WEBHOOK };

describe('loadConfig: STAFF_API_TOKEN', () => {
  it('leaves the staff API off when unset or blank', () => {
    expect(loadConfig({}).staffApiToken).toBeUndefined();
    expect(loadConfig({ STAFF_API_TOKEN: '  ' }).staffApiToken).toBeUndefined();
  });

  it('takes a long enough token, trimmed', () => {
    const token = 'k'.repeat(MIN_STAFF_API_TOKEN_LENGTH);
    expect(loadConfig({ STAFF_API_TOKEN: ` ${token}\n` }).staffApiToken).toBe(token);
  });

  it('refuses a short token or one with spaces', () => {
    expect(() => loadConfig({ STAFF_API_TOKEN: 'secret' })).toThrow(/STAFF_API_TOKEN/);
    expect(() => loadConfig({ STAFF_API_TOKEN: `${'k'.repeat(20)} ${'k'.repeat(20)}` })).toThrow(/STAFF_API_TOKEN/);
  });
});

describe('loadConfig: accounts and providers', () => {
  it('has the sandbox providers outside production and never in production, and needs https provider origins', () => {
    expect(loadConfig({})).toMatchObject({ sandboxProviders: true, identityProvider: 'sandbox', bankCertProvider: 'sandbox', smsProvider: 'sandbox' });
    expect(loadConfig(PRODUCTION)).toMatchObject({ sandboxProviders: false, identityProvider: 'none', bankCertProvider: 'none', smsProvider: 'webhook' });
    expect(() => loadConfig({ ...PRODUCTION, SANDBOX_PROVIDERS: 'on' })).toThrow(/SANDBOX_PROVIDERS=on in production/);
    expect(() => loadConfig({ SANDBOX_PROVIDERS: 'maybe' })).toThrow(/SANDBOX_PROVIDERS/);
    expect(loadConfig({ PROVIDER_FORM_ORIGINS: 'https://nice.example.com, https://kb.example.com/path' }).providerFormOrigins).toEqual(['https://nice.example.com', 'https://kb.example.com']);
    expect(() => loadConfig({ PROVIDER_FORM_ORIGINS: 'http://nice.example.com' })).toThrow(/https/);
  });

  it('takes a 32-byte base64 data key and refuses anything else', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key }).dataEncryptionKey?.length).toBe(32);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/DATA_ENCRYPTION_KEY/);
  });
});

describe('loadConfig: providers without the sandbox (issue 31)', () => {

  it('takes none for identity and the bank certificate, and refuses a provider it does not know', () => {
    expect(loadConfig({ ...PRODUCTION, IDENTITY_PROVIDER: 'none', BANK_CERT_PROVIDER: 'none' })).toMatchObject({ identityProvider: 'none', bankCertProvider: 'none' });
    expect(loadConfig({ IDENTITY_PROVIDER: 'none' })).toMatchObject({ identityProvider: 'none', bankCertProvider: 'sandbox' });
    expect(problemsOf({ ...PRODUCTION, IDENTITY_PROVIDER: 'nice' })).toEqual(['IDENTITY_PROVIDER must be one of sandbox, none (not "nice"; see docs/identity-providers.md)']);
  });

  it('refuses a sandbox provider where the sandbox is off, and the sandbox, demo data and load-test workers in production', () => {
    expect(problemsOf({ ...PRODUCTION, IDENTITY_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox' })).toEqual([
      'IDENTITY_PROVIDER=sandbox needs SANDBOX_PROVIDERS=on (never in production): configure none or a real provider instead',
      'SMS_PROVIDER=sandbox needs SANDBOX_PROVIDERS=on (never in production): configure webhook instead',
    ]);
    expect(problemsOf({ ...PRODUCTION, SANDBOX_PROVIDERS: 'on', SEED_DEMO: '1', SEED_LOAD_WORKERS: '5' })).toEqual([
      'SANDBOX_PROVIDERS=on in production: the sandboxes let anyone log in as any worker and read the texted codes; run staging without NODE_ENV=production',
      "SEED_DEMO in production: the demo accounts' passwords are public; run staging without NODE_ENV=production",
      'SEED_LOAD_WORKERS seeds accounts with a public password: never in production',
    ]);
    // A staging server: production's settings without NODE_ENV=production.
    expect(loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUBLIC_ORIGIN: 'https://staging.example.com', SEED_DEMO: '1' })).toMatchObject({ production: false, sandboxProviders: true, seedDemo: true });
  });

  it('needs SMS by webhook without the sandbox: an https URL (plain http to this machine only) and a long secret', () => {
    const { SMS_PROVIDER: _provider, ...withoutSms } = PRODUCTION;
    expect(problemsOf(withoutSms)).toEqual(['SMS_PROVIDER=webhook (with SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET) is required without the sandbox: admins log in with a texted code']);
    expect(problemsOf({ ...PRODUCTION, SMS_WEBHOOK_URL: '', SMS_WEBHOOK_SECRET: 'short' })).toEqual([
      'SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL (https://sms-relay.example.com/send)',
      'SMS_PROVIDER=webhook needs SMS_WEBHOOK_SECRET, at least 32 characters (openssl rand -base64 32): every request is signed with it',
    ]);
    expect(problemsOf({ ...PRODUCTION, SMS_WEBHOOK_URL: 'http://sms.example.com/send' })).toEqual(['SMS_WEBHOOK_URL must be https in production (plain http only to a relay on this machine)']);
    expect(loadConfig({ ...PRODUCTION, SMS_WEBHOOK_URL: 'http://127.0.0.1:9000/send' }).smsWebhook).toEqual({ url: 'http://127.0.0.1:9000/send', secret: 'w'.repeat(40) });
    expect(problemsOf({ ...PRODUCTION, SMS_PROVIDER: 'kakao' })).toEqual(['SMS_PROVIDER must be one of sandbox, webhook (not "kakao"; see docs/identity-providers.md)']);
  });
});

describe('loadConfig: DATA_ENCRYPTION_KEYS_PREVIOUS (data key rotation)', () => {
  const OLD = Buffer.alloc(32, 2).toString('base64');
  const OLDER = Buffer.alloc(32, 3).toString('base64');

  it('has none unless set, and takes comma-separated 32-byte base64 keys in their order', () => {
    expect(loadConfig({}).dataEncryptionKeysPrevious).toEqual([]);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: KEY, DATA_ENCRYPTION_KEYS_PREVIOUS: ' ' }).dataEncryptionKeysPrevious).toEqual([]);
    const previous = loadConfig({ DATA_ENCRYPTION_KEY: KEY, DATA_ENCRYPTION_KEYS_PREVIOUS: ` ${OLD} ,${OLDER},` }).dataEncryptionKeysPrevious;
    expect(previous.map((key) => key.toString('base64'))).toEqual([OLD, OLDER]);
    // The dev key file (no DATA_ENCRYPTION_KEY) may have previous keys too.
    expect(loadConfig({ DATA_ENCRYPTION_KEYS_PREVIOUS: OLD }).dataEncryptionKeysPrevious).toHaveLength(1);
  });

  it('names a malformed key by its place in the list, never by its value', () => {
    expect(problemsOf({ DATA_ENCRYPTION_KEY: KEY, DATA_ENCRYPTION_KEYS_PREVIOUS: `${OLD},c2hvcnQ=,not a key` })).toEqual([
      'DATA_ENCRYPTION_KEYS_PREVIOUS must be 32-byte base64 keys separated by commas (not key 2, 3 of 3)',
    ]);
  });

  it('refuses the current key among the previous ones, and a key listed twice', () => {
    expect(problemsOf({ DATA_ENCRYPTION_KEY: KEY, DATA_ENCRYPTION_KEYS_PREVIOUS: `${OLD},${KEY}` })).toEqual([
      'DATA_ENCRYPTION_KEYS_PREVIOUS must not hold the current DATA_ENCRYPTION_KEY (key 2): list only the keys it replaced',
    ]);
    expect(problemsOf({ DATA_ENCRYPTION_KEY: KEY, DATA_ENCRYPTION_KEYS_PREVIOUS: `${OLD},${OLDER},${OLD}` })).toEqual(['DATA_ENCRYPTION_KEYS_PREVIOUS lists a key twice (key 3)']);
  });

  it('reports its problems with every other one at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATA_ENCRYPTION_KEYS_PREVIOUS: 'c2hvcnQ=', PORT: 'eighty' });
    expect(problems).toEqual([
      'SMS_PROVIDER=webhook (with SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET) is required without the sandbox: admins log in with a texted code',
      'DATA_ENCRYPTION_KEYS_PREVIOUS must be 32-byte base64 keys separated by commas (not key 1 of 1)',
      'PORT must be an integer from 0 to 65535',
      'DATA_ENCRYPTION_KEY is required in production (32 bytes, base64: openssl rand -base64 32)',
      'PUBLIC_ORIGIN is required in production (https://wfm.example.com): passkeys are checked against it',
    ]);
  });
});

describe('loadConfig: logs', () => {
  it('logs at info unless LOG_LEVEL says otherwise, silent included, and names the levels when it is wrong', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: ' Warn ' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
  });

  it('takes extra redact paths from LOG_REDACT_PATHS and refuses what is not a path', () => {
    expect(loadConfig({}).logRedactPaths).toEqual([]);
    expect(loadConfig({ LOG_REDACT_PATHS: 'iban, *.iban,,body["card-number"]' }).logRedactPaths).toEqual(['iban', '*.iban', 'body["card-number"]']);
    expect(() => loadConfig({ LOG_REDACT_PATHS: 'iban, body..iban, card number' })).toThrow(/LOG_REDACT_PATHS .*"body\.\.iban", "card number"/);
  });
});

describe('loadConfig: a start checks everything first', () => {
  it('never seeds the demo data in production, and seeds it elsewhere unless switched off', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: '1' })).toThrow(/SEED_DEMO in production/);
  });

  it('keeps the read cache on, production included, unless READ_CACHE=off', () => {
    expect(loadConfig({}).readCache).toBe(true);
    expect(loadConfig(PRODUCTION).readCache).toBe(true);
    expect(loadConfig({ READ_CACHE: 'off' }).readCache).toBe(false);
    expect(() => loadConfig({ READ_CACHE: 'sometimes' })).toThrow('READ_CACHE must be on or off');
  });

  it('lists every problem in one error: a missing data key and origin, bad numbers, load-test workers in production', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', STAFF_API_TOKEN: 'short', SEED_LOAD_WORKERS: '5', SANDBOX_PROVIDERS: 'maybe', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(8);
    for (const name of ['PORT', 'STAFF_API_TOKEN', 'SANDBOX_PROVIDERS', 'SMS_PROVIDER', 'DATA_ENCRYPTION_KEY', 'PUBLIC_ORIGIN', 'SEED_LOAD_WORKERS', 'LOG_LEVEL']) {
      expect(message).toContain(name);
    }
  });

  it('takes a cheaper password hash (SCRYPT_LOG_N) for a test server, and refuses it in production', () => {
    expect(loadConfig({ SCRYPT_LOG_N: '10' }).scryptLogN).toBe(10);
    expect(loadConfig(PRODUCTION).scryptLogN).toBe(17);
    expect(() => loadConfig({ ...PRODUCTION, SCRYPT_LOG_N: '10' })).toThrow(/SCRYPT_LOG_N=10 lowers the password hashing cost below 2\^17: tests only, never in production/);
    expect(loadConfig({ ...PRODUCTION, SCRYPT_LOG_N: '18' }).scryptLogN).toBe(18);
  });

  it('takes TEST_CODE_LIFETIMES for a test server (off by default), and refuses it in production', () => {
    expect(loadConfig({}).testCodeLifetimes).toBe(false);
    expect(loadConfig({ TEST_CODE_LIFETIMES: 'on' }).testCodeLifetimes).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, TEST_CODE_LIFETIMES: 'on' })).toThrow(/TEST_CODE_LIFETIMES=on .*tests only, never in production/);
  });

  it('needs the data key with DATABASE_URL, outside production too (replicas must share it)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/wfm' })).toThrow(/DATA_ENCRYPTION_KEY is required with DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/wfm', DATA_ENCRYPTION_KEY: KEY }).databaseUrl).toBe('postgres://db/wfm');
  });
});

describe('loadConfig: passkeys (WEBAUTHN_RP_ID, PUBLIC_ORIGIN)', () => {
  it('needs the public origin in production, and takes the relying-party id from it unless set', () => {
    expect(() => loadConfig({ ...SMS_WEBHOOK, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY })).toThrow(/PUBLIC_ORIGIN is required in production/);
    expect(loadConfig(PRODUCTION)).toMatchObject({ publicOrigin: 'https://wfm.example.com', webauthnRpId: undefined });
    // Outside production both may follow the request.
    expect(loadConfig({})).toMatchObject({ publicOrigin: undefined, webauthnRpId: undefined });
  });

  it("takes a relying-party id that the origin's host is or ends in, and nothing else", () => {
    expect(loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://admin.wfm.example.com', WEBAUTHN_RP_ID: 'wfm.example.com' }).webauthnRpId).toBe('wfm.example.com');
    expect(loadConfig({ ...PRODUCTION, WEBAUTHN_RP_ID: 'wfm.example.com' }).webauthnRpId).toBe('wfm.example.com');
    expect(() => loadConfig({ ...PRODUCTION, WEBAUTHN_RP_ID: 'other.example.com' })).toThrow(/WEBAUTHN_RP_ID must be PUBLIC_ORIGIN's host name \(wfm\.example\.com\)/);
    expect(() => loadConfig({ ...PRODUCTION, WEBAUTHN_RP_ID: 'example.com.evil' })).toThrow(/WEBAUTHN_RP_ID/);
    for (const bad of ['https://wfm.example.com', 'wfm.example.com:443', '10.0.0.1', 'WFM.example.com', 'wfm..example.com']) {
      expect(() => loadConfig({ WEBAUTHN_RP_ID: bad }), bad).toThrow(/WEBAUTHN_RP_ID must be a domain name/);
    }
  });
});

describe('loadConfig: Web Push (VAPID)', () => {
  // Keys of the shape `npx web-push generate-vapid-keys` prints: a P-256 point and a scalar, base64url.
  const pair = { VAPID_PUBLIC_KEY: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), VAPID_PRIVATE_KEY: Buffer.alloc(32, 9).toString('base64url') };

  it('has no keys unless set (generated later outside production) and a subject that reaches no one', () => {
    expect(loadConfig({}).vapid).toEqual({ keys: undefined, subject: 'mailto:push@wfm.invalid' });
    expect(loadConfig(PRODUCTION).vapid.keys).toBeUndefined();
  });

  it('takes both keys and a mailto: or https: subject', () => {
    expect(loadConfig({ ...pair, VAPID_SUBJECT: 'mailto:ops@example.com' }).vapid).toEqual({ keys: { publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY }, subject: 'mailto:ops@example.com' });
    expect(loadConfig({ ...PRODUCTION, ...pair, VAPID_SUBJECT: 'https://wfm.example.com/contact' }).vapid.subject).toBe('https://wfm.example.com/contact');
  });

  it('refuses one key without the other, malformed keys, another subject, and keys without a subject in production', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...pair, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY.slice(0, 40) })).toThrow(/VAPID_PUBLIC_KEY must be a P-256/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY must be a P-256/);
    expect(() => loadConfig({ ...pair, VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ ...PRODUCTION, ...pair })).toThrow(/VAPID_SUBJECT is required/);
  });
});

describe('loadConfig: KEEP_ALIVE_TIMEOUT_SECONDS', () => {
  it('keeps idle connections 65 s unless set, and takes 1 to 600 seconds', () => {
    expect(loadConfig({}).keepAliveTimeoutSeconds).toBe(65);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '120' }).keepAliveTimeoutSeconds).toBe(120);
    for (const wrong of ['0', '601', '1.5', 'long']) {
      expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: wrong })).toThrow('KEEP_ALIVE_TIMEOUT_SECONDS must be an integer from 1 to 600');
    }
  });
});
