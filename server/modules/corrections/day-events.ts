/**
 * A work day's recorded events as a correction sees them (decision 066): the events around the day
 * with their ids, which one a correction of an event type changes, and whether the day, corrected,
 * still keeps the order the QR scans keep (modules/qr/sequence.ts).
 */
import type { QrEventType, QrSequenceRule } from '#contract/api-contract.ts';
import type { EventSource } from '#contract/api-corrections.ts';
import { seoulDayKey, startOfSeoulDayAsDate, toYyyymmdd } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import { sequenceViolation } from '../qr/sequence.ts';
import { MAX_SHIFT_MS } from '../work/work-days.ts';

export interface DayEvent {
  id: string;
  type: QrEventType;
  occurredAt: Date;
  projectCode: string;
  source: EventSource;
  replacedAt: Date | null;
  approvedBy: string | null;
}

/** The window read around a day: the day before (its night shift) to the end of the day after (this day's night shift). */
function dayWindow(date: Temporal.PlainDate): { from: Date; until: Date } {
  return { from: new Date(startOfSeoulDayAsDate(date).getTime() - MAX_SHIFT_MS), until: startOfSeoulDayAsDate(date.add({ days: 2 })) };
}

/** A worker's events in the window around `date`, replaced ones included, oldest first. */
export async function eventsAroundDay(db: Db, userId: string, date: Temporal.PlainDate): Promise<DayEvent[]> {
  const { from, until } = dayWindow(date);
  const rows = await db
    .selectFrom('attendance_events as e')
    .leftJoin('attendance_corrections as c', 'c.id', 'e.correction_id')
    .leftJoin('admins as a', 'a.id', 'c.decided_by')
    .select(['e.id', 'e.type', 'e.occurred_at', 'e.project_code', 'e.source', 'e.replaced_at', 'a.name as approvedBy'])
    .where('e.user_id', '=', userId)
    .where('e.occurred_at', '>=', from)
    .where('e.occurred_at', '<', until)
    .orderBy('e.occurred_at')
    .orderBy('e.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    occurredAt: row.occurred_at,
    projectCode: row.project_code,
    source: row.source,
    replacedAt: row.replaced_at,
    approvedBy: row.approvedBy,
  }));
}

const counts = (event: DayEvent) => event.replacedAt === null;

/**
 * The span of the day's shift: from its BeginWork (else the start of the day) to the next day's
 * BeginWork, at most MAX_SHIFT_MS. The events of a type inside it are the day's.
 */
function shiftSpan(events: readonly DayEvent[], date: Temporal.PlainDate): { start: Date; end: Date } {
  const key = toYyyymmdd(date);
  const begin = events.find((event) => counts(event) && event.type === 'BeginWork' && seoulDayKey(event.occurredAt) === key);
  const start = begin?.occurredAt ?? startOfSeoulDayAsDate(date);
  const nextBegin = events.find((event) => counts(event) && event.type === 'BeginWork' && event.occurredAt > start && seoulDayKey(event.occurredAt) !== key);
  const limit = new Date(start.getTime() + MAX_SHIFT_MS);
  return { start, end: nextBegin && nextBegin.occurredAt < limit ? nextBegin.occurredAt : limit };
}

/** The events of the day itself: from its start to the end of its shift (a night shift ends on the next day), replaced ones included. */
export function ownEvents(events: readonly DayEvent[], date: Temporal.PlainDate): DayEvent[] {
  const dayStart = startOfSeoulDayAsDate(date);
  const { end } = shiftSpan(events, date);
  return events.filter((event) => event.occurredAt >= dayStart && event.occurredAt < end);
}

/** The recorded event of `type` on the day that a correction changes; undefined: it is missing. */
export function eventToChange(events: readonly DayEvent[], date: Temporal.PlainDate, type: QrEventType): DayEvent | undefined {
  const key = toYyyymmdd(date);
  if (type === 'BeginWork') return events.find((event) => counts(event) && event.type === 'BeginWork' && seoulDayKey(event.occurredAt) === key);
  const { start, end } = shiftSpan(events, date);
  return events.find((event) => counts(event) && event.type === type && event.occurredAt >= start && event.occurredAt < end);
}

/**
 * The first scan-order rule the day breaks once `original` (if any) is replaced by `type` at `at`;
 * null when the corrected day is in order. Every event from the start of the day on is judged as a
 * scan would have been at its time, with the events before it.
 */
export function correctedDayViolation(events: readonly DayEvent[], date: Temporal.PlainDate, type: QrEventType, at: Date, original: DayEvent | undefined): QrSequenceRule | null {
  const corrected = [
    ...events.filter((event) => counts(event) && event.id !== original?.id).map((event) => ({ type: event.type, occurredAt: event.occurredAt })),
    { type, occurredAt: at },
  ].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const dayStart = startOfSeoulDayAsDate(date).getTime();
  for (let i = 0; i < corrected.length; i += 1) {
    const event = corrected[i];
    if (!event || event.occurredAt.getTime() < dayStart) continue;
    const rule = sequenceViolation(corrected.slice(0, i), event.type, event.occurredAt);
    if (rule) return rule;
  }
  return null;
}
