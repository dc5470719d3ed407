import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataCipher } from '../../db/data-cipher.ts';
import type { Db } from '../../db/database.ts';
import { openMigratedDatabase } from '../../testing/database-template.ts';
import { createKeyStore, KEY_RELOAD_MS } from './signing-keys.ts';
import { createTokenSigner } from './tokens.ts';

let db: Db;
let clock = Date.parse('2026-11-20T10:00:00+09:00');
const now = () => new Date(clock);
const cipher = createDataCipher(randomBytes(32));

beforeAll(async () => {
  db = await openMigratedDatabase();
});
afterAll(async () => {
  await db.destroy();
});

const pem = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('JWT signing keys at rest', () => {
  it('keeps a generated private key sealed with the data key, never as plain PEM', async () => {
    const keys = createKeyStore(db, { now, cipher });
    const { kid } = await keys.signingKey();
    const row = await db.selectFrom('signing_keys').selectAll().where('kid', '=', kid).executeTakeFirstOrThrow();
    expect(row.private_key_pem).toBeNull();
    expect(row.private_key_sealed).not.toContain('PRIVATE KEY');
    expect(cipher.open(row.private_key_sealed ?? '', 'signing_keys.private_key')).toContain('BEGIN PRIVATE KEY');
  });

  it('refuses, with what to do, a key sealed with another data key (replicas must share one)', async () => {
    const other = createKeyStore(db, { now, cipher: createDataCipher(randomBytes(32)) });
    await expect(other.signingKey()).rejects.toThrow(/cannot be opened with this DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEYS_PREVIOUS: every replica must have the same keys/);
  });

});

describe('keys you can trust (issue 31): only what the data key vouches for', () => {
  /** A token as the server makes them (issuer, audience, claims), signed with `privateKeyPem` under `kid`: what an attacker holding that key makes. */
  const forged = (privateKeyPem: string, kid: string) => {
    const key = { kid, privateKey: createPrivateKey(privateKeyPem) };
    const attackerKeys = { signingKey: () => Promise.resolve(key), verificationKey: () => Promise.resolve(null), verificationKeys: () => Promise.resolve([]) };
    return createTokenSigner(attackerKeys, now).sign('access', { sub: 'admin-forged', role: 'admin', corporationCode: 'K001', siteCode: 'P1001', fam: 'f-forged' }, 600);
  };

  it('refuses a token under a row inserted by hand: a plain key, a public key alone, or a key sealed with another data key', async () => {
    const keys = createKeyStore(db, { now, cipher });
    const signer = createTokenSigner(keys, now);
    await keys.signingKey();
    const [plain, published, otherSeal] = [pem(), pem(), pem()];
    const publicPem = (key: string) => createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
    // Newer than the server's own key, so the order by time (not the kids' random letters) puts them first.
    const later = new Date(clock + 1);
    await db
      .insertInto('signing_keys')
      .values([
        { kid: 'inserted-plain-01', algorithm: 'EdDSA', private_key_pem: plain, private_key_sealed: null, public_key_pem: publicPem(plain), created_at: later },
        { kid: 'inserted-public-1', algorithm: 'EdDSA', private_key_pem: null, private_key_sealed: null, public_key_pem: publicPem(published), created_at: later },
        { kid: 'inserted-sealed-1', algorithm: 'EdDSA', private_key_pem: null, private_key_sealed: createDataCipher(randomBytes(32)).seal(otherSeal, 'signing_keys.private_key'), public_key_pem: publicPem(otherSeal), created_at: later },
      ])
      .execute();
    for (const [key, kid] of [[plain, 'inserted-plain-01'], [published, 'inserted-public-1'], [otherSeal, 'inserted-sealed-1']] as const) {
      expect((await signer.verify(await forged(key, kid), 'access')).ok, kid).toBe(false);
    }
    // The same forging with a key the data key vouches for does verify: only the trust differs.
    const vouched = pem();
    await db.insertInto('signing_keys').values({ kid: 'operator-added-1', algorithm: 'EdDSA', private_key_pem: null, private_key_sealed: cipher.seal(vouched, 'signing_keys.private_key'), public_key_pem: '-', created_at: new Date(clock - 60_000) }).execute();
    expect((await signer.verify(await forged(vouched, 'operator-added-1'), 'access')).ok).toBe(true);
    await db.deleteFrom('signing_keys').where('kid', '=', 'operator-added-1').execute();
    // None of them signs either, though newer than the server's own key.
    clock += KEY_RELOAD_MS;
    expect((await keys.signingKey()).kid).not.toMatch(/^inserted-/);
    await db.deleteFrom('signing_keys').where('kid', 'like', 'inserted-%').execute();
  });

  it("takes a row's public key from what is sealed, never from its plain public_key_pem", async () => {
    const keys = createKeyStore(db, { now, cipher });
    const signer = createTokenSigner(keys, now);
    const own = await keys.signingKey();
    const attacker = pem();
    // The plain public key of the server's own row replaced with the attacker's.
    await db.updateTable('signing_keys').set({ public_key_pem: createPublicKey(attacker).export({ type: 'spki', format: 'pem' }).toString() }).where('kid', '=', own.kid).execute();
    clock += KEY_RELOAD_MS;
    expect((await signer.verify(await forged(attacker, own.kid), 'access')).ok).toBe(false);
    expect((await signer.verify(await signer.sign('access', { sub: 'u9', role: 'user', fam: 'f9' }, 600), 'access')).ok).toBe(true);
  });
});

describe('rotation without a restart', () => {
  it('signs with a newer key after the reload time, keeps verifying the old one, and stops once it is deleted', async () => {
    const keys = createKeyStore(db, { now, cipher });
    const signer = createTokenSigner(keys, now);
    const old = await keys.signingKey();
    const oldToken = await signer.sign('access', { sub: 'u1', role: 'user', fam: 'f1' }, 600);

    // An operator adds a key, sealed with the shared data key.
    clock += 1000;
    const fresh = pem();
    await db
      .insertInto('signing_keys')
      .values({ kid: 'rotated-key-0001', algorithm: 'EdDSA', private_key_pem: null, private_key_sealed: cipher.seal(fresh, 'signing_keys.private_key'), public_key_pem: createPublicKey(fresh).export({ type: 'spki', format: 'pem' }).toString(), created_at: now() })
      .execute();
    expect((await keys.signingKey()).kid).toBe(old.kid);
    clock += KEY_RELOAD_MS;
    expect((await keys.signingKey()).kid).toBe('rotated-key-0001');
    expect((await signer.verify(oldToken, 'access')).ok).toBe(true);

    // Retired: deleted, it stops verifying once the kept copy is older than the reload time.
    await db.deleteFrom('signing_keys').where('kid', '=', old.kid).execute();
    clock += KEY_RELOAD_MS;
    const verified = await signer.verify(oldToken, 'access', { allowExpired: true });
    expect(verified.ok).toBe(false);
  });

  it('lets replicas configured with different JWT_PRIVATE_KEY values verify each other (each publishes its public key)', async () => {
    const [a, b] = [createKeyStore(db, { now, cipher, privateKeyPem: pem() }), createKeyStore(db, { now, cipher, privateKeyPem: pem() })];
    const [signerA, signerB] = [createTokenSigner(a, now), createTokenSigner(b, now)];
    const fromA = await signerA.sign('access', { sub: 'u2', role: 'user', fam: 'f2' }, 600);
    await signerB.sign('access', { sub: 'u3', role: 'user', fam: 'f3' }, 600);
    expect((await signerB.verify(fromA, 'access')).ok).toBe(true);
  });
});
