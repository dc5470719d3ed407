/**
 * The admin login (docs/spec-notes.md §5, decision 061) in its three steps against the fake API: the numbers, the
 * code from the text message, the corporation-site. Each mistake has its message and is not sent;
 * each refusal says what happened; the chosen site logs in to the admin menu.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCodeSent, AdminVerifyAnswer, CorporationSite } from '#contract/api-auth.ts';
import { fill, press } from '@/testing/interact';
import { ADMIN_SESSION, fakeApi, renderScreen } from '@/testing/render-screen';

const PHONE = '010-9876-5432';
const SENT: AdminCodeSent = { codeToken: 'code-token', sentTo: '010-****-5432', expiresInSeconds: 300 };
const SONGDO: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '송도 아파트 3단지 신축공사' };
const CHEONGNA: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S002', siteName: '청라 물류센터' };
const VERIFIED: AdminVerifyAnswer = { verificationToken: 'verification-token', adminName: '김관리', sites: [SONGDO, CHEONGNA], offices: [] };

async function sendNumbers(phone: string, employeeNumber: string) {
  fill('Mobile number', phone);
  fill('Employee number', employeeNumber);
  await press('Next');
}

async function enterCode(code: string) {
  fill('Code from the text message', code);
  await press('Confirm');
}

/** The admin menu's calls: the site under its header and the count of waiting corrections. */
function answerAdminMenu(api: ReturnType<typeof fakeApi>) {
  api.answer('GET admin/currentSite', SONGDO);
  api.answer('GET admin/corrections', { items: [], nextCursor: null, total: 0 });
}

async function openAdminLogin() {
  const rendered = await renderScreen('/adminLogin');
  await screen.findByRole('heading', { name: 'Administrator login' });
  return rendered;
}

