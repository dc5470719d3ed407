import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_OWNER_KEY } from './personal-data';
import { registerPendingSource } from './personal-stores';
import { logout, logoutEndedAccount } from './logout';
import { getSession, setAdminSession, setUserSession } from '@/platform/session/session-store';

const SESSION = { accessToken: 'a.b.c', refreshToken: 'r', ynConvertPassword: 'Y' as const };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('is refused while work is waiting to be sent, and keeps the session', async () => {
    setUserSession(SESSION);
    const unregister = registerPendingSource(() => Promise.resolve(2));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(logout()).resolves.toEqual({ loggedOut: false, pending: 2 });
      expect(getSession().user).toEqual(SESSION);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it('clears the session without waiting for a server that cannot be reached', async () => {
    setUserSession(SESSION);
    registerPendingSource(() => Promise.resolve(0));
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    await expect(logout()).resolves.toEqual({ loggedOut: true });
    expect(getSession().user).toBeNull();
  });

  it('forgets whose data the phone held: nothing names the last person after logout (issue 31)', async () => {
    setUserSession(SESSION);
    localStorage.setItem(DATA_OWNER_KEY, 'wfm-data:user:0b1e6a52-5d0e-4c7e-9a51-000000000001');
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    await expect(logout()).resolves.toEqual({ loggedOut: true });
    expect(localStorage.getItem(DATA_OWNER_KEY)).toBeNull();
    expect(Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.includes('0b1e6a52'))).toEqual([]);
  });
});

describe('logoutEndedAccount', () => {
  it('logs out as usual when nothing waits', async () => {
    setUserSession(SESSION);
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    await logoutEndedAccount();
    expect(getSession().user).toBeNull();
  });

  it('forgets the ended worker session while an admin’s scans wait, and keeps the admin session', async () => {
    const admin = { accessToken: 'x.y.z', refreshToken: 'ra' };
    setUserSession(SESSION);
    setAdminSession(admin);
    const unregister = registerPendingSource(() => Promise.resolve(3));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    try {
      await logoutEndedAccount();
      expect(getSession()).toEqual({ user: null, admin });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });
});
