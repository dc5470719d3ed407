import { describe, expect, it } from 'vitest';
import type { CorrectionItem } from '@/domain/attendance/correction-outbox';
import { checkCorrection, isStillToCome, mayBeNextDay, refusalProblems, shownProblems } from './request-form';
import { CORRECTION_ERROR_MESSAGES, SEQUENCE_MESSAGES } from './texts';

/** Thursday 2026-11-19, 09:30 in Seoul. */
const NOW = new Date('2026-11-19T09:30:00+09:00');

function draft(overrides: Partial<CorrectionItem> = {}): CorrectionItem {
  return { key: 'k', owner: 'u', queuedAt: 0, status: 'draft', date: '20261118', eventType: 'EndWork', time: '18:00', nextDay: false, reason: '퇴근 스캔을 잊었습니다', ...overrides };
}

describe('the correction form’s rules', () => {
  it('lets a complete request through', () => {
    expect(checkCorrection(draft(), NOW)).toEqual({});
  });

  it('asks for the event, the time and the reason', () => {
    expect(checkCorrection(draft({ eventType: '', time: '', reason: '  ' }), NOW)).toEqual({ eventType: 'required', time: 'required', reason: 'required' });
  });

  it('takes a time as HH:MM on a 24-hour clock, as the server does', () => {
    for (const time of ['7:00', '24:00', '18:60', '18.30', '1830']) expect(checkCorrection(draft({ time }), NOW).time, time).toBe('timeFormat');
    for (const time of ['00:00', '07:05', '23:59']) expect(checkCorrection(draft({ time }), NOW).time, time).toBeUndefined();
  });

  it('refuses a time still to come, today or on the next day of a night shift', () => {
    expect(checkCorrection(draft({ date: '20261119', time: '09:31' }), NOW).time).toBe('future');
    expect(checkCorrection(draft({ date: '20261119', time: '09:30' }), NOW).time).toBeUndefined();
    expect(checkCorrection(draft({ date: '20261118', time: '09:31', nextDay: true }), NOW).time).toBe('future');
    expect(checkCorrection(draft({ date: '20261118', time: '03:10', nextDay: true }), NOW).time).toBeUndefined();
  });

  it('never puts a Start work on the next day', () => {
    expect(mayBeNextDay('BeginWork')).toBe(false);
    expect(mayBeNextDay('EndWork')).toBe(true);
    expect(mayBeNextDay('EndDinner')).toBe(true);
    // A Start work at 09:31 of the 18th has passed, whatever the box said before Start work was chosen.
    expect(checkCorrection(draft({ eventType: 'BeginWork', time: '09:31', nextDay: true }), NOW).time).toBeUndefined();
  });

  it('counts the reason as a person does, up to 500 characters, without control characters', () => {
    expect(checkCorrection(draft({ reason: '가'.repeat(500) }), NOW).reason).toBeUndefined();
    expect(checkCorrection(draft({ reason: '가'.repeat(501) }), NOW).reason).toBe('tooLong');
    expect(checkCorrection(draft({ reason: '사유\u0007' }), NOW).reason).toBe('controlChars');
  });

  it('judges a time by Seoul’s calendar and clock, whatever the phone’s time zone', () => {
    // 2026-11-19 00:30 UTC is 09:30 in Seoul and still the 18th in Los Angeles.
    const now = new Date('2026-11-19T00:30:00Z');
    expect(isStillToCome('20261119', '09:30', false, now)).toBe(false);
    expect(isStillToCome('20261119', '09:31', false, now)).toBe(true);
    expect(isStillToCome('20261118', '09:31', true, now)).toBe(true);
    expect(isStillToCome('20261118', '23:59', false, now)).toBe(false);
    expect(isStillToCome('20261131', '03:10', false, now)).toBe(false);
  });

  it('has a message for every rule it checks', () => {
    const { fields } = shownProblems(checkCorrection(draft({ eventType: '', time: '25:00', reason: '' }), NOW));
    expect(Object.keys(fields).sort()).toEqual(['eventType', 'reason', 'time']);
    expect(Object.values(fields).every((message) => message?.id)).toBe(true);
  });
});

describe('the server’s refusals, on their fields', () => {
  it('puts a pending request of the same event on the event', () => {
    expect(refusalProblems({ code: 'CORRECTION_PENDING' })).toEqual({ fields: { eventType: CORRECTION_ERROR_MESSAGES.CORRECTION_PENDING }, form: null });
  });

  it('says the scan-order rule the time breaks, for a correction', () => {
    expect(refusalProblems({ code: 'CORRECTION_SEQUENCE', fields: { sequence: 'endWithoutBegin' } }).fields.time).toBe(SEQUENCE_MESSAGES.endWithoutBegin);
    expect(refusalProblems({ code: 'CORRECTION_SEQUENCE', fields: { sequence: 'somethingNew' } }).fields.time).toBe(CORRECTION_ERROR_MESSAGES.CORRECTION_SEQUENCE);
  });

  it('shows a day outside every contract for the whole form, and a future time on the time', () => {
    const noContract = refusalProblems({ code: 'BAD_REQUEST', fields: { date: 'noContract' } });
    expect(noContract.form?.message).toContain('No contract');
    expect(noContract.fields).toEqual({});
    const future = refusalProblems({ code: 'BAD_REQUEST', fields: { time: 'future' } });
    expect(future.fields.time?.message).toContain('has not come yet');
  });

  it('puts a photo the server refused, or a body too large, on the photo', () => {
    expect(refusalProblems({ code: 'BAD_REQUEST', fields: { photo: 'invalid' } }).fields.photo).toBeDefined();
    expect(refusalProblems({ code: 'BAD_REQUEST', fields: { body: 'tooLarge' } }).fields.photo?.message).toContain('too large');
  });

  it('says any other refusal for the whole form', () => {
    expect(refusalProblems({ code: 'FORBIDDEN' }).form).toBeDefined();
    expect(refusalProblems({ code: 'BAD_REQUEST', fields: { idempotencyKey: 'invalid' } }).form).toBeDefined();
  });
});
