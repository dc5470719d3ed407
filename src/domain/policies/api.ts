/**
 * The versioned policies (privacy policy, terms of use, SMS notices) the server keeps: the current
 * ones a sign-up agrees to, every version of one kind, and one version's text. Titles and texts come
 * in the language the app sends in Accept-Language.
 */
import { api } from '@/platform/api/client';
import { readLocale } from '@/platform/i18n/locale-cookie';
import { POLICY_KINDS, type Policy, type PolicyKind, type PolicySummary } from '#contract/account-contract.ts';
import { isRecord } from '@/domain/identity/api';

function parseSummary(value: unknown): PolicySummary {
  if (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (POLICY_KINDS as readonly unknown[]).includes(value.kind) &&
    typeof value.version === 'number' &&
    typeof value.effectiveFrom === 'string' &&
    typeof value.title === 'string' &&
    typeof value.required === 'boolean' &&
    typeof value.current === 'boolean'
  ) {
    return {
      id: value.id,
      kind: value.kind as PolicyKind,
      version: value.version,
      effectiveFrom: value.effectiveFrom,
      title: value.title,
      required: value.required,
      current: value.current,
    };
  }
  throw new TypeError('unexpected policy');
}

function parseList(value: unknown): PolicySummary[] {
  if (isRecord(value) && Array.isArray(value.items)) return value.items.map(parseSummary);
  throw new TypeError('unexpected policy list');
}

// The calls need no login; a logged-in worker's token still goes along, so the service worker keeps
// the answers in that worker's offline store (src/platform/pwa/offline-data.ts). The language goes in
// the address too: a stored answer then belongs to one language, and after a language change made
// offline the app says the text is not saved rather than showing it in the other language.
export async function getAgreementPolicies(signal?: AbortSignal): Promise<PolicySummary[]> {
  return parseList(await api.get('policies/agreements', { searchParams: { lang: readLocale() }, ...(signal ? { signal } : {}) }).json());
}

export async function listPolicies(kind: PolicyKind, signal?: AbortSignal): Promise<PolicySummary[]> {
  return parseList(await api.get('policies', { searchParams: { kind, lang: readLocale() }, ...(signal ? { signal } : {}) }).json());
}

export async function getPolicy(id: string, signal?: AbortSignal): Promise<Policy> {
  const value: unknown = await api.get(`policies/${encodeURIComponent(id)}`, { searchParams: { lang: readLocale() }, ...(signal ? { signal } : {}) }).json();
  const summary = parseSummary(value);
  if (!isRecord(value) || typeof value.body !== 'string') throw new TypeError('unexpected policy');
  return { ...summary, body: value.body };
}
