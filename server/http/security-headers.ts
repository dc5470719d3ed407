/**
 * Security headers on every response (API, static files, errors), and Cache-Control: API answers
 * carry tokens and personal data, so they are never stored; hashed assets are immutable; the files
 * that name the current build (index.html, sw.js, manifest) are revalidated on each load so a
 * deploy reaches the phone.
 */
import type { MiddlewareHandler } from 'hono';
import { isApiPath, isHttps } from './app-context.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  // The admin scanner needs the camera; nothing needs the microphone or location.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NO_STORE = 'no-store';

/** Cache-Control for a request path. */
function cacheControlFor(path: string): string {
  if (isApiPath(path)) return NO_STORE;
  // Only Vite's content-hashed output lives under /assets/, so a changed file gets a new name.
  if (path.startsWith('/assets/')) return IMMUTABLE;
  // index.html, sw.js, manifest.webmanifest, icons and the SPA fallback: fresh on every load.
  return REVALIDATE;
}

/**
 * The policy with more origins a form may be posted to: a real identity provider's page (the app
 * submits the provider form to it; PROVIDER_FORM_ORIGINS, docs/identity-providers.md).
 */
function contentSecurityPolicy(formOrigins: readonly string[] = []): string {
  if (formOrigins.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action 'self' ${formOrigins.join(' ')}`);
}

/** HSTS for a year, subdomains included: sent only on a response that went out over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function securityHeadersWith(formOrigins: readonly string[], trustProxyHops = 0): MiddlewareHandler {
  const headersToSet = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(formOrigins) };
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(headersToSet)) headers.set(name, value);
    // Over plain HTTP the header means nothing (browsers ignore it); over HTTPS, directly or through
    // a trusted proxy (TRUST_PROXY), it keeps the phone on HTTPS from then on.
    if (isHttps(c, trustProxyHops)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // Errors are never stored: a 404 for a hashed asset must not be cached for a year.
    headers.set('Cache-Control', c.res.status >= 400 ? NO_STORE : cacheControlFor(c.req.path));
  };
}
