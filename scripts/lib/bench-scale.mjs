// The bench at scale (issue 32): the same calls on three sizes of data, on PostgreSQL, to see
// whether a call's time grows with the database. Each size is a schema of its own:
// - x1: the demo seed (the server seeds it at its first start);
// - x10: the seed + 500 workers on 5 sites over one year (~284k attendance events);
// - x100: the seed + 5,748 workers (5,764 users in all) on 20 sites over one year (~3.2M events, ~55k statements).
// The server seeds the schema and stops; the data is then grown with a few big SQL statements
// (generate_series), not through the API, so that x100 takes a minute or two, not hours. Then the
// server starts again on it (the start is timed: at x100 with last month's statements still to issue),
// and each call is measured on it. The sizes' servers run side by side and take turns: ROUNDS rounds
// per call and size, the order of the sizes turned each round. The machine's load drifts over
// minutes, so a call's x100/x1 ratio is the median of its rounds' ratios, each from runs seconds apart:
// - with autocannon (10 connections, ROUND_SECONDS a round) where one request can be repeated: the
//   admin's check list (newest, by name, by day), the roster, a worker's week, statement, statement
//   PDF and a code;
// - with chains of real calls where it cannot: a scan (each code works once) and a reissue (each
//   refresh token works once): chains at once, each call sent when the chain's last one answered.
// The worker is 김민준 and the admin 정관리 at 판교 at every size: their own data is the same, only
// the database around them grows, so the x100/x1 ratio of a call's p99 says what the size costs.
// At x100 only: 3,000 workers with live sessions open the app at 7 a.m. (reissue, then home's calls).
import { randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import 'temporal-polyfill/global';
import autocannon from 'autocannon';
import pg from 'pg';
import { todayInSeoul, toYyyymmdd } from '#contract/seoul-time.ts';
import { addMonths } from '#contract/seoul-calendar.ts';
import { createTestSchema } from '../../server/testing/postgres-schema.ts';
import { hashPassword, scryptParams } from '../../server/modules/auth/passwords.ts';
import { adminToken, apiCall as call, apiRequest, DEMO_PASSWORD, login, percentile, PREFIX } from './bench-api.mjs';
import { startLocalServer } from './local-server.mjs';

/** Cheap hashes (2^10): logging 3,000 workers in before the morning is not the figure. */
const SCRYPT_LOG_N = 10;
const CONNECTIONS = 10;
/**
 * Each autocannon call at each size: ROUNDS runs of ROUND_SECONDS, the sizes taking turns. Six of
 * 3 s: a 2 s round's p99 is about its third-slowest answer, and three of them moved a call that reads
 * nothing that grows from 0.67× to 1.73× (docs/bench.md, 2026-11-30). ROUNDS divides the day's six
 * scan events.
 */
const ROUNDS = 6;
const ROUND_SECONDS = 3;
const WORKER = { phone: '010-2345-6789', password: DEMO_PASSWORD };
/** The demo workers at 판교 not at work today (server/seed/seed.ts): each can scan a whole day's events. */
const SCAN_WORKERS = ['01052841937', '01061732945', '01073952841', '01035792468', '01046801357', '01051723846', '01062834957', '01073941852', '01084052963'];
const SCAN_EVENTS = ['BeginWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner', 'EndWork'];
const REISSUES_PER_CHAIN = 20;
/** A check list search: a given name the grown workers share with 김민준. */
const SEARCH = '민준';
/** 7 a.m.: this many workers, all within this many seconds, each reissuing then calling home. */
const MORNING = { workers: 3000, seconds: 60 };
/** How long the x100 start with months to issue is left closing them before it stops. */
const CLOSING_SECONDS = 10;

export const SIZES = [
  { name: 'x1', workers: 0, newSites: 0 },
  { name: 'x10', workers: 500, newSites: 2 },
  { name: 'x100', workers: 5748, newSites: 17, monthsToIssue: true, morning: true },
];

/** The calls measured at every size, by key: what bench.mjs prints. */
export const SCALE_CALLS = {
  checkList: 'GET /admin/qr/events (newest)',
  checkListSearch: `GET /admin/qr/events?q=${SEARCH}`,
  checkListDay: 'GET /admin/qr/events?day= (a weekday)',
  weekly: 'GET /work/weekly',
  statement: 'GET /pay/statement (last month)',
  pdf: 'GET /certificates/statements/pdf',
  roster: 'GET /admin/roster',
  code: 'POST /qr/codes',
  scan: 'POST /qr/scans (chains)',
  reissue: 'POST /auth/reissue (chains)',
};

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍'];
const GIVEN = [
  '민준', '서연', '도윤', '지우', '하준', '서윤', '은우', '하은', '시우', '지유', '주원', '수아', '예준', '지아', '유준', '서아', '지호', '하윤', '준우', '채원',
  '현우', '윤서', '지훈', '다은', '건우', '예린', '우진', '수빈', '선우', '지민', '연우', '소율', '민재', '예은', '현준', '지원', '정우', '유나', '승현', '다인',
  '태윤', '시은', '동현', '가은', '재원', '나연', '성민', '혜원', '영호', '미경',
];
const TRADES = ['철근공', '형틀목공', '보통인부', '전기공', '배관공', '용접공'];

/**
 * The tables the growth fills, vacuumed before anything is measured: a table just loaded has no
 * visibility map (the check lists' counts read index-only, and would read the rows too) and its
 * rows' hint bits unset (the first reads write them), and the autovacuum the load sets off would run
 * during the x100 turns only. A database in use has been vacuumed all along.
 */
const GROWN_TABLES = 'users, projects, employment_contracts, attendance_events, site_people, pay_statement_versions, pay_month_closings';

const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (at) => sleep(Math.max(0, at - performance.now()));
const round = (value) => Math.round(value * 10) / 10;

function summary(latencies, seconds, failed = 0) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), rps: round(sorted.length / seconds), total: sorted.length, failed };
}

