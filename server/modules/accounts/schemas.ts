/**
 * The zod schemas of the account calls (issue 3), written to match
 * contract/account-contract.ts (account-schemas.test.ts checks the types agree). Input
 * rules come from contract/ (identity-rules.ts, input-rules.ts), the ones the app applies.
 */
import { z } from '@hono/zod-openapi';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { IDENTITY_SERVICES, VERIFICATION_PURPOSES } from '#contract/account-contract.ts';
import { checkBirthDate, checkName, checkRrn, NATIONALITIES, normalizeBirthDate } from '#contract/identity-rules.ts';
import { checkNewPassword } from '#contract/input-rules.ts';
import { ruled } from '../../http/schemas.ts';

const MAX_NAME = 200;
const MAX_RRN = 40;
const MAX_SECRET = 200;
const MAX_PASSWORD = 256;

const secret = (description: string) => z.string().min(1).max(MAX_SECRET).openapi({ description });
const language = z.enum(['ko', 'en']).openapi({ description: 'The account language (texts, SMS).' });
const nationality = z.enum(NATIONALITIES as ['korean', 'foreigner']).openapi({ description: 'korean or foreigner.' });
const name = ruled(checkName, MAX_NAME).openapi({ example: '홍길동', description: 'Letters of any script, spaces and . - \' · , only; at most 50 characters.' });
const birthDate = z.string().max(20).openapi({ example: '1990-01-01', description: 'yyyy-mm-dd (or yyyymmdd).' });

/** "Today" in Seoul (yyyy-mm-dd) for the birth-date rules: a server clock day is close enough at this grain. */
const todayText = () => todayInSeoul().toString();

export const JoinClaimSchema = z
  .object({
    language,
    name,
    rrn: z.string().max(MAX_RRN).openapi({ example: '900101-1234567', description: '13 digits; a hyphen after the 6th is allowed. Never answered back.' }),
    nationality: z.string().max(20).openapi({ type: 'string', enum: ['korean', 'foreigner'] }),
    birthDate,
  })
  .superRefine((value, ctx) => {
    const rule = (path: string, code: string | null) => {
      if (code) ctx.addIssue({ code: 'custom', path: [path], message: code, params: { rule: code } });
    };
    const nationalityRule = (NATIONALITIES as readonly string[]).includes(value.nationality) ? null : 'nationalityRequired';
    rule('nationality', nationalityRule);
    rule('rrn', checkRrn(value.rrn, nationalityRule ? '' : (value.nationality as 'korean' | 'foreigner'), todayText()));
    rule('birthDate', checkBirthDate(value.birthDate, value.rrn, todayText()));
  })
  .transform((value) => ({ ...value, nationality: value.nationality as 'korean' | 'foreigner', birthDate: normalizeBirthDate(value.birthDate) ?? value.birthDate }))
  .openapi('JoinClaim');

export const RecoveryClaimSchema = z
  .object({ name, birthDate })
  .superRefine((value, ctx) => {
    const code = checkBirthDate(value.birthDate, '', todayText());
    if (code) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: code, params: { rule: code } });
  })
  .transform((value) => ({ ...value, birthDate: normalizeBirthDate(value.birthDate) ?? value.birthDate }))
  .openapi('RecoveryClaim');

export const VerificationFlowRequestSchema = z
  .object({
    purpose: z.enum(VERIFICATION_PURPOSES).openapi({ description: 'join (no auth), recovery (no auth), changePhone (worker bearer).' }),
    join: JoinClaimSchema.optional(),
    recovery: RecoveryClaimSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.purpose === 'join' && !value.join) ctx.addIssue({ code: 'custom', path: ['join'], message: 'required', params: { rule: 'required' } });
    if (value.purpose === 'recovery' && !value.recovery) ctx.addIssue({ code: 'custom', path: ['recovery'], message: 'required', params: { rule: 'required' } });
  })
  .openapi('VerificationFlowRequest');

export const VerificationFlowSchema = z
  .object({
    flowId: z.string(),
    flowSecret: z.string().openapi({ description: 'Keep it in this tab only; every later call of the flow sends it.' }),
    expiresAt: z.string().openapi({ description: 'ISO 8601.' }),
  })
  .openapi('VerificationFlow');

const flowCredentials = { flowId: secret('The flow id.'), flowSecret: secret('The flow secret.') };

export const ProviderStartRequestSchema = z
  .object({ ...flowCredentials, service: z.enum(IDENTITY_SERVICES).openapi({ description: 'realName (sign-up, first) or phone.' }) })
  .openapi('ProviderStartRequest');

