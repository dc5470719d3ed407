/**
 * A record for a worker without a phone (/adminSiteRecord, issue 33, decision 081) against the fake
 * API: the search (its rule, nothing found, one found chosen at once, several to choose from), the face
 * or the ID card to check, the event and the reason asked for, the record sent with its key and said
 * done, each refusal said in the admin's words with what was chosen kept; a lost answer kept on the
 * phone and sent again by the gate's queue with the same key and the time it was made; offline, the
 * search among the workers the phone keeps and the record kept until the connection is back; and in
 * Korean.
 */
// fake-indexeddb first: the gate's queue and the scanner keys open their IndexedDB stores when their modules load.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CorporationSite } from '#contract/api-auth.ts';
import type { QrScannedEvent, ScannerKeys, SiteWorker } from '#contract/api-qr.ts';
import { GATE_LOG_STORE, SCAN_OUTBOX_STORE, SCANNER_KEYS_STORE } from '@/domain/personal-data/personal-stores';
import type { FakeApi } from '@/testing/fake-api';
import { fill, press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
const NOW = '2026-03-02T07:40:00+09:00';
const CHOI: SiteWorker = { userId: '0b1e6a52-5d0e-4c7e-9a51-000000000004', name: '최현우', initials: '현우', phone: '010-****-1937', jobTitle: '보통인부', hasPhoto: true };
const CHOI_SUNG: SiteWorker = { userId: '0b1e6a52-5d0e-4c7e-9a51-000000000007', name: '최성민', initials: '성민', phone: '010-****-2210', jobTitle: '철근공', hasPhoto: false };
const RECORDED: QrScannedEvent = {
  id: 'ev-9',
  eventType: 'BeginWork',
  occurredAt: '2026-03-02T07:40:00+09:00',
  workerName: '최현우',
  workerInitials: '현우',
  workerId: CHOI.userId,
  hasPhoto: true,
  siteCode: 'S001',
};

/** The site's workers the phone keeps for the scanner (and for an offline search here). */
const KEYS: ScannerKeys = {
  serverTime: NOW,
  siteCode: 'S001',
  skewSeconds: 5,
  serverKeys: [],
  workers: [
    { userId: CHOI.userId, shortId: '00000004', name: '최현우', initials: '현우', deviceKeys: [] },
    { userId: CHOI_SUNG.userId, shortId: '00000007', name: '최성민', initials: '성민', deviceKeys: [] },
  ],
};

beforeEach(async () => {
  for (const { database, store } of [SCAN_OUTBOX_STORE, SCANNER_KEYS_STORE, GATE_LOG_STORE]) await clear(createStore(database, store));
});

/** The phone's connection, as the browser says it (navigator.onLine and its events). */
function goOffline(): void {
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onTestFinished(() => spy.mockRestore());
  window.dispatchEvent(new Event('offline'));
}

function comeBackOnline(): void {
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  onTestFinished(() => spy.mockRestore());
  window.dispatchEvent(new Event('online'));
}

async function open(api: FakeApi, language: 'en' | 'ko' = 'en') {
  api.answer('GET admin/currentSite', SITE);
  api.answer('GET qr/scanner-keys', KEYS);
  api.answerFile('GET admin/workers/{userId}/photo', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
  await renderScreen('/adminSiteRecord', { session: 'admin', language, now: NOW });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Record without a phone' : '휴대폰 없이 기록' });
}

function choose(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

function statuses(): string[] {
  return screen.queryAllByRole('status').map((status) => status.textContent);
}

describe('a record for a worker without a phone (English)', () => {
  it('finds the one worker, shows the face to check, asks for the event and the reason, records with a key and says it is done', async () => {
    const api = fakeApi();
    api.answer('GET admin/siteRecords/workers', { items: [CHOI] });
    api.answer('POST admin/siteRecords', { event: RECORDED });
    await open(api);
    await press('Find');
    expect(screen.getByText("Enter part of the worker's name or phone number.")).toBeTruthy();
    expect(api.callsTo('GET admin/siteRecords/workers')).toBe(0);
    fill('Name or phone number', ' 현우 ');
    await press('Find');
    const form = await screen.findByRole('region', { name: '최현우' });
    expect(api.lastRequest('GET admin/siteRecords/workers').query.get('q')).toBe('현우');
    expect(await within(form).findByRole('img', { name: 'Face photo of 최현우' })).toBeTruthy();
    expect(within(form).getByText('Check the face against the person in front of you.')).toBeTruthy();
    expect(within(form).getByText('보통인부 · 010-****-1937')).toBeTruthy();

    await press('Record now');
    expect(within(form).getByText('Choose the event to record.')).toBeTruthy();
    expect(within(form).getByText('Choose why there is no scan.')).toBeTruthy();
    expect(api.callsTo('POST admin/siteRecords')).toBe(0);
    choose('Event', 'BeginWork');
    choose('Why there is no scan', 'phoneDead');
    await press('Record now');
    await vi.waitFor(() => expect(statuses()).toContain('Recorded: 최현우 · Start work · 07:40. The worker sees it as recorded by the site.'));
    const sent = api.lastRequest('POST admin/siteRecords').body as { idempotencyKey: string };
    // The time it was made goes with it (the server counts a late one at it, ADR 007).
    expect(sent).toEqual({ userId: CHOI.userId, eventType: 'BeginWork', reason: 'phoneDead', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, recordedAt: expect.stringMatching(/^2026-03-01T22:40:0\d\.\d{3}Z$/) as string });
    expect(screen.queryByRole('region', { name: '최현우' })).toBeNull();
    expect((screen.getByLabelText('Name or phone number') as HTMLInputElement).value).toBe('');
  });

  it('several found: the admin chooses one; none found says so; without a photo the ID card is checked', async () => {
    const api = fakeApi();
    api.answer('GET admin/siteRecords/workers', { items: [] }, { once: true });
    api.answer('GET admin/siteRecords/workers', { items: [CHOI, CHOI_SUNG] });
    await open(api);
    fill('Name or phone number', '박');
    await press('Find');
    await vi.waitFor(() => expect(statuses()).toContain('No worker of this site today matches "박".'));
    fill('Name or phone number', '최');
    await press('Find');
    const list = await screen.findByRole('list', { name: 'Workers found' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['최현우보통인부 · 010-****-1937', '최성민철근공 · 010-****-2210']);
    expect(screen.queryByRole('region', { name: '최성민' })).toBeNull();
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: /최성민/ })));
    const form = screen.getByRole('region', { name: '최성민' });
    expect(within(form).getByText("No photo: check the person's ID card.")).toBeTruthy();
    expect(within(list).getByRole('button', { name: /최성민/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('each refusal in the admin’s words, the choice kept; a lost answer is kept on the phone and sent again with the same key and time', async () => {
    const api = fakeApi();
    api.answer('GET admin/siteRecords/workers', { items: [CHOI] });
    api.refuse('POST admin/siteRecords', 409, 'QR_SEQUENCE', { fields: { sequence: 'beginTwice' } }, { once: true });
    api.refuse('POST admin/siteRecords', 403, 'NOT_READY_FOR_WORK', { fields: { missing: 'training' } }, { once: true });
    api.refuse('POST admin/siteRecords', 403, 'EMPLOYMENT_ENDED', {}, { once: true });
    api.failNetwork('POST admin/siteRecords', { once: true });
    api.answer('POST admin/siteRecords', { event: RECORDED });
    await open(api);
    fill('Name or phone number', '현우');
    await press('Find');
    await screen.findByRole('region', { name: '최현우' });
    choose('Event', 'BeginWork');
    choose('Why there is no scan', 'noPhone');
    const alert = async () => (await screen.findByRole('alert')).textContent;
    await press('Record now');
    await vi.waitFor(async () => expect(await alert()).toBe('This worker already started work today. Choose End work or a break.'));
    await press('Record now');
    await vi.waitFor(async () => expect(await alert()).toBe("This worker's basic safety training is not recorded: record the training card under Workers first."));
    await press('Record now');
    await vi.waitFor(async () => expect(await alert()).toBe("This worker's employment at this site has ended: nothing can be recorded for them here."));
    expect((screen.getByLabelText('Event') as HTMLSelectElement).value).toBe('BeginWork');
    // No answer: kept on the phone, said so, and sent again by the queue.
    await press('Record now');
    await vi.waitFor(() => expect(statuses()).toContain('Kept on this phone: 최현우 · Start work · 07:40. It is sent when the connection is back and counts at 07:40.'));
    expect(statuses()).toContain('1 record or scan waits on this phone to be sent.');
    const lost = api.lastRequest('POST admin/siteRecords').body as { idempotencyKey: string; recordedAt: string };
    await act(async () => comeBackOnline());
    await vi.waitFor(() => expect(api.callsTo('POST admin/siteRecords')).toBe(5));
    expect(api.lastRequest('POST admin/siteRecords').body).toEqual(lost);
    await vi.waitFor(() => expect(statuses().some((text) => text.includes('waits on this phone'))).toBe(false));
  });

  it('offline: finds the worker among those this phone keeps, keeps the record and sends it with its time once the connection is back', async () => {
    const api = fakeApi();
    api.answer('POST admin/siteRecords', { event: RECORDED });
    await open(api);
    // Online, the screen keeps the site's workers for later.
    await vi.waitFor(() => expect(api.callsTo('GET qr/scanner-keys')).toBe(1));
    await act(async () => goOffline());
    fill('Name or phone number', '현우');
    await press('Find');
    const form = await screen.findByRole('region', { name: '최현우' });
    expect(screen.getByText('Offline: workers this phone knows, found by name. The record is kept on this phone and sent when the connection is back.')).toBeTruthy();
    expect(within(form).getByText("No photo: check the person's ID card.")).toBeTruthy();
    choose('Event', 'BeginWork');
    choose('Why there is no scan', 'phoneDead');
    await press('Record now');
    await vi.waitFor(() => expect(statuses()).toContain('Kept on this phone: 최현우 · Start work · 07:40. It is sent when the connection is back and counts at 07:40.'));
    expect(api.callsTo('POST admin/siteRecords')).toBe(0);
    expect(api.callsTo('GET admin/siteRecords/workers')).toBe(0);

    await act(async () => comeBackOnline());
    await vi.waitFor(() => expect(api.callsTo('POST admin/siteRecords')).toBe(1));
    expect(api.lastRequest('POST admin/siteRecords').body).toMatchObject({ userId: CHOI.userId, eventType: 'BeginWork', reason: 'phoneDead', recordedAt: expect.stringMatching(/^2026-03-01T22:40:0\d\.\d{3}Z$/) as string });
  });

  it('offline on a phone that never kept the site’s workers, the search says how to get them', async () => {
    const api = fakeApi();
    api.refuse('GET qr/scanner-keys', 500, 'INTERNAL');
    await open(api);
    await act(async () => goOffline());
    fill('Name or phone number', '현우');
    await press('Find');
    expect(await screen.findByText("Offline, and this phone has no list of the site's workers yet. Open this screen or the scanner once with the connection.")).toBeTruthy();
  });
});

describe('a record for a worker without a phone (Korean)', () => {
  it('in the words of a Korean site office', async () => {
    const api = fakeApi();
    api.answer('GET admin/siteRecords/workers', { items: [CHOI] });
    await open(api, 'ko');
    fill('이름 또는 휴대폰 번호', '현우');
    await press('조회');
    const form = await screen.findByRole('region', { name: '최현우' });
    expect(within(form).getByText('눈앞의 사람과 얼굴을 대조하세요.')).toBeTruthy();
    const reasons = within(within(form).getByRole('combobox', { name: '스캔하지 못한 이유' })).getAllByRole('option').map((option) => option.textContent);
    expect(reasons).toEqual(['이유 선택', '휴대폰 배터리 방전', '스마트폰 없음', '휴대폰을 두고 옴', '휴대폰에서 앱이 작동하지 않음']);
  });
});
