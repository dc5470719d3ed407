/** Work put off until the first screen has settled: after SETTLE_MS and an idle moment, never before, and never once cancelled. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from './when-settled';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled', () => {
  it('runs the task at the first idle moment after SETTLE_MS, not before', () => {
    vi.useFakeTimers();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback (Safari) runs it at SETTLE_MS', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancelled, never runs it: before the delay or while waiting for the idle moment', () => {
    vi.useFakeTimers();
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const task = vi.fn();
    whenSettled(task)();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(task).not.toHaveBeenCalled();

    const cancel = whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });
});
