/**
 * The site admin's correction requests (/adminCorrections, issue 18) against the fake API: each
 * request with the day's recorded events and its photo, the search, the waiting and decided lists,
 * loading, none, a failed load; the decision dialog (a rejection needs a note, the note's limit, what
 * is sent, the list after a decision) and each refusal the server gives a decision (the day's order
 * with the offer to reject instead, decided meanwhile, gone, another site's, a note refused).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCorrection } from '#contract/api-corrections.ts';
import type { CorporationSite } from '#contract/api-auth.ts';
import { adminCorrection, correctionPage, recordedEvent } from '@/testing/admin-correction-answers';
import type { FakeApi } from '@/testing/fake-api';
import { fill, press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
const END = adminCorrection();
const DINNER = adminCorrection({ id: 'c-dinner', eventType: 'BeginDinner', time: '2026-11-19T18:00:00+09:00', reason: 'I could not scan the start of dinner.' });
// Another worker's earlier start, whose recorded time it would change; a night shift's end past midnight.
const START = adminCorrection({
  id: 'c-start',
  date: '20261117',
  eventType: 'BeginWork',
  time: '2026-11-17T06:30:00+09:00',
  original: '2026-11-17T07:45:00+09:00',
  reason: 'My start time was scanned wrong.',
  workerName: '권나래',
  workerPhone: '010-****-1852',
  dayEvents: [
    recordedEvent('s1', 'BeginWork', '2026-11-17T07:45:00+09:00', { replacedAt: '2026-11-18T09:00:00+09:00' }),
    recordedEvent('s2', 'BeginWork', '2026-11-17T07:30:00+09:00', { source: 'correction', approvedBy: '정관리' }),
    recordedEvent('s3', 'EndWork', '2026-11-18T01:10:00+09:00', { source: 'offlineScan' }),
  ],
});

function answerList(api: FakeApi, items: AdminCorrection[], options?: { once: true }): void {
  api.answer('GET admin/corrections', correctionPage(items), options);
}

async function openCorrections(api: FakeApi, language: 'en' | 'ko' = 'en') {
  api.answer('GET admin/currentSite', SITE);
  const rendered = await renderScreen('/adminCorrections', { session: 'admin', language });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Correction requests' : '정정 요청' });
  return rendered;
}

function card(name: string, reason: string): HTMLElement {
  const found = screen.getAllByRole('article', { name }).find((article) => article.textContent.includes(reason));
  if (!found) throw new Error(`no request of ${name} about “${reason}”`);
  return found;
}

async function decide(action: 'Approve' | 'Reject', request: AdminCorrection): Promise<HTMLElement> {
  await act(async () => fireEvent.click(within(card(request.workerName, request.reason)).getByRole('button', { name: `${action} the request of ${request.workerName}` })));
  return screen.getByRole('dialog', { name: `${action} this request?` });
}

async function confirm(dialog: HTMLElement, action: 'Approve' | 'Reject'): Promise<void> {
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: action })));
}

function statuses(): string[] {
  return screen.queryAllByRole('status').map((status) => status.textContent);
}

describe('correction requests (English)', () => {
  it('each waiting request: the worker, the day, what is asked and what is recorded, the reason, the day’s events with their source', async () => {
    const api = fakeApi();
    answerList(api, [END, START]);
    await openCorrections(api);
    await screen.findByRole('article', { name: '권나래' });
    expect(screen.getByText('판교 현장')).toBeTruthy();
    expect(statuses()).toContain('2 requests are waiting for a decision.');
    expect(Object.fromEntries(api.lastRequest('GET admin/corrections').query)).toEqual({ state: 'pending' });

    const end = card('황도현', END.reason);
    expect(within(end).getByText('010-****-2963')).toBeTruthy();
    expect(within(end).getByText('Thu, Nov 19, 2026')).toBeTruthy();
    expect(within(end).getByText('Asks for').nextElementSibling?.textContent).toBe('End work 17:30');
    expect(within(end).getByText('Recorded now').nextElementSibling?.textContent).toBe('Not recorded');
    expect(within(end).getByText('Asked 2026.11.20 08:05')).toBeTruthy();
    const endEvents = within(within(end).getByRole('region', { name: 'Recorded that day' })).getAllByRole('listitem');
    expect(endEvents.map((item) => item.textContent)).toEqual(['07:58 Start workQR scan', '12:00 Lunch startQR scan', '13:00 Lunch endQR scan']);

    const start = card('권나래', START.reason);
    expect(within(start).getByText('Asks for').nextElementSibling?.textContent).toBe('Start work 06:30');
    expect(within(start).getByText('Recorded now').nextElementSibling?.textContent).toBe('07:45');
    const startEvents = within(within(start).getByRole('region', { name: 'Recorded that day' })).getAllByRole('listitem');
    expect(startEvents.map((item) => item.textContent)).toEqual([
      '07:45 Start work (replaced)QR scan',
      '07:30 Start workCorrection · 정관리',
      '01:10 +1 day End workOffline scan',
    ]);
    expect(startEvents[0]?.querySelector('s')?.textContent).toBe('07:45 Start work');
    expect(within(start).queryByRole('button', { name: /^Enlarge/ })).toBeNull();
  });

  it('a request’s photo is fetched with the session, enlarged and closed; one that fails to load says so', async () => {
    const api = fakeApi();
    answerList(api, [{ ...END, hasPhoto: true }, { ...DINNER, hasPhoto: true }]);
    api.answerFile('GET admin/corrections/{id}/photo', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { once: true });
    api.refuse('GET admin/corrections/{id}/photo', 404, 'NOT_FOUND');
    await openCorrections(api);
    const end = await screen.findByRole('button', { name: 'Enlarge: Photo from 황도현, Thu, Nov 19, 2026' });
    expect(api.requests.filter((request) => request.operation === 'GET admin/corrections/{id}/photo').map((request) => request.path)).toContain('admin/corrections/c-end/photo');
    expect(api.lastRequest('GET admin/corrections/{id}/photo').headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await within(card('황도현', DINNER.reason)).findByText('The photo could not be loaded.')).toBeTruthy();

    await act(async () => fireEvent.click(end));
    const viewer = screen.getByRole('dialog', { name: 'Photo from 황도현, Thu, Nov 19, 2026' });
    expect(within(viewer).getByRole('img', { name: 'Photo from 황도현, Thu, Nov 19, 2026' }).getAttribute('src')).toMatch(/^blob:/);
    await act(async () => fireEvent.click(within(viewer).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the search asks the server once typing pauses, by name or phone digits; no match says so', async () => {
    const api = fakeApi();
    answerList(api, [END, START], { once: true });
    answerList(api, [START], { once: true });
    answerList(api, [], { once: true });
    await openCorrections(api);
    await screen.findByRole('article', { name: '권나래' });
    fill('Name or phone number', ' 권나래 ');
    await vi.waitFor(() => expect(api.callsTo('GET admin/corrections')).toBe(2));
    expect(Object.fromEntries(api.lastRequest('GET admin/corrections').query)).toEqual({ state: 'pending', q: '권나래' });
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: '황도현' })).toBeNull());
    expect(screen.getByRole('article', { name: '권나래' })).toBeTruthy();

    fill('Name or phone number', '9999');
    expect(await screen.findByText('No request matches “9999”.')).toBeTruthy();
    expect(api.lastRequest('GET admin/corrections').query.get('q')).toBe('9999');
    expect(api.callsTo('GET admin/corrections')).toBe(3);
  });

  it('none waiting, none decided; while loading says so; a failed load says why', async () => {
    const api = fakeApi();
    const first = api.defer('GET admin/corrections');
    answerList(api, []);
    await openCorrections(api);
    await first.requested;
    expect(statuses()).toContain('Loading…');
    await act(async () => first.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');

    await press('Decided');
    expect(await screen.findByText('No request has been decided yet.')).toBeTruthy();
    expect(api.lastRequest('GET admin/corrections').query.get('state')).toBe('decided');
    expect(screen.getByRole('button', { name: 'Decided' }).getAttribute('aria-pressed')).toBe('true');
    await press('Waiting');
    expect(await screen.findByText('No correction requests are waiting.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('more requests come by "Show more", with the cursor', async () => {
    const api = fakeApi();
    api.answer('GET admin/corrections', correctionPage([END], 'next-1', 2), { once: true });
    api.answer('GET admin/corrections', correctionPage([START], null, 2), { once: true });
    await openCorrections(api);
    await screen.findByRole('article', { name: '황도현' });
    await press('Show more');
    expect(await screen.findByRole('article', { name: '권나래' })).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET admin/corrections').query)).toEqual({ state: 'pending', cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a rejection needs a note (nothing is sent); Cancel closes; a note over 500 characters is refused on the phone', async () => {
    const api = fakeApi();
    answerList(api, [END]);
    await openCorrections(api);
    await screen.findByRole('article', { name: '황도현' });
    const rejecting = await decide('Reject', END);
    expect(rejecting.textContent).toContain('Nothing is recorded. The worker sees your note and may ask again.');
    await confirm(rejecting, 'Reject');
    expect(within(rejecting).getByText('Write why you reject it: the worker sees this note.')).toBeTruthy();
    expect(within(rejecting).getByLabelText('Why it is rejected').getAttribute('aria-invalid')).toBe('true');
    // Typing clears the message.
    fireEvent.change(within(rejecting).getByLabelText('Why it is rejected'), { target: { value: '가'.repeat(501) } });
    expect(within(rejecting).queryByText('Write why you reject it: the worker sees this note.')).toBeNull();
    expect(within(rejecting).getByText('501 / 500')).toBeTruthy();
    await confirm(rejecting, 'Reject');
    expect(within(rejecting).getByText('This is too long. Shorten it.')).toBeTruthy();
    await act(async () => fireEvent.click(within(rejecting).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST admin/corrections/{id}/decision')).toBe(0);
  });

  it('approved with a note: what is decided is shown, the decision sent, and the request leaves the waiting list', async () => {
    const api = fakeApi();
    answerList(api, [END, DINNER], { once: true });
    answerList(api, [DINNER]);
    const decision = api.defer('POST admin/corrections/{id}/decision');
    await openCorrections(api);
    await screen.findAllByRole('article', { name: '황도현' });
    const approving = await decide('Approve', END);
    expect(approving.querySelector('.decision-dialog__summary')?.textContent).toBe('황도현 · Thu, Nov 19, 2026End work 17:30');
    expect(approving.textContent).toContain('The time is recorded as a correction, and pay follows it. The worker sees your note.');
    fireEvent.change(within(approving).getByLabelText('Note to the worker (optional)'), { target: { value: '  Confirmed with the foreman  ' } });
    await confirm(approving, 'Approve');
    await decision.requested;
    expect(within(approving).getByRole('button', { name: 'Approve' }).getAttribute('aria-busy')).toBe('true');
    expect(within(approving).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(api.lastRequest('POST admin/corrections/{id}/decision').path).toBe('admin/corrections/c-end/decision');
    expect(api.lastRequest('POST admin/corrections/{id}/decision').body).toEqual({ decision: 'approve', note: 'Confirmed with the foreman' });
    await act(async () =>
      decision.answer({ ...END, state: 'approved', decidedAt: '2026-11-20T09:00:00+09:00', decidedBy: '정관리', decisionNote: 'Confirmed with the foreman' }),
    );

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(statuses()).toContain('The request of 황도현 was approved.');
    expect(screen.getAllByRole('article', { name: '황도현' }).map((article) => article.textContent.includes(END.reason))).toEqual([false]);
    // The list loads again and says how many now wait.
    await vi.waitFor(() => expect(statuses()).toContain('1 request is waiting for a decision.'));
    expect(api.callsTo('GET admin/corrections')).toBe(2);
  });

  it('an approval the day’s order no longer allows (409 CORRECTION_SEQUENCE) names the rule and offers to reject with a note instead', async () => {
    const api = fakeApi();
    answerList(api, [DINNER], { once: true });
    answerList(api, []);
    api.refuse('POST admin/corrections/{id}/decision', 409, 'CORRECTION_SEQUENCE', { fields: { sequence: 'afterEnd' } }, { once: true });
    api.answer('POST admin/corrections/{id}/decision', { ...DINNER, state: 'rejected', decidedAt: '2026-11-20T09:05:00+09:00', decidedBy: '정관리', decisionNote: 'Dinner cannot start after the 17:30 end of work.' }, { once: true });
    await openCorrections(api);
    await screen.findByRole('article', { name: '황도현' });
    const approving = await decide('Approve', DINNER);
    await confirm(approving, 'Approve');
    expect((await within(approving).findByRole('alert')).textContent).toBe(
      "An event would come after End work. The worker's day has changed since this request, so approving it would break the order of events. Reject it with a note so the worker can ask again.",
    );
    await act(async () => fireEvent.click(within(approving).getByRole('button', { name: 'Reject with a note instead' })));
    const rejecting = screen.getByRole('dialog', { name: 'Reject this request?' });
    expect(within(rejecting).queryByRole('alert')).toBeNull();
    fireEvent.change(within(rejecting).getByLabelText('Why it is rejected'), { target: { value: 'Dinner cannot start after the 17:30 end of work.' } });
    await confirm(rejecting, 'Reject');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest('POST admin/corrections/{id}/decision').body).toEqual({ decision: 'reject', note: 'Dinner cannot start after the 17:30 end of work.' });
    expect(statuses()).toContain('The request of 황도현 was rejected.');
    expect(await screen.findByText('No correction requests are waiting.')).toBeTruthy();
  });

  it('decided meanwhile or withdrawn (409 CORRECTION_DECIDED), or gone (404): the dialog closes, the reason is said and the list loads again', async () => {
    const api = fakeApi();
    answerList(api, [END, START], { once: true });
    answerList(api, [START], { once: true });
    answerList(api, []);
    api.refuse('POST admin/corrections/{id}/decision', 409, 'CORRECTION_DECIDED', undefined, { once: true });
    api.refuse('POST admin/corrections/{id}/decision', 404, 'NOT_FOUND', undefined, { once: true });
    await openCorrections(api);
    await screen.findByRole('article', { name: '권나래' });
    await confirm(await decide('Approve', END), 'Approve');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This request is no longer waiting: someone else decided it, or the worker withdrew it. The list has been refreshed.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: '황도현' })).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('GET admin/corrections')).toBe(2));

    const rejecting = await decide('Reject', START);
    fireEvent.change(within(rejecting).getByLabelText('Why it is rejected'), { target: { value: 'Not on the timesheet.' } });
    await confirm(rejecting, 'Reject');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This request no longer exists. The list has been refreshed.'));
    expect(await screen.findByText('No correction requests are waiting.')).toBeTruthy();
    expect(statuses().join(' ')).not.toContain('was rejected');
  });

  it('another site’s request (403) and a note the server refuses (400) are said in the dialog, which stays open', async () => {
    const api = fakeApi();
    answerList(api, [END]);
    api.refuse('POST admin/corrections/{id}/decision', 403, 'FORBIDDEN', undefined, { once: true });
    api.refuse('POST admin/corrections/{id}/decision', 400, 'BAD_REQUEST', { fields: { note: 'controlChars' } }, { once: true });
    api.failNetwork('POST admin/corrections/{id}/decision', { once: true });
    await openCorrections(api);
    await screen.findByRole('article', { name: '황도현' });
    const approving = await decide('Approve', END);
    await confirm(approving, 'Approve');
    expect((await within(approving).findByRole('alert')).textContent).toBe("This request belongs to another site. Only that site's administrator can decide it.");
    expect(within(approving).queryByRole('button', { name: 'Reject with a note instead' })).toBeNull();
    await confirm(approving, 'Approve');
    expect(await within(approving).findByText('Remove the invisible control characters (they are often pasted by accident).')).toBeTruthy();
    expect(within(approving).getByLabelText('Note to the worker (optional)').getAttribute('aria-invalid')).toBe('true');
    await confirm(approving, 'Approve');
    expect((await within(approving).findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    expect(screen.getByRole('dialog', { name: 'Approve this request?' })).toBeTruthy();
    expect(api.callsTo('GET admin/corrections')).toBe(1);
  });

  it('the decided list: who decided, when and the note; no decision buttons', async () => {
    const api = fakeApi();
    answerList(api, [END], { once: true });
    answerList(api, [
      { ...END, state: 'approved', decidedAt: '2026-11-20T09:00:00+09:00', decidedBy: '정관리', decisionNote: 'Confirmed with the foreman' },
      { ...DINNER, state: 'rejected', decidedAt: '2026-11-20T09:05:00+09:00', decidedBy: '정관리', decisionNote: 'Dinner cannot start after the end of work.' },
    ]);
    await openCorrections(api);
    await screen.findByRole('article', { name: '황도현' });
    await press('Decided');
    await screen.findByText('2 requests were decided.');
    const approved = card('황도현', END.reason);
    expect(within(approved).getByText('Approved', { selector: '.badge' })).toBeTruthy();
    expect(within(approved).getByText('Recorded before')).toBeTruthy();
    expect(within(approved).getByText('Approved by 정관리, 2026.11.20 09:00')).toBeTruthy();
    expect(within(approved).getByText('Confirmed with the foreman')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: /the request of/ })).toBeNull();
    const rejected = card('황도현', DINNER.reason);
    expect(within(rejected).getByText('Rejected by 정관리, 2026.11.20 09:05')).toBeTruthy();
    expect(within(rejected).getByText('Dinner cannot start after the end of work.')).toBeTruthy();
  });
});

describe('a site with years of decisions', () => {
  it.each([
    ['en', 'Decided', 'More than 1,000 requests are waiting for a decision.', 'More than 1,000 requests were decided.'],
    ['ko', '처리 완료', '처리를 기다리는 요청 1,000건 초과', '처리한 요청 1,000건 초과'],
  ] as const)('says "more than" the count when the server stopped counting at its cap (%s)', async (language, decided, waiting, done) => {
    const api = fakeApi();
    api.answer('GET admin/corrections', correctionPage([END], null, 1000, true), { once: true });
    api.answer('GET admin/corrections', correctionPage([{ ...END, state: 'approved', decidedAt: '2026-11-20T09:00:00+09:00', decidedBy: '정관리', decisionNote: null }], 'next', 1000, true));
    await openCorrections(api, language);
    await screen.findByText(waiting);
    await press(decided);
    await screen.findByText(done);
  });
});

describe('correction requests (Korean)', () => {
  it('the count, the day and the decision in Korean sentences', async () => {
    const api = fakeApi();
    answerList(api, [END, DINNER, START], { once: true });
    answerList(api, [DINNER, START]);
    api.answer('POST admin/corrections/{id}/decision', { ...END, state: 'approved', decidedAt: '2026-11-20T09:00:00+09:00', decidedBy: '정관리', decisionNote: null });
    await openCorrections(api, 'ko');
    await screen.findByRole('article', { name: '권나래' });
    expect(statuses().join(' ')).toContain('처리를 기다리는 요청 3건');
    expect(within(card('황도현', END.reason)).getByText('2026년 11월 19일 (목)')).toBeTruthy();
    await act(async () => fireEvent.click(within(card('황도현', END.reason)).getByRole('button', { name: '황도현 님의 요청 승인' })));
    const approving = screen.getByRole('dialog', { name: '이 요청을 승인할까요?' });
    await act(async () => fireEvent.click(within(approving).getByRole('button', { name: '승인' })));
    await vi.waitFor(() => expect(statuses()).toContain('황도현 님의 요청을 승인했습니다.'));
    await vi.waitFor(() => expect(statuses().join(' ')).toContain('처리를 기다리는 요청 2건'));
  });
});
