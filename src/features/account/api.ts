/** The account calls (issue 3): recovery, password and phone changes, cancellation, the account summary and the project choice. */
import { api, NO_AUTH } from '@/platform/api/client';
import type {
  AccountSummary,
  CancelAccountRequest,
  ChangePasswordRequest,
  FlowCredentials,
  PasswordReissueAnswer,
  PhoneChangeAnswer,
  WorkerProject,
} from '#contract/account-contract.ts';
import { isRecord } from '@/domain/identity/api';

function credentials(flow: FlowCredentials): FlowCredentials {
  return { flowId: flow.flowId, flowSecret: flow.flowSecret };
}

function parsePhone(value: unknown): PhoneChangeAnswer {
  if (isRecord(value) && typeof value.phone === 'string') return { phone: value.phone };
  throw new TypeError('unexpected phone change answer');
}

export async function reissuePassword(flow: FlowCredentials): Promise<PasswordReissueAnswer> {
  const value: unknown = await api.post('account/recovery/password', { json: credentials(flow), ...NO_AUTH }).json();
  if (isRecord(value) && typeof value.sentTo === 'string') return { sentTo: value.sentTo };
  throw new TypeError('unexpected password reissue answer');
}

export async function changePhoneByRecovery(flow: FlowCredentials): Promise<PhoneChangeAnswer> {
  return parsePhone(await api.post('account/recovery/phone', { json: credentials(flow), ...NO_AUTH }).json());
}

export async function changeMyPhone(flow: FlowCredentials): Promise<PhoneChangeAnswer> {
  return parsePhone(await api.post('account/phone', { json: credentials(flow) }).json());
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.post('account/password', { json: body });
}

export async function cancelAccount(body: CancelAccountRequest): Promise<void> {
  await api.post('account/cancel', { json: body });
}

export async function getAccount(signal: AbortSignal): Promise<AccountSummary> {
  const v: unknown = await api.get('account', { signal }).json();
  if (
    isRecord(v) &&
    typeof v.name === 'string' &&
    typeof v.phone === 'string' &&
    typeof v.birthDate === 'string' &&
    (v.rrnMasked === null || typeof v.rrnMasked === 'string') &&
    (v.nationality === null || v.nationality === 'korean' || v.nationality === 'foreigner') &&
    (v.language === 'ko' || v.language === 'en') &&
    typeof v.joinedAt === 'string'
  ) {
    return { name: v.name, phone: v.phone, birthDate: v.birthDate, rrnMasked: v.rrnMasked, nationality: v.nationality, language: v.language, joinedAt: v.joinedAt };
  }
  throw new TypeError('unexpected account');
}

const PROJECT_TEXT = ['customerCode', 'customerName', 'corporationName', 'projectCode', 'projectName', 'projectAddress'] as const;

export async function listMyProjects(signal: AbortSignal): Promise<WorkerProject[]> {
  const value: unknown = await api.get('users/projects', { signal }).json();
  if (!isRecord(value) || !Array.isArray(value.items)) throw new TypeError('unexpected project list');
  return value.items.map((item: unknown) => {
    if (!isRecord(item) || !PROJECT_TEXT.every((key) => typeof item[key] === 'string') || typeof item.home !== 'boolean') throw new TypeError('unexpected project');
    const v = item as Record<(typeof PROJECT_TEXT)[number], string> & { home: boolean };
    return {
      customerCode: v.customerCode,
      customerName: v.customerName,
      corporationName: v.corporationName,
      projectCode: v.projectCode,
      projectName: v.projectName,
      projectAddress: v.projectAddress,
      home: v.home,
    };
  });
}

export async function chooseHomeProject(projectCode: string): Promise<void> {
  await api.put('users/homeProject', { json: { projectCode } });
}
