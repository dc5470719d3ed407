/**
 * One log line per request: method, path (never the query string, which may carry personal data),
 * status and milliseconds. Bodies, headers and tokens are never logged. The path is written as the
 * client sent it (percent-encoded, not decoded) and any control character left is escaped, so a
 * request can neither forge a log line (%0a) nor send terminal escapes (%1b).
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

/** Control characters as \xNN: one request is always one line of plain text. */
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

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(`${c.req.method} ${loggedPath(c.req.url)} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  };
}
