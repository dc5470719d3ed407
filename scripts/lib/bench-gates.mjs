// Ten gates at a morning's rate (issue 32): 10 gates × 300 workers a minute is 50 workers a second,
// each showing a code (POST /qr/codes, the worker's phone) that a gate scans (POST /qr/scans, the
// site admin's scanner). The bench sends them at that rate whatever the answers take (an open loop:
// a slow answer does not slow the next worker down, as at a real gate) for BURST_SECONDS, and
// meanwhile asks for one worker's week every 100 ms, as phones at home do; the same before the
// burst gives the week's latency to compare with.
//
// The server is its own: the load-test workers (SEED_LOAD_WORKERS, up to 1,000, one scan each) and
// password hashes at 2^10, so that logging 1,000 workers in before the burst is not the figure.
import { randomUUID } from 'node:crypto';
import 'temporal-polyfill/global';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { newestAdminCode } from './admin-code.mjs';

const PREFIX = '/v1/mobile/wfm';
const XSRF = 'G'.repeat(43);
const DEMO_PASSWORD = 'Wfm!demo2026';
const GATES = 10;
const PER_SECOND = 50;
const BURST_SECONDS = 20;
const WORKERS = PER_SECOND * BURST_SECONDS;
/** The gate's admin (정현장, 판교 물류센터 신축공사) and the worker whose week is read. */
const ADMIN = { phone: '010-9876-5432', employeeNumber: 'A1001', corporationCode: 'K001', siteCode: 'P1001' };
const WEEK_READER = { phone: '010-2345-6789', password: DEMO_PASSWORD };

/** What the gate run's server needs: a worker for every scan, hashes cheap enough to log them all in first. */
export const GATE_SERVER_ENV = { SEED_LOAD_WORKERS: String(WORKERS), SCRYPT_LOG_N: '10' };

const json = (body, cookie = '') => ({
  method: 'POST',
  headers: { cookie: `XSRF-TOKEN=${XSRF}${cookie ? `; ${cookie}` : ''}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function post(base, path, body, { token, cookie } = {}) {
  const request = json(body, cookie);
  if (token) request.headers.authorization = `Bearer ${token}`;
  const answer = await fetch(`${base}${PREFIX}${path}`, request);
  if (!answer.ok) throw new Error(`${path}: ${String(answer.status)} ${await answer.text()}`);
  return answer;
}

async function workerToken(base, phone) {
  return (await (await post(base, '/auth/login', { phone, password: DEMO_PASSWORD })).json()).accessToken;
}

/** The admin's three steps, the code read from the sandbox's SMS outbox. */
async function adminToken(base) {
  const { codeToken } = await (await post(base, '/admin/auth/verify', { phone: ADMIN.phone, employeeNumber: ADMIN.employeeNumber })).json();
  const verified = await post(base, '/admin/auth/code', { codeToken, code: await newestAdminCode(base, ADMIN.phone) });
  const device = (verified.headers.getSetCookie?.() ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
  const { verificationToken } = await verified.json();
  const session = await post(base, '/admin/auth/login', { verificationToken, corporationCode: ADMIN.corporationCode, siteCode: ADMIN.siteCode }, { cookie: device });
  return (await session.json()).accessToken;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(latencies, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), count: sorted.length, perSecond: Math.round((sorted.length / seconds) * 10) / 10 };
}

const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** One worker's week every 100 ms from now until `until` (performance.now()); the latencies. */
async function readWeeks(base, token, until) {
  const today = todayInSeoul();
  const url = `${base}${PREFIX}/work/weekly?year=${String(today.year)}&month=${String(today.month)}&day=${String(today.day)}`;
  const latencies = [];
  let failed = 0;
  for (let next = performance.now(); next < until; next += 100) {
    await sleepUntil(next);
    const start = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    if (answer.ok) latencies.push(performance.now() - start);
    else failed += 1;
  }
  return { latencies, failed };
}

/** The gate run's figures: scans, codes, and the week before and during the burst. */
export async function gateFigures(base) {
  const admin = await adminToken(base);
  const reader = await workerToken(base, WEEK_READER.phone);
  // 근로자 0001 … : phones 010-7000-0001 …, logged in ten at a time before the burst.
  const workers = [];
  for (let first = 1; first <= WORKERS; first += 10) {
    const batch = Array.from({ length: Math.min(10, WORKERS - first + 1) }, (_, i) => `010-7000-${String(first + i).padStart(4, '0')}`);
    workers.push(...(await Promise.all(batch.map((phone) => workerToken(base, phone)))));
  }

  const before = await readWeeks(base, reader, performance.now() + 10_000);

  const codes = [];
  const scans = [];
  const refused = [];
  const start = performance.now() + 100;
  const during = readWeeks(base, reader, start + BURST_SECONDS * 1000);
  const arrivals = workers.map(async (token, index) => {
    // Worker `index` reaches gate index % GATES at its second's share of the rate.
    await sleepUntil(start + (index * 1000) / PER_SECOND);
    try {
      let begun = performance.now();
      const code = await post(base, '/qr/codes', { eventType: 'BeginWork' }, { token });
      const { payload } = await code.json();
      codes.push(performance.now() - begun);
      begun = performance.now();
      // The scanner's own key for a queued scan, as the gate (gate index % GATES) makes it.
      const request = json({ payload, idempotencyKey: randomUUID() });
      request.headers.authorization = `Bearer ${admin}`;
      const scan = await fetch(`${base}${PREFIX}/qr/scans`, request);
      await scan.arrayBuffer();
      if (scan.status === 201) scans.push(performance.now() - begun);
      else refused.push(scan.status);
    } catch (error) {
      refused.push(String(error).slice(0, 80));
    }
  });
  await Promise.all(arrivals);
  const burstSeconds = (performance.now() - start) / 1000;
  const weekDuring = await during;
  return {
    gates: GATES,
    rate: PER_SECOND,
    seconds: Math.round(burstSeconds * 10) / 10,
    scan: summary(scans, burstSeconds),
    code: summary(codes, burstSeconds),
    refused: refused.length,
    refusedSample: refused.slice(0, 3),
    weekBefore: { ...summary(before.latencies, 10), failed: before.failed },
    weekDuring: { ...summary(weekDuring.latencies, BURST_SECONDS), failed: weekDuring.failed },
  };
}
