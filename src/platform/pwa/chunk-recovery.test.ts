import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMissingChunkError, reloadOnceForThisVersion } from './chunk-recovery';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('chunk recovery', () => {
  it('knows the browsers’ messages for a chunk that could not be loaded', () => {
    expect(isMissingChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/work-1.js'))).toBe(true);
    expect(isMissingChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isMissingChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunkError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isMissingChunkError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once per version, never in a loop', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(reloadOnceForThisVersion()).toBe(true);
    expect(reloadOnceForThisVersion()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a chunk that could not be loaded', () => {
  it('makes the next screen a full page load when the server answers, never while it is out of reach, and never at once', async () => {
    const { recoverFromMissingChunks, isVersionStale } = await import('./chunk-recovery');
    const assign = vi.fn();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, reload } as Location);
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    let leave: (href: string) => void = () => undefined;
    recoverFromMissingChunks((callback) => {
      leave = callback;
    });
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isVersionStale()).toBe(false);
    leave('/work');
    expect(assign).not.toHaveBeenCalled();

    fetch.mockResolvedValue(new Response(null, { status: 200 }));
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(isVersionStale()).toBe(true));
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    leave('/work');
    expect(assign).toHaveBeenCalledWith('/work');
    leave('/pay');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('a chunk needed for what the person does now (importOrReload)', () => {
  const missing = new TypeError('Failed to fetch dynamically imported module: https://x/assets/api-1.js');

  it('gives the module when it loads', async () => {
    const { importOrReload } = await import('./chunk-recovery');
    await expect(importOrReload(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it('removed by a deploy: keeps what the screen asks, then loads the page again once; the caller still gets the error', async () => {
    const { importOrReload } = await import('./chunk-recovery');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    const keep = vi.fn();
    await expect(importOrReload(() => Promise.reject(missing), keep)).rejects.toBe(missing);
    expect(keep).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    // The same version never reloads twice (a chunk really broken cannot loop).
    await expect(importOrReload(() => Promise.reject(missing), keep)).rejects.toBe(missing);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads when the server is out of reach, or for another error', async () => {
    const { importOrReload } = await import('./chunk-recovery');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(importOrReload(() => Promise.reject(missing))).rejects.toBe(missing);
    fetch.mockResolvedValue(new Response(null, { status: 200 }));
    const broken = new TypeError('Cannot read properties of undefined');
    await expect(importOrReload(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(reload).not.toHaveBeenCalled();
  });
});
