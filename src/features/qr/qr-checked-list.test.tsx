/**
 * The QR check lists against the fake API: the worker's own (/qrCheckedList: no name search) and the
 * admin's (/adminQrCheckedList: the active site, each event's worker, search by name or phone): the
 * events grouped by day, newest first; "Show more" paging with the total; search by day; an empty
 * list; loading; an error answer, and one while paging. In English, and the total in Korean (its
 * words come in another order). Loading as the end scrolls into view stays in e2e (happy-dom has no
 * layout).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QrEventType } from '#contract/api-contract.ts';
import type { QrEventItem, QrEventList } from '#contract/api-qr.ts';
import { fakeApi, renderScreen } from '@/testing/render-screen';

// The hand-over to the phone is deliver-file.ts's (tested there); here, what it is given.
const deliver = vi.hoisted(() => ({ deliverFile: vi.fn(async (_blob: Blob, _name: string, _title: string) => 'downloaded' as const) }));
vi.mock('@/platform/files/deliver-file', () => deliver);

const TYPES: QrEventType[] = ['EndWork', 'EndLunch', 'BeginLunch', 'BeginWork'];

/** `count` events of 김민준 from number `from` on, newest first, four a day counting back from November 18th. */
function events(count: number, from = 0, worker = { name: '김민준', phone: '010-****-6789' }): QrEventItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const day = Temporal.PlainDate.from('2026-11-18').subtract({ days: Math.floor(n / 4) });
    const time = ['17:05', '13:00', '12:00', '07:58'][n % 4] ?? '07:58';
    return { id: `e${String(n)}`, eventType: TYPES[n % 4] ?? 'BeginWork', occurredAt: `${day.toString()}T${time}:00+09:00`, workerName: worker.name, workerPhone: worker.phone, siteCode: 'P1001' };
  });
}

function page(items: QrEventItem[], nextCursor: string | null, total: number, totalCapped = false): QrEventList {
  return { items, nextCursor, total, totalCapped };
}

function rows(): string[] {
  return [...document.querySelectorAll('.qr-event')].map((row) => row.textContent);
}

function status(): string | null {
  return screen.queryByRole('status')?.textContent ?? null;
}

async function openList(url: '/qrCheckedList' | '/adminQrCheckedList', language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen(url, { session: url === '/qrCheckedList' ? 'worker' : 'admin', language });
  await screen.findByRole('heading', { name: language === 'en' ? 'QR check list' : 'QR 체크 목록', level: 1 });
  return rendered;
}

async function showMore() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more' })));
}

