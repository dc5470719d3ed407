/**
 * Migration 020 (issue 19, decision 069) on a database a server before it left: the policies' texts
 * move from their ko/en columns to policy_texts, the language columns take any app language, and the
 * next start's seed adds the Chinese and Vietnamese texts. On PGlite, and on PostgreSQL when there is
 * one (TEST_DATABASE_URL, scripts/with-postgres.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import { scryptParams } from '../modules/auth/passwords.ts';
import { policyText } from '../modules/policies/service.ts';
import { SEED_POLICIES, SEED_POLICY_TEXTS, seedAccounts } from '../seed/seed-accounts.ts';
import { createTestSchema, withoutPostgres } from '../testing/postgres-schema.ts';
import { TEST_NOW } from '../testing/test-app.ts';
import { createDataCipher } from './data-cipher.ts';
import { openDatabase, type Db } from './database.ts';
import { listMigrations, migrate } from './migrate.ts';

const WORKER = '7d3c1c2e-2020-4a4a-8b8b-000000000001';
const DEVICE = '7d3c1c2e-2020-4a4a-8b8b-000000000002';
/** The English terms as an operator of that database rewrote them: the migration and the seed keep them. */
const OPERATOR_TERMS_EN = 'Article 1 (Purpose) These terms, as our operator wrote them.';
const DAY = '2026-07-01';

function seeded(policyId: string, language: Language): { title: string; body: string } {
  const text = SEED_POLICY_TEXTS.find((row) => row.policy_id === policyId && row.language === language);
  if (!text) throw new Error(`no seed text ${policyId} ${language}`);
  return text;
}

/** What the database held before migration 020, in the old shape: ko and en texts per policy. */
const OLD_TEXTS = SEED_POLICIES.flatMap((policy) =>
  (['ko', 'en'] as const).map((language) => ({
    policy_id: policy.id,
    language,
    title: seeded(policy.id, language).title,
    body: policy.id === 'terms-1' && language === 'en' ? OPERATOR_TERMS_EN : seeded(policy.id, language).body,
  })),
);

async function databaseBefore020(db: Db): Promise<void> {
  await migrate(db, { upTo: '019_push_retries.sql' });
  for (const policy of SEED_POLICIES) {
    const [ko, en] = (['ko', 'en'] as const).map((language) => OLD_TEXTS.find((row) => row.policy_id === policy.id && row.language === language));
    await sql`INSERT INTO policies (id, kind, version, effective_from, required, title_ko, title_en, body_ko, body_en)
      VALUES (${policy.id}, ${policy.kind}, ${policy.version}, ${policy.effective_from}, ${policy.required}, ${ko?.title}, ${en?.title}, ${ko?.body}, ${en?.body})`.execute(db);
  }
  await sql`INSERT INTO users (id, phone, name, password_hash, yn_convert_password, birth_date, language)
    VALUES (${WORKER}, '01020200001', '응우옌 반 안', 'x', 'Y', '1994-04-04', 'en')`.execute(db);
  await sql`INSERT INTO user_agreements (user_id, policy_id, agreed_at) VALUES (${WORKER}, 'privacy-2', ${TEST_NOW})`.execute(db);
  await sql`INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, subject_kind, subject_id, family_id, language, created_at)
    VALUES (${DEVICE}, 'https://push.example.com/send/020', 'p', 'a', 'user', ${WORKER}, ${DEVICE}, 'ko', ${TEST_NOW})`.execute(db);
}

const VARIANTS = [
  { name: 'PGlite', skip: false, open: async () => ({ db: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} }) },
  {
    name: 'PostgreSQL',
    skip: withoutPostgres,
    open: async () => {
      const schema = await createTestSchema('wfm_lang');
      return { db: await openDatabase({ databaseUrl: schema.url }), drop: schema.drop };
    },
  },
];

