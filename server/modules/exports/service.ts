/**
 * The site's attendance files (issue 33, decision 078): the day's attendance (출역일보: each worker with a
 * shift begun that day at the site, the trade of the contract in force, the first start and the last
 * end, the hours worked with breaks left out, how it was recorded) and the month's summary (each
 * worker's hours per day, days and total), each ending with a total row. Hours are the app's own
 * (modules/work/work-days.ts: the same the worker sees), from the site's events only. The events are
 * read by the (project_code, occurred_at) index, with the margins the shifts need.
 */
import type { EventSource } from '#contract/api-corrections.ts';
import { NO_TIME } from '#contract/api-contract.ts';
import { compareKorean } from '#contract/korean-order.ts';
import type { Language } from '#contract/languages.ts';
import { seoulDayKey, startOfSeoulDay, timeOfDayInSeoul, toYyyymmdd, type YearMonth } from '#contract/seoul-time.ts';
import { daysOfMonth } from '#contract/seoul-calendar.ts';
import type { Db } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../domain-error.ts';
import { buildShifts, EVENT_ORDER, LOOKAHEAD_MS, LOOKBEHIND_MS, summariseDay, type AttendanceEvent, type Shift } from '../work/work-days.ts';
import { sumHours } from '../work/work-month.ts';
import { allMatchingEvents } from '../qr/service.ts';
import { EXPORT_TEXTS } from './texts.ts';
import type { Table, TableCell } from './files.ts';

interface SiteEvent extends AttendanceEvent {
  userId: string;
  source: EventSource;
}

async function siteExists(db: Db, siteCode: string): Promise<void> {
  const site = await db.selectFrom('projects').select('code').where('code', '=', siteCode).executeTakeFirst();
  if (!site) throw new DomainError('NOT_FOUND', 'No site has this code.');
}

/** The site's events from `first` to `last` (Seoul days), with the margins the shifts of those days need, by worker. */
async function siteEvents(db: Db, siteCode: string, first: Temporal.PlainDate, last: Temporal.PlainDate, now: Date): Promise<Map<string, SiteEvent[]>> {
  const from = new Date(startOfSeoulDay(first).epochMilliseconds - LOOKBEHIND_MS);
  const until = new Date(Math.min(startOfSeoulDay(last.add({ days: 1 })).epochMilliseconds + LOOKAHEAD_MS, now.getTime() + 1));
  const rows = await db
    .selectFrom('attendance_events')
    .select(['user_id', 'type', 'occurred_at', 'source'])
    .where('project_code', '=', siteCode)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', until)
    .where('replaced_at', 'is', null)
    .orderBy('occurred_at')
    .orderBy(EVENT_ORDER)
    .execute();
  const byWorker = new Map<string, SiteEvent[]>();
  for (const row of rows) {
    const events = byWorker.get(row.user_id) ?? [];
    events.push({ userId: row.user_id, type: row.type, occurredAt: row.occurred_at, projectCode: siteCode, source: row.source });
    byWorker.set(row.user_id, events);
  }
  return byWorker;
}

/** The workers' names and the trade of their contract at the site in force on `day` (the newest), for the rows. */
async function workersOf(db: Db, siteCode: string, userIds: readonly string[], day: Temporal.PlainDate): Promise<Map<string, { name: string; trade: string }>> {
  if (userIds.length === 0) return new Map();
  const [users, contracts] = await Promise.all([
    db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute(),
    db
      .selectFrom('employment_contracts')
      .select(['user_id', 'job_title'])
      .where('project_code', '=', siteCode)
      .where('user_id', 'in', userIds)
      .where('valid_from', '<=', day.toString())
      .orderBy('valid_from', 'asc')
      .execute(),
  ]);
  const trades = new Map(contracts.map((contract) => [contract.user_id, contract.job_title] as const));
  return new Map(users.map((user) => [user.id, { name: user.name, trade: trades.get(user.id) ?? '' }] as const));
}

const byName = (a: { name: string }, b: { name: string }) => compareKorean(a.name, b.name);
const TIME = (iso: string) => (iso === NO_TIME ? null : timeOfDayInSeoul(iso));