const log = (text) => console.error(`bench scale: ${text}`);

// --- The API ---------------------------------------------------------------------------------

/** autocannon on one call, after one request alone (what a first call makes once, such as a PDF, is not the figure). */
async function cannon(base, path, options = {}) {
  const { token, method = 'GET', body } = options;
  const { headers } = apiRequest(method, body, { token });
  await (await call(base, method, path, body, { token })).arrayBuffer();
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${PREFIX}${path}`, method, headers, body: body === undefined ? undefined : JSON.stringify(body), connections: CONNECTIONS, duration: ROUND_SECONDS },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ p50: result.latency.p50, p99: result.latency.p99, rps: round(result.requests.average), total: result.requests.total, failed: result.non2xx + result.errors + result.timeouts }),
    );
  });
}

/** `chains` sequences run at once, each `steps` calls long, each call sent when the chain's last one answered; the calls' latencies. */
async function chained(chains) {
  const latencies = [];
  let failed = 0;
  const failures = [];
  const started = performance.now();
  await Promise.all(
    chains.map(async (steps) => {
      for (const run of steps) {
        try {
          latencies.push(await run());
        } catch (error) {
          failed += 1;
          if (failures.length < 3) failures.push(String(error).slice(0, 120));
        }
      }
    }),
  );
  return { ...summary(latencies, (performance.now() - started) / 1000, failed), ...(failures.length > 0 ? { failures } : {}) };
}

/**
 * A scan sampler: each demo worker not at work scans a day's `events` at 판교 (a day's six, in order,
 * over the rounds), the workers at once.
 */
function scanChains(base, admin, tokens, events) {
  const chains = tokens.map((token) =>
    events.map((eventType) => async () => {
      const { payload } = await (await call(base, 'POST', '/qr/codes', { eventType }, { token })).json();
      const begun = performance.now();
      await (await call(base, 'POST', '/qr/scans', { payload, idempotencyKey: randomUUID() }, { token: admin })).arrayBuffer();
      return performance.now() - begun;
    }),
  );
  return chained(chains);
}

/** 10 sessions of 김민준 for the reissue sampler. */
async function reissueSessions(base) {
  // One login after the other: an account's logins at once count as attempts in flight, and past five
  // the throttle asks the sixth to wait (decision 061).
  const sessions = [];
  for (let i = 0; i < CONNECTIONS; i += 1) sessions.push(await login(base, WORKER.phone));
  return sessions;
}

/** A reissue sampler: each session rotated `times` in a row (its new refresh token kept for the next round), the sessions at once. */
function reissueChains(base, sessions, times) {
  const chains = sessions.map((session) =>
    Array.from({ length: times }, () => async () => {
      const begun = performance.now();
      ({ refreshToken: session.refreshToken } = await (await call(base, 'POST', '/auth/reissue', { refreshToken: session.refreshToken })).json());
      return performance.now() - begun;
    }),
  );
  return chained(chains);
}

/** The last weekday before today (Seoul): a full day of the check list. */
function lastWeekday(today) {
  let day = today.subtract({ days: 1 });
  while (day.dayOfWeek > 5) day = day.subtract({ days: 1 });
  return day;
}

/** The calls autocannon repeats, by key, for a worker's and an admin's token. */
function repeatableCalls(worker, admin) {
  const today = todayInSeoul();
  const last = addMonths(today, -1);
  const month = `year=${String(last.year)}&month=${String(last.month)}`;
  return {
    checkList: ['/admin/qr/events', { token: admin }],
    checkListSearch: [`/admin/qr/events?q=${encodeURIComponent(SEARCH)}`, { token: admin }],
    checkListDay: [`/admin/qr/events?day=${toYyyymmdd(lastWeekday(today))}`, { token: admin }],
    weekly: [`/work/weekly?year=${String(today.year)}&month=${String(today.month)}&day=${String(today.day)}`, { token: worker }],
    statement: [`/pay/statement?${month}`, { token: worker }],
    pdf: [`/certificates/statements/pdf?${month}`, { token: worker }],
    roster: ['/admin/roster', { token: admin }],
    code: ['/qr/codes', { token: worker, method: 'POST', body: { eventType: 'BeginWork' } }],
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Every call on every running size, in ROUNDS rounds: each round runs the call on each size in turn
 * (the order turned by one each round); `runners[key](size, round)` runs it once. Per size: the
 * median of the rounds' p50 and p99, their mean requests/s, their requests and failures; per call,
 * each round's p99 ratio of every size to the first (x1), and their median.
 */
async function measureInTurns(running, runners) {
  const bySize = running.map(() => ({}));
  const ratios = {};
  for (const [key, run] of Object.entries(runners)) {
    const rounds = running.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let turn = 0; turn < running.length; turn += 1) {
        const index = (turn + round) % running.length;
        rounds[index].push(await run(running[index], round));
      }
    }
    running.forEach((_, index) => {
      const runs = rounds[index];
      bySize[index][key] = {
        p50: median(runs.map((run) => run.p50)),
        p99: median(runs.map((run) => run.p99)),
        rps: round(runs.reduce((sum, run) => sum + run.rps, 0) / runs.length),
        total: runs.reduce((sum, run) => sum + run.total, 0),
        failed: runs.reduce((sum, run) => sum + run.failed, 0),
        ...(runs.some((run) => run.failures) ? { failures: runs.flatMap((run) => run.failures ?? []).slice(0, 3) } : {}),
      };
    });
    ratios[key] = Object.fromEntries(
      running.slice(1).map(({ name }, offset) => {
        const perRound = rounds[offset + 1].map((run, i) => run.p99 / Math.max(rounds[0][i].p99, 1));
        const p50PerRound = rounds[offset + 1].map((run, i) => run.p50 / Math.max(rounds[0][i].p50, 1));
        const hundredths = (ratio) => Math.round(ratio * 100) / 100;
        return [name, { median: hundredths(median(perRound)), rounds: perRound.map(hundredths), p50: hundredths(median(p50PerRound)) }];
      }),
    );
  }
  return { bySize, ratios };
}

/**
 * What each size is measured with (measureInTurns): autocannon for the calls one request can repeat;
 * chains of real calls for scans (a day's six events, two a round) and reissues (each session
 * rotated REISSUES_PER_CHAIN times over the rounds), on each size's own workers and sessions.
 */
async function runnersFor(running) {
  for (const size of running) {
    size.calls = repeatableCalls(size.worker, size.admin);
    size.scanTokens = await Promise.all(SCAN_WORKERS.map(async (phone) => (await login(size.base, phone)).accessToken));
    size.sessions = await reissueSessions(size.base);
  }
  const runners = Object.fromEntries(
    Object.keys(running[0].calls).map((key) => [
      key,
      (size) => {
        const [path, options] = size.calls[key];
        return cannon(size.base, path, options);
      },
    ]),
  );
  const perRound = SCAN_EVENTS.length / ROUNDS;
  runners.scan = (size, round) => scanChains(size.base, size.admin, size.scanTokens, SCAN_EVENTS.slice(round * perRound, (round + 1) * perRound));
  runners.reissue = (size) => reissueChains(size.base, size.sessions, Math.ceil(REISSUES_PER_CHAIN / ROUNDS));
  return runners;
}

/** How many workers the roster lists (decision 095: the site's workforce of the day; its size goes with its time). */
async function rosterListed(base, admin) {
  const roster = await (await call(base, 'GET', '/admin/roster', undefined, { token: admin })).json();
  return roster.onSite.length + roster.left.length + roster.expected.length + roster.dueLater.length;
}

/**
 * 7 a.m.: MORNING.workers grown workers, logged in beforehand (live sessions), open the app within
 * MORNING.seconds at a steady rate whatever the answers take (an open loop): each one's refresh
 * (reissue), then home's two calls at once with the new token (its site, its week); the time from
 * the reissue sent to both answers in.
 */
async function morning(base, grownPhones) {
  const phones = grownPhones.slice(0, MORNING.workers);
  const sessions = [];
  for (let first = 0; first < phones.length; first += CONNECTIONS) {
    sessions.push(...(await Promise.all(phones.slice(first, first + CONNECTIONS).map((phone) => login(base, phone)))));
  }
  const today = todayInSeoul();
  const week = `/work/weekly?year=${String(today.year)}&month=${String(today.month)}&day=${String(today.day)}`;
  const total = [];
  const reissues = [];
  const failures = [];
  const start = performance.now() + 100;
  await Promise.all(
    sessions.map(async (session, index) => {
      await sleepUntil(start + (index * MORNING.seconds * 1000) / sessions.length);
      const begun = performance.now();
      try {
        const { accessToken } = await (await call(base, 'POST', '/auth/reissue', { refreshToken: session.refreshToken })).json();
        reissues.push(performance.now() - begun);
        await Promise.all([call(base, 'GET', '/users/homeProjectSetting', undefined, { token: accessToken }), call(base, 'GET', week, undefined, { token: accessToken })].map(async (answer) => (await answer).arrayBuffer()));
        total.push(performance.now() - begun);
      } catch (error) {
        failures.push(String(error).slice(0, 120));
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { workers: sessions.length, seconds: round(seconds), home: summary(total, seconds, failures.length), reissue: summary(reissues, seconds), failures: failures.slice(0, 3) };
}

// --- The data --------------------------------------------------------------------------------

/** A connection to the size's schema, for the growth and the counts. */
async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Waits until the closing of the months that ended stopped issuing (the count stays the same for 2 s), at most `limitMs`. */
async function closingSettled(client, limitMs) {
  const deadline = Date.now() + limitMs;
  let last = -1;
  while (Date.now() < deadline) {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pay_month_closings');
    if (rows[0].n > 0 && rows[0].n === last) return;
    last = rows[0].n;
    await sleep(2000);
  }
}

/**
 * Grows the seeded schema to `size`: new sites, workers (one contract each at their site, the demo
 * password hashed once), a year of attendance (a weekday worked one time in two, Saturdays one in
 * four, Sundays one in twenty; begin 06:45–07:15, lunch 12–13, end 16:50–17:15, some overtime and
 * short days; today's events up to now), and every ended month's statement (the newest seeded one,
 * relabelled) and closing, except last month's with `monthsToIssue`. Triggers and foreign-key checks
 * are off for the session (session_replication_role, the server is stopped), the attendance indexes
 * are rebuilt after the insert rather than kept up row by row, then VACUUM (GROWN_TABLES).
 */
async function grow(client, size, passwordHash) {
  const today = todayInSeoul().toString();
  const { rows: oldSites } = await client.query('SELECT code FROM projects ORDER BY code');
  const newSites = Array.from({ length: size.newSites }, (_, i) => `S${String(i + 1).padStart(4, '0')}`);
  const sites = [...oldSites.map((row) => row.code), ...newSites];
  await client.query("SET session_replication_role = 'replica'");
  await client.query("SET maintenance_work_mem = '512MB'");
  await client.query('SELECT setseed(0.32)');
  await client.query(
    `INSERT INTO projects (code, customer_code, corporation_code, name, address)
     SELECT code, CASE WHEN n % 2 = 0 THEN 'C001' ELSE 'C002' END, CASE WHEN n % 2 = 0 THEN 'K001' ELSE 'K002' END,
       '벤치 현장 ' || n || '공구', '서울특별시 중구 세종대로 ' || n
     FROM unnest($1::text[]) WITH ORDINALITY AS s(code, n)`,
    [newSites],
  );
  // Ids end in b + 7 hex digits: no grown worker shares a QR short id (the uuid's last 8) with a demo one.
  await client.query(
    `CREATE TEMP TABLE grown AS
     SELECT i, ('0b1e6a52-5d0e-4c7e-9a53-0000b' || lpad(to_hex(i), 7, '0'))::uuid AS id,
       (${sqlArray(sites)})[1 + i % ${String(sites.length)}] AS site, date '${today}' - 364 + (i % 60) AS first_day
     FROM generate_series(1, ${String(size.workers)}) AS i`,
  );
  // Names: a surname by threes (a site's workers, every n-th, do not all share one), a given name by
  // twenties (민준, the check list's search, is 1 in 50).
  await client.query(
    `INSERT INTO users (id, phone, name, password_hash, yn_convert_password, home_project_code, birth_date, created_at)
     SELECT id, '0109' || lpad(i::text, 7, '0'), (${sqlArray(SURNAMES)})[1 + (i / 3) % ${SURNAMES.length}] || (${sqlArray(GIVEN)})[1 + (i / 20) % ${GIVEN.length}],
       $1, 'Y', site, date '1960-01-01' + (i * 37) % 14000, first_day - 3
     FROM grown`,
    [passwordHash],
  );
  await client.query(
    `INSERT INTO employment_contracts (id, user_id, project_code, daily_wage, valid_from, job_title, work_days, issued_at)
     SELECT ('0b1e6a52-5d0e-4c7e-9a54-0000b' || lpad(to_hex(i), 7, '0'))::uuid, id, site, 150000 + (i % 11) * 10000, first_day,
       (${sqlArray(TRADES)})[1 + i % ${TRADES.length}], '12345', (first_day - 3)::timestamp AT TIME ZONE 'Asia/Seoul' + interval '9 hours'
     FROM grown`,
  );

  const { rows: indexes } = await client.query(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'attendance_events' AND indexname <> 'attendance_events_pkey'",
  );
  for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);
  // Ids in insert order (the primary key's index is appended to, not split all over).
  await client.query('CREATE TEMP SEQUENCE grown_event');
  await client.query(
    `WITH days AS (
       SELECT id, site, midnight, CASE WHEN k < 0.05 THEN 2 WHEN k < 0.2 THEN 1 ELSE 0 END AS kind, r1, r2
       FROM (
         SELECT g.id, g.site, d AT TIME ZONE 'Asia/Seoul' AS midnight, extract(isodow FROM d) AS weekday,
           random() AS k, random() AS r1, random() AS r2, random() AS w
         FROM grown g CROSS JOIN LATERAL generate_series(g.first_day::timestamp, $1::date::timestamp, interval '1 day') AS d
       ) AS x
       WHERE w < CASE weekday WHEN 7 THEN 0.05 WHEN 6 THEN 0.25 ELSE 0.5 END
     )
     INSERT INTO attendance_events (id, user_id, project_code, type, occurred_at, source, created_at)
     SELECT ('0b1e6a52-5d0e-4c7e-9a55-' || lpad(to_hex(nextval('grown_event')), 12, '0'))::uuid, id, site, e.type,
       midnight + e.minute * interval '1 minute', 'scan', midnight + e.minute * interval '1 minute'
     FROM days
     CROSS JOIN LATERAL (VALUES
       ('BeginWork', 405 + floor(r1 * 30), true),
       ('BeginLunch', 720, kind <> 2),
       ('EndLunch', 780, kind <> 2),
       ('BeginDinner', 1080, kind = 1),
       ('EndDinner', 1110, kind = 1),
       ('EndWork', CASE kind WHEN 0 THEN 1010 + floor(r2 * 25) WHEN 1 THEN 1200 + floor(r2 * 60) ELSE 660 + floor(r2 * 60) END, true)
     ) AS e(type, minute, present)
     WHERE e.present AND midnight + e.minute * interval '1 minute' <= now()`,
    [today],
  );
  for (const { indexdef } of indexes) await client.query(indexdef);
  // Who has events at which site: its trigger (migration 048) is off with the others for the growing.
  await client.query('INSERT INTO site_people (project_code, user_id) SELECT DISTINCT project_code, user_id FROM attendance_events ON CONFLICT DO NOTHING');

  // Every ended month of the year the worker worked: its statement (version 1) and its closing.
  await client.query(
    `CREATE TEMP TABLE grown_months AS
     SELECT g.id, p.corporation_code, extract(year FROM m)::int AS year, extract(month FROM m)::int AS month, m::date AS first
     FROM grown g JOIN projects p ON p.code = g.site
     CROSS JOIN LATERAL generate_series(date_trunc('month', g.first_day::timestamp), date_trunc('month', timestamp '${today}') - interval '1 month', interval '1 month') AS m
     WHERE ${size.monthsToIssue ? `m < date_trunc('month', timestamp '${today}') - interval '1 month'` : 'true'}`,
  );
  await insertStatements(client, 'grown_months');
  await client.query("SET session_replication_role = 'origin'");
  await client.query(`VACUUM (ANALYZE) ${GROWN_TABLES}`);
  await client.query('ANALYZE');
}

/** Statements and closings for the months of `table` (id, corporation_code, year, month, first), from the newest seeded statement. */
async function insertStatements(client, table) {
  await client.query(
    `INSERT INTO pay_statement_versions (user_id, corporation_code, year, month, version, issued_at, reason, statement, changes, schema_version)
     SELECT t.id, t.corporation_code, t.year, t.month, 1, (t.first + interval '1 month')::timestamp AT TIME ZONE 'Asia/Seoul' + interval '1 hour', 'closing',
       jsonb_set(jsonb_set(jsonb_set(s.statement::jsonb, '{year}', to_jsonb(t.year)), '{month}', to_jsonb(t.month)), '{corporationCode}', to_jsonb(t.corporation_code))::text,
       '[]', s.schema_version
     FROM ${table} t
     CROSS JOIN (SELECT statement, schema_version FROM pay_statement_versions ORDER BY year DESC, month DESC, length(statement) DESC LIMIT 1) AS s
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO pay_month_closings (user_id, year, month, closed_at)
     SELECT id, year, month, (first + interval '1 month')::timestamp AT TIME ZONE 'Asia/Seoul' + interval '1 hour' FROM ${table}
     ON CONFLICT DO NOTHING`,
  );
}

/** Last month's statements of the grown workers, after the timed start (what the closing had not issued by the stop). */
async function issueLastMonth(client) {
  const today = todayInSeoul().toString();
  await client.query(
    `CREATE TEMP TABLE last_month AS
     SELECT g.id, p.corporation_code, extract(year FROM m)::int AS year, extract(month FROM m)::int AS month, m::date AS first
     FROM grown g JOIN projects p ON p.code = g.site
     CROSS JOIN LATERAL (SELECT date_trunc('month', timestamp '${today}') - interval '1 month' AS m) AS l`,
  );
  await insertStatements(client, 'last_month');
  await client.query('VACUUM (ANALYZE) pay_statement_versions, pay_month_closings');
}

async function counts(client) {
  const tables = ['users', 'projects', 'employment_contracts', 'attendance_events', 'pay_statement_versions', 'pay_month_closings'];
  const { rows } = await client.query(`SELECT ${tables.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`);
  return rows[0];
}

/** The server started on the schema, and how long from the spawn to its first successful answer (startLocalServer polls every 300 ms). */
async function timedStart(port, env) {
  const begun = performance.now();
  const server = await startLocalServer(port, env);
  return { server, ms: Math.round(performance.now() - begun) };
}

/**
 * A size's schema, seeded and grown, with last month issued (the start with months to issue timed on
 * the way at x100); the schema, its server's environment and a connection stay for the measuring.
 */
async function prepareSize(port, size, passwordHash) {
  const schema = await createTestSchema(`wfm_scale_${size.name}`);
  // One data key for every start on the schema: what one start seals the next must open.
  const env = { DATABASE_URL: schema.url, SCRYPT_LOG_N: String(SCRYPT_LOG_N), DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  const client = await connect(schema.url);
  const figures = { workers: size.workers, sites: 3 + size.newSites };
  try {
    // The first start migrates, seeds and closes the demo's months; then it stops and the data grows.
    const seeding = await startLocalServer(port, env);
    try {
      await closingSettled(client, 60_000);
    } finally {
      await seeding.stop();
    }
    const grownAt = performance.now();
    if (size.workers > 0) await grow(client, size, passwordHash);
    // The demo data analyzed too: every size is measured with the planner's statistics of its own data.
    else await client.query(`VACUUM (ANALYZE) ${GROWN_TABLES}`);
    figures.growSeconds = round((performance.now() - grownAt) / 1000);
    figures.counts = await counts(client);
    log(`${size.name}: ${JSON.stringify(figures.counts)} (grown in ${String(figures.growSeconds)} s)`);

    if (size.monthsToIssue) {
      // The start with last month's statements of every grown worker still to issue: the closing runs
      // after the server listens, so the first answer does not wait for it. The closing is left to run
      // CLOSING_SECONDS (its pace, for the note), then the server stops (the closing stops after its
      // batch) and the rest is issued by SQL, so the calls are measured without it.
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pay_month_closings');
      const { server, ms } = await timedStart(port, env);
      await sleep(CLOSING_SECONDS * 1000);
      await server.stop();
      const { rows: after } = await client.query('SELECT count(*)::int AS n FROM pay_month_closings');
      figures.startWithMonthsToIssue = { ms, monthsToIssue: size.workers, closedIn: CLOSING_SECONDS, closed: after[0].n - rows[0].n };
      await issueLastMonth(client);
    }
  } catch (error) {
    await client.end();
    await schema.drop();
    throw error;
  }
  return { size, schema, env, client, figures };
}

/**
 * The prepared sizes' servers side by side (one port each, from `port`), their calls measured in
 * turns (measureRepeatable), then on each what one request cannot repeat, and at x100 the morning.
 * Fills each prepared size's figures; answers the calls' ratios.
 */
async function measureSizes(port, prepared) {
  const running = [];
  try {
    for (const [index, item] of prepared.entries()) {
      const { server, ms } = await timedStart(port + index, item.env);
      item.figures.startMs = ms;
      running.push({ name: item.size.name, item, server, base: server.base, worker: (await login(server.base, WORKER.phone)).accessToken, admin: await adminToken(server.base) });
    }
    const { bySize, ratios } = await measureInTurns(running, await runnersFor(running));
    for (const [index, size] of running.entries()) {
      size.item.figures.calls = { ...bySize[index], roster: { ...bySize[index].roster, listed: await rosterListed(size.base, size.admin) } };
      if (size.item.size.morning) {
        const { rows } = await size.item.client.query("SELECT phone FROM users WHERE phone LIKE '0109%' ORDER BY phone");
        size.item.figures.morning = await morning(size.base, rows.map((row) => row.phone));
      }
      log(`${size.name} measured`);
    }
    return ratios;
  } finally {
    for (const size of running) await size.server.stop();
  }
}

/**
 * Every size's figures, the start with months to issue and the 7 a.m. run (x100); see the top of the
 * file. `only`: the names of the sizes to run (all by default).
 */
export async function scaleFigures(port, only = null) {
  const begun = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD, scryptParams(SCRYPT_LOG_N));
  const sizes = {};
  const prepared = [];
  let ratios = {};
  try {
    for (const size of SIZES.filter((candidate) => !only || only.includes(candidate.name))) {
      const at = performance.now();
      // A size that fails is said so; the others still count.
      try {
        prepared.push(await prepareSize(port, size, passwordHash));
      } catch (error) {
        sizes[size.name] = { failed: String(error).split('\n')[0] };
      }
      log(`${size.name} prepared in ${String(Math.round((performance.now() - at) / 1000))} s`);
    }
    try {
      ratios = await measureSizes(port, prepared);
    } catch (error) {
      for (const { size } of prepared) sizes[size.name] = { failed: String(error).split('\n')[0] };
    }
    for (const { size, figures } of prepared) sizes[size.name] ??= figures;
  } finally {
    for (const { client, schema } of prepared) {
      await client.end();
      await schema.drop();
    }
  }
  return {
    sizes,
    /** Per call, each size's p99 against x1's, round by round and their median, and the p50s' median (measureInTurns). */
    ratios,
    /** How the calls were sampled, for the notes. */
    sampling: { rounds: ROUNDS, roundSeconds: ROUND_SECONDS, scanEventsPerRound: SCAN_EVENTS.length / ROUNDS, reissuesPerRound: Math.ceil(REISSUES_PER_CHAIN / ROUNDS) },
    startup: sizes.x100?.startWithMonthsToIssue,
    morning: sizes.x100?.morning,
    seconds: Math.round((performance.now() - begun) / 1000),
  };
}

// Alone, under with-postgres.sh (while working on it): `bash scripts/with-postgres.sh node
// scripts/lib/bench-scale.mjs PORT [x1,x10]` prints the figures as JSON.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  scaleFigures(Number(process.argv[2] ?? 8290), process.argv[3]?.split(',') ?? null).then(
    (figures) => console.info(JSON.stringify(figures)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
