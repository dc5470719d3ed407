import { describe, expect, it } from 'vitest';
import { formatAsOf } from './offline-note';

describe('formatAsOf', () => {
  const now = Date.parse('2026-05-03T05:00:00Z'); // 14:00 on 3 May in Seoul

  it('says the Seoul time of a copy stored today', () => {
    expect(formatAsOf(Date.parse('2026-05-03T00:07:00Z'), now)).toBe('09:07');
  });

  it('adds the day for a copy from another day (Seoul days, whatever the phone’s zone)', () => {
    expect(formatAsOf(Date.parse('2026-05-02T14:59:00Z'), now)).toBe('05.02 23:59');
    expect(formatAsOf(Date.parse('2026-05-02T15:00:00Z'), now)).toBe('00:00');
  });
});
