/**
 * A server without an identity provider or a certificate provider (issue 31: IDENTITY_PROVIDER=none,
 * BANK_CERT_PROVIDER=none): sign-up, the certificate login and the phone change each say who does it
 * instead, and OK leads on; none of them starts a verification.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';

function offerNothing() {
  const api = fakeApi();
  api.answer('GET identity/offered', { identityVerification: false, bankCertLogin: false });
  return api;
}

describe('steps this server does not offer (English)', () => {
  it('sign-up says to sign up at the site office, and OK leads to the login', async () => {
    const api = offerNothing();
    const { path } = await renderScreen('/join');
    expect(await screen.findByRole('heading', { name: 'Sign up at your site office' })).toBeTruthy();
    expect(screen.getByText(/Accounts are opened by the site office\. Bring your ID card and ask them to register you\.$/)).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    await press('OK');
    expect(path()).toBe('/login');
    expect(api.callsTo('POST identity/flows')).toBe(0);
  });

  it('the certificate login says it is not offered and to log in with the phone number', async () => {
    const api = offerNothing();
    await renderScreen('/kbCertLogin');
    expect(await screen.findByRole('heading', { name: 'No bank certificate login here' })).toBeTruthy();
    expect(screen.getByText('This app does not offer the bank certificate login. Log in with your phone number and password.')).toBeTruthy();
    expect(api.callsTo('POST auth/kb/requests')).toBe(0);
  });

  it("a worker's phone change says the site office changes it", async () => {
    const api = offerNothing();
    await renderScreen('/changePhoneNumber', { session: 'worker' });
    expect(await screen.findByRole('heading', { name: 'Change your number at the site office' })).toBeTruthy();
    // What to bring (decision 082): the site texts a code to the new phone.
    expect(screen.getByText('Your phone number is changed by the site office. Bring your ID card and the phone with the new number: they text a code to it.')).toBeTruthy();
    expect(api.callsTo('POST account/phone/verification')).toBe(0);
  });
});

describe('steps this server does not offer (Korean)', () => {
  it('sign-up says so in Korean', async () => {
    offerNothing();
    await renderScreen('/join', { language: 'ko' });
    expect(await screen.findByRole('heading', { name: '현장 사무실에서 가입하세요' })).toBeTruthy();
  });
});
