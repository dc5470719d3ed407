import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../startup.ts';
import { captureLog } from '../testing/log-capture.ts';
import { createTestSchema, withoutPostgres, type TestSchema } from '../testing/postgres-schema.ts';
import { countByColumn, openedValues, sealedValues } from '../testing/sealed-values.ts';
import { openMigratedDatabase } from '../testing/database-template.ts';
import { TEST_NOW } from '../testing/test-app.ts';
import { createDataCipher, sealedPrefix, type DataCipher } from './data-cipher.ts';
import { openDatabase, type Db } from './database.ts';
import { migrate } from './migrate.ts';
import { resealWithCurrentKey } from './reseal.ts';

const A = Buffer.alloc(32, 0xa1);
const B = Buffer.alloc(32, 0xb2);
const C = Buffer.alloc(32, 0xc3);
const onlyA = createDataCipher(A);
const onlyB = createDataCipher(B);
/** After the rotation: B seals, A still opens. */
const ring = createDataCipher(B, [A]);

/** `count` people with a sealed registration number, flow claim and provider result (every other one a verified identity), and one signing key. */
async function fill(db: Db, cipher: DataCipher, count: number): Promise<void> {
  const at = TEST_NOW;
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(4, '0');
    await db
      .insertInto('users')
      .values({ id: randomUUID(), phone: `0109000${n}`, name: `사람${n}`, password_hash: '-', yn_convert_password: 'N', home_project_code: null, birth_date: '1990-01-01', rrn_encrypted: cipher.seal(`900101100${n}`, 'users.rrn') })
      .execute();
    const flowId = randomUUID();
    await db
      .insertInto('identity_flows')
      .values({
        id: flowId,
        purpose: 'join',
        secret_hash: `secret-${n}`,
        claim_encrypted: cipher.seal(`{"rrn":"900101100${n}"}`, 'flows.claim'),
        verified_encrypted: i % 2 === 1 ? cipher.seal(`{"ci":"ci-${n}"}`, 'flows.verified') : null,
        created_at: at,
        expires_at: at,
      })
      .execute();
    await db
      .insertInto('provider_requests')
      .values({ id: randomUUID(), provider: 'nice', service: 'phone', flow_id: flowId, created_at: at, expires_at: at, result_encrypted: cipher.seal(`{"ok":true,"n":${i}}`, 'provider.result') })
      .execute();
  }
  await db
    .insertInto('signing_keys')
    .values({ kid: `key-${randomUUID()}`, algorithm: 'EdDSA', private_key_pem: null, private_key_sealed: cipher.seal('-----BEGIN PRIVATE KEY-----', 'signing_keys.private_key'), public_key_pem: '-', created_at: at })
    .execute();
}

const ALL_COLUMNS = { 'users.rrn_encrypted': 5, 'identity_flows.claim_encrypted': 5, 'identity_flows.verified_encrypted': 2, 'provider_requests.result_encrypted': 5, 'signing_keys.private_key_sealed': 1 };

