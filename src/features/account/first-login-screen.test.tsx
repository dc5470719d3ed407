/**
 * A person the site office registered sets their first password (/firstLogin, issue 33, decision 079):
 * on every server (with or without an identity provider), the number and the birth date, the texted
 * code, the password twice and the agreements (the required ones asked for), then the login with the
 * number; and the link to it from the login.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, press } from '@/testing/interact';
import { policySummary } from '@/testing/policy-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const NOW = '2026-11-18T10:00:00+09:00';
const SENT = { codeToken: '5c1f3e0a-1111-4222-8333-944445555666', sentTo: '010-****-5926', expiresInSeconds: 300 };
const PRIVACY = policySummary('privacy', 2, '2026-06-01', { required: true });
const TERMS = policySummary('terms', 1, '2025-03-01', { required: true });
const NOTICES = policySummary('notices', 1, '2025-03-01', { required: false });

describe('the first login of a person the site registered (English)', () => {
  it('is linked from the login', async () => {
    fakeApi();
    const { path } = await renderScreen('/login', { now: NOW, language: 'en' });
    fireEvent.click(await screen.findByRole('link', { name: 'Registered at the site office? Set your password' }));
    await waitFor(() => expect(path()).toBe('/firstLogin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'First login' })).toBeTruthy();
  });

  it('texts a code, then sets the password with the required agreements and opens the login with the number', async () => {
    const api = fakeApi();
    api.answer('POST account/firstPassword/codes', SENT);
    api.answer('GET policies/agreements', { items: [PRIVACY, TERMS, NOTICES] });
    api.refuse('POST account/firstPassword/codes/password', 400, 'BAD_REQUEST', { fields: { agreements: 'agreementsRequired' } }, { once: true });
    api.answer('POST account/firstPassword/codes/password', { phone: '010-3141-5926' });
    const { path } = await renderScreen('/firstLogin', { now: NOW, language: 'en' });
    expect(
      await screen.findByText('The site office registered you with your mobile number. Enter it and your birth date: we text a code to that number, and you choose your password.'),
    ).toBeTruthy();
    await press('Send code');
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(api.callsTo('POST account/firstPassword/codes')).toBe(0);
    fill('Mobile number', '010-3141-5926');
    fill('Birth date', '1995-08-17');
    await press('Send code');
    expect(api.lastRequest('POST account/firstPassword/codes').body).toEqual({ phone: '010-3141-5926', birthDate: '1995-08-17' });

    await screen.findByLabelText('Agree to all');
    fill('Code from the text message', '482913');
    fill('New password', 'Gate-morning-26');
    fill('Confirm new password', 'Gate-morning-26');
    await press('Set password');
    expect(screen.getByText('Agree to all required agreements.')).toBeTruthy();
    expect(api.callsTo('POST account/firstPassword/codes/password')).toBe(0);
    fireEvent.click(screen.getByLabelText('Agree to all'));
    // The server's refusal of the agreements is said where the form says its own.
    await press('Set password');
    expect(await screen.findByText('Agree to all required agreements.')).toBeTruthy();
    await press('Set password');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(api.lastRequest('POST account/firstPassword/codes/password').body).toEqual({
      codeToken: SENT.codeToken,
      code: '482913',
      password: 'Gate-morning-26',
      agreements: [PRIVACY.id, TERMS.id, NOTICES.id],
    });
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('010-3141-5926');
  });

  it('in Korean, on a server without an identity provider too', async () => {
    const api = fakeApi();
    api.answer('GET identity/offered', { identityVerification: false, bankCertLogin: false });
    await renderScreen('/firstLogin', { now: NOW, language: 'ko' });
    expect(await screen.findByRole('heading', { level: 1, name: '첫 로그인' })).toBeTruthy();
    expect(screen.getByText(/현장 사무실에서 휴대폰 번호로 회원 등록을 했습니다/)).toBeTruthy();
    expect(api.callsTo('POST account/recovery/codes')).toBe(0);
  });
});
