import { describe, expect, it } from 'vitest';
import { loadConfig, MIN_STAFF_API_TOKEN_LENGTH } from './config';

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
