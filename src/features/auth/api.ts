/** The calls of login, admin login and the start-up session check (spec §7). */
import { api, NO_AUTH } from '@/platform/api/client';
import type {
  AdminLoginRequest,
  AdminSession,
  AdminVerifyAnswer,
  AdminVerifyRequest,
  CorporationSite,
  LoginRequest,
  SessionCheckAnswer,
  UserSession,
} from '#contract/api-contract.ts';
import type { BankCertLoginRequest, BankCertStart } from '#contract/account-contract.ts';
import { parseProviderStart } from '@/domain/identity/api';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseUserSession(value: unknown): UserSession {
  if (
    isRecord(value) &&
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    (value.ynConvertPassword === 'Y' || value.ynConvertPassword === 'N')
  ) {
    return { accessToken: value.accessToken, refreshToken: value.refreshToken, ynConvertPassword: value.ynConvertPassword };
  }
  throw new TypeError('unexpected login answer');
}

function parseAdminSession(value: unknown): AdminSession {
  if (isRecord(value) && typeof value.accessToken === 'string' && typeof value.refreshToken === 'string') {
    return { accessToken: value.accessToken, refreshToken: value.refreshToken };
  }
  throw new TypeError('unexpected admin login answer');
}

function parseSite(value: unknown): CorporationSite {
  if (
    isRecord(value) &&
    typeof value.corporationCode === 'string' &&
    typeof value.corporationName === 'string' &&
    typeof value.siteCode === 'string' &&
    typeof value.siteName === 'string'
  ) {
    return { corporationCode: value.corporationCode, corporationName: value.corporationName, siteCode: value.siteCode, siteName: value.siteName };
  }
  throw new TypeError('unexpected corporation-site');
}

function parseVerifyAnswer(value: unknown): AdminVerifyAnswer {
  if (isRecord(value) && typeof value.verificationToken === 'string' && typeof value.adminName === 'string' && Array.isArray(value.sites)) {
    return { verificationToken: value.verificationToken, adminName: value.adminName, sites: value.sites.map(parseSite) };
  }
  throw new TypeError('unexpected admin verify answer');
}

export async function loginWorker(body: LoginRequest): Promise<UserSession> {
  return parseUserSession(await api.post('auth/login', { json: body, ...NO_AUTH }).json());
}

export async function verifyAdmin(body: AdminVerifyRequest): Promise<AdminVerifyAnswer> {
  return parseVerifyAnswer(await api.post('admin/auth/verify', { json: body, ...NO_AUTH }).json());
}

export async function loginAdmin(body: AdminLoginRequest): Promise<AdminSession> {
  return parseAdminSession(await api.post('admin/auth/login', { json: body, ...NO_AUTH }).json());
}

export async function checkUserSession(session: UserSession): Promise<SessionCheckAnswer> {
  const answer: unknown = await api
    .post('auth/userCheck', { json: { accessToken: session.accessToken, refreshToken: session.refreshToken }, ...NO_AUTH })
    .json();
  const ynConvertPassword = isRecord(answer) && (answer.ynConvertPassword === 'Y' || answer.ynConvertPassword === 'N') ? answer.ynConvertPassword : undefined;
  return ynConvertPassword ? { ok: true, ynConvertPassword } : { ok: true };
}

/** Starts a bank-certificate login: the request (its secret stays in this tab) and the provider form. */
export async function startBankCertLogin(): Promise<BankCertStart> {
  const value: unknown = await api.post('auth/kb/requests', { json: {}, ...NO_AUTH }).json();
  if (isRecord(value) && typeof value.requestId === 'string' && typeof value.requestSecret === 'string') {
    return { requestId: value.requestId, requestSecret: value.requestSecret, start: parseProviderStart(value.start) };
  }
  throw new TypeError('unexpected bank certificate start');
}

export async function loginWithBankCert(body: BankCertLoginRequest): Promise<UserSession> {
  return parseUserSession(await api.post('auth/kb/login', { json: body, ...NO_AUTH }).json());
}

export async function checkAdminSession(session: AdminSession): Promise<SessionCheckAnswer> {
  await api.post('admin/auth/check', { json: { accessToken: session.accessToken, refreshToken: session.refreshToken }, ...NO_AUTH });
  return { ok: true };
}