for (const variant of VARIANTS) {
  describe.skipIf(variant.skip)(`migration 020 on a database from before it (${variant.name})`, () => {
    let db: Db;
    let drop: () => Promise<void> = async () => {};

    beforeAll(async () => {
      ({ db, drop } = await variant.open());
      await databaseBefore020(db);
    });
    afterAll(async () => {
      await db.destroy();
      await drop();
    });

    it('carries every policy text over, one row per language, and drops the old columns; agreements stay', async () => {
      expect(await migrate(db)).toEqual((await listMigrations()).filter((name) => name > '019_push_retries.sql'));
      const texts = await db.selectFrom('policy_texts').selectAll().orderBy('policy_id').orderBy('language').execute();
      const byKey = (a: { policy_id: string; language: string }, b: { policy_id: string; language: string }) => a.policy_id.localeCompare(b.policy_id) || a.language.localeCompare(b.language);
      expect(texts.sort(byKey)).toEqual([...OLD_TEXTS].sort(byKey));
      const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'policies' ORDER BY column_name`.execute(db);
      expect(columns.rows.map((row) => row.column_name)).toEqual(['effective_from', 'id', 'kind', 'required', 'version']);
      expect(await db.selectFrom('user_agreements').select(['user_id', 'policy_id']).execute()).toEqual([{ user_id: WORKER, policy_id: 'privacy-2' }]);
      expect(await db.selectFrom('users').select('language').where('id', '=', WORKER).executeTakeFirst()).toEqual({ language: 'en' });
    });

    it('lets an account and a device hold any app language, and only the form of a language tag', async () => {
      for (const language of LANGUAGE_CODES) {
        await db.updateTable('users').set({ language }).where('id', '=', WORKER).execute();
        await db.updateTable('push_subscriptions').set({ language }).where('id', '=', DEVICE).execute();
      }
      expect(await db.selectFrom('users').select('language').where('id', '=', WORKER).executeTakeFirst()).toEqual({ language: 'vi' });
      for (const bad of ['', 'english', 'zh-hans', 'ZH', 'vi-VN', "ko'; --"]) {
        await expect(sql`UPDATE users SET language = ${bad} WHERE id = ${WORKER}`.execute(db), bad).rejects.toThrow(/users_language_format/);
        await expect(sql`UPDATE push_subscriptions SET language = ${bad} WHERE id = ${DEVICE}`.execute(db), bad).rejects.toThrow(/push_subscriptions_language_format/);
        await expect(sql`INSERT INTO policy_texts (policy_id, language, title, body) VALUES ('terms-1', ${bad}, 't', 'b')`.execute(db), bad).rejects.toThrow(/policy_texts_language_check/);
      }
    });

    it("gets the Chinese and Vietnamese texts at the next start's seed, keeping the texts it had; a second seed changes nothing", async () => {
      const seed = () => seedAccounts(db, createDataCipher(Buffer.alloc(32, 7)), scryptParams(14), { now: TEST_NOW, demo: false });
      await seed();
      const after = await db.selectFrom('policy_texts').selectAll().orderBy('policy_id').orderBy('language').execute();
      expect(after).toHaveLength(SEED_POLICIES.length * LANGUAGE_CODES.length);
      expect(after.find((row) => row.policy_id === 'terms-1' && row.language === 'en')?.body).toBe(OPERATOR_TERMS_EN);
      expect(after.find((row) => row.policy_id === 'terms-1' && row.language === 'vi')).toEqual({ policy_id: 'terms-1', language: 'vi', ...seeded('terms-1', 'vi') });
      await seed();
      expect(await db.selectFrom('policy_texts').selectAll().orderBy('policy_id').orderBy('language').execute()).toEqual(after);
    });

    it('answers a language without a text of the policy in English, and without that in Korean', async () => {
      expect((await policyText(db, DAY, 'zh-Hans', 'notices-1')).body).toBe(seeded('notices-1', 'zh-Hans').body);
      await db.deleteFrom('policy_texts').where('policy_id', '=', 'notices-1').where('language', 'in', ['zh-Hans', 'vi']).execute();
      expect(await policyText(db, DAY, 'vi', 'notices-1')).toMatchObject({ title: seeded('notices-1', 'en').title, body: seeded('notices-1', 'en').body });
      await db.deleteFrom('policy_texts').where('policy_id', '=', 'notices-1').where('language', '=', 'en').execute();
      expect(await policyText(db, DAY, 'zh-Hans', 'notices-1')).toMatchObject({ title: seeded('notices-1', 'ko').title, body: seeded('notices-1', 'ko').body });
      expect(await policyText(db, DAY, 'en', 'notices-1')).toMatchObject({ title: seeded('notices-1', 'ko').title });
    });
  });
}
