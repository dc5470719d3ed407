/**
 * For tests on either side: runs a describe block's tests with the process in another time zone, so
 * a test proves its Seoul dates do not follow the machine's (a phone in Los Angeles, a server in UTC).
 */
import { afterEach, beforeEach, expect } from 'vitest';

/** Sets `TZ` to `zone` around each test of the block and checks the zone really took effect. */
export function inProcessTimeZone(zone: string, expectedJanuaryOffsetMinutes: number): void {
  const saved = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
    // getTimezoneOffset is minutes *behind* UTC: Los Angeles in January is +480.
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(expectedJanuaryOffsetMinutes);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}
