import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import type { AdminSession, UserSession } from '#contract/api-auth.ts';
import { clearSession, getSession, setAdminSession, setUserSession } from '@/platform/session/session-store';
import type * as SessionStore from '@/platform/session/session-store';
import { NO_AUTH, api, isNetworkError, readApiError, setReloadPage } from './client';

// clearSession keeps its real behaviour; the spy lets the tests count how often a logout happens.
vi.mock('@/platform/session/session-store', async (importOriginal) => {
  const real = await importOriginal<typeof SessionStore>();
  return { ...real, clearSession: vi.fn(real.clearSession) };
});

const API = `${location.origin}/v1/mobile/wfm`;

const USER: UserSession = { accessToken: 'user-access-1', refreshToken: 'user-refresh-1', ynConvertPassword: 'Y' };
const ADMIN: AdminSession = { accessToken: 'admin-access-1', refreshToken: 'admin-refresh-1' };

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  xsrf: string | null;
  acceptLanguage: string | null;
  body: string;
}

type Handler = (request: Request, seen: Seen) => Response | Promise<Response>;

/**
 * A Request that refuses to be built from one whose body fetch has already read, as browsers do (the
 * test environment's own Request copies it silently), so a retry that resends a used request fails here.
 */
class BrowserRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    if (input instanceof Request && input.bodyUsed) throw new TypeError('Cannot construct a Request with a Request object that has already been used.');
    super(input, init);
  }

  override clone(): BrowserRequest {
    return new BrowserRequest(super.clone());
  }
}

