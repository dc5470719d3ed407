/**
 * The check lists' cost does not grow with history (issue 32): on a table grown to a year of a busy
 * site's events, the database's own plan for each list's page and count is an index range on the
 * events (never a scan of every event), and the count stops at its cap.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { EVENT_COUNT_CAP, eventCount, eventPage, listQrEvents, matchingEvents } from './service.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const GROWN = 40_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe("the check lists' plans on a grown table", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    // A year of lunches at 판교 (P1001), every 13 minutes, spread over the seeded people.
    await sql`
      INSERT INTO attendance_events (id, user_id, project_code, type, occurred_at)
      SELECT gen_random_uuid(), people.ids[1 + n % array_length(people.ids, 1)], 'P1001', 'BeginLunch', ${NOW}::timestamptz - make_interval(mins => n * 13)
      FROM generate_series(1, ${GROWN}) AS n, (SELECT array_agg(id ORDER BY id) AS ids FROM users) AS people`.execute(t.db);
    await sql`ANALYZE attendance_events`.execute(t.db);
    await sql`ANALYZE users`.execute(t.db);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  async function plan(query: { compile(): CompiledQuery }): Promise<PlanNode[]> {
    const compiled = query.compile();
    const result = await t.db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]));
    const text = result.rows[0]?.['QUERY PLAN'];
    const parsed = (typeof text === 'string' ? JSON.parse(text) : text) as { Plan: PlanNode }[];
    return nodesOf(parsed[0]?.Plan ?? { 'Node Type': 'none' });
  }

  const filters = {
    "the admin's list as it opens (the site, no day)": { siteCode: 'P1001' },
    "the admin's list of a day": { siteCode: 'P1001', day: Temporal.PlainDate.from('2026-10-14') },
    "the admin's search by name": { siteCode: 'P1001', q: '민준' },
    "the admin's search by phone digits": { siteCode: 'P1001', q: '6789' },
    "a worker's own list": { userId: SEED_WORKERS.kim.id },
  };

  for (const [name, filter] of Object.entries(filters)) {
    it(`${name}: the page and the count read the events through an index`, async () => {
      const matching = await matchingEvents(t.db, filter);
      for (const query of [eventPage(matching, null, 50), eventCount(t.db, matching)]) {
        const nodes = await plan(query);
        const onEvents = nodes.filter((node) => node['Relation Name'] === 'attendance_events');
        expect(onEvents.length, JSON.stringify(nodes)).toBeGreaterThan(0);
        expect(onEvents.map((node) => node['Node Type']), JSON.stringify(nodes)).not.toContain('Seq Scan');
      }
    });
  }

  it('counts up to the cap and says more match', async () => {
    const list = await listQrEvents(t.db, { siteCode: 'P1001' }, { limit: 50 });
    expect(list.items).toHaveLength(50);
    expect([list.total, list.totalCapped]).toEqual([EVENT_COUNT_CAP, true]);
    const day = await listQrEvents(t.db, { siteCode: 'P1001', day: Temporal.PlainDate.from('2026-10-14') }, { limit: 50 });
    expect(day.totalCapped).toBe(false);
    expect(day.total).toBeGreaterThan(100);
    expect(day.total).toBeLessThan(EVENT_COUNT_CAP);
  });
});
