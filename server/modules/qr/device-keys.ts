/**
 * Offline attendance keys (docs/decisions/008-offline-qr-codes.md): a worker's phone registers the
 * public key it signs offline (D1) codes with, and a site's scanners fetch everything they need to
 * check codes without the network: the server's public keys, the site's workers and their device keys.
 */
import { randomBytes } from 'node:crypto';
import type { DeviceKeyAnswer, ScannerKeys } from '#contract/api-qr.ts';
import { fromBase64Url, toBase64Url } from '#contract/qr-payload.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { initialsOf } from './service.ts';
import { p256PublicKey, rawEd25519, workerShortIdOf } from './payload.ts';
import { formatSeoulIso, formatSeoulIsoMillis } from '#contract/seoul-time.ts';

/** How long a device key signs valid codes; the phone registers a new one a week before. */
const DEVICE_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A worker's phones (or reinstalls) keep at most this many keys; registering another removes the oldest. */
const MAX_DEVICE_KEYS_PER_WORKER = 3;

export async function registerDeviceKey(deps: AppDeps, user: UserRow, publicKeyText: string): Promise<DeviceKeyAnswer> {
  const point = fromBase64Url(publicKeyText);
  if (!point || !isP256Point(point)) throw badRequest({ publicKey: 'invalid' });
  if (user.home_project_code === null) throw new DomainError('NO_HOME_PROJECT', 'The worker has no home project to make offline codes for.');
  const now = deps.now();
  const id = randomBytes(8).toString('hex');
  const expiresAt = new Date(now.getTime() + DEVICE_KEY_TTL_MS);
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('qr_device_keys').values({ id, user_id: user.id, public_key: point, created_at: now, expires_at: expiresAt }).execute();
    const keep = await trx
      .selectFrom('qr_device_keys')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_DEVICE_KEYS_PER_WORKER)
      .execute();
    await trx
      .deleteFrom('qr_device_keys')
      .where('user_id', '=', user.id)
      .where(
        'id',
        'not in',
        keep.map((row) => row.id),
      )
      .execute();
  });
  return {
    keyId: id,
    expiresAt: formatSeoulIso(expiresAt),
    serverTime: formatSeoulIsoMillis(now),
    siteCode: user.home_project_code,
    lifetimeSeconds: deps.config.qrCodeTtlSeconds,
  };
}

function isP256Point(point: Uint8Array): boolean {
  try {
    p256PublicKey(point);
    return true;
  } catch {
    return false;
  }
}

/** The workers who may record attendance at a site: home project there, or a contract there. */
async function siteWorkers(db: Db, siteCode: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name'])
    .where((eb) =>
      eb.or([
        eb('users.home_project_code', '=', siteCode),
        eb.exists(eb.selectFrom('employment_contracts').select('employment_contracts.id').whereRef('employment_contracts.user_id', '=', 'users.id').where('employment_contracts.project_code', '=', siteCode)),
      ]),
    )
    .orderBy('users.id')
    .execute();
}

export async function scannerKeys(deps: AppDeps, adminAuth: AdminAuth): Promise<ScannerKeys> {
  const now = deps.now();
  const siteCode = adminAuth.site.siteCode;
  const workers = await siteWorkers(deps.db, siteCode);
  const keys =
    workers.length === 0
      ? []
      : await deps.db
          .selectFrom('qr_device_keys')
          .select(['id', 'user_id', 'public_key', 'expires_at'])
          .where(
            'user_id',
            'in',
            workers.map((worker) => worker.id),
          )
          .where('expires_at', '>', now)
          .execute();
  return {
    serverTime: formatSeoulIsoMillis(now),
    siteCode,
    skewSeconds: deps.config.qrClockSkewSeconds,
    serverKeys: (await deps.keys.verificationKeys()).map(rawEd25519),
    workers: workers.map((worker) => ({
      userId: worker.id,
      shortId: workerShortIdOf(worker.id),
      name: worker.name,
      initials: initialsOf(worker.name),
      deviceKeys: keys
        .filter((key) => key.user_id === worker.id)
        .map((key) => ({ keyId: key.id, publicKey: toBase64Url(new Uint8Array(key.public_key)), expiresAt: formatSeoulIso(key.expires_at) })),
    })),
  };
}
