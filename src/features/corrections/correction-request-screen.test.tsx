/**
 * Asking for a correction (/workCorrections?date=…&request=true) against the fake API, with the
 * phone's outbox in a fake IndexedDB: the event chosen from the link, each record's time on the day,
 * every rule's message before anything is sent (event, time, a time still to come, the reason and
 * its length), the request sent and the day shown, the server's refusals on their field, a file
 * that is not a photo. Resizing a real photo (a canvas) and the offline outbox stay in e2e.
 */
// fake-indexeddb first: the outbox opens its store when its module loads.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { correctionItems } from '@/domain/attendance/correction-outbox';
import { correctionOf, scanned, workDay } from '@/testing/correction-answers';
import { fakeApi, renderScreen, WORKER_SESSION } from '@/testing/render-screen';

const NOW = '2026-11-18T10:00:00+09:00';
const MONDAY = '20261116';
const DAY = workDay(MONDAY, [scanned('a1', MONDAY, 'BeginWork', '07:55')]);

// Each test is another worker on the phone: the drafts one test leaves (written as its screen goes)
// are not the next one's.
let worker = '';
let tests = 0;
beforeEach(() => {
  tests += 1;
  worker = `worker-${String(tests)}`;
});

/** The worker's session, its token naming `worker` (as the app reads a token: its `sub`). */
function session() {
  const claims = btoa(JSON.stringify({ sub: worker, role: 'user' })).replace(/=+$/, '');
  return { user: { ...WORKER_SESSION, accessToken: `${WORKER_SESSION.accessToken.split('.')[0] ?? ''}.${claims}.test` } };
}

async function openForm(search = `date=${MONDAY}&request=true&event=EndWork`) {
  const rendered = await renderScreen(`/workCorrections?${search}`, { session: session(), now: NOW });
  await screen.findByRole('group', { name: 'Which record?' });
  return rendered;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

async function send() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
}

function alerts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent);
}

