import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/shared/contract/api-contract';
import { errorOf, TEST_XSRF, useTestApp } from '../testing/test-app';

const t = useTestApp();

const login = { phone: '010-2345-6789', password: 'Wfm!demo2026' };

function postLogin(headers: Record<string, string>): Promise<Response> {
  return t.api.request('POST', `${API_PREFIX}/auth/login`, {
    xsrf: false,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(login),
  });
}

function xsrfCookieOf(res: Response): string | undefined {
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith('XSRF-TOKEN='));
}

describe('XSRF double submit', () => {
  it('refuses an unsafe call without the cookie and header, and hands out a cookie to retry with', async () => {
    const res = await postLogin({});
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'XSRF_MISMATCH' });
    const cookie = xsrfCookieOf(res);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);

    const value = cookie?.split(';')[0]?.split('=')[1] ?? '';
    const retry = await postLogin({ cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value });
    expect(retry.status).toBe(200);
  });

  it('refuses a header that does not match the cookie, and a cookie without the header', async () => {
    const mismatched = await postLogin({ cookie: `XSRF-TOKEN=${TEST_XSRF}`, 'x-xsrf-token': 'U'.repeat(43) });
    expect(mismatched.status).toBe(403);
    expect(await errorOf(mismatched)).toMatchObject({ code: 'XSRF_MISMATCH' });
    expect(xsrfCookieOf(mismatched)).toBeDefined();
    expect((await postLogin({ cookie: `XSRF-TOKEN=${TEST_XSRF}` })).status).toBe(403);
    expect((await postLogin({ 'x-xsrf-token': TEST_XSRF })).status).toBe(403);
  });

  it('does not set the cookie again when the request carries one', async () => {
    const res = await postLogin({ cookie: `XSRF-TOKEN=${TEST_XSRF}`, 'x-xsrf-token': TEST_XSRF });
    expect(res.status).toBe(200);
    expect(xsrfCookieOf(res)).toBeUndefined();
  });

  it('sets the cookie on any response without one, HTML and errors included, readable by script', async () => {
    for (const path of ['/', '/work', `${API_PREFIX}/openapi.json`, `${API_PREFIX}/nope`]) {
      const res = await t.api.request('GET', path, { xsrf: false });
      const cookie = xsrfCookieOf(res);
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/HttpOnly/i);
    }
  });

  it('marks the cookie Secure when the request is https', async () => {
    const res = await t.app.request(`https://wfm.example${API_PREFIX}/openapi.json`);
    expect(xsrfCookieOf(res)).toMatch(/; Secure/);
    const plain = await t.app.request(`http://wfm.example${API_PREFIX}/openapi.json`);
    expect(xsrfCookieOf(plain)).not.toMatch(/Secure/);
  });

  it('does not check safe methods', async () => {
    const res = await t.api.request('GET', `${API_PREFIX}/openapi.json`, { xsrf: false });
    expect(res.status).toBe(200);
  });
});
