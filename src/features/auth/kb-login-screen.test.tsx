/**
 * Bank-certificate login (/kbCertLogin, docs/spec-notes.md §1–2) against the fake API and a stand-in
 * provider popup: the login it leads to (home, or the forced password change), each refusal said
 * (no account linked, with the way to sign up; a cancel; a failed certificate; the window closed; a
 * request that could not start), and in an installed app the trip leaves the window and the login
 * completes after the return page, once. The provider's own pages stay in e2e (kb-login.spec).
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserSession } from '#contract/api-auth.ts';
import type { BankCertStart } from '#contract/api-identity.ts';
import { PROVIDER_START, providerTrip, TRIP_REF } from '@/testing/identity-trip';
import { press } from '@/testing/interact';
import { fakeApi, renderScreen, WORKER_SESSION } from '@/testing/render-screen';
import { weekAnswer } from '@/testing/work-answers';

const NOW = '2026-11-18T10:00:00+09:00';
const START: BankCertStart = { requestId: 'kb-request-1', requestSecret: 'kb-secret-1', start: PROVIDER_START };
const LOG_IN = 'Log in with KB certificate';

type Api = ReturnType<typeof fakeApi>;

/** Home's calls after a login: no project yet, an empty week. */
function answerHome(api: Api) {
  api.answerNothing('GET users/homeProjectSetting');
  api.answer('GET work/weekly', weekAnswer('2026-11-18'));
}

async function open(language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen('/kbCertLogin', { now: NOW, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Bank certificate login' : '인증서 로그인' });
  return rendered;
}

/** Starts the login (its button named in the screen's language) and lets the provider return a reference to the popup's opener. */
async function certificate(trip: ReturnType<typeof providerTrip>, button = LOG_IN) {
  await press(button);
  await trip.submitted;
  await act(async () => trip.returnWith(TRIP_REF));
}

describe('bank-certificate login (English)', () => {
  it('logs in the worker the certificate names and opens home', async () => {
    const api = fakeApi();
    api.answer('POST auth/kb/requests', START);
    api.answer('POST auth/kb/login', WORKER_SESSION);
    answerHome(api);
    const trip = providerTrip();
    const { path } = await open();
    await certificate(trip);
    await screen.findByRole('heading', { name: "Today's work" });
    expect(path()).toBe('/');
    expect(trip.opened()).toBe(1);
    expect(trip.forms[0]).toMatchObject({ action: `${location.origin}/sandbox/nice`, method: 'POST', fields: PROVIDER_START.fields });
    expect(api.lastRequest('POST auth/kb/login').body).toEqual({ requestId: START.requestId, requestSecret: START.requestSecret, ref: TRIP_REF });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(WORKER_SESSION);
  });

  it('a worker who must change the password goes there first', async () => {
    const api = fakeApi();
    const mustChange: UserSession = { ...WORKER_SESSION, ynConvertPassword: 'N' };
    api.answer('POST auth/kb/requests', START);
    api.answer('POST auth/kb/login', mustChange);
    const trip = providerTrip();
    const { path } = await open();
    await certificate(trip);
    await screen.findByRole('heading', { name: 'Change password' });
    expect(path()).toBe('/changePassword');
  });

  it('says that no account is linked and offers sign-up; a cancel and a failed certificate are said, and the offer goes', async () => {
    const api = fakeApi();
    api.answer('POST auth/kb/requests', START);
    api.refuse('POST auth/kb/login', 422, 'NO_LINKED_ACCOUNT', {}, { once: true });
    api.refuse('POST auth/kb/login', 422, 'IDENTITY_CANCELLED', {}, { once: true });
    api.refuse('POST auth/kb/login', 422, 'IDENTITY_FAILED', {}, { once: true });
    const trip = providerTrip();
    const { path } = await open();

    await certificate(trip);
    expect((await screen.findByRole('alert')).textContent).toBe('No account is linked to this certificate. Sign up first.');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/join');

    await certificate(trip);
    expect((await screen.findByRole('alert')).textContent).toBe('The verification was cancelled.');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();

    await certificate(trip);
    expect((await screen.findByRole('alert')).textContent).toBe('The verification failed. Try again.');
    expect(path()).toBe('/kbCertLogin');
    expect(api.callsTo('POST auth/kb/login')).toBe(3);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a request that cannot start closes the window it opened and says why; the button works again', async () => {
    const api = fakeApi();
    api.refuse('POST auth/kb/requests', 500, 'INTERNAL', {}, { once: true });
    api.answer('POST auth/kb/requests', START);
    api.answer('POST auth/kb/login', WORKER_SESSION);
    answerHome(api);
    const trip = providerTrip();
    await open();
    await press(LOG_IN);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(trip.popupClosed()).toBe(true);
    expect(trip.forms).toHaveLength(0);
    expect((screen.getByRole('button', { name: LOG_IN }) as HTMLButtonElement).disabled).toBe(false);

    await certificate(trip);
    await screen.findByRole('heading', { name: "Today's work" });
  });

  it('in an installed app the certificate opens in the same window, and the login completes once after the return page', async () => {
    const api = fakeApi();
    api.answer('POST auth/kb/requests', START);
    api.answer('POST auth/kb/login', WORKER_SESSION);
    answerHome(api);
    const trip = providerTrip();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const first = await open();
    await press(LOG_IN);
    await trip.submitted;
    expect(trip.opened()).toBe(0);
    expect(trip.forms[0]?.target).toBe('_self');
    first.view.unmount();
    vi.mocked(window.matchMedia).mockRestore();

    // The provider sends the browser to /niceSuccess, which hands the reference back to the screen.
    const back = await renderScreen(`/niceSuccess?ref=${TRIP_REF}`, { now: NOW });
    await screen.findByRole('heading', { name: "Today's work" });
    expect(back.path()).toBe('/');
    // StrictMode runs the screen's effects twice: the reference, which works once, is sent once.
    expect(api.callsTo('POST auth/kb/login')).toBe(1);
    expect(api.lastRequest('POST auth/kb/login').body).toEqual({ requestId: START.requestId, requestSecret: START.requestSecret, ref: TRIP_REF });
  });
});

describe('bank-certificate login (Korean)', () => {
  it('says that no account is linked in Korean', async () => {
    const api = fakeApi();
    api.answer('POST auth/kb/requests', START);
    api.refuse('POST auth/kb/login', 422, 'NO_LINKED_ACCOUNT');
    const trip = providerTrip();
    await open('ko');
    await certificate(trip, 'KB국민은행 인증서로 로그인');
    expect((await screen.findByRole('alert')).textContent).toBe('이 인증서와 연결된 계정이 없습니다. 먼저 회원가입을 해 주세요.');
    expect(screen.getByRole('link', { name: '회원가입' })).toBeTruthy();
  });
});
