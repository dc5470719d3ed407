/**
 * The policies (privacy policy, terms of use, SMS notices consent): GET /policies, /policies/agreements
 * and /policies/{id}, open to anyone (sign-up shows them before any login). The schemas of the calls
 * (decision 057: api-common.ts says how they are written).
 */
import * as v from 'valibot';
import { intField } from './api-common.ts';
import { langParam } from './api-language.ts';
import { POLICY_KINDS } from './account-contract.ts';

const policyKind = v.picklist(POLICY_KINDS);

export const PolicySummarySchema = v.object({
  id: v.pipe(v.string(), v.examples(['privacy-2'])),
  kind: policyKind,
  version: intField(),
  effectiveFrom: v.pipe(v.string(), v.description('yyyy-mm-dd.')),
  title: v.pipe(v.string(), v.description('In the language asked for (lang, else the first app language Accept-Language names, else ko); in English where that language has no text of the policy.')),
  required: v.pipe(v.boolean(), v.description('Registration requires agreeing to it.')),
  current: v.pipe(v.boolean(), v.description('The version in force today.')),
});
export type PolicySummary = v.InferOutput<typeof PolicySummarySchema>;

/** GET /policies/{id}: one version with its text. */
export const PolicySchema = v.object({
  ...PolicySummarySchema.entries,
  body: v.pipe(v.string(), v.description('Plain text; paragraphs separated by blank lines.')),
});
export type Policy = v.InferOutput<typeof PolicySchema>;

/** GET /policies?kind= : every version, newest first. GET /policies/agreements: the current ones a sign-up agrees to. */
export const PolicyListSchema = v.object({ items: v.array(PolicySummarySchema) });
export type PolicyList = v.InferOutput<typeof PolicyListSchema>;

/** GET /policies: of one kind, or all (in `lang`, api-language.ts). */
export const PolicyQuerySchema = v.object({ lang: langParam, kind: v.optional(policyKind) });

export const PolicyIdParamsSchema = v.object({ id: v.pipe(v.string(), v.maxLength(40), v.examples(['privacy-2'])) });
