/**
 * The VAPID key pair that signs every push request (decision 065). Configured (VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY): that pair. Otherwise, outside production, one pair generated on first use and
 * kept in push_vapid_keys, its private key sealed with the data key: every replica on the database
 * signs with it, and it survives restarts (a browser's subscription is bound to the public key; a new
 * key would silently end every subscription). In production without configured keys push is off.
 */
import webpush from 'web-push';
import type { VapidConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { CipherPurpose, DataCipher } from '../../db/data-cipher.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface VapidSource {
  /** Whether push can work here at all (false: production without configured keys). */
  readonly available: boolean;
  /** The pair, or null when push is off. */
  keys(): Promise<VapidKeys | null>;
}

const PURPOSE: CipherPurpose = 'push.vapid_private_key';

export function createVapidSource(db: Db, options: { config: VapidConfig; production: boolean; cipher: DataCipher; now: () => Date }): VapidSource {
  const { config, production, cipher, now } = options;
  const configured = config.keys;
  if (configured) {
    const keys = { ...configured, subject: config.subject };
    return { available: true, keys: () => Promise.resolve(keys) };
  }
  if (production) return { available: false, keys: () => Promise.resolve(null) };

  let loading: Promise<VapidKeys> | null = null;
  async function loadOrCreate(): Promise<VapidKeys> {
    const stored = await db.selectFrom('push_vapid_keys').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!stored) {
      const generated = webpush.generateVAPIDKeys();
      // Replicas starting together may both generate: the first insert wins and everyone reads it back.
      await db
        .insertInto('push_vapid_keys')
        .values({ id: 1, public_key: generated.publicKey, private_key_sealed: cipher.seal(generated.privateKey, PURPOSE), created_at: now() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return loadOrCreate();
    }
    return { publicKey: stored.public_key, privateKey: cipher.open(stored.private_key_sealed, PURPOSE), subject: config.subject };
  }
  return {
    available: true,
    keys() {
      loading ??= loadOrCreate().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
