/**
 * The server's log sink. Lines never carry request bodies, tokens, query strings or passwords; an
 * unexpected error is logged by name, message and stack only.
 */
export interface Logger {
  info(line: string): void;
  error(context: string, error?: unknown): void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'non-Error value thrown';
}

export const consoleLogger: Logger = {
  info: (line) => {
    console.info(line);
  },
  error: (context, error) => {
    console.error(error === undefined ? context : `${context}: ${describe(error)}`);
  },
};

/** Keeps errors, drops request lines: for tests. */
export const quietLogger: Logger = {
  info: () => undefined,
  error: (context, error) => {
    consoleLogger.error(context, error);
  },
};
