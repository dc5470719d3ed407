/**
 * Account cancellation (/accountCancellation, docs/spec-notes.md §4–§5) against the fake API: the precautions, the
 * box and the password required (said, never sent), a confirmation that can be declined, a wrong
 * password said under its field, other refusals above the button; afterwards the login, with the
 * saved number forgotten when it was this account's.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountAnswer } from '@/testing/account-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { refusesEveryNaughtyString } from '@/testing/naughty-strings';

const ACCOUNT = accountAnswer({ phone: '010-2345-6789', address: null });

async function open() {
  const rendered = await renderScreen('/accountCancellation', { session: 'worker' });
  await screen.findByRole('heading', { name: 'Account cancellation' });
  return rendered;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my account' }));
  });
}

function typePassword(value: string) {
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value } });
}

async function confirm() {
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel your account?' });
  expect(dialog.textContent).toContain('This cannot be undone.');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel my account' })));
}

describe('account cancellation (English)', () => {
  it('every naughty string as the password keeps its value and is never sent while the precautions are not ticked', async () => {
    const api = fakeApi();
    await open();
    await refusesEveryNaughtyString(['Password'], 'Cancel my account');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('shows the precautions; the box and the password are required and nothing is sent without them', async () => {
    const api = fakeApi();
    await open();
    const precautions = screen.getByRole('region', { name: 'Before you cancel' });
    expect(within(precautions).getAllByRole('listitem')).toHaveLength(4);
    expect(precautions.textContent).toContain('Your employers must keep your employment contracts, attendance and pay records by law');
    await submit();
    expect(screen.getByText('Confirm that you have read the precautions.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('I have read the precautions above.').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByLabelText('I have read the precautions above.'));
    await submit();
    expect(screen.queryByText('Confirm that you have read the precautions.')).toBeNull();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('asks again; declined, nothing is sent; a wrong password is said under the field, other failures above the button', async () => {
    const api = fakeApi();
    api.answer('GET account', ACCOUNT);
    api.refuse('POST account/cancel', 422, 'WRONG_PASSWORD', {}, { once: true });
    api.refuse('POST account/cancel', 500, 'INTERNAL', {}, { once: true });
    await open();
    fireEvent.click(screen.getByLabelText('I have read the precautions above.'));
    typePassword('wrong-password-1!');
    await submit();
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your account?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requests).toEqual([]);

    await submit();
    await confirm();
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    expect(api.lastRequest('POST account/cancel').body).toEqual({ password: 'wrong-password-1!', confirmPrecautions: true });
    typePassword('Account-test-1!');
    await submit();
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByText('The password is not correct.')).toBeNull();
    expect(screen.queryByRole('alertdialog', { name: 'Account cancelled' })).toBeNull();
  });

  it('cancelled: says so, ends the session and leads to the login with the saved number forgotten', async () => {
    localStorage.setItem('savedPhone', ACCOUNT.phone);
    const api = fakeApi();
    api.answer('GET account', ACCOUNT);
    const cancel = api.defer('POST account/cancel');
    api.answerNothing('POST auth/logout');
    const { path } = await open();
    fireEvent.click(screen.getByLabelText('I have read the precautions above.'));
    typePassword('Account-test-1!');
    await submit();
    await confirm();
    await cancel.requested;
    expect((screen.getByRole('button', { name: 'Cancel my account' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => cancel.answerNothing());
    const done = await screen.findByRole('alertdialog', { name: 'Account cancelled' });
    expect(done.textContent).toContain('Your account has been cancelled. Thank you for using the app.');
    expect(localStorage.getItem('savedPhone')).toBeNull();
    await act(async () => fireEvent.click(within(done).getByRole('button', { name: 'OK' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Save account') as HTMLInputElement).checked).toBe(false);
  });

  it('someone else’s number saved on the phone stays', async () => {
    localStorage.setItem('savedPhone', '010-9999-0000');
    const api = fakeApi();
    api.answer('GET account', ACCOUNT);
    api.answerNothing('POST account/cancel');
    await open();
    fireEvent.click(screen.getByLabelText('I have read the precautions above.'));
    typePassword('Account-test-1!');
    await submit();
    await confirm();
    await screen.findByRole('alertdialog', { name: 'Account cancelled' });
    expect(localStorage.getItem('savedPhone')).toBe('010-9999-0000');
  });
});

describe('account cancellation (Korean)', () => {
  it('says the required box and the wrong password in Korean', async () => {
    const api = fakeApi();
    api.answer('GET account', ACCOUNT);
    api.refuse('POST account/cancel', 422, 'WRONG_PASSWORD');
    await renderScreen('/accountCancellation', { session: 'worker', language: 'ko' });
    await screen.findByRole('heading', { name: '회원 탈퇴' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' })));
    expect(screen.getByText('유의사항을 확인했다는 항목에 체크해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('위 유의사항을 모두 확인했습니다.'));
    fireEvent.change(screen.getByLabelText('비밀번호', { exact: true }), { target: { value: 'wrong-password-1!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' })));
    const dialog = screen.getByRole('alertdialog', { name: '정말 탈퇴하시겠습니까?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' })));
    expect(await screen.findByText('비밀번호가 맞지 않습니다.')).toBeTruthy();
  });
});
