/**
 * Serves the built PWA (dist/) next to the API: files as they are, and index.html for any other
 * GET outside /v1 so client-side routes (/work, /adminScan, …) load on refresh. /login and
 * /adminLogin get index.html with their form already in it, in the locale cookie's language
 * (decision 046). Cache-Control is set by security-headers.ts. Without a build, the API keeps
 * working and pages say how to build.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { isApiPath } from './app-context.ts';
import { cookieLocale } from './locale.ts';

export const NOT_BUILT_MESSAGE =
  'The PWA is not built yet: run `npm run build`, then restart the server. The API is running under /v1/mobile/wfm.';

export function pwaFiles(distDir: string): MiddlewareHandler {
  const indexPath = join(distDir, 'index.html');
  const built = existsSync(indexPath);
  // serveStatic takes a root relative to the working directory. The build writes .br and .gz beside
  // each script and style (vite.config.ts); they are sent to browsers that accept them.
  const files = built ? serveStatic({ root: relative(process.cwd(), distDir) || '.', precompressed: true }) : null;

  return async (c, next) => {
    const method = c.req.method;
    if (isApiPath(c.req.path) || (method !== 'GET' && method !== 'HEAD')) return next();
    if (!files) return c.text(NOT_BUILT_MESSAGE, 200);

    // serveStatic calls next() when there is no such file; then we fall back.
    const found = await files(c, () => Promise.resolve());
    if (found) return found;
    // A missing hashed asset is a stale page asking for an old build: answer 404, not HTML.
    if (c.req.path.startsWith('/assets/')) return next();
    const firstScreen = firstScreenPath(distDir, c);
    if (firstScreen) {
      // The page's words follow the cookie, so a cache must keep one copy per cookie.
      c.header('Vary', 'Cookie');
      return c.html(await readFile(firstScreen, 'utf8'));
    }
    return c.html(await readFile(indexPath, 'utf8'));
  };
}

const FIRST_SCREENS: ReadonlySet<string> = new Set(['/login', '/adminLogin']);

/**
 * The pre-rendered page for a plain visit of /login or /adminLogin, in the language the app will
 * start in (the `locale` cookie: en, else ko); null for any other address, or one with a query, or
 * a build without them.
 */
function firstScreenPath(distDir: string, c: Context): string | null {
  if (!FIRST_SCREENS.has(c.req.path) || new URL(c.req.url).search !== '') return null;
  const path = join(distDir, 'first-screens', `${c.req.path.slice(1)}.${cookieLocale(c)}.html`);
  return existsSync(path) ? path : null;
}