async function search(fields: { day?: string; q?: string }) {
  if (fields.q !== undefined) fireEvent.change(screen.getByLabelText('Name or phone number'), { target: { value: fields.q } });
  if (fields.day !== undefined) fireEvent.change(screen.getByLabelText('Day'), { target: { value: fields.day } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
}

describe('the worker’s QR check list (English)', () => {
  it('groups the events by day, newest first, has no name search, and pages with “Show more” and the total', async () => {
    const api = fakeApi();
    api.answer('GET qr/events', page(events(50), 'c1', 120), { once: true });
    api.answer('GET qr/events', page(events(50, 50), 'c2', 120), { once: true });
    api.answer('GET qr/events', page(events(20, 100), null, 120), { once: true });
    await openList('/qrCheckedList');
    await screen.findByText('Showing 50 of 120');
    expect(Object.fromEntries(api.lastRequest('GET qr/events').query)).toEqual({});
    expect(screen.getByLabelText('Day')).toBeTruthy();
    expect(screen.queryByLabelText('Name or phone number')).toBeNull();
    expect(rows()).toHaveLength(50);
    expect(rows().slice(0, 5)).toEqual(['17:05End work', '13:00Lunch end', '12:00Lunch start', '07:58Start work', '17:05End work']);
    const today = within(screen.getByRole('region', { name: '2026.11.18' }));
    expect(today.getByRole('heading', { name: '2026.11.18' })).toBeTruthy();
    expect(today.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('region').map((day) => day.getAttribute('aria-label')).slice(0, 3)).toEqual(['2026.11.18', '2026.11.17', '2026.11.16']);

    await showMore();
    await screen.findByText('Showing 100 of 120');
    expect(api.lastRequest('GET qr/events').query.get('cursor')).toBe('c1');
    expect(rows()).toHaveLength(100);
    await showMore();
    await screen.findByText('Showing 120 of 120');
    expect(api.lastRequest('GET qr/events').query.get('cursor')).toBe('c2');
    expect(rows()).toHaveLength(120);
    // The last page: no more to show.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.callsTo('GET qr/events')).toBe(3);
  });

  it('searches by day, asking for that day from the first page', async () => {
    const api = fakeApi();
    api.answer('GET qr/events', page(events(50), 'c1', 120), { once: true });
    api.answer('GET qr/events', page(events(4, 8), null, 4), { once: true });
    await openList('/qrCheckedList');
    await screen.findByText('Showing 50 of 120');
    await search({ day: '2026-11-16' });
    await screen.findByText('Showing 4 of 4');
    expect(Object.fromEntries(api.lastRequest('GET qr/events').query)).toEqual({ day: '20261116' });
    expect(screen.getAllByRole('region').map((day) => day.getAttribute('aria-label'))).toEqual(['2026.11.16']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('no events: says none were found, with no total', async () => {
    const api = fakeApi();
    api.answer('GET qr/events', page([], null, 0));
    await openList('/qrCheckedList');
    expect(await screen.findByText('No QR check-ins were found.')).toBeTruthy();
    expect(status()).toBeNull();
    expect(rows()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('while loading says so, never “none found”', async () => {
    const api = fakeApi();
    const pending = api.defer('GET qr/events');
    await openList('/qrCheckedList');
    await pending.requested;
    expect(status()).toBe('Loading…');
    expect(screen.queryByText('No QR check-ins were found.')).toBeNull();
    await act(async () => pending.answer(page(events(3), null, 3)));
    await screen.findByText('Showing 3 of 3');
    expect(rows()).toHaveLength(3);
  });

  it('an error answer is shown, not an empty list', async () => {
    const api = fakeApi();
    api.refuse('GET qr/events', 500, 'INTERNAL');
    await openList('/qrCheckedList');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByText('No QR check-ins were found.')).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('a page that fails while paging says so and keeps what was shown; “Show more” tries again', async () => {
    const api = fakeApi();
    api.answer('GET qr/events', page(events(50), 'c1', 70), { once: true });
    api.failNetwork('GET qr/events', { once: true });
    api.answer('GET qr/events', page(events(20, 50), null, 70), { once: true });
    await openList('/qrCheckedList');
    await screen.findByText('Showing 50 of 70');
    await showMore();
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    expect(rows()).toHaveLength(50);
    await showMore();
    await screen.findByText('Showing 70 of 70');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.lastRequest('GET qr/events').query.get('cursor')).toBe('c1');
  });
});

describe('the admin’s QR check list (English)', () => {
  const SITE = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '송도 아파트 3단지' };

  it('shows the active site and each event’s worker; pages with the total', async () => {
    const api = fakeApi();
    api.answer('GET admin/currentSite', SITE);
    api.answer('GET admin/qr/events', page(events(50), 'c1', 130), { once: true });
    api.answer('GET admin/qr/events', page(events(50, 50, { name: '이서연', phone: '010-****-1234' }), 'c2', 130), { once: true });
    await openList('/adminQrCheckedList');
    await screen.findByText('Showing 50 of 130');
    expect(await screen.findByText('송도 아파트 3단지')).toBeTruthy();
    expect(screen.getByText('대성토건(주)')).toBeTruthy();
    expect(rows()[0]).toBe('17:05End work김민준 · 010-****-6789');
    await showMore();
    await screen.findByText('Showing 100 of 130');
    expect(rows()[99]).toBe('07:58Start work이서연 · 010-****-1234');
    expect(api.lastRequest('GET admin/qr/events').query.get('cursor')).toBe('c1');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('searches by name or phone and by day; the words are trimmed; an empty search asks for the latest again', async () => {
    const api = fakeApi();
    api.answer('GET admin/currentSite', SITE);
    api.answer('GET admin/qr/events', page(events(50), 'c1', 130), { once: true });
    api.answer('GET admin/qr/events', page(events(2), null, 2), { once: true });
    api.answer('GET admin/qr/events', page([], null, 0), { once: true });
    api.answer('GET admin/qr/events', page(events(50), 'c1', 130), { once: true });
    await openList('/adminQrCheckedList');
    await screen.findByText('Showing 50 of 130');

    await search({ q: '  김민 ' });
    await screen.findByText('Showing 2 of 2');
    expect(Object.fromEntries(api.lastRequest('GET admin/qr/events').query)).toEqual({ q: '김민' });
    expect(rows()).toEqual(['17:05End work김민준 · 010-****-6789', '13:00Lunch end김민준 · 010-****-6789']);

    await search({ q: '6789', day: '2026-10-01' });
    expect(await screen.findByText('No QR check-ins were found.')).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET admin/qr/events').query)).toEqual({ q: '6789', day: '20261001' });

    await search({ q: '', day: '' });
    await screen.findByText('Showing 50 of 130');
    expect(Object.fromEntries(api.lastRequest('GET admin/qr/events').query)).toEqual({});
  });

  it('the search of a day downloads as CSV (with the words searched); without a day it says how', async () => {
    const api = fakeApi();
    api.answer('GET admin/currentSite', SITE);
    api.answer('GET admin/qr/events', page(events(2), null, 2));
    api.answerFile('GET admin/exports/checkList', '\uFEFFDate,Time\r\n', { once: true });
    api.refuse('GET admin/exports/checkList', 500, 'INTERNAL');
    await openList('/adminQrCheckedList');
    expect(await screen.findByText('Choose a day and search to download the list as a CSV file.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download this list (CSV)' })).toBeNull();

    await search({ q: ' 김민 ', day: '2026-11-18' });
    await screen.findByText('Showing 2 of 2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download this list (CSV)' })));
    await vi.waitFor(() => expect(screen.getByText('Saved: qr-check-list-S001-2026-11-18.csv')).toBeTruthy());
    expect(Object.fromEntries(api.lastRequest('GET admin/exports/checkList').query)).toEqual({ day: '20261118', q: '김민' });
    const [blob, name] = deliver.deliverFile.mock.calls[0] ?? [];
    expect([await blob?.text(), name]).toEqual(['\uFEFFDate,Time\r\n', 'qr-check-list-S001-2026-11-18.csv']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download this list (CSV)' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
  });

  it('a site with more events than the server counts says “more than” (issue 32)', async () => {
    const api = fakeApi();
    api.answer('GET admin/currentSite', SITE);
    api.answer('GET admin/qr/events', page(events(50), 'c1', 1000, true));
    await openList('/adminQrCheckedList');
    expect(await screen.findByText('Showing 50 of more than 1000')).toBeTruthy();
  });

  it('a refusal is shown (403 FORBIDDEN)', async () => {
    const api = fakeApi();
    api.answer('GET admin/currentSite', SITE);
    api.refuse('GET admin/qr/events', 403, 'FORBIDDEN');
    await openList('/adminQrCheckedList');
    expect((await screen.findByRole('alert')).textContent).toBe('Access is not possible.');
    expect(screen.queryByText('No QR check-ins were found.')).toBeNull();
  });
});

describe('QR check list (Korean)', () => {
  it('says the total in Korean order', async () => {
    const api = fakeApi();
    api.answer('GET qr/events', page(events(50), 'c1', 120));
    await openList('/qrCheckedList', 'ko');
    expect(await screen.findByText('120건 중 50건 표시')).toBeTruthy();
    await vi.waitFor(() => expect(rows()[0]).toBe('17:05퇴근'));
    expect(screen.getByRole('button', { name: '더 보기' })).toBeTruthy();
  });
});
