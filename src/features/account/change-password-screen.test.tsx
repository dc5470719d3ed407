/**
 * Change password (/changePassword, docs/spec-notes.md §4–§5, §9) against the fake API: each mistake is said and
 * never sent, the server's refusals (wrong current password, the same password, too many tries, no
 * connection) are said where they belong, success ends the session and leads to the login; forced
 * after a temporary password, every other screen is a bad request until it is done.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { refusesEveryNaughtyString } from '@/testing/naughty-strings';

const CURRENT = 'Current-pass-1!';
const NEXT = 'Voluntary-change-2!';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

async function submit(current: string, next: string, confirm: string) {
  fill('Current password', current);
  fill('New password', next);
  fill('Confirm new password', confirm);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
}

async function open(session: 'worker' | 'workerMustChangePassword' = 'worker', url = '/changePassword') {
  const rendered = await renderScreen(url, { session });
  await screen.findByRole('heading', { name: 'Change password' });
  return rendered;
}

describe('change password (English)', () => {
  it('every naughty string as the current and the new password keeps its value, says what is wrong and is never sent', async () => {
    const api = fakeApi();
    await open();
    // The confirmation never matches: whatever the rules say of the string, the form refuses it.
    await refusesEveryNaughtyString(['Current password', 'New password'], 'Change password', (value) => ({ 'Confirm new password': `${value}x` }));
    expect(api.requests).toEqual([]);
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const api = fakeApi();
    await open();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await submit('', '', '');
    expect(screen.getByText('Enter all fields.')).toBeTruthy();
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Enter a new password.')).toBeTruthy();
    expect(screen.getByText('Enter the new password again.')).toBeTruthy();

    await submit(CURRENT, 'lettersonly-nodigits', 'lettersonly-nodigits');
    expect(screen.getByText('The password must combine letters, digits and special characters.')).toBeTruthy();
    expect(screen.queryByText('Enter all fields.')).toBeNull();
    await submit(CURRENT, 'Short-1!', 'Short-1!');
    expect(screen.getByText(/at least 10 characters/i, { selector: '.field__error' })).toBeTruthy();
    await submit(CURRENT, NEXT, `${NEXT}x`);
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    await submit(CURRENT, CURRENT, CURRENT);
    expect(screen.getByText('The new password must differ from the current one.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('a wrong current password is said under its field; the same password under the new one; others above the button', async () => {
    const api = fakeApi();
    api.refuse('POST account/password', 422, 'WRONG_PASSWORD', {}, { once: true });
    api.refuse('POST account/password', 400, 'BAD_REQUEST', { fields: { newPassword: 'passwordSame' } }, { once: true });
    api.refuse('POST account/password', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 600 }, { once: true });
    api.failNetwork('POST account/password', { once: true });
    await open();
    await submit('Wrong-pass-1!', NEXT, NEXT);
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(api.lastRequest('POST account/password').body).toEqual({ currentPassword: 'Wrong-pass-1!', newPassword: NEXT });
    expect(api.lastRequest('POST account/password').headers.get('Authorization')).toMatch(/^Bearer /);

    await submit(CURRENT, NEXT, NEXT);
    expect(await screen.findByText('The new password must differ from the current one.')).toBeTruthy();
    expect(screen.queryByText('The current password is not correct.')).toBeNull();

    await submit(CURRENT, NEXT, NEXT);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts. Try again in 10 minutes.');
    await submit(CURRENT, NEXT, NEXT);
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeTruthy();
    expect(api.callsTo('POST account/password')).toBe(4);
  });

  it('while the server answers the button is busy; the change ends the session and leads to the login', async () => {
    const api = fakeApi();
    const change = api.defer('POST account/password');
    api.answerNothing('POST auth/logout');
    const { path } = await open();
    await submit(CURRENT, NEXT, NEXT);
    await change.requested;
    const button = screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(async () => change.answerNothing());
    const dialog = await screen.findByRole('alertdialog', { name: 'Password changed' });
    expect(dialog.textContent).toContain('Your password has been changed. Please log in again.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Go to login' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('the forced change after a temporary password', () => {
  it('says why, has no way back but logout, and every other screen is a bad request whose OK leads back here', async () => {
    const api = fakeApi();
    const { path, router } = await open('workerMustChangePassword');
    expect(screen.getByRole('status').textContent).toBe('You must change your password before you continue (for example after a temporary password).');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();

    await act(() => router.navigate({ to: '/myAccount' }));
    expect(path()).toBe('/badRequest');
    expect(await screen.findByRole('heading', { name: 'Bad Request' })).toBeTruthy();
    expect(screen.getByText('This is an invalid access.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await screen.findByRole('heading', { name: 'Change password' });
    expect(path()).toBe('/changePassword');
    expect(api.requests).toEqual([]);
  });
});

describe('change password (Korean)', () => {
  it('says the mistakes and the wrong current password in Korean', async () => {
    const api = fakeApi();
    api.refuse('POST account/password', 422, 'WRONG_PASSWORD');
    await renderScreen('/changePassword', { session: 'worker', language: 'ko' });
    await screen.findByRole('heading', { name: '비밀번호 변경' });
    const fillKo = async (current: string, next: string, confirm: string) => {
      fill('현재 비밀번호', current);
      fill('새 비밀번호', next);
      fill('새 비밀번호 확인', confirm);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
      });
    };
    await fillKo('', '', '');
    expect(screen.getByText('모든 항목을 입력해 주세요.')).toBeTruthy();
    await fillKo(CURRENT, NEXT, `${NEXT}x`);
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    await fillKo(CURRENT, 'lettersonly-nodigits', 'lettersonly-nodigits');
    expect(screen.getByText('비밀번호는 영문, 숫자, 특수문자를 조합해야 합니다.')).toBeTruthy();
    await fillKo(CURRENT, NEXT, NEXT);
    expect(await screen.findByText('현재 비밀번호가 맞지 않습니다.')).toBeTruthy();
    expect(api.lastRequest('POST account/password').headers.get('Accept-Language')).toBe('ko');
  });
});
