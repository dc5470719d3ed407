/**
 * The photos a site's admin keeps of a worker (issue 33), by one rule: taken by an admin of a site where
 * the worker has a contract, decoded and written again (server/images.ts: no EXIF, within a pixel
 * limit), served only to the admins of a site where the worker has a contract (404 to anyone else, as
 * an unknown worker), replaced when taken again, deleted with the account (accounts/service.ts).
 * - The face on the scan (decision 080), with the worker's consent (the text shown to the worker in
 *   their language); an accepted scan shows it large at the gate; the worker sees their own.
 * - The photo of the basic safety training card (decision 076), optional beside the number and the
 *   day recorded from it (employment.ts recordSafetyTraining keeps it with the record; on its own it
 *   needs the record first). Readiness for work does not ask for it.
 */
import type { TrainingCardPhoto, TrainingCardPhotoRecord, WorkerPhoto, WorkerPhotoRecord } from '#contract/api-employment.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { cleanJpeg, type Cleaned } from '../../images.ts';
import { employedAt } from './employed-at.ts';

/** A face or a card needs no more: the app sends at most 1280 px a side (the face 640). */
const MAX_KEPT_PHOTO_PIXELS = 4_000_000;

const noPhoto = () => new DomainError('NOT_FOUND', 'No photo of such a worker for this site.');
const noWorker = () => new DomainError('NOT_FOUND', 'The site has no such worker.');

/** Whether the worker (an open account) has a contract at the admin's site: who may keep a photo of them there. */
export async function workerOfSite(db: Db, auth: AdminAuth, userId: string): Promise<boolean> {
  if (!(await employedAt(db, auth.site.siteCode, userId))) return false;
  return (await db.selectFrom('users').select('id').where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst()) !== undefined;
}

/** A photo the app sent (a JPEG, base64), decoded and written again; its problem (`invalid`, `tooLarge`) when it is not one to keep. */
export function cleanedPhoto(base64: string): Promise<Cleaned> {
  return cleanJpeg(new Uint8Array(Buffer.from(base64, 'base64')), MAX_KEPT_PHOTO_PIXELS);
}

/** Keeps the worker's face photo (replacing one taken before); only for a worker with a contract at the admin's site (404). */
export async function recordWorkerPhoto(deps: AppDeps, auth: AdminAuth, userId: string, record: WorkerPhotoRecord): Promise<WorkerPhoto> {
  const { db } = deps;
  if (!(await workerOfSite(db, auth, userId))) throw noWorker();
  const cleaned = await cleanedPhoto(record.photo);
  if (!cleaned.ok) throw badRequest({ photo: cleaned.problem });
  const now = deps.now();
  const row = { image: cleaned.bytes, consented_at: now, recorded_by: auth.admin.id, recorded_at: now };
  await db
    .insertInto('worker_photos')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
  return { recordedAt: formatSeoulIso(now) };
}

/** When the worker's photo was taken, or null. */
export async function photoRecordedAt(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('worker_photos').select('recorded_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? formatSeoulIso(row.recorded_at) : null;
}

/** The photo for an admin of `siteCode` (the worker has a contract there), or for the worker (`siteCode` null). */
export async function workerPhoto(db: Db, userId: string, siteCode: string | null): Promise<Uint8Array> {
  return keptPhoto(db, 'worker_photos', userId, siteCode);
}

/** A kept photo of the worker: to an admin of `siteCode` only when the worker has a contract there (employed-at.ts; else 404, as none). */
async function keptPhoto(db: Db, table: 'worker_photos' | 'safety_training_photos', userId: string, siteCode: string | null): Promise<Uint8Array> {
  if (siteCode !== null && !(await employedAt(db, siteCode, userId))) throw noPhoto();
  const row =
    table === 'worker_photos'
      ? await db.selectFrom('worker_photos').select('image').where('user_id', '=', userId).executeTakeFirst()
      : await db.selectFrom('safety_training_photos').select('image').where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw noPhoto();
  return row.image;
}

/** Keeps the photo of the worker's training card (replacing one kept before), as the admin `by` took it `at`. */
export async function keepTrainingCardPhoto(db: Db, userId: string, image: Uint8Array, by: string, at: Date): Promise<void> {
  const row = { image, recorded_by: by, recorded_at: at };
  await db
    .insertInto('safety_training_photos')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
}

/**
 * The photo of the training card on its own, once the training is recorded (decision 076): only for a
 * worker with a contract at the admin's site and a training card recorded (404 otherwise).
 */
export async function recordTrainingCardPhoto(deps: AppDeps, auth: AdminAuth, userId: string, record: TrainingCardPhotoRecord): Promise<TrainingCardPhoto> {
  const { db } = deps;
  if (!(await workerOfSite(db, auth, userId))) throw noWorker();
  const trained = await db.selectFrom('users').select('id').where('id', '=', userId).where('safety_training_no', 'is not', null).executeTakeFirst();
  if (!trained) throw new DomainError('NOT_FOUND', 'No training is recorded for the worker: record it with the photo.');
  const cleaned = await cleanedPhoto(record.photo);
  if (!cleaned.ok) throw badRequest({ photo: cleaned.problem });
  const now = deps.now();
  await keepTrainingCardPhoto(db, userId, cleaned.bytes, auth.admin.id, now);
  return { recordedAt: formatSeoulIso(now) };
}

/** When the photo of the worker's training card was kept, or null. */
export async function trainingCardPhotoRecordedAt(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('safety_training_photos').select('recorded_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? formatSeoulIso(row.recorded_at) : null;
}

/** The photo of the training card, for an admin of `siteCode` (the worker has a contract there). */
export async function trainingCardPhoto(db: Db, userId: string, siteCode: string): Promise<Uint8Array> {
  return keptPhoto(db, 'safety_training_photos', userId, siteCode);
}