/** The day's attendance at the site (출역일보). */
export async function dayTable(deps: AppDeps, siteCode: string, day: Temporal.PlainDate, language: Language): Promise<Table> {
  await siteExists(deps.db, siteCode);
  const text = EXPORT_TEXTS[language];
  const now = deps.now();
  const key = toYyyymmdd(day);
  const events = await siteEvents(deps.db, siteCode, day, day, now);
  const days = [...events].flatMap(([userId, own]) => {
    const shifts = buildShifts(own).filter((shift) => seoulDayKey(shift.start) === key);
    return shifts.length === 0 ? [] : [{ userId, record: summariseDay(shifts, key, now), sources: sourcesOf(own, shifts, now) }];
  });
  const workers = await workersOf(deps.db, siteCode, days.map((each) => each.userId), day);
  const rows = days
    .map((each) => ({ ...each, ...(workers.get(each.userId) ?? { name: '', trade: '' }) }))
    .sort(byName)
    .map(({ name, trade, record, sources }): TableCell[] => [
      name,
      trade,
      TIME(record.workStartTime),
      record.workEndTime === NO_TIME ? text.atWork : TIME(record.workEndTime),
      record.workingTime,
      sources.map((source) => text.sources[source]).join(', '),
    ]);
  const total = sumHours(rows.map((row) => Number(row[4])));
  return {
    sheet: text.daySheet,
    header: [text.name, text.trade, text.begin, text.end, text.hours, text.recorded],
    rows: [...rows, [`${text.total} (${String(rows.length)})`, null, null, null, total, null]],
    widths: [16, 12, 8, 10, 10, 24],
  };
}

/** The month's summary at the site: each worker's hours per day, days worked and total hours. */
export async function monthTable(deps: AppDeps, siteCode: string, month: YearMonth, language: Language): Promise<Table> {
  await siteExists(deps.db, siteCode);
  const text = EXPORT_TEXTS[language];
  const now = deps.now();
  const dates = daysOfMonth(month);
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) throw new Error('a month without days');
  const events = await siteEvents(deps.db, siteCode, first, last, now);
  const months = [...events].flatMap(([userId, own]) => {
    const shifts = buildShifts(own);
    const hours = dates.map((date) => {
      const record = summariseDay(shifts, toYyyymmdd(date), now);
      return record.workStartTime === NO_TIME ? null : record.workingTime;
    });
    return hours.some((value) => value !== null) ? [{ userId, hours }] : [];
  });
  const workers = await workersOf(deps.db, siteCode, months.map((each) => each.userId), last);
  const rows = months
    .map((each) => ({ ...each, ...(workers.get(each.userId) ?? { name: '', trade: '' }) }))
    .sort(byName)
    .map(({ name, trade, hours }): TableCell[] => [name, trade, ...hours, hours.filter((value) => value !== null).length, sumHours(hours.map((value) => value ?? 0))]);
  const column = (index: number) => rows.map((row) => row[index]).filter((value): value is number => typeof value === 'number');
  const dayTotals = dates.map((_, index) => sumHours(column(2 + index)));
  const totalRow: TableCell[] = [
    `${text.total} (${String(rows.length)})`,
    null,
    ...dayTotals,
    column(2 + dates.length).reduce((sum, value) => sum + value, 0),
    sumHours(column(3 + dates.length)),
  ];
  return {
    sheet: text.monthSheet,
    header: [text.name, text.trade, ...dates.map((date) => String(date.day)), text.days, text.totalHours],
    rows: [...rows, totalRow],
    widths: [16, 12, ...dates.map(() => 6), 9, 11],
  };
}

/** How the day's shifts were recorded: the sources of their events, in a fixed order. */
function sourcesOf(events: readonly SiteEvent[], shifts: readonly Shift[], now: Date): EventSource[] {
  const within = (at: Date) => shifts.some((shift) => at >= shift.start && at <= (shift.end ?? now));
  const found = new Set(events.filter((event) => within(event.occurredAt)).map((event) => event.source));
  return (['scan', 'offlineScan', 'correction', 'siteRecord'] as const).filter((source) => found.has(source));
}

/** The most rows the check list's file holds (a busy site's day is a few thousand events). */
export const CHECK_LIST_FILE_MAX = 20_000;

/** The check list's search for a day at the site, oldest first: date, time, event, worker, phone (masked). */
export async function checkListTable(deps: AppDeps, siteCode: string, day: Temporal.PlainDate, q: string | undefined, language: Language): Promise<Table> {
  const text = EXPORT_TEXTS[language];
  const events = await allMatchingEvents(deps.db, { siteCode, day, ...(q === undefined ? {} : { q }) }, CHECK_LIST_FILE_MAX);
  return {
    sheet: text.checkListSheet,
    header: [text.date, text.time, text.event, text.name, text.phone],
    rows: events.map((event) => [event.occurredAt.slice(0, 10), timeOfDayInSeoul(event.occurredAt), text.events[event.eventType], event.workerName, event.workerPhone]),
    widths: [12, 8, 14, 16, 16],
  };
}
