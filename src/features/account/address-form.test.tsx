import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HTTPError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '#contract/api-accounts.ts';
import { accountAnswer } from '@/testing/account-answers';
import { AddressForm } from './address-form';

afterEach(cleanup);

async function catalog(locale: 'ko' | 'en'): Promise<I18n> {
  const { messages } = locale === 'ko' ? await import('../../locales/ko/accounts.po') : await import('../../locales/en/accounts.po');
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const ACCOUNT: AccountSummary = accountAnswer({ language: 'ko' });

/** The API's 400 with a rule code for the address, as ky hands it over. */
function refused(rule: string): HTTPError {
  const error = new HTTPError(new Response(null, { status: 400 }), new Request('http://localhost/v1/mobile/wfm/account/address'), {} as NormalizedOptions);
  error.data = { code: 'BAD_REQUEST', message: 'The request is not valid.', fields: { address: rule } };
  return error;
}

async function renderForm(locale: 'ko' | 'en', props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const save = vi.fn<(address: string) => Promise<AccountSummary>>().mockResolvedValue(ACCOUNT);
  const onSaved = vi.fn();
  render(
    <I18nProvider i18n={await catalog(locale)}>
      <AddressForm current={null} save={save} onSaved={onSaved} {...props} />
    </I18nProvider>,
  );
  return { save, onSaved };
}

async function submit(label: string, button: string, value: string): Promise<void> {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
    await Promise.resolve();
  });
}

describe('the address form', () => {
  it('asks for a missing address with the reason, checks the rules before sending, and saves what passes (Korean)', async () => {
    const { save, onSaved } = await renderForm('ko');
    expect(screen.getByRole('status').textContent).toContain('근로계약서에 주소가 기재됩니다.');
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();

    await submit('주소', '주소 저장', '  ');
    expect(screen.getByText('주소를 입력해 주세요.')).toBeTruthy();
    await submit('주소', '주소 저장', '중구 1');
    expect(screen.getByText('주소를 빠짐없이 입력해 주세요 (5자 이상).')).toBeTruthy();
    await submit('주소', '주소 저장', '가'.repeat(201));
    expect(screen.getByText('주소는 200자까지 입력할 수 있습니다.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await submit('주소', '주소 저장', '서울특별시 중구 세종대로 110');
    expect(save).toHaveBeenCalledWith('서울특별시 중구 세종대로 110');
    expect(onSaved).toHaveBeenCalledWith(ACCOUNT);
  });

  it('shows the rule the server answered under the field, and any other failure above the button (English)', async () => {
    const save = vi.fn<(address: string) => Promise<AccountSummary>>().mockRejectedValueOnce(refused('controlChars')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const onCancel = vi.fn();
    await renderForm('en', { current: ACCOUNT.address, save, onCancel });
    // Changing an address already given: no explanation, a way to cancel, the current value to edit.
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(ACCOUNT.address);

    await submit('Address', 'Save address', '서울특별시 중구 세종대로 111');
    // The error's shape is read with its schema, which loads with the first failed call.
    expect(await screen.findByText('Remove line breaks, tabs and other control characters from the address.')).toBeTruthy();
    await submit('Address', 'Save address', '서울특별시 중구 세종대로 112');
    expect(screen.getByRole('alert').textContent).toBe('Cannot reach the server. Check your connection and try again.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
