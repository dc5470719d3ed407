/**
 * The admin's correction requests on a site with years of decisions (issue 32): the decided list's
 * page and its count are one index range in the pages' order (migration 046), and the count stops at
 * its cap and says so.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCorrectionPage } from '#contract/api-corrections.ts';
import { LIST_COUNT_CAP } from '../../keyset-cursor.ts';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { planNodes } from '../../testing/query-plan.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { siteCorrections } from './service.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const DECIDED = 3000;

describe("the decided correction requests of a site with years of them", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    // Five years of decided requests at 판교, one every 14 hours, approved and rejected in turn.
    await sql`
      INSERT INTO attendance_corrections (id, user_id, project_code, work_date, event_type, requested_at, reason, state, idempotency_key, created_at, decided_at)
      SELECT gen_random_uuid(), ${SEED_WORKERS.park.id}::uuid, 'P1001', (${NOW}::timestamptz - make_interval(hours => n * 14))::date, 'EndWork',
        ${NOW}::timestamptz - make_interval(hours => n * 14), 'Forgot to scan.', CASE WHEN n % 2 = 0 THEN 'approved' ELSE 'rejected' END, gen_random_uuid(),
        ${NOW}::timestamptz - make_interval(hours => n * 14), ${NOW}::timestamptz - make_interval(hours => n * 14 - 1)
      FROM generate_series(1, ${DECIDED}) AS n`.execute(t.db);
    await sql`ANALYZE attendance_corrections`.execute(t.db);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it('the page and the count read the decided requests through their index, newest first', async () => {
    const matching = await siteCorrections(t.db, 'P1001', { state: 'decided' });
    for (const query of [
      matching.select('c.id').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(21),
      t.db.selectFrom(matching.select('c.id').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(LIST_COUNT_CAP + 1).as('capped')).select((eb) => eb.fn.countAll<string>().as('total')),
    ]) {
      const nodes = await planNodes(t.db, query);
      expect(nodes.filter((node) => node['Relation Name'] === 'attendance_corrections').map((node) => node['Node Type']), JSON.stringify(nodes)).not.toContain('Seq Scan');
      expect(nodes.map((node) => node['Index Name']), JSON.stringify(nodes)).toContain('attendance_corrections_site_decided_keyset');
      expect(nodes.map((node) => node['Node Type']), JSON.stringify(nodes)).not.toContain('Sort');
    }
  });

  it('the list counts up to the cap and says more were decided; a search counts exactly', async () => {
    const token = (await t.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001')).accessToken;
    const page = (await (await t.api.get('/admin/corrections?state=decided&limit=20', { token })).json()) as AdminCorrectionPage;
    expect([page.total, page.totalCapped, page.items.length]).toEqual([LIST_COUNT_CAP, true, 20]);
    const times = page.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const waiting = (await (await t.api.get('/admin/corrections', { token })).json()) as AdminCorrectionPage;
    expect(waiting.totalCapped).toBe(false);
    expect(waiting.total).toBeLessThan(LIST_COUNT_CAP);
    const someoneElse = (await (await t.api.get(`/admin/corrections?state=decided&q=${encodeURIComponent(SEED_WORKERS.choi.name)}`, { token })).json()) as AdminCorrectionPage;
    expect(someoneElse.totalCapped).toBe(false);
    expect(someoneElse.total).toBeLessThan(LIST_COUNT_CAP);
  });
});
