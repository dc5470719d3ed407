/**
 * The sweeps (decision 065): what no request announces, found on an interval (main.ts) and enqueued
 * once through the dedup keys, so every replica may sweep and a repeated sweep adds nothing.
 * - A contract waiting for the worker's signature (issued in the last CONTRACT_LOOKBACK_DAYS days, so
 *   a first sweep on an old database does not flood): `contract:<id>`.
 * - A day without an end: after the site's end_reminder_time (Seoul), a worker whose shift began that
 *   day at the site, before that time, and has no EndWork since: `noEnd:<user>:<yyyymmdd>`.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { startOfSeoulDayAsDate, timeOfDayInSeoul, toYyyymmdd, todayInSeoul } from '#contract/seoul-time.ts';
import { enqueueNotification } from './outbox.ts';

const CONTRACT_LOOKBACK_DAYS = 30;

/** Contracts issued recently and not signed, whose worker was not told yet. */
export async function sweepContractsToSign(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - CONTRACT_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  const contracts = await db
    .selectFrom('employment_contracts as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id'])
    .where('c.issued_at', '>', since)
    .where('c.issued_at', '<=', now)
    .where('u.cancelled_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('contract_signatures as s').select('s.contract_id').whereRef('s.contract_id', '=', 'c.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('notification_outbox as o').select('o.id').where('o.dedup_key', '=', sql<string>`'contract:' || c.id::text`))))
    .execute();
  for (const contract of contracts) {
    await enqueueNotification(db, { to: { kind: 'user', id: contract.user_id }, kind: 'contractToSign', params: { contractId: contract.id }, dedupKey: `contract:${contract.id}` });
  }
  return contracts.length;
}

/** Shifts begun today (Seoul) before their site's reminder time, now past, with no EndWork since. */
export async function sweepMissingEnds(db: Db, now: Date): Promise<number> {
  const today = todayInSeoul(now);
  const date = toYyyymmdd(today);
  const dayStart = startOfSeoulDayAsDate(today);
  const time = timeOfDayInSeoul(now.toISOString()) ?? '00:00';
  const { rows } = await sql<{ user_id: string }>`
    SELECT DISTINCT b.user_id
      FROM attendance_events b
      JOIN projects p ON p.code = b.project_code
      JOIN users u ON u.id = b.user_id
     WHERE b.type = 'BeginWork'
       AND b.occurred_at >= ${dayStart} AND b.occurred_at <= ${now}
       AND p.end_reminder_time IS NOT NULL AND p.end_reminder_time <= ${time}
       AND to_char(b.occurred_at AT TIME ZONE 'Asia/Seoul', 'HH24:MI') < p.end_reminder_time
       AND u.cancelled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM attendance_events e WHERE e.user_id = b.user_id AND e.type = 'EndWork' AND e.occurred_at > b.occurred_at)
       AND NOT EXISTS (SELECT 1 FROM notification_outbox o WHERE o.dedup_key = 'noEnd:' || b.user_id::text || ':' || ${date})`.execute(db);
  for (const row of rows) {
    await enqueueNotification(db, { to: { kind: 'user', id: row.user_id }, kind: 'noEndRecorded', params: { date }, dedupKey: `noEnd:${row.user_id}:${date}` });
  }
  return rows.length;
}

/** Both sweeps (main.ts runs them on an interval). */
export async function sweepNotifications(db: Db, now: Date): Promise<void> {
  await sweepContractsToSign(db, now);
  await sweepMissingEnds(db, now);
}
