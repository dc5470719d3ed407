/**
 * Accounts (issue 3): sign-up, recovery (temporary password, phone change), the worker's own account
 * (summary, password, phone, language, cancellation) (decision 057:
 * api-common.ts says how schemas are written). The verification flows are in api-identity.ts, the
 * worker's projects in api-projects.ts.
 */
import * as v from 'valibot';
import { requiredString, ruleCheck, ruled } from './api-common.ts';
import { FlowCredentialsSchema, languageField } from './api-identity.ts';
import { BANKS, checkAccountNumber } from './banks.ts';
import { checkBirthDate, checkName, NATIONALITIES, normalizeBirthDate } from './identity-rules.ts';
import { ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, checkAddress, checkNewPassword, checkOneTimeCode, checkPhone } from './input-rules.ts';
import { todayInSeoul } from './seoul-time.ts';

const MAX_PASSWORD = 256;

/* @__NO_SIDE_EFFECTS__ */
const phone = (description: string) => v.pipe(v.string(), v.description(description), v.examples(['010-1234-5678']));

/** POST /join */
export const JoinRequestSchema = v.object({
  ...FlowCredentialsSchema.entries,
  password: v.pipe(ruled(checkNewPassword, MAX_PASSWORD), v.description('At least 10 characters mixing letters, digits and symbols.')),
  agreements: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(40))),
    v.maxLength(20),
    v.description('Policy ids agreed to; all required current ones must be there.'),
    v.examples([['privacy-2', 'terms-1']]),
  ),
});
export type JoinRequest = v.InferOutput<typeof JoinRequestSchema>;

export const JoinAnswerSchema = v.object({ phone: phone('The number to log in with.') });
export type JoinAnswer = v.InferOutput<typeof JoinAnswerSchema>;

/** POST /account/recovery/password: a temporary password goes to the account's phone by SMS. */
export const PasswordReissueAnswerSchema = v.object({ sentTo: v.pipe(v.string(), v.description('Masked.'), v.examples(['010-****-5678'])) });
export type PasswordReissueAnswer = v.InferOutput<typeof PasswordReissueAnswerSchema>;

/**
 * POST /account/recovery/codes: a forgotten password where the server has no identity provider
 * (issue 31). The registered number and birth date; a code goes by SMS when they name an account,
 * and the answer is the same either way (it does not tell whether the number has an account).
 */
export const RecoveryCodeRequestSchema = v.object({
  phone: v.pipe(ruled(checkPhone, 40), v.examples(['010-1234-5678'])),
  birthDate: v.pipe(
    ruled((value) => checkBirthDate(value, '', todayInSeoul().toString()), 20),
    v.transform((value) => normalizeBirthDate(value) ?? value),
    v.description('yyyy-mm-dd (or yyyymmdd), as registered.'),
    v.examples(['1990-01-01']),
  ),
});
export type RecoveryCodeRequest = v.InferOutput<typeof RecoveryCodeRequestSchema>;

export const RecoveryCodeSentSchema = v.object({
  codeToken: v.pipe(v.string(), v.description('Send it back with the code and the new password; it works as long as the code.')),
  sentTo: v.pipe(v.string(), v.description('The number given, masked: where the code went if it names an account.'), v.examples(['010-****-5678'])),
  expiresInSeconds: v.pipe(v.number(), v.integer(), v.description('How long the code works (300).')),
});
export type RecoveryCodeSent = v.InferOutput<typeof RecoveryCodeSentSchema>;

/** POST /account/recovery/codes/password: the texted code and the new password; every session of the account ends. */
export const RecoveryPasswordRequestSchema = v.object({
  codeToken: requiredString(200),
  code: v.pipe(ruled(checkOneTimeCode, 16), v.description('The six digits of the SMS; spaces are ignored.'), v.examples(['482913'])),
  password: v.pipe(ruled(checkNewPassword, MAX_PASSWORD), v.description('At least 10 characters mixing letters, digits and symbols.')),
});
export type RecoveryPasswordRequest = v.InferOutput<typeof RecoveryPasswordRequestSchema>;

/**
 * POST /account/firstPassword/codes/password (issue 33, decision 079): the first password of an
 * account the site registered, with the texted code, and the agreements a sign-up gives (every
 * required current one). The code is asked for as a recovery code is (RecoveryCodeRequest).
 */
export const FirstPasswordRequestSchema = v.object({
  ...RecoveryPasswordRequestSchema.entries,
  agreements: JoinRequestSchema.entries.agreements,
});
export type FirstPasswordRequest = v.InferOutput<typeof FirstPasswordRequestSchema>;

