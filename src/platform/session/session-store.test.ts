import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY, clearSession, syncSessionFromStorage, USER_KEY } from './session-store';

describe('the stored sessions', () => {
  beforeEach(() => {
    clearSession();
  });

  it('are read when they match the contract, without anything else stored with them', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r', ynConvertPassword: 'N', extra: 1 }));
    localStorage.setItem(ADMIN_KEY, JSON.stringify({ accessToken: 'b', refreshToken: 's' }));
    expect(syncSessionFromStorage()).toEqual({
      user: { accessToken: 'a', refreshToken: 'r', ynConvertPassword: 'N' },
      admin: { accessToken: 'b', refreshToken: 's' },
    });
  });

  it('count as no session when they do not match or cannot be read', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r', ynConvertPassword: 'maybe' }));
    localStorage.setItem(ADMIN_KEY, '{not json');
    expect(syncSessionFromStorage()).toEqual({ user: null, admin: null });
  });
});
