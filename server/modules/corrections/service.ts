/**
 * Attendance corrections (issue 18, decision 066). A worker asks to add a missing event of a work day
 * or to change the time of a recorded one; the admin of the day's corporation-site approves or
 * rejects it. An approval records the event (source `correction`) and marks the one it changes as
 * replaced: nothing recorded is deleted or edited, and every step is in attendance_audit.
 *
 * Rules: no correction of a time still to come or of a day no contract covers; one pending request
 * per event of a day; the corrected day keeps the order of QR scans (checked on the request and again
 * on the approval, under the worker's row lock that scans take too).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AdminCorrection, AdminCorrectionPage, AdminCorrectionQuery, AuditEntry, Correction, CorrectionDecision, CorrectionPage, CorrectionRequest, RecordedEvent, SiteChoice, WorkDayDetail } from '#contract/api-corrections.ts';
import { CORRECTION_PHOTO_MAX_BYTES } from '#contract/api-corrections.ts';
import type { StatementChange } from '#contract/api-pay.ts';
import { daysSinceSunday, formatSeoulIso, seoulDateOf, startOfSeoulDay, toYyyymmdd } from '#contract/seoul-time.ts';
import { parseIsoDate, parseYyyymmdd } from '#contract/seoul-calendar.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { cappedTotal, decodeKeysetCursor, keysetPage, LIST_COUNT_CAP } from '../../keyset-cursor.ts';
import { maskPhone, peopleFound } from '../qr/service.ts';
import { SEQUENCE_MESSAGES } from '../qr/sequence.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import { reissueAfterChange } from '../pay/statement-versions.ts';
import { correctedDayViolation, eventsAroundDay, eventToChange, ownEvents, type DayEvent } from './day-events.ts';
import { cleanJpeg } from '../../images.ts';

const notFound = () => new DomainError('NOT_FOUND', 'No such correction request.');
const decided = () => new DomainError('CORRECTION_DECIDED', 'The request is no longer pending.');

/** The time a request names: HH:MM on the day, or on the day after. */
function requestedInstant(date: Temporal.PlainDate, time: string, nextDay: boolean): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const day = nextDay ? date.add({ days: 1 }) : date;
  return new Date(startOfSeoulDay(day).epochMilliseconds + (hour * 60 + minute) * 60_000);
}

/**
 * The sites `date` may belong to (issue 30): of the worker's contracts in force that day, those whose
 * work days include its weekday (a worker with two employers works for each on its own days:
 * 서도윤, Thursdays and Fridays at one, Mondays to Wednesdays at the other), else every one in force
 * (a day off at both). More than one: the worker says which; none: no contract covers the day. A day
 * with scans or a pending request belongs to their site first (knownSiteOf).
 */
async function contractSitesOn(db: Db, userId: string, date: Temporal.PlainDate): Promise<{ candidates: SiteChoice[]; inForce: SiteChoice[] }> {
  const day = date.toString();
  const rows = await db
    .selectFrom('employment_contracts as ec')
    .innerJoin('projects as p', 'p.code', 'ec.project_code')
    .innerJoin('corporations as c', 'c.code', 'p.corporation_code')
    .select(['ec.project_code', 'ec.work_days', 'p.name as site_name', 'c.name as corporation_name'])
    .where('ec.user_id', '=', userId)
    .where('ec.valid_from', '<=', day)
    .where((eb) => eb.or([eb('ec.valid_to', 'is', null), eb('ec.valid_to', '>=', day)]))
    .orderBy('ec.valid_from', 'desc')
    .execute();
  const weekday = String(daysSinceSunday(date));
  const sites = (list: typeof rows): SiteChoice[] => {
    const seen = new Map<string, SiteChoice>();
    for (const row of list) if (!seen.has(row.project_code)) seen.set(row.project_code, { siteCode: row.project_code, siteName: row.site_name, corporationName: row.corporation_name });
    return [...seen.values()];
  };
  const working = rows.filter((row) => row.work_days.includes(weekday));
  return { candidates: sites(working.length > 0 ? working : rows), inForce: sites(rows) };
}

/** The site a day already belongs to: its scans' (the event a request changes, else the day's BeginWork), else a pending request's. */
function knownSiteOf(events: readonly DayEvent[], date: Temporal.PlainDate, changed: DayEvent | undefined, pendingSite: string | null): string | null {
  return changed?.projectCode ?? eventToChange(events, date, 'BeginWork')?.projectCode ?? pendingSite;
}

