/**
 * The logins' passkey calls: the admin's (decision 063) and the worker's (decision 092). Only the
 * passkey steps (./passkey-login.tsx, ./worker-passkey-login.tsx, each loaded when it shows) import
 * this file, so /adminLogin's and /login's first loads do not carry it.
 */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { AdminVerifyAnswerSchema, UserSessionSchema, type AdminVerifyAnswer, type UserSession } from '#contract/api-auth.ts';
import { PasskeyRequestOptionsSchema, type AdminPasskeyLoginRequest, type PasskeyRequestOptions, type WorkerPasskeyLoginRequest } from '#contract/api-passkeys.ts';

/** The challenge that verify's passkeyToken names, as navigator.credentials.get() takes it. */
export async function passkeyChallenge(passkeyToken: string): Promise<PasskeyRequestOptions> {
  return parseAnswer(PasskeyRequestOptionsSchema, api.post('admin/auth/passkey/options', { json: { passkeyToken }, ...NO_AUTH }));
}

/** The passkey's answer in place of the SMS code: answers the sites to choose from. */
export async function checkAdminPasskey(body: AdminPasskeyLoginRequest): Promise<AdminVerifyAnswer> {
  return parseAnswer(AdminVerifyAnswerSchema, api.post('admin/auth/passkey', { json: body, ...NO_AUTH }));
}

/** A worker's login challenge: it names nobody; the phone offers the worker's passkey. */
export async function workerPasskeyChallenge(): Promise<PasskeyRequestOptions> {
  return parseAnswer(PasskeyRequestOptionsSchema, api.post('auth/passkey/options', { json: {}, ...NO_AUTH }));
}

/** The passkey's answer in place of phone and password: answers the session, as the password login does. */
export async function logInWithPasskey(body: WorkerPasskeyLoginRequest): Promise<UserSession> {
  return parseAnswer(UserSessionSchema, api.post('auth/passkey', { json: body, ...NO_AUTH }));
}
