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
import { adminToken, apiCall, apiRequest, login, percentile, PREFIX } from './bench-api.mjs';

const GATES = 10;
const PER_SECOND = 50;
const BURST_SECONDS = 20;
const WORKERS = PER_SECOND * BURST_SECONDS;
/** The worker whose week is read (the gate's admin is bench-api.mjs's ADMIN). */
const WEEK_READER = '010-2345-6789';

/** What the gate run's server needs: a worker for every scan, hashes cheap enough to log them all in first. */
export const GATE_SERVER_ENV = { SEED_LOAD_WORKERS: String(WORKERS), SCRYPT_LOG_N: '10' };

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
  const reader = (await login(base, WEEK_READER)).accessToken;
  // 근로자 0001 … : phones 010-7000-0001 …, logged in ten at a time before the burst.
  const workers = [];
  for (let first = 1; first <= WORKERS; first += 10) {
    const batch = Array.from({ length: Math.min(10, WORKERS - first + 1) }, (_, i) => `010-7000-${String(first + i).padStart(4, '0')}`);
    workers.push(...(await Promise.all(batch.map(async (phone) => (await login(base, phone)).accessToken))));
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
      const code = await apiCall(base, 'POST', '/qr/codes', { eventType: 'BeginWork' }, { token });
      const { payload } = await code.json();
      codes.push(performance.now() - begun);
      begun = performance.now();
      // The scanner's own key for a queued scan, as the gate (gate index % GATES) makes it.
      const scan = await fetch(`${base}${PREFIX}/qr/scans`, apiRequest('POST', { payload, idempotencyKey: randomUUID() }, { token: admin }));
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
