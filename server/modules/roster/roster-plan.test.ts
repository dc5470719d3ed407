/**
 * The roster's cost does not grow with the site's history (issue 32): with years of contracts the
 * site has ended, and other sites' contracts, the database's plan for the contracts in force is an
 * index range by site and last day (migration 047), never a read of every contract.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planNodes } from '../../testing/query-plan.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { contractsInForce } from './service.ts';

/** Friday 2026-11-20, 07:30 in Seoul. */
const NOW = new Date('2026-11-20T07:30:00+09:00');
const TODAY = Temporal.PlainDate.from('2026-11-20');

describe("the roster's contracts on a site with years of ended contracts", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    // 6,000 people, each with one contract of a month that ended between 2016 and 2025 at 판교 or 송도.
    await sql`
      INSERT INTO users (id, phone, name, password_hash, yn_convert_password, birth_date)
      SELECT ('0b1e6a52-5d0e-4c7e-9a56-' || lpad(to_hex(n), 12, '0'))::uuid, '0108' || lpad(n::text, 7, '0'), '지난근로자' || n, 'x', 'Y', date '1980-01-01'
      FROM generate_series(1, 6000) AS n`.execute(t.db);
    await sql`
      INSERT INTO employment_contracts (id, user_id, project_code, daily_wage, valid_from, valid_to)
      SELECT ('0b1e6a52-5d0e-4c7e-9a57-' || lpad(to_hex(n), 12, '0'))::uuid, ('0b1e6a52-5d0e-4c7e-9a56-' || lpad(to_hex(n), 12, '0'))::uuid,
        CASE WHEN n % 2 = 0 THEN 'P1001' ELSE 'P2001' END, 150000, date '2016-01-01' + (n % 3500), date '2016-01-31' + (n % 3500)
      FROM generate_series(1, 6000) AS n`.execute(t.db);
    await sql`ANALYZE employment_contracts`.execute(t.db);
    await sql`ANALYZE users`.execute(t.db);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it('reads the contracts in force through the (site, last day) index, and finds only those', async () => {
    const nodes = await planNodes(t.db, contractsInForce(t.db, 'P1001', TODAY));
    const onContracts = nodes.filter((node) => node['Relation Name'] === 'employment_contracts');
    expect(onContracts.map((node) => node['Node Type']), JSON.stringify(nodes)).not.toContain('Seq Scan');
    expect(nodes.map((node) => node['Index Name']), JSON.stringify(nodes)).toContain('employment_contracts_site_in_force');
    const rows = await contractsInForce(t.db, 'P1001', TODAY).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
  });
});
