import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-error.ts';
import { concurrencyLimit, createDummyHash, hashPassword, hashQueue, needsRehash, QueueFull, scryptParams, verifyPassword } from './passwords.ts';

const params = scryptParams(10);

describe('passwords', () => {
  it('stores scrypt hashes with their parameters and a 16-byte salt', async () => {
    const stored = await hashPassword('Wfm!demo2026', params);
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Wfm!demo2026', params);
    expect(await verifyPassword('Wfm!demo2026', stored)).toBe(true);
    expect(await verifyPassword('Wfm!demo2027', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same', params)).not.toBe(await hashPassword('same', params));
  });

  it('rejects malformed or absurd stored hashes without throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
  });

  it('asks for a rehash when the parameters changed', async () => {
    const stored = await hashPassword('pw', params);
    expect(needsRehash(stored, params)).toBe(false);
    expect(needsRehash(stored, scryptParams(11))).toBe(true);
  });

  it('makes the dummy hash once per process', async () => {
    const dummy = createDummyHash(params);
    expect(await dummy()).toBe(await dummy());
  });
});

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and starts the waiting tasks in the order they came', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        running += 1;
        most = Math.max(most, running);
        setTimeout(() => {
          running -= 1;
          resolve(id);
        }, 5);
      });
    expect(await Promise.all([1, 2, 3, 4, 5].map((id) => limit(task(id))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the turn of a task that failed', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(() => Promise.resolve('next'))).toBe('next');
  });
});

describe('the hash queue (issue 32)', () => {
  /** Tasks that run until let go, and a way to let them all go in turn. */
  function heldTasks<T>(value: T) {
    const gates: (() => void)[] = [];
    const task = () => new Promise<T>((resolve) => gates.push(() => resolve(value)));
    async function releaseAll(): Promise<void> {
      for (;;) {
        // Let the queue hand its turn on, then release whoever runs.
        await new Promise((resolve) => setImmediate(resolve));
        const gate = gates.shift();
        if (!gate) return;
        gate();
      }
    }
    return { task, releaseAll };
  }

  it('lets the limit run and maxWaiting wait, refuses one more at once, and takes tasks again once places free', async () => {
    const limit = concurrencyLimit(1, 2);
    const { task, releaseAll } = heldTasks('done');
    const admitted = [limit(task), limit(task), limit(task)];
    await expect(limit(task)).rejects.toBeInstanceOf(QueueFull);
    await releaseAll();
    expect(await Promise.all(admitted)).toEqual(['done', 'done', 'done']);
    expect(await limit(async () => 'in')).toBe('in');
  });

  it('answers a hash past the queue LOGINS_BUSY with the seconds its wait would have taken', async () => {
    const queue = hashQueue(2, 4);
    const { task, releaseAll } = heldTasks(Buffer.from('h'));
    const admitted = Array.from({ length: 6 }, () => queue(task));
    const refused = await queue(task).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    // 4 waiting, 2 at a time, at the first guess of half a second each: (4 / 2 + 1) × 0.5 s → 2 s.
    expect(refused).toMatchObject({ code: 'LOGINS_BUSY', extra: { retryAfter: 2 } });
    await releaseAll();
    expect(await Promise.all(admitted)).toHaveLength(6);
  });
});