describe('re-sealing with the current data key (PGlite)', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedDatabase();
    await fill(db, onlyA, 5);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('re-seals every column in batches, each value reads back the same, logs the count per column and 0 left; a second run changes nothing', async () => {
    const before = await sealedValues(db);
    expect(countByColumn(before)).toEqual(ALL_COLUMNS);
    const log = captureLog();
    const result = await resealWithCurrentKey(db, ring, { logger: log.logger, batchSize: 2 });
    expect(Object.fromEntries(result.resealed)).toEqual(ALL_COLUMNS);
    expect(result.left).toBe(0);

    const after = await sealedValues(db);
    expect(after.every((value) => value.value.startsWith(sealedPrefix(onlyB.keyId)))).toBe(true);
    // B alone opens them all, to what A opened before.
    expect(openedValues(after, onlyB)).toEqual(openedValues(before, onlyA));
    expect(log.entries().map(({ column, resealed, left }) => ({ column, resealed, left }))).toEqual([
      ...Object.entries(ALL_COLUMNS).map(([column, resealed]) => ({ column, resealed, left: undefined })),
      { column: undefined, resealed: undefined, left: 0 },
    ]);
    expect(String(log.entries()[0]?.msg)).toBe(`data key rotation: re-sealed 5 values of users.rrn_encrypted with the current key ${onlyB.keyId}`);

    const again = captureLog();
    expect((await resealWithCurrentKey(db, ring, { logger: again.logger, batchSize: 2 })).resealed.size).toBe(0);
    expect(await sealedValues(db)).toEqual(after);
    expect(again.entries().map((entry) => entry.msg)).toEqual([
      'data key rotation: 0 values left sealed with a previous key (DATA_ENCRYPTION_KEYS_PREVIOUS may be removed once every replica runs this key)',
    ]);
  });

  it('stopped half-way keeps what the committed batches did, and the next start re-seals the rest once', async () => {
    const before = await sealedValues(db);
    let seals = 0;
    const dying: DataCipher = {
      ...ring,
      seal(plain, purpose) {
        seals += 1;
        if (seals > 3) throw new Error('the process died');
        return ring.seal(plain, purpose);
      },
    };
    // Batches of 2: the first commits, the second fails at its second value and is rolled back.
    await expect(resealWithCurrentKey(db, dying, { logger: captureLog().logger, batchSize: 2 })).rejects.toThrow('the process died');
    const half = await sealedValues(db);
    expect(half.filter((value) => value.value.startsWith(sealedPrefix(onlyB.keyId))).map((value) => value.column)).toEqual(['users.rrn_encrypted', 'users.rrn_encrypted']);

    const result = await resealWithCurrentKey(db, ring, { logger: captureLog().logger, batchSize: 2 });
    expect(Object.fromEntries(result.resealed)).toEqual({ ...ALL_COLUMNS, 'users.rrn_encrypted': 3 });
    expect(openedValues(await sealedValues(db), onlyB)).toEqual(openedValues(before, onlyA));
  });

  it('stops at a value no key of the ring opens, naming the column, the row and what to set; with that key added it finishes', async () => {
    const stranger = createDataCipher(C);
    const strangerRow = await db.selectFrom('provider_requests').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('provider_requests').set({ result_encrypted: stranger.seal('{"ok":false}', 'provider.result') }).where('id', '=', strangerRow.id).execute();

    await expect(resealWithCurrentKey(db, ring, { logger: captureLog().logger })).rejects.toThrow(
      `provider_requests.result_encrypted of id ${strangerRow.id} cannot be re-sealed: sealed with another key (${stranger.keyId}; this server has DATA_ENCRYPTION_KEY ${ring.keyId}, previous ${onlyA.keyId}): add the key that sealed it to DATA_ENCRYPTION_KEYS_PREVIOUS`,
    );
    // Nothing of that column was written; the columns before it are done.
    const stopped = await sealedValues(db);
    expect(stopped.filter((value) => value.column === 'provider_requests.result_encrypted').every((value) => !value.value.startsWith(sealedPrefix(onlyB.keyId)))).toBe(true);
    expect(stopped.filter((value) => value.column === 'users.rrn_encrypted').every((value) => value.value.startsWith(sealedPrefix(onlyB.keyId)))).toBe(true);

    const result = await resealWithCurrentKey(db, createDataCipher(B, [A, C]), { logger: captureLog().logger });
    expect(Object.fromEntries(result.resealed)).toEqual({ 'provider_requests.result_encrypted': 5, 'signing_keys.private_key_sealed': 1 });
    expect(result.left).toBe(0);
  });
});

describe.skipIf(withoutPostgres)('re-sealing on PostgreSQL', () => {
  let schema: TestSchema | undefined;
  beforeAll(async () => {
    schema = await createTestSchema('wfm_reseal');
  });
  afterAll(async () => {
    await schema?.drop();
  });

  it('two replicas starting together with the new key re-seal each value once, under the lock', async () => {
    const url = schema?.url ?? '';
    const setup = await openDatabase({ databaseUrl: url });
    const replicas = [await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })];
    try {
      await migrate(setup);
      await fill(setup, onlyA, 40);
      const before = await sealedValues(setup);
      // Small batches, so that the two take turns at the lock within a column.
      const results = await Promise.all(replicas.map((db) => resealWithCurrentKey(db, ring, { logger: captureLog().logger, batchSize: 4 })));

      // Between them, each value once.
      const total: Record<string, number> = {};
      for (const [column, count] of results.flatMap((result) => [...result.resealed])) total[column] = (total[column] ?? 0) + count;
      expect(total).toEqual(countByColumn(before));
      expect(openedValues(await sealedValues(setup), onlyB)).toEqual(openedValues(before, onlyA));

      // The start does it: a replica started now finds nothing left.
      const config = {
        ...loadConfig({ DATABASE_URL: url, DATA_ENCRYPTION_KEY: B.toString('base64'), DATA_ENCRYPTION_KEYS_PREVIOUS: A.toString('base64'), SEED_DEMO: 'off', DATA_DIR: 'memory://' }),
        scryptLogN: 14,
      };
      const log = captureLog();
      await prepareDatabase(setup, config, { now: TEST_NOW, logger: log.logger });
      expect(log.entries().filter((entry) => String(entry.msg).startsWith('data key rotation')).map((entry) => entry.left)).toEqual([0]);
    } finally {
      await Promise.all([setup, ...replicas].map((db) => db.destroy()));
    }
  });
});
