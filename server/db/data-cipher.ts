/**
 * Encryption at rest for personal numbers (개인정보보호법 §24-2): registration numbers, and the
 * identities a verification flow holds, are stored as AES-256-GCM ciphertext, never in plain text.
 *
 * The key comes from DATA_ENCRYPTION_KEY (32 bytes, base64). Outside production, when it is unset,
 * a key is generated on first start and kept in the data directory (`data-encryption.key`, mode
 * 0600; .data/ is git-ignored), so a dev database stays readable across restarts; an in-memory
 * database (tests) gets an in-memory key. Production refuses to start without the variable: a key
 * lying next to the data it protects protects nothing.
 *
 * Sealed text: `v1.<keyId>.<base64url(iv ‖ ciphertext ‖ tag)>`. The key id (8 hex characters of the
 * key's SHA-256) makes a wrong key fail loudly instead of as a bad tag. Each value is bound to its
 * purpose by the additional data, so a ciphertext copied into another column does not decrypt.
 *
 * Rotation (decision 062): the cipher is a key ring. The current key seals; the previous keys
 * (DATA_ENCRYPTION_KEYS_PREVIOUS) only open, each value with the key its key id names. A start
 * re-seals every value of an older key with the current one (reseal.ts). Derived keys are derived
 * from every key of the ring alike, so what an older key's derivation sealed still opens.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';
export const DATA_KEY_FILE = 'data-encryption.key';

/** What a sealed value is (the additional authenticated data). */
export type CipherPurpose = 'users.rrn' | 'pay_accounts.account' | 'flows.claim' | 'flows.verified' | 'provider.result' | 'signing_keys.private_key' | 'signing_keys.public_key' | 'push.vapid_private_key' | `sandbox.${string}`;

export interface DataCipher {
  /** The current key's id: the one seal writes. */
  readonly keyId: string;
  /** The previous keys' ids (they open, never seal), in the order configured. */
  readonly previousKeyIds: readonly string[];
  seal(plain: string, purpose: CipherPurpose): string;
  /**
   * Opens with the ring's key that the sealed text names. Throws when no key of the ring has that id,
   * or the text was not sealed for this purpose, or was altered.
   */
  open(sealed: string, purpose: CipherPurpose): string;
  /** A key ring for another use, derived from this one key by key (HKDF-SHA256), e.g. the sandbox provider's. */
  derive(info: string): DataCipher;
}

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** What every value sealed with the key `keyId` starts with. */
export function sealedPrefix(keyId: string): string {
  return `${VERSION}.${keyId}.`;
}

/** A key ring: `key` seals and opens, `previousKeys` only open (none: one key). */
export function createDataCipher(key: Buffer, previousKeys: readonly Buffer[] = []): DataCipher {
  if (key.length !== 32 || previousKeys.some((previous) => previous.length !== 32)) throw new Error('a data encryption key must be 32 bytes');
  const keyId = keyIdOf(key);
  const ring = new Map<string, Buffer>([[keyId, key]]);
  for (const previous of previousKeys) {
    const id = keyIdOf(previous);
    if (ring.has(id)) {
      throw new Error(`the data key ${id} is given twice (DATA_ENCRYPTION_KEYS_PREVIOUS holds the current key or one key twice): list each replaced key once`);
    }
    ring.set(id, previous);
  }
  const previousKeyIds = [...ring.keys()].slice(1);
  return {
    keyId,
    previousKeyIds,
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${sealedPrefix(keyId)}${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, purpose) {
      const [version, id, data, ...rest] = sealed.split('.');
      if (version !== VERSION || id === undefined || data === undefined || rest.length > 0) throw new Error('not a sealed value');
      const opening = ring.get(id);
      if (!opening) {
        const known = [`DATA_ENCRYPTION_KEY ${keyId}`, ...previousKeyIds.map((previous) => `previous ${previous}`)].join(', ');
        throw new Error(`sealed with another key (${id}; this server has ${known}): add the key that sealed it to DATA_ENCRYPTION_KEYS_PREVIOUS`);
      }
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', opening, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    derive(info) {
      const derived = (from: Buffer) => Buffer.from(hkdfSync('sha256', from, Buffer.alloc(0), info, 32));
      return createDataCipher(derived(key), previousKeys.map(derived));
    },
  };
}

interface DataKeySource {
  /** DATA_ENCRYPTION_KEY, decoded. */
  configuredKey: Buffer | undefined;
  production: boolean;
  /** PGlite directory or memory:// (DATABASE_URL set: still where a dev key is kept). */
  dataDir: string;
  /** DATABASE_URL is set: the data outlives the process whatever dataDir says. */
  usesDatabaseUrl?: boolean;
}

/** The key to use, and where it came from (for one start-up log line; never the key itself). */
export function loadDataKey(source: DataKeySource): { key: Buffer; origin: 'configured' | 'file' | 'generated' | 'memory' } {
  if (source.configuredKey) return { key: source.configuredKey, origin: 'configured' };
  if (source.production) {
    throw new Error('DATA_ENCRYPTION_KEY is required in production (32 bytes, base64: openssl rand -base64 32)');
  }
  if (source.dataDir.includes('://')) {
    // A key that dies with the process would leave a PostgreSQL database's numbers unreadable.
    if (source.usesDatabaseUrl) throw new Error('DATA_ENCRYPTION_KEY is required with DATABASE_URL when DATA_DIR is not a directory (nowhere to keep a generated key)');
    return { key: randomBytes(32), origin: 'memory' };
  }
  const file = join(source.dataDir, DATA_KEY_FILE);
  const readKey = () => {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return { key, origin: 'file' as const };
  };
  if (existsSync(file)) return readKey();
  const key = randomBytes(32);
  try {
    // wx: never overwrite a key another process has just written; use that one instead.
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKey();
    throw error;
  }
  return { key, origin: 'generated' };
}

/** SHA-256 hex of a secret (flow secrets, result references): what the database keeps of them. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A fresh random secret, 32 bytes base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
