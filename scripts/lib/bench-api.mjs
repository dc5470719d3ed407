// The API as the bench's load scripts call it (bench-gates.mjs, bench-scale.mjs): requests with the
// XSRF pair and a bearer, the demo's password, the gate's admin and the three steps of their login,
// and the percentile the figures are read with.
import { newestAdminCode } from './admin-code.mjs';

export const PREFIX = '/v1/mobile/wfm';
/** The demo workers' password, the seeded load-test workers' too (server/seed/seed.ts). */
export const DEMO_PASSWORD = 'Wfm!demo2026';
/** 정현장 at 판교 물류센터 신축공사 (the demo seed). */
export const ADMIN = { phone: '010-9876-5432', employeeNumber: 'A1001', corporationCode: 'K001', siteCode: 'P1001' };
const XSRF = 'B'.repeat(43);

/** fetch's init for a call: the XSRF cookie and header, JSON when there is a body, the bearer when given. */
export function apiRequest(method, body, { token, cookie } = {}) {
  const headers = { cookie: `XSRF-TOKEN=${XSRF}${cookie ? `; ${cookie}` : ''}`, 'x-xsrf-token': XSRF };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

/** A call that must succeed: its answer, or an error with the status and the start of the body. */
export async function apiCall(base, method, path, body, options) {
  const answer = await fetch(`${base}${PREFIX}${path}`, apiRequest(method, body, options));
  if (!answer.ok) throw new Error(`${method} ${path}: ${String(answer.status)} ${(await answer.text()).slice(0, 200)}`);
  return answer;
}

/** A worker's login answer (the session: access and refresh tokens). */
export async function login(base, phone) {
  return (await apiCall(base, 'POST', '/auth/login', { phone, password: DEMO_PASSWORD })).json();
}

/** The admin's access token at ADMIN's site: the three steps, the code read from the sandbox's SMS outbox. */
export async function adminToken(base) {
  const { codeToken } = await (await apiCall(base, 'POST', '/admin/auth/verify', { phone: ADMIN.phone, employeeNumber: ADMIN.employeeNumber })).json();
  const verified = await apiCall(base, 'POST', '/admin/auth/code', { codeToken, code: await newestAdminCode(base, ADMIN.phone) });
  const device = (verified.headers.getSetCookie?.() ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
  const { verificationToken } = await verified.json();
  const session = await apiCall(base, 'POST', '/admin/auth/login', { verificationToken, corporationCode: ADMIN.corporationCode, siteCode: ADMIN.siteCode }, { cookie: device });
  return (await session.json()).accessToken;
}

/** The p-th percentile of ascending `sorted` (nearest rank); NaN for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
