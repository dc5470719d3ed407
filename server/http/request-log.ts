/**
 * One log line per request (logger.ts: JSON): `reqId`, `method`, `path` (never the query string,
 * which may carry personal data), `status` and `ms`. Bodies, headers and tokens are never logged.
 * The path is written as the client sent it (percent-encoded, not decoded) and any control character
 * left is escaped, so the path reads the same wherever the line is shown; the logger escapes what
 * JSON leaves raw, so no request can forge a line (%0a) or send terminal escapes (%1b).
 *
 * The request id is hono's requestId: a well-formed X-Request-Id from the proxy (letters, digits,
 * `_`, `-`, `=`; at most 255), else a new UUID. It is answered in X-Request-Id and logged with an
 * unexpected error too (errors.ts), so one request's lines can be found together.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-context.ts';

/** Control characters as \xNN: a logged path is one line of plain text once read back from JSON. */
export function escapeControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex -- these characters are exactly what is escaped
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** The request's path as sent: percent-encoded, without the query string. */
export function loggedPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = start < 0 ? '/' : url.slice(start).split(/[?#]/)[0] ?? '/';
  return escapeControlCharacters(path);
}

/** What every line about a request carries. */
export function requestFields(c: Context<AppEnv>): { reqId: string; method: string; path: string } {
  return { reqId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.url) };
}

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({ ...requestFields(c), status: c.res.status, ms: Math.round(performance.now() - started) }, 'request completed');
  };
}
