import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataCipher, DATA_KEY_FILE, loadDataKey, sealedPrefix } from './data-cipher.ts';

const key = Buffer.alloc(32, 7);

describe('the data cipher', () => {
  it('round-trips, never shows the plain text, and differs each time', () => {
    const cipher = createDataCipher(key);
    const a = cipher.seal('9001011234567', 'users.rrn');
    const b = cipher.seal('9001011234567', 'users.rrn');
    expect(a).not.toBe(b);
    expect(a).not.toContain('9001011234567');
    expect(cipher.open(a, 'users.rrn')).toBe('9001011234567');
  });

  it('refuses another purpose, another key and altered text', () => {
    const cipher = createDataCipher(key);
    const sealed = cipher.seal('secret', 'users.rrn');
    expect(() => cipher.open(sealed, 'flows.claim')).toThrow();
    expect(() => createDataCipher(Buffer.alloc(32, 8)).open(sealed, 'users.rrn')).toThrow(/another key/);
    // One bit of the IV, the encrypted body and the tag flipped in turn. (Rewriting the text's last
    // two characters was not enough: 34 bytes take 46 base64 characters, the last one's low 4 bits
    // are padding the decoder drops, and the one before may already be the letter written, so
    // about 1 run in 300 altered nothing and the test failed.)
    const prefix = sealed.slice(0, sealed.lastIndexOf('.') + 1);
    const bytes = Buffer.from(sealed.slice(prefix.length), 'base64url');
    for (const index of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index] = (altered[index] ?? 0) ^ 1;
      expect(() => cipher.open(`${prefix}${altered.toString('base64url')}`, 'users.rrn')).toThrow();
    }
  });
});

describe('the key ring (rotation)', () => {
  const older = Buffer.alloc(32, 5);
  const oldest = Buffer.alloc(32, 3);

  it('seals with the current key and opens with whichever ring key the sealed text names', () => {
    const ring = createDataCipher(key, [older, oldest]);
    expect(ring.keyId).toBe(createDataCipher(key).keyId);
    expect(ring.previousKeyIds).toEqual([createDataCipher(older).keyId, createDataCipher(oldest).keyId]);
    const fresh = ring.seal('9001011234567', 'users.rrn');
    expect(fresh.startsWith(sealedPrefix(ring.keyId))).toBe(true);
    expect(createDataCipher(key).open(fresh, 'users.rrn')).toBe('9001011234567');
    for (const previous of [older, oldest]) {
      expect(ring.open(createDataCipher(previous).seal('8502021234567', 'users.rrn'), 'users.rrn')).toBe('8502021234567');
    }
    // A previous key does not make another purpose or altered text open.
    expect(() => ring.open(createDataCipher(older).seal('x', 'users.rrn'), 'flows.claim')).toThrow();
  });

  it('names the unknown key, the keys it has and what to set', () => {
    const ring = createDataCipher(key, [older]);
    const stranger = createDataCipher(Buffer.alloc(32, 9));
    expect(() => ring.open(stranger.seal('x', 'users.rrn'), 'users.rrn')).toThrow(
      `sealed with another key (${stranger.keyId}; this server has DATA_ENCRYPTION_KEY ${ring.keyId}, previous ${ring.previousKeyIds.join('')}): add the key that sealed it to DATA_ENCRYPTION_KEYS_PREVIOUS`,
    );
  });

  it('refuses the current key among the previous ones, or one key twice', () => {
    expect(() => createDataCipher(key, [key])).toThrow(/given twice/);
    expect(() => createDataCipher(key, [older, older])).toThrow(/given twice/);
    expect(() => createDataCipher(key, [Buffer.alloc(16)])).toThrow(/32 bytes/);
  });

  it("derives a ring: what an old key's derivation sealed (a sandbox trip under way) opens after the rotation", () => {
    const before = createDataCipher(older).derive('wfm sandbox provider');
    const after = createDataCipher(key, [older]).derive('wfm sandbox provider');
    const inFlight = before.seal('{"requestId":"r1"}', 'sandbox.request');
    expect(after.open(inFlight, 'sandbox.request')).toBe('{"requestId":"r1"}');
    expect(after.keyId).toBe(createDataCipher(key).derive('wfm sandbox provider').keyId);
    expect(after.keyId).not.toBe(createDataCipher(key).keyId);
    // A derived key is not the data key: it opens none of the data key's values.
    expect(() => after.open(createDataCipher(key).seal('x', 'sandbox.request'), 'sandbox.request')).toThrow(/another key/);
  });
});

describe('loadDataKey', () => {
  it('uses the configured key, and refuses to run in production without one', () => {
    expect(loadDataKey({ configuredKey: key, production: true, dataDir: '/nowhere' }).origin).toBe('configured');
    expect(() => loadDataKey({ configuredKey: undefined, production: true, dataDir: '/nowhere' })).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it('generates a dev key once in the data directory (mode 0600) and reads it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wfm-key-'));
    const first = loadDataKey({ configuredKey: undefined, production: false, dataDir: dir });
    expect(first.origin).toBe('generated');
    expect(statSync(join(dir, DATA_KEY_FILE)).mode & 0o777).toBe(0o600);
    const second = loadDataKey({ configuredKey: undefined, production: false, dataDir: dir });
    expect(second).toEqual({ key: first.key, origin: 'file' });
    expect(readFileSync(join(dir, DATA_KEY_FILE), 'utf8').trim()).toBe(first.key.toString('base64'));
  });

  it('keeps an in-memory database with an in-memory key, but never a PostgreSQL one', () => {
    expect(loadDataKey({ configuredKey: undefined, production: false, dataDir: 'memory://' }).origin).toBe('memory');
    expect(() => loadDataKey({ configuredKey: undefined, production: false, dataDir: 'memory://', usesDatabaseUrl: true })).toThrow(/DATABASE_URL/);
  });
});