describe('asking for a correction (English)', () => {
  it('the event from the link is chosen; each record says its time on the day', async () => {
    const api = fakeApi();
    api.answer('GET work/day', DAY);
    await openForm();
    expect(screen.getByText('Mon, November 16')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^End work/ }) as HTMLInputElement).checked).toBe(true);
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: /^Start work/ }).closest('label')?.textContent).toBe('Start workRecorded 07:55'));
    expect(screen.getByRole('radio', { name: /^End work/ }).closest('label')?.textContent).toBe('End workNot recorded');
    expect(Object.fromEntries(api.lastRequest('GET work/day').query)).toEqual({ date: MONDAY });
  });

  it('every rule speaks before anything is sent: the event, the time, a time to come, the reason and its length', async () => {
    const api = fakeApi();
    api.answer('GET work/day', workDay('20261117', []));
    await openForm('date=20261117&request=true');
    await send();
    expect(alerts()).toEqual(['Choose the record to correct.', 'Enter the time.', 'Write why the record should change.']);

    fireEvent.click(screen.getByRole('radio', { name: /^End work/ }));
    expect(alerts()).toEqual(['Enter the time.', 'Write why the record should change.']);
    // 23:59 on the day after yesterday is tonight.
    type('Time', '23:59');
    fireEvent.click(screen.getByLabelText('On the next day (a night shift past midnight)'));
    type('Reason', '가'.repeat(501));
    expect(screen.getByText('501 / 500')).toBeTruthy();
    await send();
    expect(alerts()).toEqual(['This time has not come yet. You can only correct a time that has passed.', 'This is too long. Shorten it.']);
    // Start work is the day's own: no next day for it.
    fireEvent.click(screen.getByRole('radio', { name: /^Start work/ }));
    expect(screen.queryByLabelText('On the next day (a night shift past midnight)')).toBeNull();
    expect(api.callsTo('POST work/corrections')).toBe(0);
  });

  it('a checked request is sent with its key, and the day shows it waiting for the site', async () => {
    const api = fakeApi();
    api.answer('GET work/day', DAY, { once: true });
    api.answer('POST work/corrections', correctionOf('3f2a9c0d-11e4-4b7a-8c1d-000000000003', MONDAY, 'EndWork', '18:00', { reason: 'I forgot to scan out.' }));
    api.answer('GET work/day', workDay(MONDAY, DAY.events, { corrections: [correctionOf('3f2a9c0d-11e4-4b7a-8c1d-000000000003', MONDAY, 'EndWork', '18:00', { reason: 'I forgot to scan out.' })] }));
    const { path } = await openForm();
    type('Time', '18:00');
    type('Reason', 'I forgot to scan out.');
    await send();
    expect(await screen.findByRole('article', { name: 'End work correction' })).toBeTruthy();
    expect(path()).toBe('/workCorrections');
    expect(screen.getByText('Correction requested', { selector: '.tag' })).toBeTruthy();
    const sent = api.lastRequest('POST work/corrections').body as Record<string, unknown>;
    expect(sent).toEqual({ date: MONDAY, eventType: 'EndWork', time: '18:00', nextDay: false, reason: 'I forgot to scan out.', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    expect(await correctionItems(worker)).toEqual([]);
  });

  it('a day that could be at either employer asks which site, and sends the one chosen (issue 30)', async () => {
    const api = fakeApi();
    const SATURDAY = '20261114';
    const sites = [
      { siteCode: 'P2001', siteName: '송도 아파트 3단지 신축공사', corporationName: '대성토건(주)' },
      { siteCode: 'P1001', siteName: '판교 물류센터 신축공사', corporationName: '한빛건설(주)' },
    ];
    api.answer('GET work/day', workDay(SATURDAY, [], { siteChoices: sites }), { once: true });
    const requested = correctionOf('3f2a9c0d-11e4-4b7a-8c1d-000000000004', SATURDAY, 'BeginWork', '08:00', { siteCode: 'P1001', reason: 'I forgot to scan in.' });
    api.answer('POST work/corrections', requested);
    api.answer('GET work/day', workDay(SATURDAY, [], { corrections: [requested] }));
    await openForm(`date=${SATURDAY}&request=true&event=BeginWork`);
    const group = await screen.findByRole('group', { name: 'Which site did you work at?' });
    expect([...group.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['송도 아파트 3단지 신축공사대성토건(주)', '판교 물류센터 신축공사한빛건설(주)']);
    type('Time', '08:00');
    type('Reason', 'I forgot to scan in.');
    await send();
    expect(alerts()).toEqual(['Choose the site you worked at that day.']);
    expect(api.callsTo('POST work/corrections')).toBe(0);

    fireEvent.click(screen.getByRole('radio', { name: /판교 물류센터/ }));
    expect(alerts()).toEqual([]);
    await send();
    expect(await screen.findByRole('article', { name: 'Start work correction' })).toBeTruthy();
    expect(api.lastRequest('POST work/corrections').body).toMatchObject({ date: SATURDAY, eventType: 'BeginWork', siteCode: 'P1001' });
  });

  it('a request already waiting for this event is refused on the event (409 CORRECTION_PENDING), kept to fix', async () => {
    const api = fakeApi();
    api.answer('GET work/day', DAY);
    api.refuse('POST work/corrections', 409, 'CORRECTION_PENDING');
    await openForm();
    type('Time', '18:00');
    type('Reason', 'I forgot to scan out.');
    await send();
    expect(await screen.findByText("You already asked to correct this event on this day. Wait for the site's answer, or withdraw that request first.")).toBeTruthy();
    expect(screen.getByText("The site's server did not accept this request. Fix what is marked and send it again.")).toBeTruthy();
    const kept = await correctionItems(worker);
    expect(kept.map((item) => [item.status, item.refusal?.code])).toEqual([['refused', 'CORRECTION_PENDING']]);
  });

  it.each([
    { what: 'a time out of the day’s order, on the time', status: 409, code: 'CORRECTION_SEQUENCE', fields: { sequence: 'endWithoutBegin' }, said: "End work must come after the day's Start work. Check the time, or ask for Start work first." },
    { what: 'a day no contract covers, for the whole form', status: 400, code: 'BAD_REQUEST', fields: { date: 'noContract' }, said: 'No contract of yours covers this day, so it cannot be corrected.' },
    { what: 'a photo too large for the server, on the photo', status: 400, code: 'BAD_REQUEST', fields: { body: 'tooLarge' }, said: 'This photo is too large even when made smaller. Choose another one.' },
    { what: 'a site the day is not recorded at', status: 400, code: 'BAD_REQUEST', fields: { siteCode: 'otherSite' }, said: 'This day is recorded at another site. Ask that site for the correction.' },
  ] as const)('the server refuses $what ($status $code)', async ({ status, code, fields, said }) => {
    const api = fakeApi();
    api.answer('GET work/day', DAY);
    api.refuse('POST work/corrections', status, code, { fields });
    await openForm();
    type('Time', '18:00');
    type('Reason', 'I forgot to scan out.');
    await send();
    expect(await screen.findByText(said)).toBeTruthy();
  });

  it('a file that is not a photo says so', async () => {
    const api = fakeApi();
    api.answer('GET work/day', DAY);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openForm();
    const input = screen.getByText('Choose a photo').querySelector('input') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [new File(['not a photo'], 'notes.txt', { type: 'text/plain' })] } }));
    expect(await screen.findByText('This file could not be read as a photo. Choose another one.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Photo to send' })).toBeNull();
    errors.mockRestore();
  });

  it('what was typed is kept on the phone and restored when the form opens again', async () => {
    const api = fakeApi();
    api.answer('GET work/day', DAY);
    await openForm();
    type('Time', '17:45');
    type('Reason', 'Left at 17:45.');
    await vi.waitFor(async () => expect((await correctionItems(worker)).map((item) => [item.status, item.time, item.reason])).toEqual([['draft', '17:45', 'Left at 17:45.']]), { timeout: 5_000 });

    // The screen goes (a reload, a lost connection) and comes back: the draft is there.
    cleanup();
    await openForm();
    expect(await screen.findByText('Your unsent request was restored.')).toBeTruthy();
    expect((screen.getByLabelText('Time', { exact: true }) as HTMLInputElement).value).toBe('17:45');
    expect((screen.getByLabelText('Reason', { exact: true }) as HTMLTextAreaElement).value).toBe('Left at 17:45.');
    expect(api.callsTo('POST work/corrections')).toBe(0);
  });
});
