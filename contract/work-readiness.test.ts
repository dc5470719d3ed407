import 'temporal-polyfill/global';
import { describe, expect, it } from 'vitest';
import { checkSafetyTraining } from './api-employment.ts';
import { readinessGap } from './work-readiness.ts';

describe('ready for work (decision 076)', () => {
  it('a contract taken on needs its signature and the training card; one made before the rule needs neither', () => {
    const cases = [
      [true, false, false, 'signatureAndTraining'],
      [true, false, true, 'signature'],
      [true, true, false, 'training'],
      [true, true, true, null],
      [false, false, false, null],
    ] as const;
    for (const [checksBeforeWork, signed, trained, gap] of cases) expect(readinessGap({ checksBeforeWork, signed }, trained), JSON.stringify({ checksBeforeWork, signed, trained })).toBe(gap);
  });

  it('a training card: a number as printed (30 letters at most) and a real day from 2000 to today', () => {
    const today = '2026-11-20';
    expect(checkSafetyTraining({ certificateNo: '2026-서울-0412345', completedOn: today }, today)).toEqual({});
    expect(checkSafetyTraining({ certificateNo: ` ${'가'.repeat(30)} `, completedOn: '2000-01-01' }, today)).toEqual({});
    expect(checkSafetyTraining({ certificateNo: '가'.repeat(31), completedOn: '2026-11-21' }, today)).toEqual({ certificateNo: 'tooLong', completedOn: 'future' });
    expect(checkSafetyTraining({ certificateNo: '12/34', completedOn: '20261120' }, today)).toEqual({ certificateNo: 'certificateFormat', completedOn: 'date' });
    expect(checkSafetyTraining({ certificateNo: '', completedOn: '' }, today)).toEqual({ certificateNo: 'required', completedOn: 'required' });
    expect(checkSafetyTraining({ certificateNo: 'A1', completedOn: '1999-12-31' }, today)).toEqual({ completedOn: 'tooOld' });
  });
});
