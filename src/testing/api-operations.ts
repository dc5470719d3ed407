/**
 * Every call of the API, by method and path after the prefix (`{id}` for a path parameter), with what
 * its success answer is in the contract: the JSON schema the server answers with (the same one the
 * app parses with), its status, and whether "nothing yet" (204) is an answer too. The fake API
 * (./fake-api.ts) types and checks a test's answers with it. Written from the server's route
 * definitions (server/modules/…/routes.ts, as GET /openapi.json lists them): a call the server adds
 * is added here by hand, and a schema renamed in the contract fails the type check here.
 */
import { OfficeFileAuditSchema, OfficeMonthSchema, ReportCodeSchema } from '#contract/api-office.ts';
import type * as v from 'valibot';
import { AccountSummarySchema, PayAccountSchema, JoinAnswerSchema, PasswordReissueAnswerSchema, PhoneChangeAnswerSchema, RecoveryCodeSentSchema } from '#contract/api-accounts.ts';
import { AdminCodeSentSchema, AdminSessionSchema, AdminVerifyAnswerSchema, CorporationSiteSchema, SessionCheckAnswerSchema, UserSessionSchema } from '#contract/api-auth.ts';
import { ContractSummarySchema, ContractYearSchema, PayDocumentYearSchema } from '#contract/api-certificates.ts';
import { ContractTemplateListSchema, ContractTemplateSchema } from '#contract/api-contract-templates.ts';
import {
  EmploymentSchema,
  InvitationSentSchema,
  PhoneChangeCodeSentSchema,
  SafetyTrainingSchema,
  TrainingCardPhotoSchema,
  WorkerIdentitySchema,
  WorkerLookupSchema,
  WorkerPhoneChangedSchema,
  WorkerPhotoSchema,
} from '#contract/api-employment.ts';
import { AdminCorrectionPageSchema, AdminCorrectionSchema, CorrectionPageSchema, CorrectionSchema, WorkDayDetailSchema } from '#contract/api-corrections.ts';
import { BankCertStartSchema, ProviderStartSchema, VerificationFlowSchema, VerificationOutcomeSchema } from '#contract/api-identity.ts';
import { VerificationOfferSchema } from '#contract/api-identity-offer.ts';
import { PushConfigSchema } from '#contract/api-notifications.ts';
import { PasskeyListSchema, PasskeySchema, PasskeyRegistrationSchema, PasskeyRequestOptionsSchema } from '#contract/api-passkeys.ts';
import { DailySettlementSchema, PayStatementSchema, YearlyPaySchema } from '#contract/api-pay.ts';
import { PolicyListSchema, PolicySchema } from '#contract/api-policies.ts';
import { HomeProjectSettingSchema, WorkerProjectListSchema } from '#contract/api-projects.ts';
import { QnaInquirySchema, QnaPageSchema } from '#contract/api-qna.ts';
import { RosterSchema } from '#contract/api-roster.ts';
import { DeviceKeyAnswerSchema, JoinCodeSchema, QrCodeSchema, QrCodeStatusSchema, QrEventListSchema, QrNextEventSchema, QrScanAnswerSchema, ScannerKeysSchema, SiteWorkerListSchema } from '#contract/api-qr.ts';
import { MonthlyWorkSchema, WeeklyWorkSchema } from '#contract/api-work.ts';

/** A success answer: JSON checked by `schema` with `status`; `orNothing`: 204 without a body is one too. */
export interface JsonAnswer<S extends v.GenericSchema = v.GenericSchema> {
  kind: 'json';
  schema: S;
  status: 200 | 201;
  orNothing: boolean;
}
/** A success answer without a body (204). */
export interface NothingAnswer {
  kind: 'nothing';
}
/** A success answer that is a file (a PDF, a photo): the fake answers it with a Blob. */
export interface FileAnswer {
  kind: 'file';
  contentType: string;
}
export type SuccessAnswer = JsonAnswer | NothingAnswer | FileAnswer;

const json = <S extends v.GenericSchema>(schema: S, status: 200 | 201 = 200) => ({ kind: 'json', schema, status, orNothing: false }) as const;
const jsonOrNothing = <S extends v.GenericSchema>(schema: S) => ({ kind: 'json', schema, status: 200, orNothing: true }) as const;
const nothing = { kind: 'nothing' } as const;
const file = (contentType: string) => ({ kind: 'file', contentType }) as const;

