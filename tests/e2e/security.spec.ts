/**
 * The built app as the browser receives it: index.html carries no inline script (the CSP allows
 * none) and every kind of answer (the app shell, a deep link, a hashed asset, the service worker,
 * API data and API errors) carries the security headers (server/http/security-headers.ts); and the suite's own guard:
 * a page that breaks the Content-Security-Policy fails its test (fixtures.ts).
 */
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
    "worker-src 'self'; manifest-src 'self'; media-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
};

function expectSecurityHeaders(answer: APIResponse, what: string): void {
  const headers = answer.headers();
  for (const [name, value] of Object.entries(HEADERS)) expect(headers[name], `${name} on ${what}`).toBe(value);
}

test('the built index.html and the pre-rendered login pages have no inline script, style or event handler', async ({ request }) => {
  // /login and /adminLogin come with their form rendered in (decision 046), in either language.
  for (const [path, locale] of [['/', 'ko'], ['/login', 'ko'], ['/login', 'en'], ['/adminLogin', 'ko'], ['/adminLogin', 'en']] as const) {
    const answer = await request.get(path, { headers: { cookie: `locale=${locale}` } });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    if (path !== '/') expect(html, path).toContain('<form');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes, 'every script is loaded from a file').toMatch(/\bsrc="\/[^"]+"/);
      expect(body.trim(), 'no script has a body').toBe('');
    }
    expect(html, path).not.toMatch(/<style\b/i);
    expect(html, path).not.toMatch(/\sstyle\s*=/i);
    expect(html, path).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html, path).not.toMatch(/javascript:/i);
  }
});

test('the app, its assets and the API answer with the security headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const answers: [string, APIResponse, number][] = [
    ['the app shell', await request.get('/'), 200],
    ['a deep link', await request.get('/work'), 200],
    ['a hashed asset', await request.get(asset ?? ''), 200],
    ['the service worker', await request.get('/sw.js'), 200],
    ['the manifest', await request.get('/manifest.webmanifest'), 200],
    ['the API description', await request.get('/v1/mobile/wfm/openapi.json'), 200],
    ['an API call without a token', await request.get('/v1/mobile/wfm/users/homeProjectSetting'), 401],
    ['an API call without the XSRF pair', await request.post('/v1/mobile/wfm/auth/login', { data: {} }), 403],
    ['an unknown API path', await request.get('/v1/mobile/wfm/nope'), 404],
  ];
  for (const [what, answer, status] of answers) {
    expect(answer.status(), what).toBe(status);
    expectSecurityHeaders(answer, what);
  }
  expect(answers[2]?.[1].headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Scripts go out compressed as built (.br beside each file), and caches keep one copy per encoding.
  expect(answers[2]?.[1].headers()['content-encoding']).toBe('br');
  expect(answers[2]?.[1].headers()['vary']).toMatch(/accept-encoding/i);
  for (const index of [0, 1, 3]) expect(answers[index]?.[1].headers()['cache-control']).toBe('no-cache');
  for (const index of [5, 6, 7, 8]) expect(answers[index]?.[1].headers()['cache-control']).toBe('no-store');
});

test('a page that breaks the Content-Security-Policy fails its test', async ({ page }) => {
  // The suite's page fixture must turn this test red: an inline script is what the CSP forbids.
  test.fail(true, 'the fixture fails a test whose page caused a securitypolicyviolation');
  await page.goto('/login');
  const violated = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        const script = document.createElement('script');
        script.textContent = 'document.title = "injected"';
        document.head.append(script);
      }),
  );
  expect(violated).toBe('script-src-elem');
  expect(await page.title()).not.toBe('injected');
});
