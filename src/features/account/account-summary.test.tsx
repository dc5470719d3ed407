/**
 * My account (/myAccount, docs/spec-notes.md §2; the address of issue 15) and account management (docs/spec-notes.md §2) against
 * the fake API: the account with its registration number masked, while loading and when the load
 * fails; the address asked for once while missing, saved through the API (its rule refusals said),
 * changed later, and the way back to a contract that waited for it; the face photo a site took; the
 * management menu's entries.
 * (The menu below the account: src/features/menu/my-info-menu.test.tsx; the form alone: address-form.test.tsx.)
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountAnswer } from '@/testing/account-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const ACCOUNT = accountAnswer();
const ADDRESS = '서울특별시 종로구 사직로 161, 2층';

function summary() {
  return within(screen.getByRole('region', { name: 'My account' }));
}

function fact(term: string): string {
  return summary().getByText(term).nextElementSibling?.textContent ?? '';
}

async function open(state?: Record<string, unknown>) {
  const rendered = await renderScreen('/myAccount', { session: 'worker', ...(state ? { state } : {}) });
  await screen.findByRole('heading', { name: 'My info' });
  return rendered;
}

describe('my account (English)', () => {
  it('loading, then the account: name, number, birth date, the masked registration number, nationality and address', async () => {
    const api = fakeApi();
    const account = api.defer('GET account');
    await open();
    await account.requested;
    expect(summary().getByRole('status').textContent).toBe('Loading…');
    await act(async () => account.answer(ACCOUNT));
    expect(await summary().findByText('한지민')).toBeTruthy();
    expect(fact('Mobile number')).toBe('010-6173-2945');
    expect(fact('Birth date')).toBe('1988-12-09');
    expect(fact('Registration number')).toBe('881209-2******');
    expect(fact('Nationality')).toBe('Korean');
    expect(fact('Address')).toBe(ACCOUNT.address);
    expect(summary().getByRole('button', { name: 'Change address' })).toBeTruthy();
    expect(summary().queryByLabelText('Address')).toBeNull();
  });

  it('an account without registration number or nationality on file leaves them out', async () => {
    const api = fakeApi();
    api.answer('GET account', { ...ACCOUNT, rrnMasked: null, nationality: null });
    await open();
    await summary().findByText('한지민');
    expect(summary().queryByText('Registration number')).toBeNull();
    expect(summary().queryByText('Nationality')).toBeNull();
  });

  it('the face photo a site took for the gate (decision 080): the picture, the day and who sees it; none, nothing asked for', async () => {
    const api = fakeApi();
    api.answer('GET account', { ...ACCOUNT, photoTakenAt: '2026-11-20T09:00:00+09:00' });
    api.answerFile('GET account/photo', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    await open();
    const face = (await summary().findByRole('img', { name: 'Your face photo for the gate' })) as HTMLImageElement;
    expect(face.src).toMatch(/^blob:/);
    expect(summary().getByText('Face photo for the gate, taken by the site office on Fri, Nov 20, 2026. Only the administrators of your sites and you see it.')).toBeTruthy();
    expect(api.lastRequest('GET account/photo').headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('a failed load says why in place of the account', async () => {
    const api = fakeApi();
    api.refuse('GET account', 500, 'INTERNAL');
    await open();
    expect((await summary().findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
  });

  it('no address yet: asked for with the reason, its rules said, the server’s refusal said, then saved and changeable', async () => {
    const api = fakeApi();
    api.answer('GET account', { ...ACCOUNT, address: null });
    api.refuse('PUT account/address', 400, 'BAD_REQUEST', { fields: { address: 'controlChars' } }, { once: true });
    api.answer('PUT account/address', { ...ACCOUNT, address: ADDRESS });
    await open();
    expect(await summary().findByText('Not entered')).toBeTruthy();
    expect(summary().getByRole('status').textContent).toContain('Your employment contract states your address.');
    const field = summary().getByLabelText('Address');
    const save = summary().getByRole('button', { name: 'Save address' });
    fireEvent.change(field, { target: { value: '중구 1' } });
    await act(async () => fireEvent.click(save));
    expect(summary().getByText('Enter your full address (at least 5 characters).')).toBeTruthy();
    expect(api.callsTo('PUT account/address')).toBe(0);

    fireEvent.change(field, { target: { value: `  ${ADDRESS}  ` } });
    await act(async () => fireEvent.click(save));
    expect(await summary().findByText('Remove line breaks, tabs and other control characters from the address.')).toBeTruthy();
    await act(async () => fireEvent.click(save));
    expect((await summary().findByRole('status')).textContent).toBe('Your address is saved.');
    // Sent as typed; the server trims it, and the account it answers is what is shown.
    expect(api.lastRequest('PUT account/address').body).toEqual({ address: `  ${ADDRESS}  ` });
    expect(fact('Address')).toBe(ADDRESS);
    // Not opened from a contract: no way back to one.
    expect(summary().queryByRole('link', { name: 'Back to the contract' })).toBeNull();

    await act(async () => fireEvent.click(summary().getByRole('button', { name: 'Change address' })));
    expect((summary().getByLabelText('Address') as HTMLInputElement).value).toBe(ADDRESS);
    await act(async () => fireEvent.click(summary().getByRole('button', { name: 'Cancel' })));
    expect(summary().queryByLabelText('Address')).toBeNull();
  });

  it('opened from a contract that waits for the address: once saved, the way back to that contract', async () => {
    const api = fakeApi();
    api.answer('GET account', { ...ACCOUNT, address: null });
    api.answer('PUT account/address', { ...ACCOUNT, address: ADDRESS });
    await open({ contractToSign: 'contract-7' });
    fireEvent.change(await summary().findByLabelText('Address'), { target: { value: ADDRESS } });
    await act(async () => fireEvent.click(summary().getByRole('button', { name: 'Save address' })));
    const back = await summary().findByRole('link', { name: 'Back to the contract' });
    expect(back.getAttribute('href')).toBe('/employmentContract');
  });
});

describe('account management', () => {
  it('leads to the password change, the phone change and the cancellation', async () => {
    fakeApi();
    const { path } = await renderScreen('/accountManagementMenu', { session: 'worker' });
    const menu = within(await screen.findByRole('navigation', { name: 'Account management' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Change password', '/changePassword'],
      ['Change phone number', '/changePhoneNumber'],
      ['Account cancellation', '/accountCancellation'],
    ]);
    await act(async () => fireEvent.click(menu.getByRole('link', { name: 'Change password' })));
    await screen.findByRole('heading', { name: 'Change password' });
    expect(path()).toBe('/changePassword');
  });

  it('is for a logged-in worker only', async () => {
    fakeApi();
    const { path } = await renderScreen('/accountManagementMenu');
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
  });
});
