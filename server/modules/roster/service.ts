/**
 * Who is on site now (issue 33, decision 077), for the site's admin and the staff API:
 * - on site: the worker's last BeginWork at the site began within ON_SITE_HOURS and no EndWork
 *   followed it (at lunch or dinner: on a break, still on site);
 * - left: that EndWork came today (Seoul);
 * - expected: a contract in force at the site today whose work days include today, no shift begun
 *   today and none open, and the contracted start plus the site's grace passed (before it: due later).
 * It reads the site's events of the last day and a half by the (project_code, occurred_at) index and
 * the contracts in force: the cost does not grow with the site's history.
 */
import { sql } from 'kysely';
import type { Roster, RosterWorker } from '#contract/api-roster.ts';
import { ON_SITE_HOURS } from '#contract/api-roster.ts';
import { compareKorean } from '#contract/korean-order.ts';
import { formatSeoulIso, seoulDateOf, startOfSeoulDay, todayInSeoul } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../domain-error.ts';
import { workerShortIdOf } from '../qr/payload.ts';

const HOUR_MS = 60 * 60 * 1000;

interface Shift {
  userId: string;
  begunAt: Date;
  endedAt: Date | null;
  onBreak: boolean;
}

/** Each worker's last shift at the site begun since `from`, from the events in time order. */
function lastShifts(events: readonly { user_id: string; type: string; occurred_at: Date }[]): Map<string, Shift> {
  const shifts = new Map<string, Shift>();
  for (const event of events) {
    if (event.type === 'BeginWork') {
      shifts.set(event.user_id, { userId: event.user_id, begunAt: event.occurred_at, endedAt: null, onBreak: false });
      continue;
    }
    const shift = shifts.get(event.user_id);
    if (!shift || shift.endedAt) continue;
    if (event.type === 'EndWork') shift.endedAt = event.occurred_at;
    else shift.onBreak = event.type === 'BeginLunch' || event.type === 'BeginDinner';
  }
  return shifts;
}

/**
 * The site's contracts in force on `day`, newest first: an index range over the site's contracts not
 * ended before the day (migration 047), never the contracts the site ended over the years, nor other
 * sites'. Their workers are read after, by id (joined here, the planner read every user to find them).
 */
export function contractsInForce(db: Db, siteCode: string, day: Temporal.PlainDate) {
  return db
    .selectFrom('employment_contracts')
    .select(['user_id', 'job_title', 'work_start', 'work_days'])
    .where('project_code', '=', siteCode)
    .where(sql<string>`COALESCE(valid_to, DATE '9999-12-31')`, '>=', day.toString())
    .where('valid_from', '<=', day.toString())
    .orderBy('valid_from', 'desc');
}

/** The minutes since midnight of 'HH:MM'. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export async function rosterOf(deps: AppDeps, siteCode: string): Promise<Roster> {
  const { db } = deps;
  const now = deps.now();
  const today = todayInSeoul(now);
  const site = await db.selectFrom('projects').select('arrival_grace_minutes').where('code', '=', siteCode).executeTakeFirst();
  if (!site) throw new DomainError('NOT_FOUND', 'No site has this code.');
  const startOfToday = new Date(startOfSeoulDay(today).epochMilliseconds);
  const from = new Date(Math.min(startOfToday.getTime(), now.getTime() - ON_SITE_HOURS * HOUR_MS));

  const [events, contracts] = await Promise.all([
    db
      .selectFrom('attendance_events')
      .select(['user_id', 'type', 'occurred_at'])
      .where('project_code', '=', siteCode)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<=', now)
      .where('replaced_at', 'is', null)
      .orderBy('occurred_at')
      .execute(),
    contractsInForce(db, siteCode, today).execute(),
  ]);
  // The newest contract in force per worker.
  const contractOf = new Map<string, (typeof contracts)[number]>();
  for (const contract of contracts) if (!contractOf.has(contract.user_id)) contractOf.set(contract.user_id, contract);

  const shifts = lastShifts(events);
  const onSiteSince = now.getTime() - ON_SITE_HOURS * HOUR_MS;
  const onSite: Shift[] = [];
  const left: Shift[] = [];
  for (const shift of shifts.values()) {
    if (shift.endedAt === null && shift.begunAt.getTime() >= onSiteSince) onSite.push(shift);
    else if (shift.endedAt !== null && seoulDateOf(shift.endedAt).equals(today)) left.push(shift);
  }
  // Contracted today and not begun today: due, or not arrived once the start plus the grace passed.
  const weekday = String(today.dayOfWeek % 7);
  const minutesNow = minutesOf(formatSeoulIso(now).slice(11, 16));
  const begunToday = (userId: string) => {
    const shift = shifts.get(userId);
    return shift !== undefined && (seoulDateOf(shift.begunAt).equals(today) || onSite.includes(shift));
  };
  const expected: string[] = [];
  const dueLater: string[] = [];
  for (const contract of contractOf.values()) {
    if (!contract.work_days.includes(weekday) || begunToday(contract.user_id)) continue;
    (minutesNow >= minutesOf(contract.work_start) + site.arrival_grace_minutes ? expected : dueLater).push(contract.user_id);
  }

  const ids = [...new Set([...onSite, ...left].map((shift) => shift.userId).concat(expected, dueLater))];
  // One array parameter, not one per worker: hundreds of parameters cost more to send than the rows.
  const people = ids.length === 0 ? [] : await db.selectFrom('users').select(['id', 'name', 'cancelled_at']).where(sql<boolean>`id = ANY(${ids}::uuid[])`).execute();
  const names = new Map(people.map((user) => [user.id, user.name] as const));
  // A cancelled account is expected nowhere (its scans, if any, still count).
  const cancelled = new Set(people.filter((user) => user.cancelled_at !== null).map((user) => user.id));
  const uncancelled = (userId: string) => !cancelled.has(userId);
  const worker = (userId: string, shift?: Shift): RosterWorker => {
    const contract = contractOf.get(userId);
    return {
      userId,
      name: names.get(userId) ?? '',
      workerShortId: workerShortIdOf(userId),
      trade: contract?.job_title ?? null,
      begunAt: shift ? formatSeoulIso(shift.begunAt) : null,
      endedAt: shift?.endedAt ? formatSeoulIso(shift.endedAt) : null,
      onBreak: shift?.endedAt === null && shift.onBreak,
      workStart: contract?.work_start ?? null,
    };
  };
  const byStartThenName = (a: RosterWorker, b: RosterWorker) => compareKorean(a.workStart ?? '', b.workStart ?? '') || compareKorean(a.name, b.name);
  return {
    siteCode,
    day: today.toString(),
    asOf: formatSeoulIso(now),
    graceMinutes: site.arrival_grace_minutes,
    onSite: onSite.sort((a, b) => a.begunAt.getTime() - b.begunAt.getTime()).map((shift) => worker(shift.userId, shift)),
    left: left.sort((a, b) => (b.endedAt?.getTime() ?? 0) - (a.endedAt?.getTime() ?? 0)).map((shift) => worker(shift.userId, shift)),
    expected: expected.filter(uncancelled).map((userId) => worker(userId)).sort(byStartThenName),
    dueLater: dueLater.filter(uncancelled).map((userId) => worker(userId)).sort(byStartThenName),
  };
}

/** The site's grace after a contracted start (0–180 minutes; the schema checks the range). */
export async function setArrivalGrace(db: Db, siteCode: string, graceMinutes: number): Promise<void> {
  await db.updateTable('projects').set({ arrival_grace_minutes: graceMinutes }).where('code', '=', siteCode).execute();
}
