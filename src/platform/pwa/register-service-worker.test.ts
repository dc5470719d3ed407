/**
 * The update flow over a stand-in for workbox-window's Workbox class: its events are sent by hand,
 * and the service worker container is a plain EventTarget with a `controller`.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const workboxes: FakeWorkbox[] = [];

class FakeWorkbox extends EventTarget {
  /** The next registration fails with this. */
  static refusal: Error | null = null;
  registration = { waiting: null as object | null };
  register = vi.fn((options: { immediate?: boolean }) => {
    void options;
    const refusal = FakeWorkbox.refusal;
    FakeWorkbox.refusal = null;
    return refusal ? Promise.reject(refusal) : Promise.resolve(this.registration);
  });
  update = vi.fn(() => Promise.resolve());
  messageSkipWaiting = vi.fn();
  constructor(
    readonly scriptURL: string,
    readonly options: object,
  ) {
    super();
    workboxes.push(this);
  }
  emit(type: 'waiting' | 'controlling'): void {
    this.dispatchEvent(new Event(type));
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

/** The page's service worker container; its own register() is asked again only after a failed registration. */
const container = Object.assign(new EventTarget(), { controller: null as object | null, register: vi.fn<() => Promise<object | undefined>>() });
const reload = vi.fn();

/** A fresh page: the modules (and their state) loaded again, the registration made. */
async function openPage({ controlled }: { controlled: boolean }) {
  container.controller = controlled ? {} : null;
  const updates = await import('./update-state');
  const { registerServiceWorker } = await import('./register-service-worker');
  registerServiceWorker();
  const workbox = workboxes.at(-1);
  if (!workbox) throw new Error('no Workbox was made');
  // The registration resolves.
  await act(() => Promise.resolve());
  const state = renderHook(() => updates.useUpdateState());
  return { workbox, state, updates };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setInterval'] });
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
});

afterEach(() => {
  workboxes.length = 0;
  container.register.mockReset();
  reload.mockClear();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker registration', () => {
  it('registers /sw.js for the whole app at once (the wait before it is main.tsx’s)', async () => {
    const { workbox } = await openPage({ controlled: false });
    expect(workbox.scriptURL).toBe('/sw.js');
    expect(workbox.options).toEqual({ scope: '/' });
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('looks for a new version hourly, back in the foreground and when the network returns', async () => {
    const { workbox } = await openPage({ controlled: true });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    expect(workbox.update).toHaveBeenCalledTimes(3);
  });

  it('does nothing in development or where there are no service workers', async () => {
    vi.stubEnv('PROD', false);
    const { registerServiceWorker } = await import('./register-service-worker');
    registerServiceWorker();
    vi.stubEnv('PROD', true);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    registerServiceWorker();
    expect(workboxes).toHaveLength(0);
  });

  it('says why when the browser refuses the registration', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new Error('blocked');
    FakeWorkbox.refusal = refusal;
    container.register.mockRejectedValue(refusal);
    const { workbox } = await openPage({ controlled: false });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('service worker registration failed', refusal));
    // No registration, so no look for updates.
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(workbox.update).not.toHaveBeenCalled();
  });

  it('stays quiet when register() answers no registration at all (a test harness blocking workers)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // workbox-window trips over the missing registration.
    FakeWorkbox.refusal = new TypeError("Cannot read properties of undefined (reading 'waiting')");
    container.register.mockResolvedValue(undefined);
    await openPage({ controlled: false });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
    await act(() => Promise.resolve());
    expect(error).not.toHaveBeenCalled();
  });
});

describe('an update', () => {
  it('is announced when a new version waits, and nothing reloads on its own', async () => {
    const { workbox, state } = await openPage({ controlled: true });
    expect(state.result.current).toBe('none');
    act(() => workbox.emit('waiting'));
    expect(state.result.current).toBe('ready');
    expect(reload).not.toHaveBeenCalled();
  });

  it('already waiting when the page opened is announced too (workbox-window sends `waiting` for it)', async () => {
    const { workbox, state } = await openPage({ controlled: true });
    workbox.registration.waiting = {};
    act(() => workbox.emit('waiting'));
    expect(state.result.current).toBe('ready');
  });

  it('is not what the very first install is: it takes the page without a word and without a reload', async () => {
    const { workbox, state } = await openPage({ controlled: false });
    act(() => workbox.emit('waiting'));
    expect(state.result.current).toBe('none');
    container.controller = {};
    act(() => workbox.emit('controlling'));
    expect(state.result.current).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Update now" activates the waiting version and reloads once, when it controls the page', async () => {
    const { workbox, state, updates } = await openPage({ controlled: true });
    workbox.registration.waiting = {};
    act(() => workbox.emit('waiting'));
    expect(state.result.current).toBe('ready');
    updates.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => workbox.emit('controlling'));
    act(() => workbox.emit('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('accepted in another tab shows here as applied, and this tab reloads only when asked', async () => {
    const { workbox, state, updates } = await openPage({ controlled: true });
    workbox.registration.waiting = {};
    act(() => workbox.emit('waiting'));
    workbox.registration.waiting = null;
    act(() => workbox.emit('controlling'));
    expect(state.result.current).toBe('applied');
    expect(reload).not.toHaveBeenCalled();
    updates.applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('accepted elsewhere on a page the first install took is applied here too', async () => {
    const { workbox, state } = await openPage({ controlled: false });
    container.controller = {};
    act(() => workbox.emit('controlling'));
    act(() => workbox.emit('controlling'));
    expect(state.result.current).toBe('applied');
    expect(reload).not.toHaveBeenCalled();
  });

  it('newer than the one announced, found while the prompt was shown, is the one activated', async () => {
    const { workbox, updates } = await openPage({ controlled: true });
    workbox.registration.waiting = {};
    act(() => workbox.emit('waiting'));
    // Another tab took the announced version; a later one waits now.
    act(() => workbox.emit('controlling'));
    workbox.registration.waiting = {};
    updates.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    act(() => workbox.emit('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('without the registration', () => {
  it('"Update now" reloads the page', async () => {
    const { applyUpdate } = await import('./update-state');
    applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
