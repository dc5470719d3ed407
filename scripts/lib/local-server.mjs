// Starts the real server on a fresh in-memory database for scripts (bench, screenshots) and waits
// until it answers; returns a handle with `base`, the server's `pid` and `stop()`. `env` adds to or
// overrides the server's environment (the bench's PostgreSQL run sets DATABASE_URL).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export async function startLocalServer(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/main.ts'], {
    // A staging server: production's settings (a data key, here one per run, and the public origin,
    // here this address) without NODE_ENV=production, which refuses the sandbox providers (sign-up and
    // recovery need them here) and the demo data the measured screens show.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'staging',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_ORIGIN: base,
      SANDBOX_PROVIDERS: 'on',
      SEED_DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${base}/v1/mobile/wfm/openapi.json`);
      if (answer.ok) return { base, pid: server.pid, stop: () => stopServer(server) };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error('server did not start');
}

/** Stops the server and resolves once its process has exited (a second call resolves at once). */
function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  return exited;
}

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
