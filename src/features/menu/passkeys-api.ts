/** The signed-in admin's passkeys (decision 063): add (options → the new credential), list, remove. Loaded with the passkeys dialog only. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  PasskeyListSchema,
  PasskeySchema,
  PasskeyRegistrationSchema,
  type Passkey,
  type PasskeyList,
  type PasskeyAddRequest,
  type PasskeyRegistration,
} from '#contract/api-passkeys.ts';

export async function listPasskeys(signal?: AbortSignal): Promise<PasskeyList> {
  return parseAnswer(PasskeyListSchema, api.get('admin/passkeys', signal ? { signal } : {}));
}

/** The options for navigator.credentials.create() and the token that goes back with its answer. */
export async function startRegistration(): Promise<PasskeyRegistration> {
  return parseAnswer(PasskeyRegistrationSchema, api.post('admin/passkeys/options', { json: {} }));
}

export async function addPasskey(body: PasskeyAddRequest): Promise<Passkey> {
  return parseAnswer(PasskeySchema, api.post('admin/passkeys', { json: body }));
}

export async function removePasskey(id: string): Promise<void> {
  await api.delete(`admin/passkeys/${encodeURIComponent(id)}`);
}
