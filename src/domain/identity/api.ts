/**
 * The verification calls every account flow shares (sign-up, forgot password, phone change): start
 * a flow, get the provider form for its next step, redeem the reference the provider returned with.
 * Answers are parsed here, never cast.
 */
import { api, NO_AUTH } from '@/platform/api/client';
import type {
  FlowCredentials,
  IdentityService,
  JoinClaim,
  ProviderStart,
  RecoveryClaim,
  VerificationFlow,
  VerificationOutcome,
} from '#contract/account-contract.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseFlow(value: unknown): VerificationFlow {
  if (isRecord(value) && typeof value.flowId === 'string' && typeof value.flowSecret === 'string' && typeof value.expiresAt === 'string') {
    return { flowId: value.flowId, flowSecret: value.flowSecret, expiresAt: value.expiresAt };
  }
  throw new TypeError('unexpected verification flow');
}

export function parseProviderStart(value: unknown): ProviderStart {
  if (isRecord(value) && typeof value.action === 'string' && (value.method === 'POST' || value.method === 'GET') && isRecord(value.fields)) {
    const fields: Record<string, string> = {};
    for (const [key, field] of Object.entries(value.fields)) if (typeof field === 'string') fields[key] = field;
    // The provider form may only lead to our own sandbox or to an https provider.
    const action = new URL(value.action, location.origin);
    if (action.origin !== location.origin && action.protocol !== 'https:') throw new TypeError('unexpected provider address');
    return { action: action.toString(), method: value.method, fields };
  }
  throw new TypeError('unexpected provider form');
}

function parseOutcome(value: unknown): VerificationOutcome {
  if (!isRecord(value) || (value.service !== 'realName' && value.service !== 'phone')) throw new TypeError('unexpected verification outcome');
  const outcome: VerificationOutcome = { service: value.service };
  if (typeof value.name === 'string') outcome.name = value.name;
  if (typeof value.phone === 'string') outcome.phone = value.phone;
  if (typeof value.accountPhone === 'string') outcome.accountPhone = value.accountPhone;
  return outcome;
}

export async function startJoinFlow(claim: JoinClaim): Promise<VerificationFlow> {
  return parseFlow(await api.post('identity/flows', { json: { purpose: 'join', join: claim }, ...NO_AUTH }).json());
}

export async function startRecoveryFlow(claim: RecoveryClaim): Promise<VerificationFlow> {
  return parseFlow(await api.post('identity/flows', { json: { purpose: 'recovery', recovery: claim }, ...NO_AUTH }).json());
}

/** The logged-in worker's phone change (bearer). */
export async function startPhoneChangeFlow(): Promise<VerificationFlow> {
  return parseFlow(await api.post('account/phone/verification', { json: {} }).json());
}

export async function getProviderStart(flow: FlowCredentials, service: IdentityService): Promise<ProviderStart> {
  return parseProviderStart(await api.post('identity/provider', { json: { flowId: flow.flowId, flowSecret: flow.flowSecret, service }, ...NO_AUTH }).json());
}

export async function redeemVerification(flow: FlowCredentials, ref: string): Promise<VerificationOutcome> {
  return parseOutcome(await api.post('identity/redeem', { json: { flowId: flow.flowId, flowSecret: flow.flowSecret, ref }, ...NO_AUTH }).json());
}
