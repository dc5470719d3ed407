import { describe, expect, it } from 'vitest';
import { loadConfig, MIN_STAFF_API_TOKEN_LENGTH } from './config.ts';

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
  it('switches the sandbox providers off in production unless asked, and needs https provider origins', () => {
    expect(loadConfig({}).sandboxProviders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sandboxProviders).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_PROVIDERS: 'on' }).sandboxProviders).toBe(true);
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
