/**
 * The face on the scan (issue 33, decision 080): a site's admin takes the worker's photo with the
 * worker's consent (the text shown to the worker in their language); an accepted scan shows it large
 * at the gate. The JPEG is decoded and written again (server/images.ts: no EXIF, within a pixel limit).
 * It is served only to the admins of a site where the worker has a contract, and to the worker.
 * Taking it again replaces it; cancelling the account deletes it.
 */
import { sql } from 'kysely';
import type { WorkerPhoto, WorkerPhotoRecord } from '#contract/api-employment.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { cleanJpeg } from '../../images.ts';
import { employedAt } from './employed-at.ts';

/** A face needs no more: the app sends at most 640 px a side. */
const MAX_FACE_PIXELS = 4_000_000;

const noPhoto = () => new DomainError('NOT_FOUND', 'No photo of such a worker for this site.');

/** Keeps the worker's face photo (replacing one taken before); only for a worker with a contract at the admin's site (404). */
export async function recordWorkerPhoto(deps: AppDeps, auth: AdminAuth, userId: string, record: WorkerPhotoRecord): Promise<WorkerPhoto> {
  const { db } = deps;
  const user = (await employedAt(db, auth.site.siteCode, userId))
    ? await db.selectFrom('users').select('id').where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst()
    : undefined;
  if (!user) throw new DomainError('NOT_FOUND', 'The site has no such worker.');
  const cleaned = await cleanJpeg(new Uint8Array(Buffer.from(record.photo, 'base64')), MAX_FACE_PIXELS);
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
  let query = db.selectFrom('worker_photos as p').select('p.image').where('p.user_id', '=', userId);
  if (siteCode !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('employment_contracts as c').select(sql<number>`1`.as('one')).whereRef('c.user_id', '=', 'p.user_id').where('c.project_code', '=', siteCode)),
    );
  }
  const row = await query.executeTakeFirst();
  if (!row) throw noPhoto();
  return row.image;
}
