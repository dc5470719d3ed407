import { describe, expect, it } from 'vitest';
import { betterOffset } from './scanner-keys';

describe('the clock offset the scanner keeps', () => {
  const kept = { offsetMs: 120, rttMs: 40, offsetAt: 1_000_000 };

  it('takes the first measurement', () => {
    expect(betterOffset(null, { offsetMs: 5, rttMs: 900, offsetAt: 1 })).toEqual({ offsetMs: 5, rttMs: 900, offsetAt: 1 });
  });

  it('keeps a recent offset measured over a shorter round trip than the new one', () => {
    expect(betterOffset(kept, { offsetMs: -4_000, rttMs: 8_000, offsetAt: 1_060_000 })).toEqual(kept);
  });

  it('takes a measurement over a shorter round trip, and any once the kept one is 10 minutes old', () => {
    expect(betterOffset(kept, { offsetMs: 100, rttMs: 10, offsetAt: 1_001_000 })).toEqual({ offsetMs: 100, rttMs: 10, offsetAt: 1_001_000 });
    expect(betterOffset(kept, { offsetMs: 300, rttMs: 500, offsetAt: 1_000_000 + 10 * 60_000 })).toEqual({ offsetMs: 300, rttMs: 500, offsetAt: 1_600_000 });
  });

  it('takes a new measurement when this phone’s clock went back', () => {
    expect(betterOffset(kept, { offsetMs: 9_000, rttMs: 50, offsetAt: 900_000 }).offsetMs).toBe(9_000);
  });
});
