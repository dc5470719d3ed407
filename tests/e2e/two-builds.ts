/**
 * A deploy, for the update specs: the suite's build (dist/) as version 1 and a second build with
 * another build id as version 2, served by a server of their own whose DIST_DIR is a symbolic link
 * that `deploy()` turns from one to the other while pages stay open.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const V2_BUILD_ID = 'e2e-v2';

export interface TwoBuilds {
  base: string;
  /** Serves version 2 from now on (what a deploy does). */
  deploy(): void;
  /** Serves version 1 again: the next test starts before the deploy, on the same server. */
  undeploy(): void;
  stop(): void;
}

/**
 * Version 2: the one `npm test` builds beside version 1 before the e2e run (`npm run build:e2e-v2`,
 * named by E2E_V2_DIST), else built once per worker process, and copied for each test: a build takes
 * a minute or two on a busy machine, and every test of update.spec.ts deploys the same version. One
 * built here is removed when the process ends.
 */
let builtV2: string | undefined = process.env.E2E_V2_DIST ? resolve(process.env.E2E_V2_DIST) : undefined;

function versionTwo(): string {
  if (builtV2 === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'wfm-v2-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
      env: { ...process.env, WFM_BUILD_ID: V2_BUILD_ID },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    builtV2 = dir;
  }
  return builtV2;
}

export async function startTwoBuilds(): Promise<TwoBuilds> {
  const root = mkdtempSync(join(tmpdir(), 'wfm-deploy-'));
  const v1 = join(root, 'v1');
  const v2 = join(root, 'v2');
  const current = join(root, 'current');
  cpSync(resolve('dist'), v1, { recursive: true });
  cpSync(versionTwo(), v2, { recursive: true });
  symlinkSync(v1, current);

  const server: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'test', SCRYPT_LOG_N: '10', DIST_DIR: current },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise<string>((done, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`server did not start: ${seen}`)), 120_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(seen)?.[1];
      if (port) {
        clearTimeout(timer);
        done(`http://127.0.0.1:${port}`);
      }
    });
    server.on('exit', (code) => fail(new Error(`server exited (${String(code)}): ${seen}`)));
  });
  let base: string;
  try {
    base = await started;
  } catch (error) {
    server.kill();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  server.stdout?.resume();

  /** Swaps the link in one step, as a deploy does. */
  const serve = (version: string) => {
    const next = join(root, 'next');
    symlinkSync(version, next);
    renameSync(next, current);
  };
  return {
    base,
    deploy() {
      serve(v2);
    },
    undeploy() {
      serve(v1);
    },
    stop() {
      server.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
