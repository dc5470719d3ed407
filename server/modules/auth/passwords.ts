/**
 * Password hashing with scrypt (node:crypto). Hashes are stored as `scrypt$N$r$p$salt$hash`
 * (salt and hash base64url) so the cost can be raised later: old hashes keep verifying with their
 * own parameters and are re-hashed at the next successful login (needsRehash).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { DomainError } from '../../domain-error.ts';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;

export function scryptParams(logN: number): ScryptParams {
  return { N: 2 ** logN, r: 8, p: 1 };
}

/** A task refused because `maxWaiting` tasks wait already; `waiting` of them are ahead. */
export class QueueFull extends Error {
  readonly waiting: number;

  constructor(waiting: number) {
    super('The queue is full.');
    this.name = 'QueueFull';
    this.waiting = waiting;
  }
}

/**
 * Runs at most `limit` of the given tasks at once; the others wait in order (first come, first
 * served), at most `maxWaiting` of them: one more is refused at once (QueueFull) rather than left to
 * wait past any client's patience.
 */
export function concurrencyLimit(limit: number, maxWaiting = Number.POSITIVE_INFINITY): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finished task hands its turn straight to the next in line, so no newcomer slips in between.
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw new QueueFull(waiting.length);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Hashes wait their turn, one per core. scrypt runs on libuv's four threads, which also read files
 * and sign tokens (WebCrypto): 50 logins at once would fill that queue, every token signature would
 * wait behind every hash (all 50 answers came together after 18 s), static files would stall and
 * memory would hold 128 MiB per running hash. Held to the core count, logins are answered in the
 * order they came and the other work of the thread pool passes between them (decision 043).
 */
const HASH_LIMIT = Math.max(1, Math.min(4, availableParallelism()));
/**
 * At most 16 hash times of waiting (3–6 s at the production cost on two cores): a login past that is
 * answered 429 LOGINS_BUSY with the seconds the queue needs, not left to time out (issue 32).
 */
export const HASH_QUEUE_DEPTH = 16 * HASH_LIMIT;

/** A queue of hashes: `limit` at once, `maxWaiting` waiting; a hash past them is refused with the wait it would have had. */
export function hashQueue(limit: number, maxWaiting: number): (hash: () => Promise<Buffer>) => Promise<Buffer> {
  const turn = concurrencyLimit(limit, maxWaiting);
  // How long a hash takes here, as a moving average (first guess: half a second).
  let averageMs = 500;
  return async (hash) => {
    try {
      return await turn(async () => {
        const started = performance.now();
        const result = await hash();
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        return result;
      });
    } catch (error) {
      if (!(error instanceof QueueFull)) throw error;
      const seconds = Math.max(1, Math.ceil(((error.waiting / limit + 1) * averageMs) / 1000));
      throw new DomainError('LOGINS_BUSY', 'Many logins at once: try again in a few seconds.', { retryAfter: seconds });
    }
  };
}

const hashTurn = hashQueue(HASH_LIMIT, HASH_QUEUE_DEPTH);

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return hashTurn(() => scryptNow(password, salt, params));
}

function scryptNow(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; Node's default limit (32 MiB) is below what N = 2^17 needs.
    maxmem: 128 * params.N * params.r * 2,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, nText, rText, pText, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || saltText === undefined || hashText === undefined || rest.length > 0) return null;
  const [N, r, p] = [Number(nText), Number(rText), Number(pText)];
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  // Bounds keep a corrupted row from asking scrypt for gigabytes.
  if (!isPowerOfTwo || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) {
    return null;
  }
  const salt = Buffer.from(saltText, 'base64url');
  const hash = Buffer.from(hashText, 'base64url');
  if (salt.length === 0 || hash.length === 0) return null;
  return { params: { N, r, p }, salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await scrypt(password, parsed.salt, parsed.params);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with other parameters than the current ones. */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const current = parseHash(stored)?.params;
  return current?.N !== params.N || current.r !== params.r || current.p !== params.p;
}

/**
 * A hash of a random password, made once per process with the current parameters. Logins for
 * unknown phone numbers verify against it, so they cost the same scrypt work as a wrong password
 * and the answer time does not tell whether an account exists.
 */
export function createDummyHash(params: ScryptParams): () => Promise<string> {
  let dummy: Promise<string> | null = null;
  return () => (dummy ??= hashPassword(randomBytes(16).toString('base64url'), params));
}
