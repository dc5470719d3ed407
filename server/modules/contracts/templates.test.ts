import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import { LAWFUL_TEMPLATE_TERMS } from '#contract/testing/template-terms.ts';
import type { ContractTemplate, ContractTemplateList } from '#contract/api-contract-templates.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { errorOf, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 09:00 in Seoul: the 2026 minimum wage (10,320 won an hour) applies. */
const NOW = new Date('2026-11-20T09:00:00+09:00');

/** Its work days unordered and one twice: stored sorted, once each. */
const REBAR = { ...LAWFUL_TEMPLATE_TERMS, workDays: [5, 1, 2, 3, 4, 3] };

function put(t: TestApp, token: string, id: string, body: unknown): Promise<Response> {
  return t.api.request('PUT', `${API_PREFIX}/admin/contractTemplates/${id}`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function list(t: TestApp, token: string): Promise<ContractTemplateList> {
  const res = await t.api.get('/admin/contractTemplates', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ContractTemplateList;
}

async function make(t: TestApp, token: string, terms: Record<string, unknown> = REBAR): Promise<ContractTemplate> {
  const res = await t.api.post('/admin/contractTemplates', terms, { token });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as ContractTemplate;
}

describe('contract templates (issue 33)', () => {
  const { t, s } = useQrApp(NOW);

  it("makes a template for the admin's site only: the work days sorted once each, version 1, listed with this year's minimum wage", async () => {
    const made = await make(t, s.jungP1001);
    expect(made).toMatchObject({ name: '철근공 주간', workDays: [1, 2, 3, 4, 5], version: 1, contracts: 0, updatedAt: '2026-11-20T09:00:00+09:00' });
    const here = await list(t, s.jungP1001);
    expect(here.minimumHourlyWage).toBe(10_320);
    // The demo site's own, seeded for taking workers on.
    expect(here.items.map((item) => item.name)).toEqual(expect.arrayContaining(['철근공 주간 (월–금)', '보통인부 주간 (월–금)']));
    expect(here.items.map((item) => item.id)).toContain(made.id);
    // Another site of the same admin, and another admin's site, do not see it.
    expect((await list(t, s.jungP2001)).items.map((item) => item.id)).not.toContain(made.id);
    expect((await list(t, s.ohP1002)).items.map((item) => item.id)).not.toContain(made.id);
  });

  it('refuses terms that break the law, naming each field: below the minimum wage, over 8 hours, the statutory break, the weekly holiday a work day', async () => {
    // 8 h at 82,559 won is 10,319.875 an hour: one won short of 10,320 × 8.
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ dailyWage: 82_559 }, { dailyWage: 'belowMinimumWage' }],
      [{ workStart: '07:00', workEnd: '17:00' }, { workEnd: 'overEightHours' }],
      [{ workEnd: '16:20', breakStart: '12:00', breakEnd: '12:20' }, { breakEnd: 'breakTooShort' }],
      [{ breakStart: '18:00', breakEnd: '19:00' }, { breakEnd: 'breakOutside' }],
      [{ weeklyHoliday: 1 }, { weeklyHoliday: 'holidayIsWorkDay' }],
      [{ workDays: [1, 2, 3, 4, 5, 6] }, { workDays: 'overFortyHours' }],
      [{ name: '  ', payDay: 31, workStart: '8시' }, { name: 'required', payDay: 'range', workStart: 'timeFormat' }],
    ];
    for (const [change, fields] of cases) {
      const res = await t.api.post('/admin/contractTemplates', { ...REBAR, ...change }, { token: s.jungP1001 });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((await errorOf(res)).fields).toEqual(fields);
    }
    // Exactly the minimum wage is allowed: 82,560 for 8 hours; 3 h 30 min without a break (from 4 hours the law asks for 30 minutes).
    await make(t, s.jungP1001, { ...REBAR, name: '최저임금', dailyWage: 82_560 });
    await make(t, s.jungP1001, { ...REBAR, name: '반일', dailyWage: 36_120, workEnd: '11:30', breakStart: '12:00', breakEnd: '12:00' });
  });

  it('changes a template as a new version; a change made on an old version is refused, and another site answers 404', async () => {
    const made = await make(t, s.jungP1001, { ...REBAR, name: '형틀목공' });
    const changed = await put(t, s.jungP1001, made.id, { ...REBAR, name: '형틀목공', dailyWage: 210_000, version: 1 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ dailyWage: 210_000, version: 2 });
    const stale = await put(t, s.jungP1001, made.id, { ...REBAR, name: '형틀목공', dailyWage: 220_000, version: 1 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe('TEMPLATE_CHANGED');
    expect((await put(t, s.ohP1002, made.id, { ...REBAR, version: 2 })).status).toBe(404);
    expect((await t.api.request('DELETE', `${API_PREFIX}/admin/contractTemplates/${made.id}`, { token: s.ohP1002 })).status).toBe(404);
  });

  it('retires a template: no longer listed nor changed; a contract made from it keeps its terms after a change', async () => {
    const made = await make(t, s.jungP1001, { ...REBAR, name: '비계공' });
    const contract = await t.db
      .insertInto('employment_contracts')
      .values({ id: crypto.randomUUID(), user_id: (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id, project_code: 'P1001', daily_wage: made.dailyWage, valid_from: '2026-11-23', template_id: made.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await put(t, s.jungP1001, made.id, { ...REBAR, name: '비계공', dailyWage: 230_000, version: 1 })).status).toBe(200);
    expect((await list(t, s.jungP1001)).items.find((item) => item.id === made.id)?.contracts).toBe(1);
    const kept = await t.db.selectFrom('employment_contracts').select('daily_wage').where('id', '=', contract.id).executeTakeFirstOrThrow();
    expect(kept.daily_wage).toBe(200_000);
    expect((await t.api.request('DELETE', `${API_PREFIX}/admin/contractTemplates/${made.id}`, { token: s.jungP1001 })).status).toBe(204);
    expect((await list(t, s.jungP1001)).items.map((item) => item.id)).not.toContain(made.id);
    expect((await put(t, s.jungP1001, made.id, { ...REBAR, version: 2 })).status).toBe(404);
  });

  it('is for admins: a worker is refused', async () => {
    expect((await t.api.get('/admin/contractTemplates', { token: s.kim })).status).toBe(403);
    expect((await t.api.post('/admin/contractTemplates', REBAR, { token: s.kim })).status).toBe(403);
  });
});
