/**
 * The provider's return page (/niceSuccess, spec §5) rendered in the app: in the popup it hands the
 * reference to the window that opened it and says the window can close; opened without a trip, or
 * without a reference, access is not possible. (The return that resumes a screen in the same window:
 * forgot-password-screen.test.tsx and join-screen.test.tsx.)
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIP_REF } from '@/testing/identity-trip';
import { fakeApi, renderScreen } from '@/testing/render-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the return page (English)', () => {
  it('opened directly, with or without a reference: access is not possible, and OK leads to the login', async () => {
    const api = fakeApi();
    for (const url of ['/niceSuccess', `/niceSuccess?ref=${TRIP_REF}`]) {
      const { path, view } = await renderScreen(url);
      expect(await screen.findByRole('heading', { name: 'Access is not possible' })).toBeTruthy();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
      await screen.findByRole('heading', { name: 'Worker login' });
      expect(path()).toBe('/login');
      view.unmount();
    }
    expect(api.requests).toEqual([]);
  });

  it('in the popup: posts the reference to the opener on this origin only, closes, and says the window can close', async () => {
    const api = fakeApi();
    const opener = { location: { origin: location.origin }, postMessage: vi.fn() };
    vi.spyOn(window, 'opener', 'get').mockReturnValue(opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await renderScreen(`/niceSuccess?ref=${TRIP_REF}`);
    expect(await screen.findByRole('heading', { name: 'Identity verification' })).toBeTruthy();
    expect(screen.getByText('Verification finished. You can close this window.')).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'wfm-identity-return', ref: TRIP_REF, error: '' }, location.origin);
    expect(close).toHaveBeenCalled();
    // The reference goes to the opener only: this page redeems nothing.
    expect(api.requests).toEqual([]);
  });

  it('an opener on another origin gets nothing', async () => {
    fakeApi();
    const opener = { postMessage: vi.fn() };
    Object.defineProperty(opener, 'location', {
      get() {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    });
    vi.spyOn(window, 'opener', 'get').mockReturnValue(opener);
    await renderScreen(`/niceSuccess?ref=${TRIP_REF}`);
    expect(await screen.findByRole('heading', { name: 'Access is not possible' })).toBeTruthy();
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});
