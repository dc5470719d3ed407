import { describe, expect, it } from 'vitest';
import type { QrCode, QrCodeStatus, QrEventList, QrNextEvent, QrScanAnswer } from '#contract/api-qr.ts';
import type { QrEventType } from '#contract/api-contract.ts';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { QR_PAYLOAD_PREFIX } from './payload.ts';
import { LIST_COUNT_CAP } from '../../keyset-cursor.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 05:00 in Seoul: the seeded workers have no events yet today. */
const NOW = new Date('2026-11-20T05:00:00+09:00');
const TODAY = '20261120';
const kim = SEED_WORKERS.kim;

async function issue(t: TestApp, token: string, eventType: QrEventType, siteCode?: string): Promise<QrCode> {
  const res = await t.api.post('/qr/codes', siteCode === undefined ? { eventType } : { eventType, siteCode }, { token });
  expect(res.status).toBe(201);
  return (await res.json()) as QrCode;
}

function scan(t: TestApp, token: string, payload: string): Promise<Response> {
  return t.api.post('/qr/scans', { payload }, { token });
}

async function accepted(t: TestApp, token: string, payload: string): Promise<QrScanAnswer> {
  const res = await scan(t, token, payload);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as QrScanAnswer;
}

async function refusal(res: Response): Promise<{ status: number; code: string; sequence: string | undefined }> {
  const body = await errorOf(res);
  return { status: res.status, code: body.code, sequence: body.fields?.sequence };
}

async function nextEvent(t: TestApp, token: string): Promise<QrEventType | null> {
  const res = await t.api.get('/qr/next-event', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as QrNextEvent).suggested;
}

/** Flips one bit of the decoded byte at `index` (negative: from the end) and encodes again. */
function tamper(payload: string, index: number): string {
  const bytes = Buffer.from(payload.slice(QR_PAYLOAD_PREFIX.length), 'base64url');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return QR_PAYLOAD_PREFIX + bytes.toString('base64url');
}

describe('issuing and scanning a QR code', () => {
  const { t, s } = useQrApp(NOW);

  it('issues a short signed code for the home project and records its event once scanned at that site', async () => {
    expect(await nextEvent(t, s.kim)).toBe('BeginWork');
    const code = await issue(t, s.kim, 'BeginWork');
    expect(code).toMatchObject({
      eventType: 'BeginWork',
      siteCode: 'P1001',
      lifetimeSeconds: 60,
      issuedAt: '2026-11-20T05:00:00+09:00',
      expiresAt: '2026-11-20T05:01:00+09:00',
    });
    expect(code.payload).toMatch(/^W1[A-Za-z0-9_-]+$/);
    expect(code.payload.length).toBeLessThanOrEqual(120);

    t.clock.advance(20_000);
    const { event } = await accepted(t, s.jungP1001, code.payload);
    expect(event).toEqual({
      id: expect.any(String) as string,
      eventType: 'BeginWork',
      occurredAt: '2026-11-20T05:00:20+09:00',
      workerName: '김민준',
      workerInitials: '민준',
      workerId: kim.id,
      hasPhoto: false,
      siteCode: 'P1001',
    });
    const stored = await t.db.selectFrom('attendance_events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: kim.id, project_code: 'P1001', type: 'BeginWork', occurred_at: t.clock.now() });
    const row = await t.db.selectFrom('qr_codes').selectAll().where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: kim.id, used_at: t.clock.now(), used_by_admin_id: '0b1e6a52-5d0e-4c7e-9a51-000000000101' });
  });

  it('feeds the work records: today shows the scanned start', async () => {
    const res = await t.api.get('/work/weekly?year=2026&month=11&day=20', { token: s.kim });
    const today = ((await res.json()) as WorkDayRecord[]).find((record) => record.date === TODAY);
    expect(today).toMatchObject({ workStartTime: '2026-11-20T05:00:20+09:00', workEndTime: '-' });
    expect(await nextEvent(t, s.kim)).toBe('EndWork');
  });

  it('refuses a second BeginWork the same day and an EndLunch without BeginLunch, telling the rule', async () => {
    expect(await refusal(await scan(t, s.jungP1001, (await issue(t, s.kim, 'BeginWork')).payload))).toEqual({
      status: 409,
      code: 'QR_SEQUENCE',
      sequence: 'beginTwice',
    });
    expect(await refusal(await scan(t, s.jungP1001, (await issue(t, s.kim, 'EndLunch')).payload))).toEqual({
      status: 409,
      code: 'QR_SEQUENCE',
      sequence: 'endLunchWithoutBegin',
    });
  });

  it('refuses an EndWork without BeginWork', async () => {
    expect(await refusal(await scan(t, s.jungP2001, (await issue(t, s.lee, 'EndWork')).payload))).toEqual({
      status: 409,
      code: 'QR_SEQUENCE',
      sequence: 'endWithoutBegin',
    });
    expect(await nextEvent(t, s.lee)).toBe('BeginWork');
  });

  it('follows a day through lunch to the end, suggesting each next event', async () => {
    // A minute after the day's start: at the same instant, which of the two came first would be left to their ids.
    t.clock.advance(60_000);
    await accepted(t, s.jungP1001, (await issue(t, s.kim, 'BeginLunch')).payload);
    expect(await nextEvent(t, s.kim)).toBe('EndLunch');
    expect(await refusal(await scan(t, s.jungP1001, (await issue(t, s.kim, 'BeginLunch')).payload))).toMatchObject({ sequence: 'lunchTwice' });
    t.clock.advance(5 * 60_000);
    await accepted(t, s.jungP1001, (await issue(t, s.kim, 'EndLunch')).payload);
    expect(await nextEvent(t, s.kim)).toBe('EndWork');
    t.clock.advance(5 * 60_000);
    await accepted(t, s.jungP1001, (await issue(t, s.kim, 'EndWork')).payload);
    expect(await nextEvent(t, s.kim)).toBeNull();
    expect(await refusal(await scan(t, s.jungP1001, (await issue(t, s.kim, 'BeginDinner')).payload))).toMatchObject({ sequence: 'afterEnd' });
  });

  it('says a code was already used, by the same admin or another', async () => {
    const code = await issue(t, s.lee, 'BeginWork');
    await accepted(t, s.jungP2001, code.payload);
    expect(await refusal(await scan(t, s.jungP2001, code.payload))).toMatchObject({ status: 409, code: 'QR_ALREADY_USED' });
  });
});