/** Replaces fetch with `handler`; every request the client sends is recorded in `seen`. */
function serve(handler: Handler) {
  vi.stubGlobal('Request', BrowserRequest);
  const seen: Seen[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const entry: Seen = {
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      authorization: request.headers.get('Authorization'),
      xsrf: request.headers.get('X-XSRF-TOKEN'),
      acceptLanguage: request.headers.get('Accept-Language'),
      // Read as fetch reads it: the request's body is used up, as in a browser.
      body: request.body ? await request.text() : '',
    };
    seen.push(entry);
    return handler(request, entry);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, fetchMock, calls: (path: string) => seen.filter((s) => s.path === path) };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const expired = () => json({ code: 'TOKEN_EXPIRED', message: 'access token expired' }, 401);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/`;
}

function deleteCookie(name: string) {
  document.cookie = `${name}=; Path=/; Max-Age=0`;
}

const reload = vi.fn();
let restoreReload: () => void;

beforeEach(() => {
  clearSession();
  vi.mocked(clearSession).mockClear();
  reload.mockReset();
  restoreReload = setReloadPage(reload);
  deleteCookie('XSRF-TOKEN');
  deleteCookie('locale');
});

afterEach(() => {
  restoreReload();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('go to the API prefix on the page origin with the path relative to it', async () => {
    const server = serve(() => json({ ok: true }));
    await api.get('work/weekly', { searchParams: { year: 2026, month: 11, day: 22 } }).json();
    expect(server.seen.map((s) => s.path)).toEqual(['/v1/mobile/wfm/work/weekly?year=2026&month=11&day=22']);
    expect(server.fetchMock.mock.calls[0]?.[0]).toBeInstanceOf(Request);
    expect((server.fetchMock.mock.calls[0]?.[0] as Request).url.startsWith(`${API}/`)).toBe(true);
  });

  it('treat every 2xx status as success and anything else as an HTTPError', async () => {
    serve((request) => {
      const status = Number(new URL(request.url).searchParams.get('status'));
      return new Response(status === 204 ? null : '{}', { status });
    });
    for (const status of [200, 201, 204, 299]) {
      await expect(api.get('probe', { searchParams: { status } })).resolves.toBeInstanceOf(Response);
    }
    for (const status of [300, 404, 500]) {
      await expect(api.get('probe', { searchParams: { status } })).rejects.toBeInstanceOf(HTTPError);
    }
  });
});

describe('Accept-Language', () => {
  it('is ko when there is no locale cookie', async () => {
    const server = serve(() => json({}));
    await api.get('users/homeProjectSetting');
    expect(server.seen[0]?.acceptLanguage).toBe('ko');
  });

  it('follows the locale cookie, read on every request', async () => {
    const server = serve(() => json({}));
    setCookie('locale', 'en');
    await api.get('users/homeProjectSetting');
    setCookie('locale', 'ko');
    await api.get('users/homeProjectSetting');
    expect(server.seen.map((s) => s.acceptLanguage)).toEqual(['en', 'ko']);
  });

  it('falls back to ko for a locale the app does not have', async () => {
    const server = serve(() => json({}));
    setCookie('locale', 'fr');
    await api.get('users/homeProjectSetting');
    expect(server.seen[0]?.acceptLanguage).toBe('ko');
  });
});

describe('Authorization', () => {
  it('carries the user token when only a user is logged in', async () => {
    const server = serve(() => json({}));
    setUserSession(USER);
    await api.get('users/homeProjectSetting');
    expect(server.seen[0]?.authorization).toBe('Bearer user-access-1');
  });

  it('carries the admin token over the user token when an admin is logged in', async () => {
    const server = serve(() => json({}));
    setUserSession(USER);
    setAdminSession(ADMIN);
    await api.get('admin/qr/checked');
    expect(server.seen[0]?.authorization).toBe('Bearer admin-access-1');
  });

  it('is absent when no one is logged in', async () => {
    const server = serve(() => json({}));
    await api.get('users/homeProjectSetting');
    expect(server.seen[0]?.authorization).toBeNull();
  });

  it('is left out by calls that opt out of auth', async () => {
    const server = serve(() => json({}));
    setUserSession(USER);
    await api.post('auth/login', { json: { phone: '010-1234-5678', password: 'x' }, ...NO_AUTH });
    await api.post('auth/userCheck', { json: {}, context: { auth: false } });
    expect(server.seen.map((s) => s.authorization)).toEqual([null, null]);
  });

  it('is never sent to another origin', async () => {
    const server = serve(() => json({}));
    setUserSession(USER);
    await api.get(new URL('https://elsewhere.example/v1/mobile/wfm/work/weekly'));
    expect(server.fetchMock.mock.calls[0]?.[0]).toMatchObject({ url: 'https://elsewhere.example/v1/mobile/wfm/work/weekly' });
    expect(server.seen[0]?.authorization).toBeNull();
  });
});

describe('X-XSRF-TOKEN', () => {
  it('is sent from the XSRF-TOKEN cookie on POST, PUT, PATCH and DELETE', async () => {
    const server = serve(() => json({}));
    setCookie('XSRF-TOKEN', 'xsrf-1');
    await api.post('qna', { json: { title: 't' } });
    await api.put('qna/1', { json: { title: 't' } });
    await api.patch('qna/1', { json: { title: 't' } });
    await api.delete('qna/1');
    expect(server.seen.map((s) => [s.method, s.xsrf])).toEqual([
      ['POST', 'xsrf-1'],
      ['PUT', 'xsrf-1'],
      ['PATCH', 'xsrf-1'],
      ['DELETE', 'xsrf-1'],
    ]);
  });

  it('is not sent on GET', async () => {
    const server = serve(() => json({}));
    setCookie('XSRF-TOKEN', 'xsrf-1');
    await api.get('work/weekly');
    expect(server.seen[0]?.xsrf).toBeNull();
  });

  it('is not sent to another origin', async () => {
    const server = serve(() => json({}));
    setCookie('XSRF-TOKEN', 'xsrf-1');
    await api.post(new URL('https://elsewhere.example/collect'), { json: {} });
    expect(server.fetchMock.mock.calls[0]?.[0]).toMatchObject({ url: 'https://elsewhere.example/collect' });
    expect(server.seen[0]?.xsrf).toBeNull();
  });

  it('is absent while there is no cookie yet', async () => {
    const server = serve(() => json({}));
    await api.post('qna', { json: {} });
    expect(server.seen[0]?.xsrf).toBeNull();
  });
});

describe('a 403 XSRF_MISMATCH', () => {
  const mismatch = () => json({ code: 'XSRF_MISMATCH', message: 'xsrf token missing or wrong' }, 403);

  it('is retried once with the cookie the 403 answer has just set', async () => {
    const server = serve((_request, seen) => {
      if (seen.xsrf !== 'fresh') {
        setCookie('XSRF-TOKEN', 'fresh'); // what the answer's Set-Cookie does in a browser
        return mismatch();
      }
      return json({ saved: true });
    });
    await expect(api.post('qna', { json: { title: 'gate' } }).json()).resolves.toEqual({ saved: true });
    expect(server.seen.map((s) => s.xsrf)).toEqual([null, 'fresh']);
    expect(server.seen[1]?.body).toBe('{"title":"gate"}');
  });

  it('is not retried a second time when the retry gets it again', async () => {
    const server = serve(() => mismatch());
    const error: unknown = await api.post('qna', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(403);
    expect(await readApiError(error)).toMatchObject({ code: 'XSRF_MISMATCH' });
    expect(server.seen).toHaveLength(2);
  });

  it('is the only 403 that is retried', async () => {
    const server = serve(() => json({ code: 'FORBIDDEN', message: 'no' }, 403));
    await expect(api.post('qna', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    expect(server.seen).toHaveLength(1);
  });
});

describe('a 401 on a call that carried a bearer', () => {
  /**
   * A server whose valid access token is `valid`: the reissue answers `reissue()` (after `gate`), every
   * other call answers 401 unless it carries the valid token.
   */
  function tokenServer(options: {
    valid: string;
    reissue: (seen: Seen) => Response | Promise<Response>;
    gate?: Promise<void>;
  }) {
    return serve(async (request, seen) => {
      if (seen.path.endsWith('/auth/reissue')) {
        await options.gate;
        return options.reissue(seen);
      }
      if (seen.authorization === `Bearer ${options.valid}`) return json({ path: seen.path, body: seen.body });
      return expired();
    });
  }

  it('causes one reissue for ten calls that fail at once, and ten retries with the new token', async () => {
    setUserSession(USER);
    setCookie('XSRF-TOKEN', 'xsrf-1');
    const gate = deferred();
    const server = tokenServer({
      valid: 'user-access-2',
      gate: gate.promise,
      reissue: () => json({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'N' }),
    });

    const calls = Array.from({ length: 10 }, (_, i) => api.get(`work/weekly?n=${String(i)}`).json());
    // Every call has had its 401 and the reissue is on the way before anyone gets an answer.
    await vi.waitFor(() => {
      expect(server.seen.filter((s) => s.authorization === 'Bearer user-access-1')).toHaveLength(10);
      expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(1);
    });
    gate.resolve();
    const results = await Promise.all(calls);

    expect(results).toHaveLength(10);
    expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(1);
    const retries = server.seen.filter((s) => s.path.startsWith('/v1/mobile/wfm/work/weekly') && s.authorization === 'Bearer user-access-2');
    expect(retries).toHaveLength(10);
    expect(new Set(retries.map((s) => s.path)).size).toBe(10);
    expect(server.seen).toHaveLength(21);
    expect(getSession().user).toEqual({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'N' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the session another tab has just refreshed instead of reissuing with the used-up token', async () => {
    setUserSession(USER);
    const server = tokenServer({
      valid: 'user-access-2',
      reissue: () => json({ code: 'REFRESH_TOKEN_REUSED', message: 'reused' }, 401),
    });
    // Another tab rotated the tokens; this tab has not heard the storage event yet.
    localStorage.setItem('user', JSON.stringify({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'Y' }));

    await expect(api.get('work/weekly').json()).resolves.toMatchObject({ path: '/v1/mobile/wfm/work/weekly' });
    expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(0);
    expect(getSession().user?.accessToken).toBe('user-access-2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends the reissue with the refresh token, the XSRF header and no bearer', async () => {
    setUserSession(USER);
    setCookie('XSRF-TOKEN', 'xsrf-1');
    setCookie('locale', 'en');
    const server = tokenServer({
      valid: 'user-access-2',
      reissue: () => json({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'Y' }),
    });
    await api.get('work/weekly');
    const [reissue] = server.calls('/v1/mobile/wfm/auth/reissue');
    expect(reissue).toMatchObject({ method: 'POST', xsrf: 'xsrf-1', authorization: null, acceptLanguage: 'en' });
    expect(JSON.parse(reissue?.body ?? '')).toEqual({ refreshToken: 'user-refresh-1' });
  });

  it('sends the reissue once more when it is refused with XSRF_MISMATCH, with the cookie that answer set', async () => {
    setUserSession(USER);
    const server = tokenServer({
      valid: 'user-access-2',
      reissue: (seen) => {
        if (seen.xsrf !== 'fresh') {
          setCookie('XSRF-TOKEN', 'fresh');
          return json({ code: 'XSRF_MISMATCH', message: 'xsrf' }, 403);
        }
        return json({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'Y' });
      },
    });
    await expect(api.get('work/weekly').json()).resolves.toMatchObject({ path: '/v1/mobile/wfm/work/weekly' });
    expect(server.calls('/v1/mobile/wfm/auth/reissue').map((s) => s.xsrf)).toEqual([null, 'fresh']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the user’s ynConvertPassword when the reissue answer has none', async () => {
    setUserSession({ ...USER, ynConvertPassword: 'N' });
    tokenServer({ valid: 'user-access-2', reissue: () => json({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2' }) });
    await api.get('work/weekly');
    expect(getSession().user).toEqual({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'N' });
  });

  it('keeps the session when the reissue answers without the tokens; the calls fail', async () => {
    setUserSession(USER);
    tokenServer({ valid: 'user-access-2', reissue: () => json({ accessToken: 'user-access-2', ynConvertPassword: 'Y' }) });
    await expect(api.get('work/weekly')).rejects.toThrow(/refreshToken/);
    expect(getSession().user).toEqual(USER);
    expect(reload).not.toHaveBeenCalled();
  });

  it('refreshes the admin session through the admin reissue when an admin is logged in', async () => {
    setAdminSession(ADMIN);
    const server = tokenServer({
      valid: 'admin-access-2',
      reissue: () => json({ accessToken: 'admin-access-2', refreshToken: 'admin-refresh-2' }),
    });
    await api.get('admin/qr/checked');
    expect(server.calls('/v1/mobile/wfm/admin/auth/reissue')).toHaveLength(1);
    expect(JSON.parse(server.calls('/v1/mobile/wfm/admin/auth/reissue')[0]?.body ?? '')).toEqual({ refreshToken: 'admin-refresh-1' });
    expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(0);
    expect(getSession().admin).toEqual({ accessToken: 'admin-access-2', refreshToken: 'admin-refresh-2' });
  });

  it('retries a POST with its body intact', async () => {
    setUserSession(USER);
    const server = tokenServer({
      valid: 'user-access-2',
      reissue: () => json({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'Y' }),
    });
    const answer = await api.post('qna', { json: { title: '비계 점검' } }).json();
    expect(answer).toEqual({ path: '/v1/mobile/wfm/qna', body: '{"title":"비계 점검"}' });
    expect(server.seen.filter((s) => s.path === '/v1/mobile/wfm/qna').map((s) => s.body)).toEqual([
      '{"title":"비계 점검"}',
      '{"title":"비계 점검"}',
    ]);
  });

  it('is not refreshed a second time when the retry gets 401 again', async () => {
    setUserSession(USER);
    // The reissue works, but the server still refuses the new token.
    const server = tokenServer({
      valid: 'nothing-is-valid',
      reissue: () => json({ accessToken: 'user-access-2', refreshToken: 'user-refresh-2', ynConvertPassword: 'Y' }),
    });
    const error: unknown = await api.get('work/weekly').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(401);
    expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(1);
    expect(server.seen.map((s) => s.authorization)).toEqual(['Bearer user-access-1', null, 'Bearer user-access-2']);
    expect(reload).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('is retried with the current token without a reissue when the token changed while the call was on the way', async () => {
    setUserSession(USER);
    const server = serve((_request, seen) => {
      if (seen.authorization === 'Bearer user-access-1') {
        // Another call refreshed meanwhile.
        setUserSession({ ...USER, accessToken: 'user-access-2', refreshToken: 'user-refresh-2' });
        return expired();
      }
      return json({ ok: true });
    });
    await expect(api.get('work/weekly').json()).resolves.toEqual({ ok: true });
    expect(server.seen.map((s) => s.authorization)).toEqual(['Bearer user-access-1', 'Bearer user-access-2']);
  });

  it('is not refreshed for a call that opted out of auth', async () => {
    setUserSession(USER);
    const server = serve(() => json({ code: 'INVALID_CREDENTIALS', message: 'no' }, 401));
    const error: unknown = await api.post('auth/login', { json: {}, ...NO_AUTH }).catch((e: unknown) => e);
    expect((error as HTTPError).response.status).toBe(401);
    expect(server.seen).toHaveLength(1);
  });

  it('is not refreshed when no one is logged in', async () => {
    const server = serve(() => expired());
    await expect(api.get('work/weekly')).rejects.toBeInstanceOf(HTTPError);
    expect(server.seen).toHaveLength(1);
  });

  for (const status of [401, 400]) {
    it(`clears the session once and reloads once when the reissue answers ${String(status)}, even with ten calls waiting`, async () => {
      setUserSession(USER);
      const gate = deferred();
      const server = tokenServer({
        valid: 'user-access-2',
        gate: gate.promise,
        reissue: () => json({ code: 'INVALID_REFRESH_TOKEN', message: 'refresh token rejected' }, status),
      });
      const calls = Array.from({ length: 10 }, () => api.get('work/weekly').catch((e: unknown) => e));
      await vi.waitFor(() => {
        expect(server.seen.filter((s) => s.path === '/v1/mobile/wfm/work/weekly')).toHaveLength(10);
      });
      gate.resolve();
      const errors = await Promise.all(calls);

      expect(clearSession).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(getSession()).toEqual({ user: null, admin: null });
      // The reissue's own 401 never led to another reissue.
      expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(1);
      expect(server.seen).toHaveLength(11);
      for (const error of errors) {
        expect(error).toBeInstanceOf(HTTPError);
        expect((error as HTTPError).response.status).toBe(401);
      }
    });
  }

  it('keeps the session and does not reload when the reissue answers 503; the calls fail with that answer', async () => {
    setUserSession(USER);
    const gate = deferred();
    const server = tokenServer({
      valid: 'user-access-2',
      gate: gate.promise,
      reissue: () => json({ code: 'INTERNAL', message: 'database unavailable' }, 503),
    });
    const calls = Array.from({ length: 3 }, () => api.get('work/weekly').catch((e: unknown) => e));
    await vi.waitFor(() => {
      expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(1);
    });
    gate.resolve();
    const errors = await Promise.all(calls);

    expect(reload).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
    expect(getSession().user).toEqual(USER);
    expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(1);
    for (const error of errors) {
      expect(error).toBeInstanceOf(HTTPError);
      expect((error as HTTPError).response.status).toBe(503);
      expect(await readApiError(error)).toEqual({ code: 'INTERNAL', message: 'database unavailable' });
      expect(isNetworkError(error)).toBe(false);
    }
  });

  it('keeps the session and does not reload when the reissue fails on the network; the calls fail with that error', async () => {
    setUserSession(USER);
    const offline = new TypeError('Failed to fetch');
    const server = tokenServer({
      valid: 'user-access-2',
      reissue: () => {
        throw offline;
      },
    });
    const errors = await Promise.all([1, 2].map(() => api.get('work/weekly').catch((e: unknown) => e)));

    expect(errors).toEqual([offline, offline]);
    expect(isNetworkError(errors[0])).toBe(true);
    expect(await readApiError(errors[0])).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
    expect(getSession().user).toEqual(USER);
    expect(server.calls('/v1/mobile/wfm/auth/reissue')).toHaveLength(1);
  });

  it('refreshes again for a later 401 once an earlier refresh has finished', async () => {
    setUserSession(USER);
    let issued = 1;
    let valid = 'none'; // user-access-1 has already expired
    const server = serve((_request, seen) => {
      if (seen.path.endsWith('/auth/reissue')) {
        issued += 1;
        valid = `user-access-${String(issued)}`;
        return json({ accessToken: valid, refreshToken: `user-refresh-${String(issued)}`, ynConvertPassword: 'Y' });
      }
      return seen.authorization === `Bearer ${valid}` ? json({ ok: true }) : expired();
    });
    await expect(api.get('work/weekly').json()).resolves.toEqual({ ok: true });
    valid = 'none'; // user-access-2 expires too
    await expect(api.get('work/weekly').json()).resolves.toEqual({ ok: true });

    const reissues = server.calls('/v1/mobile/wfm/auth/reissue');
    expect(reissues.map((s) => JSON.parse(s.body) as unknown)).toEqual([
      { refreshToken: 'user-refresh-1' },
      { refreshToken: 'user-refresh-2' },
    ]);
    expect(getSession().user?.accessToken).toBe('user-access-3');
  });
});

describe('readApiError and isNetworkError', () => {
  it('read the API error body of an HTTPError, as often as asked, leaving the body ky read (error.data) as it was', async () => {
    serve(() => json({ code: 'BAD_REQUEST', message: 'invalid', fields: { phone: 'DIGITS_AND_DASH_ONLY' } }, 400));
    const error: unknown = await api.post('auth/login', { json: {}, ...NO_AUTH }).catch((e: unknown) => e);
    const expected = { code: 'BAD_REQUEST', message: 'invalid', fields: { phone: 'DIGITS_AND_DASH_ONLY' } };
    expect(await readApiError(error)).toEqual(expected);
    expect(await readApiError(error)).toEqual(expected);
    // ky 2 reads an error answer's body into error.data; the response's own body is used up.
    expect((error as HTTPError).data).toEqual(expected);
    expect((error as HTTPError).response.status).toBe(400);
  });

  it('give null for answers that are not the API error shape', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await readApiError(await api.get('work/weekly').catch((e: unknown) => e))).toBeNull();
    serve(() => json({ code: 'SOMETHING_NEW', message: 'x' }, 500));
    expect(await readApiError(await api.get('work/weekly').catch((e: unknown) => e))).toBeNull();
    serve(() => json({ code: 'INTERNAL', message: 'x', retryAfter: 'soon' }, 500));
    expect(await readApiError(await api.get('work/weekly').catch((e: unknown) => e))).toBeNull();
  });

  it('tell a network failure from an HTTP failure and from other errors', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const networkError: unknown = await api.get('work/weekly').catch((e: unknown) => e);
    serve(() => json({ code: 'INTERNAL', message: 'x' }, 500));
    const httpError: unknown = await api.get('work/weekly').catch((e: unknown) => e);

    expect(isNetworkError(networkError)).toBe(true);
    expect(await readApiError(networkError)).toBeNull();
    expect(isNetworkError(httpError)).toBe(false);
    expect(isNetworkError(new Error('boom'))).toBe(false);
    expect(isNetworkError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
  });
});
