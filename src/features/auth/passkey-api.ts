/**
 * The admin login's passkey calls (decision 063). Only the passkey step (./passkey-login.tsx, loaded
 * when the admin has a passkey) imports this file, so /adminLogin's first load does not carry it.
 */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { AdminVerifyAnswerSchema, type AdminVerifyAnswer } from '#contract/api-auth.ts';
import { PasskeyRequestOptionsSchema, type AdminPasskeyLoginRequest, type PasskeyRequestOptions } from '#contract/api-passkeys.ts';

/** The challenge that verify's passkeyToken names, as navigator.credentials.get() takes it. */
export async function passkeyChallenge(passkeyToken: string): Promise<PasskeyRequestOptions> {
  return parseAnswer(PasskeyRequestOptionsSchema, api.post('admin/auth/passkey/options', { json: { passkeyToken }, ...NO_AUTH }));
}

/** The passkey's answer in place of the SMS code: answers the sites to choose from. */
export async function checkAdminPasskey(body: AdminPasskeyLoginRequest): Promise<AdminVerifyAnswer> {
  return parseAnswer(AdminVerifyAnswerSchema, api.post('admin/auth/passkey', { json: body, ...NO_AUTH }));
}
