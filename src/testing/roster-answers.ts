/** Rosters as GET admin/roster answers them (issue 33, decision 077), for screen and view tests. */
import type { Roster, RosterWorker } from '#contract/api-roster.ts';

/** A worker of the roster: 철근공 contracted from 08:00, not begun, unless `fields` say. */
export function rosterWorker(fields: Partial<RosterWorker> & Pick<RosterWorker, 'userId' | 'name' | 'workerShortId'>): RosterWorker {
  return { trade: '철근공', begunAt: null, endedAt: null, onBreak: false, workStart: '08:00', ...fields };
}

export const KIM = rosterWorker({ userId: 'u-kim', name: '김민준', workerShortId: '00000001', begunAt: '2026-03-02T07:41:00+09:00' });
export const HAN = rosterWorker({ userId: 'u-han', name: '한지민', workerShortId: '00000005', trade: '형틀목공', begunAt: '2026-03-02T07:55:00+09:00', onBreak: true });
export const CHOI = rosterWorker({ userId: 'u-choi', name: '최현우', workerShortId: '00000004', begunAt: '2026-03-02T06:58:00+09:00', endedAt: '2026-03-02T08:40:00+09:00' });
export const PARK = rosterWorker({ userId: 'u-park', name: '박지훈', workerShortId: '00000003' });
export const KANG = rosterWorker({ userId: 'u-kang', name: '강예린', workerShortId: '00000006', trade: '형틀목공' });
/** Contracted from 10:00: due later at 09:00 with the 30 minutes' grace. */
export const MOON = rosterWorker({ userId: 'u-moon', name: '문태양', workerShortId: '00000008', trade: '보통인부', workStart: '10:00' });

/** 판교 at 09:00 on Monday 2 March 2026: two on site (one at lunch), one left, two not arrived, one due later. */
export function roster(fields: Partial<Roster> = {}): Roster {
  return {
    siteCode: 'S001',
    day: '2026-03-02',
    asOf: '2026-03-02T09:00:00+09:00',
    graceMinutes: 30,
    onSite: [KIM, HAN],
    left: [CHOI],
    expected: [PARK, KANG],
    dueLater: [MOON],
    ...fields,
  };
}
