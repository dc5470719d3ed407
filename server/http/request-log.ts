/**
 * One log line per request: method, path (never the query string, which may carry personal data),
 * status and milliseconds. Bodies, headers and tokens are never logged.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  };
}
