/**
 * Issued pay statements (decision 067). A month's statement from an employer is issued when the
 * month has ended (closeEndedMonths, run by the server on start and every hour) and from then on
 * answered as issued: the record can still change (an approved correction, a scan sent late by a
 * scanner that was offline), but then the statement is reissued as the next version, listing the
 * changes and the totals of the version before (reissueAfterChange). Nothing issued is altered.
 */
import { sql } from 'kysely';
import type { PayStatement, StatementChange, StatementIssue } from '#contract/api-pay.ts';
import { formatSeoulIso, seoulDateOf, startOfSeoulDayAsDate, weekOf, type YearMonth } from '#contract/seoul-time.ts';
import { addMonths, compareMonths, firstDayOf } from '#contract/seoul-calendar.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import { issuedStatement } from './queries.ts';
import { sameStatement, STATEMENT_SCHEMA_VERSION } from './stored-statement.ts';
import { buildPayStatement, hasPay, loadPayMonth } from './service.ts';

type IssueReason = 'closing' | 'correction' | 'lateScan';

/** How far back a start closes months that ended while the server was down (and the demo's months). */
const CLOSE_LOOKBACK_MONTHS = 13;
/** A month closed at most this long after its end is announced to the worker ("your October statement is ready"). */
const READY_NOTICE_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores a version; false when another instance stored that version first. */
async function insertVersion(db: Db, userId: string, statement: PayStatement, issue: StatementIssue, reason: IssueReason, at: Date): Promise<boolean> {
  const rows = await db
    .insertInto('pay_statement_versions')
    .values({
      user_id: userId,
      corporation_code: statement.corporationCode,
      year: statement.year,
      month: statement.month,
      version: issue.version,
      issued_at: at,
      reason,
      statement: JSON.stringify({ ...statement, issue }),
      schema_version: STATEMENT_SCHEMA_VERSION,
      changes: JSON.stringify(issue.changes),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('version')
    .execute();
  return rows.length > 0;
}

/** A statement issued or reissued: who, which, and which version. */
export interface IssuedVersion {
  userId: string;
  year: number;
  month: number;
  corporationCode: string;
  version: number;
}

/** The advisory lock a closing batch holds, so replicas close one at a time (migrate.ts and reseal.ts have theirs). */
const CLOSING_LOCK_ID = 7_300_067;
/**
 * Workers closed in one transaction. On PGlite every other request waits for it, so a batch is short
 * (a few hundred milliseconds); between batches the requests waiting are served.
 */
const CLOSING_BATCH = 10;

/**
 * Closes the months that have ended (up to CLOSE_LOOKBACK_MONTHS back) for every worker with
 * attendance in them not closed yet: version 1 of each statement the month pays, then the month
 * marked closed (pay_month_closings) whether it paid anything or not, so it is never recomputed at the
 * next start or hour (a later change to it is reissued by reissueAfterChange). In batches, each a
 * transaction under an advisory lock: replicas starting together do not close the same workers twice,
 * and one that finds the lock taken leaves the closing to the replica holding it (issue 32). The
 * server runs it after it listens, so a start with months to close answers at once; `signal` stops
 * it between batches (the server stopping).
 */
export async function closeEndedMonths(db: Db, now: Date, logger?: Logger, signal?: AbortSignal): Promise<IssuedVersion[]> {
  const today = seoulDateOf(now);
  const issued: IssuedVersion[] = [];
  let closed = 0;
  for (let back = CLOSE_LOOKBACK_MONTHS; back >= 1; back -= 1) {
    const month = addMonths(today, -back);
    const end = startOfSeoulDayAsDate(firstDayOf(addMonths(month, 1)));
    // The worker hears of a month that just ended, not of the months a first start catches up on.
    const fresh = now.getTime() - end.getTime() <= READY_NOTICE_MS;
    for (;;) {
      if (signal?.aborted) return issued;
      const batch = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${CLOSING_LOCK_ID}) AS locked`.execute(trx);
        if (rows[0]?.locked !== true) return null;
        const workers = await workersToClose(trx, month).limit(CLOSING_BATCH).execute();
        const versions: IssuedVersion[] = [];
        for (const worker of workers) {
          versions.push(...(await issueMonth(trx, worker, month, now, 'closing', [], fresh)));
          await trx.insertInto('pay_month_closings').values({ user_id: worker.id, year: month.year, month: month.month, closed_at: now }).onConflict((oc) => oc.doNothing()).execute();
        }
        return { versions, workers: workers.length };
      });
      if (batch === null) {
        logger?.info('another instance is closing the months that ended; left to it');
        return issued;
      }
      issued.push(...batch.versions);
      closed += batch.workers;
      if (batch.workers < CLOSING_BATCH) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (closed > 0) logger?.info({ workers: closed, statements: issued.length }, 'closed the months that ended');
  return issued;
}

/**
 * The workers with attendance in `month` (an event that counts; with `sites`, a BeginWork at one of
 * them: the workers an employer's month can pay), as a query to narrow further.
 */
export function workersWithAttendance(db: Db, month: YearMonth, sites?: readonly string[]) {
  const start = startOfSeoulDayAsDate(firstDayOf(month));
  const end = startOfSeoulDayAsDate(firstDayOf(addMonths(month, 1)));
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => {
      let events = eb
        .selectFrom('attendance_events')
        .select('attendance_events.id')
        .whereRef('attendance_events.user_id', '=', 'users.id')
        .where('attendance_events.occurred_at', '>=', start)
        .where('attendance_events.occurred_at', '<', end)
        .where('attendance_events.replaced_at', 'is', null);
      if (sites) events = events.where('attendance_events.project_code', 'in', sites).where('attendance_events.type', '=', 'BeginWork');
      return eb.exists(events);
    });
}

/** The workers with attendance in `month` whose month is not closed yet. */
function workersToClose(db: Db, month: YearMonth) {
  return workersWithAttendance(db, month)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pay_month_closings')
            .select('pay_month_closings.user_id')
            .whereRef('pay_month_closings.user_id', '=', 'users.id')
            .where('pay_month_closings.year', '=', month.year)
            .where('pay_month_closings.month', '=', month.month),
        ),
      ),
    )
    .orderBy('users.id');
}

/**
 * Issues the month's statements of a worker that differ from their latest version (or have none):
 * version 1 on closing, the next version with `changes` after a change.
 */
async function issueMonth(db: Db, worker: UserRow, month: YearMonth, now: Date, reason: IssueReason, changes: StatementChange[], notify: boolean): Promise<IssuedVersion[]> {
  const payMonth = await loadPayMonth(db, worker, month, now);
  const issued: IssuedVersion[] = [];
  for (const employer of payMonth.employers.filter(hasPay)) {
    const live = buildPayStatement(worker, month, employer, payMonth.employers);
    if (!live) continue;
    // Two tries: another instance may store the same version between the read and the insert.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const latest = await issuedStatement(db, worker.id, month, employer.corporationCode);
      if (latest && sameStatement(latest, live)) break;
      const version = (latest?.issue?.version ?? 0) + 1;
      const issue: StatementIssue = {
        version,
        issuedAt: formatSeoulIso(now),
        changes: version === 1 ? [] : changes,
        previous: latest ? { ctWork: latest.ctWork, amCost: latest.amCost, amGonjae: latest.amGonjae, amPay: latest.amPay } : null,
      };
      if (await insertVersion(db, worker.id, live, issue, version === 1 ? reason : reason === 'closing' ? 'correction' : reason, now)) {
        issued.push({ userId: worker.id, year: month.year, month: month.month, corporationCode: employer.corporationCode, version });
        // With the version (db may be the caller's transaction): no amounts in it, only which statement (decision 065).
        if (notify) await announceStatement(db, { userId: worker.id, year: month.year, month: month.month, corporationCode: employer.corporationCode, version });
        break;
      }
    }
  }
  return issued;
}

/**
 * Tells the worker a version of a statement is out ("ready" for version 1, "reissued" after): once per
 * version, however often asked (the dedup key), so the office's close can ask for every statement of
 * its month and tell only the workers not told yet.
 */
export async function announceStatement(db: Db, issued: IssuedVersion): Promise<void> {
  const { userId, corporationCode, year, month, version } = issued;
  await enqueueNotification(db, {
    to: { kind: 'user', id: userId },
    kind: version === 1 ? 'statementReady' : 'statementReissued',
    params: { year, month, corporationCode, version },
    dedupKey: `statement:${userId}:${corporationCode}:${String(year)}-${String(month)}:v${String(version)}`,
  });
}

/**
 * Closes one worker's ended month now (the office's close, which does not wait for the background
 * closing to reach the worker): what closeEndedMonths does for each worker, without the notice (the
 * office's close announces every statement of its month itself).
 */
export async function closeWorkerMonth(db: Db, worker: UserRow, month: YearMonth, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await issueMonth(trx, worker, month, now, 'closing', [], false);
    await trx.insertInto('pay_month_closings').values({ user_id: worker.id, year: month.year, month: month.month, closed_at: now }).onConflict((oc) => oc.doNothing()).execute();
  });
}

/**
 * After a worker's record changed on `changes`' days: reissues the statements of the closed months
 * the changes reach (a day's month, and the month of its week's Saturday, which pays the week's
 * holiday) whose amounts or lines now differ, or that have no version yet (issue 30). A month not
 * ended yet is left to its closing.
 */
export async function reissueAfterChange(db: Db, userId: string, changes: StatementChange[], reason: Exclude<IssueReason, 'closing'>, now: Date): Promise<IssuedVersion[]> {
  const today = seoulDateOf(now);
  const months = new Map<string, YearMonth>();
  for (const change of changes) {
    const date = Temporal.PlainDate.from({ year: Number(change.date.slice(0, 4)), month: Number(change.date.slice(4, 6)), day: Number(change.date.slice(6, 8)) });
    // The day before too: an event after midnight may end the shift of the day before.
    const before = date.subtract({ days: 1 });
    for (const day of [before, date, weekOf(before).end, weekOf(date).end]) months.set(`${String(day.year)}-${String(day.month)}`, { year: day.year, month: day.month });
  }
  const worker = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!worker) return [];
  const issued: IssuedVersion[] = [];
  for (const month of months.values()) {
    if (compareMonths(month, today) >= 0) continue;
    // An ended month is frozen whatever happened before: one its closing left without a statement (no
    // pay then, or none from this employer) is issued as version 1 now, not at the next closing.
    issued.push(...(await issueMonth(db, worker, month, now, reason, changes, true)));
  }
  return issued;
}
