/**
 * The worker's login screen (docs/spec-notes.md §5) rendered in the app against the fake API: each mistake has its
 * message and is never sent; each refusal of the server says what happened; a login goes where it
 * should (home, the forced password change, the screen that asked for it) and saves the account.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserSession } from '#contract/api-auth.ts';
import { fill, press } from '@/testing/interact';
import { keptInOneLine, NAUGHTY } from '@/testing/naughty-strings';
import { fakeApi, renderScreen, WORKER_SESSION } from '@/testing/render-screen';
import { weekAnswer } from '@/testing/work-answers';

const TODAY = '2026-11-18T10:00:00+09:00';
const PHONE = '010-2345-6789';

const ENGLISH = { phone: 'Mobile number', password: 'Password', button: 'Log in' };
const KOREAN = { phone: '휴대폰 번호', password: '비밀번호', button: '로그인' };
const VIETNAMESE = { phone: 'Số điện thoại', password: 'Mật khẩu', button: 'Đăng nhập' };

async function logIn(phone: string, password: string, words = ENGLISH) {
  fill(words.phone, phone);
  fill(words.password, password);
  await press(words.button);
}

/** Home's calls after a login: no project yet, an empty week. */
function answerHome(api: ReturnType<typeof fakeApi>) {
  api.answerNothing('GET users/homeProjectSetting');
  api.answer('GET work/weekly', weekAnswer('2026-11-18'));
}

async function openLogin(url = '/login') {
  const rendered = await renderScreen(url, { now: TODAY });
  await screen.findByRole('heading', { name: 'Worker login' });
  return rendered;
}