export const OPERATIONS = {
  // Worker and admin sessions
  'POST auth/login': json(UserSessionSchema),
  'POST auth/reissue': json(UserSessionSchema),
  'POST auth/userCheck': json(SessionCheckAnswerSchema),
  'POST auth/logout': nothing,
  'POST auth/passkey/options': json(PasskeyRequestOptionsSchema),
  'POST auth/passkey': json(UserSessionSchema),
  'POST auth/kb/requests': json(BankCertStartSchema, 201),
  'POST auth/kb/login': json(UserSessionSchema),
  'POST admin/auth/verify': json(AdminCodeSentSchema),
  'POST admin/auth/code': json(AdminVerifyAnswerSchema),
  'POST admin/auth/passkey/options': json(PasskeyRequestOptionsSchema),
  'POST admin/auth/passkey': json(AdminVerifyAnswerSchema),
  'POST admin/auth/login': json(AdminSessionSchema),
  'POST admin/auth/officeLogin': json(AdminSessionSchema),
  'POST admin/auth/reissue': json(AdminSessionSchema),
  'POST admin/auth/check': json(SessionCheckAnswerSchema),
  'POST admin/auth/logout': nothing,
  'GET admin/currentSite': json(CorporationSiteSchema),
  'POST admin/passkeys/options': json(PasskeyRegistrationSchema),
  'POST admin/passkeys': json(PasskeySchema, 201),
  'GET admin/passkeys': json(PasskeyListSchema),
  'DELETE admin/passkeys/{id}': nothing,
  'POST account/passkeys/options': json(PasskeyRegistrationSchema),
  'POST account/passkeys': json(PasskeySchema, 201),
  'GET account/passkeys': json(PasskeyListSchema),
  'DELETE account/passkeys/{id}': nothing,
  // Home, work and corrections
  'GET users/homeProjectSetting': jsonOrNothing(HomeProjectSettingSchema),
  'GET work/weekly': json(WeeklyWorkSchema),
  'GET work/monthly': json(MonthlyWorkSchema),
  // 200: the same request was sent before (the answer is the one it made); 201: a new one.
  'POST work/corrections': json(CorrectionSchema, 201),
  'GET work/corrections': json(CorrectionPageSchema),
  'DELETE work/corrections/{id}': json(CorrectionSchema),
  'GET work/corrections/{id}/photo': file('image/jpeg'),
  'GET work/day': json(WorkDayDetailSchema),
  'GET admin/corrections': json(AdminCorrectionPageSchema),
  'POST admin/corrections/{id}/decision': json(AdminCorrectionSchema),
  'GET admin/corrections/{id}/photo': file('image/jpeg'),
  'GET admin/workers/{userId}/photo': file('image/jpeg'),
  // A record for a worker without a phone (decision 081)
  'GET admin/siteRecords/workers': json(SiteWorkerListSchema),
  'POST admin/siteRecords': json(QrScanAnswerSchema, 201),
  'PUT admin/workers/{userId}/photo': json(WorkerPhotoSchema),
  'GET account/photo': file('image/jpeg'),
  // Contract templates (issue 33)
  'GET admin/contractTemplates': json(ContractTemplateListSchema),
  'POST admin/contractTemplates': json(ContractTemplateSchema, 201),
  'PUT admin/contractTemplates/{id}': json(ContractTemplateSchema),
  'DELETE admin/contractTemplates/{id}': nothing,
  // Taking workers on (issue 33)
  'GET admin/workers': json(WorkerLookupSchema),
  'POST admin/workers/byJoinCode': json(WorkerLookupSchema),
  'POST qr/joinCodes': json(JoinCodeSchema, 201),
  'POST admin/employments': json(WorkerLookupSchema, 201),
  'POST admin/workers': json(WorkerLookupSchema, 201),
  'POST admin/workers/{userId}/invitation': json(InvitationSentSchema),
  'POST admin/workers/{userId}/phone/codes': json(PhoneChangeCodeSentSchema),
  'PUT admin/workers/{userId}/phone': json(WorkerPhoneChangedSchema),
  'POST admin/employments/{contractId}/end': json(EmploymentSchema),
  'PUT admin/workers/{userId}/identity': json(WorkerIdentitySchema),
  'PUT admin/workers/{userId}/safetyTraining': json(SafetyTrainingSchema),
  'PUT admin/workers/{userId}/safetyTraining/photo': json(TrainingCardPhotoSchema),
  'GET admin/workers/{userId}/safetyTraining/photo': file('image/jpeg'),
  'GET admin/roster': json(RosterSchema),
  'GET admin/exports/day': file('text/csv; charset=utf-8'),
  'GET admin/exports/checkList': file('text/csv; charset=utf-8'),
  'GET admin/exports/month': file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  'PUT admin/roster/grace': json(RosterSchema),
  // The payroll office (issue 34)
  'GET office/month': json(OfficeMonthSchema),
  'POST office/month/close': json(OfficeMonthSchema),
  'GET office/files/audit': json(OfficeFileAuditSchema),
  'PUT office/reportCodes': json(ReportCodeSchema),
  'GET office/files/{kind}': file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  // Pay
  'GET pay/statement': jsonOrNothing(PayStatementSchema),
  'GET pay/daily': jsonOrNothing(DailySettlementSchema),
  'GET pay/yearly': jsonOrNothing(YearlyPaySchema),
  // Q&A
  'GET qna': json(QnaPageSchema),
  'POST qna': json(QnaInquirySchema, 201),
  'GET qna/{id}': json(QnaInquirySchema),
  'PUT qna/{id}': json(QnaInquirySchema),
  'DELETE qna/{id}': nothing,
  'POST staff/qna/{id}/answer': json(QnaInquirySchema),
  // QR attendance
  'POST qr/codes': json(QrCodeSchema, 201),
  'GET qr/codes/{id}': json(QrCodeStatusSchema),
  'POST qr/scans': json(QrScanAnswerSchema, 201),
  'GET qr/scanner-keys': json(ScannerKeysSchema),
  'POST qr/device-keys': json(DeviceKeyAnswerSchema, 201),
  'GET qr/events': json(QrEventListSchema),
  'GET admin/qr/events': json(QrEventListSchema),
  'GET qr/next-event': json(QrNextEventSchema),
  // Certificates
  'GET certificates/contracts': json(ContractYearSchema),
  'GET certificates/contracts/{id}': json(ContractSummarySchema),
  'GET certificates/contracts/{id}/pdf': file('application/pdf'),
  'POST certificates/contracts/{id}/signature': json(ContractSummarySchema, 201),
  'GET certificates/receipts': json(PayDocumentYearSchema),
  'GET certificates/receipts/pdf': file('application/pdf'),
  'GET certificates/statements': json(PayDocumentYearSchema),
  'GET certificates/statements/pdf': file('application/pdf'),
  // Identity, sign-up and the account
  'GET identity/offered': json(VerificationOfferSchema),
  'POST identity/flows': json(VerificationFlowSchema, 201),
  'POST identity/provider': json(ProviderStartSchema),
  'POST identity/redeem': json(VerificationOutcomeSchema),
  'POST join': json(JoinAnswerSchema, 201),
  'POST account/recovery/password': json(PasswordReissueAnswerSchema),
  'POST account/recovery/phone': json(PhoneChangeAnswerSchema),
  'POST account/recovery/codes': json(RecoveryCodeSentSchema),
  'POST account/recovery/codes/password': json(PhoneChangeAnswerSchema),
  'POST account/firstPassword/codes': json(RecoveryCodeSentSchema),
  'POST account/firstPassword/codes/password': json(PhoneChangeAnswerSchema),
  'POST account/phone/verification': json(VerificationFlowSchema, 201),
  'POST account/phone': json(PhoneChangeAnswerSchema),
  'GET account': json(AccountSummarySchema),
  'PUT account/address': json(AccountSummarySchema),
  'GET account/payAccount': jsonOrNothing(PayAccountSchema),
  'PUT account/payAccount': json(PayAccountSchema),
  'POST account/password': nothing,
  'POST account/cancel': nothing,
  'PUT account/language': nothing,
  'GET users/projects': json(WorkerProjectListSchema),
  'PUT users/homeProject': nothing,
  // Policies and notifications
  'GET policies': json(PolicyListSchema),
  'GET policies/agreements': json(PolicyListSchema),
  'GET policies/{id}': json(PolicySchema),
  'GET push/config': json(PushConfigSchema),
  'PUT push/subscription': nothing,
  'DELETE push/subscription': nothing,
} as const satisfies Record<string, SuccessAnswer>;

export type Operation = keyof typeof OPERATIONS;

/** The calls whose success answer is JSON, and its body as the server writes it (the schema's input). */
export type JsonOperation = { [K in Operation]: (typeof OPERATIONS)[K] extends JsonAnswer ? K : never }[Operation];
export type AnswerBody<K extends JsonOperation> = (typeof OPERATIONS)[K] extends JsonAnswer<infer S> ? v.InferInput<S> : never;
/** The calls that may answer 204 without a body. */
export type NothingOperation = { [K in Operation]: (typeof OPERATIONS)[K] extends NothingAnswer | { orNothing: true } ? K : never }[Operation];
export type FileOperation = { [K in Operation]: (typeof OPERATIONS)[K] extends FileAnswer ? K : never }[Operation];

const PATTERNS = (Object.keys(OPERATIONS) as Operation[]).map((operation) => {
  const [method, path] = operation.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return { operation, method, pattern };
});

/** The operation a request names (its method and its path after the API prefix), or null for a call the API does not have. */
export function operationOf(method: string, path: string): Operation | null {
  return PATTERNS.find((candidate) => candidate.method === method && candidate.pattern.test(path))?.operation ?? null;
}