/**
 * The photo as it is kept: a JPEG decoded and written again (server/images.ts: no EXIF position, no
 * pixel bomb, nothing riding along); the app sends what it resized as JPEG, nothing else is kept.
 */
async function decodePhoto(base64: string | undefined): Promise<Uint8Array | null> {
  if (base64 === undefined) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CORRECTION_PHOTO_MAX_BYTES) throw badRequest({ photo: 'tooLarge' });
  const cleaned = await cleanJpeg(new Uint8Array(bytes));
  if (!cleaned.ok) throw badRequest({ photo: cleaned.problem });
  return cleaned.bytes;
}

/**
 * The site a request goes to: the day's own when known (a different one asked for is refused), else
 * the one asked for among the contracts in force that day, else the only candidate; with several
 * candidates the worker must say which (siteCode required).
 */
function chosenSite(known: string | null, candidates: readonly SiteChoice[], inForce: readonly SiteChoice[], asked: string | undefined): string {
  if (known) {
    if (asked !== undefined && asked !== known) throw badRequest({ siteCode: 'otherSite' });
    return known;
  }
  if (asked !== undefined) {
    if (!inForce.some((site) => site.siteCode === asked)) throw badRequest({ siteCode: 'notYours' });
    return asked;
  }
  const [only, ...others] = candidates;
  if (!only || others.length > 0) throw badRequest({ siteCode: 'required' });
  return only.siteCode;
}

const sequenceError = (rule: keyof typeof SEQUENCE_MESSAGES) =>
  new DomainError('CORRECTION_SEQUENCE', `The corrected day would break the scan order: ${SEQUENCE_MESSAGES[rule]}`, { fields: { sequence: rule } });

type CorrectionRow = {
  id: string;
  work_date: string;
  event_type: Correction['eventType'];
  requested_at: Date;
  original_at: Date | null;
  reason: string;
  has_photo: boolean;
  state: Correction['state'];
  created_at: Date;
  decided_at: Date | null;
  decision_note: string | null;
  project_code: string;
  site_name: string;
  admin_name: string | null;
};

function correctionsQuery(db: Db) {
  return db
    .selectFrom('attendance_corrections as c')
    .innerJoin('projects as p', 'p.code', 'c.project_code')
    .leftJoin('admins as a', 'a.id', 'c.decided_by')
    .select([
      'c.id',
      'c.work_date',
      'c.event_type',
      'c.requested_at',
      'c.original_at',
      'c.reason',
      sql<boolean>`c.photo IS NOT NULL`.as('has_photo'),
      'c.state',
      'c.created_at',
      'c.decided_at',
      'c.decision_note',
      'c.project_code',
      'p.name as site_name',
      'a.name as admin_name',
    ]);
}

function toCorrection(row: CorrectionRow): Correction {
  return {
    id: row.id,
    date: toYyyymmdd(parseIsoDate(row.work_date)),
    eventType: row.event_type,
    time: formatSeoulIso(row.requested_at),
    original: row.original_at ? formatSeoulIso(row.original_at) : null,
    reason: row.reason,
    hasPhoto: row.has_photo,
    state: row.state,
    createdAt: formatSeoulIso(row.created_at),
    decidedAt: row.decided_at ? formatSeoulIso(row.decided_at) : null,
    decidedBy: row.admin_name,
    decisionNote: row.decision_note,
    siteCode: row.project_code,
    siteName: row.site_name,
  };
}

async function correctionById(db: Db, id: string): Promise<Correction> {
  const row = await correctionsQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toCorrection(row);
}

function toRecordedEvent(event: DayEvent): RecordedEvent {
  return {
    id: event.id,
    eventType: event.type,
    occurredAt: formatSeoulIso(event.occurredAt),
    source: event.source,
    approvedBy: event.approvedBy,
    replacedAt: event.replacedAt ? formatSeoulIso(event.replacedAt) : null,
  };
}