describe('worker login (English)', () => {
  it('says what is wrong with each field and sends nothing', async () => {
    const api = fakeApi();
    await openLogin();
    await logIn('', '');
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    await logIn('010-12ab-5678', 'whatever1!');
    expect(screen.getByText('Only digits and - are allowed in the phone number.')).toBeTruthy();
    expect(screen.queryByText('Enter your password.')).toBeNull();
    await logIn('02-123-4567', 'whatever1!');
    expect(screen.getByText('Enter a mobile number such as 010-1234-5678.')).toBeTruthy();
    // What was typed stays.
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('02-123-4567');
    expect(api.requests).toEqual([]);
  });

  it('a wrong password: the server says so, the password is emptied and the screen stays', async () => {
    const api = fakeApi();
    api.refuse('POST auth/login', 401, 'INVALID_CREDENTIALS');
    const { path } = await openLogin();
    await logIn(PHONE, 'Wrong!pass123');
    expect((await screen.findByRole('alert')).textContent).toBe('The phone number or password does not match.');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(PHONE);
    expect(path()).toBe('/login');
    const sent = api.lastRequest('POST auth/login');
    expect(sent.body).toEqual({ phone: PHONE, password: 'Wrong!pass123' });
    // Login carries no bearer, and says the language.
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(sent.headers.get('Accept-Language')).toBe('en');
  });

  it('too many failures: the wait the server gives, in seconds and then in minutes', async () => {
    const api = fakeApi();
    api.refuse('POST auth/login', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 30 }, { once: true });
    api.refuse('POST auth/login', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 240 }, { once: true });
    api.refuse('POST auth/login', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 1 }, { once: true });
    await openLogin();
    await logIn(PHONE, 'Wrong!pass123');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts. Try again in 30 seconds.');
    await logIn(PHONE, 'Wrong!pass123');
    expect((await screen.findByText('Too many failed attempts. Try again in 4 minutes.')).getAttribute('role')).toBe('alert');
    await logIn(PHONE, 'Wrong!pass123');
    expect(await screen.findByText('Too many failed attempts. Try again in 1 second.')).toBeTruthy();
  });

  it('too many logins at once on the server (a morning at the gate): the wait it gives, nothing typed lost', async () => {
    const api = fakeApi();
    api.refuse('POST auth/login', 429, 'LOGINS_BUSY', { retryAfter: 3 }, { once: true });
    await openLogin();
    await logIn(PHONE, 'Right!pass123');
    expect((await screen.findByRole('alert')).textContent).toBe('Many people are logging in right now. Try again in 3 seconds.');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Right!pass123');
  });

  it('no connection, or a server failure: says which', async () => {
    const api = fakeApi();
    api.failNetwork('POST auth/login', { once: true });
    api.refuse('POST auth/login', 500, 'INTERNAL', {}, { once: true });
    await openLogin();
    await logIn(PHONE, 'Right!pass123');
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    await logIn(PHONE, 'Right!pass123');
    expect(await screen.findByText('Something went wrong on the server. Try again in a moment.')).toBeTruthy();
  });

  it('while the server answers the button is busy; then home opens with the session stored and the account saved', async () => {
    const api = fakeApi();
    const login = api.defer('POST auth/login');
    answerHome(api);
    const { path } = await openLogin();
    fireEvent.click(screen.getByLabelText('Save account'));
    await logIn(PHONE, 'Right!pass123');
    await login.requested;
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await act(async () => login.answer(WORKER_SESSION));
    expect(await screen.findByRole('heading', { name: "Today's work" })).toBeTruthy();
    expect(path()).toBe('/');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(WORKER_SESSION);
    // The number is remembered, never the password.
    expect(localStorage.getItem('savedPhone')).toBe(PHONE);
    expect(JSON.stringify({ ...localStorage })).not.toContain('Right!pass123');
    // Home's calls carry the new session's token.
    expect(api.lastRequest('GET work/weekly').headers.get('Authorization')).toBe(`Bearer ${WORKER_SESSION.accessToken}`);
  });

  it('a saved account fills the number and keeps the box ticked; unticking it forgets the number', async () => {
    localStorage.setItem('savedPhone', PHONE);
    const api = fakeApi();
    api.answer('POST auth/login', WORKER_SESSION);
    answerHome(api);
    await openLogin();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(PHONE);
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('');
    const save = screen.getByLabelText('Save account') as HTMLInputElement;
    expect(save.checked).toBe(true);
    fireEvent.click(save);
    await logIn(PHONE, 'Right!pass123');
    await screen.findByRole('heading', { name: "Today's work" });
    expect(localStorage.getItem('savedPhone')).toBeNull();
  });

  it('a temporary password leads to the forced password change, and no other screen opens', async () => {
    const api = fakeApi();
    const mustChange: UserSession = { ...WORKER_SESSION, ynConvertPassword: 'N' };
    api.answer('POST auth/login', mustChange);
    const { path, router } = await openLogin();
    await logIn(PHONE, 'Temp!pass1234');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(path()).toBe('/changePassword');
    await act(() => router.navigate({ to: '/' }));
    expect(path()).toBe('/badRequest');
    // Home asked for nothing: no data before the password is changed.
    expect(api.callsTo('GET work/weekly')).toBe(0);
  });

  it('sent from a worker screen without a session, it says so and goes back there after the login', async () => {
    const api = fakeApi();
    api.answer('POST auth/login', WORKER_SESSION);
    api.answer('GET work/monthly', { year: 2026, month: 11, days: [], monthlyHours: 0, weeks: [] });
    const { path } = await openLogin('/work');
    expect(path()).toBe('/login');
    expect(screen.getByRole('status').textContent).toBe('Log in to see this screen.');
    await logIn(PHONE, 'Right!pass123');
    await screen.findByRole('heading', { name: /November 2026/ });
    expect(path()).toBe('/work');
  });

  it('opened directly, it asks nothing of the kind', async () => {
    fakeApi();
    await openLogin();
    expect(screen.queryByText('Log in to see this screen.')).toBeNull();
  });
});

