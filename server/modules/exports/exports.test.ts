/**
 * The site's attendance files (issue 33): the day's attendance and the month's summary, CSV and XLSX,
 * opened and read back; the reader's language; a name a spreadsheet would run as a formula; the
 * rules of the day and month; another site's admin; the staff API.
 */
import { randomUUID } from 'node:crypto';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import type { EventSource } from '#contract/api-corrections.ts';
import { SEED_WORKERS } from '../../seed/seed.ts';
import { errorOf, useTestApp, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 18:00 in Seoul. */
const NOW = new Date('2026-11-20T18:00:00+09:00');
const STAFF_TOKEN = 'staff-token-for-the-export-tests-0123456789';

/** 정관리 at 판교; 오현장 at 광교 (P1002). */
const admin = (t: TestApp, siteCode = 'P1001') =>
  (siteCode === 'P1002' ? t.api.adminLogin('010-8765-4321', 'A2001', 'K001', 'P1002') : t.api.adminLogin('010-9876-5432', 'A1001', 'K001', siteCode)).then((session) => session.accessToken);

async function record(t: TestApp, userId: string, events: [string, string, EventSource][]): Promise<void> {
  await t.db
    .insertInto('attendance_events')
    .values(events.map(([type, time, source]) => ({ id: randomUUID(), user_id: userId, project_code: 'P1001', type: type as 'BeginWork', occurred_at: new Date(`2026-11-20T${time}:00+09:00`), source })))
    .execute();
}

async function download(t: TestApp, path: string, language: string, token?: string): Promise<Response> {
  return t.api.get(path, { token: token ?? (await admin(t)), headers: { 'accept-language': language } });
}

/** The CSV's rows, its fields split as a spreadsheet would (quotes honoured). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1));
}

describe("the site's attendance files (issue 33)", () => {
  const t = useTestApp({ now: NOW, config: { staffApiToken: STAFF_TOKEN } });

  it("the day's attendance as CSV (UTF-8 with BOM) in Korean: a row a worker, how it was recorded, a shift under way, the total", async () => {
    await record(t, SEED_WORKERS.choi.id, [
      ['BeginWork', '07:30', 'scan'],
      ['BeginLunch', '12:00', 'scan'],
      ['EndLunch', '13:00', 'scan'],
      ['EndWork', '17:00', 'offlineScan'],
    ]);
    await record(t, SEED_WORKERS.han.id, [['BeginWork', '08:00', 'correction']]);
    const res = await download(t, '/admin/exports/day?date=2026-11-20&format=csv', 'ko');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="attendance-P1001-2026-11-20.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(new TextDecoder().decode(bytes));
    expect(rows[0]).toEqual(['성명', '직종', '출근', '퇴근', '근로시간', '기록 방법']);
    const choi = rows.find((row) => row[0] === '최현우');
    expect(choi?.slice(2)).toEqual(['07:30', '17:00', '8.5', 'QR, QR (나중에 전송)']);
    expect(rows.find((row) => row[0] === '한지민')?.slice(2)).toEqual(['08:00', '근무 중', '0', '정정 승인']);
    const body = rows.slice(1, -1);
    const total = rows[rows.length - 1];
    expect(total?.[0]).toBe(`합계 (${String(body.length)})`);
    expect(Number(total?.[4])).toBeCloseTo(body.reduce((sum, row) => sum + Number(row[4]), 0), 2);
  });

  it("the same day as XLSX in English, read back: numbers as numbers; a name that starts like a formula stays text (and is defused in the CSV)", async () => {
    await t.db.updateTable('users').set({ name: '=HYPERLINK("http://x","y")' }).where('id', '=', SEED_WORKERS.han.id).execute();
    const res = await download(t, '/admin/exports/day?date=2026-11-20&format=xlsx', 'en');
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual(['Name', 'Trade', 'Start', 'End', 'Hours', 'Recorded by']);
    expect(rows.find((row) => row[0] === '최현우')?.slice(2)).toEqual(['07:30', '17:00', 8.5, 'QR scan, QR scan, sent later']);
    expect(rows.find((row) => row[1] !== null && String(row[0]).startsWith('=HYPERLINK'))?.[0]).toBe('=HYPERLINK("http://x","y")');
    const csv = csvRows(await (await download(t, '/admin/exports/day?date=2026-11-20&format=csv', 'en')).text());
    expect(csv.find((row) => row[0]?.includes('HYPERLINK'))?.[0]).toBe('\'=HYPERLINK("http://x","y")');
    await t.db.updateTable('users').set({ name: SEED_WORKERS.han.name }).where('id', '=', SEED_WORKERS.han.id).execute();
  });

  it("the month's summary as XLSX: each day's hours, days and total per worker, and the totals row", async () => {
    const rows = await readSheet(Buffer.from(await (await download(t, '/admin/exports/month?year=2026&month=11&format=xlsx', 'en')).arrayBuffer()));
    expect(rows[0]).toEqual(['Name', 'Trade', ...Array.from({ length: 30 }, (_, index) => String(index + 1)), 'Days', 'Total hours']);
    const choi = rows.find((row) => row[0] === '최현우') ?? [];
    expect(choi[2 + 19]).toBe(8.5);
    expect(choi.slice(-2)).toEqual([1, 8.5]);
    const body = rows.slice(1, -1);
    const total = rows[rows.length - 1] ?? [];
    expect(total[0]).toBe(`Total (${String(body.length)})`);
    expect(total[total.length - 2]).toBe(body.reduce((sum, row) => sum + Number(row[row.length - 2]), 0));
    // The CSV has the same table.
    const csv = csvRows(await (await download(t, '/admin/exports/month?year=2026&month=11&format=csv', 'en')).text());
    expect(csv.length).toBe(rows.length);
    expect(csv.find((row) => row[0] === '최현우')?.slice(-2)).toEqual(['1', '8.5']);
  });

  it('refuses a day or month after today, a day that does not exist and an unknown format; another site sees only its own', async () => {
    expect((await errorOf(await download(t, '/admin/exports/day?date=2026-11-21&format=csv', 'en'))).fields).toEqual({ date: 'future' });
    expect((await errorOf(await download(t, '/admin/exports/day?date=2026-02-30&format=csv', 'en'))).fields).toEqual({ date: 'date' });
    expect((await errorOf(await download(t, '/admin/exports/month?year=2026&month=12&format=csv', 'en'))).fields).toEqual({ month: 'future' });
    expect((await download(t, '/admin/exports/day?date=2026-11-20&format=pdf', 'en')).status).toBe(400);
    const elsewhere = csvRows(await (await download(t, '/admin/exports/day?date=2026-11-20&format=csv', 'en', await admin(t, 'P1002'))).text());
    expect(elsewhere.map((row) => row[0])).not.toContain('최현우');
  });

  it("the check list's search of a day as CSV: each event with its time, worker and masked phone, oldest first; a day after today is refused", async () => {
    const rows = csvRows(await (await download(t, `/admin/exports/checkList?day=20261120&q=${encodeURIComponent('최현')}`, 'ko')).text());
    expect(rows).toEqual([
      ['날짜', '시각', '구분', '성명', '휴대폰'],
      ['2026-11-20', '07:30', '출근', '최현우', '010-****-1937'],
      ['2026-11-20', '12:00', '점심 시작', '최현우', '010-****-1937'],
      ['2026-11-20', '13:00', '점심 종료', '최현우', '010-****-1937'],
      ['2026-11-20', '17:00', '퇴근', '최현우', '010-****-1937'],
    ]);
    expect((await errorOf(await download(t, '/admin/exports/checkList?day=20261121', 'ko'))).fields).toEqual({ day: 'future' });
    expect((await download(t, '/admin/exports/checkList?day=2026-11-20', 'ko')).status).toBe(400);
  });

  it('the staff API gives the same files for the site it names; an unknown site is 404', async () => {
    const staff = (path: string) => t.api.request('GET', `${API_PREFIX}${path}`, { headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'accept-language': 'ko' }, xsrf: false });
    const res = await staff('/staff/sites/P1001/exports/day?date=2026-11-20&format=csv');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await (await download(t, '/admin/exports/day?date=2026-11-20&format=csv', 'ko')).text());
    expect((await staff('/staff/sites/P9999/exports/month?year=2026&month=11&format=xlsx')).status).toBe(404);
  });
});
