import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCorrection, AdminCorrectionPage, Correction, CorrectionPage, WorkDayDetail } from '#contract/api-corrections.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { MonthlyWork } from '#contract/api-work.ts';
import type { DailySettlement, PayStatement } from '#contract/api-pay.ts';
import { SEED_CHOICE_WORKER } from '../../seed/seed-accounts.ts';
import { SEED_ADMINS, SEED_WORKERS } from '../../seed/seed.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { closeEndedMonths } from '../pay/statement-versions.ts';
import { pdfPageCount, pdfText } from '../../testing/pdf-tools.ts';
import { errorOf, type TestApp } from '../../testing/test-app.ts';
import sharp from 'sharp';
import { pixelBombJpeg, polyglotJpeg, smallJpeg } from '../../testing/images.ts';

/** Friday 2026-11-20, 05:00 in Seoul. 최현우 (choi) has no attendance in the seed: each test writes his days. */
const NOW = new Date('2026-11-20T05:00:00+09:00');
const choi = SEED_WORKERS.choi;

async function record(t: TestApp, type: string, at: string, projectCode = 'P1001'): Promise<string> {
  const id = randomUUID();
  await t.db.insertInto('attendance_events').values({ id, user_id: choi.id, project_code: projectCode, type: type as 'BeginWork', occurred_at: new Date(at) }).execute();
  return id;
}

function ask(t: TestApp, token: string, body: Record<string, unknown>): Promise<Response> {
  // Requests a second apart, so newest-first has one answer.
  t.clock.advance(1000);
  return t.api.post('/work/corrections', { idempotencyKey: randomUUID(), reason: '퇴근 스캔을 잊었습니다', ...body }, { token });
}

async function created(res: Response): Promise<Correction> {
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Correction;
}

function decide(t: TestApp, token: string, id: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.post(`/admin/corrections/${id}/decision`, body, { token });
}

/** The notifications waiting whose dedup key starts with `prefix`. */
async function outbox(t: TestApp, prefix: string) {
  return t.db.selectFrom('notification_outbox').select(['subject_kind', 'subject_id', 'kind', 'params']).where('dedup_key', 'like', `${prefix}%`).orderBy('created_at').execute();
}

