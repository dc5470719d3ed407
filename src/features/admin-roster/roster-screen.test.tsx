// fake-indexeddb first: the gate log opens its store when its module loads.
import 'fake-indexeddb/auto';
/**
 * Who is on site now (/adminRoster, issue 33) against the fake API: the headcount, the counts per
 * trade and the groups with their times; offline (the service worker's last copy), the gate's own
 * scans since it counted on this phone and said; a copy of another site's not shown; a failed count
 * and trying again; the site's grace, its rule and the server's refusal; in English and Korean.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CorporationSite } from '#contract/api-auth.ts';
import { noteGateScan } from '@/domain/attendance/gate-log';
import { deletePersonalData } from '@/domain/personal-data/personal-data';
import type { FakeApi } from '@/testing/fake-api';
import { fill, press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { PARK, roster } from '@/testing/roster-answers';

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
const NOW = '2026-03-02T09:10:00+09:00';
/** The owner of the admin session's stores (render-screen's admin: admin-1 at S001). */
const OWNER = 'S001:admin-1';

afterEach(async () => {
  await deletePersonalData();
});

async function openRoster(api: FakeApi, language: 'en' | 'ko' = 'en') {
  api.answer('GET admin/currentSite', SITE);
  const rendered = await renderScreen('/adminRoster', { session: 'admin', language, now: NOW });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'On site now' : '현장 인원 현황' });
  return rendered;
}

function tiles(): string[] {
  const headcount = screen.getByRole('region', { name: 'Headcount' });
  return within(headcount)
    .getAllByRole('definition')
    .map((number) => `${number.previousElementSibling?.textContent ?? ''} ${number.textContent}`);
}

function group(name: string): { count: string; rows: string[] } {
  const section = screen.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
  return {
    count: section.querySelector('.roster__group-count')?.textContent ?? '',
    rows: within(section)
      .queryAllByRole('listitem')
      .map((item) => [...item.children].map((part) => part.textContent).join(' | ')),
  };
}

