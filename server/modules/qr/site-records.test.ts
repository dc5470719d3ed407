/**
 * A record for a worker without a phone (issue 33, decision 081): the admin finds a worker of the
 * site by name or phone number and records the event now; it counts as a scan (the gate's rules, the
 * sequence rules, once per key), is audited, and is marked as recorded by the site on the worker's day
 * and in the day's attendance file; another site's admin cannot record for the worker.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QrScanAnswer, SiteWorkerList } from '#contract/api-qr.ts';
import type { WorkDayDetail } from '#contract/api-corrections.ts';
import type { DailySettlement } from '#contract/api-pay.ts';
import { SEED_NEWCOMER } from '../../seed/seed-accounts.ts';
import { SEED_ADMINS, SEED_TEMPLATES, SEED_WORKERS } from '../../seed/seed.ts';
import { pdfText } from '../../testing/pdf-tools.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { errorOf, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 07:40 in Seoul. */
const NOW = new Date('2026-11-20T07:40:00+09:00');
const CHOI = SEED_WORKERS.choi;

function record(t: TestApp, token: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.post('/admin/siteRecords', body, { token });
}

describe('a record for a worker without a phone (issue 33)', () => {
  const { t, s } = useQrApp(NOW);

  it("finds the site's workers today by part of the name or of the phone number, never another site's", async () => {
    const byName = (await (await t.api.get(`/admin/siteRecords/workers?q=${encodeURIComponent('현우')}`, { token: s.jungP1001 })).json()) as SiteWorkerList;
    expect(byName.items).toEqual([{ userId: CHOI.id, name: '최현우', initials: '현우', phone: '010-****-1937', jobTitle: expect.any(String) as string, hasPhoto: false }]);
    const byPhone = (await (await t.api.get('/admin/siteRecords/workers?q=5284-19', { token: s.jungP1001 })).json()) as SiteWorkerList;
    expect(byPhone.items.map((item) => item.userId)).toEqual([CHOI.id]);
    const elsewhere = (await (await t.api.get(`/admin/siteRecords/workers?q=${encodeURIComponent('현우')}`, { token: s.ohP1002 })).json()) as SiteWorkerList;
    expect(elsewhere.items).toEqual([]);
    expect((await errorOf(await t.api.get('/admin/siteRecords/workers?q=', { token: s.jungP1001 }))).fields).toEqual({ q: 'required' });
  });

  it('records the event now with its reason, once per key, audited and marked on the worker’s day and in the file; the sequence rules hold', async () => {
    const key = randomUUID();
    const first = await record(t, s.jungP1001, { userId: CHOI.id, eventType: 'BeginWork', reason: 'phoneDead', idempotencyKey: key });
    expect(first.status).toBe(201);
    const { event } = (await first.json()) as QrScanAnswer;
    expect(event).toMatchObject({ eventType: 'BeginWork', occurredAt: '2026-11-20T07:40:00+09:00', workerName: '최현우', workerId: CHOI.id, siteCode: 'P1001' });
    const again = (await (await record(t, s.jungP1001, { userId: CHOI.id, eventType: 'BeginWork', reason: 'phoneDead', idempotencyKey: key })).json()) as QrScanAnswer;
    expect(again.event.id).toBe(event.id);
    const stored = await t.db.selectFrom('attendance_events').select(['source', 'project_code']).where('user_id', '=', CHOI.id).where('occurred_at', '=', NOW).execute();
    expect(stored).toEqual([{ source: 'siteRecord', project_code: 'P1001' }]);
    const audit = await t.db.selectFrom('site_records').selectAll().where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ reason: 'phoneDead', recorded_by: SEED_ADMINS.jung.id, project_code: 'P1001', recorded_at: NOW });

    const twice = await record(t, s.jungP1001, { userId: CHOI.id, eventType: 'BeginWork', reason: 'noPhone', idempotencyKey: randomUUID() });
    expect([twice.status, (await errorOf(twice)).fields]).toEqual([409, { sequence: 'beginTwice' }]);
    // The key belongs to its site.
    const reused = await record(t, s.ohP1002, { userId: CHOI.id, eventType: 'EndWork', reason: 'noPhone', idempotencyKey: key });
    expect([reused.status, (await errorOf(reused)).code]).toEqual([409, 'QR_SCAN_KEY_REUSED']);

    // The worker's own day says who recorded it.
    const worker = await t.api.login(CHOI.phone);
    const day = (await (await t.api.get('/work/day?date=20261120', { token: worker.accessToken })).json()) as WorkDayDetail;
    expect(day.events.map((item) => item.source)).toContain('siteRecord');
    const file = await t.api.get('/admin/exports/day?date=2026-11-20&format=csv', { token: s.jungP1001, headers: { 'accept-language': 'en' } });
    expect(await file.text()).toContain('Recorded by the site');
  });

  it('a record queued on the phone (offline, or its answer lost) counts when it was made; a time too old is refused', async () => {
    const made = '2026-11-20T07:20:00+09:00';
    const queued = await record(t, s.jungP1001, { userId: SEED_WORKERS.kang.id, eventType: 'BeginWork', reason: 'phoneDead', idempotencyKey: randomUUID(), recordedAt: made });
    expect(queued.status, JSON.stringify(await queued.clone().json())).toBe(201);
    expect(((await queued.json()) as QrScanAnswer).event.occurredAt).toBe(made);
    // Later than its arrival counts at the arrival (within the skew); days old is no record of today.
    const old = await record(t, s.jungP1001, { userId: SEED_WORKERS.kang.id, eventType: 'EndWork', reason: 'phoneDead', idempotencyKey: randomUUID(), recordedAt: '2026-11-10T07:00:00+09:00' });
    expect([old.status, (await errorOf(old)).fields]).toEqual([400, { recordedAt: 'range' }]);
  });

  it("refuses another site's admin, a reason off the list, and a worker the gate would refuse", async () => {
    const other = await record(t, s.ohP1002, { userId: SEED_WORKERS.kim.id, eventType: 'BeginLunch', reason: 'noPhone', idempotencyKey: randomUUID() });
    expect([other.status, (await errorOf(other)).code]).toEqual([404, 'NOT_FOUND']);
    const reason = await record(t, s.jungP1001, { userId: SEED_WORKERS.kim.id, eventType: 'BeginLunch', reason: 'lazy', idempotencyKey: randomUUID() });
    expect([reason.status, (await errorOf(reason)).fields]).toEqual([400, { reason: 'invalid' }]);
    // Taken on today, not signed and not trained: the site cannot record what the gate would refuse.
    const taken = await t.api.post('/admin/employments', { userId: SEED_NEWCOMER.id, templateId: SEED_TEMPLATES[0].id, validFrom: '2026-11-20' }, { token: s.jungP1001 });
    expect(taken.status).toBe(201);
    const held = await record(t, s.jungP1001, { userId: SEED_NEWCOMER.id, eventType: 'BeginWork', reason: 'noPhone', idempotencyKey: randomUUID() });
    expect(await errorOf(held)).toMatchObject({ code: 'NOT_READY_FOR_WORK', fields: { missing: 'signatureAndTraining' } });
  });
});

