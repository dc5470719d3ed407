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
