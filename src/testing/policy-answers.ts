/** Policy answers for screen tests: versions as GET /policies and /policies/agreements list them, one as GET /policies/{id} answers it. */
import type { Policy, PolicySummary } from '#contract/api-policies.ts';
import type { PolicyKind } from '#contract/account-contract.ts';

const TITLES: Record<PolicyKind, string> = { privacy: 'Privacy policy', terms: 'Terms of use', notices: 'SMS notices' };

/** Version `version` of a kind of policy (`privacy-2`), in force from `effectiveFrom`; the current, required one unless said. */
export function policySummary(kind: PolicyKind, version: number, effectiveFrom: string, changes: Partial<PolicySummary> = {}): PolicySummary {
  return { id: `${kind}-${String(version)}`, kind, version, effectiveFrom, title: TITLES[kind], required: true, current: true, ...changes };
}

/** A version with its text (paragraphs separated by blank lines). */
export function policyAnswer(summary: PolicySummary, body: string): Policy {
  return { ...summary, body };
}
