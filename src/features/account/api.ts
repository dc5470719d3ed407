/** The account calls (issue 3): recovery, password and phone changes, cancellation, the account summary, the address (issue 15) and the project choice. */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer, parseAnswerOrNone } from '@/platform/api/parse';
import {
  AccountSummarySchema,
  PayAccountSchema,
  type PayAccount,
  type PayAccountRequest,
  PasswordReissueAnswerSchema,
  PhoneChangeAnswerSchema,
  RecoveryCodeSentSchema,
  type RecoveryCodeRequest,
  type RecoveryCodeSent,
  type RecoveryPasswordRequest,
  type FirstPasswordRequest,
  type AccountSummary,
  type AddressRequest,
  type CancelAccountRequest,
  type ChangePasswordRequest,
  type PasswordReissueAnswer,
  type PhoneChangeAnswer,
} from '#contract/api-accounts.ts';
import { WorkerProjectListSchema, type WorkerProject } from '#contract/api-projects.ts';
import type { FlowCredentials } from '#contract/api-identity.ts';

function credentials(flow: FlowCredentials): FlowCredentials {
  return { flowId: flow.flowId, flowSecret: flow.flowSecret };
}

export async function reissuePassword(flow: FlowCredentials): Promise<PasswordReissueAnswer> {
  return parseAnswer(PasswordReissueAnswerSchema, api.post('account/recovery/password', { json: credentials(flow), ...NO_AUTH }));
}

/** A forgotten password without an identity provider (issue 31): a code texted to the registered number. */
export async function sendRecoveryCode(body: RecoveryCodeRequest): Promise<RecoveryCodeSent> {
  return parseAnswer(RecoveryCodeSentSchema, api.post('account/recovery/codes', { json: body, ...NO_AUTH }));
}

/** The texted code and the new password; answers the number to log in with. */
export async function setPasswordWithCode(body: RecoveryPasswordRequest): Promise<PhoneChangeAnswer> {
  return parseAnswer(PhoneChangeAnswerSchema, api.post('account/recovery/codes/password', { json: body, ...NO_AUTH }));
}

/** The first password of an account the site registered (decision 079): a code texted to its number, on every server. */
export async function sendFirstPasswordCode(body: RecoveryCodeRequest): Promise<RecoveryCodeSent> {
  return parseAnswer(RecoveryCodeSentSchema, api.post('account/firstPassword/codes', { json: body, ...NO_AUTH }));
}

/** The texted code, the first password and the agreements; answers the number to log in with. */
export async function setFirstPassword(body: FirstPasswordRequest): Promise<PhoneChangeAnswer> {
  return parseAnswer(PhoneChangeAnswerSchema, api.post('account/firstPassword/codes/password', { json: body, ...NO_AUTH }));
}

export async function changePhoneByRecovery(flow: FlowCredentials): Promise<PhoneChangeAnswer> {
  return parseAnswer(PhoneChangeAnswerSchema, api.post('account/recovery/phone', { json: credentials(flow), ...NO_AUTH }));
}

export async function changeMyPhone(flow: FlowCredentials): Promise<PhoneChangeAnswer> {
  return parseAnswer(PhoneChangeAnswerSchema, api.post('account/phone', { json: credentials(flow) }));
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.post('account/password', { json: body });
}

export async function cancelAccount(body: CancelAccountRequest): Promise<void> {
  await api.post('account/cancel', { json: body });
}

export async function getAccount(signal: AbortSignal): Promise<AccountSummary> {
  return parseAnswer(AccountSummarySchema, api.get('account', { signal }));
}

/** The address employment contracts print; answers the account with it. */
export async function saveAddress(body: AddressRequest): Promise<AccountSummary> {
  return parseAnswer(AccountSummarySchema, api.put('account/address', { json: body }));
}

export async function listMyProjects(signal: AbortSignal): Promise<WorkerProject[]> {
  return (await parseAnswer(WorkerProjectListSchema, api.get('users/projects', { signal }))).items;
}

export async function chooseHomeProject(projectCode: string): Promise<void> {
  await api.put('users/homeProject', { json: { projectCode } });
}

/** The worker's own face photo for the gate, as a site took it (decision 080). */
export async function getOwnPhoto(signal: AbortSignal): Promise<Blob> {
  return api.get('account/photo', { signal }).blob();
}

/** Where the worker's pay goes (issue 34), masked; null while none is entered (the API's 204). */
export async function getPayAccount(signal?: AbortSignal): Promise<PayAccount | null> {
  return parseAnswerOrNone(PayAccountSchema, api.get('account/payAccount', signal ? { signal } : {}));
}

export async function savePayAccount(body: PayAccountRequest): Promise<PayAccount> {
  return parseAnswer(PayAccountSchema, api.put('account/payAccount', { json: body }));
}
