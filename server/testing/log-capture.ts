/**
 * Test support: a logger configured as the server's (logger.ts) whose lines are kept in memory, as
 * written, for a test to read back.
 */
import { createLogger, type Logger, type LoggerOptions } from '../logger.ts';

export interface CapturedLog {
  logger: Logger;
  /** Each line as written, with its newline. */
  lines: string[];
  /** Each line parsed (a line that is not JSON fails the test here). */
  entries(): Record<string, unknown>[];
}

export function captureLog(options: Omit<LoggerOptions, 'destination'> = {}): CapturedLog {
  const lines: string[] = [];
  const logger = createLogger({
    ...options,
    destination: {
      write: (line) => {
        lines.push(line);
      },
    },
  });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
