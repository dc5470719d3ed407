/**
 * One inquiry (/qnaDetail?id=…) against the fake API: the question as text with its line breaks, the
 * answer with its date, editing (its messages, what is sent, the dialog) and deleting (the
 * confirmation, the dialog, back to the list) while it waits, nothing of both once answered, an
 * answer that came meanwhile (409 QNA_ANSWERED), an inquiry that is not the worker's, and loading.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredInquiry, inquiry } from '@/testing/qna-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const WAITING = inquiry({ id: 'q-1', category: 'work', title: '<b>Record</b> of 3 November', content: 'First line.\nSecond line.' });
const ANSWERED = answeredInquiry({ id: 'q-1', title: WAITING.title, content: WAITING.content, category: 'work' });

function button(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

async function click(element: HTMLElement): Promise<void> {
  await act(async () => fireEvent.click(element));
}

async function openDetail(id = 'q-1') {
  const rendered = await renderScreen(`/qnaDetail?id=${id}`, { session: 'worker' });
  await screen.findByRole('heading', { name: 'Inquiry', level: 1 });
  return rendered;
}

describe('an inquiry (English)', () => {
  it('a waiting inquiry: its category, date, title and text as text with line breaks, and Edit and Delete', async () => {
    const api = fakeApi();
    api.answer('GET qna/{id}', WAITING);
    await openDetail();
    const title = await screen.findByRole('heading', { name: '<b>Record</b> of 3 November' });
    expect(document.querySelector('main b')).toBeNull();
    const card = title.closest('article') as HTMLElement;
    expect(within(card).getByText('Work records')).toBeTruthy();
    expect(within(card).getByText('2026.11.16')).toBeTruthy();
    expect(within(card).getByText('Waiting for an answer')).toBeTruthy();
    expect(card.querySelector('.inquiry__text')?.textContent).toBe('First line.\nSecond line.');
    expect(screen.queryByRole('heading', { name: 'Answer' })).toBeNull();
    expect(button('Edit')).toBeTruthy();
    expect(button('Delete')).toBeTruthy();
    expect(api.lastRequest('GET qna/{id}').path).toBe('qna/q-1');
  });

  it('an answered inquiry shows the answer and its date, and cannot be edited or deleted', async () => {
    const api = fakeApi();
    api.answer('GET qna/{id}', ANSWERED);
    await openDetail();
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(within(answer).getByText('2026.11.17')).toBeTruthy();
    expect(answer.querySelector('.inquiry__text')?.textContent).toBe('On the 10th.\nThank you.');
    expect(screen.getByText('Answered', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByText('Answered inquiries cannot be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(answer).queryByText(/^Edited on/)).toBeNull();
  });

  it('an answer staff changed after giving it says it was edited, and when (issue 31)', async () => {
    const api = fakeApi();
    api.answer('GET qna/{id}', { ...ANSWERED, answer: 'On the 12th, not the 10th.', answerEditedAt: '2026-11-18T09:30:00+09:00' });
    await openDetail();
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(answer.querySelector('.inquiry__text')?.textContent).toBe('On the 12th, not the 10th.');
    expect(within(answer).getByText('Edited on 2026.11.18')).toBeTruthy();
  });

  it('editing: the fields hold the inquiry, an emptied field is named, Cancel sends nothing, Save sends and says so', async () => {
    const api = fakeApi();
    api.answer('GET qna/{id}', WAITING);
    const saved = api.defer('PUT qna/{id}');
    await openDetail();
    await click(await screen.findByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('work');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(WAITING.title);
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('First line.\nSecond line.');

    fireEvent.change(screen.getByLabelText('Content'), { target: { value: ' ' } });
    await click(button('Save'));
    expect(screen.getByText('Write what you want to ask.')).toBeTruthy();
    await click(button('Cancel'));
    expect(screen.getByRole('heading', { name: WAITING.title })).toBeTruthy();
    expect(api.callsTo('PUT qna/{id}')).toBe(0);

    await click(button('Edit'));
    expect(screen.queryByText('Write what you want to ask.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Record of 3 November (2) ' } });
    await click(button('Save'));
    await saved.requested;
    expect(button('Save').getAttribute('aria-busy')).toBe('true');
    expect(api.lastRequest('PUT qna/{id}').path).toBe('qna/q-1');
    expect(api.lastRequest('PUT qna/{id}').body).toEqual({ category: 'work', title: 'Record of 3 November (2)', content: 'First line.\nSecond line.' });
    await act(async () => saved.answer({ ...WAITING, title: 'Record of 3 November (2)', updatedAt: '2026-11-18T10:00:00+09:00' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Updated' });
    expect(dialog.textContent).toContain('Your inquiry has been updated.');
    await click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Record of 3 November (2)' })).toBeTruthy();
  });

  it('deleting asks first (Cancel keeps it), then deletes, says so and goes back to the list', async () => {
    const api = fakeApi();
    api.answer('GET qna/{id}', WAITING);
    api.answerNothing('DELETE qna/{id}');
    api.answer('GET qna', { items: [], nextCursor: null });
    const { path } = await openDetail();
    await click(await screen.findByRole('button', { name: 'Delete' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete this inquiry?' });
    expect(confirm.textContent).toContain('A deleted inquiry cannot be brought back.');
    await click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('DELETE qna/{id}')).toBe(0);

    await click(button('Delete'));
    confirm = screen.getByRole('alertdialog', { name: 'Delete this inquiry?' });
    await click(within(confirm).getByRole('button', { name: 'Delete' }));
    const deleted = await screen.findByRole('alertdialog', { name: 'Deleted' });
    expect(deleted.textContent).toContain('Your inquiry has been deleted.');
    expect(api.lastRequest('DELETE qna/{id}').path).toBe('qna/q-1');
    await click(within(deleted).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('You have no inquiries yet.')).toBeTruthy();
    expect(path()).toBe('/qnaList');
  });

  it('answered meanwhile: saving is refused (409 QNA_ANSWERED) with the reason, and the answer is shown instead of the editor', async () => {
    const api = fakeApi();
    api.answer('GET qna/{id}', WAITING, { once: true });
    api.answer('GET qna/{id}', ANSWERED, { once: true });
    api.refuse('PUT qna/{id}', 409, 'QNA_ANSWERED');
    await openDetail();
    await click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Too late' } });
    await click(button('Save'));
    expect(await screen.findByRole('region', { name: 'Answer' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Answered inquiries cannot be changed.');
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(api.callsTo('GET qna/{id}')).toBe(2);
  });

  it('answered meanwhile: deleting is refused the same way; a lost connection says so and keeps the inquiry', async () => {
    const api = fakeApi();
    api.answer('GET qna/{id}', WAITING, { once: true });
    api.answer('GET qna/{id}', ANSWERED, { once: true });
    api.failNetwork('DELETE qna/{id}', { once: true });
    api.refuse('DELETE qna/{id}', 409, 'QNA_ANSWERED', undefined, { once: true });
    await openDetail();
    await click(await screen.findByRole('button', { name: 'Delete' }));
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: WAITING.title })).toBeTruthy();

    await click(button('Delete'));
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('region', { name: 'Answer' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Answered inquiries cannot be changed.');
    expect(screen.queryByRole('alertdialog', { name: 'Deleted' })).toBeNull();
  });

  it('an inquiry that is not the worker’s (404) or no id at all: access is not possible', async () => {
    const api = fakeApi();
    api.refuse('GET qna/{id}', 404, 'NOT_FOUND');
    const { view } = await openDetail('someone-elses');
    expect((await screen.findByRole('alert')).textContent).toBe('Access is not possible.');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    view.unmount();

    await renderScreen('/qnaDetail', { session: 'worker' });
    expect((await screen.findByRole('alert')).textContent).toBe('Access is not possible.');
    expect(api.callsTo('GET qna/{id}')).toBe(1);
  });

  it('while loading says so', async () => {
    const api = fakeApi();
    const loading = api.defer('GET qna/{id}');
    await openDetail();
    await loading.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => loading.answer(WAITING));
    expect(await screen.findByRole('heading', { name: WAITING.title })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
