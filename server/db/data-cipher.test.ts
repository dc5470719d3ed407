import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataCipher, DATA_KEY_FILE, loadDataKey } from './data-cipher.ts';

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
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => cipher.open(altered, 'users.rrn')).toThrow();
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
