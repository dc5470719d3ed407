import { describe, expect, it } from 'vitest';
import { nextScanTime } from './scan-time';

describe("a scan's time", () => {
  it('follows the estimate while it rises', () => {
    const last = { current: 0 };
    expect(nextScanTime(last, 1_000)).toBe(1_000);
    expect(nextScanTime(last, 5_000)).toBe(5_000);
  });

  it('stays after the scan before when the estimate wobbles back', () => {
    const last = { current: 0 };
    nextScanTime(last, 10_000);
    expect(nextScanTime(last, 9_500)).toBe(10_001);
    expect(nextScanTime(last, 9_600)).toBe(10_002);
  });

  it('follows a clock set back far within 2 s, inside the server’s skew tolerance', () => {
    const last = { current: 0 };
    nextScanTime(last, 600_000);
    expect(nextScanTime(last, 10_000)).toBe(12_000);
  });
});
