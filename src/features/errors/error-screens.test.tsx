/**
 * The error screens rendered in the app (spec §2, §8): bad request and its OK to the session's home,
 * an address the app does not have, and the router's error view when a screen breaks (a part that
 * could not be downloaded says so; without a connection it waits for Reload).
 */
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/platform/i18n/i18n';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { RouteError } from './route-error';
import { weekAnswer } from '@/testing/work-answers';

beforeEach(() => {
  // The router and React log a screen that throws; the tests that break one look at what is shown.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('error screens (English)', () => {
  it('bad request: says the access is invalid, and OK leads to the worker’s home', async () => {
    const api = fakeApi();
    api.answerNothing('GET users/homeProjectSetting');
    api.answer('GET work/weekly', weekAnswer('2026-11-18'));
    const { path } = await renderScreen('/badRequest', { session: 'worker', now: '2026-11-18T10:00:00+09:00' });
    expect(await screen.findByRole('heading', { name: 'Bad Request' })).toBeTruthy();
    expect(screen.getByText('This is an invalid access.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await screen.findByRole('heading', { name: "Today's work" });
    expect(path()).toBe('/');
  });

  it('bad request needs a session: without one it is the login', async () => {
    fakeApi();
    const { path } = await renderScreen('/badRequest');
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
  });

  it('an address the app does not have: page not found, and OK leads to the login without a session', async () => {
    fakeApi();
    const { path } = await renderScreen('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('The address you opened does not exist.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
  });

});

async function renderError(error: unknown) {
  await activateLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <RouteError error={error as Error} />
    </I18nProvider>,
  );
}

describe('the router’s error view (English)', () => {
  it('a screen that broke: something went wrong, and Reload reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await renderError(new Error('a screen that breaks'));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Something went wrong');
    expect(alert.textContent).toContain('This screen could not be shown. Reload to try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a part of the app that could not be downloaded, without a connection: says so and waits for Reload', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await renderError(new TypeError('Failed to fetch dynamically imported module: /assets/pay-screen-abc123.js'));
    expect(screen.getByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
    expect(screen.getByText('The app may have been updated, or the connection was lost. Reload to continue.')).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
