/**
 * Taking a worker on at the gate and ending the employment (issue 33), for the admin's own site:
 * - Find: the person with that phone number, the name masked, and their newest contract at this site.
 * - Take on: a contract copied from one of the site's templates (checked against the minimum wage of
 *   its first day's year), issued now by the site's employer; the worker is told a contract waits for
 *   their signature, and a worker without a home site gets this one. A contract of the worker at this
 *   site that is in force on or after the first day refuses it (ALREADY_EMPLOYED): end it first.
 * - End: the last day; the worker's codes are refused at this site from the day after (qr/service.ts
 *   gateRefusal). Pay and documents stay: the contract is kept with its last day.
 * - What the gate checks in person: the ID card (and a foreigner's stay status), the basic safety
 *   training card (decision 076: a contract taken on holds the worker's codes until it is signed and
 *   the training recorded).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Employment, EndEmploymentRequest, IdentityRecord, SafetyTraining, SafetyTrainingRecord, TakeOnRequest, WorkerIdentity, WorkerLookup } from '#contract/api-employment.ts';
import { checkStayStatus, isCountryCode, normalizeStayStatus } from '#contract/stay-status.ts';
import { checkSafetyTraining, maskName, TAKE_ON_MAX_DAYS_AHEAD } from '#contract/api-employment.ts';
import { belowMinimumWage, contractedMinutes } from '#contract/contract-terms.ts';
import { formatPhone, normalizePhone } from '#contract/input-rules.ts';
import { formatSeoulIso, seoulDateOf, todayInSeoul } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import type { SiteActor } from './templates.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import { revokeUserSessions, UNSET_PASSWORD } from '../accounts/service.ts';
import { employedAt } from './employed-at.ts';
import { cleanedPhoto, keepTrainingCardPhoto, photoRecordedAt, trainingCardPhotoRecordedAt, workerOfSite } from './photos.ts';
import type { Language } from '#contract/languages.ts';

const noWorker = () => new DomainError('ACCOUNT_NOT_FOUND', 'No account has that phone number.');
const noContract = () => new DomainError('NOT_FOUND', 'The site has no such contract.');

function employments(db: Db, siteCode: string) {
  return db
    .selectFrom('employment_contracts as c')
    .leftJoin('contract_templates as t', 't.id', 'c.template_id')
    .select([
      'c.id',
      'c.user_id',
      'c.job_title',
      'c.daily_wage',
      'c.kind',
      'c.valid_from',
      'c.valid_to',
      'c.issued_at',
      'c.checks_before_work',
      't.name as template_name',
      (eb) => eb.exists(eb.selectFrom('contract_signatures as s').select('s.contract_id').whereRef('s.contract_id', '=', 'c.id')).as('signed'),
    ])
    .where('c.project_code', '=', siteCode);
}

type EmploymentRow = Awaited<ReturnType<ReturnType<typeof employments>['executeTakeFirstOrThrow']>>;

function toEmployment(row: EmploymentRow): Employment {
  return {
    contractId: row.id,
    jobTitle: row.job_title,
    dailyWage: row.daily_wage,
    kind: row.kind,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    signed: Boolean(row.signed),
    templateName: row.template_name,
    issuedAt: formatSeoulIso(row.issued_at),
    checksBeforeWork: row.checks_before_work,
  };
}

/** The worker's newest contract at the site (begun last), or null. */
async function newestEmployment(db: Db, siteCode: string, userId: string): Promise<Employment | null> {
  const row = await employments(db, siteCode).where('c.user_id', '=', userId).orderBy('c.valid_from', 'desc').orderBy('c.issued_at', 'desc').executeTakeFirst();
  return row ? toEmployment(row) : null;
}

const IDENTITY_COLUMNS = ['nationality', 'id_checked_at', 'stay_status', 'stay_expires_on', 'country', 'employment_insurance_opt_in'] as const;
const TRAINING_COLUMNS = ['safety_training_no', 'safety_training_on', 'safety_training_recorded_at'] as const;
/** What a lookup reads of the worker, in one query. */
const LOOKUP_COLUMNS = ['id', 'name', 'phone', 'password_hash', 'language', ...IDENTITY_COLUMNS, ...TRAINING_COLUMNS] as const;

type TrainingColumns = { safety_training_no: string | null; safety_training_on: string | null; safety_training_recorded_at: Date | null };