describe('worker login with bad input', () => {
  it('every naughty string in either field keeps its value, says what is wrong and is never sent', async () => {
    const api = fakeApi();
    await openLogin();
    const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
    const password = screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
    const logInNow = screen.getByRole('button', { name: 'Log in' });
    for (const value of NAUGHTY) {
      // One field at a time, the other left empty. A one-line input drops line breaks. A refusal
      // before sending happens within the click (no await).
      fill('Mobile number', value);
      fill('Password', '');
      fireEvent.click(logInNow);
      expect(phone.value).toBe(keptInOneLine(value));
      expect(document.querySelector('.field__error')).not.toBeNull();
      fill('Mobile number', '');
      fill('Password', value);
      fireEvent.click(logInNow);
      expect(password.value).toBe(keptInOneLine(value));
      expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    }
    expect(api.requests).toEqual([]);
  });
});

describe('worker login (Korean)', () => {
  it('says each mistake, and the wait, in Korean', async () => {
    const api = fakeApi();
    api.refuse('POST auth/login', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 120 });
    await renderScreen('/login', { language: 'ko' });
    await screen.findByRole('heading', { name: '근로자 로그인' });
    await logIn('', '', KOREAN);
    expect(screen.getByText('휴대폰 번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    await logIn('010-12ab-5678', 'whatever1!', KOREAN);
    expect(screen.getByText('휴대폰 번호에는 숫자와 - 만 입력할 수 있습니다.')).toBeTruthy();
    await logIn(PHONE, 'whatever1!', KOREAN);
    expect((await screen.findByRole('alert')).textContent).toMatch(/2분/);
    expect(api.lastRequest('POST auth/login').headers.get('Accept-Language')).toBe('ko');
  });
});

describe('the language switch of the login screen', () => {
  it('turns the screen into the chosen language, keeps it in the cookie, and home opens in it', async () => {
    const api = fakeApi();
    api.answer('POST auth/login', WORKER_SESSION);
    answerHome(api);
    await renderScreen('/login', { language: 'ko', now: TODAY });
    await screen.findByRole('heading', { name: '근로자 로그인' });
    expect(document.documentElement.lang).toBe('ko');
    await act(async () => fireEvent.click(within(screen.getByRole('group', { name: '언어' })).getByRole('button', { name: 'Tiếng Việt' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập người lao động' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('vi');
    expect(document.cookie).toContain('locale=vi');

    await logIn(PHONE, 'Right!pass123', VIETNAMESE);
    expect(await screen.findByRole('list', { name: 'Giờ làm việc từng ngày' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hiện mã QR của tôi' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('vi');
    expect(api.lastRequest('GET work/weekly').headers.get('Accept-Language')).toBe('vi');
    // Chosen on the phone: remembered beyond the one-day cookie (issue 35).
    expect(localStorage.getItem('wfm-language')).toBe('vi');
  });

});


describe('what the login offers (issue 31: a server without identity or certificate providers)', () => {
  it('offers sign-up and the certificate login where the server has them', async () => {
    await openLogin();
    expect(await screen.findByRole('link', { name: 'Log in with bank certificate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toBeTruthy();
  });

  it('offers neither where the server has no provider, and keeps that on the phone', async () => {
    const api = fakeApi();
    api.answer('GET identity/offered', { identityVerification: false, bankCertLogin: false });
    await openLogin();
    // The first screen asks once it has settled or is first touched (src/domain/identity/offer.ts), not before.
    expect(api.callsTo('GET identity/offered')).toBe(0);
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    act(() => screen.getByLabelText('Mobile number').focus());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Log in with bank certificate' })).toBeNull();
    // Forgetting the password and the admin login stay.
    expect(screen.getByRole('link', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administrator? Log in as admin' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('wfm-verification-offer') ?? 'null')).toEqual({ identityVerification: false, bankCertLogin: false });
  });

  it('a later visit offers what the phone kept from its first paint, also when the question fails (offline)', async () => {
    localStorage.setItem('wfm-verification-offer', JSON.stringify({ identityVerification: false, bankCertLogin: true }));
    const api = fakeApi();
    api.failNetwork('GET identity/offered');
    await openLogin();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with bank certificate' })).toBeTruthy();
    act(() => screen.getByLabelText('Password').focus());
    await waitFor(() => expect(api.callsTo('GET identity/offered')).toBe(1));
    expect(screen.getByRole('link', { name: 'Log in with bank certificate' })).toBeTruthy();
  });
});
