/**
 * Passkeys: an admin's login by passkey (instead of the SMS code, decision 063), a worker's (instead
 * of the password, decision 092) and each one's own passkeys (add, list, remove). The options and credentials are WebAuthn's JSON forms
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, …), as @simplewebauthn/browser
 * takes and gives them; an absent field is absent (exactOptional), as in WebAuthn's own types. Kept
 * apart from api-auth.ts: only screens loaded on demand import this file, so the first screens do
 * not carry it.
 */
import * as v from 'valibot';
import { instantField, requiredString } from './api-common.ts';

const MAX_TOKEN = 4096;
/** Credential ids are at most 1023 bytes (WebAuthn): 1364 base64url characters. */
const MAX_CREDENTIAL_ID = 1400;

const token = v.pipe(requiredString(MAX_TOKEN), v.description('A JWT.'));

/** base64url text, as WebAuthn's JSON forms write bytes. */
/* @__NO_SIDE_EFFECTS__ */
const base64url = (maxLength: number) => v.pipe(requiredString(maxLength), v.regex(/^[A-Za-z0-9_-]+$/));

const userVerification = v.picklist(['required', 'preferred', 'discouraged']);
const attachment = v.picklist(['platform', 'cross-platform']);

/** A credential the browser may use (allowCredentials) or must not register again (excludeCredentials). */
export const PasskeyDescriptorSchema = v.object({
  id: v.string(),
  type: v.literal('public-key'),
  transports: v.exactOptional(v.array(v.string())),
});

/** What navigator.credentials.get() takes (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptionsSchema = v.object({
  challenge: v.pipe(v.string(), v.description('base64url; works once, for 5 minutes.')),
  rpId: v.exactOptional(v.string()),
  timeout: v.exactOptional(v.number()),
  userVerification: v.exactOptional(userVerification),
  allowCredentials: v.exactOptional(v.array(PasskeyDescriptorSchema)),
});
export type PasskeyRequestOptions = v.InferOutput<typeof PasskeyRequestOptionsSchema>;

/** What navigator.credentials.create() takes (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptionsSchema = v.object({
  rp: v.object({ id: v.exactOptional(v.string()), name: v.string() }),
  user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
  challenge: v.pipe(v.string(), v.description('base64url; works once, for 5 minutes.')),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.literal('public-key') })),
  timeout: v.exactOptional(v.number()),
  excludeCredentials: v.exactOptional(v.array(PasskeyDescriptorSchema)),
  authenticatorSelection: v.exactOptional(
    v.object({
      authenticatorAttachment: v.exactOptional(attachment),
      requireResidentKey: v.exactOptional(v.boolean()),
      residentKey: v.exactOptional(v.picklist(['discouraged', 'preferred', 'required'])),
      userVerification: v.exactOptional(userVerification),
    }),
  ),
  hints: v.exactOptional(v.array(v.picklist(['hybrid', 'security-key', 'client-device']))),
  attestation: v.exactOptional(v.picklist(['none', 'indirect', 'direct', 'enterprise'])),
});
export type PasskeyCreationOptions = v.InferOutput<typeof PasskeyCreationOptionsSchema>;

const credentialId = v.pipe(base64url(MAX_CREDENTIAL_ID), v.description('base64url.'));
/** The browser's extension results; none is read, so none is kept. */
const extensionResults = v.object({});

/** What navigator.credentials.get() gave (AuthenticationResponseJSON). */
export const PasskeyAssertionSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: v.exactOptional(base64url(1024)),
  }),
  authenticatorAttachment: v.exactOptional(attachment),
  clientExtensionResults: extensionResults,
});
export type PasskeyAssertion = v.InferOutput<typeof PasskeyAssertionSchema>;

/** What navigator.credentials.create() gave (RegistrationResponseJSON). */
export const PasskeyAttestationSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: v.exactOptional(base64url(8192)),
    transports: v.exactOptional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(10))),
    publicKeyAlgorithm: v.exactOptional(v.pipe(v.number(), v.integer())),
    publicKey: v.exactOptional(base64url(8192)),
  }),
  authenticatorAttachment: v.exactOptional(attachment),
  clientExtensionResults: extensionResults,
});
export type PasskeyAttestation = v.InferOutput<typeof PasskeyAttestationSchema>;

/** POST /admin/auth/passkey/options: the challenge named by verify's passkeyToken. */
export const AdminPasskeyChallengeRequestSchema = v.object({ passkeyToken: token });

/** POST /admin/auth/passkey: the passkey's answer to that challenge (answers AdminVerifyAnswer). */
export const AdminPasskeyLoginRequestSchema = v.object({ passkeyToken: token, credential: PasskeyAssertionSchema });
export type AdminPasskeyLoginRequest = v.InferOutput<typeof AdminPasskeyLoginRequestSchema>;

/** POST /auth/passkey: a worker's passkey's answer to the challenge of POST /auth/passkey/options (answers UserSession). */
export const WorkerPasskeyLoginRequestSchema = v.object({ credential: PasskeyAssertionSchema });
export type WorkerPasskeyLoginRequest = v.InferOutput<typeof WorkerPasskeyLoginRequestSchema>;

/** The answer of POST /admin/passkeys/options and POST /account/passkeys/options: the options for the browser and the token that goes back with its answer. */
export const PasskeyRegistrationSchema = v.object({
  registrationToken: v.pipe(v.string(), v.description('Send it back (POST /admin/passkeys or /account/passkeys) with the new credential; valid 5 minutes, once.')),
  options: PasskeyCreationOptionsSchema,
});
export type PasskeyRegistration = v.InferOutput<typeof PasskeyRegistrationSchema>;

/** POST /admin/passkeys and POST /account/passkeys: the new credential. */
export const PasskeyAddRequestSchema = v.object({ registrationToken: token, credential: PasskeyAttestationSchema });
export type PasskeyAddRequest = v.InferOutput<typeof PasskeyAddRequestSchema>;

/** One of the admin's or the worker's passkeys. */
export const PasskeySchema = v.object({
  id: v.pipe(v.string(), v.description('The passkey (not the credential id).')),
  label: v.pipe(v.string(), v.description('The browser and system it was added on, e.g. "Chrome on Android".')),
  createdAt: instantField(),
  lastUsedAt: v.nullable(instantField('ISO 8601 with offset; null until a login used it.')),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;

/** GET /admin/passkeys and GET /account/passkeys: newest first. */
export const PasskeyListSchema = v.object({ items: v.array(PasskeySchema) });
export type PasskeyList = v.InferOutput<typeof PasskeyListSchema>;

/** DELETE /admin/passkeys/{id} and DELETE /account/passkeys/{id}. */
export const PasskeyParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(), v.examples(['3f1c7a52-5d0e-4c7e-9a51-000000000001'])) });
