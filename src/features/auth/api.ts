/**
 * The calls of login, admin login and the start-up session check (spec §7). The start-up check
 * loads this file with the first screen: the bank-certificate login is in ./bank-cert-api.ts.
 */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  AdminCodeSentSchema,
  AdminSessionSchema,
  AdminVerifyAnswerSchema,
  SessionCheckAnswerSchema,
  UserSessionSchema,
  type AdminCodeRequest,
  type AdminCodeSent,
  type AdminLoginRequest,
  type AdminSession,
  type AdminVerifyAnswer,
  type AdminVerifyRequest,
  type LoginRequest,
  type SessionCheckAnswer,
  type UserSession,
} from '#contract/api-auth.ts';

export async function loginWorker(body: LoginRequest): Promise<UserSession> {
  return parseAnswer(UserSessionSchema, api.post('auth/login', { json: body, ...NO_AUTH }));
}

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

export async function checkUserSession(session: UserSession): Promise<SessionCheckAnswer> {
  const { accessToken, refreshToken } = session;
  return parseAnswer(SessionCheckAnswerSchema, api.post('auth/userCheck', { json: { accessToken, refreshToken }, ...NO_AUTH }));
}

export async function checkAdminSession(session: AdminSession): Promise<SessionCheckAnswer> {
  const { accessToken, refreshToken } = session;
  return parseAnswer(SessionCheckAnswerSchema, api.post('admin/auth/check', { json: { accessToken, refreshToken }, ...NO_AUTH }));
}
