import { describe, expect, it } from 'vitest';
import { isOfflineReadable, personalCacheName, tokenOwner } from './offline-data';

function jwt(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'EdDSA' })}.${encode(payload)}.signature`;
}

describe('isOfflineReadable', () => {
  it('keeps the worker’s reading calls', () => {
    for (const path of ['users/homeProjectSetting', 'work/weekly', 'work/monthly', 'pay/statement', 'pay/daily', 'pay/yearly', 'qna', 'qna/42', 'qr/events', 'account', 'users/projects', 'policies', 'policies/privacy-2']) {
      expect(isOfflineReadable(`/v1/mobile/wfm/${path}`), path).toBe(true);
    }
  });

  it('never keeps sessions, admin calls, other paths or look-alike prefixes', () => {
    for (const path of ['auth/login', 'auth/reissue', 'admin/qr/events', 'qr/codes', 'qr/next-event', 'qnaAdmin', 'work', 'openapi.json', 'identity/flows', 'accountX', 'auth/kb/login']) {
      expect(isOfflineReadable(`/v1/mobile/wfm/${path}`), path).toBe(false);
    }
    expect(isOfflineReadable('/work/weekly')).toBe(false);
  });
});

describe('tokenOwner', () => {
  it('reads sub and role from the payload, base64url without padding', () => {
    expect(tokenOwner(jwt({ sub: 'a1?>~', role: 'user', typ: 'access' }))).toEqual({ role: 'user', subject: 'a1?>~' });
    expect(tokenOwner(jwt({ sub: '7', role: 'admin' }))).toEqual({ role: 'admin', subject: '7' });
  });

  it('gives null for anything that is not one of our tokens', () => {
    for (const token of [null, undefined, '', 'abc', 'a.b.c', jwt({ sub: '', role: 'user' }), jwt({ sub: 'x', role: 'staff' }), jwt({ role: 'user' })]) {
      expect(tokenOwner(token)).toBeNull();
    }
  });
});

describe('personalCacheName', () => {
  it('names the cache by role and subject, never by the token, and escapes the subject', () => {
    expect(personalCacheName({ role: 'user', subject: 'u-1' })).toBe('wfm-data:user:u-1');
    expect(personalCacheName({ role: 'user', subject: 'a:b/c' })).toBe('wfm-data:user:a%3Ab%2Fc');
  });
});
