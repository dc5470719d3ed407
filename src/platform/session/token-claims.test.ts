import { describe, expect, it } from 'vitest';
import { tokenOwner } from './token-claims';

function jwt(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'EdDSA' })}.${encode(payload)}.signature`;
}

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
