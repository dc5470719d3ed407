/**
 * The Ed25519 keys that sign and verify JWTs. With JWT_PRIVATE_KEY set, that one key is used.
 * Otherwise the newest row of signing_keys signs, generated on first use; verification finds the
 * key by the token's `kid`, so instances that raced to generate different keys still accept each
 * other's tokens, and an added key (rotation) does not log anyone out.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export const JWT_ALGORITHM = 'EdDSA';

export interface SigningKey {
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

export function createKeyStore(db: Db, options: { privateKeyPem?: string | undefined; now: () => Date }): KeyStore {
  if (options.privateKeyPem) {
    const privateKey = createPrivateKey(options.privateKeyPem);
    assertEd25519(privateKey, 'JWT_PRIVATE_KEY');
    const publicKey = createPublicKey(privateKey);
    const key = { kid: keyId(publicKey), privateKey };
    return {
      signingKey: () => Promise.resolve(key),
      verificationKey: (kid) => Promise.resolve(kid === key.kid ? publicKey : null),
      verificationKeys: () => Promise.resolve([publicKey]),
    };
  }

  const publicKeys = new Map<string, KeyObject>();
  let active: Promise<SigningKey> | null = null;

  async function loadOrCreate(): Promise<SigningKey> {
    const row = await db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').orderBy('kid').limit(1).executeTakeFirst();
    if (!row) {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const kid = keyId(publicKey);
      await db
        .insertInto('signing_keys')
        .values({
          kid,
          algorithm: JWT_ALGORITHM,
          private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          public_key_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
          created_at: options.now(),
        })
        .onConflict((oc) => oc.column('kid').doNothing())
        .execute();
      publicKeys.set(kid, publicKey);
      return { kid, privateKey };
    }
    const privateKey = createPrivateKey(row.private_key_pem);
    assertEd25519(privateKey, `signing key ${row.kid}`);
    publicKeys.set(row.kid, createPublicKey(row.public_key_pem));
    return { kid: row.kid, privateKey };
  }

  return {
    signingKey() {
      active ??= loadOrCreate().catch((error: unknown) => {
        active = null;
        throw error;
      });
      return active;
    },
    async verificationKey(kid) {
      if (!kid) return null;
      const cached = publicKeys.get(kid);
      if (cached) return cached;
      const row = await db.selectFrom('signing_keys').select('public_key_pem').where('kid', '=', kid).executeTakeFirst();
      if (!row) return null;
      const publicKey = createPublicKey(row.public_key_pem);
      publicKeys.set(kid, publicKey);
      return publicKey;
    },
    async verificationKeys() {
      const rows = await db.selectFrom('signing_keys').select(['kid', 'public_key_pem']).orderBy('created_at', 'desc').execute();
      return rows.map((row) => {
        const cached = publicKeys.get(row.kid) ?? createPublicKey(row.public_key_pem);
        publicKeys.set(row.kid, cached);
        return cached;
      });
    },
  };
}