describe('refused codes', () => {
  const { t, s } = useQrApp(NOW);

  it('refuses a payload altered in its body or its signature, or not ours at all', async () => {
    const { payload } = await issue(t, s.kim, 'BeginWork');
    for (const altered of [tamper(payload, 0), tamper(payload, 3), tamper(payload, 20), tamper(payload, -1), tamper(payload, -40)]) {
      expect(altered).not.toBe(payload);
      expect(await refusal(await scan(t, s.jungP1001, altered))).toMatchObject({ status: 422, code: 'QR_INVALID' });
    }
    for (const other of ['hello', 'W1', `W2${payload.slice(2)}`, `${payload}A`, `${payload.slice(0, -1)}=`, 'W1' + 'A'.repeat(300)]) {
      expect(await refusal(await scan(t, s.jungP1001, other))).toMatchObject({ status: 422, code: 'QR_INVALID' });
    }
    expect((await scan(t, s.jungP1001, '')).status).toBe(400);
    // The genuine code is still good.
    await accepted(t, s.jungP1001, payload);
  });

  it("refuses a code for another site, whoever's admin scans it", async () => {
    const { payload } = await issue(t, s.kim, 'EndWork');
    expect(await refusal(await scan(t, s.ohP1002, payload))).toMatchObject({ status: 403, code: 'QR_WRONG_SITE' });
    expect(await refusal(await scan(t, s.jungP2001, payload))).toMatchObject({ status: 403, code: 'QR_WRONG_SITE' });
    // Not used up by the refusals.
    await accepted(t, s.jungP1001, payload);
  });

  it('judges expiry by the server clock, with a small skew tolerance', async () => {
    const late = await issue(t, s.lee, 'BeginWork');
    t.clock.advance(66_000);
    expect(await refusal(await scan(t, s.jungP2001, late.payload))).toMatchObject({ status: 410, code: 'QR_EXPIRED' });
    const onTime = await issue(t, s.lee, 'BeginWork');
    t.clock.advance(64_000);
    await accepted(t, s.jungP2001, onTime.payload);
  });

  it('refuses a signed code whose record is gone', async () => {
    const { payload } = await issue(t, s.lee, 'BeginLunch');
    await t.db.deleteFrom('qr_codes').where('used_at', 'is', null).execute();
    expect(await refusal(await scan(t, s.jungP2001, payload))).toMatchObject({ status: 422, code: 'QR_INVALID' });
  });

  it('lets only admins scan and only workers issue', async () => {
    const { payload } = await issue(t, s.lee, 'BeginLunch');
    expect(await refusal(await scan(t, s.lee, payload))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await t.api.post('/qr/codes', { eventType: 'BeginWork' }, { token: s.jungP1001 })).status).toBe(403);
    expect((await t.api.post('/qr/scans', { payload })).status).toBe(401);
  });

  it('issues for a site the worker is assigned to, and refuses others or unknown event types', async () => {
    expect((await issue(t, s.kim, 'BeginDinner', 'P1001')).siteCode).toBe('P1001');
    expect(await errorOf(await t.api.post('/qr/codes', { eventType: 'BeginWork', siteCode: 'P2001' }, { token: s.kim }))).toMatchObject({
      code: 'SITE_NOT_ALLOWED',
    });
    expect((await errorOf(await t.api.post('/qr/codes', { eventType: 'Coffee' }, { token: s.kim }))).fields).toEqual({ eventType: 'invalid' });
    expect((await errorOf(await t.api.post('/qr/codes', { eventType: '' }, { token: s.kim }))).fields).toEqual({ eventType: 'required' });
    expect((await errorOf(await t.api.post('/qr/codes', {}, { token: s.kim }))).fields).toEqual({ eventType: 'required' });
  });
});