/** The worker as the admin's lookup shows them: the name masked, the newest contract at the site, what the ID card check and the training card recorded. */
async function lookupOf(
  db: Db,
  siteCode: string,
  user: Parameters<typeof identityOf>[0] & TrainingColumns & { id: string; name: string; phone: string | null; password_hash: string; language: Language },
): Promise<WorkerLookup> {
  return {
    userId: user.id,
    maskedName: maskName(user.name),
    phone: formatPhone(user.phone ?? ''),
    employment: await newestEmployment(db, siteCode, user.id),
    identity: identityOf(user),
    safetyTraining: trainingOf(user, await trainingCardPhotoRecordedAt(db, user.id)),
    language: user.language,
    photoRecordedAt: await photoRecordedAt(db, user.id),
    passwordSet: user.password_hash !== UNSET_PASSWORD,
  };
}

/** The training card as recorded, with when its photo was kept (`photoAt`; null: none). */
function trainingOf(user: TrainingColumns, photoAt: string | null): SafetyTraining | null {
  const { safety_training_no: number, safety_training_on: day, safety_training_recorded_at: at } = user;
  return number !== null && day !== null && at !== null ? { certificateNo: number, completedOn: day, recordedAt: formatSeoulIso(at), photoRecordedAt: photoAt } : null;
}

const notEmployedHere = () => new DomainError('NOT_FOUND', 'The site has no such worker.');

export async function findWorker(deps: AppDeps, auth: AdminAuth, phone: string): Promise<WorkerLookup> {
  const user = await deps.db.selectFrom('users').select(LOOKUP_COLUMNS).where('phone', '=', normalizePhone(phone)).where('cancelled_at', 'is', null).executeTakeFirst();
  if (!user?.phone) throw noWorker();
  return lookupOf(deps.db, auth.site.siteCode, user);
}

/** The worker a "join this site" code named (decision 084), as a search by their number shows them; ACCOUNT_NOT_FOUND once the account is closed. */
export async function findWorkerById(deps: AppDeps, auth: AdminAuth, userId: string): Promise<WorkerLookup> {
  const user = await deps.db.selectFrom('users').select(LOOKUP_COLUMNS).where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst();
  if (!user?.phone) throw new DomainError('ACCOUNT_NOT_FOUND', 'The account of that code is closed.');
  return lookupOf(deps.db, auth.site.siteCode, user);
}

export async function takeOnWorker(deps: AppDeps, actor: SiteActor, request: TakeOnRequest): Promise<WorkerLookup> {
  const { db } = deps;
  const siteCode = actor.siteCode;
  const today = todayInSeoul(deps.now());
  let first: Temporal.PlainDate;
  try {
    first = Temporal.PlainDate.from(request.validFrom, { overflow: 'reject' });
  } catch {
    throw badRequest({ validFrom: 'date' });
  }
  if (Temporal.PlainDate.compare(first, today) < 0) throw badRequest({ validFrom: 'past' });
  if (Temporal.PlainDate.compare(first, today.add({ days: TAKE_ON_MAX_DAYS_AHEAD })) > 0) throw badRequest({ validFrom: 'tooFar' });
  const template = await db
    .selectFrom('contract_templates')
    .selectAll()
    .where('id', '=', request.templateId)
    .where('project_code', '=', siteCode)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!template) throw new DomainError('NOT_FOUND', 'The site has no such template.');
  const hours = { workStart: template.work_start, workEnd: template.work_end, breakStart: template.break_start, breakEnd: template.break_end };
  // A template made last year may be below this year's minimum: the contract is judged by its own first day.
  if (belowMinimumWage(template.daily_wage, contractedMinutes(hours), first.year)) throw badRequest({ templateId: 'belowMinimumWage' });

  const contractId = randomUUID();
  await db.transaction().execute(async (trx) => {
    // The worker's row lock: two admins taking the same worker on at once make one contract.
    const user = await trx.selectFrom('users').select(['id', 'home_project_code']).where('id', '=', request.userId).where('cancelled_at', 'is', null).forUpdate().executeTakeFirst();
    if (!user) throw noWorker();
    const overlapping = await trx
      .selectFrom('employment_contracts')
      .select('id')
      .where('user_id', '=', user.id)
      .where('project_code', '=', siteCode)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', first.toString())]))
      .executeTakeFirst();
    if (overlapping) throw new DomainError('ALREADY_EMPLOYED', 'The worker has a contract at this site on or after that day; end it first.');
    await trx
      .insertInto('employment_contracts')
      .values({
        id: contractId,
        user_id: user.id,
        project_code: siteCode,
        template_id: template.id,
        job_title: template.job_title,
        daily_wage: template.daily_wage,
        work_start: template.work_start,
        work_end: template.work_end,
        break_start: template.break_start,
        break_end: template.break_end,
        work_days: template.work_days,
        weekly_holiday: template.weekly_holiday,
        premiums_apply: template.premiums_apply,
        weekly_paid_holiday: template.weekly_paid_holiday,
        pay_day: template.pay_day,
        kind: template.kind,
        valid_from: first.toString(),
        valid_to: template.kind === 'oneDay' ? first.toString() : null,
        issued_at: deps.now(),
        // Decision 076: the gate holds the worker's codes until it is signed and the training recorded.
        checks_before_work: true,
      })
      .execute();
    if (user.home_project_code === null) await trx.updateTable('users').set({ home_project_code: siteCode }).where('id', '=', user.id).execute();
    // The same key as the sweep's (notifications/sweeps.ts): told once.
    await enqueueNotification(trx, { to: { kind: 'user', id: user.id }, kind: 'contractToSign', params: { contractId }, dedupKey: `contract:${contractId}` });
  });
  return lookupOf(db, siteCode, await db.selectFrom('users').select(LOOKUP_COLUMNS).where('id', '=', request.userId).executeTakeFirstOrThrow());
}

