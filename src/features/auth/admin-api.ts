/** The admin login's calls (docs/spec-notes.md §7, decision 061): the numbers, the SMS code, the site. Loaded with /adminLogin only. */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  AdminCodeSentSchema,
  AdminSessionSchema,
  AdminVerifyAnswerSchema,
  type AdminCodeRequest,
  type AdminCodeSent,
  type AdminLoginRequest,
  type AdminSession,
  type AdminVerifyAnswer,
  type AdminVerifyRequest,
} from '#contract/api-auth.ts';
import type { OfficeLoginRequest } from '#contract/api-office.ts';

/** Step 1 of the admin login: the numbers; the server texts a one-time code to the admin's phone. */
export async function verifyAdmin(body: AdminVerifyRequest): Promise<AdminCodeSent> {
  return parseAnswer(AdminCodeSentSchema, api.post('admin/auth/verify', { json: body, ...NO_AUTH }));
}

/** Step 2: the code from the text message; answers the sites to choose from. */
export async function checkAdminCode(body: AdminCodeRequest): Promise<AdminVerifyAnswer> {
  return parseAnswer(AdminVerifyAnswerSchema, api.post('admin/auth/code', { json: body, ...NO_AUTH }));
}

export async function loginAdmin(body: AdminLoginRequest): Promise<AdminSession> {
  return parseAnswer(AdminSessionSchema, api.post('admin/auth/login', { json: body, ...NO_AUTH }));
}

/** Step 3 for a corporation's payroll office (decision 088). */
export async function loginOffice(body: OfficeLoginRequest): Promise<AdminSession> {
  return parseAnswer(AdminSessionSchema, api.post('admin/auth/officeLogin', { json: body, ...NO_AUTH }));
}

