import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProviderStart, redeemVerification, startRecoveryFlow } from './api';

const FLOW = { flowId: 'flow-1', flowSecret: 'secret-1' };

/** Every call answers `body` (JSON). */
function answer(body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the verification calls', () => {
  it('read the flow, the provider form and the outcome the contract describes', async () => {
    answer({ flowId: 'f', flowSecret: 's', expiresAt: '2026-11-20T10:30:00+09:00' });
    await expect(startRecoveryFlow({ name: '홍길동', birthDate: '1990-01-01' })).resolves.toEqual({ flowId: 'f', flowSecret: 's', expiresAt: '2026-11-20T10:30:00+09:00' });
    answer({ action: '/sandbox/nice', method: 'POST', fields: { request: 'sealed' } });
    await expect(getProviderStart(FLOW, 'phone')).resolves.toEqual({ action: `${location.origin}/sandbox/nice`, method: 'POST', fields: { request: 'sealed' } });
    answer({ service: 'phone', name: '홍길동', phone: '010-1234-5678' });
    await expect(redeemVerification(FLOW, 'ref')).resolves.toEqual({ service: 'phone', name: '홍길동', phone: '010-1234-5678' });
  });

  it('refuse an answer of another shape, and a provider form that leads to a plain-http site', async () => {
    answer({ flowId: 'f', flowSecret: 's' });
    await expect(startRecoveryFlow({ name: '홍길동', birthDate: '1990-01-01' })).rejects.toThrow();
    answer({ action: '/sandbox/nice', method: 'PUT', fields: {} });
    await expect(getProviderStart(FLOW, 'phone')).rejects.toThrow();
    answer({ action: 'http://evil.example/nice', method: 'POST', fields: {} });
    await expect(getProviderStart(FLOW, 'phone')).rejects.toThrow('unexpected provider address');
    answer({ service: 'email' });
    await expect(redeemVerification(FLOW, 'ref')).rejects.toThrow();
  });
});
