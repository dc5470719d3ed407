/**
 * The roster as the gate sees it offline (decision 077): the last roster the server counted, with the
 * gate's own scans since then applied in time order (a BeginWork puts the worker on site, an EndWork
 * takes them off, a break marks them on a break), and the workers due later moved to "not arrived"
 * once their start plus the site's grace has passed. A worker is matched by the short id their code
 * carries; a short id two workers of the roster share is left alone. Pure: the screen and its tests
 * give the time.
 */
import type { Roster, RosterWorker } from '#contract/api-roster.ts';
import { formatSeoulIso, parseInstant } from '#contract/seoul-time.ts';
import type { GateScan } from './gate-log';

type Group = 'onSite' | 'left' | 'expected' | 'dueLater';
const GROUPS: readonly Group[] = ['onSite', 'left', 'expected', 'dueLater'];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface GateView {
  roster: Roster;
  /** The gate's scans applied on top of the server's count. */
  counted: number;
}

export function withGateScans(roster: Roster, scans: readonly GateScan[], now: number): GateView {
  const groups: Record<Group, RosterWorker[]> = { onSite: [...roster.onSite], left: [...roster.left], expected: [...roster.expected], dueLater: [...roster.dueLater] };
  const asOf = parseInstant(roster.asOf)?.epochMilliseconds ?? Number.POSITIVE_INFINITY;
  let counted = 0;

  const find = (shortId: string): { group: Group; worker: RosterWorker } | 'ambiguous' | null => {
    const found = GROUPS.flatMap((group) => groups[group].filter((worker) => worker.workerShortId === shortId).map((worker) => ({ group, worker })));
    if (found.length > 1) return 'ambiguous';
    return found[0] ?? null;
  };
  const move = (from: Group, worker: RosterWorker, to: Group, changed: RosterWorker) => {
    groups[from] = groups[from].filter((each) => each !== worker);
    groups[to] = [...groups[to], changed];
  };
  const replace = (group: Group, worker: RosterWorker, changed: RosterWorker) => {
    groups[group] = groups[group].map((each) => (each === worker ? changed : each));
  };

  for (const scan of scans) {
    if (Date.parse(scan.at) <= asOf) continue;
    const found = find(scan.workerShortId);
    if (found === 'ambiguous') continue;
    const at = formatSeoulIso(new Date(scan.at));
    if (scan.eventType === 'BeginWork') {
      if (found?.group === 'onSite') continue;
      const base: RosterWorker = found?.worker ?? {
        userId: `gate:${scan.workerShortId}`,
        name: scan.workerName ?? '',
        workerShortId: scan.workerShortId,
        trade: null,
        workStart: null,
        begunAt: null,
        endedAt: null,
        onBreak: false,
      };
      const begun = { ...base, begunAt: at, endedAt: null, onBreak: false };
      if (found) move(found.group, found.worker, 'onSite', begun);
      else groups.onSite = [...groups.onSite, begun];
    } else if (found?.group !== 'onSite') {
      continue;
    } else if (scan.eventType === 'EndWork') {
      move('onSite', found.worker, 'left', { ...found.worker, endedAt: at, onBreak: false });
    } else {
      replace('onSite', found.worker, { ...found.worker, onBreak: scan.eventType === 'BeginLunch' || scan.eventType === 'BeginDinner' });
    }
    counted += 1;
  }

  // Due later becomes not arrived once the start plus the grace has passed (on the roster's own day).
  const nowText = formatSeoulIso(new Date(now));
  if (nowText.slice(0, 10) === roster.day) {
    const minutesNow = minutesOf(nowText.slice(11, 16));
    const late = (worker: RosterWorker) => worker.workStart !== null && minutesNow >= minutesOf(worker.workStart) + roster.graceMinutes;
    groups.expected = [...groups.expected, ...groups.dueLater.filter(late)];
    groups.dueLater = groups.dueLater.filter((worker) => !late(worker));
  }
  groups.left.sort((a, b) => (b.endedAt ?? '').localeCompare(a.endedAt ?? ''));
  return { roster: { ...roster, ...groups }, counted };
}