async function day(t: TestApp, token: string, date: string): Promise<WorkDayDetail> {
  const res = await t.api.get(`/work/day?date=${date}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as WorkDayDetail;
}

async function statement(t: TestApp, token: string, year: number, month: number): Promise<PayStatement | null> {
  const res = await t.api.get(`/pay/statement?year=${String(year)}&month=${String(month)}`, { token });
  if (res.status === 204) return null;
  expect(res.status).toBe(200);
  return (await res.json()) as PayStatement;
}

describe('attendance corrections', () => {
  const { t, s } = useQrApp(NOW);
  let choiToken = '';
  beforeEach(async () => {
    if (choiToken === '') choiToken = (await t.api.login(choi.phone)).accessToken;
  });

  it('lets a worker ask for a missing EndWork, and the site admin approve it: the day, its audit trail and the pay follow', async () => {
    await record(t, 'BeginWork', '2026-11-16T07:00:00+09:00');
    const before = await statement(t, choiToken, 2026, 11);
    expect(before).toBeNull();
    expect((await day(t, choiToken, '20261116')).canRequest).toBe(true);

    const request = await created(await ask(t, choiToken, { date: '20261116', eventType: 'EndWork', time: '17:00' }));
    expect(request).toMatchObject({ date: '20261116', eventType: 'EndWork', time: '2026-11-16T17:00:00+09:00', original: null, state: 'pending', hasPhoto: false, siteCode: 'P1001' });

    const month = (await (await t.api.get('/work/monthly?year=2026&month=11', { token: choiToken })).json()) as MonthlyWork;
    expect(month.pendingCorrections).toEqual(['20261116']);

    const list = (await (await t.api.get('/admin/corrections', { token: s.jungP1001 })).json()) as AdminCorrectionPage;
    const item = list.items.find((candidate) => candidate.id === request.id);
    expect(item).toMatchObject({ workerName: '최현우', workerPhone: '010-****-1937', state: 'pending' });
    expect(item?.dayEvents.map((event) => [event.eventType, event.source])).toEqual([['BeginWork', 'scan']]);

    // The site's admin hears of it; the payload names no one (decision 065).
    expect(await outbox(t, `correction:${request.id}:new:`)).toEqual([{ subject_kind: 'admin', subject_id: SEED_ADMINS.jung.id, kind: 'correctionRequested', params: JSON.stringify({ correctionId: request.id }) }]);

    const approved = await decide(t, s.jungP1001, request.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect((await approved.json()) as AdminCorrection).toMatchObject({ state: 'approved', decidedBy: '정관리' });

    expect(await outbox(t, `correction:${request.id}:decided`)).toEqual([
      { subject_kind: 'user', subject_id: choi.id, kind: 'correctionDecided', params: JSON.stringify({ correctionId: request.id, date: '20261116', approved: true }) },
    ]);

    const after = await day(t, choiToken, '20261116');
    expect(after.events.map((event) => [event.eventType, event.source, event.approvedBy])).toEqual([
      ['BeginWork', 'scan', null],
      ['EndWork', 'correction', '정관리'],
    ]);
    expect(after.audit.map((entry) => [entry.action, entry.by, entry.adminName])).toEqual([
      ['requested', 'worker', null],
      ['approved', 'admin', '정관리'],
    ]);
    const pay = await statement(t, choiToken, 2026, 11);
    expect(pay?.ctWork).toBe(1);
    expect(pay?.amCost).toBeGreaterThan(0);
    const monthAfter = (await (await t.api.get('/work/monthly?year=2026&month=11', { token: choiToken })).json()) as MonthlyWork;
    expect(monthAfter.days.find((entry) => entry.date === '20261116')?.workingTime).toBe(10);
    expect(monthAfter.pendingCorrections).toEqual([]);
  });

  it('changes a wrong time: the original is kept, replaced, and no longer counts', async () => {
    await record(t, 'BeginWork', '2026-11-17T07:00:00+09:00');
    const wrong = await record(t, 'EndWork', '2026-11-17T12:00:00+09:00');
    const request = await created(await ask(t, choiToken, { date: '20261117', eventType: 'EndWork', time: '17:30', reason: '오후 작업이 더 있었습니다' }));
    expect(request.original).toBe('2026-11-17T12:00:00+09:00');
    expect((await decide(t, s.jungP1001, request.id, { decision: 'approve', note: '확인함' })).status).toBe(200);
    const after = await day(t, choiToken, '20261117');
    expect(after.events.find((event) => event.id === wrong)?.replacedAt).not.toBeNull();
    expect(after.audit.at(-1)).toMatchObject({ action: 'approved', before: '2026-11-17T12:00:00+09:00', time: '2026-11-17T17:30:00+09:00', note: '확인함' });
    const stored = await t.db.selectFrom('attendance_events').select('id').where('id', '=', wrong).executeTakeFirst();
    expect(stored?.id).toBe(wrong);
  });

  it('withdraws a pending request, and a withdrawn or decided one can no longer change', async () => {
    await record(t, 'BeginWork', '2026-11-18T07:00:00+09:00');
    const request = await created(await ask(t, choiToken, { date: '20261118', eventType: 'EndWork', time: '16:00' }));
    const withdrawn = await t.api.request('DELETE', `${API_PREFIX}/work/corrections/${request.id}`, { token: choiToken });
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as Correction).state).toBe('withdrawn');
    expect((await errorOf(await t.api.request('DELETE', `${API_PREFIX}/work/corrections/${request.id}`, { token: choiToken }))).code).toBe('CORRECTION_DECIDED');
    expect((await errorOf(await decide(t, s.jungP1001, request.id, { decision: 'approve' }))).code).toBe('CORRECTION_DECIDED');
    expect((await day(t, choiToken, '20261118')).audit.map((entry) => entry.action)).toEqual(['requested', 'withdrawn']);
  });

  it('rejects with a note (required), and the worker sees why', async () => {
    const request = await created(await ask(t, choiToken, { date: '20261118', eventType: 'EndWork', time: '16:30' }));
    const noNote = await decide(t, s.jungP1001, request.id, { decision: 'reject', note: '  ' });
    expect(noNote.status).toBe(400);
    expect((await errorOf(noNote)).fields).toEqual({ note: 'required' });
    expect((await decide(t, s.jungP1001, request.id, { decision: 'reject', note: '그날 16시에 현장을 나갔습니다' })).status).toBe(200);
    const mine = (await (await t.api.get('/work/corrections', { token: choiToken })).json()) as CorrectionPage;
    expect(mine.items[0]).toMatchObject({ id: request.id, state: 'rejected', decisionNote: '그날 16시에 현장을 나갔습니다', decidedBy: '정관리' });
    expect((await day(t, choiToken, '20261118')).events.map((event) => event.eventType)).toEqual(['BeginWork']);
  });

  it('lets only the admin of the request\'s corporation-site decide or see it', async () => {
    await record(t, 'BeginWork', '2026-11-19T07:00:00+09:00');
    const request = await created(await ask(t, choiToken, { date: '20261119', eventType: 'EndWork', time: '17:00' }));
    const other = await decide(t, s.ohP1002, request.id, { decision: 'approve' });
    expect(other.status).toBe(403);
    const sameAdminOtherSite = await decide(t, s.jungP2001, request.id, { decision: 'approve' });
    expect(sameAdminOtherSite.status).toBe(403);
    const otherList = (await (await t.api.get('/admin/corrections', { token: s.ohP1002 })).json()) as AdminCorrectionPage;
    expect(otherList.items.some((item) => item.id === request.id)).toBe(false);
    expect((await t.api.get(`/admin/corrections/${request.id}/photo`, { token: s.ohP1002 })).status).toBe(404);
    // Another worker cannot withdraw it either (it is not theirs: 404, as an unknown id).
    expect((await t.api.request('DELETE', `${API_PREFIX}/work/corrections/${request.id}`, { token: s.kim })).status).toBe(404);
    // A worker's token is not an admin's.
    expect((await decide(t, choiToken, request.id, { decision: 'approve' })).status).toBe(403);
  });

  it('refuses a second pending request for one event, a future time, a day outside every contract and a day out of order', async () => {
    const again = await ask(t, choiToken, { date: '20261119', eventType: 'EndWork', time: '18:00' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('CORRECTION_PENDING');

    const future = await ask(t, choiToken, { date: '20261120', eventType: 'BeginWork', time: '09:00' });
    expect((await errorOf(future)).fields).toEqual({ time: 'future' });
    const tomorrow = await ask(t, choiToken, { date: '20261121', eventType: 'BeginWork', time: '09:00' });
    expect((await errorOf(tomorrow)).fields).toEqual({ date: 'future' });
    const beforeContract = await ask(t, choiToken, { date: '20251231', eventType: 'BeginWork', time: '09:00' });
    expect((await errorOf(beforeContract)).fields).toEqual({ date: 'noContract' });

    // An EndWork before the day's BeginWork would end a shift not yet begun.
    await record(t, 'BeginWork', '2026-11-13T08:00:00+09:00');
    const early = await ask(t, choiToken, { date: '20261113', eventType: 'EndWork', time: '07:00' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: 'CORRECTION_SEQUENCE', fields: { sequence: 'endWithoutBegin' } });
    // An EndLunch with no lunch begun.
    const lunch = await ask(t, choiToken, { date: '20261113', eventType: 'EndLunch', time: '13:00' });
    expect((await errorOf(lunch)).fields).toEqual({ sequence: 'endLunchWithoutBegin' });
  });

  it('checks every field: reason required and at most 500 characters, the time as HH:MM, the photo a JPEG of at most 2 MB', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ date: '20261113', eventType: 'EndWork', time: '17:00', reason: ' ' }, { reason: 'required' }],
      [{ date: '20261113', eventType: 'EndWork', time: '17:00', reason: '가'.repeat(501) }, { reason: 'tooLong' }],
      [{ date: '20261113', eventType: 'EndWork', time: '7:00' }, { time: 'timeFormat' }],
      [{ date: '20261113', eventType: 'EndWork', time: '24:00' }, { time: 'timeFormat' }],
      [{ date: '20261331', eventType: 'EndWork', time: '17:00' }, { date: 'date' }],
      [{ date: '20261113', eventType: 'Coffee', time: '17:00' }, { eventType: 'invalid' }],
      [{ date: '20261113', eventType: 'EndWork', time: '17:00', photo: Buffer.from('not a jpeg').toString('base64') }, { photo: 'invalid' }],
      // Issue 31: a JPEG with an HTML page after it, and a header claiming 65000×65000 pixels.
      [{ date: '20261113', eventType: 'EndWork', time: '17:00', photo: (await polyglotJpeg()).toString('base64') }, { photo: 'invalid' }],
      [{ date: '20261113', eventType: 'EndWork', time: '17:00', photo: (await pixelBombJpeg()).toString('base64') }, { photo: 'tooLarge' }],
    ];
    for (const [body, fields] of cases) {
      const res = await ask(t, choiToken, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(res)).fields).toEqual(fields);
    }
  });

  it('keeps a photo for the worker and the site admin only, written again without its EXIF position, and answers a repeated request once', async () => {
    const jpeg = await smallJpeg({ gps: true });
    const key = randomUUID();
    const body = { date: '20261113', eventType: 'EndWork', time: '17:00', photo: jpeg.toString('base64'), idempotencyKey: key };
    const first = await created(await ask(t, choiToken, body));
    expect(first.hasPhoto).toBe(true);
    const repeat = await ask(t, choiToken, body);
    expect(repeat.status).toBe(200);
    expect(((await repeat.json()) as Correction).id).toBe(first.id);
    const mine = await t.api.get(`/work/corrections/${first.id}/photo`, { token: choiToken });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    // Kept as a new JPEG of the same picture: the camera and its GPS position are gone (issue 31).
    const kept = Buffer.from(await mine.arrayBuffer());
    const keptMetadata = await sharp(kept).metadata();
    expect(keptMetadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(keptMetadata.exif).toBeUndefined();
    expect(kept.includes('TestCam')).toBe(false);
    expect((await t.api.get(`/admin/corrections/${first.id}/photo`, { token: s.jungP1001 })).status).toBe(200);
    expect((await t.api.get(`/work/corrections/${first.id}/photo`, { token: s.kim })).status).toBe(404);
  });

  it('searches the site\'s requests by name or phone, newest first, paged', async () => {
    const all = (await (await t.api.get('/admin/corrections?limit=1', { token: s.jungP1001 })).json()) as AdminCorrectionPage;
    expect(all.items).toHaveLength(1);
    expect(all.total).toBe(2);
    expect(all.nextCursor).not.toBeNull();
    const next = (await (await t.api.get(`/admin/corrections?limit=1&cursor=${all.nextCursor ?? ''}`, { token: s.jungP1001 })).json()) as AdminCorrectionPage;
    expect((next.items[0]?.createdAt ?? '') <= (all.items[0]?.createdAt ?? '')).toBe(true);
    const byPhone = (await (await t.api.get('/admin/corrections?q=1937', { token: s.jungP1001 })).json()) as AdminCorrectionPage;
    expect(byPhone.total).toBe(2);
    const byName = (await (await t.api.get(`/admin/corrections?q=${encodeURIComponent('김민')}`, { token: s.jungP1001 })).json()) as AdminCorrectionPage;
    expect(byName.total).toBe(0);
    const decided = (await (await t.api.get('/admin/corrections?state=decided', { token: s.jungP1001 })).json()) as AdminCorrectionPage;
    expect(decided.items.map((item) => item.state).sort()).toEqual(['approved', 'approved', 'rejected']);
  });
});

describe('a worker with two employers', () => {
  const { t, s } = useQrApp(NOW);

  it('a day of a worker with two employers goes to the employer whose contract works that weekday (issue 30): its site decides, its statement pays', async () => {
    // 서도윤: Thursdays and Fridays at P1001 (K001, since 2025-09), Mondays to Wednesdays at P2001
    // (K002, since 2026-03, the latest begun). June has no scans of his in the seed.
    const seo = (await t.api.login(SEED_CHOICE_WORKER.phone)).accessToken;
    const thursday = await created(await ask(t, seo, { date: '20260604', eventType: 'BeginWork', time: '08:00' }));
    const wednesday = await created(await ask(t, seo, { date: '20260603', eventType: 'BeginWork', time: '08:00' }));
    expect(thursday.siteCode).toBe('P1001');
    expect(wednesday.siteCode).toBe('P2001');
    // Each site sees and decides its own; the other is refused.
    expect((await decide(t, s.jungP2001, thursday.id, { decision: 'approve' })).status).toBe(403);
    expect((await decide(t, s.jungP1001, thursday.id, { decision: 'approve' })).status).toBe(200);
    const end = await created(await ask(t, seo, { date: '20260604', eventType: 'EndWork', time: '17:00' }));
    expect(end.siteCode).toBe('P1001');
    expect((await decide(t, s.jungP1001, end.id, { decision: 'approve' })).status).toBe(200);
    // The day is paid by K001 (210,000 for its 8 h), not by K002.
    const wageAt = async (corporationCode: string) => {
      const res = await t.api.get(`/pay/daily?year=2026&month=6&corporationCode=${corporationCode}`, { token: seo });
      return res.status === 204 ? 0 : (((await res.json()) as DailySettlement).days.find((entry) => entry.date === '20260604')?.wage ?? 0);
    };
    expect(await wageAt('K001')).toBe(210_000);
    expect(await wageAt('K002')).toBe(0);
  });

  it('a day neither contract works asks the worker which site (issue 30); once a request names it, the day keeps it', async () => {
    const seo = (await t.api.login(SEED_CHOICE_WORKER.phone)).accessToken;
    // Saturday 2026-06-13: a day off at both.
    expect((await day(t, seo, '20260613')).siteChoices).toEqual([
      { siteCode: 'P2001', siteName: '송도 아파트 3단지 신축공사', corporationName: '대성토건(주)' },
      { siteCode: 'P1001', siteName: '판교 물류센터 신축공사', corporationName: '한빛건설(주)' },
    ]);
    const unnamed = await ask(t, seo, { date: '20260613', eventType: 'BeginWork', time: '08:00' });
    expect(unnamed.status).toBe(400);
    expect(await errorOf(unnamed)).toMatchObject({ code: 'BAD_REQUEST', fields: { siteCode: 'required' } });
    const notHis = await ask(t, seo, { date: '20260613', eventType: 'BeginWork', time: '08:00', siteCode: 'P1002' });
    expect(await errorOf(notHis)).toMatchObject({ code: 'BAD_REQUEST', fields: { siteCode: 'notYours' } });

    const begin = await created(await ask(t, seo, { date: '20260613', eventType: 'BeginWork', time: '08:00', siteCode: 'P1001' }));
    expect(begin.siteCode).toBe('P1001');
    // The pending request names the day's site: no more choice; approved, the day's scan does, and another site is refused.
    expect((await day(t, seo, '20260613')).siteChoices).toEqual([]);
    expect((await decide(t, s.jungP1001, begin.id, { decision: 'approve' })).status).toBe(200);
    expect((await day(t, seo, '20260613')).siteChoices).toEqual([]);
    const elsewhere = await ask(t, seo, { date: '20260613', eventType: 'EndWork', time: '17:00', siteCode: 'P2001' });
    expect(await errorOf(elsewhere)).toMatchObject({ code: 'BAD_REQUEST', fields: { siteCode: 'otherSite' } });
    expect((await created(await ask(t, seo, { date: '20260613', eventType: 'EndWork', time: '17:00' }))).siteCode).toBe('P1001');
    // A day one contract works asks nothing.
    expect((await day(t, seo, '20260611')).siteChoices).toEqual([]);
  });
});

describe('a correction of a closed month', () => {
  const { t, s } = useQrApp(NOW);
  let choiToken = '';
  beforeEach(async () => {
    if (choiToken === '') choiToken = (await t.api.login(choi.phone)).accessToken;
  });

  it('reissues the issued statement as version 2, listing the change and the totals before; version 1 stays as issued', async () => {
    // October: two full days, and a third without a check-out.
    for (const day of ['12', '13', '14']) {
      await record(t, 'BeginWork', `2026-10-${day}T08:00:00+09:00`);
      if (day !== '14') await record(t, 'EndWork', `2026-10-${day}T17:00:00+09:00`);
    }
    const closed = await closeEndedMonths(t.db, t.clock.now());
    expect(closed.filter((issued) => issued.userId === choi.id)).toEqual([{ userId: choi.id, year: 2026, month: 10, corporationCode: 'K001', version: 1 }]);
    // Closing again issues nothing more.
    expect((await closeEndedMonths(t.db, t.clock.now())).filter((issued) => issued.userId === choi.id)).toEqual([]);
    const first = await statement(t, choiToken, 2026, 10);
    expect(first?.ctWork).toBe(2);
    expect(first?.issue).toMatchObject({ version: 1, changes: [], previous: null });

    const request = await created(await ask(t, choiToken, { date: '20261014', eventType: 'EndWork', time: '17:00' }));
    // Pending: the issued statement does not move.
    expect((await statement(t, choiToken, 2026, 10))?.issue?.version).toBe(1);
    expect((await decide(t, s.jungP1001, request.id, { decision: 'approve' })).status).toBe(200);

    const second = await statement(t, choiToken, 2026, 10);
    expect(second?.ctWork).toBe(3);
    expect(second?.issue).toEqual({
      version: 2,
      issuedAt: expect.any(String) as string,
      changes: [{ date: '20261014', eventType: 'EndWork', before: null, after: '2026-10-14T17:00:00+09:00', source: 'correction' }],
      previous: { ctWork: 2, amCost: first?.amCost, amGonjae: first?.amGonjae, amPay: first?.amPay },
    });
    expect(second?.amCost).toBeGreaterThan(first?.amCost ?? 0);
    // The worker is told it was reissued (and, October having ended weeks ago, was never told of version 1).
    expect((await outbox(t, `statement:${choi.id}:`)).map((row) => [row.kind, row.params])).toEqual([
      ['statementReissued', JSON.stringify({ year: 2026, month: 10, corporationCode: 'K001', version: 2 })],
    ]);
    const versions = await t.db.selectFrom('pay_statement_versions').select(['version', 'reason', 'statement']).where('user_id', '=', choi.id).orderBy('version').execute();
    expect(versions.map((row) => [row.version, row.reason])).toEqual([
      [1, 'closing'],
      [2, 'correction'],
    ]);
    expect((JSON.parse(versions[0]?.statement ?? '{}') as PayStatement).amPay).toBe(first?.amPay);

    // The statement's PDF is the new version and lists what changed, on one page.
    const pdfRes = await t.api.get('/certificates/statements/pdf?year=2026&month=10', { token: choiToken });
    expect(pdfRes.status).toBe(200);
    const pdf = new Uint8Array(await pdfRes.arrayBuffer());
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('재발행 내역 (제2판)');
    expect(text).toContain('10월 14일 퇴근 17:00 추가 (근태 정정)');
    expect(text).toContain(`${(first?.amPay ?? 0).toLocaleString('en-US')}원 → ${(second?.amPay ?? 0).toLocaleString('en-US')}원`);
    expect(pdfPageCount(pdf)).toBe(1);

    // The year's list and the daily settlement agree with the new version.
    const yearly = (await (await t.api.get('/pay/yearly?year=2026', { token: choiToken })).json()) as { months: { month: number; amPay: number }[] };
    expect(yearly.months.find((entry) => entry.month === 10)?.amPay).toBe(second?.amPay);
    const daily = (await (await t.api.get('/pay/daily?year=2026&month=10', { token: choiToken })).json()) as { days: { date: string; wage: number }[] };
    expect(daily.days.reduce((sum, entry) => sum + entry.wage, 0)).toBe(second?.amCost);
  });

  it('issues no new version when an approval leaves the closed month\'s pay as it was', async () => {
    // The BeginWork asked for at the time already recorded: the record changes (a correction replaces the scan), the pay does not.
    const request = await created(await ask(t, choiToken, { date: '20261012', eventType: 'BeginWork', time: '08:00', reason: '시간 확인' }));
    expect((await decide(t, s.jungP1001, request.id, { decision: 'approve' })).status).toBe(200);
    expect((await statement(t, choiToken, 2026, 10))?.issue?.version).toBe(2);
  });

  it('freezes a closed month that had nothing issued once a correction gives it pay (issue 30): version 1 at once, not at the next closing', async () => {
    // April (no public holiday): nothing of 최현우's was recorded, so its closing issued nothing.
    await closeEndedMonths(t.db, t.clock.now());
    expect(await statement(t, choiToken, 2026, 4)).toBeNull();
    for (const [eventType, time] of [
      ['BeginWork', '08:00'],
      ['EndWork', '17:00'],
    ]) {
      const request = await created(await ask(t, choiToken, { date: '20260407', eventType, time }));
      expect((await decide(t, s.jungP1001, request.id, { decision: 'approve' })).status).toBe(200);
    }
    const april = await statement(t, choiToken, 2026, 4);
    expect(april?.ctWork).toBe(1);
    expect(april?.issue).toMatchObject({ version: 1, changes: [], previous: null });
    const stored = await t.db.selectFrom('pay_statement_versions').select(['version', 'reason']).where('user_id', '=', choi.id).where('month', '=', 4).execute();
    expect(stored).toEqual([{ version: 1, reason: 'correction' }]);
  });
});

describe('a scan sent late into a closed month', () => {
  // Saturday 2026-10-31, 23:55 in Seoul: the gate's scanner is offline until after midnight.
  const { t, s } = useQrApp(new Date('2026-10-31T23:55:00+09:00'));

  it('reissues the month\'s statement with the scan listed', async () => {
    const choiToken = (await t.api.login(choi.phone)).accessToken;
    await record(t, 'BeginWork', '2026-10-30T08:00:00+09:00');
    await record(t, 'EndWork', '2026-10-30T17:00:00+09:00');
    await record(t, 'BeginWork', '2026-10-31T15:00:00+09:00');
    t.clock.advance(3 * 60_000);
    const code = await t.api.post('/qr/codes', { eventType: 'EndWork' }, { token: choiToken });
    const { payload, issuedAt } = (await code.json()) as { payload: string; issuedAt: string };
    const scannedAt = new Date(Date.parse(issuedAt) + 20_000);
    // After midnight October is closed without the end of the 31st's shift.
    t.clock.advance(5 * 60_000);
    await closeEndedMonths(t.db, t.clock.now());
    expect((await statement(t, choiToken, 2026, 10))?.issue).toMatchObject({ version: 1 });
    const sent = await t.api.post('/qr/scans', { payload, idempotencyKey: randomUUID(), scannedAt: scannedAt.toISOString() }, { token: s.jungP1001 });
    expect(sent.status).toBe(201);
    const reissued = await statement(t, choiToken, 2026, 10);
    expect(reissued?.ctWork).toBe(2);
    expect(reissued?.issue).toMatchObject({ version: 2, changes: [{ date: '20261031', eventType: 'EndWork', before: null, source: 'lateScan' }] });
    // October just ended: the worker was told its statement was ready, then that it was reissued.
    expect((await outbox(t, `statement:${choi.id}:`)).map((row) => row.kind)).toEqual(['statementReady', 'statementReissued']);
  });
});