describe('a shorter code life for a test (TEST_CODE_LIFETIMES)', () => {
  const on = useTestApp({ now: NOW, config: { testCodeLifetimes: true } });
  const off = useTestApp({ now: NOW });

  async function issueWith(t: TestApp, header: string): Promise<QrCode> {
    const { accessToken } = await t.api.login(kim.phone);
    const res = await t.api.post('/qr/codes', { eventType: 'BeginWork' }, { token: accessToken, headers: { 'X-Test-Code-Lifetime': header } });
    expect(res.status).toBe(201);
    return (await res.json()) as QrCode;
  }

  it('issues a code with the life the header asks for, never longer than the configured one, and the code expires by it', async () => {
    const short = await issueWith(on, '3');
    expect(short).toMatchObject({ lifetimeSeconds: 3, issuedAt: '2026-11-20T05:00:00+09:00', expiresAt: '2026-11-20T05:00:03+09:00' });
    // The server's 5 s of clock slack still applies.
    on.clock.advance(9_000);
    const admin = (await on.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001')).accessToken;
    expect((await refusal(await scan(on, admin, short.payload))).code).toBe('QR_EXPIRED');
    for (const asked of ['600', '0', '-5', '2.5', 'soon']) expect((await issueWith(on, asked)).lifetimeSeconds, asked).toBe(60);
  });

  it('issues a code up to an hour earlier when asked, which a scanner sending it late records at that time', async () => {
    const { accessToken } = await on.api.login(kim.phone);
    const issueAgo = async (t: TestApp, header: string) =>
      (await (await t.api.post('/qr/codes', { eventType: 'BeginWork' }, { token: accessToken, headers: { 'X-Test-Code-Issued-Ago': header } })).json()) as QrCode;
    const now = on.clock.now().getTime();
    const seoul = (ms: number) => formatSeoulIso(new Date(now + ms));
    const early = await issueAgo(on, '1800');
    expect(early).toMatchObject({ issuedAt: seoul(-1_800_000), expiresAt: seoul(-1_740_000) });
    const admin = (await on.api.adminLogin('010-9876-5432', 'A1001', 'K001', 'P1001')).accessToken;
    const res = await on.api.post('/qr/scans', { payload: early.payload, scannedAt: seoul(-1_795_000) }, { token: admin });
    expect(res.status).toBe(201);
    expect(((await res.json()) as QrScanAnswer).event.occurredAt).toBe(seoul(-1_795_000));
    // Scanned now, such a code is past its life.
    expect((await refusal(await scan(on, admin, (await issueAgo(on, '600')).payload))).code).toBe('QR_EXPIRED');
    for (const asked of ['3601', '0', '-5', '2.5', 'soon']) expect((await issueAgo(on, asked)).issuedAt, asked).toBe(seoul(0));
  });

  it('ignores the headers unless the server was started with TEST_CODE_LIFETIMES=on', async () => {
    expect((await issueWith(off, '3')).lifetimeSeconds).toBe(60);
    const { accessToken } = await off.api.login(kim.phone);
    const res = await off.api.post('/qr/codes', { eventType: 'BeginWork' }, { token: accessToken, headers: { 'X-Test-Code-Issued-Ago': '1800' } });
    expect(((await res.json()) as QrCode).issuedAt).toBe(formatSeoulIso(off.clock.now()));
  });
});

describe('codes never scanned', () => {
  const { t, s } = useQrApp(NOW);

  it('are deleted a day after they expired when codes are issued, at most once a minute (not at every code of a morning)', async () => {
    const stale = { user_id: kim.id, project_code: 'P1001', event_type: 'BeginWork' as const, issued_at: new Date(NOW.getTime() - 26 * 3_600_000), expires_at: new Date(NOW.getTime() - 25 * 3_600_000) };
    const exists = async (id: string) => (await t.db.selectFrom('qr_codes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    await t.db.insertInto('qr_codes').values({ id: 'aaaaaaaaaaaaaaa1', ...stale }).execute();
    await issue(t, s.kim, 'BeginWork');
    expect(await exists('aaaaaaaaaaaaaaa1')).toBe(false);
    // Within the minute: kept until the next sweep.
    await t.db.insertInto('qr_codes').values({ id: 'aaaaaaaaaaaaaaa2', ...stale }).execute();
    t.clock.advance(30_000);
    const recent = await issue(t, s.kim, 'BeginWork');
    expect(await exists('aaaaaaaaaaaaaaa2')).toBe(true);
    t.clock.advance(31_000);
    await issue(t, s.kim, 'BeginWork');
    expect(await exists('aaaaaaaaaaaaaaa2')).toBe(false);
    // A code expired less than a day ago stays.
    expect(await exists(recent.id)).toBe(true);
  });
});

describe('one-time use under concurrency', () => {
  const { t, s } = useQrApp(NOW);

  it('records exactly one event for 20 parallel scans of one code', async () => {
    const { payload } = await issue(t, s.kim, 'BeginWork');
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan(t, s.jungP1001, payload)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refusals = await Promise.all(answers.filter((res) => res.status !== 201).map(refusal));
    expect(refusals).toEqual(Array.from({ length: 19 }, () => ({ status: 409, code: 'QR_ALREADY_USED', sequence: undefined })));
    const events = await t.db.selectFrom('attendance_events').select('id').where('user_id', '=', kim.id).where('occurred_at', '>=', NOW).execute();
    expect(events).toHaveLength(1);
  });

  it('accepts one of two different BeginWork codes scanned at once', async () => {
    const [first, second] = [await issue(t, s.lee, 'BeginWork'), await issue(t, s.lee, 'BeginWork')];
    const answers = await Promise.all([scan(t, s.jungP2001, first.payload), scan(t, s.jungP2001, second.payload)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });
});

describe('check lists', () => {
  const { t, s } = useQrApp(NOW);

  async function list(path: string, token: string): Promise<QrEventList['items']> {
    const res = await t.api.get(path, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as QrEventList).items;
  }

  it("shows an admin the events at the session's site only, newest first, searchable by name or phone", async () => {
    await accepted(t, s.jungP1001, (await issue(t, s.kim, 'BeginWork')).payload);
    await accepted(t, s.jungP2001, (await issue(t, s.lee, 'BeginWork')).payload);
    t.clock.advance(60_000);
    await accepted(t, s.jungP1001, (await issue(t, s.kim, 'BeginLunch')).payload);

    const today = await list(`/admin/qr/events?day=${TODAY}`, s.jungP1001);
    expect(today.map((item) => item.eventType)).toEqual(['BeginLunch', 'BeginWork']);
    expect(today[0]).toMatchObject({ workerName: '김민준', workerPhone: '010-****-6789', siteCode: 'P1001', occurredAt: '2026-11-20T05:01:00+09:00' });

    const recent = await list('/admin/qr/events?limit=100', s.jungP1001);
    expect(recent.length).toBe(100);
    expect(recent.every((item) => item.siteCode === 'P1001')).toBe(true);
    const times = recent.map((item) => item.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect(await list(`/admin/qr/events?day=${TODAY}&q=${encodeURIComponent('민준')}`, s.jungP1001)).toHaveLength(2);
    expect(await list(`/admin/qr/events?day=${TODAY}&q=2345`, s.jungP1001)).toHaveLength(2);
    expect(await list(`/admin/qr/events?day=${TODAY}&q=010-2345`, s.jungP1001)).toHaveLength(2);
    expect(await list(`/admin/qr/events?day=${TODAY}&q=${encodeURIComponent('이서연')}`, s.jungP1001)).toEqual([]);
    expect(await list(`/admin/qr/events?day=${TODAY}&q=%25`, s.jungP1001)).toEqual([]);

    const other = await list(`/admin/qr/events?day=${TODAY}`, s.jungP2001);
    expect(other.map((item) => item.workerName)).toEqual(['이서연']);
    expect(await list(`/admin/qr/events?day=${TODAY}`, s.ohP1002)).toEqual([]);
  });

  it("shows a worker only the worker's own events", async () => {
    const mine = await list(`/qr/events?day=${TODAY}`, s.kim);
    expect(mine.map((item) => item.eventType)).toEqual(['BeginLunch', 'BeginWork']);
    const all = await list('/qr/events', s.lee);
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((item) => item.workerName === '이서연')).toBe(true);
    expect((await list('/qr/events?day=20261119', s.lee)).every((item) => item.occurredAt.startsWith('2026-11-19'))).toBe(true);
  });

  it('pages the whole list by cursor, past 100 events, with the total (counted up to its cap) on every page', async () => {
    const first = (await (await t.api.get('/admin/qr/events', { token: s.jungP1001 })).json()) as QrEventList;
    expect(first.items).toHaveLength(50);
    // The seeded site has recorded more than the count's cap (issue 32): the total says "more than 1000".
    expect([first.total, first.totalCapped]).toEqual([LIST_COUNT_CAP, true]);
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (await (await t.api.get(`/admin/qr/events?limit=100&cursor=${cursor}`, { token: s.jungP1001 })).json()) as QrEventList;
      expect([page.total, page.totalCapped]).toEqual([first.total, true]);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    // Every event once, newest first, down to the first month of attendance.
    expect(seen.length).toBeGreaterThan(LIST_COUNT_CAP);
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    const keys = seen.map((item) => `${item.occurredAt}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    const oldest = seen[seen.length - 1]?.occurredAt ?? '';
    expect(oldest < '2026-09-01').toBe(true);

    // A worker's own list pages the same way; a search's total counts only what matches.
    const own = (await (await t.api.get('/qr/events?limit=5', { token: s.kim })).json()) as QrEventList;
    expect(own.items).toHaveLength(5);
    expect(own.nextCursor).not.toBeNull();
    const searched = (await (await t.api.get(`/admin/qr/events?day=${TODAY}&q=${encodeURIComponent('민준')}`, { token: s.jungP1001 })).json()) as QrEventList;
    expect(searched).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
  });

  it('refuses a cursor it did not make, and a limit out of range', async () => {
    for (const query of ['cursor=nope!', 'cursor=bm9wZQ', 'limit=0', 'limit=101', 'limit=x']) {
      const res = await t.api.get(`/admin/qr/events?${query}`, { token: s.jungP1001 });
      expect(res.status, query).toBe(400);
    }
    expect((await errorOf(await t.api.get('/qr/events?cursor=bm9wZQ', { token: s.kim }))).fields).toEqual({ cursor: 'invalid' });
  });

  it('refuses a malformed day and the wrong role', async () => {
    expect((await errorOf(await t.api.get('/qr/events?day=20261131', { token: s.kim }))).fields).toEqual({ day: 'date' });
    expect((await t.api.get('/admin/qr/events', { token: s.kim })).status).toBe(403);
    expect((await t.api.get('/qr/events', { token: s.jungP1001 })).status).toBe(403);
  });
});

describe("the worker's code status", () => {
  const { t, s } = useQrApp(NOW);

  async function status(token: string, id: string): Promise<QrCodeStatus> {
    const res = await t.api.get(`/qr/codes/${id}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as QrCodeStatus;
  }

  it('is waiting until the gate records it, then names the event and its time', async () => {
    const code = await issue(t, s.kim, 'BeginWork');
    expect(code.id).toMatch(/^[0-9a-f]{16}$/);
    expect(await status(s.kim, code.id)).toEqual({ state: 'waiting', recorded: null });
    t.clock.advance(3_000);
    await accepted(t, s.jungP1001, code.payload);
    expect(await status(s.kim, code.id)).toEqual({ state: 'recorded', recorded: { eventType: 'BeginWork', occurredAt: '2026-11-20T05:00:03+09:00' } });
    // Another worker learns nothing of it; nor of an id that is not a code.
    expect(await status(s.lee, code.id)).toEqual({ state: 'waiting', recorded: null });
    expect(await status(s.kim, 'not-a-code')).toEqual({ state: 'waiting', recorded: null });
    expect((await t.api.get(`/qr/codes/${code.id}`, { token: s.jungP1001 })).status).toBe(403);
  });

  it('says expired once a code was never scanned in time', async () => {
    const code = await issue(t, s.lee, 'BeginWork');
    t.clock.advance(code.lifetimeSeconds * 1000 + 1000);
    expect(await status(s.lee, code.id)).toEqual({ state: 'expired', recorded: null });
  });
});
