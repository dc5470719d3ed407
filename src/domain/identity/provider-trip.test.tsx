import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_GRACE_MS, deliverTripReturn, openTripWindow, sendToProvider, useResumedTrip } from './provider-trip';

const START = { action: '/sandbox/nice', method: 'POST' as const, fields: { request: 'sealed' } };

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a trip that leaves the window (installed app, popup blocked)', () => {
  it('keeps the screen state until the return page stores the reference, then hands it back once', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    void sendToProvider({ popup: null }, START, { returnTo: '/join', state: { step: 1 } });
    expect(JSON.parse(sessionStorage.getItem('wfm-identity-trip') ?? '{}')).toMatchObject({ returnTo: '/join', state: { step: 1 } });

    expect(deliverTripReturn({ ref: 'r'.repeat(43) })).toEqual({ kind: 'redirect', to: '/join' });
    const { result } = renderHook(() => useResumedTrip<{ step: number }>('/join'));
    expect(result.current).toMatchObject({ state: { step: 1 }, result: { ref: 'r'.repeat(43) } });
    // Taken: nothing of it stays in the tab's storage.
    expect(sessionStorage.getItem('wfm-identity-trip')).toBeNull();
  });

  it('forgets an abandoned trip after 30 minutes, and a return without a trip is not possible', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), toFake: ['Date'] });
    void sendToProvider({ popup: null }, START, { returnTo: '/forgotPassword', state: { secret: 'x' } });
    vi.setSystemTime(new Date('2026-11-20T10:31:00Z'));
    expect(deliverTripReturn({ ref: 'r'.repeat(43) })).toEqual({ kind: 'none' });
    expect(sessionStorage.getItem('wfm-identity-trip')).toBeNull();
  });
});

describe('a trip in a popup', () => {
  it('keeps nothing in storage and resolves with the reference the popup posts back', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const popup = { closed: false, close: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    const trip = openTripWindow();
    expect(trip.popup).toBe(popup);
    const done = sendToProvider(trip, START, { returnTo: '/join', state: { rrn: '9001011234567' } });
    expect(sessionStorage.length).toBe(0);
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, source: popup, data: { type: 'wfm-identity-return', ref: 'r'.repeat(43) } }));
    await expect(done).resolves.toEqual({ ref: 'r'.repeat(43) });
  });

  it('ignores messages from other windows or origins, and reports a window closed without an answer', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const popup = { closed: false, close: vi.fn() } as { closed: boolean; close: () => void };
    const done = sendToProvider({ popup: popup as unknown as Window }, START, { returnTo: '/join', state: {} });
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', source: popup as unknown as Window, data: { type: 'wfm-identity-return', ref: 'x'.repeat(43) } }));
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, source: window, data: { type: 'wfm-identity-return', ref: 'y'.repeat(43) } }));
    popup.closed = true;
    await expect(done).resolves.toEqual({ error: 'closed' });
  });

  it('takes the answer of a popup that closed itself before its message was delivered (a busy phone)', async () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const popup = { closed: false, close: vi.fn() } as { closed: boolean; close: () => void };
    let settled = false;
    const done = sendToProvider({ popup: popup as unknown as Window }, START, { returnTo: '/join', state: {} }).finally(() => {
      settled = true;
    });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500 + CLOSED_GRACE_MS - 100);
    expect(settled).toBe(false);
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, source: popup as unknown as Window, data: { type: 'wfm-identity-return', ref: 'z'.repeat(43) } }));
    await expect(done).resolves.toEqual({ ref: 'z'.repeat(43) });
    vi.useRealTimers();
  });
});
