/**
 * Forgot password (/forgotPassword, docs/spec-notes.md §2, §5) and the screen after it (/passwordReissue) against
 * the fake API and a stand-in provider popup: the user check's messages, what the flow sends, the
 * verification's refusals, the choice (required), the temporary password sent or the way to the
 * phone change; in an installed app the trip leaves the window and the screen resumes after it.
 * The provider's own pages, the SMS and logging in with the temporary password stay in e2e.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VerificationOutcome } from '#contract/api-identity.ts';
import { FLOW, PROVIDER_START, providerTrip, TRIP_REF } from '@/testing/identity-trip';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { refusesEveryNaughtyString } from '@/testing/naughty-strings';

const NOW = '2026-11-18T10:00:00+09:00';
const MASKED = '010-****-6789';
const VERIFIED: VerificationOutcome = { service: 'phone', name: '한지민', phone: '010-5555-0101', accountPhone: MASKED };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

async function open(language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen('/forgotPassword', { now: NOW, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Forgot password' : '비밀번호 찾기' });
  return rendered;
}

/** The flow's calls up to the provider form. */
function answerFlow(api: ReturnType<typeof fakeApi>) {
  api.answer('POST identity/flows', FLOW);
  api.answer('POST identity/provider', PROVIDER_START);
}

async function checkUser(name: string, birthDate: string) {
  fill('Name', name);
  fill('Birth date', birthDate);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify with my phone' }));
  });
}

