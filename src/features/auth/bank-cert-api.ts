/** The bank-certificate login (POST /auth/kb/requests, /auth/kb/login), loaded with its screen. */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { providerForm } from '@/domain/identity/api';
import { UserSessionSchema, type UserSession } from '#contract/api-auth.ts';
import { BankCertStartSchema, type BankCertLoginRequest, type BankCertStart } from '#contract/api-identity.ts';

/**
 * Starts a bank-certificate login: the request (its secret stays in this tab) and the provider form,
 * whose address must be this site or an https one (as every provider form, src/domain/identity/api.ts).
 */
export async function startBankCertLogin(): Promise<BankCertStart> {
  const answer = await parseAnswer(BankCertStartSchema, api.post('auth/kb/requests', { json: {}, ...NO_AUTH }));
  return { ...answer, start: providerForm(answer.start) };
}

export async function loginWithBankCert(body: BankCertLoginRequest): Promise<UserSession> {
  return parseAnswer(UserSessionSchema, api.post('auth/kb/login', { json: body, ...NO_AUTH }));
}
