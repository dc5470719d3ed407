// fake-indexeddb first: the draft store opens its IndexedDB store when the screen's module loads.
import 'fake-indexeddb/auto';
/**
 * Registering an inquiry (/qnaRegister) against the fake API: each field's message, the counters,
 * what is sent, the registered dialog leading to the list, the draft kept on the phone (restored
 * after a reload, kept after a failed send, gone once registered, never shown to another worker),
 * and the server's refusals.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { clear, createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QNA_DRAFT_STORE } from '@/domain/personal-data/personal-stores';
import { inquiry, listItem } from '@/testing/qna-answers';
import { fakeApi, renderScreen, WORKER_SESSION } from '@/testing/render-screen';

const drafts = createStore(QNA_DRAFT_STORE.database, QNA_DRAFT_STORE.store);
// WORKER_SESSION's access token names worker-1.
const DRAFT_KEY = 'register:worker-1';

beforeEach(async () => {
  await clear(drafts);
});

const REGISTERED = inquiry({ id: 'new-1', title: 'When is October paid?', content: 'First line.\nSecond line.' });

function field(label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return screen.getByLabelText(label);
}

function type(label: string, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}

async function register(): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
}

async function openRegister(options: Parameters<typeof renderScreen>[1] = {}) {
  const rendered = await renderScreen('/qnaRegister', { session: 'worker', ...options });
  await screen.findByRole('heading', { name: 'New inquiry' });
  return rendered;
}

/** Waits until the draft on the phone holds `title` (it is saved as it is typed). */
async function draftSaved(title: string): Promise<void> {
  await vi.waitFor(async () => expect(((await get(DRAFT_KEY, drafts)) as { title?: string } | undefined)?.title).toBe(title));
}

describe('registering an inquiry (English)', () => {
  it('names each empty field and sends nothing', async () => {
    const api = fakeApi();
    await openRegister();
    await register();
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(screen.getByText('Write what you want to ask.')).toBeTruthy();
    expect(screen.queryByText('Please enter a value.')).toBeNull();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    // Blanks only are empty too.
    type('Title', '   ');
    await register();
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('a title over 100 characters (counted as a person counts them) and pasted control characters are refused', async () => {
    const api = fakeApi();
    await openRegister();
    fireEvent.change(field('Category'), { target: { value: 'work' } });
    type('Title', '가'.repeat(101));
    type('Content', 'A line\u0007 with a bell.');
    expect(screen.getByText('101 / 100')).toBeTruthy();
    await register();
    expect(screen.getByText('This is too long. Shorten it.')).toBeTruthy();
    expect(screen.getByText('Remove the invisible control characters (they are often pasted by accident).')).toBeTruthy();
    expect(screen.queryByText('Choose a category.')).toBeNull();
    type('Title', '가'.repeat(100));
    expect(screen.getByText('100 / 100')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the inquiry (the title trimmed, line breaks kept), says it is registered and goes to the list; the draft is gone', async () => {
    const api = fakeApi();
    const sent = api.defer('POST qna');
    api.answer('GET qna', { items: [listItem(REGISTERED)], nextCursor: null });
    const { path } = await openRegister();
    fireEvent.change(field('Category'), { target: { value: 'pay' } });
    type('Title', '  When is October paid?  ');
    type('Content', 'First line.\nSecond line.');
    expect(screen.getByText('24 / 2000')).toBeTruthy();
    await draftSaved('  When is October paid?  ');

    await register();
    await sent.requested;
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(api.lastRequest('POST qna').body).toEqual({ category: 'pay', title: 'When is October paid?', content: 'First line.\nSecond line.' });
    await act(async () => sent.answer(REGISTERED));

    const dialog = await screen.findByRole('alertdialog', { name: 'Inquiry registered' });
    expect(dialog.textContent).toContain('We will answer as soon as we can. You can see the answer in Q&A.');
    expect(await get(DRAFT_KEY, drafts)).toBeUndefined();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
    expect(await screen.findByText('When is October paid?')).toBeTruthy();
    expect(path()).toBe('/qnaList');
  });

  it('what was typed comes back after a reload', async () => {
    fakeApi();
    const { view } = await openRegister();
    fireEvent.change(field('Category'), { target: { value: 'account' } });
    type('Title', 'Changing my phone number');
    type('Content', 'I have a new number.\nHow do I change it?');
    await draftSaved('Changing my phone number');
    view.unmount();

    await openRegister();
    expect(await screen.findByText('Your unsent inquiry was restored.')).toBeTruthy();
    expect(field('Category').value).toBe('account');
    expect(field('Title').value).toBe('Changing my phone number');
    expect(field('Content').value).toBe('I have a new number.\nHow do I change it?');
  });

  it('without a connection the send fails with the reason and the draft stays on the phone', async () => {
    const api = fakeApi();
    api.failNetwork('POST qna');
    const { view } = await openRegister();
    fireEvent.change(field('Category'), { target: { value: 'pay' } });
    type('Title', 'Offline question');
    type('Content', 'Typed on a site without signal.');
    await register();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not send: no connection. Your inquiry is kept on this phone; send it again when you have signal.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await get(DRAFT_KEY, drafts)).toEqual({ category: 'pay', title: 'Offline question', content: 'Typed on a site without signal.' });
    view.unmount();
    await openRegister();
    expect(await screen.findByText('Your unsent inquiry was restored.')).toBeTruthy();
    expect(field('Title').value).toBe('Offline question');
  });

  it('a refusal of the server is said in words and keeps what was typed', async () => {
    const api = fakeApi();
    api.refuse('POST qna', 400, 'BAD_REQUEST', { fields: { title: 'tooLong' } }, { once: true });
    api.refuse('POST qna', 500, 'INTERNAL', undefined, { once: true });
    await openRegister();
    fireEvent.change(field('Category'), { target: { value: 'other' } });
    type('Title', 'A question');
    type('Content', 'Some words.');
    await register();
    expect((await screen.findByRole('alert')).textContent).toBe('Some of what you entered is not valid. Check it and try again.');
    await register();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong on the server. Try again in a moment.'));
    expect(field('Title').value).toBe('A question');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('another worker on the same phone gets their own draft, never the first one’s', async () => {
    fakeApi();
    await set('register:worker-2', { category: 'work', title: 'Lee’s draft', content: '' }, drafts);
    const { view } = await openRegister();
    type('Title', 'Kim’s draft');
    await draftSaved('Kim’s draft');
    view.unmount();

    const claims = btoa(JSON.stringify({ sub: 'worker-2', role: 'user' })).replace(/=+$/, '');
    await openRegister({ session: { user: { ...WORKER_SESSION, accessToken: `eyJhbGciOiJub25lIn0.${claims}.test` } } });
    expect(await screen.findByText('Your unsent inquiry was restored.')).toBeTruthy();
    expect(field('Title').value).toBe('Lee’s draft');
    expect(screen.queryByDisplayValue('Kim’s draft')).toBeNull();
    expect(await get(DRAFT_KEY, drafts)).toMatchObject({ title: 'Kim’s draft' });
  });
});