/** POST /account/recovery/phone and POST /account/phone: the verified number becomes the login; POST /account/recovery/codes/password: the number to log in with. */
export const PhoneChangeAnswerSchema = v.object({ phone: phone('The number to log in with.') });
export type PhoneChangeAnswer = v.InferOutput<typeof PhoneChangeAnswerSchema>;

/** POST /account/password: the same password again is `passwordSame`. */
export const ChangePasswordRequestSchema = v.pipe(
  v.object({ currentPassword: requiredString(MAX_PASSWORD), newPassword: ruled(checkNewPassword, MAX_PASSWORD) }),
  v.forward(
    ruleCheck((value: { currentPassword: string; newPassword: string }) => value.currentPassword !== value.newPassword, 'passwordSame'),
    ['newPassword'],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** POST /account/cancel */
export const CancelAccountRequestSchema = v.object({
  password: requiredString(MAX_PASSWORD),
  confirmPrecautions: v.pipe(
    v.boolean(),
    ruleCheck((value: boolean) => value, 'precautionsRequired'),
    v.description('Must be true: the precautions (docs/spec-notes.md §5) were read.'),
  ),
});
export type CancelAccountRequest = v.InferOutput<typeof CancelAccountRequestSchema>;

/** GET /account: the worker's own account, personal numbers masked. */
export const AccountSummarySchema = v.object({
  name: v.string(),
  phone: phone('The login number.'),
  birthDate: v.pipe(v.string(), v.description('yyyy-mm-dd.'), v.examples(['1990-01-01'])),
  rrnMasked: v.pipe(v.nullable(v.string()), v.description('null when none is on file.'), v.examples(['900101-1******'])),
  nationality: v.pipe(v.nullable(v.picklist(NATIONALITIES)), v.description('korean or foreigner.')),
  language: languageField,
  joinedAt: v.pipe(v.string(), v.description('ISO 8601.')),
  address: v.pipe(
    v.nullable(v.string()),
    v.description('The address employment contracts print; null: not given yet (signing a contract asks for it).'),
    v.examples(['경기도 성남시 분당구 정자일로 95, 101동 1203호']),
  ),
  photoTakenAt: v.pipe(v.nullable(v.string()), v.description('When a site took the face photo for the gate (GET /account/photo); null: none (decision 080).')),
});
export type AccountSummary = v.InferOutput<typeof AccountSummarySchema>;

/** PUT /account/language */
export const LanguageRequestSchema = v.object({ language: languageField });
export type LanguageRequest = v.InferOutput<typeof LanguageRequestSchema>;

/**
 * PUT /account/address: the worker's address, stored trimmed with each run of spaces as one. Rule
 * codes in `fields.address`: required, tooShort, tooLong, controlChars (contract/input-rules.ts).
 */
export const AddressRequestSchema = v.object({
  address: v.pipe(
    // Twice the longest address in UTF-16 units: anything longer is tooLong without reading it.
    ruled(checkAddress, ADDRESS_MAX_LENGTH * 2),
    v.description(`${String(ADDRESS_MIN_LENGTH)} to ${String(ADDRESS_MAX_LENGTH)} characters, no line breaks or other control characters.`),
    v.examples(['경기도 성남시 분당구 정자일로 95, 101동 1203호']),
  ),
});
export type AddressRequest = v.InferOutput<typeof AddressRequestSchema>;

/**
 * PUT /account/payAccount: where the worker's pay goes (issue 34). The bank by its code (contract/
 * banks.ts), the account number (digits, spaces and '-'; 10 to 16 digits; rule codes required,
 * format), the holder's name (identity-rules' name rule). Stored sealed; answered masked.
 */
export const PayAccountRequestSchema = v.object({
  bankCode: v.pipe(
    v.string(),
    ruleCheck((code: string) => BANKS.some((bank) => bank.code === code), 'bank'),
    v.description('The bank’s 3-digit code (004 KB국민은행, 088 신한은행, …).'),
    v.examples(['004']),
  ),
  accountNumber: v.pipe(ruled(checkAccountNumber, 40), v.description('Digits, spaces and "-"; 10 to 16 digits.'), v.examples(['123456-78-901234'])),
  holder: v.pipe(ruled(checkName, 100), v.description('The account holder’s name as the bank has it.'), v.examples(['김민준'])),
});
export type PayAccountRequest = v.InferOutput<typeof PayAccountRequestSchema>;

/** GET /account/payAccount (204 without one): the account, masked: only the office's bank transfer file has it in full. */
export const PayAccountSchema = v.object({
  bankCode: v.string(),
  bankName: v.string(),
  accountMasked: v.pipe(v.string(), v.description('The last four digits only.'), v.examples(['**********1234'])),
  holder: v.string(),
  updatedAt: v.pipe(v.string(), v.description('ISO 8601 with offset.')),
});
export type PayAccount = v.InferOutput<typeof PayAccountSchema>;
