/**
 * A day of the worker's record (/workCorrections?date=…) against the fake API: the recorded events
 * with where each came from and the replaced ones struck through, a night shift's end on the next
 * day, a day without an end asking for it, the day's requests and the audit trail, withdrawing a
 * request (and a refusal of it), a day without a contract or still to come, a date that is not one,
 * loading and an error answer; and the list of requests (/workCorrections): sent ones with their
 * state, none yet, loading, error.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { correctionOf, scanned, workDay } from '@/testing/correction-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const NOW = '2026-11-18T10:00:00+09:00';
const MONDAY = '20261116';

function events(): string[] {
  return [...document.querySelectorAll('.day-events__item')].map((item) => `${item.textContent ?? ''}${item.querySelector('del') ? ' (struck)' : ''}`);
}

async function openDay(date: string) {
  const rendered = await renderScreen(`/workCorrections?date=${date}`, { session: 'worker', now: NOW });
  await screen.findByRole('heading', { name: 'Recorded times' });
  return rendered;
}

describe('a day’s record (English)', () => {
  it('lists the day’s events with where each came from; a replaced one is struck through; the night shift ends the next day', async () => {
    const api = fakeApi();
    api.answer(
      'GET work/day',
      workDay(MONDAY, [
        scanned('a1', MONDAY, 'BeginWork', '18:02'),
        scanned('a2', MONDAY, 'BeginDinner', '21:00', { source: 'offlineScan' }),
        scanned('a3', '20261117', 'EndWork', '02:00', { replacedAt: '2026-11-17T09:00:00+09:00' }),
        scanned('a4', '20261117', 'EndWork', '03:30', { source: 'correction', approvedBy: '박현장' }),
      ]),
    );
    await openDay(MONDAY);
    expect(await screen.findByRole('heading', { name: 'Mon, November 16', level: 1 })).toBeTruthy();
    await vi.waitFor(() => expect(events()).toHaveLength(4));
    expect(Object.fromEntries(api.lastRequest('GET work/day').query)).toEqual({ date: MONDAY });
    expect(events()).toEqual([
      'Start work18:02QR scan',
      'Dinner start21:00Scan sent later',
      'End work02:00 +1 dayQR scan · Replaced (struck)',
      'End work03:30 +1 dayCorrection approved by 박현장',
    ]);
    expect(screen.queryByText('No end recorded')).toBeNull();
    const ask = screen.getByRole('link', { name: 'Ask for a correction' });
    expect(ask.getAttribute('href')).toBe(`/workCorrections?date=${MONDAY}&request=true`);
    expect(ask.className).toContain('btn--primary');
    expect(screen.queryByRole('heading', { name: 'Correction requests' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });

  it('a past day with Start work and no End work says it is not paid and asks for the end time', async () => {
    const api = fakeApi();
    api.answer('GET work/day', workDay(MONDAY, [scanned('a1', MONDAY, 'BeginWork', '07:55')]));
    await openDay(MONDAY);
    const card = within((await screen.findByText('No end recorded')).closest('section') as HTMLElement);
    expect(card.getByText('This day has Start work but no End work, so its hours are not counted or paid. Ask the site to add your end time.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Ask to add end time' }).getAttribute('href')).toBe(`/workCorrections?date=${MONDAY}&request=true&event=EndWork`);
    // The general request is then the second choice.
    expect(screen.getByRole('link', { name: 'Ask for a correction' }).className).toContain('btn--secondary');
  });

  it('today’s shift still running is said gently', async () => {
    const api = fakeApi();
    api.answer('GET work/day', workDay('20261118', [scanned('a1', '20261118', 'BeginWork', '08:00')]));
    await openDay('20261118');
    expect(await screen.findByText('End work is not recorded yet. If you have already left, ask the site to add your end time.')).toBeTruthy();
  });

  it('the day’s requests with their state and answer, the mark, and the history', async () => {
    const api = fakeApi();
    api.answer(
      'GET work/day',
      workDay(MONDAY, [scanned('a1', MONDAY, 'BeginWork', '07:55')], {
        corrections: [
          correctionOf('c2', MONDAY, 'EndWork', '17:30'),
          correctionOf('c1', MONDAY, 'BeginWork', '07:30', {
            original: '2026-11-16T07:55:00+09:00',
            state: 'rejected',
            decidedAt: '2026-11-17T09:00:00+09:00',
            decidedBy: '박현장',
            decisionNote: '출입 기록으로 확인되지 않습니다.',
          }),
        ],
        audit: [
          { at: '2026-11-16T19:00:00+09:00', action: 'requested', eventType: 'BeginWork', time: '2026-11-16T07:30:00+09:00', before: null, by: 'worker', adminName: null, note: '일찍 왔습니다.' },
          { at: '2026-11-17T09:00:00+09:00', action: 'rejected', eventType: 'BeginWork', time: '2026-11-16T07:30:00+09:00', before: '2026-11-16T07:55:00+09:00', by: 'admin', adminName: '박현장', note: '출입 기록으로 확인되지 않습니다.' },
        ],
      }),
    );
    await openDay(MONDAY);
    await screen.findByRole('heading', { name: 'Correction requests' });
    expect(screen.getByText('Correction requested', { selector: '.tag' })).toBeTruthy();
    // A request for the end waits: no second "ask for the end".
    expect(screen.queryByText('No end recorded')).toBeNull();
    const pending = within(screen.getByRole('article', { name: 'End work correction' }));
    expect(pending.getByText('Waiting for the site')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'End work correction' }).querySelector('.correction__meta')?.textContent).toBe('Not recorded · Asked 11.18 08:10');
    expect(pending.getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    const rejected = within(screen.getByRole('article', { name: 'Start work correction' }));
    expect(rejected.getByText('Rejected')).toBeTruthy();
    expect(rejected.getByText('Rejected by 박현장 · 11.17 09:00')).toBeTruthy();
    expect(rejected.getByText('출입 기록으로 확인되지 않습니다.')).toBeTruthy();
    expect(rejected.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    const history = [...document.querySelectorAll('.audit__entry')].map((entry) => entry.textContent);
    expect(history).toEqual(['11.16 19:00Requested · Start work 07:30일찍 왔습니다.', '11.17 09:00Rejected by 박현장 · Start work 07:30 (was 07:55)출입 기록으로 확인되지 않습니다.']);
  });

  it('withdrawing a request asks first, sends it and loads the day again', async () => {
    const api = fakeApi();
    const withRequest = workDay(MONDAY, [scanned('a1', MONDAY, 'BeginWork', '07:55')], { corrections: [correctionOf('3f2a9c0d-11e4-4b7a-8c1d-000000000001', MONDAY, 'EndWork', '17:30')] });
    api.answer('GET work/day', withRequest, { once: true });
    api.answer('GET work/day', workDay(MONDAY, [scanned('a1', MONDAY, 'BeginWork', '07:55')], { corrections: [correctionOf('3f2a9c0d-11e4-4b7a-8c1d-000000000001', MONDAY, 'EndWork', '17:30', { state: 'withdrawn' })] }), {
      once: true,
    });
    api.answer('DELETE work/corrections/{id}', correctionOf('3f2a9c0d-11e4-4b7a-8c1d-000000000001', MONDAY, 'EndWork', '17:30', { state: 'withdrawn' }));
    await openDay(MONDAY);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request' })));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Withdraw this request?' }));
    expect(dialog.getByText('The site will no longer look at it. You can ask again later.')).toBeTruthy();
    expect(api.callsTo('DELETE work/corrections/{id}')).toBe(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Withdraw' })));
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(api.lastRequest('DELETE work/corrections/{id}').path).toBe('work/corrections/3f2a9c0d-11e4-4b7a-8c1d-000000000001');
    expect(api.callsTo('GET work/day')).toBe(2);
    // Withdrawn: the end is missing again, and can be asked for.
    expect(screen.getByText('No end recorded')).toBeTruthy();
  });

  it('a request the site answered meanwhile cannot be withdrawn (409 CORRECTION_DECIDED)', async () => {
    const api = fakeApi();
    const id = '3f2a9c0d-11e4-4b7a-8c1d-000000000002';
    api.answer('GET work/day', workDay(MONDAY, [scanned('a1', MONDAY, 'BeginWork', '07:55')], { corrections: [correctionOf(id, MONDAY, 'EndWork', '17:30')] }));
    api.refuse('DELETE work/corrections/{id}', 409, 'CORRECTION_DECIDED');
    await openDay(MONDAY);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })));
    expect((await screen.findByRole('alert')).textContent).toBe('The site has already answered this request, so it can no longer be withdrawn.');
  });

  it('a day no contract covers cannot be corrected; nothing recorded says so', async () => {
    const api = fakeApi();
    api.answer('GET work/day', workDay(MONDAY, [], { canRequest: false }));
    await openDay(MONDAY);
    expect(await screen.findByText('No contract of yours covers this day, so it cannot be corrected.')).toBeTruthy();
    expect(screen.getByText('Nothing was recorded on this day.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ask for a correction' })).toBeNull();
  });

  it('a day still to come cannot be corrected', async () => {
    const api = fakeApi();
    api.answer('GET work/day', workDay('20261120', [], { canRequest: false }));
    await openDay('20261120');
    expect(await screen.findByText('This day has not come yet.')).toBeTruthy();
  });

  it('a date that is not one says the day cannot be shown, and asks for nothing', async () => {
    const api = fakeApi();
    await renderScreen('/workCorrections?date=20261340', { session: 'worker', now: NOW });
    expect(await screen.findByText('This day cannot be shown. Open it from Monthly work.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Monthly work' }).getAttribute('href')).toBe('/work');
    expect(api.callsTo('GET work/day')).toBe(0);
  });

  it('while loading says so; an error answer is shown, and the request stays possible', async () => {
    const api = fakeApi();
    const pending = api.defer('GET work/day');
    await openDay(MONDAY);
    await pending.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('link', { name: 'Ask for a correction' })).toBeNull();
    await act(async () => pending.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.getByRole('link', { name: 'Ask for a correction' })).toBeTruthy();
  });
});

describe('my correction requests (English)', () => {
  it('lists the requests sent, newest first, with their state; each opens its day', async () => {
    const api = fakeApi();
    api.answer('GET work/corrections', {
      items: [correctionOf('c2', '20261116', 'EndWork', '17:30'), correctionOf('c1', '20261103', 'EndWork', '03:29', { state: 'approved', reason: '야간 근무' })],
      nextCursor: null,
    });
    await renderScreen('/workCorrections', { session: 'worker', now: NOW });
    const sent = within(await screen.findByRole('list', { name: 'Sent to the site' }));
    await vi.waitFor(() => expect(sent.getAllByRole('link')).toHaveLength(2));
    expect(sent.getAllByRole('link').map((row) => [row.textContent, row.getAttribute('href')])).toEqual([
      ['Mon, November 16Waiting for the siteEnd work 17:30퇴근 스캔을 잊었습니다.', '/workCorrections?date=20261116'],
      ['Tue, November 3ApprovedEnd work 03:29야간 근무', '/workCorrections?date=20261103'],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('none yet: says how to ask, with the way to Monthly work', async () => {
    const api = fakeApi();
    api.answer('GET work/corrections', { items: [], nextCursor: null });
    await renderScreen('/workCorrections', { session: 'worker', now: NOW });
    expect(await screen.findByText('You have not asked for any corrections.')).toBeTruthy();
    expect(screen.getByText('A time missing or wrong? Open the day in Monthly work and ask the site to correct it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Monthly work' }).getAttribute('href')).toBe('/work');
  });

  it('pages with “Show more”; an error answer is shown', async () => {
    const api = fakeApi();
    api.answer('GET work/corrections', { items: [correctionOf('c2', '20261116', 'EndWork', '17:30')], nextCursor: 'n1' }, { once: true });
    api.refuse('GET work/corrections', 500, 'INTERNAL', undefined, { once: true });
    await renderScreen('/workCorrections', { session: 'worker', now: NOW });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Show more' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(api.lastRequest('GET work/corrections').query.get('cursor')).toBe('n1');
    expect(within(screen.getByRole('list', { name: 'Sent to the site' })).getAllByRole('link')).toHaveLength(1);
  });
});