/** POST /work/corrections: the request, or the one already made with the same idempotency key. */
export async function requestCorrection(deps: AppDeps, worker: UserRow, request: CorrectionRequest): Promise<{ correction: Correction; created: boolean }> {
  const { db } = deps;
  const now = deps.now();
  const date = parseYyyymmdd(request.date);
  if (!date) throw badRequest({ date: 'date' });
  const repeat = await db.selectFrom('attendance_corrections').select('id').where('user_id', '=', worker.id).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
  if (repeat) return { correction: await correctionById(db, repeat.id), created: false };

  if (Temporal.PlainDate.compare(date, seoulDateOf(now)) > 0) throw badRequest({ date: 'future' });
  const at = requestedInstant(date, request.time, request.nextDay);
  if (at.getTime() > now.getTime()) throw badRequest({ time: 'future' });
  const { candidates, inForce } = await contractSitesOn(db, worker.id, date);
  if (inForce.length === 0) throw badRequest({ date: 'noContract' });
  const photo = await decodePhoto(request.photo);

  const events = await eventsAroundDay(db, worker.id, date);
  const original = eventToChange(events, date, request.eventType);
  const rule = correctedDayViolation(events, date, request.eventType, at, original);
  if (rule) throw sequenceError(rule);
  const pending = await db
    .selectFrom('attendance_corrections')
    .select('project_code')
    .where('user_id', '=', worker.id)
    .where('work_date', '=', date.toString())
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const projectCode = chosenSite(knownSiteOf(events, date, original, pending?.project_code ?? null), candidates, inForce, request.siteCode);
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('attendance_corrections')
        .values({
          id,
          user_id: worker.id,
          project_code: projectCode,
          work_date: date.toString(),
          event_type: request.eventType,
          requested_at: at,
          original_event_id: original?.id ?? null,
          original_at: original?.occurredAt ?? null,
          reason: request.reason,
          photo,
          idempotency_key: request.idempotencyKey,
          created_at: now,
        })
        .execute();
      await trx
        .insertInto('attendance_audit')
        .values({ id: randomUUID(), user_id: worker.id, work_date: date.toString(), correction_id: id, at: now, action: 'requested', event_type: request.eventType, requested_at: at, note: request.reason })
        .execute();
      // The site's admins hear of it (decision 065); no name on a lock screen.
      const admins = await trx.selectFrom('admin_sites').select('admin_id').where('project_code', '=', projectCode).execute();
      for (const { admin_id: adminId } of admins) {
        await enqueueNotification(trx, { to: { kind: 'admin', id: adminId }, kind: 'correctionRequested', params: { correctionId: id }, dedupKey: `correction:${id}:new:${adminId}` });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'attendance_corrections_one_pending')) throw new DomainError('CORRECTION_PENDING', 'A request for this event of the day is already waiting.');
    if (isUniqueViolation(error, 'attendance_corrections_user_id_idempotency_key_key')) {
      const made = await db.selectFrom('attendance_corrections').select('id').where('user_id', '=', worker.id).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
      if (made) return { correction: await correctionById(db, made.id), created: false };
    }
    throw error;
  }
  return { correction: await correctionById(db, id), created: true };
}

/** DELETE /work/corrections/{id}: withdraws the caller's pending request. */
export async function withdrawCorrection(deps: AppDeps, worker: UserRow, id: string): Promise<Correction> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('attendance_corrections').select(['state', 'work_date', 'event_type', 'requested_at']).where('id', '=', id).where('user_id', '=', worker.id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.state !== 'pending') throw decided();
    await trx.updateTable('attendance_corrections').set({ state: 'withdrawn' }).where('id', '=', id).execute();
    await trx
      .insertInto('attendance_audit')
      .values({ id: randomUUID(), user_id: worker.id, work_date: row.work_date, correction_id: id, at: now, action: 'withdrawn', event_type: row.event_type, requested_at: row.requested_at })
      .execute();
  });
  return correctionById(deps.db, id);
}

