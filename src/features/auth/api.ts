/**
 * The calls of the worker's login and the start-up session checks (docs/spec-notes.md §7). The start-up check
 * loads this file with every first screen, so it holds nothing more: the admin login's steps are in
 * ./admin-api.ts, the bank-certificate login in ./bank-cert-api.ts, passkeys in ./passkey-api.ts.
 */
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  SessionCheckAnswerSchema,
  UserSessionSchema,
  type AdminSession,
  type LoginRequest,
  type SessionCheckAnswer,
  type UserSession,
} from '#contract/api-auth.ts';

export async function loginWorker(body: LoginRequest): Promise<UserSession> {
  return parseAnswer(UserSessionSchema, api.post('auth/login', { json: body, ...NO_AUTH }));
}

export async function checkUserSession(session: UserSession): Promise<SessionCheckAnswer> {
  const { accessToken, refreshToken } = session;
  return parseAnswer(SessionCheckAnswerSchema, api.post('auth/userCheck', { json: { accessToken, refreshToken }, ...NO_AUTH }));
}

export async function checkAdminSession(session: AdminSession): Promise<SessionCheckAnswer> {
  const { accessToken, refreshToken } = session;
  return parseAnswer(SessionCheckAnswerSchema, api.post('admin/auth/check', { json: { accessToken, refreshToken }, ...NO_AUTH }));
}
