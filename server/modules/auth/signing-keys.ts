/**
 * The Ed25519 keys that sign and verify JWTs. With JWT_PRIVATE_KEY set, that one key signs and its
 * public half is published in signing_keys, sealed with the data key. Otherwise the newest row of
 * signing_keys signs, generated on first use, its private half sealed with the data key (never plain
 * at rest). Verification finds the key by the token's `kid` among the rows the data key vouches for
 * (issue 31): the public key is the one derived from the sealed private half, or the sealed public
 * half, never the row's plain `public_key_pem`; a row someone inserted by hand (a plain key, or a
 * key sealed with another data key) neither signs nor verifies. So
 * replicas that raced to generate keys, or were configured with different ones, accept each other's
 * tokens, and an added key (rotation) logs nobody out. Keys are read again after KEY_RELOAD_MS: a
 * newer row starts signing and a deleted one stops verifying without a restart.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { DataCipher } from '../../db/data-cipher.ts';

export const JWT_ALGORITHM = 'EdDSA';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export interface KeyStore {
  signingKey(): Promise<SigningKey>;
  /** null when no key has that id. */
  verificationKey(kid: string | undefined): Promise<KeyObject | null>;
  /** Every public key that may have signed something still valid (the QR payload names no key). */
  verificationKeys(): Promise<KeyObject[]>;
}

function keyId(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64url')
    .slice(0, 16);
}

