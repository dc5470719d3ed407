import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { captureLog } from '../testing/log-capture.ts';
import { errorOf, testApi, testConfig, useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

const POST_CALLS = [
  '/auth/login',
  '/auth/reissue',
  '/auth/userCheck',
  '/auth/logout',
  '/admin/auth/verify',
  '/admin/auth/login',
  '/admin/auth/reissue',
  '/admin/auth/check',
  '/admin/auth/logout',
];

function postRaw(path: string, body: string | undefined, contentType?: string): Promise<Response> {
  return t.api.request('POST', `${API_PREFIX}${path}`, {
    headers: contentType ? { 'content-type': contentType } : {},
    ...(body === undefined ? {} : { body }),
  });
}

async function expectBadRequest(res: Response, fields?: Record<string, string>): Promise<void> {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await errorOf(res);
  expect(body.code).toBe('BAD_REQUEST');
  expect(typeof body.message).toBe('string');
  expect(body.fields).toBeTypeOf('object');
  if (fields) expect(body.fields).toEqual(fields);
}

describe('request validation', () => {
  it('answers 400 with fields for a body that is not JSON', async () => {
    await expectBadRequest(await postRaw('/auth/login', '{"phone": "010', 'application/json'), { body: 'json' });
    await expectBadRequest(await postRaw('/auth/login', 'phone=01023456789', 'text/plain'), { body: 'contentType' });
  });

  it('answers 400 naming every missing field', async () => {
    await expectBadRequest(await postRaw('/auth/login', '{}', 'application/json'), { phone: 'required', password: 'required' });
    await expectBadRequest(await postRaw('/auth/login', undefined), { phone: 'required', password: 'required' });
    await expectBadRequest(await postRaw('/auth/login', JSON.stringify({ phone: '', password: '' }), 'application/json'), {
      phone: 'required',
      password: 'required',
    });
  });

  it('answers 400 for wrong types, and for a body that is not an object', async () => {
    await expectBadRequest(await t.api.post('/auth/login', { phone: 1023456789, password: ['x'] }), { phone: 'type', password: 'type' });
    for (const body of ['null', '[]', '42', '"text"']) await expectBadRequest(await postRaw('/auth/login', body, 'application/json'), { body: 'type' });
  });

  it('answers 400 for huge strings and huge bodies, never 500', async () => {
    await expectBadRequest(await t.api.post('/auth/login', { phone: '010-2345-6789', password: 'p'.repeat(10_000) }), { password: 'tooLong' });
    await expectBadRequest(await t.api.post('/auth/login', { phone: '0'.repeat(5_000), password: 'x' }), { phone: 'tooLong' });
    await expectBadRequest(await t.api.post('/auth/reissue', { refreshToken: 'x'.repeat(60_000) }), { refreshToken: 'tooLong' });
    await expectBadRequest(await t.api.post('/auth/login', { phone: '010-2345-6789', password: 'x', padding: 'z'.repeat(1_000_000) }), { body: 'tooLarge' });
  });

  it('ignores unknown extra fields of a valid body', async () => {
    const res = await t.api.post('/auth/login', { phone: '010-2345-6789', password: 'Wfm!demo2026', rememberMe: true });
    expect(res.status).toBe(200);
  });

  it.each(POST_CALLS)('answers 400 BAD_REQUEST with fields to an empty body on %s', async (path) => {
    await expectBadRequest(await postRaw(path, '{}', 'application/json'));
    await expectBadRequest(await postRaw(path, 'not json', 'application/json'));
  });

  it('answers 404 NOT_FOUND in the error shape for an unknown /v1 path or method', async () => {
    for (const res of [await t.api.get('/nope'), await t.api.request('GET', '/v1/other'), await t.api.get('/auth/login')]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('unexpected errors', () => {
  it('answers 500 INTERNAL without detail and logs the error server-side: the request and the error, no body', async () => {
    const log = captureLog({ level: 'error' });
    // Nothing listens on port 1: every query fails.
    const db = await openDatabase({ databaseUrl: 'postgres://wfm:s3cret-password@127.0.0.1:1/wfm' });
    try {
      const broken = testApi(createApp({ db, config: testConfig(), logger: log.logger }));
      const res = await broken.post('/auth/login', { phone: '010-2345-6789', password: 'Wfm!demo2026' });
      expect(res.status).toBe(500);
      const text = await res.text();
      const body = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      expect(body.code).toBe('INTERNAL');
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|s3cret|stack/i);
      const [entry, ...more] = log.entries();
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ level: 'error', msg: 'request failed', method: 'POST', path: `${API_PREFIX}/auth/login`, reqId: res.headers.get('x-request-id') });
      const err = entry?.err as Record<string, unknown>;
      expect(Object.keys(err).every((key) => ['type', 'message', 'stack', 'code'].includes(key))).toBe(true);
      expect(err.stack).toEqual(expect.any(String));
      expect(log.lines.join('')).not.toContain('s3cret');
      expect(log.lines.join('')).not.toContain('Wfm!demo2026');
      expect(log.lines.join('')).not.toContain('010-2345-6789');
    } finally {
      await db.destroy();
    }
  });
});

describe('control characters', () => {
  it('answers 400 controlChars for a NUL or another control character in a code, a search or a body, never 500', async () => {
    const { accessToken: worker } = await t.api.login('010-2345-6789');
    const admin = await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001');
    const cases: [Promise<Response>, Record<string, string>][] = [
      [t.api.post('/qr/codes', { eventType: 'BeginWork', siteCode: 'P1001\u0000' }, { token: worker }), { siteCode: 'controlChars' }],
      [t.api.post('/admin/auth/login', { verificationToken: 'x', corporationCode: 'K001\u0000', siteCode: 'P1001' }), { corporationCode: 'controlChars' }],
      [t.api.get('/qr/events?q=%00', { token: worker }), { q: 'controlChars' }],
      [t.api.get('/admin/qr/events?q=%1B%5B31m', { token: admin.accessToken }), { q: 'controlChars' }],
      [t.api.post('/qna', { category: 'pay', title: 'a\u0007b', content: 'ok' }, { token: worker }), { title: 'controlChars' }],
    ];
    for (const [answer, fields] of cases) await expectBadRequest(await answer, fields);
    // Line breaks and tabs are text: an inquiry keeps them.
    const kept = await t.api.post('/qna', { category: 'pay', title: '줄바꿈', content: '첫 줄\r\n둘째 줄\t끝' }, { token: worker });
    expect(kept.status).toBe(201);
  });
});

describe('the request log', () => {
  it('writes one JSON line a request: time, level, msg, reqId, method, path without the query string, status, ms', async () => {
    const log = captureLog();
    const app = testApi(createApp({ db: t.db, config: testConfig(), now: t.clock.now, logger: log.logger }));
    const res = await app.get('/policies?name=%ED%99%8D&phone=010-2345-6789');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^\{.*\}\n$/);
    const [entry] = log.entries();
    expect(entry).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      msg: 'request completed',
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      path: `${API_PREFIX}/policies`,
      status: res.status,
      ms: expect.any(Number),
    });
    expect(res.headers.get('x-request-id')).toBe(entry?.reqId);
  });

  it('writes the path as sent, so %0a cannot forge a line and %1b sends no terminal escape', async () => {
    const log = captureLog();
    const app = testApi(createApp({ db: t.db, config: testConfig(), now: t.clock.now, logger: log.logger }));
    await app.get('/nothing%0a200%20GET%20/forged%1b[31m%C2%9B%E2%80%A8');
    expect(log.lines).toHaveLength(1);
    const [entry] = log.entries();
    expect(entry).toMatchObject({ method: 'GET', path: `${API_PREFIX}/nothing%0a200%20GET%20/forged%1b[31m%C2%9B%E2%80%A8`, status: 404 });
    // eslint-disable-next-line no-control-regex -- the characters that must never be written
    expect(log.lines[0]?.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });

  it('takes a well-formed request id from the proxy and replaces any other', async () => {
    const log = captureLog();
    const app = testApi(createApp({ db: t.db, config: testConfig(), now: t.clock.now, logger: log.logger }));
    await app.get('/policies', { headers: { 'x-request-id': 'proxy-id-42' } });
    await app.get('/policies', { headers: { 'x-request-id': 'forged id\u001b[31m' } });
    const [proxied, replaced] = log.entries();
    expect(proxied?.reqId).toBe('proxy-id-42');
    expect(replaced?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
