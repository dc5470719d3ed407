/** The sign-up call (the verification calls are shared: @/domain/identity/api). */
import { api, NO_AUTH } from '@/platform/api/client';
import type { JoinAnswer, JoinRequest } from '#contract/account-contract.ts';
import { isRecord } from '@/domain/identity/api';

export async function createAccount(body: JoinRequest): Promise<JoinAnswer> {
  const answer: unknown = await api.post('join', { json: body, ...NO_AUTH }).json();
  if (isRecord(answer) && typeof answer.phone === 'string') return { phone: answer.phone };
  throw new TypeError('unexpected sign-up answer');
}
