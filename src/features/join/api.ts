/** The sign-up call (the verification calls are shared: @/domain/identity/api). */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { JoinAnswerSchema, type JoinAnswer, type JoinRequest } from '#contract/api-accounts.ts';

export async function createAccount(body: JoinRequest): Promise<JoinAnswer> {
  return parseAnswer(JoinAnswerSchema, api.post('join', { json: body, ...NO_AUTH }));
}
