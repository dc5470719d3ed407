/**
 * A record for a worker without a phone (issue 33, decision 081): the site's admin finds a worker of
 * the site by name or phone number and records their BeginWork, EndWork or a break, now, at the
 * admin's own site, with a reason from a list. It counts as a scan does: the gate's rules (an ended
 * employment, a contract not yet signed or the training not recorded), the sequence rules under the
 * worker's row lock, one event per idempotency key; a record queued on the gate's phone (offline, or
 * its answer lost) counts at the time it was made, as an offline scan does (`recordedAt`). The event's source is `siteRecord`, shown as
 * "recorded by the site" wherever the worker's days are; `site_records` keeps who, when and why.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { QrScannedEvent, SiteRecordRequest, SiteWorker } from '#contract/api-qr.ts';
import { seoulDateOf } from '#contract/seoul-time.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Db } from '../../db/database.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { DomainError } from '../../domain-error.ts';
import { gateRefusal, initialsOf, isSecondBeginOfTheDay, maskPhone, recentEvents, scanKeyReused, scannedEvent, scanTime, workerMaySiteAt } from './service.ts';
import { SEQUENCE_MESSAGES, sequenceViolation } from './sequence.ts';

/** The most workers one search answers. */
const SITE_WORKER_LIMIT = 20;

const noWorker = () => new DomainError('NOT_FOUND', 'The site has no such worker today.');

/**
 * The workers of the site today (a contract there in force today, or the home site) whose name holds
 * `q`, or whose phone number holds its digits; by name.
 */
export async function findSiteWorkers(db: Db, siteCode: string, q: string, now: Date): Promise<SiteWorker[]> {
  const today = seoulDateOf(now).toString();
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('employment_contracts as c', (join) =>
      join
        .onRef('c.user_id', '=', 'u.id')
        .on('c.project_code', '=', siteCode)
        .on('c.valid_from', '<=', today)
        .on((eb) => eb.or([eb('c.valid_to', 'is', null), eb('c.valid_to', '>=', today)])),
    )
    .select(['u.id', 'u.name', 'u.phone', 'c.job_title', (eb) => eb.exists(eb.selectFrom('worker_photos as p').select(sql<number>`1`.as('one')).whereRef('p.user_id', '=', 'u.id')).as('has_photo')])
    .where('u.cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('c.id', 'is not', null), eb('u.home_project_code', '=', siteCode)]))
    .where((eb) => (digits.length >= 4 ? eb.or([eb('u.name', 'ilike', pattern), eb('u.phone', 'like', `%${digits}%`)]) : eb('u.name', 'ilike', pattern)))
    .orderBy('u.name')
    .limit(SITE_WORKER_LIMIT * 2)
    .execute();
  // A worker with two contracts in force at the site comes twice: once is enough.
  const seen = new Set<string>();
  const workers: SiteWorker[] = [];
  for (const row of rows) {
    if (seen.has(row.id) || workers.length === SITE_WORKER_LIMIT) continue;
    seen.add(row.id);
    workers.push({ userId: row.id, name: row.name, initials: initialsOf(row.name), phone: maskPhone(row.phone ?? ''), jobTitle: row.job_title, hasPhoto: Boolean(row.has_photo) });
  }
  return workers;
}

/** The event an earlier request with this key recorded, at this site (another site's key: 409). */
async function answeredRecord(db: Db, key: string, siteCode: string): Promise<QrScannedEvent | null> {
  const row = await db
    .selectFrom('site_records as r')
    .innerJoin('attendance_events as e', 'e.id', 'r.event_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['e.id', 'e.type', 'e.occurred_at', 'u.id as userId', 'u.name', 'r.project_code'])
    .where('r.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.project_code !== siteCode) throw scanKeyReused();
  return scannedEvent(db, { id: row.id, type: row.type, occurredAt: row.occurred_at, userId: row.userId, name: row.name, siteCode: row.project_code });
}

/** Records the event now for a worker of the admin's site; answers it as an accepted scan. */
export async function recordBySite(deps: AppDeps, auth: AdminAuth, request: SiteRecordRequest): Promise<QrScannedEvent> {
  const siteCode = auth.site.siteCode;
  const replay = await answeredRecord(deps.db, request.idempotencyKey, siteCode);
  if (replay) return replay;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const worker = await trx.selectFrom('users').select(['id', 'name', 'home_project_code']).where('id', '=', request.userId).where('cancelled_at', 'is', null).forUpdate().executeTakeFirst();
      if (!worker || !(await workerMaySiteAt(trx, worker.id, worker.home_project_code, siteCode))) throw noWorker();
      // Queued on the phone: the earlier of the press and the arrival, as a scan (ADR 007).
      const at = scanTime(deps, request.recordedAt === undefined ? undefined : new Date(request.recordedAt), deps.now(), 'recordedAt');
      const refusal = await gateRefusal(trx, worker.id, siteCode, seoulDateOf(at).toString());
      if (refusal) throw refusal;
      const rule = sequenceViolation(await recentEvents(trx, worker.id, at), request.eventType, at);
      if (rule) throw new DomainError('QR_SEQUENCE', SEQUENCE_MESSAGES[rule], { fields: { sequence: rule } });
      const eventId = randomUUID();
      await trx.insertInto('attendance_events').values({ id: eventId, user_id: worker.id, project_code: siteCode, type: request.eventType, occurred_at: at, source: 'siteRecord' }).execute();
      await trx
        .insertInto('site_records')
        .values({ id: randomUUID(), event_id: eventId, user_id: worker.id, project_code: siteCode, reason: request.reason, recorded_by: auth.admin.id, recorded_at: at, idempotency_key: request.idempotencyKey })
        .execute();
      return scannedEvent(trx, { id: eventId, type: request.eventType, occurredAt: at, userId: worker.id, name: worker.name, siteCode });
    });
  } catch (error) {
    if (isSecondBeginOfTheDay(error)) throw new DomainError('QR_SEQUENCE', SEQUENCE_MESSAGES.beginTwice, { fields: { sequence: 'beginTwice' } });
    // The same key sent twice at the same moment: the first one's answer.
    if (isUniqueViolation(error, 'site_records_idempotency_key_key')) {
      const answered = await answeredRecord(deps.db, request.idempotencyKey, siteCode);
      if (answered) return answered;
    }
    throw error;
  }
}