describe('who is on site now (English)', () => {
  it('the headcount, the counts per trade and each group with its times; due later is said apart', async () => {
    const api = fakeApi();
    api.answer('GET admin/roster', roster());
    await openRoster(api);
    await screen.findByRole('region', { name: 'Headcount' });
    expect(tiles()).toEqual(['On site 2', 'Not arrived 2', 'Left 1']);
    expect(screen.getByText('Counted at 09:00. 1 more is due later today.')).toBeTruthy();

    const trades = within(screen.getByRole('region', { name: 'By trade' }));
    expect(trades.getAllByRole('listitem').map((row) => [...row.children].map((part) => part.textContent).join(' | '))).toEqual([
      '철근공 | On site 1 · not arrived 1 · left 1',
      '형틀목공 | On site 1 · not arrived 1 · left 0',
    ]);

    expect(group('On site')).toEqual({ count: '2', rows: ['김민준 | 철근공 · Since 07:41', '한지민 | 형틀목공 · Since 07:55, on a break'] });
    expect(group('Not arrived')).toEqual({ count: '2', rows: ['박지훈 | 철근공 · Starts at 08:00', '강예린 | 형틀목공 · Starts at 08:00'] });
    expect(group('Left')).toEqual({ count: '1', rows: ['최현우 | 철근공 · 06:58 to 08:40'] });
    expect(group('Due later today')).toEqual({ count: '1', rows: ['문태양 | 보통인부 · Starts at 10:00'] });
  });

  it('an empty site says so in each group, and has no table and no due later', async () => {
    const api = fakeApi();
    api.answer('GET admin/roster', roster({ onSite: [], left: [], expected: [], dueLater: [] }));
    await openRoster(api);
    await screen.findByRole('region', { name: 'Headcount' });
    expect(tiles()).toEqual(['On site 0', 'Not arrived 0', 'Left 0']);
    expect(screen.queryByRole('region', { name: 'By trade' })).toBeNull();
    expect(screen.getByText('Nobody is on site.')).toBeTruthy();
    expect(screen.getByText('Everyone expected so far has arrived.')).toBeTruthy();
    expect(screen.getByText('Nobody has left yet today.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Due later today/ })).toBeNull();
  });

  it('offline: the last copy with the gate’s own scans since counted on this phone, and said; those before it not again', async () => {
    const api = fakeApi();
    // The service worker's copy of 09:00; the gate scanned 박지훈 in at 09:05 and someone it does not know at 09:06 (its log is kept a day).
    api.answer('GET admin/roster', roster());
    await noteGateScan(OWNER, { key: 'k0', workerShortId: PARK.workerShortId, workerName: '박지훈', eventType: 'BeginWork', at: '2026-03-02T08:59:00+09:00' }, Date.parse(NOW));
    await noteGateScan(OWNER, { key: 'k1', workerShortId: PARK.workerShortId, workerName: '박지훈', eventType: 'BeginWork', at: '2026-03-02T09:05:00+09:00' }, Date.parse(NOW));
    await noteGateScan(OWNER, { key: 'k2', workerShortId: 'ffffffff', workerName: null, eventType: 'BeginWork', at: '2026-03-02T09:06:00+09:00' }, Date.parse(NOW));
    await openRoster(api);
    expect((await screen.findByText(/^Counted on this phone/)).textContent).toBe('Counted on this phone: 2 scans at this gate since then are included.');
    expect(tiles()).toEqual(['On site 4', 'Not arrived 1', 'Left 1']);
    expect(group('On site').rows.slice(2)).toEqual(['박지훈 | 철근공 · Since 09:05', 'A worker this phone does not know | No contract at this site · Since 09:06']);
  });

  it('a copy of another site’s count (the admin changed site) is not shown', async () => {
    const api = fakeApi();
    api.answer('GET admin/roster', roster({ siteCode: 'S002' }));
    await openRoster(api);
    expect(await screen.findByText('No count of this site is saved on this phone yet. Connect once to load it.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Headcount' })).toBeNull();
  });

  it('a count that fails says why and is tried again; "Count again" counts again', async () => {
    const api = fakeApi();
    api.refuse('GET admin/roster', 500, 'INTERNAL', undefined, { once: true });
    api.answer('GET admin/roster', roster());
    await openRoster(api);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    await press('Try again');
    await screen.findByRole('region', { name: 'Headcount' });
    expect(api.callsTo('GET admin/roster')).toBe(2);
    await press('Count again');
    await vi.waitFor(() => expect(api.callsTo('GET admin/roster')).toBe(3));
  });

  it('the grace: whole minutes 0 to 180 before sending; saved, the count is made again with it; the server’s refusal is said', async () => {
    const api = fakeApi();
    api.answer('GET admin/roster', roster());
    api.refuse('PUT admin/roster/grace', 400, 'BAD_REQUEST', { fields: { graceMinutes: 'range' } }, { once: true });
    api.answer('PUT admin/roster/grace', roster({ graceMinutes: 60 }));
    await openRoster(api);
    const grace = await screen.findByRole('region', { name: 'When a worker counts as not arrived' });
    expect((within(grace).getByLabelText('Minutes after the contracted start') as HTMLInputElement).value).toBe('30');
    for (const wrong of ['181', '-5', '1.5', 'ten', '']) {
      fill('Minutes after the contracted start', wrong);
      await act(async () => fireEvent.click(within(grace).getByRole('button', { name: 'Save' })));
      expect(within(grace).getByText('Enter whole minutes from 0 to 180.')).toBeTruthy();
    }
    expect(api.callsTo('PUT admin/roster/grace')).toBe(0);
    fill('Minutes after the contracted start', '60');
    await act(async () => fireEvent.click(within(grace).getByRole('button', { name: 'Save' })));
    expect((await within(grace).findByRole('alert')).textContent).toBe('Some of what you entered is not valid. Check it and try again.');
    await act(async () => fireEvent.click(within(grace).getByRole('button', { name: 'Save' })));
    await vi.waitFor(() => expect(api.callsTo('GET admin/roster')).toBe(2));
    expect(api.lastRequest('PUT admin/roster/grace').body).toEqual({ graceMinutes: 60 });
  });
});

describe('who is on site now (Korean)', () => {
  it('the headcount and the groups in the words of a Korean site office', async () => {
    const api = fakeApi();
    api.answer('GET admin/roster', roster());
    await openRoster(api, 'ko');
    const headcount = await screen.findByRole('region', { name: '인원 집계' });
    expect(within(headcount).getAllByRole('term').map((term) => term.textContent)).toEqual(['현장 내', '미출근', '퇴근']);
    expect(screen.getByText('09:00 기준. 오늘 늦게 출근 예정 1명.')).toBeTruthy();
    expect(screen.getByText('형틀목공 · 07:55부터, 휴게 중')).toBeTruthy();
  });
});
