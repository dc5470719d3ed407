import { describe, expect, it } from 'vitest';
import { formatWon } from './format-won.ts';

describe('formatWon', () => {
  it('writes won with thousands separators in each language', () => {
    expect(formatWon(3581610, 'ko')).toBe('3,581,610원');
    expect(formatWon(3581610, 'en')).toBe('₩3,581,610');
    expect(formatWon(0, 'ko')).toBe('0원');
    expect(formatWon(3581610, 'zh-Hans')).toBe('₩3,581,610');
    // Vietnamese groups with dots and puts the sign after, with a no-break space.
    expect(formatWon(3581610, 'vi')).toBe('3.581.610\u00a0₩');
    expect(formatWon(-1000, 'en')).toBe('-₩1,000');
  });
});
