/**
 * The Node.js check before install, start, dev and test (issue 31): an old Node is told which one the
 * project needs and stops; Node 24 and later go on. Run on the machine's own old Node too, where
 * there is one (Debian's /usr/bin/node).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../scripts/check-node.cjs', import.meta.url));
const { problemFor } = createRequire(import.meta.url)(SCRIPT) as { problemFor: (version: string) => string | null };
const run = promisify(execFile);

describe('the Node.js check', () => {
  it('says which Node the project needs and which it found', () => {
    expect(problemFor('20.11.0')).toBe('This project needs Node.js 24 (found 20.11.0); see README ("What you need"). With nvm: nvm install (it reads .nvmrc).');
    expect(problemFor('v22.3.0')).toMatch(/needs Node\.js 24 \(found 22\.3\.0\)/);
    expect(problemFor('24.0.0')).toBeNull();
    expect(problemFor('25.1.0')).toBeNull();
  });

  it('stops with that sentence and exit code 1 on an old version, and passes on this one', async () => {
    const failed = await run(process.execPath, [SCRIPT, '20.11.0']).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('This project needs Node.js 24 (found 20.11.0); see README');
    await expect(run(process.execPath, [SCRIPT])).resolves.toBeDefined();
  });

  it.skipIf(!existsSync('/usr/bin/node') || process.execPath === '/usr/bin/node')("stops the machine's own old Node, if it has one", async () => {
    const { stdout } = await run('/usr/bin/node', ['--version']);
    const failed = await run('/usr/bin/node', [SCRIPT]).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    if (Number(stdout.trim().slice(1).split('.')[0]) >= 24) expect(failed).toBeNull();
    else expect(failed?.stderr).toContain(`found ${stdout.trim().slice(1)}`);
  });
});
