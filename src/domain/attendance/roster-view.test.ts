import { describe, expect, it } from 'vitest';
import { countsByTrade } from '#contract/api-roster.ts';
import { CHOI, HAN, KANG, KIM, MOON, PARK, roster } from '@/testing/roster-answers';
import type { GateScan } from './gate-log';
import { withGateScans } from './roster-view';

const at = (time: string) => Date.parse(`2026-03-02T${time}:00+09:00`);
const scan = (key: string, workerShortId: string, eventType: GateScan['eventType'], time: string, workerName: string | null = null): GateScan => ({
  key,
  workerShortId,
  workerName,
  eventType,
  at: new Date(at(time)).toISOString(),
});
const names = (workers: readonly { name: string }[]) => workers.map((worker) => worker.name);

describe("the roster offline: the last count with the gate's own scans since (decision 077)", () => {
  it('a BeginWork puts the worker on site, an EndWork takes them off, a break marks them; scans before the count are already in it', () => {
    const view = withGateScans(
      roster(),
      [
        scan('a', PARK.workerShortId, 'BeginWork', '08:59'),
        scan('b', PARK.workerShortId, 'BeginWork', '09:05'),
        scan('c', KIM.workerShortId, 'EndWork', '09:06'),
        scan('d', HAN.workerShortId, 'EndLunch', '09:07'),
        scan('e', 'ffffffff', 'BeginWork', '09:08', 'NGUYEN VAN AN'),
        scan('f', CHOI.workerShortId, 'EndWork', '09:09'),
      ],
      at('09:10'),
    );
    expect(names(view.roster.onSite)).toEqual(['한지민', '박지훈', 'NGUYEN VAN AN']);
    expect(view.roster.onSite.map((worker) => worker.onBreak)).toEqual([false, false, false]);
    expect(view.roster.onSite[1]).toMatchObject({ begunAt: '2026-03-02T09:05:00+09:00', trade: '철근공' });
    expect(view.roster.onSite[2]).toMatchObject({ trade: null, workStart: null });
    expect(names(view.roster.left)).toEqual(['김민준', '최현우']);
    expect(view.roster.left[0]?.endedAt).toBe('2026-03-02T09:06:00+09:00');
    expect(names(view.roster.expected)).toEqual(['강예린']);
    // The scan at 08:59 was counted by the server already; CHOI's second EndWork changes nothing.
    expect(view.counted).toBe(4);
  });

  it('those due later count as not arrived once their start plus the grace passed, on the roster\'s day only', () => {
    expect(names(withGateScans(roster(), [], at('10:29')).roster.dueLater)).toEqual(['문태양']);
    const late = withGateScans(roster(), [], at('10:30')).roster;
    expect(names(late.expected)).toEqual(['박지훈', '강예린', '문태양']);
    expect(late.dueLater).toEqual([]);
    expect(names(withGateScans(roster(), [], Date.parse('2026-03-03T11:00:00+09:00')).roster.dueLater)).toEqual(['문태양']);
  });

  it('a short id two workers share is left alone', () => {
    const twin = { ...KANG, userId: 'u-twin', name: '강예진', workerShortId: PARK.workerShortId };
    const view = withGateScans(roster({ expected: [PARK, twin] }), [scan('a', PARK.workerShortId, 'BeginWork', '09:05')], at('09:10'));
    expect(names(view.roster.expected)).toEqual(['박지훈', '강예진']);
    expect(view.counted).toBe(0);
  });

  it('counts per trade, by name, with workers without a contract last', () => {
    const view = withGateScans(roster({ dueLater: [] }), [scan('e', 'ffffffff', 'BeginWork', '09:08', 'NGUYEN VAN AN')], at('09:10'));
    expect(countsByTrade(view.roster)).toEqual([
      { trade: '철근공', onSite: 1, left: 1, expected: 1 },
      { trade: '형틀목공', onSite: 1, left: 0, expected: 1 },
      { trade: null, onSite: 1, left: 0, expected: 0 },
    ]);
    expect(MOON.trade).toBe('보통인부');
  });
});
