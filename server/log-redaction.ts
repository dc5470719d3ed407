/**
 * What the log never shows, by configuration rather than by each caller's care: pino's `redact`
 * paths for every field name that holds a token, a password, a secret, a key or a registration
 * number (the names of contract/*.ts, the database rows and ServerConfig), at the top of a logged
 * object and inside the objects one would log whole (`body`, `user`, `config`, `req.headers`, …).
 * A redacted value is written as "[Redacted]". LOG_REDACT_PATHS adds paths (config.ts).
 *
 * Named containers, not wildcards: with pino's redaction a path that starts with `*` runs on every
 * field of every line, and this list as `*.name` and `*.*.name` made a request line about 40 times
 * slower (65 µs instead of 1.5 µs). A path under a named key costs only on a line that has that key.
 *
 * Not in the list: `code`. In this API it names sites, corporations, projects and error codes, and
 * an error's `code` (ECONNREFUSED) is what an operator needs. The admin's one-time SMS code (the
 * `code` of POST /admin/auth/code) lives only in request bodies, which are never logged; its hash
 * is `code_hash`, and the token that goes with it `codeToken`.
 */

/** Field names whose value is never logged. */
const REDACTED_FIELDS = [
  // Passwords and their hashes.
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  // Tokens and secrets (sessions, admin verification, identity flows, staff API, SMS webhook).
  'token',
  'accessToken',
  'refreshToken',
  'staleAccessToken',
  'verificationToken',
  'codeToken',
  'code_hash',
  'staffApiToken',
  'smsWebhookToken',
  'secret',
  'flowSecret',
  'requestSecret',
  'secret_hash',
  // The one-time reference an identity provider returns with (contract/api-identity.ts).
  'ref',
  // Registration numbers (주민등록번호), plain, masked or sealed.
  'rrn',
  'rrnMasked',
  'rrn_masked',
  'rrn_encrypted',
  'registrationNumber',
  'residentNumber',
  // Keys.
  'privateKeyPem',
  'jwtPrivateKeyPem',
  'dataEncryptionKey',
  'dataEncryptionKeysPrevious',
  // postgres://user:password@host/db
  'databaseUrl',
  // A signed contract's handwritten signature.
  'signaturePng',
  // HTTP headers that carry credentials.
  'authorization',
  'cookie',
  '["set-cookie"]',
  '["x-xsrf-token"]',
] as const;

/** Keys under which a whole object may be logged: the fields above are redacted inside them. */
const REDACTED_CONTAINERS = [
  'body',
  'headers',
  'query',
  'params',
  'input',
  'data',
  'config',
  'user',
  'admin',
  'worker',
  'account',
  'session',
  'flow',
  'join',
  'recovery',
  'identity',
  'req',
  'request',
  'res',
  'response',
  'req.headers',
  'req.body',
  'request.headers',
  'request.body',
  'res.headers',
  'response.headers',
] as const;

function under(container: string | null, field: string): string {
  if (container === null) return field;
  return field.startsWith('[') ? `${container}${field}` : `${container}.${field}`;
}

/** The fixed redact paths: every field of REDACTED_FIELDS at the top and in every container. */
export const REDACTED_PATHS: readonly string[] = [null, ...REDACTED_CONTAINERS].flatMap((container) => REDACTED_FIELDS.map((field) => under(container, field)));

const NAME = String.raw`(?:[A-Za-z_$][\w$]*|\*)`;
const BRACKET = String.raw`\[(?:\*|\d+|"[^"\\[\]]+"|'[^'\\[\]]+')\]`;
const PATH = new RegExp(`^(?:${NAME}|${BRACKET})(?:\\.${NAME}|${BRACKET})*$`);

/**
 * Whether `path` is a redact path in pino's syntax: names joined by dots, `*` for any key, brackets
 * for a name with other characters (`headers["x-api-key"]`), an index or `[*]`.
 */
export function isRedactPath(path: string): boolean {
  return PATH.test(path);
}
