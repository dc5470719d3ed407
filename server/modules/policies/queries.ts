/** The policies module's reads: the versions of terms, privacy and notices, and their texts. */
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/database.ts';
import type { PoliciesTable, PolicyTextsTable } from '../../db/schema.ts';

/** Every version (of one kind), by kind then newest first. */
export async function policyVersions(db: Db, kind?: PoliciesTable['kind']): Promise<PoliciesTable[]> {
  let query = db.selectFrom('policies').selectAll().orderBy('kind').orderBy('version', 'desc');
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

/** The versions in effect on `day` (yyyy-mm-dd), by kind then newest first. */
export async function policiesInEffect(db: Db, day: string): Promise<PoliciesTable[]> {
  return db.selectFrom('policies').selectAll().where('effective_from', '<=', day).orderBy('kind').orderBy('version', 'desc').execute();
}

export async function policyById(db: Db, id: string): Promise<PoliciesTable | undefined> {
  return db.selectFrom('policies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The texts of these policies in these languages (any order). */
export async function policyTexts(db: Db, policyIds: readonly string[], languages: readonly Language[]): Promise<PolicyTextsTable[]> {
  if (policyIds.length === 0) return [];
  return db.selectFrom('policy_texts').selectAll().where('policy_id', 'in', policyIds).where('language', 'in', languages).execute();
}
