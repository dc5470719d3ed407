import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import { errorOf, TEST_XSRF, useTestApp } from '../testing/test-app.ts';
import { isXsrfExempt } from './xsrf.ts';

const STAFF_TOKEN = 'staff-token-for-tests-0123456789abcdef';
const t = useTestApp({ config: { staffApiToken: STAFF_TOKEN } });

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

describe('the staff API exemption', () => {
  it('covers exactly the paths under the staff prefix', () => {
    expect(isXsrfExempt(`${API_PREFIX}/staff/qna/6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c/answer`)).toBe(true);
    for (const path of [
      `${API_PREFIX}/staff`,
      `${API_PREFIX}/staffing/x`,
      `${API_PREFIX}/Staff/qna/x/answer`,
      `${API_PREFIX}/qna`,
      `${API_PREFIX}/auth/login`,
      '/v1/mobile/WFM/staff/qna/x/answer',
      '/v1/other/staff/qna/x/answer',
      `/x${API_PREFIX}/staff/`,
    ]) {
      expect(isXsrfExempt(path)).toBe(false);
    }
  });

  it('lets a staff call through without the cookie or header; the staff token still decides', async () => {
    const answer = (authorization: string) =>
      t.api.request('POST', `${API_PREFIX}/staff/qna/6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c/answer`, {
        xsrf: false,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ answer: 'x' }),
      });
    // Past the XSRF check: an unknown inquiry with the token, refused without it.
    expect(await errorOf(await answer(`Bearer ${STAFF_TOKEN}`))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(await answer('Bearer wrong'))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('does not reach other calls by dot segments', async () => {
    for (const path of [`${API_PREFIX}/staff/../auth/login`, `${API_PREFIX}/staff/%2e%2e/auth/login`]) {
      const res = await t.api.request('POST', path, { xsrf: false, headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'XSRF_MISMATCH' });
    }
  });

  it('still requires the pair on a worker POST', async () => {
    const { accessToken } = await t.api.login('010-2345-6789');
    const res = await t.api.request('POST', `${API_PREFIX}/qna`, {
      xsrf: false,
      token: accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'pay', title: '제목', content: '내용' }),
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'XSRF_MISMATCH' });
  });
});
