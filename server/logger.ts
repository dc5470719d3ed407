/**
 * The server's log: pino, one JSON object per line on stdout, for a platform to ingest
 * (docs/deploy.md, Logs). Every line has `time` (ISO 8601), `level` (its name), `msg`, `pid` and
 * `hostname`; a request line adds reqId, method, path, status and ms (http/request-log.ts).
 *
 * What keeps secrets and forged lines out does not depend on each caller:
 * - redaction: pino's `redact` with the fixed paths of log-redaction.ts, plus LOG_REDACT_PATHS;
 * - an error is written as type, message, stack and code only (pino's err serializer, then those
 *   fields), never the other properties an error may carry (a database error's detail holds values);
 * - a line is one line of plain text: JSON already escapes the C0 controls (\n, ESC), and the last
 *   step escapes what JSON leaves raw (DEL, the C1 controls, U+2028/U+2029, bidi overrides), so no
 *   value can split a line, send a terminal escape or reorder what a viewer shows.
 * Callers still log no request bodies, headers or query strings.
 *
 * No pino transports (worker threads): the platform reads stdout, and the level written by name
 * (`formatters.level`) is one thing pino's multi-target transports do not allow.
 */
import { pino, type DestinationStream } from 'pino';
import { REDACTED_PATHS } from './log-redaction.ts';

export type Logger = pino.Logger;

/** pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  /** LOG_LEVEL; default info. */
  level?: LogLevel;
  /** LOG_REDACT_PATHS: redact paths added to the fixed ones. */
  redactPaths?: readonly string[];
  /** Where lines go; default stdout, written synchronously so a line logged before exit is kept. */
  destination?: DestinationStream;
}

/** The fields of an error that are logged: what pino's err serializer makes, less the error's other properties. */
interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
}

function loggedError(value: unknown): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: typeof value === 'string' ? value : 'non-Error value thrown' };
  // Message and stack include the causes' (pino-std-serializers).
  const { type, message, stack } = pino.stdSerializers.err(value);
  const code: unknown = (value as { code?: unknown }).code;
  return { type, message, stack, ...(typeof code === 'string' ? { code } : {}) };
}

// What JSON.stringify leaves raw: DEL and the C1 controls (U+009B is a terminal's CSI), the line and
// paragraph separators some readers split on, the bidi controls, lone surrogates. The C0 controls too,
// in case a string reached the line unescaped. As \uXXXX the line stays JSON of the same values.
const RAW =
  // eslint-disable-next-line no-control-regex -- these characters are exactly what is escaped
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One serialized log line (ending in its newline) with every character above escaped. */
export function escapeLogLine(line: string): string {
  const body = line.endsWith('\n') ? line.slice(0, -1) : line;
  return `${body.replace(RAW, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: loggedError },
      redact: { paths: [...REDACTED_PATHS, ...(options.redactPaths ?? [])] },
      hooks: { streamWrite: escapeLogLine },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** Errors only: for tests. */
export const quietLogger: Logger = createLogger({ level: 'error' });
