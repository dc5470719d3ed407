/**
 * Identity verification (issue 3): verification flows, their provider trips (NICE-style real-name
 * and phone verification) and the bank-certificate login (KB-style) (decision 057: api-common.ts
 * says how schemas are written). Input rules come from identity-rules.ts; a broken rule answers its
 * code in `fields`.
 */
import * as v from 'valibot';
import { IDENTITY_SERVICES, VERIFICATION_PURPOSES } from './account-contract.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { ruled } from './api-common.ts';
import { checkBirthDate, checkName, checkRrn, NATIONALITIES, normalizeBirthDate, type Nationality } from './identity-rules.ts';
import { todayInSeoul } from './seoul-time.ts';

const MAX_NAME = 200;
const MAX_RRN = 40;
const MAX_SECRET = 200;

/* @__NO_SIDE_EFFECTS__ */
const secret = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_SECRET), v.description(description));

export const languageField = v.pipe(v.picklist(LANGUAGE_CODES), v.description('The account language (texts, SMS).'));
/** A person's name as their ID card writes it. */
export const nameField = v.pipe(
  ruled(checkName, MAX_NAME),
  v.description("Letters of any script, spaces and . - ' · , only; at most 50 characters."),
  v.examples(['홍길동']),
);
const birthDate = v.pipe(v.string(), v.maxLength(20), v.description('yyyy-mm-dd (or yyyymmdd).'), v.examples(['1990-01-01']));

/** "Today" in Seoul (yyyy-mm-dd) for the birth-date rules: a server clock day is close enough at this grain. */
const todayText = () => todayInSeoul().toString();

/** A rule on the whole object whose code (or null) lands on one of its fields, `fields.<key>`. */
function fieldRule<T extends Record<string, unknown>>(key: keyof T & string, code: (value: T) => string | null) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const found = code(dataset.value);
    const field: v.ObjectPathItem = { type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] };
    if (found) addIssue({ message: found, path: [field] });
  });
}

const isNationality = (value: string): value is Nationality => (NATIONALITIES as readonly string[]).includes(value);

/** Step 1 of /join: who the person says they are (validated as docs/accounts.md says: no check digit; the 7th digit consistent with nationality and birth date). */
const JoinClaimFields = v.object({
  language: languageField,
  name: nameField,
  rrn: v.pipe(v.string(), v.maxLength(MAX_RRN), v.description('13 digits; a hyphen after the 6th is allowed. Never answered back.'), v.examples(['900101-1234567'])),
  // A string, so a missing or unknown one answers `nationalityRequired` (and the number is still checked).
  nationality: v.pipe(v.string(), v.maxLength(20), v.metadata({ enum: [...NATIONALITIES] })),
  birthDate,
});
type JoinClaimInput = v.InferOutput<typeof JoinClaimFields>;

export const JoinClaimSchema = v.pipe(
  JoinClaimFields,
  fieldRule<JoinClaimInput>('nationality', (value) => (isNationality(value.nationality) ? null : 'nationalityRequired')),
  fieldRule<JoinClaimInput>('rrn', (value) => checkRrn(value.rrn, isNationality(value.nationality) ? value.nationality : '', todayText())),
  fieldRule<JoinClaimInput>('birthDate', (value) => checkBirthDate(value.birthDate, value.rrn, todayText())),
  // Past the rules: nationality is one of NATIONALITIES, birthDate a real date.
  v.transform((value) => ({ ...value, nationality: value.nationality as Nationality, birthDate: normalizeBirthDate(value.birthDate) ?? value.birthDate })),
);
export type JoinClaim = v.InferOutput<typeof JoinClaimSchema>;

/** The user check of /forgotPassword: the name and birth date the account was registered with. */
export const RecoveryClaimSchema = v.pipe(
  v.object({ name: nameField, birthDate }),
  fieldRule<{ name: string; birthDate: string }>('birthDate', (value) => checkBirthDate(value.birthDate, '', todayText())),
  v.transform((value) => ({ ...value, birthDate: normalizeBirthDate(value.birthDate) ?? value.birthDate })),
);
export type RecoveryClaim = v.InferOutput<typeof RecoveryClaimSchema>;

