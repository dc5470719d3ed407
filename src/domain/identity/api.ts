/**
 * The verification calls every account flow shares (sign-up, forgot password, phone change): start
 * a flow, get the provider form for its next step, redeem the reference the provider returned with.
 * Answers are parsed here, never cast.
 */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  ProviderStartSchema,
  VerificationFlowSchema,
  VerificationOutcomeSchema,
  type FlowCredentials,
  type JoinClaim,
  type ProviderStart,
  type RecoveryClaim,
  type VerificationFlow,
  type VerificationOutcome,
} from '#contract/api-identity.ts';
import type { IdentityService } from '#contract/account-contract.ts';

/** The provider form may only lead to our own sandbox or to an https provider; its action made absolute. */
export function providerForm(start: ProviderStart): ProviderStart {
  const action = new URL(start.action, location.origin);
  if (action.origin !== location.origin && action.protocol !== 'https:') throw new TypeError('unexpected provider address');
  return { ...start, action: action.toString() };
}

export async function startJoinFlow(claim: JoinClaim): Promise<VerificationFlow> {
  return parseAnswer(VerificationFlowSchema, api.post('identity/flows', { json: { purpose: 'join', join: claim }, ...NO_AUTH }));
}

export async function startRecoveryFlow(claim: RecoveryClaim): Promise<VerificationFlow> {
  return parseAnswer(VerificationFlowSchema, api.post('identity/flows', { json: { purpose: 'recovery', recovery: claim }, ...NO_AUTH }));
}

/** The logged-in worker's phone change (bearer). */
export async function startPhoneChangeFlow(): Promise<VerificationFlow> {
  return parseAnswer(VerificationFlowSchema, api.post('account/phone/verification', { json: {} }));
}

export async function getProviderStart(flow: FlowCredentials, service: IdentityService): Promise<ProviderStart> {
  return providerForm(await parseAnswer(ProviderStartSchema, api.post('identity/provider', { json: { flowId: flow.flowId, flowSecret: flow.flowSecret, service }, ...NO_AUTH })));
}

export async function redeemVerification(flow: FlowCredentials, ref: string): Promise<VerificationOutcome> {
  return parseAnswer(VerificationOutcomeSchema, api.post('identity/redeem', { json: { flowId: flow.flowId, flowSecret: flow.flowSecret, ref }, ...NO_AUTH }));
}