export const ProviderStartSchema = z
  .object({
    action: z.string().openapi({ description: "The provider page's URL." }),
    method: z.enum(['POST', 'GET']),
    fields: z.record(z.string(), z.string()).openapi({ description: 'Hidden form fields to submit as they are.' }),
  })
  .openapi('ProviderStart');

export const RedeemRequestSchema = z.object({ ...flowCredentials, ref: secret('The `ref` the provider returned with.') }).openapi('RedeemRequest');

export const VerificationOutcomeSchema = z
  .object({
    service: z.enum(IDENTITY_SERVICES),
    name: z.string().optional(),
    phone: z.string().optional().openapi({ example: '010-1234-5678' }),
    accountPhone: z.string().optional().openapi({ example: '010-****-5678' }),
  })
  .openapi('VerificationOutcome');

export const JoinRequestSchema = z
  .object({
    ...flowCredentials,
    password: ruled(checkNewPassword, MAX_PASSWORD).openapi({ description: 'At least 10 characters mixing letters, digits and symbols.' }),
    agreements: z.array(z.string().max(40)).max(20).openapi({ example: ['privacy-2', 'terms-1'], description: 'Policy ids agreed to; all required current ones must be there.' }),
  })
  .openapi('JoinRequest');

export const JoinAnswerSchema = z.object({ phone: z.string().openapi({ example: '010-1234-5678' }) }).openapi('JoinAnswer');
export const FlowCredentialsSchema = z.object(flowCredentials).openapi('FlowCredentials');
export const PasswordReissueAnswerSchema = z.object({ sentTo: z.string().openapi({ example: '010-****-5678' }) }).openapi('PasswordReissueAnswer');
export const PhoneChangeAnswerSchema = z.object({ phone: z.string().openapi({ example: '010-1234-5678' }) }).openapi('PhoneChangeAnswer');

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1).max(MAX_PASSWORD),
    newPassword: ruled(checkNewPassword, MAX_PASSWORD),
  })
  .superRefine((value, ctx) => {
    if (value.currentPassword === value.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'passwordSame', params: { rule: 'passwordSame' } });
  })
  .openapi('ChangePasswordRequest');

export const CancelAccountRequestSchema = z
  .object({
    password: z.string().min(1).max(MAX_PASSWORD),
    confirmPrecautions: z.boolean().openapi({ description: 'Must be true: the precautions were read.' }),
  })
  .superRefine((value, ctx) => {
    if (!value.confirmPrecautions) ctx.addIssue({ code: 'custom', path: ['confirmPrecautions'], message: 'precautionsRequired', params: { rule: 'precautionsRequired' } });
  })
  .openapi('CancelAccountRequest');

export const AccountSummarySchema = z
  .object({
    name: z.string(),
    phone: z.string().openapi({ example: '010-1234-5678' }),
    birthDate: z.string().openapi({ example: '1990-01-01' }),
    rrnMasked: z.string().nullable().openapi({ example: '900101-1******' }),
    nationality: nationality.nullable(),
    language,
    joinedAt: z.string(),
  })
  .openapi('AccountSummary');

export const LanguageRequestSchema = z.object({ language }).openapi('LanguageRequest');

export const WorkerProjectSchema = z
  .object({
    customerCode: z.string(),
    customerName: z.string(),
    corporationName: z.string(),
    projectCode: z.string(),
    projectName: z.string(),
    projectAddress: z.string(),
    home: z.boolean(),
  })
  .openapi('WorkerProject');

export const WorkerProjectListSchema = z.object({ items: z.array(WorkerProjectSchema) }).openapi('WorkerProjectList');
export const HomeProjectRequestSchema = z
  .object({ projectCode: ruled((value) => (value.trim() === '' ? 'siteRequired' : null), 40) })
  .openapi('HomeProjectRequest');

export const BankCertStartSchema = z
  .object({ requestId: z.string(), requestSecret: z.string(), start: ProviderStartSchema })
  .openapi('BankCertStart');

export const BankCertLoginRequestSchema = z
  .object({ requestId: secret('The request id.'), requestSecret: secret('The request secret.'), ref: secret('The `ref` of the return.') })
  .openapi('BankCertLoginRequest');

export const HomeProjectSettingSchema = z
  .object({
    customerCode: z.string(),
    customerName: z.string(),
    corporationCode: z.string(),
    corporationName: z.string(),
    projectCode: z.string(),
    projectName: z.string(),
    projectAddress: z.string(),
  })
  .openapi('HomeProjectSetting');
