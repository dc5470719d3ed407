/**
 * Worker and admin authentication (docs/spec-notes.md §3, §7): login, the admin's verify → login, and the session
 * calls (reissue, check, logout) of both (decision 057: api-common.ts says how schemas are written).
 */
import * as v from 'valibot';
import { MAX_CODE, requiredString, ruled, yesNo } from './api-common.ts';
import { checkEmployeeNumber, checkOneTimeCode, checkPhone } from './input-rules.ts';

const MAX_PHONE = 40;
const MAX_PASSWORD = 256;
const MAX_TOKEN = 4096;

const mustChange = v.pipe(yesNo, v.description('N: the password must be changed before anything else.'));
const token = v.pipe(requiredString(MAX_TOKEN), v.description('A JWT.'));
const siteCode = ruled((value) => (value.trim() === '' ? 'siteRequired' : null), MAX_CODE);

/** The user session of docs/spec-notes.md §3, as answered by login and reissue. */
/**
 * An office the admin may log in to: one corporation's payroll (decision 088). Here, not in
 * api-office.ts: the app's shell reads the login's answers, and importing the office's module from here
 * put every office schema, and the pay and contract rules they import, in the first screen's script.
 */
export const OfficeChoiceSchema = v.object({ corporationCode: v.string(), corporationName: v.string() });
export type OfficeChoice = v.InferOutput<typeof OfficeChoiceSchema>;

export const UserSessionSchema = v.object({ accessToken: v.string(), refreshToken: v.string(), ynConvertPassword: mustChange });
export type UserSession = v.InferOutput<typeof UserSessionSchema>;

/** The admin session of docs/spec-notes.md §3. */
export const AdminSessionSchema = v.object({ accessToken: v.string(), refreshToken: v.string() });
export type AdminSession = v.InferOutput<typeof AdminSessionSchema>;

/** POST /auth/login. The server normalises the phone number. */
export const LoginRequestSchema = v.object({
  phone: v.pipe(ruled(checkPhone, MAX_PHONE), v.description("Digits and '-' only."), v.examples(['010-2345-6789'])),
  password: v.pipe(requiredString(MAX_PASSWORD), v.examples(['Wfm!demo2026'])),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** POST …/reissue and …/logout. */
export const ReissueRequestSchema = v.object({ refreshToken: token });

/** POST /auth/userCheck, /admin/auth/check: a stored session at start-up. */
export const SessionCheckRequestSchema = v.object({ accessToken: token, refreshToken: token });

/** ynConvertPassword only for the user check. */
export const SessionCheckAnswerSchema = v.object({ ok: v.literal(true), ynConvertPassword: v.optional(mustChange) });
export type SessionCheckAnswer = v.InferOutput<typeof SessionCheckAnswerSchema>;

/** POST /admin/auth/verify: step 1 of the admin login (the answer: AdminCodeSentSchema). */
export const AdminVerifyRequestSchema = v.object({
  phone: v.pipe(ruled(checkPhone, MAX_PHONE), v.examples(['010-9876-5432'])),
  employeeNumber: v.pipe(ruled(checkEmployeeNumber, MAX_CODE), v.examples(['A1001'])),
  preferPasskey: v.optional(
    v.pipe(
      v.boolean(),
      v.description('true: the app can use a passkey. When the admin has one, no SMS is sent and the answer carries a passkeyToken instead (ask again without this for the SMS).'),
    ),
  ),
});
export type AdminVerifyRequest = v.InferOutput<typeof AdminVerifyRequestSchema>;

/**
 * The answer of /admin/auth/verify: either a one-time code went by SMS to the admin's registered
 * phone (codeToken), or, when the app asked for it and the admin has a passkey, nothing was sent and
 * the passkey's challenge waits (passkeyToken, decision 063).
 */
export const AdminCodeSentSchema = v.object({
  codeToken: v.optional(v.pipe(v.string(), v.description('A code was sent: send this to /admin/auth/code with the code; valid as long as the code.'))),
  passkeyToken: v.optional(v.pipe(v.string(), v.description('No code was sent: this names a passkey challenge for /admin/auth/passkey/options and /admin/auth/passkey.'))),
  sentTo: v.pipe(v.string(), v.description('The registered phone number, masked: 010-****-5432 (where a code goes, or would go).')),
  expiresInSeconds: v.pipe(v.number(), v.integer(), v.description('How long the code or the challenge works (300).')),
});
export type AdminCodeSent = v.InferOutput<typeof AdminCodeSentSchema>;

/** POST /admin/auth/code: step 2 of the admin login, the code from the text message. */
export const AdminCodeRequestSchema = v.object({
  codeToken: token,
  code: v.pipe(ruled(checkOneTimeCode, 16), v.description('The six digits of the SMS; spaces are ignored.'), v.examples(['482913'])),
});
export type AdminCodeRequest = v.InferOutput<typeof AdminCodeRequestSchema>;

/** One corporation-site an admin may log in to. */
export const CorporationSiteSchema = v.object({ corporationCode: v.string(), corporationName: v.string(), siteCode: v.string(), siteName: v.string() });
export type CorporationSite = v.InferOutput<typeof CorporationSiteSchema>;

/** The answer of /admin/auth/code and /admin/auth/passkey: who the admin is and the sites to choose from. */
export const AdminVerifyAnswerSchema = v.object({
  verificationToken: v.pipe(v.string(), v.description('Valid 5 minutes; send it to /admin/auth/login with the chosen site, or to /admin/auth/officeLogin with the chosen office.')),
  adminName: v.string(),
  sites: v.array(CorporationSiteSchema),
  offices: v.pipe(v.array(OfficeChoiceSchema), v.description("The corporations whose payroll office the admin is (decision 088).")),
});
export type AdminVerifyAnswer = v.InferOutput<typeof AdminVerifyAnswerSchema>;

/** POST /admin/auth/login: step 3, the chosen corporation-site. */
export const AdminLoginRequestSchema = v.object({ verificationToken: token, corporationCode: siteCode, siteCode });
export type AdminLoginRequest = v.InferOutput<typeof AdminLoginRequestSchema>;
