/**
 * What the app's first screens load of the contract (docs/bench.md: ≤ 125 KB of script before /login
 * works): the session's and the errors' schemas, and what they import, never a screen's. A module in
 * that set ships whole in the first screen's script, every schema of it any screen uses: api-auth
 * importing the office's one schema once put the office's, the pay's and the contract rules' there
 * (2.1 KB gzip).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** The contract modules `file` imports, and theirs (static imports and re-exports of values). */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(here, file), 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'\.\/([\w.-]+\.ts)'/gm)) {
    if (match[1]) reached(match[1], seen);
  }
  return seen;
}

it('the shell reads the session and error schemas without any screen’s contract', () => {
  // src/platform/api/client.ts and session-store.ts: api-auth, api-common, api-contract.
  const shell = new Set(['api-auth.ts', 'api-common.ts', 'api-contract.ts'].flatMap((file) => [...reached(file)]));
  expect([...shell].sort()).toEqual(['api-auth.ts', 'api-common.ts', 'api-contract.ts', 'attendance-events.ts', 'input-rules.ts', 'text-length.ts']);
});
