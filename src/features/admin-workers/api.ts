/** The site admin's worker calls (issue 33, decisions 075, 076 and 079): find a person by phone number, register one without an account, take them on, end the employment, record the ID check and the safety training, change the phone number (decision 082). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
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
  type Employment,
  type EndEmploymentRequest,
  type IdentityRecord,
  type InvitationSent,
  type PhoneChangeCodeSent,
  type SafetyTraining,
  type SafetyTrainingRecord,
  type TakeOnRequest,
  type TrainingCardPhoto,
  type TrainingCardPhotoRecord,
  type WorkerIdentity,
  type WorkerLookup,
  type WorkerPhoneChange,
  type WorkerPhoneChanged,
  type WorkerPhoto,
  type WorkerPhotoRecord,
  type WorkerRegistration,
} from '#contract/api-employment.ts';

/** The person with that number (the name masked) and their newest contract at the admin's site; 404 ACCOUNT_NOT_FOUND when no account has it. */
export async function findWorker(phone: string, signal: AbortSignal): Promise<WorkerLookup> {
  return parseAnswer(WorkerLookupSchema, api.get('admin/workers', { searchParams: { phone }, signal }));
}

/** The person a "join this site" code names (decision 084), as a search by their number finds them: 422 JOIN_CODE_INVALID, 410 JOIN_CODE_EXPIRED. */
export async function findWorkerByJoinCode(code: string, signal: AbortSignal): Promise<WorkerLookup> {
  return parseAnswer(WorkerLookupSchema, api.post('admin/workers/byJoinCode', { json: { code }, signal }));
}

/** A contract from one of the site's templates, for the worker to sign (201: the worker with it). */
export async function takeOnWorker(request: TakeOnRequest): Promise<WorkerLookup> {
  return parseAnswer(WorkerLookupSchema, api.post('admin/employments', { json: request }));
}

/** The last day of an employment: the worker's codes are refused at the site from the day after. */
export async function endEmployment(contractId: string, request: EndEmploymentRequest): Promise<Employment> {
  return parseAnswer(EmploymentSchema, api.post(`admin/employments/${encodeURIComponent(contractId)}/end`, { json: request }));
}

/** The ID card checked now, and for a foreigner what it says (404 NOT_FOUND: the worker has no contract at the admin's site). */
export async function recordIdentity(userId: string, record: IdentityRecord): Promise<WorkerIdentity> {
  return parseAnswer(WorkerIdentitySchema, api.put(`admin/workers/${encodeURIComponent(userId)}/identity`, { json: record }));
}

/** The basic safety training card as the admin read it (404 NOT_FOUND: the worker has no contract at the admin's site). */
export async function recordSafetyTraining(userId: string, record: SafetyTrainingRecord): Promise<SafetyTraining> {
  return parseAnswer(SafetyTrainingSchema, api.put(`admin/workers/${encodeURIComponent(userId)}/safetyTraining`, { json: record }));
}

/** The photo of the training card on its own, once the training is recorded (404 NOT_FOUND: not taken on here, or no training recorded). */
export async function recordTrainingCardPhoto(userId: string, record: TrainingCardPhotoRecord): Promise<TrainingCardPhoto> {
  return parseAnswer(TrainingCardPhotoSchema, api.put(`admin/workers/${encodeURIComponent(userId)}/safetyTraining/photo`, { json: record }));
}

/** The photo of the training card (private, no-store): loaded into an object URL while it is shown, never kept. */
export async function getTrainingCardPhoto(userId: string, signal: AbortSignal): Promise<Blob> {
  return api.get(`admin/workers/${encodeURIComponent(userId)}/safetyTraining/photo`, { signal }).blob();
}

/** A person without an account, registered from the ID card (201: the person as a lookup shows them); they are texted how to set a password. */
export async function registerWorker(registration: WorkerRegistration): Promise<WorkerLookup> {
  return parseAnswer(WorkerLookupSchema, api.post('admin/workers', { json: registration }));
}

/** The text telling a registered person how to set their password, sent again. */
export async function resendInvitation(userId: string): Promise<InvitationSent> {
  return parseAnswer(InvitationSentSchema, api.post(`admin/workers/${encodeURIComponent(userId)}/invitation`));
}

/** The worker's face photo for the gate, with their consent (404 NOT_FOUND: no contract at the admin's site). */
export async function recordWorkerPhoto(userId: string, record: WorkerPhotoRecord): Promise<WorkerPhoto> {
  return parseAnswer(WorkerPhotoSchema, api.put(`admin/workers/${encodeURIComponent(userId)}/photo`, { json: record }));
}

/** Changing the number, step 1: a code texted to the new number (409 PHONE_TAKEN: another account has it). */
export async function sendPhoneChangeCode(userId: string, phone: string): Promise<PhoneChangeCodeSent> {
  return parseAnswer(PhoneChangeCodeSentSchema, api.post(`admin/workers/${encodeURIComponent(userId)}/phone/codes`, { json: { phone } }));
}

/** Step 2: the code the person read from the new phone makes it the login; every session of the worker ends. */
export async function changeWorkerPhone(userId: string, change: WorkerPhoneChange): Promise<WorkerPhoneChanged> {
  return parseAnswer(WorkerPhoneChangedSchema, api.put(`admin/workers/${encodeURIComponent(userId)}/phone`, { json: change }));
}
