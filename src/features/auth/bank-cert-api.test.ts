import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBankCertLogin } from './bank-cert-api';

/** Every call answers `body` (JSON). */
function answer(body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bank-certificate login start', () => {
  it('reads the request and the provider form, its address made absolute', async () => {
    answer({ requestId: 'r', requestSecret: 's', start: { action: '/sandbox/kb', method: 'POST', fields: { request: 'sealed' } } });
    await expect(startBankCertLogin()).resolves.toEqual({
      requestId: 'r',
      requestSecret: 's',
      start: { action: `${location.origin}/sandbox/kb`, method: 'POST', fields: { request: 'sealed' } },
    });
  });

  it('refuses a provider form that leads to a plain-http site, and an answer of another shape', async () => {
    answer({ requestId: 'r', requestSecret: 's', start: { action: 'http://evil.example/kb', method: 'POST', fields: {} } });
    await expect(startBankCertLogin()).rejects.toThrow('unexpected provider address');
    answer({ requestId: 'r', start: { action: '/sandbox/kb', method: 'POST', fields: {} } });
    await expect(startBankCertLogin()).rejects.toThrow();
  });
});
