/**
 * Phone number change, logged in (/changePhoneNumber from account management, docs/spec-notes.md §2, §4) against
 * the fake API and a stand-in provider popup: the verification starts with the worker's session,
 * the verified numbers are shown before anything changes, each refusal is said, and the change ends
 * the session with the saved login number replaced. (From forgot password: forgot-password-screen.test.tsx.)
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationOutcome } from '#contract/api-identity.ts';
import { FLOW, PROVIDER_START, providerTrip, TRIP_REF } from '@/testing/identity-trip';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const OLD = '010-2345-6789';
const NEW = '010-5555-0101';
const VERIFIED: VerificationOutcome = { service: 'phone', name: '한지민', phone: NEW, accountPhone: '010-****-6789' };

async function open() {
  const rendered = await renderScreen('/changePhoneNumber', { session: 'worker' });
  await screen.findByRole('heading', { name: 'Change phone number' });
  return rendered;
}

async function verify(trip: ReturnType<typeof providerTrip>, ref = TRIP_REF) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify my new phone' }));
  });
  await trip.submitted;
  await act(async () => trip.returnWith(ref));
}

/** The saved login number and a provider that verifies the new phone as this worker's. */
function verifiesTheNewPhone() {
  localStorage.setItem('savedPhone', OLD);
  const api = fakeApi();
  api.answer('POST account/phone/verification', FLOW);
  api.answer('POST identity/provider', PROVIDER_START);
  api.answer('POST identity/redeem', VERIFIED);
  return api;
}

describe('change phone number, logged in (English)', () => {
  it('verifies the new phone with the session, shows both numbers, changes, and the saved login number follows', async () => {
    const api = verifiesTheNewPhone();
    const change = api.defer('POST account/phone');
    api.answerNothing('POST auth/logout');
    const trip = providerTrip();
    const { path } = await open();
    expect(screen.getByText(/It must be a phone in your own name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await verify(trip);
    expect(api.lastRequest('POST account/phone/verification').headers.get('Authorization')).toMatch(/^Bearer /);
    expect(api.lastRequest('POST account/phone/verification').body).toEqual({});

    const numbers = await screen.findByText('New number (verified)');
    expect(numbers.nextElementSibling?.textContent).toBe(NEW);
    expect(screen.getByText('Current number').nextElementSibling?.textContent).toBe('010-****-6789');
    expect(screen.getByText('After the change you log in with the new number only.')).toBeTruthy();
    expect(api.callsTo('POST account/phone')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Change to this number' }));
    expect((await change.requested).body).toEqual({ flowId: FLOW.flowId, flowSecret: FLOW.flowSecret });
    expect((screen.getByRole('button', { name: 'Change to this number' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => change.answer({ phone: NEW }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Phone number changed' });
    expect(dialog.textContent).toContain(`Log in again with your new number ${NEW}.`);
    expect(localStorage.getItem('savedPhone')).toBe(NEW);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Go to login' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(NEW);
  });

  it('the notice stays through a reload: the change ended the session, and a call on its way met it', async () => {
    const api = verifiesTheNewPhone();
    api.answer('POST account/phone', { phone: NEW });
    const trip = providerTrip();
    const { view } = await open();
    await verify(trip);
    await screen.findByText('New number (verified)');
    fireEvent.click(screen.getByRole('button', { name: 'Change to this number' }));
    await screen.findByRole('alertdialog', { name: 'Phone number changed' });

    // The session check, sent before the change, is refused: the app ends the session and loads
    // the page again (startup-check.ts). The page's history is all that is left of the screen.
    const kept = window.history.state as Record<string, unknown>;
    view.unmount();
    await renderScreen('/changePhoneNumber', { state: kept });
    const dialog = await screen.findByRole('alertdialog', { name: 'Phone number changed' });
    expect(dialog.textContent).toContain(`Log in again with your new number ${NEW}.`);
    expect(screen.queryByText('Access is not possible')).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Go to login' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(NEW);
  });

  it('someone else’s phone, a number of another account, an expired flow: each said, and nothing changes', async () => {
    localStorage.setItem('savedPhone', OLD);
    const api = fakeApi();
    api.answer('POST account/phone/verification', FLOW);
    api.answer('POST identity/provider', PROVIDER_START);
    api.refuse('POST identity/redeem', 422, 'IDENTITY_NOT_MATCHING', {}, { once: true });
    api.answer('POST identity/redeem', VERIFIED);
    api.refuse('POST account/phone', 409, 'PHONE_TAKEN', {}, { once: true });
    api.refuse('POST account/phone', 409, 'VERIFICATION_INVALID', {}, { once: true });
    const trip = providerTrip();
    await open();
    await verify(trip);
    expect((await screen.findByRole('alert')).textContent).toBe('Your identity details do not match the phone verification.');
    expect(screen.queryByText('New number (verified)')).toBeNull();

    await verify(trip);
    await screen.findByText('New number (verified)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change to this number' })));
    expect((await screen.findByRole('alert')).textContent).toBe('This mobile number is registered to another account. Contact support.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change to this number' })));
    expect(await screen.findByText('Access is not possible. Please start again.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('savedPhone')).toBe(OLD);
  });

  it('the verification cannot start (no connection, too many tries): said under the button', async () => {
    const api = fakeApi();
    api.failNetwork('POST account/phone/verification', { once: true });
    api.refuse('POST account/phone/verification', 429, 'TOO_MANY_ATTEMPTS', { retryAfter: 45 }, { once: true });
    const trip = providerTrip();
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify my new phone' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify my new phone' })));
    expect(await screen.findByText('Too many failed attempts. Try again in 45 seconds.')).toBeTruthy();
    expect(trip.forms).toEqual([]);
    expect(trip.popupClosed()).toBe(true);
  });
});
