// The API load rows on PostgreSQL: a second server process with DATABASE_URL, in a schema of its
// own, on a throwaway PostgreSQL cluster that scripts/with-postgres.sh makes for the run (or on
// TEST_DATABASE_URL when it is set). The bench calls postgresLoadFigures(); it runs this file under
// with-postgres.sh, which runs it as a script, and reads the figures it prints as its last line.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTestSchema } from '../../server/testing/postgres-schema.ts';
import { GATE_SERVER_ENV, gateFigures } from './bench-gates.mjs';
import { LOAD_SERVER_ENV, loadFigures, peakMemory } from './bench-load.mjs';
import { scaleFigures } from './bench-scale.mjs';
import { startLocalServer } from './local-server.mjs';

/** Not with-postgres.sh's own default (55432), so a bench can run beside the server tests. */
const BENCH_PG_PORT = '55433';

/**
 * Resolves to { weekly, login, peakMemory, gates, scale } measured on PostgreSQL, or { skipped: reason } when
 * there is no PostgreSQL to run on; rejects when the run itself failed.
 */
export function postgresLoadFigures(port) {
  const child = spawn('bash', ['scripts/with-postgres.sh', process.execPath, fileURLToPath(import.meta.url), String(port)], {
    env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT ?? BENCH_PG_PORT },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`the PostgreSQL load run exited with ${String(code)} without figures`));
      }
    });
  });
}

/** Under with-postgres.sh: one server on the database, its load figures printed as JSON. */
async function measure(port) {
  if (!process.env.TEST_DATABASE_URL) {
    console.info(JSON.stringify({ skipped: 'no PostgreSQL binaries (initdb, pg_ctl): apt-get install postgresql, or set TEST_DATABASE_URL' }));
    return;
  }
  let figures;
  const schema = await createTestSchema('wfm_bench');
  try {
    const server = await startLocalServer(port, { ...LOAD_SERVER_ENV, DATABASE_URL: schema.url });
    try {
      figures = { ...(await loadFigures(server.base)), peakMemory: peakMemory(server.pid) };
    } finally {
      await server.stop();
    }
  } finally {
    await schema.drop();
  }
  // The ten gates on a server of their own (a worker for every scan, cheap hashes to log them in).
  const gateSchema = await createTestSchema('wfm_bench_gates');
  try {
    const server = await startLocalServer(port, { ...GATE_SERVER_ENV, DATABASE_URL: gateSchema.url });
    try {
      figures.gates = await gateFigures(server.base);
    } catch (error) {
      figures.gates = { failed: String(error).split('\n')[0] };
    } finally {
      await server.stop();
    }
  } finally {
    await gateSchema.drop();
  }
  // The same calls on the demo data, x10 and x100 (bench-scale.mjs: schemas of its own, grown by SQL).
  try {
    figures.scale = await scaleFigures(port);
  } catch (error) {
    figures.scale = { failed: String(error).split('\n')[0] };
  }
  console.info(JSON.stringify(figures));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measure(Number(process.argv[2])).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