describe('forgot password (English)', () => {
  it('every naughty string in either field keeps its value, says what is wrong and is never sent', async () => {
    const api = fakeApi();
    await open();
    await refusesEveryNaughtyString(['Name', 'Birth date'], 'Verify with my phone');
    expect(api.requests).toEqual([]);
  });

  it('the user check says what is missing or wrong and opens nothing', async () => {
    const api = fakeApi();
    const trip = providerTrip();
    await open();
    await checkUser('', '');
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your birth date.')).toBeTruthy();
    await checkUser('Han 2', '1988-13-45');
    expect(screen.getByText('Enter your name as it is on your ID, in letters only.')).toBeTruthy();
    expect(screen.getByText('Enter the birth date as YYYY-MM-DD.')).toBeTruthy();
    await checkUser('한지민', '2026-11-19');
    expect(screen.getByText('The birth date cannot be in the future.')).toBeTruthy();
    expect(screen.queryByText('Enter your name as it is on your ID, in letters only.')).toBeNull();
    expect(api.requests).toEqual([]);
    expect(trip.opened()).toBe(0);
  });

  it('verifies the person, asks for a choice, sends the temporary password and shows where it went', async () => {
    const api = fakeApi();
    answerFlow(api);
    api.answer('POST identity/redeem', VERIFIED);
    api.answer('POST account/recovery/password', { sentTo: MASKED });
    const trip = providerTrip();
    const { path } = await open();
    await checkUser('  한지민 ', '19881209');
    await trip.submitted;
    // The claim as the server reads it, without a session; the provider form went into the popup.
    expect(api.lastRequest('POST identity/flows').body).toEqual({ purpose: 'recovery', recovery: { name: '한지민', birthDate: '1988-12-09' } });
    expect(api.lastRequest('POST identity/flows').headers.get('Authorization')).toBeNull();
    expect(api.lastRequest('POST identity/provider').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret, service: 'phone' });
    expect(trip.forms).toEqual([{ action: `${location.origin}/sandbox/nice`, method: 'POST', target: 'wfm-identity', fields: { request: 'sealed' } }]);
    expect((screen.getByRole('button', { name: 'Verify with my phone' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => trip.returnWith(TRIP_REF));
    expect((await screen.findByRole('status')).textContent).toBe(`Your identity is verified. Registered number: ${MASKED}`);
    expect(api.lastRequest('POST identity/redeem').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret, ref: TRIP_REF });
    expect(screen.getByText(`A temporary password is sent by text message to ${MASKED}.`)).toBeTruthy();
    expect(screen.getByText('Log in with the number you just verified, 010-5555-0101.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('alert').textContent).toBe('Choose what you want to do.');
    expect(api.callsTo('POST account/recovery/password')).toBe(0);
    fireEvent.click(screen.getByRole('radio', { name: /Reset password/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeTruthy();
    expect(path()).toBe('/passwordReissue');
    expect(screen.getByText(`A temporary password was sent by text message to ${MASKED}.`)).toBeTruthy();
    expect(api.lastRequest('POST account/recovery/password').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('the verified number as the new login: the phone change opens with the verified numbers', async () => {
    const api = fakeApi();
    answerFlow(api);
    api.answer('POST identity/redeem', VERIFIED);
    api.answer('POST account/recovery/phone', { phone: '010-5555-0101' });
    const trip = providerTrip();
    const { path } = await open();
    await checkUser('한지민', '1988-12-09');
    await trip.submitted;
    await act(async () => trip.returnWith(TRIP_REF));
    fireEvent.click(await screen.findByRole('radio', { name: /Change phone number/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await screen.findByRole('heading', { name: 'Change phone number' })).toBeTruthy();
    expect(path()).toBe('/changePhoneNumber');
    expect(screen.getByText(MASKED)).toBeTruthy();
    expect(screen.getByText('010-5555-0101')).toBeTruthy();
    // From recovery there is no way back to the check.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change to this number' })));
    const dialog = await screen.findByRole('alertdialog', { name: 'Phone number changed' });
    expect(dialog.textContent).toContain('Log in again with your new number 010-5555-0101.');
    expect(api.lastRequest('POST account/recovery/phone').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret });
    expect(api.lastRequest('POST account/recovery/phone').headers.get('Authorization')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go to login' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
  });

  it('says each refusal of the verification, and a reissue that failed', async () => {
    const api = fakeApi();
    answerFlow(api);
    api.refuse('POST identity/redeem', 422, 'IDENTITY_NOT_MATCHING', {}, { once: true });
    api.refuse('POST identity/redeem', 404, 'ACCOUNT_NOT_FOUND', {}, { once: true });
    api.refuse('POST identity/redeem', 409, 'VERIFICATION_INVALID', {}, { once: true });
    api.answer('POST identity/redeem', VERIFIED);
    api.refuse('POST account/recovery/password', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 3600 });
    const trip = providerTrip();
    await open();
    for (const said of ['Your identity details do not match the phone verification.', 'No account was found for you. Sign up first.', 'Access is not possible. Please start again.']) {
      await checkUser('한지민', '1988-12-09');
      await trip.submitted;
      await act(async () => trip.returnWith(TRIP_REF));
      expect((await screen.findByRole('alert')).textContent).toBe(said);
      // What was typed stays, to try again.
      expect((screen.getByLabelText('Name', { exact: true }) as HTMLInputElement).value).toBe('한지민');
    }
    // A return without a reference: not valid, never redeemed.
    await checkUser('한지민', '1988-12-09');
    await trip.submitted;
    await act(async () => trip.returnWith(''));
    expect(await screen.findByText('Access is not possible. Please start again.')).toBeTruthy();
    expect(api.callsTo('POST identity/redeem')).toBe(3);

    await checkUser('한지민', '1988-12-09');
    await trip.submitted;
    await act(async () => trip.returnWith(TRIP_REF));
    fireEvent.click(await screen.findByRole('radio', { name: /Reset password/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await screen.findByText('Too many failed attempts. Try again in 60 minutes.')).toBeTruthy();
  });

  it('a flow the server refuses to start, or no connection: said, and the popup closes', async () => {
    const api = fakeApi();
    api.refuse('POST identity/flows', 400, 'BAD_REQUEST', { fields: { 'recovery.birthDate': 'birthDateFormat' } }, { once: true });
    api.failNetwork('POST identity/flows', { once: true });
    const trip = providerTrip();
    await open();
    await checkUser('한지민', '1988-12-09');
    expect(await screen.findByText('Some of what you entered is not valid. Check it and try again.')).toBeTruthy();
    expect(trip.popupClosed()).toBe(true);
    await checkUser('한지민', '1988-12-09');
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeTruthy();
    expect(trip.opened()).toBe(2);
    expect(trip.forms).toEqual([]);
  });

  it('in an installed app the trip leaves the window and the check resumes after the return page', async () => {
    const api = fakeApi();
    answerFlow(api);
    api.answer('POST identity/redeem', VERIFIED);
    const trip = providerTrip();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const first = await open();
    await checkUser('한지민', '1988-12-09');
    await trip.submitted;
    expect(trip.opened()).toBe(0);
    expect(trip.forms[0]?.target).toBe('_self');
    expect(api.callsTo('POST identity/redeem')).toBe(0);
    first.view.unmount();
    vi.mocked(window.matchMedia).mockRestore();

    // The provider sends the browser to /niceSuccess, which hands the reference back to the screen.
    const back = await renderScreen(`/niceSuccess?ref=${TRIP_REF}`, { now: NOW });
    expect(await screen.findByRole('radio', { name: /Reset password/ })).toBeTruthy();
    expect(back.path()).toBe('/forgotPassword');
    expect(api.lastRequest('POST identity/redeem').body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret, ref: TRIP_REF });
    expect(sessionStorage.getItem('wfm-identity-trip')).toBeNull();
  });
});

describe('forgot password (Korean)', () => {
  it('says the user check and the choice in Korean', async () => {
    const api = fakeApi();
    answerFlow(api);
    api.answer('POST identity/redeem', VERIFIED);
    const trip = providerTrip();
    await open('ko');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '휴대폰으로 본인 인증' })));
    expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy();
    fill('이름', '한지민');
    fill('생년월일', '1988-12-09');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '휴대폰으로 본인 인증' })));
    await trip.submitted;
    await act(async () => trip.returnWith(TRIP_REF));
    await screen.findByRole('radio', { name: /비밀번호 재설정/ });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '계속' })));
    expect(screen.getByText('진행할 항목을 선택해 주세요.')).toBeTruthy();
  });
});

describe('password reissue and phone change opened directly', () => {
  it('access is not possible, and OK leads to the login', async () => {
    fakeApi();
    for (const url of ['/passwordReissue', '/changePhoneNumber']) {
      const { path, view } = await renderScreen(url);
      expect(await screen.findByRole('heading', { name: 'Access is not possible' })).toBeTruthy();
      expect(screen.getByText('This screen can only be opened from the step before it. Please start again.')).toBeTruthy();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
      await screen.findByRole('heading', { name: 'Worker login' });
      expect(path()).toBe('/login');
      view.unmount();
    }
  });
});