describe("the days recorded by the site on the worker's pay (issue 33 item 4)", () => {
  const { t, s } = useQrApp(NOW);
  const seoul = (time: string) => new Date(`${time}+09:00`);

  it('marks the day in the daily settlement and lists it on the statement PDF after the days worked; a day of scans is not marked', { timeout: 60_000 }, async () => {
    // Thursday the 19th by the worker's own scans; Friday the 20th begun by the site (his phone was dead), ended by a scan.
    await t.db
      .insertInto('attendance_events')
      .values([
        { id: randomUUID(), user_id: CHOI.id, project_code: 'P1001', type: 'BeginWork', occurred_at: seoul('2026-11-19T07:30:00') },
        { id: randomUUID(), user_id: CHOI.id, project_code: 'P1001', type: 'EndWork', occurred_at: seoul('2026-11-19T16:30:00') },
      ])
      .execute();
    const begun = await record(t, s.jungP1001, { userId: CHOI.id, eventType: 'BeginWork', reason: 'phoneDead', idempotencyKey: randomUUID() });
    expect(begun.status).toBe(201);
    t.clock.advance(seoul('2026-11-20T16:40:00').getTime() - NOW.getTime());
    await t.db.insertInto('attendance_events').values({ id: randomUUID(), user_id: CHOI.id, project_code: 'P1001', type: 'EndWork', occurred_at: seoul('2026-11-20T16:35:00') }).execute();

    const worker = (await t.api.login(CHOI.phone)).accessToken;
    const settlement = (await (await t.api.get('/pay/daily?year=2026&month=11', { token: worker })).json()) as DailySettlement;
    const day = (date: string) => settlement.days.find((entry) => entry.date === date);
    expect(day('20261120')).toMatchObject({ recordedBySite: true, unpaid: [] });
    expect(day('20261120')?.wage).toBeGreaterThan(0);
    expect(day('20261119')).toMatchObject({ recordedBySite: false, unpaid: [] });
    expect(day('20261119')?.wage).toBeGreaterThan(0);
    expect(settlement.days.filter((entry) => entry.recordedBySite).map((entry) => entry.date)).toEqual(['20261120']);

    const res = await t.api.get('/certificates/statements/pdf?year=2026&month=11', { token: worker, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer())).replace(/\s+/g, '');
    expect(text).toContain('근로일19,20일(11월)');
    // The row right after the days worked, in Korean with the worker's language beneath.
    expect(text).toMatch(/근로일19,20일\(11월\)Daysworked현장기록일20일\(11월\)—휴대폰없이현장에서기록Recordedbythesite/);
  });
});