/**
 * Ends the employment on its last day: not before its first day, nor before a day the worker was
 * recorded at the site after it began (those days stay paid); a last day already set may move.
 */
export async function endEmployment(deps: AppDeps, actor: SiteActor, contractId: string, request: EndEmploymentRequest): Promise<Employment> {
  const { db } = deps;
  const siteCode = actor.siteCode;
  let last: Temporal.PlainDate;
  try {
    last = Temporal.PlainDate.from(request.lastDay, { overflow: 'reject' });
  } catch {
    throw badRequest({ lastDay: 'date' });
  }
  await db.transaction().execute(async (trx) => {
    const contract = await trx.selectFrom('employment_contracts').select(['id', 'user_id', 'valid_from']).where('id', '=', contractId).where('project_code', '=', siteCode).forUpdate().executeTakeFirst();
    if (!contract) throw noContract();
    if (last.toString() < contract.valid_from) throw badRequest({ lastDay: 'beforeStart' });
    const worked = await trx
      .selectFrom('attendance_events')
      .select(sql<string>`max((occurred_at AT TIME ZONE 'Asia/Seoul')::date)::text`.as('day'))
      .where('user_id', '=', contract.user_id)
      .where('project_code', '=', siteCode)
      .where(sql<boolean>`(occurred_at AT TIME ZONE 'Asia/Seoul')::date >= ${contract.valid_from}::date`)
      .executeTakeFirst();
    if (worked?.day && last.toString() < worked.day) throw badRequest({ lastDay: 'beforeWorked' });
    await trx.updateTable('employment_contracts').set({ valid_to: last.toString() }).where('id', '=', contractId).execute();
    // Ended by the site with its last day past, and no other contract in force or to come: the worker's
    // sessions end now (a phone stays signed in for 90 days otherwise). A one-day contract's own end
    // does not log anyone out: the worker comes back to the gate the next morning.
    const now = deps.now();
    const today = seoulDateOf(now).toString();
    if (last.toString() < today) {
      const other = await trx
        .selectFrom('employment_contracts')
        .select('id')
        .where('user_id', '=', contract.user_id)
        .where('id', '!=', contractId)
        .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)]))
        .limit(1)
        .executeTakeFirst();
      if (!other) await revokeUserSessions(trx, contract.user_id, now);
    }
  });
  const row = await employments(db, siteCode).where('c.id', '=', contractId).executeTakeFirstOrThrow();
  return toEmployment(row);
}

/** What the admin recorded from the ID card, as the lookup answers it. */
export function identityOf(user: { nationality: 'korean' | 'foreigner' | null; id_checked_at: Date | null; stay_status: string | null; stay_expires_on: string | null; country: string | null; employment_insurance_opt_in: boolean }): WorkerIdentity {
  return {
    foreigner: user.nationality === null ? null : user.nationality === 'foreigner',
    idCheckedAt: user.id_checked_at ? formatSeoulIso(user.id_checked_at) : null,
    stayStatus: user.stay_status,
    stayExpiresOn: user.stay_expires_on,
    country: user.country,
    employmentInsuranceOptIn: user.employment_insurance_opt_in,
  };
}


