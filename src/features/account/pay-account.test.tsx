/**
 * The pay account on My info (issue 34) against the fake API: asked for while none is entered, each
 * rule said under its field before sending, saved and shown masked, changed later with the number
 * typed again, the server's refusal said under its field with what was typed kept; in Korean too.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayAccount } from '#contract/api-accounts.ts';
import { accountAnswer } from '@/testing/account-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const SAVED: PayAccount = { bankCode: '088', bankName: '신한은행', accountMasked: '********6789', holder: '한지민', updatedAt: '2026-11-29T10:00:00+09:00' };

const card = (name = 'Pay account') => within(screen.getByRole('region', { name }));

async function open(language: 'en' | 'ko' = 'en') {
  await renderScreen('/myAccount', { session: 'worker', language });
  await screen.findByRole('heading', { level: 2, name: language === 'en' ? 'Pay account' : '급여 계좌' });
}

describe('the pay account (English)', () => {
  it('asks for it while none is entered; says each rule before sending; saves it and shows it masked', async () => {
    const api = fakeApi();
    api.answer('GET account', accountAnswer());
    api.answer('PUT account/payAccount', SAVED);
    await open();
    const form = card();
    await act(async () => fireEvent.click(await form.findByRole('button', { name: 'Save pay account' })));
    expect(form.getByLabelText('Bank').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Choose the bank.')).toBeTruthy();
    expect(form.getByText('Enter the account number.')).toBeTruthy();
    expect(form.getByText("Enter the account holder's name.")).toBeTruthy();
    fireEvent.change(form.getByLabelText('Bank'), { target: { value: '088' } });
    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '110-12' } });
    fireEvent.change(form.getByLabelText('Account holder'), { target: { value: '한지민' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Save pay account' })));
    expect(form.getByText('Enter the account number with digits only (10 to 16 digits; spaces and hyphens are fine).')).toBeTruthy();
    expect(api.callsTo('PUT account/payAccount')).toBe(0);

    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '110-123-456789' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Save pay account' })));
    expect(api.lastRequest('PUT account/payAccount').body).toEqual({ bankCode: '088', accountNumber: '110-123-456789', holder: '한지민' });
    expect(await card().findByText('Your pay account is saved.')).toBeTruthy();
    expect(card().getByText('********6789')).toBeTruthy();
    expect(card().getByText('신한은행')).toBeTruthy();
    expect(screen.queryByText(/110-?123-?456789/)).toBeNull();
  });

  it('changes an account: the number is typed again; the server’s refusal is said under its field and the typing kept', async () => {
    const api = fakeApi();
    api.answer('GET account', accountAnswer());
    api.answer('GET account/payAccount', SAVED);
    api.refuse('PUT account/payAccount', 400, 'BAD_REQUEST', { fields: { accountNumber: 'format' } });
    await open();
    expect(await card().findByText('********6789')).toBeTruthy();
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Change pay account' })));
    expect((card().getByLabelText('Bank') as HTMLSelectElement).value).toBe('088');
    expect((card().getByLabelText('Account holder') as HTMLInputElement).value).toBe('한지민');
    expect(card().getByText('Enter the whole number again to change it (now ********6789).')).toBeTruthy();
    fireEvent.change(card().getByLabelText('Account number'), { target: { value: '3333-01-2345678' } });
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Save pay account' })));
    expect(await card().findByText('Enter the account number with digits only (10 to 16 digits; spaces and hyphens are fine).')).toBeTruthy();
    expect((card().getByLabelText('Account number') as HTMLInputElement).value).toBe('3333-01-2345678');
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Cancel' })));
    expect(card().getByText('********6789')).toBeTruthy();
  });
});

describe('the pay account (Korean)', () => {
  it('asks in Korean, with the banks by their names', async () => {
    const api = fakeApi();
    api.answer('GET account', accountAnswer());
    await open('ko');
    const form = card('급여 계좌');
    const bank = await form.findByLabelText('은행');
    expect(within(bank).getByRole('option', { name: 'KB국민은행' })).toBeTruthy();
    expect(form.getByRole('button', { name: '급여 계좌 저장' })).toBeTruthy();
  });
});
