/**
 * Privacy policy (/privacyPolicyList and /privacyPolicyView, spec §2, §5) against the fake API: every
 * version with the one in force marked, a version required before reading, its text from the server
 * in the app's language; loading, a failed load, and the view opened without a version.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { policyAnswer, policySummary } from '@/testing/policy-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const CURRENT = policySummary('privacy', 2, '2026-01-01');
const EARLIER = policySummary('privacy', 1, '2025-03-01', { current: false });
const TEXT = '1. Purpose\n\nThe company processes your data to manage attendance.\n\n4. Contact\n\nprivacy@example.com';

async function openList(language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen('/privacyPolicyList', { session: 'worker', language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Privacy policy' : '개인정보 처리방침' });
  return rendered;
}

describe('privacy policy (English)', () => {
  it('loading, then every version with the one in force marked; a version must be chosen; its text opens', async () => {
    const api = fakeApi();
    const list = api.defer('GET policies');
    const text = api.defer('GET policies/{id}');
    const { path, router } = await openList();
    expect((await list.requested).query.get('kind')).toBe('privacy');
    expect(api.lastRequest('GET policies').query.get('lang')).toBe('en');
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => list.answer({ items: [CURRENT, EARLIER] }));
    expect(await screen.findByRole('radio', { name: /Privacy policy, version 2/ })).toBeTruthy();
    expect(screen.getByText('In force since 2026-01-01')).toBeTruthy();
    expect(screen.getByText('In force from 2025-03-01 (earlier version)')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read' })));
    expect(screen.getByRole('alert').textContent).toBe('Select a policy.');
    expect(path()).toBe('/privacyPolicyList');
    fireEvent.click(screen.getByRole('radio', { name: /Privacy policy, version 1/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read' })));
    expect(path()).toBe('/privacyPolicyView');
    expect(router.state.location.search).toEqual({ id: 'privacy-1' });
    expect((await text.requested).path).toBe('policies/privacy-1');
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => text.answer(policyAnswer(EARLIER, TEXT)));
    expect(await screen.findByText('Version 1, in force from 2025-03-01 (earlier version)')).toBeTruthy();
    expect(screen.getByText('4. Contact')).toBeTruthy();
    expect(screen.getByText('The company processes your data to manage attendance.').tagName).toBe('P');
  });

  it('the version in force says so', async () => {
    const api = fakeApi();
    api.answer('GET policies/{id}', policyAnswer({ ...CURRENT, title: 'Privacy policy (2026)' }, TEXT));
    await renderScreen('/privacyPolicyView?id=privacy-2', { session: 'worker' });
    expect(await screen.findByRole('heading', { name: 'Privacy policy (2026)' })).toBeTruthy();
    expect(screen.getByText('Version 2, in force since 2026-01-01')).toBeTruthy();
  });

  it('a list or a text that cannot load says why', async () => {
    const api = fakeApi();
    api.failNetwork('GET policies');
    api.refuse('GET policies/{id}', 404, 'NOT_FOUND');
    const { view } = await openList();
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
    view.unmount();
    await renderScreen('/privacyPolicyView?id=privacy-9', { session: 'worker' });
    expect((await screen.findByRole('alert')).textContent).toBe('What you asked for was not found.');
  });

  it('the view without a version is not possible', async () => {
    const api = fakeApi();
    await renderScreen('/privacyPolicyView', { session: 'worker' });
    expect(await screen.findByRole('heading', { name: 'Access is not possible' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  // The route once answered {} for an id that is not one, and the raw `id` still reached the screen
  // through the parents' search (the router merges it), which asked for `policies/..%2Fadmin`.
  it('a version that is not an id is not possible either, and nothing is asked', async () => {
    const api = fakeApi();
    api.refuse('GET policies/{id}', 404, 'NOT_FOUND');
    await renderScreen('/privacyPolicyView?id=..%2Fadmin', { session: 'worker' });
    await screen.findByRole('heading', { name: 'Access is not possible' }, { timeout: 2000 });
    expect(api.requests).toEqual([]);
  });
});

describe('privacy policy (Korean)', () => {
  it('asks the server in Korean and says the versions and the choice in Korean', async () => {
    const api = fakeApi();
    api.answer('GET policies', { items: [{ ...CURRENT, title: '개인정보 처리방침' }] });
    await openList('ko');
    expect(await screen.findByRole('radio', { name: /개인정보 처리방침 제2판/ })).toBeTruthy();
    expect(api.lastRequest('GET policies').query.get('lang')).toBe('ko');
    expect(api.lastRequest('GET policies').headers.get('Accept-Language')).toBe('ko');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '보기' })));
    expect(screen.getByText('처리방침을 선택해 주세요.')).toBeTruthy();
  });
});
