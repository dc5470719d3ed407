/**
 * QR attendance (issue 6): issuing a worker's code, accepting an admin's scan of it, and the check
 * lists. One-time use lives in the database: the first scan claims the qr_codes row with one
 * conditional UPDATE in the same transaction as the attendance_events insert, so concurrent scans on
 * any number of instances record one event. The worker's row is locked in that transaction too, so
 * two different codes of one worker cannot both pass the sequence rules.
 */
import { createPublicKey, randomUUID } from 'node:crypto';
import type {
  QrCode,
  QrEventItem,
  QrEventType,
  QrScannedEvent,
} from '../../src/shared/contract/api-contract';
import type { Db } from '../db/database';
import type { AdminAuth, AppDeps } from '../http/app-context';
import { ApiError } from '../http/errors';
import { eventsBetween } from './attendance-events';
import { canEncodeSiteCode, decodeQrPayload, encodeQrPayload, newQrCodeId, workerShortIdOf } from './qr-payload';
import { SEQUENCE_MESSAGES, sequenceViolation } from './qr-sequence';
import { addDays, formatSeoulIso, seoulDateOf, startOfSeoulDay, type CalendarDate } from './seoul-time';
import { MAX_SHIFT_MS, type AttendanceEvent } from './work-days';

/** Unused codes this long past their expiry are deleted when new codes are issued. */
const UNUSED_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
/** The check lists answer at most this many events. */
export const QR_LIST_LIMIT = 100;

/** The sites a worker may record attendance at: the home project and the projects of the worker's contracts. */
async function workerMaySiteAt(db: Db, userId: string, homeProjectCode: string | null, siteCode: string): Promise<boolean> {
  if (siteCode === homeProjectCode) return true;
  const contract = await db
    .selectFrom('employment_contracts')
    .select('id')
    .where('user_id', '=', userId)
    .where('project_code', '=', siteCode)
    .executeTakeFirst();
  return contract !== undefined;
}

export async function issueQrCode(
  deps: AppDeps,
  user: { id: string; home_project_code: string | null },
  eventType: QrEventType,
  requestedSite: string | undefined,
): Promise<QrCode> {
  const { db } = deps;
  const siteCode = requestedSite ?? user.home_project_code;
  if (siteCode === null) throw new ApiError(404, 'NO_HOME_PROJECT', 'The worker has no home project; name a site.');
  if (requestedSite !== undefined && !(await workerMaySiteAt(db, user.id, user.home_project_code, siteCode))) {
    throw new ApiError(403, 'SITE_NOT_ALLOWED', 'The worker is not assigned to that site.');
  }
  if (!canEncodeSiteCode(siteCode)) throw new Error(`project code ${siteCode} cannot go into a QR payload`);

  const lifetimeSeconds = deps.config.qrCodeTtlSeconds;
  const issuedAtSeconds = Math.floor(deps.now().getTime() / 1000);
  const issuedAt = new Date(issuedAtSeconds * 1000);
  const expiresAt = new Date((issuedAtSeconds + lifetimeSeconds) * 1000);
  const id = newQrCodeId();
  const { privateKey } = await deps.keys.signingKey();
  const payload = encodeQrPayload(
    { eventType, issuedAt: issuedAtSeconds, lifetimeSeconds, id, workerShortId: workerShortIdOf(user.id), siteCode },
    privateKey,
  );
  await db
    .insertInto('qr_codes')
    .values({ id, user_id: user.id, project_code: siteCode, event_type: eventType, issued_at: issuedAt, expires_at: expiresAt })
    .execute();
  await db
    .deleteFrom('qr_codes')
    .where('used_at', 'is', null)
    .where('expires_at', '<', new Date(issuedAt.getTime() - UNUSED_CODE_RETENTION_MS))
    .execute();
  return { payload, issuedAt: formatSeoulIso(issuedAt), expiresAt: formatSeoulIso(expiresAt), eventType, siteCode, lifetimeSeconds };
}

/** The worker's events a sequence decision needs: today (Seoul) and the MAX_SHIFT_MS before it. */
export async function recentEvents(db: Db, userId: string, now: Date): Promise<AttendanceEvent[]> {
  const from = new Date(startOfSeoulDay(seoulDateOf(now)).getTime() - MAX_SHIFT_MS);
  // Up to and including `now`.
  return eventsBetween(db, userId, from, new Date(now.getTime() + 1));
}

