/**
 * Language setting (/languageSetting, spec §2, §9) against the fake API: the app's four languages with
 * the current one chosen; a choice redraws the app in it, says so, saves it as the account's language
 * (SMS) and is what the server is asked in from then on; a failed save changes the app all the same.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/platform/i18n/i18n';
import { readLocale } from '@/platform/i18n/locale-cookie';
import { fakeApi, renderScreen } from '@/testing/render-screen';

afterEach(async () => {
  vi.restoreAllMocks();
  // The choice lives in the locale cookie: the next test starts in English again.
  await activateLocale('en');
});

async function open() {
  const rendered = await renderScreen('/languageSetting', { session: 'worker', language: 'en' });
  await screen.findByRole('heading', { name: 'Language setting' });
  return rendered;
}

describe('language setting', () => {
  it('offers the four languages with the current one chosen; Korean redraws the app, says so and saves it to the account', async () => {
    const api = fakeApi();
    const save = api.defer('PUT account/language');
    const { router } = await open();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['ko', 'en', 'zh-Hans', 'vi']);
    expect(screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('');
    // Each language's name in itself, marked with its language.
    expect(screen.getByRole('radio', { name: '한국어' }).closest('label')?.getAttribute('lang')).toBe('ko');

    fireEvent.click(screen.getByRole('radio', { name: '한국어' }));
    expect((await save.requested).body).toEqual({ language: 'ko' });
    expect(await screen.findByRole('heading', { name: '언어 설정' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('앱 언어가 변경되었습니다.');
    expect((screen.getByRole('radio', { name: '한국어' }) as HTMLInputElement).checked).toBe(true);
    expect(readLocale()).toBe('ko');
    await act(async () => save.answerNothing());

    // What the server is asked from now on is asked in Korean.
    api.answer('GET policies', { items: [] });
    await act(() => router.navigate({ to: '/privacyPolicyList' }));
    await screen.findByRole('heading', { name: '개인정보 처리방침' });
    await vi.waitFor(() => expect(api.lastRequest('GET policies').headers.get('Accept-Language')).toBe('ko'));
  });

  it('a save that fails (offline) changes the app all the same', async () => {
    const api = fakeApi();
    api.failNetwork('PUT account/language');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Tiếng Việt' }));
    await vi.waitFor(() => expect((screen.getByRole('radio', { name: 'Tiếng Việt' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('status').textContent).not.toBe('');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('saving the account language failed', expect.anything()));
    expect(api.lastRequest('PUT account/language').body).toEqual({ language: 'vi' });
  });
});
