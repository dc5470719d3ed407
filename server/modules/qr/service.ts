/**
 * QR attendance (issue 6): issuing a worker's code, accepting an admin's scan of it, and the check
 * lists. One-time use lives in the database: the first scan claims the qr_codes row with one
 * conditional UPDATE in the same transaction as the attendance_events insert, so concurrent scans on
 * any number of instances record one event. The worker's row is locked in that transaction too, so
 * two different codes of one worker cannot both pass the sequence rules.
 */
import { createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import type { QrCode, QrCodeStatus, QrEventItem, QrEventList, QrScannedEvent } from '#contract/api-qr.ts';
import type { QrEventType } from '#contract/api-contract.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Db } from '../../db/database.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { cappedTotal, decodeKeysetCursor, keysetPage, LIST_COUNT_CAP } from '../../keyset-cursor.ts';
import { sql } from 'kysely';
import { readinessGap } from '#contract/work-readiness.ts';
import { eventsBetween } from '../work/attendance-events.ts';
import { canEncodeSiteCode, decodeQrPayload, encodeQrPayload, newQrCodeId, readDevicePayload, workerShortIdOf } from './payload.ts';
import { SEQUENCE_MESSAGES, sequenceViolation } from './sequence.ts';
import { formatSeoulIso, seoulDateOf, seoulDayKey, startOfSeoulDay, startOfSeoulDayAsDate } from '#contract/seoul-time.ts';
import { reissueAfterChange } from '../pay/statement-versions.ts';
import { MAX_SHIFT_MS, type AttendanceEvent } from '../work/work-days.ts';

/** Unused codes this long past their expiry are deleted when new codes are issued, */
const UNUSED_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
/** at most this often per server (not at every code of a morning's 50 a second). */
const SWEEP_INTERVAL_MS = 60 * 1000;
const lastSweeps = new WeakMap<AppDeps, number>();

async function sweepUnusedCodes(deps: AppDeps, now: Date): Promise<void> {
  const last = lastSweeps.get(deps);
  if (last !== undefined && now.getTime() - last < SWEEP_INTERVAL_MS && now.getTime() >= last) return;
  lastSweeps.set(deps, now.getTime());
  await deps.db.deleteFrom('qr_codes').where('used_at', 'is', null).where('expires_at', '<', new Date(now.getTime() - UNUSED_CODE_RETENTION_MS)).execute();
}
/** The check lists answer at most this many events. */

/** The sites a worker may record attendance at: the home project and the projects of the worker's contracts. */
export async function workerMaySiteAt(db: Db, userId: string, homeProjectCode: string | null, siteCode: string): Promise<boolean> {
  if (siteCode === homeProjectCode) return true;
  const contract = await db
    .selectFrom('employment_contracts')
    .select('id')
    .where('user_id', '=', userId)
    .where('project_code', '=', siteCode)
    .executeTakeFirst();
  return contract !== undefined;
}

/**
 * Why the gate refuses the worker's codes at the site on `day` (yyyy-mm-dd), or null:
 * - EMPLOYMENT_ENDED: they had contracts there and every one has a last day before it (issue 33: an
 *   ended employment refuses codes from the day after);
 * - NOT_READY_FOR_WORK: the contract in force that day is not signed, or the worker's safety training
 *   is not recorded (decision 076: contracts taken on; `fields.missing` says which).
 * A worker with no contract at the site (a home site only) is not judged here.
 */
export async function gateRefusal(
  db: Db,
  userId: string,
  siteCode: string,
  day: string,
  /** The worker's safety training, when the caller has already read the worker's row (one query less). */
  known?: { safetyTrainingOn: string | null },
): Promise<DomainError | null> {
  const contracts = await db
    .selectFrom('employment_contracts as c')
    .select([
      'c.valid_from',
      'c.valid_to',
      'c.checks_before_work',
      (eb) => eb.exists(eb.selectFrom('contract_signatures as s').select('s.contract_id').whereRef('s.contract_id', '=', 'c.id')).as('signed'),
    ])
    .where('c.user_id', '=', userId)
    .where('c.project_code', '=', siteCode)
    .orderBy('c.valid_from', 'desc')
    .execute();
  if (contracts.length === 0) return null;
  if (contracts.every((contract) => contract.valid_to !== null && contract.valid_to < day)) {
    return new DomainError('EMPLOYMENT_ENDED', "The worker's employment at this site has ended.");
  }
  const inForce = contracts.find((contract) => contract.valid_from <= day && (contract.valid_to === null || contract.valid_to >= day));
  if (!inForce?.checks_before_work) return null;
  const trainedOn = known ? known.safetyTrainingOn : (await db.selectFrom('users').select('safety_training_on').where('id', '=', userId).executeTakeFirst())?.safety_training_on;
  const missing = readinessGap({ checksBeforeWork: true, signed: Boolean(inForce.signed) }, Boolean(trainedOn));
  return missing ? new DomainError('NOT_READY_FOR_WORK', 'The worker is not ready for work at this site.', { fields: { missing } }) : null;
}

export async function issueQrCode(
  deps: AppDeps,
  user: { id: string; home_project_code: string | null; safety_training_on: string | null },
  eventType: QrEventType,
  requestedSite: string | undefined,
  /**
   * What a test asked for (TEST_CODE_LIFETIMES, server/config.ts): a shorter life, never longer than
   * the configured one, and an issue time that many seconds ago. Ignored on any other server.
   */
  test: { lifetimeSeconds?: number | undefined; issuedAgoSeconds?: number | undefined } = {},
): Promise<QrCode> {
  const { db } = deps;
  const siteCode = requestedSite ?? user.home_project_code;
  if (siteCode === null) throw new DomainError('NO_HOME_PROJECT', 'The worker has no home project; name a site.');
  if (requestedSite !== undefined && !(await workerMaySiteAt(db, user.id, user.home_project_code, siteCode))) {
    throw new DomainError('SITE_NOT_ALLOWED', 'The worker is not assigned to that site.');
  }
  if (!canEncodeSiteCode(siteCode)) throw new Error(`project code ${siteCode} cannot go into a QR payload`);
  const refusal = await gateRefusal(db, user.id, siteCode, seoulDateOf(deps.now()).toString(), { safetyTrainingOn: user.safety_training_on });
  if (refusal) throw refusal;

  const forTest = deps.config.testCodeLifetimes ? test : {};
  const lifetimeSeconds = forTest.lifetimeSeconds === undefined ? deps.config.qrCodeTtlSeconds : Math.min(forTest.lifetimeSeconds, deps.config.qrCodeTtlSeconds);
  const issuedAtSeconds = Math.floor(deps.now().getTime() / 1000) - (forTest.issuedAgoSeconds ?? 0);
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
  await sweepUnusedCodes(deps, issuedAt);
  return { id, payload, issuedAt: formatSeoulIso(issuedAt), expiresAt: formatSeoulIso(expiresAt), eventType, siteCode, lifetimeSeconds };
}

/**
 * Whether the worker's own code `id` was scanned: the event it recorded, else waiting or expired. A
 * code of another worker, an unknown id and a code made offline that no scanner has sent yet all
 * answer `waiting`, so the answer tells nobody anything about someone else's codes.
 */
export async function qrCodeStatus(db: Db, userId: string, id: string, now: Date): Promise<QrCodeStatus> {
  const waiting: QrCodeStatus = { state: 'waiting', recorded: null };
  if (!/^[0-9a-f]{16}$/.test(id)) return waiting;
  const row = await db
    .selectFrom('qr_codes')
    .leftJoin('attendance_events', 'attendance_events.id', 'qr_codes.event_id')
    .select(['qr_codes.expires_at as expiresAt', 'qr_codes.used_at as usedAt', 'attendance_events.type as eventType', 'attendance_events.occurred_at as occurredAt'])
    .where('qr_codes.id', '=', id)
    .where('qr_codes.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return waiting;
  if (row.eventType && row.occurredAt) return { state: 'recorded', recorded: { eventType: row.eventType, occurredAt: formatSeoulIso(row.occurredAt) } };
  return row.usedAt === null && row.expiresAt <= now ? { state: 'expired', recorded: null } : waiting;
}

/** The worker's events a sequence decision needs: today (Seoul) and the MAX_SHIFT_MS before it. */
export async function recentEvents(db: Db, userId: string, now: Date): Promise<AttendanceEvent[]> {
  const from = new Date(startOfSeoulDay(seoulDateOf(now)).epochMilliseconds - MAX_SHIFT_MS);
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

function invalid(): DomainError {
  return new DomainError('QR_INVALID', 'This is not a valid QR code of ours; ask the worker to generate a new one.');
}

function alreadyUsed(): DomainError {
  return new DomainError('QR_ALREADY_USED', 'This QR code was already used; ask the worker to generate a new one.');
}

function expired(): DomainError {
  return new DomainError('QR_EXPIRED', 'This QR code has expired; ask the worker to generate a new one.');
}

function wrongSite(codeSite: string, adminSite: string): DomainError {
  return new DomainError('QR_WRONG_SITE', `This QR code is for site ${codeSite}, not ${adminSite}; the worker must record it at that site.`);
}

interface ScanOptions {
  /** The scanner's idempotency key: a repeat answers the event already recorded (ADR 007). */
  idempotencyKey?: string;
  /** When a scan queued offline was made (server time as the phone estimated it). */
  scannedAt?: Date;
}

/** A code that passed its checks: who, what, and how to claim it. */
interface CheckedCode {
  id: string;
  userId: string;
  eventType: QrEventType;
  siteCode: string;
  issuedAt: Date;
  expiresAt: Date;
  /** D1: the row is inserted by the claim; W1: it exists and is updated. */
  deviceKeyId: string | null;
}

/**
 * The time a scan counts at: the earlier of the server's clock and the scan's `scannedAt` (server time
 * as the gate's phone estimated it), which may lie at most QR_OFFLINE_SCAN_MAX_HOURS in the past and
 * at most the skew tolerance in the future. The phone sends its scans oldest first with rising
 * `scannedAt`, so each worker's events keep the order they were scanned in, however each was delayed
 * (ADR 007); a phone whose estimate runs ahead is timed on arrival.
 */
export function scanTime(deps: AppDeps, scannedAt: Date | undefined, now: Date, field: 'scannedAt' | 'recordedAt' = 'scannedAt'): Date {
  if (scannedAt === undefined) return now;
  const skewMs = deps.config.qrClockSkewSeconds * 1000;
  const oldest = now.getTime() - deps.config.qrOfflineScanMaxHours * 60 * 60 * 1000;
  if (scannedAt.getTime() > now.getTime() + skewMs || scannedAt.getTime() < oldest) throw badRequest({ [field]: 'range' });
  return scannedAt.getTime() < now.getTime() ? scannedAt : now;
}

/** The public half of each signing key, derived once (it was a third of a scan's signature check). */
const publicKeys = new WeakMap<KeyObject, KeyObject>();

function publicKeyOf(privateKey: KeyObject): KeyObject {
  let key = publicKeys.get(privateKey);
  if (!key) {
    key = createPublicKey(privateKey);
    publicKeys.set(privateKey, key);
  }
  return key;
}

async function checkServerCode(deps: AppDeps, payload: string, siteCode: string): Promise<CheckedCode | null> {
  const { privateKey } = await deps.keys.signingKey();
  // The current key first; the others (another instance's, or one rotated out) only when it fails.
  const fields = decodeQrPayload(payload, [publicKeyOf(privateKey)]) ?? decodeQrPayload(payload, await deps.keys.verificationKeys());
  if (!fields) return null;
  if (fields.siteCode !== siteCode) throw wrongSite(fields.siteCode, siteCode);
  const row = await deps.db.selectFrom('qr_codes').selectAll().where('id', '=', fields.id).executeTakeFirst();
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
  return { id: row.id, userId: row.user_id, eventType: row.event_type, siteCode: row.project_code, issuedAt: row.issued_at, expiresAt: row.expires_at, deviceKeyId: null };
}

async function checkDeviceCode(deps: AppDeps, payload: string, siteCode: string): Promise<CheckedCode | null> {
  const code = readDevicePayload(payload);
  if (!code) return null;
  const { fields } = code;
  if (fields.siteCode !== siteCode) throw wrongSite(fields.siteCode, siteCode);
  const key = await deps.db.selectFrom('qr_device_keys').selectAll().where('id', '=', code.deviceKeyId).executeTakeFirst();
  if (!key || !code.verify(new Uint8Array(key.public_key))) throw invalid();
  const skewMs = deps.config.qrClockSkewSeconds * 1000;
  const issuedAt = new Date(fields.issuedAt * 1000);
  // A phone cannot make codes that live longer than the server's, nor before its key existed or after it expired.
  if (fields.lifetimeSeconds > deps.config.qrCodeTtlSeconds) throw invalid();
  if (issuedAt.getTime() < key.created_at.getTime() - skewMs || issuedAt.getTime() > key.expires_at.getTime()) throw invalid();
  const worker = await deps.db.selectFrom('users').select(['id', 'home_project_code']).where('id', '=', key.user_id).executeTakeFirst();
  if (!worker) throw invalid();
  if (!(await workerMaySiteAt(deps.db, worker.id, worker.home_project_code, siteCode))) throw wrongSite(fields.siteCode, siteCode);
  const used = await deps.db.selectFrom('qr_codes').select('id').where('id', '=', fields.id).executeTakeFirst();
  if (used) throw alreadyUsed();
  return {
    id: fields.id,
    userId: worker.id,
    eventType: fields.eventType,
    siteCode,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + fields.lifetimeSeconds * 1000),
    deviceKeyId: key.id,
  };
}

/**
 * The event an earlier request with this idempotency key recorded at this site, if any. A key is
 * scoped to its site: one used at another site answers 409 QR_SCAN_KEY_REUSED, never another site's event.
 */
async function answeredScan(db: Db, scanKey: string, siteCode: string): Promise<QrScannedEvent | null> {
  const row = await db
    .selectFrom('qr_codes')
    .leftJoin('attendance_events', 'attendance_events.id', 'qr_codes.event_id')
    .leftJoin('users', 'users.id', 'attendance_events.user_id')
    .select(['attendance_events.id as id', 'attendance_events.type as type', 'attendance_events.occurred_at as occurredAt', 'users.id as userId', 'users.name as name', 'qr_codes.project_code as siteCode'])
    .where('qr_codes.scan_key', '=', scanKey)
    .executeTakeFirst();
  if (!row) return null;
  if (row.siteCode !== siteCode) throw scanKeyReused();
  if (!row.id || !row.type || !row.occurredAt || row.name === null || row.userId === null) return null;
  return scannedEvent(db, { id: row.id, type: row.type, occurredAt: row.occurredAt, userId: row.userId, name: row.name, siteCode: row.siteCode });
}

/** An accepted scan as the scanner shows it: who (with whether their face photo was taken), what, when. */
export async function scannedEvent(
  db: Db,
  event: { id: string; type: QrEventType; occurredAt: Date; userId: string; name: string; siteCode: string },
  /** Whether the worker's face photo was taken, when the caller has read it already. */
  hasPhoto?: boolean,
): Promise<QrScannedEvent> {
  const photo = hasPhoto ?? (await db.selectFrom('worker_photos').select('user_id').where('user_id', '=', event.userId).executeTakeFirst()) !== undefined;
  return {
    id: event.id,
    eventType: event.type,
    occurredAt: formatSeoulIso(event.occurredAt),
    workerName: event.name,
    workerInitials: initialsOf(event.name),
    workerId: event.userId,
    hasPhoto: photo,
    siteCode: event.siteCode,
  };
}

export function scanKeyReused(): DomainError {
  return new DomainError('QR_SCAN_KEY_REUSED', 'This idempotency key was used for a scan at another site; send a new key with a new scan.');
}

/** A second BeginWork of a worker on one Seoul day, refused by the database (migration 010). */
export function isSecondBeginOfTheDay(error: unknown): boolean {
  return isUniqueViolation(error, 'attendance_events_one_begin_a_day');
}

export async function scanQrCode(deps: AppDeps, adminAuth: AdminAuth, payload: string, options: ScanOptions = {}): Promise<QrScannedEvent> {
  const { db } = deps;
  const siteCode = adminAuth.site.siteCode;
  const scanKey = options.idempotencyKey ?? null;
  // No query for the key before every scan: a repeat of an answered scan finds its code used, and
  // the key's event is the answer (the catch below).

  // When the code was presented: its validity is judged at this moment.
  const presentedAt = scanTime(deps, options.scannedAt, deps.now());
  let code: CheckedCode | null;
  try {
    code = (await checkServerCode(deps, payload, siteCode)) ?? (await checkDeviceCode(deps, payload, siteCode));
  } catch (error) {
    // A repeat of a scan already answered (its code used by then), or of one whose answer was lost
    // while another was recording it: the key's event. A key used at another site: 409.
    const replay = scanKey && error instanceof DomainError ? await answeredScan(db, scanKey, siteCode) : null;
    if (replay) return replay;
    throw error;
  }
  if (!code) throw invalid();
  const skewMs = deps.config.qrClockSkewSeconds * 1000;
  if (presentedAt.getTime() > code.expiresAt.getTime() + skewMs) throw expired();
  if (presentedAt.getTime() < code.issuedAt.getTime() - skewMs) throw invalid();
  const checked = code;

  return db
    .transaction()
    .execute(async (trx) => recordScan(deps, trx, adminAuth, checked, { scanKey, scannedAt: options.scannedAt }))
    .catch(async (error: unknown) => {
      // Two BeginWork scans of one worker on one day at the same moment: the database keeps one.
      if (isSecondBeginOfTheDay(error)) throw new DomainError('QR_SEQUENCE', SEQUENCE_MESSAGES.beginTwice, { fields: { sequence: 'beginTwice' } });
      // One idempotency key sent with two scans at the same moment: the first one's answer, or 409.
      if (scanKey && isUniqueViolation(error, 'qr_codes_scan_key_key')) {
        const replay = await answeredScan(db, scanKey, siteCode);
        if (replay) return replay;
        throw alreadyUsed();
      }
      throw error;
    });
}

/**
 * Claims the code and records its event, under the worker's row lock: the scan's time is taken once
 * the lock is held, so a scan that waited for another of the same worker's sees its event, and the
 * sequence rules judge the two in the order they were recorded.
 */
async function recordScan(
  deps: AppDeps,
  trx: Db,
  adminAuth: AdminAuth,
  checked: CheckedCode,
  options: { scanKey: string | null; scannedAt: Date | undefined },
): Promise<QrScannedEvent> {
  const { scanKey } = options;
  const siteCode = adminAuth.site.siteCode;
  // With what the rules and the answer need of the worker: fewer round trips while the row is locked.
  const worker = await trx
    .selectFrom('users')
    .select(['id', 'name', 'safety_training_on', (eb) => eb.exists(eb.selectFrom('worker_photos').select('worker_photos.user_id').whereRef('worker_photos.user_id', '=', 'users.id')).as('has_photo')])
    .where('id', '=', checked.userId)
    .forUpdate('users')
    .executeTakeFirst();
  if (!worker) throw invalid();
  const at = scanTime(deps, options.scannedAt, deps.now());
  // A code is judged on the day it is scanned: one issued before the last day ended, or made offline on the phone.
  const refusal = await gateRefusal(trx, worker.id, siteCode, seoulDateOf(at).toString(), { safetyTrainingOn: worker.safety_training_on });
  if (refusal) throw refusal;
  const claim = { used_at: at, used_by_admin_id: adminAuth.admin.id, scan_key: scanKey };
  const claimed = checked.deviceKeyId
    ? await trx
        .insertInto('qr_codes')
        .values({
          id: checked.id,
          user_id: checked.userId,
          project_code: checked.siteCode,
          event_type: checked.eventType,
          issued_at: checked.issuedAt,
          expires_at: checked.expiresAt,
          device_key_id: checked.deviceKeyId,
          ...claim,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning(['user_id', 'event_type'])
        .executeTakeFirst()
    : await trx.updateTable('qr_codes').set(claim).where('id', '=', checked.id).where('used_at', 'is', null).returning(['user_id', 'event_type']).executeTakeFirst();
  if (!claimed) {
    // The claim waited for a concurrent one to commit: it may be this request's own repeat.
    const replay = scanKey ? await answeredScan(trx, scanKey, siteCode) : null;
    if (replay) return replay;
    throw alreadyUsed();
  }
  const rule = sequenceViolation(await recentEvents(trx, worker.id, at), claimed.event_type, at);
  if (rule) throw new DomainError('QR_SEQUENCE', SEQUENCE_MESSAGES[rule], { fields: { sequence: rule } });
  const eventId = randomUUID();
  // The event and the code's link to it in one statement.
  await trx
    .with('event', (db) =>
      db
        .insertInto('attendance_events')
        .values({
          id: eventId,
          user_id: worker.id,
          project_code: siteCode,
          type: claimed.event_type,
          occurred_at: at,
          // Sent later by a scanner that was offline, or a code the phone made offline (decision 066).
          source: options.scannedAt !== undefined || checked.deviceKeyId ? 'offlineScan' : 'scan',
        })
        .returning('id'),
    )
    .updateTable('qr_codes')
    .set((eb) => ({ event_id: eb.selectFrom('event').select('event.id') }))
    .where('id', '=', checked.id)
    .execute();
  // A scan sent late into a month already closed reissues its statements, with the scan (decision 067).
  if (at < startOfSeoulDayAsDate(seoulDateOf(deps.now()).with({ day: 1 }))) {
    const change = { date: seoulDayKey(at), eventType: claimed.event_type, before: null, after: formatSeoulIso(at), source: 'lateScan' as const };
    await reissueAfterChange(trx, worker.id, [change], 'lateScan', deps.now());
  }
  return scannedEvent(trx, { id: eventId, type: claimed.event_type, occurredAt: at, userId: worker.id, name: worker.name, siteCode }, Boolean(worker.has_photo));
}

export interface QrEventFilter {
  /** Only this worker's events. */
  userId?: string;
  /** Only events at this site. */
  siteCode?: string;
  /** One Seoul day. */
  day?: Temporal.PlainDate;
  /** Worker name (part of it) or phone digits (part of them). */
  q?: string;
}

/** A `like` pattern that finds `text` anywhere; it escapes with a backslash, PostgreSQL's default. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * One page of the events matching `filter`, newest first, after `page.cursor` (keyset paging), with
 * how many match, counted up to LIST_COUNT_CAP (issue 32): a list's cost is what it shows, an index
 * range of a page and of at most the cap, never the site's whole history.
 */
export async function listQrEvents(db: Db, filter: QrEventFilter, page: { cursor?: string | undefined; limit: number }): Promise<QrEventList> {
  const after = page.cursor === undefined ? null : decodeKeysetCursor(page.cursor);
  const search = await siteSearchOf(db, filter);
  let rows: EventRowOf[];
  let counted: number;
  if (search) {
    rows = await siteSearchPage(db, search, after, page.limit).execute();
    counted = Number((await siteSearchCount(db, search).executeTakeFirst())?.total ?? 0);
  } else {
    const matching = await matchingEvents(db, filter);
    rows = await eventPage(matching, after, page.limit).execute();
    counted = Number((await eventCount(db, matching).executeTakeFirst())?.total ?? 0);
  }
  const listed = keysetPage(rows, page.limit, (row) => ({ at: row.occurredAt, id: row.id }), toEventItem);
  return { ...listed, ...cappedTotal(counted) };
}

type MatchingEvents = Awaited<ReturnType<typeof matchingEvents>>;

/** The page after `after`, newest first, one more than `limit` (is there a next page). */
export function eventPage(matching: MatchingEvents, after: { at: Date; id: string } | null, limit: number) {
  return (after ? matching.where(sql<boolean>`(attendance_events.occurred_at, attendance_events.id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`) : matching)
    .innerJoin('users', 'users.id', 'attendance_events.user_id')
    .select(EVENT_ROW)
    .orderBy('attendance_events.occurred_at', 'desc')
    .orderBy('attendance_events.id', 'desc')
    .limit(limit + 1);
}

/**
 * How many match, stopping one past the cap: the newest ones, in the pages' order, so the count reads
 * the pages' index, and that index alone (no worker's row: every event has its worker).
 */
export function eventCount(db: Db, matching: MatchingEvents) {
  const newest = matching.select('attendance_events.id').orderBy('attendance_events.occurred_at', 'desc').orderBy('attendance_events.id', 'desc').limit(LIST_COUNT_CAP + 1);
  return db.selectFrom(newest.as('capped')).select((eb) => eb.fn.countAll<string>().as('total'));
}

/**
 * A site's check list searched by name or phone (the admin's search): each person with an event at
 * the site whom the search finds (site_people, migration 048), then their newest events at the site
 * through the (site, person, time) index, at most a page (or the count's cap) each. Its cost is the
 * site's people and what is shown, never the site's history nor the whole workforce: a rare visitor
 * found is one short index range, where walking the site's events newest first until a page of theirs
 * is found reads the whole history (issue 32, measured on the bench's x100 data).
 */
export interface SiteSearch {
  siteCode: string;
  day: Temporal.PlainDate | undefined;
  /** The people at the site the search found (peopleFound). */
  people: string[];
}

/** The site search a filter asks for, or null when it is another list (no search, or a worker's own). */
export async function siteSearchOf(db: Db, filter: QrEventFilter): Promise<SiteSearch | null> {
  const q = filter.q?.trim() ?? '';
  if (filter.siteCode === undefined || filter.userId !== undefined || q === '') return null;
  return { siteCode: filter.siteCode, day: filter.day, people: await peopleFound(db, q, filter.siteCode) };
}

/**
 * The ids of the people whose name has `q` in it, or whose phone has its digits (a term of digits,
 * spaces and dashes); with `siteCode`, only among the people with an event at that site. A term
 * without upper or lower case (Hangul, digits) is matched as it is (`like`), which PostgreSQL does
 * several times faster than `ilike` on multibyte text.
 */
export async function peopleFound(db: Db, q: string, siteCode?: string): Promise<string[]> {
  const digits = /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  const caseless = q.toLowerCase() === q.toUpperCase();
  let people = db
    .selectFrom('users')
    .select('users.id')
    .where((eb) => eb.or([eb('users.name', caseless ? 'like' : 'ilike', likePattern(q)), ...(digits === '' ? [] : [eb('users.phone', 'like', likePattern(digits))])]));
  if (siteCode !== undefined) people = people.innerJoin('site_people', (join) => join.onRef('site_people.user_id', '=', 'users.id').on('site_people.project_code', '=', siteCode));
  return (await people.execute()).map((person) => person.id);
}

/** The people found, each with up to `perPerson` of their events at the site, newest first (after `after`). */
function searchedAtSite(db: Db, search: SiteSearch, after: { at: Date; id: string } | null, perPerson: number) {
  return db
    .selectFrom('users')
    .innerJoinLateral(
      (eb) => {
        let events = eb
          .selectFrom('attendance_events')
          .select(['attendance_events.id', 'attendance_events.type', 'attendance_events.occurred_at', 'attendance_events.project_code'])
          .where('attendance_events.project_code', '=', search.siteCode)
          .whereRef('attendance_events.user_id', '=', 'users.id')
          .where('attendance_events.replaced_at', 'is', null);
        if (search.day !== undefined) {
          events = events
            .where('attendance_events.occurred_at', '>=', startOfSeoulDayAsDate(search.day))
            .where('attendance_events.occurred_at', '<', startOfSeoulDayAsDate(search.day.add({ days: 1 })));
        }
        if (after) events = events.where(sql<boolean>`(attendance_events.occurred_at, attendance_events.id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`);
        return events.orderBy('attendance_events.occurred_at', 'desc').orderBy('attendance_events.id', 'desc').limit(perPerson).as('found');
      },
      (join) => join.onTrue(),
    )
    .where(sql<boolean>`users.id = ANY(${search.people}::uuid[])`);
}

/** A page of a site search, newest first, one more than `limit`. */
export function siteSearchPage(db: Db, search: SiteSearch, after: { at: Date; id: string } | null, limit: number) {
  return searchedAtSite(db, search, after, limit + 1)
    .select(['found.id as id', 'found.type as type', 'found.occurred_at as occurredAt', 'found.project_code as siteCode', 'users.name as name', 'users.phone as phone'])
    .orderBy('found.occurred_at', 'desc')
    .orderBy('found.id', 'desc')
    .limit(limit + 1);
}

/** How many events a site search matches, stopping one past the cap. */
export function siteSearchCount(db: Db, search: SiteSearch) {
  const capped = searchedAtSite(db, search, null, LIST_COUNT_CAP + 1).select('found.id').limit(LIST_COUNT_CAP + 1);
  return db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll<string>().as('total'));
}

type EventRowOf = Awaited<ReturnType<ReturnType<typeof eventPage>['execute']>>[number];

/** What a check list shows of an event. */
const EVENT_ROW = [
  'attendance_events.id as id',
  'attendance_events.type as type',
  'attendance_events.occurred_at as occurredAt',
  'attendance_events.project_code as siteCode',
  'users.name as name',
  'users.phone as phone',
] as const;

function toEventItem(row: { id: string; type: QrEventItem['eventType']; occurredAt: Date; siteCode: string; name: string; phone: string | null }): QrEventItem {
  return { id: row.id, eventType: row.type, occurredAt: formatSeoulIso(row.occurredAt), workerName: row.name, workerPhone: maskPhone(row.phone ?? ''), siteCode: row.siteCode };
}

/** Every event a check list's filter matches, oldest first, at most `max` (the check list's file, modules/exports). */
export async function allMatchingEvents(db: Db, filter: QrEventFilter, max: number): Promise<QrEventItem[]> {
  const rows = await (await matchingEvents(db, filter))
    .innerJoin('users', 'users.id', 'attendance_events.user_id')
    .select(EVENT_ROW)
    .orderBy('attendance_events.occurred_at')
    .orderBy('attendance_events.id')
    .limit(max)
    .execute();
  return rows.map(toEventItem);
}

/**
 * The events a check list's filter matches. A search by name or phone finds the people first (the
 * users, a table that grows with the workforce, not with history) and then their events through the
 * (user, time) index, instead of joining every event of the site to test its worker's name (issue 32).
 */
export async function matchingEvents(db: Db, filter: QrEventFilter) {
  // A replaced event (decision 066) is kept for the record but is no longer who checked in when.
  let matching = db.selectFrom('attendance_events').where('attendance_events.replaced_at', 'is', null);
  if (filter.userId !== undefined) matching = matching.where('attendance_events.user_id', '=', filter.userId);
  if (filter.siteCode !== undefined) matching = matching.where('attendance_events.project_code', '=', filter.siteCode);
  if (filter.day !== undefined) {
    matching = matching
      .where('attendance_events.occurred_at', '>=', startOfSeoulDayAsDate(filter.day))
      .where('attendance_events.occurred_at', '<', startOfSeoulDayAsDate(filter.day.add({ days: 1 })));
  }
  const q = filter.q?.trim() ?? '';
  if (q !== '') matching = matching.where(sql<boolean>`attendance_events.user_id = ANY(${await peopleFound(db, q)}::uuid[])`);
  return matching;
}
