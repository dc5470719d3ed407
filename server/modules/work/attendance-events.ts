/**
 * Reading a worker's attendance events for a range of Seoul days, with the margins the derivation
 * in work-days.ts needs: the day before (so a shift begun then, or a BeginWork scanned twice around
 * midnight, is built as it was and stays on its own day) and LOOKAHEAD_MS after the last day (so an
 * overnight shift finds its EndWork).
 */
import type { Db } from '../../db/database.ts';
import { startOfSeoulDay } from '#contract/seoul-time.ts';
import { LOOKAHEAD_MS, LOOKBEHIND_MS, type AttendanceEvent } from './work-days.ts';
import { selectEvents } from './queries.ts';

export async function loadAttendanceEvents(db: Db, userId: string, firstDay: Temporal.PlainDate, dayCount: number): Promise<AttendanceEvent[]> {
  const from = new Date(startOfSeoulDay(firstDay).epochMilliseconds - LOOKBEHIND_MS);
  const until = new Date(startOfSeoulDay(firstDay.add({ days: dayCount })).epochMilliseconds + LOOKAHEAD_MS);
  return eventsBetween(db, userId, from, until);
}

/** A worker's events with from ≤ occurred_at < until, oldest first. */
export async function eventsBetween(db: Db, userId: string, from: Date, until: Date): Promise<AttendanceEvent[]> {
  return selectEvents(db, userId, from, until);
}
