import { describe, expect, it } from 'vitest';
import type { QrEventType } from '#contract/api-contract.ts';
import { sequenceViolation, suggestNextEvent } from './sequence.ts';

const at = (text: string) => new Date(`${text}+09:00`);
const ev = (type: QrEventType, time: string) => ({ type, occurredAt: at(time) });

describe('QR sequence rules', () => {
  const now = at('2026-11-20T10:00:00');

  it('starts a day with BeginWork only', () => {
    expect(sequenceViolation([], 'BeginWork', now)).toBeNull();
    expect(sequenceViolation([], 'EndWork', now)).toBe('endWithoutBegin');
    expect(sequenceViolation([], 'BeginLunch', now)).toBe('breakBeforeBegin');
    expect(sequenceViolation([], 'EndDinner', now)).toBe('endDinnerWithoutBegin');
    expect(suggestNextEvent([], now)).toBe('BeginWork');
  });

  it('refuses a second BeginWork the same day, even after EndWork', () => {
    const day = [ev('BeginWork', '2026-11-20T07:00:00')];
    expect(sequenceViolation(day, 'BeginWork', now)).toBe('beginTwice');
    expect(sequenceViolation([...day, ev('EndWork', '2026-11-20T09:00:00')], 'BeginWork', now)).toBe('beginTwice');
  });

  it('takes one break of a kind per shift and ends only an open one', () => {
    const day = [ev('BeginWork', '2026-11-20T07:00:00'), ev('BeginDinner', '2026-11-20T08:00:00')];
    expect(sequenceViolation(day, 'BeginDinner', now)).toBe('dinnerTwice');
    expect(sequenceViolation(day, 'EndLunch', now)).toBe('endLunchWithoutBegin');
    expect(sequenceViolation(day, 'EndDinner', now)).toBeNull();
    expect(suggestNextEvent(day, now)).toBe('EndDinner');
  });

  it('refuses everything after the day ended', () => {
    const day = [ev('BeginWork', '2026-11-20T07:00:00'), ev('EndWork', '2026-11-20T09:00:00')];
    for (const type of ['EndWork', 'BeginLunch', 'EndLunch'] as const) expect(sequenceViolation(day, type, now)).toBe('afterEnd');
    expect(suggestNextEvent(day, now)).toBeNull();
  });

  it('lets a night shift end after midnight, and a forgotten check-out not block the next day', () => {
    const night = [ev('BeginWork', '2026-11-19T22:00:00')];
    expect(sequenceViolation(night, 'EndWork', at('2026-11-20T06:00:00'))).toBeNull();
    expect(suggestNextEvent(night, at('2026-11-20T06:00:00'))).toBe('EndWork');
    const forgotten = [ev('BeginWork', '2026-11-19T07:00:00')];
    expect(sequenceViolation(forgotten, 'BeginWork', now)).toBeNull();
    expect(sequenceViolation(forgotten, 'EndWork', now)).toBe('endWithoutBegin');
  });
});
