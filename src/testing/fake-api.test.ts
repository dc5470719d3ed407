/**
 * The fake API itself: it refuses answers the contract does not allow, and sits under the real client,
 * whose hooks (bearer, XSRF, the refresh on 401) run against it.
 */
import { expect, it } from 'vitest';
import { api as client } from '@/platform/api/client';
import { getSession, setUserSession } from '@/platform/session/session-store';
import { fakeApi, WORKER_SESSION } from './render-screen';
import { weekAnswer } from './work-answers';

it('refuses an answer the server cannot give, and an error body outside the contract', () => {
  const api = fakeApi();
  expect(() => api.answer('GET work/weekly', weekAnswer('2026-11-18').slice(1))).toThrow(/GET work\/weekly is not one the server can give/);
  expect(() => api.answer('POST auth/login', { accessToken: 'a', refreshToken: 'r', ynConvertPassword: 'maybe' } as never)).toThrow(/ynConvertPassword/);
  expect(() => api.refuse('POST auth/login', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 1.5 })).toThrow(/retryAfter/);
  expect(() => api.refuse('POST auth/login', 200, 'INTERNAL')).toThrow(/4xx or 5xx/);
});

it('a call nobody answered is noted with its method and path (the harness then fails the test)', async () => {
  const api = fakeApi();
  await expect(client.get('qna', { searchParams: { limit: 10 } })).rejects.toThrow();
  expect(api.unanswered).toEqual(['GET qna?limit=10']);
  api.unanswered.length = 0;
});

it('the real client runs over it: an expired token is refreshed once and the call sent again with the new one', async () => {
  const api = fakeApi();
  setUserSession(WORKER_SESSION);
  document.cookie = 'XSRF-TOKEN=xsrf-1; Path=/';
  const fresh = { ...WORKER_SESSION, accessToken: 'fresh.token.x', refreshToken: 'fresh-refresh' };
  api.refuse('GET users/homeProjectSetting', 401, 'TOKEN_EXPIRED', {}, { once: true });
  api.answer('POST auth/reissue', fresh);
  api.answerNothing('GET users/homeProjectSetting');
  api.answerNothing('PUT users/homeProject');

  expect((await client.get('users/homeProjectSetting')).status).toBe(204);
  const [first, reissue, retried] = api.requests;
  expect(first?.headers.get('Authorization')).toBe(`Bearer ${WORKER_SESSION.accessToken}`);
  expect(reissue?.body).toEqual({ refreshToken: WORKER_SESSION.refreshToken });
  expect(retried?.headers.get('Authorization')).toBe('Bearer fresh.token.x');
  expect(getSession().user).toEqual(fresh);

  await client.put('users/homeProject', { json: { projectCode: 'P001' } });
  expect(api.lastRequest('PUT users/homeProject').headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
});