/** GET /work/corrections: the caller's requests, newest first. */
export async function listOwnCorrections(db: Db, userId: string, page: { cursor?: string | undefined; limit: number }): Promise<CorrectionPage> {
  let query = correctionsQuery(db).where('c.user_id', '=', userId);
  if (page.cursor !== undefined) {
    const after = decodeKeysetCursor(page.cursor);
    if (!after) throw badRequest({ cursor: 'invalid' });
    query = query.where(sql<boolean>`(c.created_at, c.id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(page.limit + 1).execute();
  return keysetPage(rows, page.limit, (row) => ({ at: row.created_at, id: row.id }), toCorrection);
}

/** The days of a month with a request waiting (the work screens mark them). */
export async function pendingCorrectionDays(db: Db, userId: string, month: { year: number; month: number }): Promise<string[]> {
  const first = Temporal.PlainDate.from({ year: month.year, month: month.month, day: 1 });
  const rows = await db
    .selectFrom('attendance_corrections')
    .select('work_date')
    .distinct()
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .where('work_date', '>=', first.toString())
    .where('work_date', '<', first.add({ months: 1 }).toString())
    .orderBy('work_date')
    .execute();
  return rows.map((row) => toYyyymmdd(parseIsoDate(row.work_date)));
}

/** GET /work/day: the day's recorded events with their sources, its requests and its audit trail. */
export async function workDayDetail(deps: AppDeps, worker: UserRow, date: Temporal.PlainDate): Promise<WorkDayDetail> {
  const { db } = deps;
  const [events, corrections, audit, sites] = await Promise.all([
    eventsAroundDay(db, worker.id, date),
    correctionsQuery(db).where('c.user_id', '=', worker.id).where('c.work_date', '=', date.toString()).orderBy('c.created_at', 'desc').execute(),
    db
      .selectFrom('attendance_audit')
      .select(['at', 'action', 'event_type', 'requested_at', 'before_at', 'admin_id', 'admin_name', 'note'])
      .where('user_id', '=', worker.id)
      .where('work_date', '=', date.toString())
      .orderBy('at')
      .execute(),
    contractSitesOn(db, worker.id, date),
  ]);
  const known = knownSiteOf(events, date, undefined, corrections.find((row) => row.state === 'pending')?.project_code ?? null);
  return {
    date: toYyyymmdd(date),
    events: ownEvents(events, date).map(toRecordedEvent),
    corrections: corrections.map(toCorrection),
    audit: audit.map(
      (row): AuditEntry => ({
        at: formatSeoulIso(row.at),
        action: row.action,
        eventType: row.event_type,
        time: formatSeoulIso(row.requested_at),
        before: row.before_at ? formatSeoulIso(row.before_at) : null,
        by: row.action === 'requested' || row.action === 'withdrawn' ? 'worker' : 'admin',
        adminName: row.admin_name,
        note: row.note,
      }),
    ),
    canRequest: sites.inForce.length > 0 && Temporal.PlainDate.compare(date, seoulDateOf(deps.now())) <= 0,
    siteChoices: known === null && sites.candidates.length > 1 ? sites.candidates : [],
  };
}

/** The photo of a request, for its worker or for the admin of its site; null: none. */
export async function correctionPhoto(db: Db, id: string, who: { userId: string } | { siteCode: string }): Promise<Uint8Array | null> {
  const row = await db.selectFrom('attendance_corrections').select(['user_id', 'project_code', 'photo']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  if ('userId' in who ? row.user_id !== who.userId : row.project_code !== who.siteCode) throw notFound();
  return row.photo;
}

/** GET /admin/corrections: the requests of the admin's site, newest first, with each day's recorded events. */
export async function listSiteCorrections(db: Db, siteCode: string, query: AdminCorrectionQuery): Promise<AdminCorrectionPage> {
  const matching = await siteCorrections(db, siteCode, query);
  // Counted up to the cap, in the pages' order (issue 32): a site's years of decisions are never all read.
  const newest = matching.select('c.id').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(LIST_COUNT_CAP + 1);
  const counted = Number((await db.selectFrom(newest.as('capped')).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst())?.total ?? 0);
  let paged = matching;
  if (query.cursor !== undefined) {
    const after = decodeKeysetCursor(query.cursor);
    if (!after) throw badRequest({ cursor: 'invalid' });
    paged = paged.where(sql<boolean>`(c.created_at, c.id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await paged.select(['c.id', 'c.created_at', 'c.user_id', 'c.work_date', 'u.name', 'u.phone']).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(query.limit + 1).execute();
  const page = keysetPage(rows, query.limit, (row) => ({ at: row.created_at, id: row.id }), (row) => row);
  const items = await Promise.all(page.items.map((row) => adminCorrection(db, row.id, row)));
  return { items, nextCursor: page.nextCursor, ...cappedTotal(counted) };
}

/**
 * The site's requests of the list asked for (waiting, or decided), with their workers. The states are
 * literals, so that the decided ones are read through their partial index in the pages' order
 * (migration 046), whatever the site's years of decisions. A search finds the people first, then
 * their requests.
 */
export async function siteCorrections(db: Db, siteCode: string, query: Pick<AdminCorrectionQuery, 'state' | 'q'>) {
  const matching = db
    .selectFrom('attendance_corrections as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.project_code', '=', siteCode)
    .where(query.state === 'pending' ? sql<boolean>`c.state = 'pending'` : sql<boolean>`c.state IN ('approved', 'rejected')`);
  const q = query.q?.trim() ?? '';
  return q === '' ? matching : matching.where(sql<boolean>`c.user_id = ANY(${await peopleFound(db, q)}::uuid[])`);
}

async function adminCorrection(db: Db, id: string, worker: { user_id: string; work_date: string; name: string; phone: string | null }): Promise<AdminCorrection> {
  const [correction, events] = await Promise.all([correctionById(db, id), eventsAroundDay(db, worker.user_id, parseIsoDate(worker.work_date))]);
  return { ...correction, workerName: worker.name, workerPhone: maskPhone(worker.phone ?? ''), dayEvents: ownEvents(events, parseIsoDate(worker.work_date)).map(toRecordedEvent) };
}

/**
 * POST /admin/corrections/{id}/decision: only the admin of the request's corporation-site decides
 * (another site's admin gets 403). Approving records the event and replaces the one it changes, in
 * one transaction under the worker's row lock.
 */
export async function decideCorrection(deps: AppDeps, adminAuth: AdminAuth, id: string, decision: CorrectionDecision): Promise<AdminCorrection> {
  const { db } = deps;
  const now = deps.now();
  const admin = adminAuth.admin;
  const note = decision.note === '' ? null : decision.note;
  const request = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('attendance_corrections').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.project_code !== adminAuth.site.siteCode) throw new DomainError('FORBIDDEN', "Only the admin of the request's corporation-site may decide it.");
    if (row.state !== 'pending') throw decided();
    const date = parseIsoDate(row.work_date);
    const audit = { id: randomUUID(), user_id: row.user_id, work_date: row.work_date, correction_id: id, at: now, admin_id: admin.id, admin_name: admin.name, event_type: row.event_type, requested_at: row.requested_at, note };
    const tellWorker = (approved: boolean) =>
      enqueueNotification(trx, {
        to: { kind: 'user', id: row.user_id },
        kind: 'correctionDecided',
        params: { correctionId: id, date: toYyyymmdd(date), approved },
        dedupKey: `correction:${id}:decided`,
      });
    if (decision.decision === 'reject') {
      await trx.updateTable('attendance_corrections').set({ state: 'rejected', decided_at: now, decided_by: admin.id, decision_note: note }).where('id', '=', id).execute();
      await trx.insertInto('attendance_audit').values({ ...audit, action: 'rejected' }).execute();
      await tellWorker(false);
      return row;
    }
    // The scans' lock: a scan of this worker waits, and the day is judged as it is now.
    await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().executeTakeFirst();
    const events = await eventsAroundDay(trx, row.user_id, date);
    const original = eventToChange(events, date, row.event_type);
    const rule = correctedDayViolation(events, date, row.event_type, row.requested_at, original);
    if (rule) throw sequenceError(rule);
    const eventId = randomUUID();
    if (original) await trx.updateTable('attendance_events').set({ replaced_at: now, replaced_by: id }).where('id', '=', original.id).execute();
    await trx
      .insertInto('attendance_events')
      .values({ id: eventId, user_id: row.user_id, project_code: original?.projectCode ?? row.project_code, type: row.event_type, occurred_at: row.requested_at, source: 'correction', correction_id: id })
      .execute();
    await trx
      .updateTable('attendance_corrections')
      .set({ state: 'approved', decided_at: now, decided_by: admin.id, decision_note: note, original_event_id: original?.id ?? null, original_at: original?.occurredAt ?? null })
      .where('id', '=', id)
      .execute();
    await trx.insertInto('attendance_audit').values({ ...audit, action: 'approved', before_at: original?.occurredAt ?? null }).execute();
    const change: StatementChange = {
      date: toYyyymmdd(date),
      eventType: row.event_type,
      before: original ? formatSeoulIso(original.occurredAt) : null,
      after: formatSeoulIso(row.requested_at),
      source: 'correction',
    };
    // In the same transaction: a closed month's statement is reissued with the approval or not at all.
    await reissueAfterChange(trx, row.user_id, [change], 'correction', now);
    await tellWorker(true);
    return row;
  });
  const worker = await db.selectFrom('users').select(['name', 'phone']).where('id', '=', request.user_id).executeTakeFirstOrThrow();
  return adminCorrection(db, id, { user_id: request.user_id, work_date: request.work_date, name: worker.name, phone: worker.phone });
}
