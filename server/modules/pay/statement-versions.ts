/**
 * Issued pay statements (decision 067). A month's statement from an employer is issued when the
 * month has ended (closeEndedMonths, run by the server on start and every hour) and from then on
 * answered as issued: the record can still change (an approved correction, a scan sent late by a
 * scanner that was offline), but then the statement is reissued as the next version, listing the
 * changes and the totals of the version before (reissueAfterChange). Nothing issued is altered.
 */
import type { PayStatement, StatementChange, StatementIssue } from '#contract/api-pay.ts';
import { addMonths, compareMonths, firstDayOf, formatSeoulIso, seoulDateOf, startOfSeoulDayAsDate, weekOf, type YearMonth } from '#contract/seoul-time.ts';
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
interface IssuedVersion {
  userId: string;
  year: number;
  month: number;
  corporationCode: string;
  version: number;
}

/**
 * Issues version 1 of every statement of the months that have ended (up to CLOSE_LOOKBACK_MONTHS
 * back) that is not issued yet. Idempotent and safe on N instances (a version is inserted once).
 */
export async function closeEndedMonths(db: Db, now: Date, logger?: Logger): Promise<IssuedVersion[]> {
  const today = seoulDateOf(now);
  const issued: IssuedVersion[] = [];
  for (let back = CLOSE_LOOKBACK_MONTHS; back >= 1; back -= 1) {
    const month = addMonths(today, -back);
    const start = startOfSeoulDayAsDate(firstDayOf(month));
    const end = startOfSeoulDayAsDate(firstDayOf(addMonths(month, 1)));
    const workers = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('attendance_events')
            .select('attendance_events.id')
            .whereRef('attendance_events.user_id', '=', 'users.id')
            .where('attendance_events.occurred_at', '>=', start)
            .where('attendance_events.occurred_at', '<', end)
            .where('attendance_events.replaced_at', 'is', null),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('pay_statement_versions')
              .select('pay_statement_versions.version')
              .whereRef('pay_statement_versions.user_id', '=', 'users.id')
              .where('pay_statement_versions.year', '=', month.year)
              .where('pay_statement_versions.month', '=', month.month),
          ),
        ),
      )
      .execute();
    // The worker hears of a month that just ended, not of the months a first start catches up on.
    const fresh = now.getTime() - end.getTime() <= READY_NOTICE_MS;
    for (const worker of workers) issued.push(...(await issueMonth(db, worker, month, now, 'closing', [], fresh)));
  }
  if (issued.length > 0) logger?.info({ statements: issued.length }, 'issued the statements of the months that ended');
  return issued;
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
        if (notify) {
          await enqueueNotification(db, {
            to: { kind: 'user', id: worker.id },
            kind: version === 1 ? 'statementReady' : 'statementReissued',
            params: { year: month.year, month: month.month, corporationCode: employer.corporationCode, version },
            dedupKey: `statement:${worker.id}:${employer.corporationCode}:${String(month.year)}-${String(month.month)}:v${String(version)}`,
          });
        }
        break;
      }
    }
  }
  return issued;
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
