/**
 * The policies (terms, privacy, notices): which version is current on a day, what a sign-up must
 * agree to, and one version's text, in the language asked for.
 */
import type { AppLanguage } from '#contract/account-contract.ts';
import type { Policy, PolicySummary } from '#contract/api-policies.ts';
import type { Db } from '../../db/database.ts';
import type { PoliciesTable } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { policiesInEffect, policyById, policyVersions } from './queries.ts';

const POLICY_ID = /^[a-z]+-\d{1,4}$/;

/** The current version of each kind on `day` (yyyy-mm-dd). */
export async function currentPolicies(db: Db, day: string): Promise<PoliciesTable[]> {
  const rows = await policiesInEffect(db, day);
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.kind) ? false : (seen.add(row.kind), true)));
}

function policySummary(row: PoliciesTable, language: AppLanguage, currentIds: Set<string>): PolicySummary {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    effectiveFrom: row.effective_from,
    title: language === 'en' ? row.title_en : row.title_ko,
    required: row.required,
    current: currentIds.has(row.id),
  };
}

/** Every version in effect by `day` (of one kind), newest first. */
export async function listPolicies(db: Db, day: string, language: AppLanguage, kind?: PoliciesTable['kind']): Promise<PolicySummary[]> {
  const current = new Set((await currentPolicies(db, day)).map((row) => row.id));
  const rows = (await policyVersions(db, kind)).filter((row) => row.effective_from <= day);
  return rows.map((row) => policySummary(row, language, current));
}

/** The current policies a sign-up agrees to, required ones first. */
export async function agreementPolicies(db: Db, day: string, language: AppLanguage): Promise<PolicySummary[]> {
  const rows = await currentPolicies(db, day);
  const current = new Set(rows.map((row) => row.id));
  const order = { terms: 0, privacy: 1, notices: 2 } as const;
  rows.sort((a, b) => Number(b.required) - Number(a.required) || order[a.kind] - order[b.kind]);
  return rows.map((row) => policySummary(row, language, current));
}

/** One version with its text; one not yet in effect on `day` is unknown. */
export async function policyText(db: Db, day: string, language: AppLanguage, id: string): Promise<Policy> {
  // Ids look like privacy-2; anything else (a NUL byte cannot even be sent to PostgreSQL) is unknown.
  const row = POLICY_ID.test(id) ? await policyById(db, id) : undefined;
  if (!row || row.effective_from > day) throw new DomainError('NOT_FOUND', 'No such policy.');
  const current = new Set((await currentPolicies(db, day)).map((policy) => policy.id));
  return { ...policySummary(row, language, current), body: language === 'en' ? row.body_en : row.body_ko };
}
