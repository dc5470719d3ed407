/**
 * Forgot password on a server without an identity provider (issue 31): the registered number and the
 * birth date (each mistake said, nothing sent), the texted code with a new password twice, the
 * refusals said where they belong, and the login opening with the number and a note.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const NOW = '2026-11-18T10:00:00+09:00';
const SENT = { codeToken: '5c1f3e0a-1111-4222-8333-944445555666', sentTo: '010-****-6789', expiresInSeconds: 300 };

function noProvider() {
  const api = fakeApi();
  api.answer('GET identity/offered', { identityVerification: false, bankCertLogin: false });
  return api;
}

async function open(language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen('/forgotPassword', { now: NOW, language });
  await screen.findByRole('button', { name: language === 'en' ? 'Send code' : '인증번호 받기' });
  return rendered;
}

describe('forgot password by texted code (English)', () => {
  it('asks for the number and birth date, says each mistake and sends nothing', async () => {
    const api = noProvider();
    await open();
    expect(screen.queryByLabelText('Name')).toBeNull();
    await press('Send code');
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Enter your birth date.')).toBeTruthy();
    fill('Mobile number', '02-123-4567');
    fill('Birth date', '1985-02-30');
    await press('Send code');
    expect(screen.getByText('Enter a mobile number such as 010-1234-5678.')).toBeTruthy();
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('1985-02-30');
    expect(api.callsTo('POST account/recovery/codes')).toBe(0);
  });

  it('sends the number and birth date, then sets the new password with the code and opens the login with the number', async () => {
    const api = noProvider();
    api.answer('POST account/recovery/codes', SENT);
    api.refuse('POST account/recovery/codes/password', 422, 'RECOVERY_CODE_WRONG', {}, { once: true });
    api.answer('POST account/recovery/codes/password', { phone: '010-2345-6789' });
    const { path } = await open();
    fill('Mobile number', '010-2345-6789');
    fill('Birth date', '19850314');
    await press('Send code');
    expect(api.lastRequest('POST account/recovery/codes').body).toEqual({ phone: '010-2345-6789', birthDate: '1985-03-14' });
    expect(await screen.findByText('If 010-****-6789 is registered with this birth date, a 6-digit code was sent to it. Enter it within 5 minutes.')).toBeTruthy();

    await press('Set password');
    expect(screen.getByText('Enter the code from the text message.')).toBeTruthy();
    expect(screen.getByText('Enter a new password.')).toBeTruthy();
    fill('Code from the text message', '123 456');
    fill('New password', 'Brand-new-pass1');
    fill('Confirm new password', 'Brand-new-pass2');
    await press('Set password');
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    fill('Confirm new password', 'Brand-new-pass1');
    await press('Set password');
    // A wrong code is said under the code; what was typed stays.
    expect(await screen.findByText('The code does not match. Check the text message and enter it again.')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Brand-new-pass1');
    await press('Set password');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(api.lastRequest('POST account/recovery/codes/password').body).toEqual({ codeToken: SENT.codeToken, code: '123456', password: 'Brand-new-pass1' });
    expect(await screen.findByText('Your new password is set. Log in with it.')).toBeTruthy();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('010-2345-6789');
  });

  it('a code out of time says to ask for a new one, and a new code can be sent; a text that could not go out is said', async () => {
    const api = noProvider();
    api.refuse('POST account/recovery/codes', 503, 'SMS_NOT_SENT', {}, { once: true });
    api.answer('POST account/recovery/codes', SENT);
    api.refuse('POST account/recovery/codes/password', 410, 'RECOVERY_CODE_EXPIRED');
    await open();
    fill('Mobile number', '010-2345-6789');
    fill('Birth date', '1985-03-14');
    await press('Send code');
    expect(await screen.findByText('The text message could not be sent. Try again in a moment.')).toBeTruthy();
    await press('Send code');
    await screen.findByLabelText('Code from the text message');
    fill('Code from the text message', '123456');
    fill('New password', 'Brand-new-pass1');
    fill('Confirm new password', 'Brand-new-pass1');
    await press('Set password');
    expect(await screen.findByText('This code can no longer be used. Ask for a new code.')).toBeTruthy();
    await press('Send a new code');
    await waitFor(() => expect(api.callsTo('POST account/recovery/codes')).toBe(3));
    await press('Enter another number');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('010-2345-6789');
  });
});

describe('forgot password by texted code (Korean)', () => {
  it('speaks Korean', async () => {
    noProvider();
    await open('ko');
    expect(screen.getByLabelText('휴대폰 번호')).toBeTruthy();
  });
});
