/**
 * Who is on site now (issue 33, decision 077): the three groups (and those due later) through a
 * morning at 판교, the site's grace, another site's roster, and the staff API's.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Roster } from '#contract/api-roster.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import { SEED_CHOICE_WORKER } from '../../seed/seed-accounts.ts';
import { SEED_CONTRACTS, SEED_WORKERS } from '../../seed/seed.ts';
import { errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 07:30 in Seoul: before the contracted 08:00 start of 판교's workers. */
const NOW = new Date('2026-11-20T07:30:00+09:00');
const STAFF_TOKEN = 'staff-token-for-the-roster-tests-0123456789';
const MINUTE = 60_000;

const admin = (t: TestApp, siteCode = 'P1001') => t.api.adminLogin('010-9876-5432', 'A1001', siteCode === 'P2001' ? 'K002' : 'K001', siteCode).then((session) => session.accessToken);

async function roster(t: TestApp, token: string): Promise<Roster> {
  const res = await t.api.get('/admin/roster', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Roster;
}

/** The worker scans `eventType` at the gate of 판교 now. */
async function scan(t: TestApp, worker: { phone: string }, eventType: string): Promise<void> {
  const { accessToken } = await t.api.login(worker.phone);
  const code = (await (await t.api.post('/qr/codes', { eventType }, { token: accessToken })).json()) as { payload: string };
  const res = await t.api.post('/qr/scans', { payload: code.payload }, { token: await admin(t) });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
}

const names = (workers: Roster['onSite']) => workers.map((worker) => worker.name);
/** 판교's workers contracted today, a Friday: the seed's (Monday to Friday from 08:00) and 서도윤 (Thursdays and Fridays there). */
const CONTRACTED = [...SEED_CONTRACTS.filter((contract) => contract.project_code === 'P1001').map((contract) => contract.user_id), SEED_CHOICE_WORKER.id];
const nameOf = (id: string) => [...Object.values(SEED_WORKERS), SEED_CHOICE_WORKER].find((worker) => worker.id === id)?.name ?? id;

describe('who is on site now (issue 33)', () => {
  const t = useTestApp({ now: NOW, config: { staffApiToken: STAFF_TOKEN } });

  it('through a morning: due later, on site, at lunch, not arrived after the start plus the grace, left; yesterday\'s open shift is not on site', async () => {
    let now = await roster(t, await admin(t));
    expect(now).toMatchObject({ siteCode: 'P1001', day: '2026-11-20', graceMinutes: 30, left: [], expected: [] });
    // 김민준 began at 06:51 (the seed's morning); everyone else contracted is due from 08:00.
    expect(now.onSite).toMatchObject([{ name: '김민준', begunAt: '2026-11-20T06:51:00+09:00', endedAt: null, onBreak: false, workStart: '08:00' }]);
    expect(names(now.dueLater).sort()).toEqual(CONTRACTED.map(nameOf).filter((name) => name !== '김민준').sort());
    // 장하늘 began yesterday and never ended (the seed's day without an end): not counted on site.
    expect(names(now.onSite)).not.toContain(SEED_WORKERS.jang.name);

    await scan(t, SEED_WORKERS.choi, 'BeginWork');
    now = await roster(t, await admin(t));
    expect(now.onSite.find((worker) => worker.name === '최현우')).toEqual({
      userId: SEED_WORKERS.choi.id,
      name: '최현우',
      workerShortId: SEED_WORKERS.choi.id.replace(/-/g, '').slice(-8),
      trade: expect.any(String),
      begunAt: '2026-11-20T07:30:00+09:00',
      endedAt: null,
      onBreak: false,
      workStart: '08:00',
    });
    expect(names(now.dueLater)).not.toContain('최현우');

    // 08:31: the start and the 30 minutes' grace passed.
    t.clock.advance(61 * MINUTE);
    await scan(t, SEED_WORKERS.han, 'BeginWork');
    t.clock.advance(MINUTE);
    await scan(t, SEED_WORKERS.han, 'BeginLunch');
    now = await roster(t, await admin(t));
    expect(now.onSite.map((worker) => [worker.name, worker.onBreak])).toEqual([
      ['김민준', false],
      ['최현우', false],
      ['한지민', true],
    ]);
    expect(now.dueLater).toEqual([]);
    expect(names(now.expected).sort()).toEqual(CONTRACTED.map(nameOf).filter((name) => !['김민준', '최현우', '한지민'].includes(name)).sort());

    await scan(t, SEED_WORKERS.choi, 'EndWork');
    now = await roster(t, await admin(t));
    expect(names(now.onSite)).toEqual(['김민준', '한지민']);
    expect(now.left).toMatchObject([{ name: '최현우', begunAt: '2026-11-20T07:30:00+09:00', endedAt: '2026-11-20T08:32:00+09:00' }]);
    expect(names(now.expected)).not.toContain('최현우');
  });

  it("the site's grace: 2 hours puts the not arrived back to due later; out of range is refused; another site sees only its own", async () => {
    const token = await admin(t);
    const grace = (graceMinutes: unknown) =>
      t.api.request('PUT', `${API_PREFIX}/admin/roster/grace`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ graceMinutes }) });
    const res = await grace(120);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Roster;
    expect(answer.graceMinutes).toBe(120);
    expect(answer.expected).toEqual([]);
    expect(answer.dueLater.length).toBeGreaterThan(0);
    for (const wrong of [-1, 181, 1.5, '30']) expect((await errorOf(await grace(wrong))).code, String(wrong)).toBe('BAD_REQUEST');
    expect((await grace(30)).status).toBe(200);

    const elsewhere = await roster(t, await admin(t, 'P2001'));
    const everyone = [...elsewhere.onSite, ...elsewhere.left, ...elsewhere.expected, ...elsewhere.dueLater].map((worker) => worker.name);
    expect(elsewhere.siteCode).toBe('P2001');
    expect(everyone).toContain(SEED_WORKERS.lee.name);
    expect(everyone).not.toContain('한지민');
  });

  it('the staff API answers the same roster for the site it names; an unknown site is 404 and a wrong token 401', async () => {
    const staff = (path: string, token = STAFF_TOKEN) => t.api.request('GET', `${API_PREFIX}${path}`, { headers: { authorization: `Bearer ${token}` }, xsrf: false });
    const res = await staff('/staff/sites/P1001/roster');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(await roster(t, await admin(t)));
    expect((await staff('/staff/sites/P9999/roster')).status).toBe(404);
    expect((await staff('/staff/sites/P1001/roster', 'wrong-token-wrong-token-wrong-token')).status).toBe(401);
  });
});

describe('a cancelled account on the roster', () => {
  const t = useTestApp({ now: NOW });

  it('is expected nowhere; the other contracted workers still are', async () => {
    await sql`UPDATE users SET cancelled_at = ${NOW} WHERE id = ${SEED_WORKERS.han.id}`.execute(t.db);
    const now = await roster(t, await admin(t));
    expect(names([...now.dueLater, ...now.expected])).not.toContain(SEED_WORKERS.han.name);
    expect(names(now.dueLater).sort()).toEqual(CONTRACTED.map(nameOf).filter((name) => name !== '김민준' && name !== SEED_WORKERS.han.name).sort());
  });
});
