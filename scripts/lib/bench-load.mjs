// The API under load: autocannon on loopback (50 connections, 10 s) for GET /work/weekly with a
// worker's access token and POST /auth/login with the XSRF pair, and the server's peak memory
// (VmHWM, the process's peak resident set, read from /proc at the end).
// The logins are 50 workers logging in at once, each connection its own (the seeded load-test
// workers, LOAD_SERVER_ENV): one account tried 50 times at once is what the login throttle refuses
// (decision 061), not a shift starting at the gate.
import { readFileSync } from 'node:fs';
import 'temporal-polyfill/global';
import autocannon from 'autocannon';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { apiRequest, DEMO_PASSWORD, PREFIX } from './bench-api.mjs';

const WORKER = { phone: '010-2345-6789', password: DEMO_PASSWORD };
const CONNECTIONS = 50;
/** What the bench's servers need for the login run: one seeded worker per connection. */
export const LOAD_SERVER_ENV = { SEED_LOAD_WORKERS: String(CONNECTIONS) };
const xsrfHeaders = apiRequest('POST', {}).headers;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Peak resident memory of a process, in bytes (Linux). */
export function peakMemory(pid) {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

function figures(result) {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    /** Answers 429: for the logins, the hash queue full (LOGINS_BUSY, with when to come back; decision 090). */
    busy: result.statusCodeStats?.['429']?.count ?? 0,
    errors: result.errors + result.timeouts,
  };
}

export async function loadFigures(base) {
  const login = await fetch(`${base}${PREFIX}/auth/login`, { method: 'POST', headers: xsrfHeaders, body: JSON.stringify(WORKER) });
  if (!login.ok) throw new Error(`login before the load test: ${String(login.status)}`);
  const { accessToken } = await login.json();
  const today = todayInSeoul();
  const weeklyPath = `${PREFIX}/work/weekly?year=${String(today.year)}&month=${String(today.month)}&day=${String(today.day)}`;
  const weekly = figures(await run({ url: `${base}${weeklyPath}`, headers: { authorization: `Bearer ${accessToken}` } }));
  // A login hashes the password (scrypt N = 2^17, about 128 MiB and a few hundred ms each, on
  // libuv's four threads): 50 at once queue for seconds, so the timeout is raised from 10 s to 60 s
  // to see each one's real time instead of a timeout.
  let connection = 0;
  const logins = figures(
    await run({
      url: `${base}${PREFIX}/auth/login`,
      method: 'POST',
      headers: xsrfHeaders,
      timeout: 60,
      // 근로자 001 … 050 (server/seed/seed.ts loadWorker): phones 010-7000-0001 …
      setupClient: (client) => {
        connection = (connection % CONNECTIONS) + 1;
        client.setBody(JSON.stringify({ phone: `010-7000-${String(connection).padStart(4, '0')}`, password: DEMO_PASSWORD }));
      },
    }),
  );
  return { weekly, login: logins };
}
