/**
 * Who is on site now (issue 33, decision 077): the headcount an evacuation needs and the morning's
 * "who has not come". The server answers the site's day as it stands; the app keeps the last answer
 * and, offline, counts on from the gate's own scans (src/domain/attendance/roster-cache.ts), with
 * these same shapes and `countsByTrade`.
 */
import * as v from 'valibot';
import { instantField, intField } from './api-common.ts';
import { compareKorean } from './korean-order.ts';

/** The grace after a contracted start before a worker who has not begun counts as not arrived, minutes. */
export const ARRIVAL_GRACE_MAX = 180;
export const ARRIVAL_GRACE_DEFAULT = 30;
/** A shift begun longer ago than this without an end is a day without an end, not a person on site. */
export const ON_SITE_HOURS = 16;

export const RosterWorkerSchema = v.object({
  userId: v.string(),
  name: v.string(),
  workerShortId: v.pipe(v.string(), v.description("The 8 characters a worker's QR code carries: the gate counts its own scans with it offline.")),
  trade: v.pipe(v.nullable(v.string()), v.description('The trade of the contract in force at the site today; null: none (a home site only).')),
  begunAt: v.pipe(v.nullable(v.string()), v.description('ISO 8601: the BeginWork of the shift; null: not begun.')),
  endedAt: v.pipe(v.nullable(v.string()), v.description('ISO 8601: its EndWork; null: not ended.')),
  onBreak: v.pipe(v.boolean(), v.description('At lunch or dinner now (begun, not ended).')),
  workStart: v.pipe(v.nullable(v.string()), v.description("HH:MM: today's contracted start; null without a contract.")),
});
export type RosterWorker = v.InferOutput<typeof RosterWorkerSchema>;

/** GET /admin/roster */
export const RosterSchema = v.object({
  siteCode: v.pipe(v.string(), v.description('The site counted (a phone keeps the last roster: it must be this site\'s).'), v.examples(['P1001'])),
  day: v.pipe(v.string(), v.description('yyyy-mm-dd: the Seoul day.')),
  asOf: instantField('When the server counted.'),
  graceMinutes: intField('The site\'s grace after the contracted start.'),
  onSite: v.pipe(v.array(RosterWorkerSchema), v.description(`Began work within the last ${String(ON_SITE_HOURS)} hours and have not ended it; by the time they began.`)),
  left: v.pipe(v.array(RosterWorkerSchema), v.description('Ended work today; the latest first.')),
  expected: v.pipe(v.array(RosterWorkerSchema), v.description('Contracted today, not begun, their start plus the grace passed: not arrived.')),
  dueLater: v.pipe(v.array(RosterWorkerSchema), v.description('Contracted today, not begun, their start plus the grace still ahead.')),
});
export type Roster = v.InferOutput<typeof RosterSchema>;

/** PUT /admin/roster/grace */
export const ArrivalGraceSchema = v.object({
  graceMinutes: v.pipe(v.number(), v.integer(), v.minValue(0, 'range'), v.maxValue(ARRIVAL_GRACE_MAX, 'range'), v.description(`0–${String(ARRIVAL_GRACE_MAX)} minutes.`)),
});
export type ArrivalGrace = v.InferOutput<typeof ArrivalGraceSchema>;

export interface TradeCount {
  /** null: workers without a contract at the site. */
  trade: string | null;
  onSite: number;
  left: number;
  expected: number;
}

/** The roster's counts per trade (by trade name, no-contract last), for the evacuation's list. */
export function countsByTrade(roster: Pick<Roster, 'onSite' | 'left' | 'expected'>): TradeCount[] {
  const counts = new Map<string | null, TradeCount>();
  const add = (group: 'onSite' | 'left' | 'expected') => {
    for (const worker of roster[group]) {
      const count = counts.get(worker.trade) ?? { trade: worker.trade, onSite: 0, left: 0, expected: 0 };
      count[group] += 1;
      counts.set(worker.trade, count);
    }
  };
  add('onSite');
  add('left');
  add('expected');
  return [...counts.values()].sort((a, b) => (a.trade === null ? 1 : b.trade === null ? -1 : compareKorean(a.trade, b.trade)));
}