/** For the photo placeholder: a Hangul name's given name (민준 of 김민준), else the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  const words = trimmed.split(/\s+/).filter(Boolean);
  if (words.length > 1) return [words[0], words[words.length - 1]].map((word) => Array.from(word ?? '')[0] ?? '').join('').toUpperCase();
  const characters = Array.from(trimmed);
  if (/^[\uac00-\ud7a3]+$/.test(trimmed)) return characters.length >= 3 ? characters.slice(1, 3).join('') : characters.join('');
  return characters.slice(0, 1).join('').toUpperCase();
}

/** 01023456789 → 010-****-6789: the middle block hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}

function invalid(): ApiError {
  return new ApiError(422, 'QR_INVALID', 'This is not a valid QR code of ours; ask the worker to generate a new one.');
}

function alreadyUsed(): ApiError {
  return new ApiError(409, 'QR_ALREADY_USED', 'This QR code was already used; ask the worker to generate a new one.');
}

export async function scanQrCode(deps: AppDeps, adminAuth: AdminAuth, payload: string): Promise<QrScannedEvent> {
  const { db } = deps;
  const { privateKey } = await deps.keys.signingKey();
  // The current key first; the others (another instance's, or one rotated out) only when it fails.
  const fields = decodeQrPayload(payload, [createPublicKey(privateKey)]) ?? decodeQrPayload(payload, await deps.keys.verificationKeys());
  if (!fields) throw invalid();
  const siteCode = adminAuth.site.siteCode;
  if (fields.siteCode !== siteCode) {
    throw new ApiError(403, 'QR_WRONG_SITE', `This QR code is for site ${fields.siteCode}, not ${siteCode}; the worker must record it at that site.`);
  }
  const row = await db.selectFrom('qr_codes').selectAll().where('id', '=', fields.id).executeTakeFirst();
  if (
    !row ||
    workerShortIdOf(row.user_id) !== fields.workerShortId ||
    row.event_type !== fields.eventType ||
    row.project_code !== fields.siteCode ||
    row.issued_at.getTime() !== fields.issuedAt * 1000
  ) {
    throw invalid();
  }
  if (row.used_at) throw alreadyUsed();
  const now = deps.now();
  if (now.getTime() > row.expires_at.getTime() + deps.config.qrClockSkewSeconds * 1000) {
    throw new ApiError(410, 'QR_EXPIRED', 'This QR code has expired; ask the worker to generate a new one.');
  }

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('qr_codes')
      .set({ used_at: now, used_by_admin_id: adminAuth.admin.id })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning(['user_id', 'event_type'])
      .executeTakeFirst();
    if (!claimed) throw alreadyUsed();
    const worker = await trx.selectFrom('users').select(['id', 'name']).where('id', '=', claimed.user_id).forUpdate().executeTakeFirst();
    if (!worker) throw invalid();
    const rule = sequenceViolation(await recentEvents(trx, worker.id, now), claimed.event_type, now);
    if (rule) throw new ApiError(409, 'QR_SEQUENCE', SEQUENCE_MESSAGES[rule], { fields: { sequence: rule } });
    const eventId = randomUUID();
    await trx
      .insertInto('attendance_events')
      .values({ id: eventId, user_id: worker.id, project_code: siteCode, type: claimed.event_type, occurred_at: now })
      .execute();
    await trx.updateTable('qr_codes').set({ event_id: eventId }).where('id', '=', row.id).execute();
    return {
      id: eventId,
      eventType: claimed.event_type,
      occurredAt: formatSeoulIso(now),
      workerName: worker.name,
      workerInitials: initialsOf(worker.name),
      siteCode,
    };
  });
}

export interface QrEventFilter {
  /** Only this worker's events. */
  userId?: string;
  /** Only events at this site. */
  siteCode?: string;
  /** One Seoul day. */
  day?: CalendarDate;
  /** Worker name (part of it) or phone digits (part of them). */
  q?: string;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Newest first, at most QR_LIST_LIMIT. A `like` pattern escapes with a backslash, PostgreSQL's default. */
export async function listQrEvents(db: Db, filter: QrEventFilter): Promise<QrEventItem[]> {
  let query = db
    .selectFrom('attendance_events')
    .innerJoin('users', 'users.id', 'attendance_events.user_id')
    .select([
      'attendance_events.id as id',
      'attendance_events.type as type',
      'attendance_events.occurred_at as occurredAt',
      'attendance_events.project_code as siteCode',
      'users.name as name',
      'users.phone as phone',
    ]);
  if (filter.userId !== undefined) query = query.where('attendance_events.user_id', '=', filter.userId);
  if (filter.siteCode !== undefined) query = query.where('attendance_events.project_code', '=', filter.siteCode);
  if (filter.day !== undefined) {
    query = query
      .where('attendance_events.occurred_at', '>=', startOfSeoulDay(filter.day))
      .where('attendance_events.occurred_at', '<', startOfSeoulDay(addDays(filter.day, 1)));
  }
  const q = filter.q?.trim() ?? '';
  if (q !== '') {
    const digits = /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : '';
    query = query.where((eb) =>
      eb.or([
        eb('users.name', 'ilike', likePattern(q)),
        ...(digits === '' ? [] : [eb('users.phone', 'like', likePattern(digits))]),
      ]),
    );
  }
  const rows = await query.orderBy('attendance_events.occurred_at', 'desc').orderBy('attendance_events.id', 'desc').limit(QR_LIST_LIMIT).execute();
  return rows.map((row) => ({
    id: row.id,
    eventType: row.type,
    occurredAt: formatSeoulIso(row.occurredAt),
    workerName: row.name,
    workerPhone: maskPhone(row.phone ?? ''),
    siteCode: row.siteCode,
  }));
}
