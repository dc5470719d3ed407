/** The signed-in admin's passkeys (decision 063): add (options → the new credential), list, remove. Loaded with the passkeys dialog only. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  AdminPasskeyListSchema,
  AdminPasskeySchema,
  PasskeyRegistrationSchema,
  type AdminPasskey,
  type AdminPasskeyList,
  type PasskeyAddRequest,
  type PasskeyRegistration,
} from '#contract/api-passkeys.ts';

export async function listPasskeys(signal?: AbortSignal): Promise<AdminPasskeyList> {
  return parseAnswer(AdminPasskeyListSchema, api.get('admin/passkeys', signal ? { signal } : {}));
}

/** The options for navigator.credentials.create() and the token that goes back with its answer. */
export async function startRegistration(): Promise<PasskeyRegistration> {
  return parseAnswer(PasskeyRegistrationSchema, api.post('admin/passkeys/options', { json: {} }));
}

export async function addPasskey(body: PasskeyAddRequest): Promise<AdminPasskey> {
  return parseAnswer(AdminPasskeySchema, api.post('admin/passkeys', { json: body }));
}

export async function removePasskey(id: string): Promise<void> {
  await api.delete(`admin/passkeys/${encodeURIComponent(id)}`);
}
