/**
 * The component gallery (/componentTest): the shared parts as a person meets them — the buttons (a
 * busy one disabled), a field's hint and error, the checkbox, both alert dialogs (OK, Cancel, Escape),
 * the language switch redrawing the page in Korean — and its guard (no session: the login).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '@/testing/render-screen';

async function openGallery() {
  const rendered = await renderScreen('/componentTest', { session: 'worker' });
  await screen.findByRole('heading', { level: 1, name: 'Component gallery' });
  return rendered;
}

async function click(element: HTMLElement): Promise<void> {
  await act(async () => fireEvent.click(element));
}

function answer(): string {
  return screen.getByText('Alert dialog').parentElement?.querySelector('[role="status"]')?.textContent ?? '';
}

describe('the component gallery (English)', () => {
  it('the buttons, the fields with their hint and error, and the checkbox', async () => {
    fakeApi();
    await openGallery();
    for (const name of ['Primary', 'Secondary', 'Text', 'Danger']) expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false);
    const working = screen.getByRole('button', { name: 'Working' });
    expect(working.hasAttribute('disabled')).toBe(true);
    expect(working.getAttribute('aria-busy')).toBe('true');

    const phone = screen.getByLabelText('Mobile number');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Digits and - only.');
    fireEvent.change(phone, { target: { value: '010-1234-5678' } });
    expect((phone as HTMLInputElement).value).toBe('010-1234-5678');
    const wrong = screen.getByLabelText('With an error');
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(wrong.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Only digits and - are allowed in the phone number.');

    const save = screen.getByLabelText('Save account') as HTMLInputElement;
    expect(save.checked).toBe(false);
    await click(save);
    expect(save.checked).toBe(true);
  });

  it('the dialog with cancel answers OK, Cancel and Escape; the one without cancel only OK', async () => {
    fakeApi();
    await openGallery();
    expect(answer()).toBe('');
    await click(screen.getByRole('button', { name: 'Open with cancel' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Confirm' });
    expect(dialog.textContent).toContain('The page behind cannot scroll while this dialog is open.');
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true);
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answer()).toBe('You chose Cancel.');
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(false);

    await click(screen.getByRole('button', { name: 'Open with cancel' }));
    await click(within(screen.getByRole('alertdialog', { name: 'Confirm' })).getByRole('button', { name: 'OK' }));
    expect(answer()).toBe('You chose OK.');

    await click(screen.getByRole('button', { name: 'Open with cancel' }));
    await act(async () => fireEvent(screen.getByRole('alertdialog', { name: 'Confirm' }), new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answer()).toBe('You chose Cancel.');

    await click(screen.getByRole('button', { name: 'Open without cancel' }));
    dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    // Escape on a one-button dialog confirms.
    await act(async () => fireEvent(dialog, new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answer()).toBe('You chose OK.');
  });

  it('the language switch redraws the page in the chosen language', async () => {
    fakeApi();
    await openGallery();
    const languages = within(screen.getByRole('group', { name: 'Language' }));
    expect(languages.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await click(languages.getByRole('button', { name: '한국어' }));
    expect(await screen.findByRole('heading', { level: 1, name: '컴포넌트 갤러리' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('without a session the gallery is not shown: the login is', async () => {
    fakeApi();
    const { path } = await renderScreen('/componentTest', { session: 'none' });
    expect(path()).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Component gallery' })).toBeNull();
  });
});
