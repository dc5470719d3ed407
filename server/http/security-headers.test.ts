import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import { createApp } from '../app.ts';
import { quietLogger } from '../logger.ts';
import { createTestApp, testApi, testConfig, type TestApi, type TestApp } from '../testing/test-app.ts';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';
import { NOT_BUILT_MESSAGE } from './static.ts';

let t: TestApp;
let built: TestApi;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wfm-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>WFM</title>');
  writeFileSync(join(dist, 'assets', 'index-Bq3xY7.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"WFM"}');
  mkdirSync(join(dist, 'first-screens'));
  for (const screen of ['login', 'adminLogin']) {
    for (const locale of ['ko', 'en']) writeFileSync(join(dist, 'first-screens', `${screen}.${locale}.html`), `<!doctype html><title>WFM</title>${screen} ${locale}`);
  }
  t = await createTestApp();
  built = testApi(createApp({ db: t.db, config: testConfig({ distDir: dist }), now: t.clock.now, logger: quietLogger }));
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(res: Response): void {
  expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=()');
}

describe('security headers', () => {
  it('uses the agreed Content-Security-Policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
        "worker-src 'self'; manifest-src 'self'; media-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('sends the security headers and no-store on API answers, errors included', async () => {
    const session = await t.api.login('01023456789');
    const answers = [
      await t.api.get('/users/homeProjectSetting', { token: session.accessToken }),
      await t.api.get('/users/homeProjectSetting'),
      await t.api.post('/auth/login', {}),
      await t.api.post('/auth/login', {}, { xsrf: false }),
      await t.api.get('/nope'),
      await t.api.get('/openapi.json'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 400, 403, 404, 200]);
    for (const res of answers) {
      expectSecurityHeaders(res);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('HSTS', () => {
  it('is sent over HTTPS, directly or through a trusted proxy, and never over plain HTTP', async () => {
    const hsts = (res: Response) => res.headers.get('strict-transport-security');
    expect(hsts(await t.api.get('/openapi.json'))).toBeNull();
    // Without TRUST_PROXY a client cannot claim HTTPS.
    expect(hsts(await t.api.get('/openapi.json', { headers: { 'x-forwarded-proto': 'https' } }))).toBeNull();
    const proxied = testApi(createApp({ db: t.db, config: testConfig({ trustProxyHops: 1 }), now: t.clock.now, logger: quietLogger }));
    expect(hsts(await proxied.get('/openapi.json', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(STRICT_TRANSPORT_SECURITY);
    expect(hsts(await proxied.get('/openapi.json', { headers: { 'x-forwarded-proto': 'http' } }))).toBeNull();
    const direct = await t.app.request('https://wfm.example.com/v1/mobile/wfm/openapi.json');
    expect(hsts(direct)).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('serving the built PWA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await built.request('GET', '/assets/index-Bq3xY7.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res);
  });

  it('revalidates index.html, sw.js and the manifest on every load', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await built.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res);
    }
    expect((await built.request('GET', '/manifest.webmanifest')).headers.get('content-type')).toMatch(/manifest\+json/);
  });

  it('falls back to index.html for client routes', async () => {
    for (const path of ['/work', '/adminScan', '/employmentContractList?year=2026']) {
      const res = await built.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<title>WFM</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends /login and /adminLogin with their form in the locale cookie\'s language (decision 046)', async () => {
    const page = async (path: string, cookie?: string) => {
      const res = await built.request('GET', path, cookie ? { headers: { cookie } } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res);
      return { text: await res.text(), vary: res.headers.get('vary') };
    };
    expect(await page('/login')).toEqual({ text: expect.stringContaining('login ko'), vary: 'Cookie' });
    expect((await page('/login', 'locale=en')).text).toContain('login en');
    expect((await page('/adminLogin', 'locale=en')).text).toContain('adminLogin en');
    // Anything but en is the default, as in the app (src/shared/i18n/locale-cookie.ts).
    expect((await page('/adminLogin', 'locale=fr')).text).toContain('adminLogin ko');
    // A query, a trailing slash or another route gets the plain shell.
    for (const path of ['/login?next=%2Fwork', '/login/', '/join', '/']) {
      const other = await page(path, 'locale=en');
      expect(other.text, path).toBe('<!doctype html><title>WFM</title>');
      expect(other.vary, path).toBeNull();
    }
  });

  it('answers 404 for a missing hashed asset instead of HTML, and never caches it', async () => {
    const res = await built.request('GET', '/assets/index-OLD.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('never serves files or the fallback under /v1', async () => {
    const res = await built.request('GET', `${API_PREFIX}/unknown`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('says how to build when there is no build, while the API keeps working', async () => {
    const res = await t.api.request('GET', '/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
    expect((await t.api.get('/openapi.json')).status).toBe(200);
  });
});
