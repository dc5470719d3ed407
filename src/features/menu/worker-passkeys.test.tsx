/**
 * "Passkey on this phone" in the worker's My info (decision 092), against the fake API: the
 * worker's own passkeys (never the admin's calls), one added with the phone's authenticator, one
 * removed after a confirmation that says the password comes back, the browser's refusal said. The
 * authenticator (@simplewebauthn/browser) is a stand-in: real passkeys stay in e2e.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey, PasskeyAttestation, PasskeyRegistration } from '#contract/api-passkeys.ts';
import { accountAnswer } from '@/testing/account-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const browser = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@/platform/api/passkeys-supported', () => ({ passkeysSupported: () => browser.supported }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: browser.startRegistration }));

const IPHONE: Passkey = { id: '3f1c7a52-5d0e-4c7e-9a51-000000000011', label: 'Safari · iPhone', createdAt: '2026-11-02T09:00:00+09:00', lastUsedAt: '2026-11-17T07:40:00+09:00' };
const ANDROID: Passkey = { id: '3f1c7a52-5d0e-4c7e-9a51-000000000012', label: 'Chrome · Android', createdAt: '2026-11-18T10:00:00+09:00', lastUsedAt: null };
const REGISTRATION: PasskeyRegistration = {
  registrationToken: 'registration-token',
  options: {
    rp: { id: 'localhost', name: 'WFM' },
    user: { id: 'dXNlcg', name: '01023456789', displayName: '김민준' },
    challenge: 'Y2hhbGxlbmdl',
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    attestation: 'none',
  },
};
const CREATED: PasskeyAttestation = {
  id: 'bmV3LWNyZWRlbnRpYWw',
  rawId: 'bmV3LWNyZWRlbnRpYWw',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'b2Jq', transports: ['internal'] },
  clientExtensionResults: {},
};

beforeEach(() => {
  browser.supported = true;
});

afterEach(() => {
  browser.startRegistration.mockReset();
});

async function openMyInfo(language: 'en' | 'ko' = 'en') {
  const api = fakeApi();
  api.answer('GET account', accountAnswer());
  await renderScreen('/myAccount', { session: 'worker', language });
  await screen.findByRole('heading', { name: language === 'en' ? 'My info' : '내 정보' });
  return api;
}

async function openPasskeys(name = 'Passkey on this phone') {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  return within(await screen.findByRole('dialog', { name }));
}

describe('the worker’s passkeys (English)', () => {
  it('adds a passkey on this phone: the worker’s own calls, the phone’s authenticator, the list again', async () => {
    const api = await openMyInfo();
    api.answer('GET account/passkeys', { items: [] }, { once: true });
    api.answer('GET account/passkeys', { items: [ANDROID] });
    api.answer('POST account/passkeys/options', REGISTRATION);
    api.answer('POST account/passkeys', ANDROID);
    browser.startRegistration.mockResolvedValue(CREATED);
    const dialog = await openPasskeys();
    expect(dialog.getByText('With a passkey on this phone, you log in with your fingerprint, face or screen lock instead of your password.')).toBeTruthy();
    expect(await dialog.findByText('No passkey yet.')).toBeTruthy();

    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Add a passkey on this phone' })));
    expect((await dialog.findByText('The passkey was added. You can log in on this phone without your password now.')).getAttribute('role')).toBe('status');
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: REGISTRATION.options });
    expect(api.lastRequest('POST account/passkeys').body).toEqual({ registrationToken: 'registration-token', credential: CREATED });
    const items = await dialog.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.passkeys__name')?.textContent)).toEqual(['Chrome · Android']);
    // Never the admin's passkeys.
    expect(api.requests.some((request) => request.path.startsWith('admin/'))).toBe(false);
  });

  it('removes one after asking: logins will need the password again', async () => {
    const api = await openMyInfo();
    api.answer('GET account/passkeys', { items: [IPHONE, ANDROID] }, { once: true });
    api.answer('GET account/passkeys', { items: [ANDROID] });
    api.answerNothing('DELETE account/passkeys/{id}');
    const dialog = await openPasskeys();
    await act(async () => fireEvent.click(await dialog.findByRole('button', { name: 'Remove Safari · iPhone, added 2026.11.02' })));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(confirm.textContent).toContain('Logins with it will need your password again.');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
    expect(await dialog.findByText('The passkey was removed.')).toBeTruthy();
    expect(api.lastRequest('DELETE account/passkeys/{id}').path).toBe(`account/passkeys/${IPHONE.id}`);
  });

  it('says when the phone already has the passkey, and when the browser has none', async () => {
    const api = await openMyInfo();
    api.answer('GET account/passkeys', { items: [IPHONE] });
    api.answer('POST account/passkeys/options', REGISTRATION);
    const already = new Error('The authenticator was previously registered');
    already.name = 'InvalidStateError';
    browser.startRegistration.mockRejectedValue(already);
    let dialog = await openPasskeys();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Add a passkey on this phone' })));
    expect((await dialog.findByRole('alert')).textContent).toBe('This phone already has your passkey.');
    expect(api.callsTo('POST account/passkeys')).toBe(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Close' })));

    browser.supported = false;
    dialog = await openPasskeys();
    expect(dialog.queryByRole('button', { name: 'Add a passkey on this phone' })).toBeNull();
    expect(dialog.getByText('This browser cannot use passkeys.')).toBeTruthy();
  });
});

describe('the worker’s passkeys (Korean)', () => {
  it('names the entry and says what a passkey replaces, in Korean', async () => {
    const api = await openMyInfo('ko');
    api.answer('GET account/passkeys', { items: [] });
    const dialog = await openPasskeys('이 휴대폰의 패스키');
    expect(dialog.getByText('이 휴대폰에 패스키를 등록하면 비밀번호 대신 지문, 얼굴 인식이나 화면 잠금으로 로그인합니다.')).toBeTruthy();
  });
});
