/**
 * The notifications switch of My info (decision 065) in each state the device and the server give it:
 * blocked in the browser, an iPhone outside the home screen, a server that sends none, off and then
 * refused by the person (blocked) or failing; the worker's and the admin's texts. The browser's push
 * service, a real subscription and the notifications shown stay in e2e (notifications.spec.ts).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountAnswer } from '@/testing/account-answers';
import { tokenClaims, tokenOwner } from '@/platform/session/token-claims';
import { fakeApi, renderScreen, WORKER_SESSION } from '@/testing/render-screen';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser with Web Push: Notification with `permission`, a service worker without a subscription yet. */
function webPush(permission: NotificationPermission, requestPermission: () => Promise<NotificationPermission> = () => Promise.resolve(permission)) {
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {
    // Only its presence is read.
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: Object.assign(new EventTarget(), { getRegistration: () => Promise.resolve(undefined), ready: new Promise(() => undefined) }) });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

async function open(answer: (api: ReturnType<typeof fakeApi>) => void = () => undefined) {
  const api = fakeApi();
  api.answer('GET account', accountAnswer());
  answer(api);
  await renderScreen('/myAccount', { session: 'worker' });
  await screen.findByRole('heading', { name: 'My info' });
  const toggle = screen.getByRole('switch', { name: 'Notifications' }) as HTMLButtonElement;
  const note = () => document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  return { api, toggle, note };
}

describe('the notifications switch (English)', () => {
  it('blocked in the browser: cannot switch, and says where to allow them', async () => {
    webPush('denied');
    const { api, toggle, note } = await open();
    await vi.waitFor(() => expect(note()).toMatch(/^Notifications are blocked for this app\. Allow them in the browser's site settings/));
    expect(toggle.disabled).toBe(true);
    expect(api.callsTo('GET push/config')).toBe(0);
  });

  it('an iPhone outside the home screen: says to install the app first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1');
    const { toggle, note } = await open();
    await vi.waitFor(() => expect(note()).toBe('On iPhone and iPad, notifications work once the app is on the home screen: use "Install the app" below, then open the app from its icon.'));
    expect(toggle.disabled).toBe(true);
  });

  it('a server that sends none: not available yet', async () => {
    webPush('default');
    const { toggle, note } = await open((api) => api.answer('GET push/config', { available: false, publicKey: null }));
    await vi.waitFor(() => expect(note()).toBe('Notifications are not available yet.'));
    expect(toggle.disabled).toBe(true);
  });

  it('off: says what the worker is told; refused by the person it is blocked', async () => {
    const requestPermission = vi.fn<() => Promise<NotificationPermission>>().mockResolvedValue('denied');
    webPush('default', requestPermission);
    const { toggle, note } = await open((api) => api.answer('GET push/config', { available: true, publicKey: KEY }));
    await vi.waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(note()).toBe('You are told when a pay statement is ready, a contract waits for your signature, an inquiry is answered, a correction is decided or a day has no end of work.');
    await act(async () => fireEvent.click(toggle));
    await vi.waitFor(() => expect(note()).toMatch(/^Notifications are blocked for this app/));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(toggle.disabled).toBe(true);
  });

  it('a failure to switch on is said as an alert', async () => {
    webPush('default', () => Promise.reject(new Error('no permission prompt')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { toggle } = await open((api) => api.answer('GET push/config', { available: true, publicKey: KEY }));
    await vi.waitFor(() => expect(toggle.disabled).toBe(false));
    await act(async () => fireEvent.click(toggle));
    expect((await screen.findByRole('alert')).textContent).toBe('Notifications could not be turned on. Try again.');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('the notifications switch in every language', () => {
  /** A device subscribed by this worker's session in `language`, with the server's key. */
  function subscribed(language: string) {
    const owner = tokenOwner(WORKER_SESSION.accessToken);
    localStorage.setItem('wfm-push', JSON.stringify({ owner: `${owner?.role ?? ''}:${owner?.subject ?? ''}`, session: tokenClaims(WORKER_SESSION.accessToken)?.fam, language }));
    const key = Uint8Array.from(atob(KEY.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer;
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const subscription = { endpoint: 'https://push.example/device-1', options: { applicationServerKey: key }, unsubscribe, toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'p', auth: 'a' } }) };
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: () => Promise.resolve('granted') });
    vi.stubGlobal('PushManager', function PushManager() {
      // Only its presence is read.
    });
    const registration = { pushManager: { getSubscription: () => Promise.resolve(subscription) } };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: Object.assign(new EventTarget(), { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) }) });
    return { unsubscribe };
  }

  afterEach(() => localStorage.removeItem('wfm-push'));

  // The device's record once accepted Korean and English only: in Chinese or Vietnamese the switch
  // was read as someone else's subscription, ended, and shown off at every visit.
  it.each(['vi', 'zh-Hans'] as const)('a device subscribed in %s stays on, and nothing is stored again', async (language) => {
    const { unsubscribe } = subscribed(language);
    const api = fakeApi();
    api.answer('GET account', accountAnswer());
    api.answer('GET push/config', { available: true, publicKey: KEY });
    await renderScreen('/myAccount', { session: 'worker', language });
    const toggle = await screen.findByRole('switch');
    await vi.waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(api.callsTo('PUT push/subscription')).toBe(0);
  });
});
