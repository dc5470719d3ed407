/** The site admin's worker calls (issue 33, decisions 075 and 076): find a person by phone number, take them on, end the employment, record the ID check and the safety training. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  EmploymentSchema,
  SafetyTrainingSchema,
  WorkerIdentitySchema,
  WorkerLookupSchema,
  type Employment,
  type EndEmploymentRequest,
  type IdentityRecord,
  type SafetyTraining,
  type SafetyTrainingRecord,
  type TakeOnRequest,
  type WorkerIdentity,
  type WorkerLookup,
} from '#contract/api-employment.ts';

/** The person with that number (the name masked) and their newest contract at the admin's site; 404 ACCOUNT_NOT_FOUND when no account has it. */
export async function findWorker(phone: string, signal: AbortSignal): Promise<WorkerLookup> {
  return parseAnswer(WorkerLookupSchema, api.get('admin/workers', { searchParams: { phone }, signal }));
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
