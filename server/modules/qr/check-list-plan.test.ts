/**
 * The check lists' cost does not grow with history (issue 32): on a table grown to a year of a busy
 * site's events, the database's own plan for each list's page and count is an index range on the
 * events (never a scan of every event), and the count stops at its cap.
 */
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { planNodes } from '../../testing/query-plan.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { decodeKeysetCursor, LIST_COUNT_CAP } from '../../keyset-cursor.ts';
import { eventCount, eventPage, listQrEvents, matchingEvents, peopleFound, siteSearchCount, siteSearchOf, siteSearchPage, type QrEventFilter } from './service.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const GROWN = 40_000;

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

  const plan = (query: { compile(): CompiledQuery }) => planNodes(t.db, query);

  const filters: Record<string, QrEventFilter> = {
    "the admin's list as it opens (the site, no day)": { siteCode: 'P1001' },
    "the admin's list of a day": { siteCode: 'P1001', day: Temporal.PlainDate.from('2026-10-14') },
    "a worker's own list": { userId: SEED_WORKERS.kim.id },
  };

  for (const [name, filter] of Object.entries(filters)) {
    it(`${name}: the page and the count read the events through an index`, async () => {
      expect(await siteSearchOf(t.db, filter)).toBeNull();
      const matching = await matchingEvents(t.db, filter);
      for (const query of [eventPage(matching, null, 50), eventCount(t.db, matching)]) {
        const nodes = await plan(query);
        const onEvents = nodes.filter((node) => node['Relation Name'] === 'attendance_events');
        expect(onEvents.length, JSON.stringify(nodes)).toBeGreaterThan(0);
        expect(onEvents.map((node) => node['Node Type']), JSON.stringify(nodes)).not.toContain('Seq Scan');
      }
    });

    it(`${name}: the count reads the events alone, not each one's worker`, async () => {
      const nodes = await plan(eventCount(t.db, await matchingEvents(t.db, filter)));
      expect(nodes.map((node) => node['Relation Name']).filter(Boolean), JSON.stringify(nodes)).toEqual(['attendance_events']);
    });
  }

  const searches: Record<string, QrEventFilter> = {
    "the admin's search by name": { siteCode: 'P1001', q: '민준' },
    "the admin's search by phone digits": { siteCode: 'P1001', q: '6789' },
    "the admin's search of a day": { siteCode: 'P1001', q: '민준', day: Temporal.PlainDate.from('2026-10-14') },
  };

  for (const [name, filter] of Object.entries(searches)) {
    it(`${name}: the page and the count read each person's events at the site, one index range per person`, async () => {
      const search = await siteSearchOf(t.db, filter);
      expect(search).not.toBeNull();
      if (!search) return;
      for (const query of [siteSearchPage(t.db, search, null, 50), siteSearchCount(t.db, search)]) {
        const nodes = await plan(query);
        const onEvents = nodes.filter((node) => node['Relation Name'] === 'attendance_events');
        expect(onEvents.length, JSON.stringify(nodes)).toBeGreaterThan(0);
        // Not the site's events newest first (the whole history for a rare visitor), not a scan.
        expect(onEvents.map((node) => node['Index Name']), JSON.stringify(nodes)).toEqual(onEvents.map(() => 'attendance_events_site_person_keyset'));
      }
    });

    it(`${name}: finds the same events, in the same order and count, as the list without the index`, async () => {
      const search = await siteSearchOf(t.db, filter);
      if (!search) throw new Error('not a search');
      const matching = await matchingEvents(t.db, filter);
      let cursor: string | undefined;
      // Three pages: the first, and two after a cursor.
      for (let page = 0; page < 3; page += 1) {
        const after = cursor === undefined ? null : decodeKeysetCursor(cursor);
        const expected = await eventPage(matching, after, 20).execute();
        const found = await siteSearchPage(t.db, search, after, 20).execute();
        expect(found).toEqual(expected);
        const list = await listQrEvents(t.db, filter, { limit: 20, ...(cursor === undefined ? {} : { cursor }) });
        if (!list.nextCursor) break;
        cursor = list.nextCursor;
      }
      const [expectedCount, foundCount] = await Promise.all([eventCount(t.db, matching).executeTakeFirst(), siteSearchCount(t.db, search).executeTakeFirst()]);
      expect(Number(foundCount?.total)).toBe(Number(expectedCount?.total));
    });
  }

  it('counts up to the cap and says more match', async () => {
    const list = await listQrEvents(t.db, { siteCode: 'P1001' }, { limit: 50 });
    expect(list.items).toHaveLength(50);
    expect([list.total, list.totalCapped]).toEqual([LIST_COUNT_CAP, true]);
    const day = await listQrEvents(t.db, { siteCode: 'P1001', day: Temporal.PlainDate.from('2026-10-14') }, { limit: 50 });
    expect(day.totalCapped).toBe(false);
    expect(day.total).toBeGreaterThan(100);
    expect(day.total).toBeLessThan(LIST_COUNT_CAP);
  });

  it('a name in Latin letters is found whatever the case typed; Hangul and digits as typed', async () => {
    await sql`UPDATE users SET name = 'Zelda Quorra Vu' WHERE id = ${SEED_WORKERS.moon.id}`.execute(t.db);
    for (const typed of ['zelda', 'QUORRA VU', 'Zelda']) expect(await peopleFound(t.db, typed)).toEqual([SEED_WORKERS.moon.id]);
    expect(await peopleFound(t.db, '박지훈')).toEqual([SEED_WORKERS.park.id]);
    expect(await peopleFound(t.db, '010-5284-1937')).toEqual([SEED_WORKERS.choi.id]);
    expect(await peopleFound(t.db, '50%')).toEqual([]);
  });

  it("a site's search looks only among the people with an event at the site, noted with their first one", async () => {
    const visitor = '0b1e6a52-5d0e-4c7e-9a51-0000000048a1';
    await sql`INSERT INTO users (id, phone, name, password_hash, yn_convert_password, birth_date)
      VALUES (${visitor}, '01048480001', '최민준', 'x', 'Y', '1979-03-03')`.execute(t.db);
    const at = (siteCode: string) => siteSearchOf(t.db, { siteCode, q: '최민준' });
    await sql`INSERT INTO attendance_events (id, user_id, project_code, type, occurred_at)
      VALUES (gen_random_uuid(), ${visitor}, 'P1002', 'BeginWork', ${NOW})`.execute(t.db);
    expect((await at('P1002'))?.people).toEqual([visitor]);
    expect((await at('P1001'))?.people).toEqual([]);
    await sql`INSERT INTO attendance_events (id, user_id, project_code, type, occurred_at)
      VALUES (gen_random_uuid(), ${visitor}, 'P1001', 'BeginWork', ${new Date(NOW.getTime() + 86_400_000)})`.execute(t.db);
    expect((await at('P1001'))?.people).toEqual([visitor]);
  });
});
