/**
 * The worker login's passkey path (decision 092) against the fake API: offered only where the browser
 * has WebAuthn; the challenge fetched when the step shows; the passkey's answer logs in as the
 * password does (home, or the forced password change first); the browser's refusal keeps the
 * challenge, the server's asks for a new one; the password is one tap away. The phone's
 * authenticator (@simplewebauthn/browser) is a stand-in: real passkeys stay in e2e.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '#contract/api-auth.ts';
import type { PasskeyAssertion, PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { press } from '@/testing/interact';
import { fakeApi, renderScreen, WORKER_SESSION } from '@/testing/render-screen';
import { weekAnswer } from '@/testing/work-answers';

const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@/platform/api/passkeys-supported', () => ({ passkeysSupported: () => browser.supported }));
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: browser.startAuthentication }));

const TODAY = '2026-11-18T10:00:00+09:00';
const CHALLENGE: PasskeyRequestOptions = { challenge: 'Y2hhbGxlbmdlLTE', rpId: 'localhost', timeout: 300_000, userVerification: 'required', allowCredentials: [] };
const NEXT_CHALLENGE: PasskeyRequestOptions = { ...CHALLENGE, challenge: 'Y2hhbGxlbmdlLTI' };
const CREDENTIAL: PasskeyAssertion = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

/** A DOMException as @simplewebauthn/browser passes the browser's refusal on (its name is what counts). */
function refusal(name: string): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = name;
  return error;
}

async function openLogin() {
  const rendered = await renderScreen('/login', { now: TODAY });
  await screen.findByRole('heading', { name: 'Worker login' });
  return rendered;
}

beforeEach(() => {
  browser.supported = true;
});

afterEach(() => {
  browser.startAuthentication.mockReset();
});

describe('worker login with a passkey (English)', () => {
  it('is not offered where the browser has no passkeys', async () => {
    browser.supported = false;
    const api = fakeApi();
    await openLogin();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('asks for a challenge when the step shows, answers it with the passkey and goes home with the session', async () => {
    const api = fakeApi();
    api.answer('POST auth/passkey/options', CHALLENGE);
    api.answer('POST auth/passkey', WORKER_SESSION);
    api.answerNothing('GET users/homeProjectSetting');
    api.answer('GET work/weekly', weekAnswer('2026-11-18'));
    browser.startAuthentication.mockResolvedValue(CREDENTIAL);
    const { path } = await openLogin();
    await press('Log in with a passkey');
    expect(await screen.findByText("Confirm it's you with the passkey on this phone. No password is needed.")).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Use a passkey' }) as HTMLButtonElement).disabled).toBe(false));
    // No phone number, no bearer: the passkey tells the server who it is.
    const asked = api.lastRequest('POST auth/passkey/options');
    expect(asked.body).toEqual({});
    expect(asked.headers.get('Authorization')).toBeNull();

    await press('Use a passkey');
    await screen.findByRole('heading', { name: "Today's work" });
    expect(path()).toBe('/');
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: CHALLENGE });
    expect(api.lastRequest('POST auth/passkey').body).toEqual({ credential: CREDENTIAL });
    expect(api.callsTo('POST auth/login')).toBe(0);
  });

  it('a password to change comes first, as after the password login', async () => {
    const api = fakeApi();
    const mustChange: UserSession = { ...WORKER_SESSION, ynConvertPassword: 'N' };
    api.answer('POST auth/passkey/options', CHALLENGE);
    api.answer('POST auth/passkey', mustChange);
    browser.startAuthentication.mockResolvedValue(CREDENTIAL);
    const { path } = await openLogin();
    await press('Log in with a passkey');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Use a passkey' }) as HTMLButtonElement).disabled).toBe(false));
    await press('Use a passkey');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(path()).toBe('/changePassword');
  });

  it('the browser’s refusal keeps the challenge; the server’s refusal says so and asks for a new one; the password is one tap away', async () => {
    const api = fakeApi();
    api.answer('POST auth/passkey/options', CHALLENGE, { once: true });
    api.answer('POST auth/passkey/options', NEXT_CHALLENGE);
    api.refuse('POST auth/passkey', 422, 'PASSKEY_REFUSED');
    browser.startAuthentication.mockRejectedValueOnce(refusal('NotAllowedError')).mockResolvedValue(CREDENTIAL);
    const { path } = await openLogin();
    await press('Log in with a passkey');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Use a passkey' }) as HTMLButtonElement).disabled).toBe(false));
    // (StrictMode runs the step's effect twice in a test: count from here.)
    const challenges = api.callsTo('POST auth/passkey/options');

    await press('Use a passkey');
    expect((await screen.findByRole('alert')).textContent).toBe('The passkey was cancelled or took too long. Try again.');
    expect(api.callsTo('POST auth/passkey')).toBe(0);
    expect(api.callsTo('POST auth/passkey/options')).toBe(challenges);

    await press('Use a passkey');
    expect(await screen.findByText('The passkey was not accepted. Try again, or log in with your password.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST auth/passkey/options')).toBe(challenges + 1));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Use a passkey' }) as HTMLButtonElement).disabled).toBe(false));
    await press('Use a passkey');
    await waitFor(() => expect(browser.startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: NEXT_CHALLENGE }));
    expect(path()).toBe('/login');

    await press('Log in with your password instead');
    expect(screen.getByLabelText('Password', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});

describe('worker login with a passkey (Korean)', () => {
  it('names the way in Korean', async () => {
    fakeApi();
    await renderScreen('/login', { now: TODAY, language: 'ko' });
    await screen.findByRole('heading', { name: '근로자 로그인' });
    expect(screen.getByRole('button', { name: '패스키로 로그인' })).toBeTruthy();
  });
});