/**
 * Records that the admin checked the worker's ID card now, and for a foreigner the stay status, its
 * end and the country the card names (the pay rules need them: docs/pay-rules.md). Only a worker with a
 * contract at the admin's site (404 otherwise). A Korean national has no stay fields (400 notForeigner).
 */
export async function recordIdentity(deps: AppDeps, auth: AdminAuth, userId: string, record: IdentityRecord): Promise<WorkerIdentity> {
  const { db } = deps;
  const employed = await employedAt(db, auth.site.siteCode, userId);
  const user = employed ? await db.selectFrom('users').select(IDENTITY_COLUMNS).where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst() : undefined;
  if (!user) throw notEmployedHere();
  const fields: Record<string, string> = {};
  const foreigner = user.nationality === 'foreigner';
  const stayStatus = record.stayStatus === null ? null : normalizeStayStatus(record.stayStatus);
  const country = record.country === null ? null : record.country.trim().toUpperCase();
  if (!foreigner) {
    if (stayStatus !== null || record.stayExpiresOn !== null || country !== null || record.employmentInsuranceOptIn) fields.stayStatus = 'notForeigner';
  } else {
    const stayRule = checkStayStatus(stayStatus ?? '');
    if (stayRule) fields.stayStatus = stayRule;
    if (record.stayExpiresOn === null) fields.stayExpiresOn = 'required';
    else {
      let end: Temporal.PlainDate | null = null;
      try {
        end = Temporal.PlainDate.from(record.stayExpiresOn, { overflow: 'reject' });
      } catch {
        fields.stayExpiresOn = 'date';
      }
      if (end && Temporal.PlainDate.compare(end, todayInSeoul(deps.now())) < 0) fields.stayExpiresOn = 'expired';
    }
    if (country === null) fields.country = 'required';
    else if (!isCountryCode(country)) fields.country = 'countryFormat';
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  await db
    .updateTable('users')
    .set({
      id_checked_at: deps.now(),
      id_checked_by: auth.admin.id,
      stay_status: foreigner ? stayStatus : null,
      stay_expires_on: foreigner ? record.stayExpiresOn : null,
      country: foreigner ? country : null,
      employment_insurance_opt_in: foreigner && record.employmentInsuranceOptIn,
    })
    .where('id', '=', userId)
    .execute();
  return identityOf(await db.selectFrom('users').select(IDENTITY_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow());
}

/**
 * Records the worker's basic safety training certificate as the admin read it from the card (issue
 * 33, decision 076): the number and the day of the training, when and by whom. The card holds for a
 * working life at every site, so it is the worker's, not the contract's; recording it again replaces
 * it (a card re-issued, a typing mistake). An optional photo of the card is kept with it (photos.ts),
 * both or neither; without one, a photo kept before stays. Only a worker with a contract at the
 * admin's site (404).
 */
export async function recordSafetyTraining(deps: AppDeps, auth: AdminAuth, userId: string, record: SafetyTrainingRecord): Promise<SafetyTraining> {
  const { db } = deps;
  if (!(await workerOfSite(db, auth, userId))) throw notEmployedHere();
  const problems: Record<string, string> = checkSafetyTraining(record, todayInSeoul(deps.now()).toString());
  const photo = record.photo === undefined ? null : await cleanedPhoto(record.photo);
  if (photo && !photo.ok) problems.photo = photo.problem;
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  const now = deps.now();
  const row = await db.transaction().execute(async (trx) => {
    const written = await trx
      .updateTable('users')
      .set({ safety_training_no: record.certificateNo.trim(), safety_training_on: record.completedOn, safety_training_recorded_at: now, safety_training_recorded_by: auth.admin.id })
      .where('id', '=', userId)
      .returning(TRAINING_COLUMNS)
      .executeTakeFirstOrThrow();
    if (photo?.ok) await keepTrainingCardPhoto(trx, userId, photo.bytes, auth.admin.id, now);
    return written;
  });
  const training = trainingOf(row, await trainingCardPhotoRecordedAt(db, userId));
  if (!training) throw new Error('the training record was not written');
  return training;
}