function assertEd25519(key: KeyObject, source: string): void {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${source} must be an Ed25519 key`);
}

/** How long a replica keeps the keys it read before it looks again: a new key signs, a deleted one stops verifying, without a restart. */
export const KEY_RELOAD_MS = 5 * 60 * 1000;

const PURPOSE = 'signing_keys.private_key';
const PUBLIC_PURPOSE = 'signing_keys.public_key';

interface KeyRow {
  kid: string;
  private_key_sealed: string | null;
  public_key_sealed: string | null;
}

export function createKeyStore(db: Db, options: { privateKeyPem?: string | undefined; now: () => Date; cipher: DataCipher }): KeyStore {
  const { cipher, now } = options;
  /** Public keys by kid, each with when it was read (a deleted row stops verifying after KEY_RELOAD_MS). */
  const publicKeys = new Map<string, { key: KeyObject; readAt: number }>();
  const fresh = (readAt: number) => now().getTime() - readAt < KEY_RELOAD_MS;

  /** The row's public key as the data key vouches for it, or null (nothing sealed, or sealed with another key). */
  function trustedPublicKey(row: KeyRow): KeyObject | null {
    try {
      let key: KeyObject | null = null;
      if (row.private_key_sealed) key = createPublicKey(createPrivateKey(cipher.open(row.private_key_sealed, PURPOSE)));
      else if (row.public_key_sealed) key = createPublicKey(cipher.open(row.public_key_sealed, PUBLIC_PURPOSE));
      return key?.asymmetricKeyType === 'ed25519' ? key : null;
    } catch {
      return null;
    }
  }

  const KEY_COLUMNS = ['kid', 'private_key_sealed', 'public_key_sealed'] as const;

  async function publicKeyOf(kid: string): Promise<KeyObject | null> {
    const kept = publicKeys.get(kid);
    if (kept && fresh(kept.readAt)) return kept.key;
    const row = await db.selectFrom('signing_keys').select(KEY_COLUMNS).where('kid', '=', kid).executeTakeFirst();
    const key = row ? trustedPublicKey(row) : null;
    if (!key) {
      publicKeys.delete(kid);
      return null;
    }
    publicKeys.set(kid, { key, readAt: now().getTime() });
    return key;
  }

  async function allPublicKeys(): Promise<KeyObject[]> {
    const rows = await db.selectFrom('signing_keys').select(KEY_COLUMNS).orderBy('created_at', 'desc').execute();
    return rows.flatMap((row) => {
      const key = trustedPublicKey(row);
      if (!key) return [];
      publicKeys.set(row.kid, { key, readAt: now().getTime() });
      return [key];
    });
  }

  const verification = {
    verificationKey: (kid: string | undefined) => (kid ? publicKeyOf(kid) : Promise.resolve(null)),
    verificationKeys: allPublicKeys,
  };

  if (options.privateKeyPem) {
    const privateKey = createPrivateKey(options.privateKeyPem);
    assertEd25519(privateKey, 'JWT_PRIVATE_KEY');
    const publicKey = createPublicKey(privateKey);
    const key = { kid: keyId(publicKey), privateKey };
    // Published (public half only), so a replica configured with another key still verifies this one's tokens.
    let published: Promise<void> | null = null;
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const publicSealed = cipher.seal(publicPem, PUBLIC_PURPOSE);
    // Sealed, so the other replicas trust it; a row published before migration 025 gets its seal now.
    const publish = () =>
      db
        .insertInto('signing_keys')
        .values({ kid: key.kid, algorithm: JWT_ALGORITHM, private_key_pem: null, private_key_sealed: null, public_key_pem: publicPem, public_key_sealed: publicSealed, created_at: now() })
        .onConflict((oc) => oc.column('kid').doUpdateSet({ public_key_sealed: publicSealed }).where('signing_keys.private_key_sealed', 'is', null))
        .execute()
        .then(() => undefined);
    return {
      async signingKey() {
        published ??= publish().catch((error: unknown) => {
          published = null;
          throw error;
        });
        await published;
        return key;
      },
      verificationKey: (kid) => (kid === key.kid ? Promise.resolve(publicKey) : verification.verificationKey(kid)),
      verificationKeys: async () => [publicKey, ...(await allPublicKeys()).filter((other) => !other.equals(publicKey))],
    };
  }

  let active: { key: Promise<SigningKey>; loadedAt: number } | null = null;

  /** A row's sealed private key. A plain one (written before migration 012) is never read: anyone with SQL access could have put it there. */
  function privateKeyOf(row: { kid: string; private_key_sealed: string }): KeyObject {
    let pem: string;
    try {
      pem = cipher.open(row.private_key_sealed, PURPOSE);
    } catch {
      throw new Error(`The JWT signing key ${row.kid} cannot be opened with this DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEYS_PREVIOUS: every replica must have the same keys.`);
    }
    return createPrivateKey(pem);
  }

  /** The newest row this data key opens signs. A row it cannot open (inserted by hand, or sealed with another key) is passed over; if rows exist and none opens, the replica is misconfigured and says so. */
  async function loadOrCreate(): Promise<SigningKey> {
    const rows = await db
      .selectFrom('signing_keys')
      .select(['kid', 'private_key_sealed'])
      .where('private_key_sealed', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid')
      .execute();
    let unopened: Error | null = null;
    for (const row of rows) {
      let privateKey: KeyObject;
      try {
        privateKey = privateKeyOf({ kid: row.kid, private_key_sealed: row.private_key_sealed ?? '' });
      } catch (error) {
        unopened ??= error as Error;
        continue;
      }
      assertEd25519(privateKey, `signing key ${row.kid}`);
      publicKeys.set(row.kid, { key: createPublicKey(privateKey), readAt: now().getTime() });
      return { kid: row.kid, privateKey };
    }
    if (unopened) throw unopened;
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const kid = keyId(publicKey);
    await db
      .insertInto('signing_keys')
      .values({
        kid,
        algorithm: JWT_ALGORITHM,
        private_key_pem: null,
        private_key_sealed: cipher.seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), PURPOSE),
        public_key_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        created_at: now(),
      })
      .onConflict((oc) => oc.column('kid').doNothing())
      .execute();
    publicKeys.set(kid, { key: publicKey, readAt: now().getTime() });
    return { kid, privateKey };
  }

  return {
    signingKey() {
      if (!active || !fresh(active.loadedAt)) {
        const loading = loadOrCreate().catch((error: unknown) => {
          active = null;
          throw error;
        });
        active = { key: loading, loadedAt: now().getTime() };
      }
      return active.key;
    },
    ...verification,
  };
}
