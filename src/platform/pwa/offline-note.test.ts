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

  it('agrees with Intl’s Asia/Seoul across years, months and the day’s turn (no summer time)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const expected = (epochMs: number) => {
      const parts = Object.fromEntries(intl.formatToParts(epochMs).map((part) => [part.type, part.value]));
      return `${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
    };
    const farNow = Date.parse('2000-01-01T00:00:00Z'); // never the same day, so the day is always said
    for (let epochMs = Date.parse('2025-12-30T10:00:00Z'); epochMs < Date.parse('2028-01-02T00:00:00Z'); epochMs += 7 * 3_600_000 + 13 * 60_000) {
      expect(formatAsOf(epochMs, farNow)).toBe(expected(epochMs));
    }
  });
});
