/**
 * The policies (terms, privacy, notices): which version is current on a day, what a sign-up must
 * agree to, and one version's text, in the language asked for. Korean is the binding text, the
 * others courtesy translations (policy_texts, migration 020); a language without a text of a policy
 * is answered the English one, and a policy without even that the Korean one (decision 069).
 */
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, type Language } from '#contract/languages.ts';
import type { Policy, PolicySummary } from '#contract/api-policies.ts';
import type { Db } from '../../db/database.ts';
import type { PoliciesTable, PolicyTextsTable } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { policiesInEffect, policyById, policyTexts, policyVersions } from './queries.ts';

const POLICY_ID = /^[a-z]+-\d{1,4}$/;

/** The current version of each kind on `day` (yyyy-mm-dd). */
export async function currentPolicies(db: Db, day: string): Promise<PoliciesTable[]> {
  const rows = await policiesInEffect(db, day);
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.kind) ? false : (seen.add(row.kind), true)));
}

/** Each policy's text in `language`, else English, else Korean. */
async function textsIn(db: Db, rows: readonly PoliciesTable[], language: Language): Promise<Map<string, PolicyTextsTable>> {
  const preference = [...new Set([language, FALLBACK_LANGUAGE, DEFAULT_LANGUAGE])];
  const texts = await policyTexts(db, rows.map((row) => row.id), preference);
  const chosen = new Map<string, PolicyTextsTable>();
  for (const text of texts) {
    const held = chosen.get(text.policy_id);
    if (!held || preference.indexOf(text.language) < preference.indexOf(held.language)) chosen.set(text.policy_id, text);
  }
  return chosen;
}

function textOf(texts: Map<string, PolicyTextsTable>, row: PoliciesTable): PolicyTextsTable {
  const text = texts.get(row.id);
  // Every policy has its binding Korean text (the seed's, or migration 020's from the old columns).
  if (!text) throw new Error(`policy ${row.id} has no text in Korean`);
  return text;
}

function policySummary(row: PoliciesTable, text: PolicyTextsTable, currentIds: Set<string>): PolicySummary {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    effectiveFrom: row.effective_from,
    title: text.title,
    required: row.required,
    current: currentIds.has(row.id),
  };
}

async function summaries(db: Db, rows: PoliciesTable[], language: Language, currentIds: Set<string>): Promise<PolicySummary[]> {
  const texts = await textsIn(db, rows, language);
  return rows.map((row) => policySummary(row, textOf(texts, row), currentIds));
}

/** Every version in effect by `day` (of one kind), newest first. */
export async function listPolicies(db: Db, day: string, language: Language, kind?: PoliciesTable['kind']): Promise<PolicySummary[]> {
  const current = new Set((await currentPolicies(db, day)).map((row) => row.id));
  const rows = (await policyVersions(db, kind)).filter((row) => row.effective_from <= day);
  return summaries(db, rows, language, current);
}

/** The current policies a sign-up agrees to, required ones first. */
export async function agreementPolicies(db: Db, day: string, language: Language): Promise<PolicySummary[]> {
  const rows = await currentPolicies(db, day);
  const current = new Set(rows.map((row) => row.id));
  const order = { terms: 0, privacy: 1, notices: 2 } as const;
  rows.sort((a, b) => Number(b.required) - Number(a.required) || order[a.kind] - order[b.kind]);
  return summaries(db, rows, language, current);
}

/** One version with its text; one not yet in effect on `day` is unknown. */
export async function policyText(db: Db, day: string, language: Language, id: string): Promise<Policy> {
  // Ids look like privacy-2; anything else (a NUL byte cannot even be sent to PostgreSQL) is unknown.
  const row = POLICY_ID.test(id) ? await policyById(db, id) : undefined;
  if (!row || row.effective_from > day) throw new DomainError('NOT_FOUND', 'No such policy.');
  const current = new Set((await currentPolicies(db, day)).map((policy) => policy.id));
  const text = textOf(await textsIn(db, [row], language), row);
  return { ...policySummary(row, text, current), body: text.body };
}