const VerificationFlowRequestFields = v.object({
  purpose: v.pipe(v.picklist(VERIFICATION_PURPOSES), v.description('join (no auth), recovery (no auth), changePhone (worker bearer).')),
  join: v.optional(JoinClaimSchema),
  recovery: v.optional(RecoveryClaimSchema),
});
type VerificationFlowRequestFields = v.InferOutput<typeof VerificationFlowRequestFields>;

/**
 * POST /identity/flows: starts a verification flow. `join` takes a JoinClaim, `recovery` a
 * RecoveryClaim, `changePhone` nothing (it needs the worker's bearer token).
 */
export const VerificationFlowRequestSchema = v.pipe(
  VerificationFlowRequestFields,
  fieldRule<VerificationFlowRequestFields>('join', (value) => (value.purpose === 'join' && !value.join ? 'required' : null)),
  fieldRule<VerificationFlowRequestFields>('recovery', (value) => (value.purpose === 'recovery' && !value.recovery ? 'required' : null)),
);

/** The flow's id and the secret only this browser tab holds; every later call of the flow sends both. */
export const VerificationFlowSchema = v.object({
  flowId: v.string(),
  flowSecret: v.pipe(v.string(), v.description('Keep it in this tab only; every later call of the flow sends it.')),
  expiresAt: v.pipe(v.string(), v.description('ISO 8601: the flow ends then (30 minutes).')),
});
export type VerificationFlow = v.InferOutput<typeof VerificationFlowSchema>;

const flowCredentials = { flowId: secret('The flow id.'), flowSecret: secret('The flow secret.') };

export const FlowCredentialsSchema = v.object(flowCredentials);
export type FlowCredentials = v.InferOutput<typeof FlowCredentialsSchema>;

/** POST /identity/provider */
export const ProviderStartRequestSchema = v.object({
  ...flowCredentials,
  service: v.pipe(v.picklist(IDENTITY_SERVICES), v.description('realName (sign-up, first) or phone.')),
});

/**
 * What the browser submits to the provider: a form of hidden fields posted to `action` (in a popup,
 * or in the same window in an installed app). The provider comes back to /niceSuccess or /kbCertLogin
 * with `?ref=…`, a one-time reference the server redeems.
 */
export const ProviderStartSchema = v.object({
  action: v.pipe(v.string(), v.description("The provider page's URL.")),
  method: v.picklist(['POST', 'GET']),
  fields: v.pipe(v.record(v.string(), v.string()), v.description('Hidden form fields to submit as they are.')),
});
export type ProviderStart = v.InferOutput<typeof ProviderStartSchema>;

/** POST /identity/redeem: the `ref` the provider returned with. */
export const RedeemRequestSchema = v.object({ ...flowCredentials, ref: secret('The `ref` the provider returned with.') });

/** A redeemed verification: which step passed, and what the person may see of the verified data (a field is absent, never null). */
export const VerificationOutcomeSchema = v.object({
  service: v.picklist(IDENTITY_SERVICES),
  name: v.exactOptional(v.pipe(v.string(), v.description('The verified name (phone step).'))),
  phone: v.exactOptional(v.pipe(v.string(), v.description('The verified mobile number (phone step).'), v.examples(['010-1234-5678']))),
  accountPhone: v.exactOptional(v.pipe(v.string(), v.description("recovery and changePhone: the account's number, masked."), v.examples(['010-****-5678']))),
});
export type VerificationOutcome = v.InferOutput<typeof VerificationOutcomeSchema>;

/** A call that takes no fields: POST /account/phone/verification, /auth/kb/requests. */
export const EmptySchema = v.object({});

/** POST /auth/kb/requests: a bank-certificate login starts (anonymous). */
export const BankCertStartSchema = v.object({ requestId: v.string(), requestSecret: v.string(), start: ProviderStartSchema });
export type BankCertStart = v.InferOutput<typeof BankCertStartSchema>;


/** POST /auth/kb/login; the answer is a UserSession (api-auth.ts). */
export const BankCertLoginRequestSchema = v.object({
  requestId: secret('The request id.'),
  requestSecret: secret('The request secret.'),
  ref: secret('The `ref` of the return.'),
});
export type BankCertLoginRequest = v.InferOutput<typeof BankCertLoginRequestSchema>;