describe('admin login (English)', () => {
  it('the numbers: each mistake has its message and nothing is sent; unknown numbers and the wait are the server’s', async () => {
    const api = fakeApi();
    api.refuse('POST admin/auth/verify', 401, 'ADMIN_NOT_FOUND', {}, { once: true });
    api.refuse('POST admin/auth/verify', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 900 }, { once: true });
    await openAdminLogin();
    await press('Next');
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Enter your employee number.')).toBeTruthy();
    await sendNumbers('010-98x6-5432', 'A-1001');
    expect(screen.getByText('Only digits and - are allowed in the phone number.')).toBeTruthy();
    expect(screen.getByText('The employee number has letters and digits only (2–20).')).toBeTruthy();
    expect(api.requests).toEqual([]);

    await sendNumbers(PHONE, 'Z9999');
    expect((await screen.findByRole('alert')).textContent).toBe('No administrator matches this mobile number and employee number.');
    // Without passkey support in the browser, no passkey is asked for.
    expect(api.lastRequest('POST admin/auth/verify').body).toEqual({ phone: PHONE, employeeNumber: 'Z9999', preferPasskey: false });
    await sendNumbers(PHONE, 'Z9999');
    expect(await screen.findByText('Too many failed attempts. Try again in 15 minutes.')).toBeTruthy();
  });

  it('the code: its mistakes, a wrong and an expired code, a new code; then the chosen site logs in to the admin menu', async () => {
    const api = fakeApi();
    api.answer('POST admin/auth/verify', SENT);
    api.refuse('POST admin/auth/code', 401, 'ADMIN_CODE_WRONG', {}, { once: true });
    api.refuse('POST admin/auth/code', 410, 'ADMIN_CODE_EXPIRED', {}, { once: true });
    api.answer('POST admin/auth/code', VERIFIED);
    api.answer('POST admin/auth/login', ADMIN_SESSION);
    answerAdminMenu(api);
    const { path, router } = await openAdminLogin();
    const loadChunk = vi.spyOn(router, 'loadRouteChunk');
    await sendNumbers(PHONE, 'A1001');
    expect((await screen.findByRole('status')).textContent).toBe('We sent a 6-digit code to 010-****-5432. Enter it within 5 minutes.');
    // The admin menu's code loads while the admin waits for the text message (no preload list carries it, decision 096).
    expect(loadChunk).toHaveBeenCalledWith(router.routesById['/_admin/admin']);
    expect(screen.getByLabelText('Code from the text message').getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);

    await press('Confirm');
    expect(screen.getByText('Enter the code from the text message.')).toBeTruthy();
    await enterCode('12a4');
    expect(screen.getByText('Enter the 6 digits of the code in the text message.')).toBeTruthy();
    expect(api.callsTo('POST admin/auth/code')).toBe(0);
    await enterCode('000 000');
    expect((await screen.findByRole('alert')).textContent).toBe('The code does not match. Check the text message and enter it again.');
    // Spaces are not part of the code.
    expect(api.lastRequest('POST admin/auth/code').body).toEqual({ codeToken: 'code-token', code: '000000' });
    await enterCode('111111');
    expect(await screen.findByText('This code can no longer be used. Ask for a new code.')).toBeTruthy();
    await press('Send a new code');
    expect(await screen.findByText('A new code was sent to 010-****-5432. Enter it within 5 minutes.')).toBeTruthy();
    expect(api.callsTo('POST admin/auth/verify')).toBe(2);

    await enterCode('482913');
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    await press('Log in');
    expect(screen.getByRole('alert').textContent).toBe('Select the corporation-site.');
    expect(api.callsTo('POST admin/auth/login')).toBe(0);
    fireEvent.click(screen.getByRole('radio', { name: /송도 아파트 3단지 신축공사/ }));
    await press('Log in');
    expect(await screen.findByRole('heading', { name: 'Administrator menu', level: 1 })).toBeTruthy();
    expect(path()).toBe('/admin');
    expect(api.lastRequest('POST admin/auth/login').body).toEqual({ verificationToken: 'verification-token', corporationCode: 'C001', siteCode: 'S001' });
    expect(JSON.parse(localStorage.getItem('admin') ?? 'null')).toEqual(ADMIN_SESSION);
  });

  it('one site is chosen already; a site refused by the server says so; another number starts over', async () => {
    const api = fakeApi();
    api.answer('POST admin/auth/verify', SENT);
    api.answer('POST admin/auth/code', { ...VERIFIED, sites: [SONGDO] });
    api.refuse('POST admin/auth/login', 403, 'SITE_NOT_ALLOWED');
    await openAdminLogin();
    await sendNumbers(PHONE, 'A1001');
    await screen.findByRole('status');
    await enterCode('482913');
    const site = (await screen.findByRole('radio', { name: /송도 아파트 3단지 신축공사/ })) as HTMLInputElement;
    expect(site.checked).toBe(true);
    await press('Log in');
    expect(await screen.findByText('You cannot log in to this corporation-site. Choose another one.')).toBeTruthy();
    await press('Use another number');
    expect(screen.getByLabelText('Employee number')).toBeTruthy();
  });

  it('a verification already used or run out starts the login over, saying why (issue 31)', async () => {
    const api = fakeApi();
    api.answer('POST admin/auth/verify', SENT);
    api.answer('POST admin/auth/code', VERIFIED);
    api.refuse('POST admin/auth/login', 401, 'UNAUTHORIZED');
    await openAdminLogin();
    await sendNumbers(PHONE, 'A1001');
    await screen.findByRole('status');
    await enterCode('482913');
    fireEvent.click(await screen.findByRole('radio', { name: /송도 아파트 3단지 신축공사/ }));
    await press('Log in');
    expect(await screen.findByText('This verification can no longer be used. Enter your numbers again.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByLabelText('Employee number')).toBeTruthy();
  });

  it('while the code is checked the button is busy; no connection says so', async () => {
    const api = fakeApi();
    api.answer('POST admin/auth/verify', SENT);
    const check = api.defer('POST admin/auth/code');
    await openAdminLogin();
    await sendNumbers(PHONE, 'A1001');
    await screen.findByRole('status');
    await enterCode('482913');
    await check.requested;
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => check.failNetwork());
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBeNull();
  });

  it('a logged-in admin who opens it goes to the admin menu', async () => {
    answerAdminMenu(fakeApi());
    const { path } = await renderScreen('/adminLogin', { session: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Administrator menu', level: 1 })).toBeTruthy();
    expect(path()).toBe('/admin');
  });
});

describe('admin login (Korean)', () => {
  it('the masked number goes inside the Korean sentence', async () => {
    const api = fakeApi();
    api.answer('POST admin/auth/verify', SENT);
    await renderScreen('/adminLogin', { language: 'ko' });
    await screen.findByRole('heading', { name: '관리자 로그인' });
    await press('다음');
    expect(screen.getByText('사번을 입력해 주세요.')).toBeTruthy();
    fill('휴대폰 번호', PHONE);
    fill('사번', 'A1001');
    await press('다음');
    expect((await screen.findByRole('status')).textContent).toContain('010-****-5432(으)로 6자리 인증번호를 보냈습니다.');
  });
});
