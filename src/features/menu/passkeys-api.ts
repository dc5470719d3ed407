/**
 * The signed-in person's own passkeys: an admin's (decision 063) or a worker's (decision 092). Add
 * (options → the new credential), list, remove; the same calls under each role's path. Loaded with
 * the passkeys dialog only.
 */
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

/** Whose passkeys the dialog shows: the signed-in admin's or worker's. */
export type PasskeyRole = 'admin' | 'worker';

const PATH: Record<PasskeyRole, string> = { admin: 'admin/passkeys', worker: 'account/passkeys' };

export async function listPasskeys(role: PasskeyRole, signal?: AbortSignal): Promise<PasskeyList> {
  return parseAnswer(PasskeyListSchema, api.get(PATH[role], signal ? { signal } : {}));
}

/** The options for navigator.credentials.create() and the token that goes back with its answer. */
export async function startRegistration(role: PasskeyRole): Promise<PasskeyRegistration> {
  return parseAnswer(PasskeyRegistrationSchema, api.post(`${PATH[role]}/options`, { json: {} }));
}

export async function addPasskey(role: PasskeyRole, body: PasskeyAddRequest): Promise<Passkey> {
  return parseAnswer(PasskeySchema, api.post(PATH[role], { json: body }));
}

export async function removePasskey(role: PasskeyRole, id: string): Promise<void> {
  await api.delete(`${PATH[role]}/${encodeURIComponent(id)}`);
}
