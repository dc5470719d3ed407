/** The work module's reads: a worker's attendance events. */
import type { Db } from '../../db/database.ts';
import { EVENT_ORDER, type AttendanceEvent } from './work-days.ts';


/** A worker's events with from ≤ occurred_at < until, oldest first; events a correction replaced no longer count. */
export async function selectEvents(db: Db, userId: string, from: Date, until: Date): Promise<AttendanceEvent[]> {
  return db
    .selectFrom('attendance_events')
    .select(['type', 'occurred_at as occurredAt', 'project_code as projectCode', 'source'])
    .where('user_id', '=', userId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', until)
    .where('replaced_at', 'is', null)
    .orderBy('occurred_at')
    .orderBy(EVENT_ORDER)
    .execute();
}
