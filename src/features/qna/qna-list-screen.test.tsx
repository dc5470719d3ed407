/**
 * The worker's inquiries (/qnaList) against the fake API: each line's category, date, title and
 * state with its link to the detail, more pages by "Show more", loading, none yet, and a failed load.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredInquiry, inquiry, listItem } from '@/testing/qna-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const WAITING = inquiry({ id: 'a1', title: '<img src=x onerror="window.__pwned=1"> pay', category: 'pay', createdAt: '2026-11-16T15:30:00Z' });
const ANSWERED = answeredInquiry({ id: 'b2', title: 'My work record of 3 November', category: 'work', createdAt: '2026-11-02T08:00:00+09:00' });
const OLDER = inquiry({ id: 'c3', title: 'Changing my phone number', category: 'account', createdAt: '2026-10-01T08:00:00+09:00' });

function lines() {
  return within(screen.getByRole('list', { name: 'My inquiries' })).queryAllByRole('listitem');
}

describe('the inquiry list (English)', () => {
  it('shows each inquiry with its category, Seoul date, title and state, linking to its detail', async () => {
    const api = fakeApi();
    api.answer('GET qna', { items: [listItem(WAITING), listItem(ANSWERED)], nextCursor: null });
    await renderScreen('/qnaList', { session: 'worker' });
    await screen.findByText('My work record of 3 November');
    const [first, second] = lines();
    expect(first?.textContent).toBe(`Pay2026.11.17${WAITING.title}Waiting for an answer`);
    expect(second?.textContent).toBe('Work records2026.11.02My work record of 3 NovemberAnswered');
    // The date is Seoul's (15:30 UTC is past midnight there); a title that looks like markup stays text.
    expect(document.querySelector('main img')).toBeNull();
    expect(within(first as HTMLElement).getByRole('link').getAttribute('href')).toBe('/qnaDetail?id=a1');
    expect(screen.getByRole('link', { name: 'Ask a question' }).getAttribute('href')).toBe('/qnaRegister');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.lastRequest('GET qna').query.toString()).toBe('');
  });

  it('"Show more" asks for the next page with the cursor and adds it below', async () => {
    const api = fakeApi();
    api.answer('GET qna', { items: [listItem(WAITING), listItem(ANSWERED)], nextCursor: 'cursor-2' }, { once: true });
    api.answer('GET qna', { items: [listItem(OLDER)], nextCursor: null }, { once: true });
    await renderScreen('/qnaList', { session: 'worker' });
    await screen.findByText('My work record of 3 November');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more' })));
    await screen.findByText('Changing my phone number');
    expect(lines().map((line) => line.querySelector('.inquiry-list__title')?.textContent)).toEqual([WAITING.title, 'My work record of 3 November', 'Changing my phone number']);
    expect(api.lastRequest('GET qna').query.get('cursor')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('while loading says so; no inquiries yet invites the first question', async () => {
    const api = fakeApi();
    const page = api.defer('GET qna');
    await renderScreen('/qnaList', { session: 'worker' });
    await page.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('You have no inquiries yet.')).toBeNull();
    await act(async () => page.answer({ items: [], nextCursor: null }));
    expect(await screen.findByText('You have no inquiries yet.')).toBeTruthy();
    expect(screen.getByText('Questions about pay, work records or your account? Ask us here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask your first question' }).getAttribute('href')).toBe('/qnaRegister');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list', { name: 'My inquiries' })).toBeNull();
  });

  it('a refused load says why, never that there are none', async () => {
    const api = fakeApi();
    api.refuse('GET qna', 500, 'INTERNAL');
    await renderScreen('/qnaList', { session: 'worker' });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByText('You have no inquiries yet.')).toBeNull();
  });

  it('offline with nothing kept on the phone says the server cannot be reached', async () => {
    const api = fakeApi();
    api.failNetwork('GET qna');
    await renderScreen('/qnaList', { session: 'worker' });
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
  });
});
