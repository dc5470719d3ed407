/**
 * The versioned policies (privacy policy, terms of use, SMS notices) the server keeps: the current
 * ones a sign-up agrees to, every version of one kind, and one version's text. Titles and texts come
 * in the language the app sends in Accept-Language. Answers are parsed with the contract's schemas
 * (contract/api-policies.ts).
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { readLocale } from '@/platform/i18n/locale-cookie';
import type { PolicyKind } from '#contract/account-contract.ts';
import { PolicyListSchema, PolicySchema, type Policy, type PolicySummary } from '#contract/api-policies.ts';

// The calls need no login; a logged-in worker's token still goes along, so the service worker keeps
// the answers in that worker's offline store (src/platform/pwa/offline-data.ts). The language goes in
// the address too: a stored answer then belongs to one language, and after a language change made
// offline the app says the text is not saved rather than showing it in the other language.
export async function getAgreementPolicies(signal?: AbortSignal): Promise<PolicySummary[]> {
  const list = await parseAnswer(PolicyListSchema, api.get('policies/agreements', { searchParams: { lang: readLocale() }, ...(signal ? { signal } : {}) }));
  return list.items;
}

export async function listPolicies(kind: PolicyKind, signal?: AbortSignal): Promise<PolicySummary[]> {
  const list = await parseAnswer(PolicyListSchema, api.get('policies', { searchParams: { kind, lang: readLocale() }, ...(signal ? { signal } : {}) }));
  return list.items;
}

export async function getPolicy(id: string, signal?: AbortSignal): Promise<Policy> {
  return parseAnswer(PolicySchema, api.get(`policies/${encodeURIComponent(id)}`, { searchParams: { lang: readLocale() }, ...(signal ? { signal } : {}) }));
}
