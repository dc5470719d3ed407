/**
 * The worker's join code (/joinSite, decision 084) against the fake API: the code with its ten
 * minutes, a new one made by itself when those run out, offline (no code; the office can search the
 * number) with a retry. The ways there (home without a site, the menus) are in the home and menu
 * tests. Time is the test's (fake performance.now and setInterval, as the QR code's test). What the image
 * decodes to and the office's camera stay in e2e.
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinCode } from '#contract/api-qr.ts';
import { press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';

function joinCode(code: string, lifetimeSeconds = 600): JoinCode {
  return { code, expiresAt: '2026-11-18T08:08:00+09:00', lifetimeSeconds };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance', 'setInterval', 'clearInterval'] });
});

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('join a site (/joinSite)', () => {
  it('shows the code with its ten minutes, and makes a new one when they run out', async () => {
    const api = fakeApi();
    api.answer('POST qr/joinCodes', joinCode('J1first'), { once: true });
    api.answer('POST qr/joinCodes', joinCode('J1second'));
    await renderScreen('/joinSite', { language: 'en', session: 'worker' });

    expect(await screen.findByRole('img', { name: 'Join code' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My join code' })).toBeTruthy();
    expect(screen.getByText(/They scan it to find you and take you on/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Remaining time 10:00');
    expect(api.callsTo('POST qr/joinCodes')).toBe(1);

    await pass(599_000);
    expect(screen.getByRole('timer').textContent).toBe('Remaining time 0:01');
    await pass(1_000);
    await vi.waitFor(() => expect(api.callsTo('POST qr/joinCodes')).toBe(2));
    await vi.waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Remaining time 10:00'));
    expect(screen.queryByText('This code has expired.')).toBeNull();
  });

  it('offline there is no code: it says the office can search the number, and tries again on request', async () => {
    const api = fakeApi();
    api.failNetwork('POST qr/joinCodes', { once: true });
    api.answer('POST qr/joinCodes', joinCode('J1online'));
    await renderScreen('/joinSite', { language: 'en', session: 'worker' });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline, and only the server can make a join code. Connect and try again, or tell the office your mobile number: they can find you by it.',
    );
    expect(screen.queryByRole('img', { name: 'Join code' })).toBeNull();

    await press('Make a new code');
    expect(await screen.findByRole('img', { name: 'Join code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Korean', async () => {
    const api = fakeApi();
    api.answer('POST qr/joinCodes', joinCode('J1ko'));
    await renderScreen('/joinSite', { language: 'ko', session: 'worker' });
    expect(await screen.findByRole('heading', { name: '현장 합류 코드' })).toBeTruthy();
    expect((await screen.findByRole('timer')).textContent).toBe('남은 시간 10:00');
  });
});
