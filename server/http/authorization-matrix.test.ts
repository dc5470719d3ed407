/**
 * The authorization matrix: every call of the OpenAPI document × {anonymous, worker A, worker B,
 * admin of site 1, admin of site 2}. Each cell states the status that role gets and, where the
 * call answers data, that the answer is what that role may see (its own records, its own site).
 *
 * The rows are built against the document: a call added to the API without a row here fails the
 * first test, so a new call cannot ship without its permissions stated. To add a call, add one
 * entry to ROWS: the request (path, query and body, made fresh per cell where the call changes
 * state) and the five answers, usually through one of the helpers (publicCall, workerCall,
 * adminCall, staffCall). Issue 3's sign-up, recovery, identity and account calls have their rows
 * too: public ones answer every role alike, a worker's own account calls refuse another worker.
 */
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractSummary } from '#contract/api-certificates.ts';
import type { QrCode } from '#contract/api-qr.ts';
import type { JoinCode } from '#contract/api-qr.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import { toBase64Url } from '#contract/qr-payload.ts';
import { SEED_ADMINS, SEED_CONTRACTS, SEED_QNA_IDS, SEED_TEMPLATES, SEED_WORKERS } from '../seed/seed.ts';
import { SEED_CHOICE_WORKER, SEED_NEWCOMER } from '../seed/seed-accounts.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { LAWFUL_TEMPLATE_TERMS } from '#contract/testing/template-terms.ts';
import { signaturePng } from '../testing/signature-png.ts';
import { assert, createPasskey, type SoftPasskey } from '../testing/soft-authenticator.ts';
import type { PasskeyAssertion, PasskeyRegistration, PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { useTestApp } from '../testing/test-app.ts';
import { smallJpeg } from '../testing/images.ts';

const ROLES = ['anonymous', 'workerA', 'workerB', 'admin1', 'admin2'] as const;
type Role = (typeof ROLES)[number];

/** Who each role is: worker A and B work on different projects; the admins hold different sites. */
const WHO = {
  workerA: { ...SEED_WORKERS.kim, contract: SEED_CONTRACTS[0].id, inquiry: SEED_QNA_IDS.kimDeduction },
  workerB: { ...SEED_WORKERS.lee, contract: SEED_CONTRACTS[1].id, inquiry: SEED_QNA_IDS.leePhone },
  admin1: { ...SEED_ADMINS.jung, corporationCode: 'K001', siteCode: 'P1001' },
  admin2: { ...SEED_ADMINS.oh, corporationCode: 'K001', siteCode: 'P1002' },
} as const;
type Worker = 'workerA' | 'workerB';
type Admin = 'admin1' | 'admin2';

const STAFF_TOKEN = 'staff-secret-for-the-matrix-0123456789abcdef';

interface Session {
  accessToken: string;
  refreshToken: string;
}

interface Context {
  /** A new session of the role (a login now), for calls that use up or end a session. */
  freshSession(role: Role): Promise<Session | null>;
  /** A W1 code just issued for a worker of site 1 with no attendance today (강예린). */
  freshSite1Code(): Promise<string>;
  /** The id of a code of worker A that admin 1 has scanned (made once). */
  recordedCodeOfA(): Promise<string>;
  /** A "join this site" code of worker A, just made. */
  joinCodeOfA(): Promise<string>;
  /** A fresh unanswered inquiry of worker A (for calls that change or delete it). */
  freshInquiryOfA(): Promise<string>;
  /** Every pending correction request withdrawn (a request for the same event may be made again). */
  clearCorrections(): Promise<void>;
  /** A fresh pending correction of worker A (site 1): the EndWork of his seeded day without one. */
  freshCorrectionOfA(): Promise<string>;
  /** A correction of worker A with a photo (made once). */
  correctionWithPhotoOfA(): Promise<string>;
  /** The staff API's wrong-token count of the test address, forgotten (each staff row makes five). */
  clearStaffFailures(): Promise<void>;
  /** A new contract template of site 1 (made by admin 1), at version 1. */
  freshTemplateOfSite1(): Promise<string>;
  /** A take-on of the newcomer at site 1 from a fresh template of it, starting today. */
  takeOnAtSite1(): Promise<{ userId: string; templateId: string; validFrom: string }>;
  /** A contract of the newcomer at site 1 that ended long ago (its last day may move). */
  oldEmploymentAtSite1(): Promise<string>;
  /** A code token of admin 2 and the code texted with it (the admin login's first step). */
  codeOfAdmin2(): Promise<{ codeToken: string; code: string }>;
  /** A verification token of admin 2 (after the admin login's second step). */
  verifyAdmin2(): Promise<string>;
  /** A new passkey of admin 2, registered by admin 2: its id (for its removal). */
  newPasskeyOfAdmin2(): Promise<string>;
  /** A passkey login of admin 2 under way: the passkey token (after verify), and the passkey's answer to its challenge. */
  passkeyLoginOfAdmin2(): Promise<{ passkeyToken: string; credential: PasskeyAssertion }>;
  /** A registration of a passkey for admin 2 (started by admin 2) and the new credential. */
  registrationOfAdmin2(): Promise<{ registrationToken: string; credential: unknown }>;
  /** A new passkey of worker B, added by worker B: its id (for its removal). */
  newPasskeyOfWorkerB(): Promise<string>;
  /** A registration of a passkey for worker B (started by worker B) and the new credential. */
  registrationOfWorkerB(): Promise<{ registrationToken: string; credential: unknown }>;
  /** Worker B's passkey's answer to a new worker login challenge. */
  passkeyLoginOfWorkerB(): Promise<{ credential: PasskeyAssertion }>;
  /** The credentials of a new sign-up flow that has not been verified. */
  freshJoinFlow(): Promise<FlowCredentials>;
  /** The credentials of a new phone-change flow of worker A, not verified. */
  phoneFlowOfA(): Promise<FlowCredentials>;
  /** A role's GET answer (200 expected). */
  get(path: string, role: Role): Promise<unknown>;
}

interface FlowCredentials {
  flowId: string;
  flowSecret: string;
}

interface Request {
  /** After API_PREFIX, with the path parameters filled in and the query string. */
  path: string;
  body?: unknown;
}

interface Cell {
  status: number;
  /** The error code of a refusal, when the call documents one worth pinning. */
  code?: string;
  /** Checks that a successful answer is the role's own (its records, its site). */
  check?: (body: unknown) => void;
}

interface Row {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as the OpenAPI document writes it, after API_PREFIX. */
  path: string;
  request: (ctx: Context, role: Role) => Request | Promise<Request>;
  cells: Record<Role, Cell>;
  /** The answers to worker A and B must differ (each sees their own, not a fixed worker's). */
  personal?: boolean;
}

const GARBAGE_TOKEN = 'x'.repeat(40);
/** A lawful template's terms (issue 33). */
const TEMPLATE_TERMS = { ...LAWFUL_TEMPLATE_TERMS, name: '권한 확인' };
/** A flow that does not exist (well-formed credentials). */
const UNKNOWN_FLOW: FlowCredentials = { flowId: '00000000-0000-4000-8000-000000000000', flowSecret: GARBAGE_TOKEN };

// --- the usual shapes of a row's cells --------------------------------------------------------

/** No bearer: every role gets the same answer (the body decides). */
function publicCall(cell: Cell): Record<Role, Cell> {
  return { anonymous: cell, workerA: cell, workerB: cell, admin1: cell, admin2: cell };
}

/** A worker's call: no token 401, an admin's token 403 FORBIDDEN, each worker their own answer. */
function workerCall(own: Partial<Record<Worker, Cell>> & { both?: Cell }): Record<Role, Cell> {
  const forbidden = { status: 403, code: 'FORBIDDEN' };
  const fallback = own.both ?? { status: 200 };
  return { anonymous: { status: 401, code: 'UNAUTHORIZED' }, workerA: own.workerA ?? fallback, workerB: own.workerB ?? fallback, admin1: forbidden, admin2: forbidden };
}

/** An admin's call: no token 401, a worker's token 403 FORBIDDEN, each admin their own site. */
function adminCall(own: Partial<Record<Admin, Cell>> & { both?: Cell }): Record<Role, Cell> {
  const forbidden = { status: 403, code: 'FORBIDDEN' };
  const fallback = own.both ?? { status: 200 };
  return { anonymous: { status: 401, code: 'UNAUTHORIZED' }, workerA: forbidden, workerB: forbidden, admin1: own.admin1 ?? fallback, admin2: own.admin2 ?? fallback };
}

/** The payroll office's call (decision 088): no token 401, a worker's or a site admin's token 403 FORBIDDEN (office.test.ts has the office's own answers). */
function officeCall(): Record<Role, Cell> {
  const forbidden = { status: 403, code: 'FORBIDDEN' };
  return { anonymous: { status: 401, code: 'UNAUTHORIZED' }, workerA: forbidden, workerB: forbidden, admin1: forbidden, admin2: forbidden };
}

/** A call of any signed-in person about their own device: no token 401, every worker and admin the same answer. */
function personCall(cell: Cell): Record<Role, Cell> {
  return { anonymous: { status: 401, code: 'UNAUTHORIZED' }, workerA: cell, workerB: cell, admin1: cell, admin2: cell };
}

/** How many people the matrix registered so far (each request names new ones). */
let registrations = 0;

/** A subscription's keys as a browser gives them (a P-256 point and 16 bytes, base64url). */
const PUSH_KEY = `B${'A'.repeat(86)}`;
const PUSH_AUTH = 'A'.repeat(22);

/**
 * The staff API takes only the configured secret: every app token is refused like a wrong one. (Its
 * rows' requests are staffRequest's: five wrong tokens a row would soon reach the address's limit.)
 */
function staffCall(): Record<Role, Cell> {
  return publicCall({ status: 401, code: 'UNAUTHORIZED' });
}

/** A staff row's request, after the address's wrong-token count is forgotten. */
function staffRequest(request: Request): (ctx: Context) => Promise<Request> {
  return async (ctx) => {
    await ctx.clearStaffFailures();
    return request;
  };
}

// --- checks on answers ------------------------------------------------------------------------

function record(body: unknown): Record<string, unknown> {
  expect(body).toBeTypeOf('object');
  return body as Record<string, unknown>;
}

const itemsOf = (body: unknown) => record(body).items as Record<string, unknown>[];

/** Every item of a list names only these values in `key` (and the list is not empty when `some`). */
function onlyItems(key: string, allowed: readonly string[], options: { some?: boolean } = {}): (body: unknown) => void {
  return (body) => {
    const items = itemsOf(body);
    if (options.some) expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(allowed).toContain(item[key]);
  };
}

const fields = (expected: Record<string, unknown>) => (body: unknown) => expect(record(body)).toMatchObject(expected);

/** Worker A's seeded day without a check-out (9 days before the test day), and its EndWork. */
const CORRECTION_OF_A = { date: '20261111', eventType: 'EndWork', time: '17:00', reason: '퇴근 스캔을 잊었습니다' };

const A_INQUIRIES = [SEED_QNA_IDS.kimDeduction, SEED_QNA_IDS.kimSafetyShoes, SEED_QNA_IDS.kimMissingEnd, SEED_QNA_IDS.kimStatement];
/** Site 1's roster: the workers at home there, and 서도윤, whose home is 송도 but who also has a contract at 판교. */
const SITE1_WORKERS = [...Object.values(SEED_WORKERS).filter((worker) => worker.home === 'P1001').map((worker) => worker.name), SEED_CHOICE_WORKER.name];

function p256PublicKey(): string {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
  return toBase64Url(new Uint8Array([4, ...Buffer.from(jwk.x ?? '', 'base64url'), ...Buffer.from(jwk.y ?? '', 'base64url')]));
}

/**
 * reissue, check and logout of a session kind: each role presents its own fresh session; only the
 * kind's roles get a new or checked session (the other kind's tokens are invalid there), and logout
 * is idempotent and says nothing about the token it was given.
 */
function sessionRows(prefix: string, checkName: string, kind: 'worker' | 'admin'): Row[] {
  const own = kind === 'worker' ? workerCall({ both: { status: 200 } }) : adminCall({ both: { status: 200 } });
  const others: Role[] = kind === 'worker' ? ['admin1', 'admin2'] : ['workerA', 'workerB'];
  const refused = (code: string) => ({ ...own, anonymous: { status: 401 }, ...Object.fromEntries(others.map((role) => [role, { status: 401, code }])) });
  const refreshBody = async (ctx: Context, role: Role) => ({ refreshToken: (await ctx.freshSession(role))?.refreshToken ?? GARBAGE_TOKEN });
  return [
    { method: 'post', path: `${prefix}/reissue`, request: async (ctx, role) => ({ path: `${prefix}/reissue`, body: await refreshBody(ctx, role) }), cells: refused('INVALID_REFRESH_TOKEN') },
    {
      method: 'post',
      path: `${prefix}/${checkName}`,
      request: async (ctx, role) => {
        const session = await ctx.freshSession(role);
        return { path: `${prefix}/${checkName}`, body: { accessToken: session?.accessToken ?? GARBAGE_TOKEN, refreshToken: session?.refreshToken ?? GARBAGE_TOKEN } };
      },
      cells: refused('UNAUTHORIZED'),
    },
    { method: 'post', path: `${prefix}/logout`, request: async (ctx, role) => ({ path: `${prefix}/logout`, body: await refreshBody(ctx, role) }), cells: publicCall({ status: 204 }) },
  ];
}

/**
 * The four rows of a person's own passkeys: anyone of the role may start a registration; only its
 * owner (admin 2, worker B) finishes it, sees the passkey and removes it; the other of the role is
 * refused (403) or sees nothing of it (an empty list, 404).
 */
function ownPasskeyRows(
  path: '/admin/passkeys' | '/account/passkeys',
  cells: (other: Cell, owner: Cell) => Record<Role, Cell>,
  registration: (ctx: Context) => Promise<{ registrationToken: string; credential: unknown }>,
  newPasskey: (ctx: Context) => Promise<string>,
): Row[] {
  const started: Cell = { status: 200, check: (body) => expect(record(body).registrationToken).toEqual(expect.any(String)) };
  return [
    { method: 'post', path: `${path}/options`, request: () => ({ path: `${path}/options`, body: {} }), cells: cells(started, started) },
    { method: 'post', path, request: async (ctx) => ({ path, body: await registration(ctx) }), cells: cells({ status: 403, code: 'FORBIDDEN' }, { status: 201 }) },
    {
      method: 'get',
      path,
      request: async (ctx) => {
        await newPasskey(ctx);
        return { path };
      },
      cells: cells({ status: 200, check: (body) => expect(itemsOf(body)).toEqual([]) }, { status: 200, check: (body) => expect(itemsOf(body).length).toBeGreaterThan(0) }),
    },
    { method: 'delete', path: `${path}/{id}`, request: async (ctx) => ({ path: `${path}/${await newPasskey(ctx)}` }), cells: cells({ status: 404, code: 'NOT_FOUND' }, { status: 204 }) },
  ];
}

// --- the rows: one per call of the OpenAPI document -------------------------------------------

const ROWS: Row[] = [
  // Worker sessions (public: the body carries the credentials).
  {
    method: 'post',
    path: '/auth/login',
    request: () => ({ path: '/auth/login', body: { phone: SEED_WORKERS.kim.phone, password: 'Wfm!demo2026' } }),
    cells: publicCall({ status: 200, check: fields({ ynConvertPassword: 'Y' }) }),
  },
  ...sessionRows('/auth', 'userCheck', 'worker'),
  // A worker's passkey login (decision 092): public, the passkey's answer is the credential.
  {
    method: 'post',
    path: '/auth/passkey/options',
    request: () => ({ path: '/auth/passkey/options', body: {} }),
    cells: publicCall({ status: 200, check: fields({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] }) }),
  },
  {
    method: 'post',
    path: '/auth/passkey',
    // Each role sends worker B's passkey's answer: like the password, it is the credential.
    request: async (ctx) => ({ path: '/auth/passkey', body: await ctx.passkeyLoginOfWorkerB() }),
    cells: publicCall({ status: 200, check: fields({ ynConvertPassword: 'Y' }) }),
  },
  // Admin sessions.
  {
    method: 'post',
    path: '/admin/auth/verify',
    request: async () => {
      // Each role asks for a code for admin 2; the limit on codes sent is not what this row checks.
      await t.db.deleteFrom('auth_failures').where('scope', '=', 'admin-code:admin').execute();
      return { path: '/admin/auth/verify', body: { phone: SEED_ADMINS.oh.phone, employeeNumber: SEED_ADMINS.oh.employeeNumber } };
    },
    cells: publicCall({ status: 200, check: (body) => expect(Object.keys(record(body)).sort()).toEqual(['codeToken', 'expiresInSeconds', 'sentTo']) }),
  },
  {
    method: 'post',
    path: '/admin/auth/code',
    request: async (ctx) => ({ path: '/admin/auth/code', body: await ctx.codeOfAdmin2() }),
    cells: publicCall({ status: 200, check: (body) => expect((record(body).sites as { siteCode: string }[]).map((site) => site.siteCode)).toEqual(['P1002']) }),
  },
  {
    method: 'post',
    path: '/admin/auth/login',
    request: async (ctx) => {
      // Each role tries to log in as admin 2 at a site admin 2 does not hold, with a real verification token.
      const verify = await ctx.verifyAdmin2();
      return { path: '/admin/auth/login', body: { verificationToken: verify, corporationCode: 'K001', siteCode: 'P1001' } };
    },
    cells: publicCall({ status: 403, code: 'SITE_NOT_ALLOWED' }),
  },
  {
    method: 'post',
    path: '/admin/auth/officeLogin',
    request: async (ctx) => {
      // Each role tries to log in as admin 2 to an office admin 2 is not, with a real verification token.
      const verify = await ctx.verifyAdmin2();
      return { path: '/admin/auth/officeLogin', body: { verificationToken: verify, corporationCode: 'K001' } };
    },
    cells: publicCall({ status: 403, code: 'SITE_NOT_ALLOWED' }),
  },
  // The payroll office (issue 34).
  { method: 'get', path: '/office/month', request: () => ({ path: '/office/month?year=2026&month=10' }), cells: officeCall() },
  { method: 'get', path: '/office/files/audit', request: () => ({ path: '/office/files/audit' }), cells: officeCall() },
  { method: 'get', path: '/office/files/{kind}', request: () => ({ path: '/office/files/employmentReport?year=2026&month=10&format=csv' }), cells: officeCall() },
  { method: 'put', path: '/office/reportCodes', request: () => ({ path: '/office/reportCodes', body: { kind: 'job', key: '형틀목공', code: '701' } }), cells: officeCall() },
  { method: 'post', path: '/office/month/close', request: () => ({ path: '/office/month/close', body: { year: 2026, month: 10, acceptWarnings: true } }), cells: officeCall() },
  {
    method: 'post',
    path: '/admin/auth/passkey/options',
    request: async (ctx) => ({ path: '/admin/auth/passkey/options', body: { passkeyToken: (await ctx.passkeyLoginOfAdmin2()).passkeyToken } }),
    cells: publicCall({ status: 200, check: fields({ rpId: 'localhost', userVerification: 'required' }) }),
  },
  {
    method: 'post',
    path: '/admin/auth/passkey',
    // Each role sends admin 2's passkey's answer: like the code, it is the credential.
    request: async (ctx) => ({ path: '/admin/auth/passkey', body: await ctx.passkeyLoginOfAdmin2() }),
    cells: publicCall({ status: 200, check: (body) => expect((record(body).sites as { siteCode: string }[]).map((site) => site.siteCode)).toEqual(['P1002']) }),
  },
  ...sessionRows('/admin/auth', 'check', 'admin'),
  {
    method: 'get',
    path: '/admin/currentSite',
    request: () => ({ path: '/admin/currentSite' }),
    cells: adminCall({ admin1: { status: 200, check: fields({ siteCode: 'P1001' }) }, admin2: { status: 200, check: fields({ siteCode: 'P1002' }) } }),
  },
  // Each person's own passkeys: the admin's (decision 063), the worker's (decision 092).
  ...ownPasskeyRows('/admin/passkeys', (other, owner) => adminCall({ admin1: other, admin2: owner }), (ctx) => ctx.registrationOfAdmin2(), (ctx) => ctx.newPasskeyOfAdmin2()),
  ...ownPasskeyRows('/account/passkeys', (other, owner) => workerCall({ workerA: other, workerB: owner }), (ctx) => ctx.registrationOfWorkerB(), (ctx) => ctx.newPasskeyOfWorkerB()),
  // Push subscriptions (decision 065): workers and admins alike, each their own device.
  { method: 'get', path: '/push/config', request: () => ({ path: '/push/config' }), cells: personCall({ status: 200, check: fields({ available: true }) }) },
  {
    method: 'put',
    path: '/push/subscription',
    request: (_ctx, role) => ({ path: '/push/subscription', body: { endpoint: `https://push.example.com/send/${role}`, keys: { p256dh: PUSH_KEY, auth: PUSH_AUTH }, language: 'ko' } }),
    cells: personCall({ status: 204 }),
  },
  { method: 'delete', path: '/push/subscription', request: (_ctx, role) => ({ path: '/push/subscription', body: { endpoint: `https://push.example.com/send/${role}` } }), cells: personCall({ status: 204 }) },
  // The worker's own data.
  {
    method: 'get',
    path: '/users/homeProjectSetting',
    request: () => ({ path: '/users/homeProjectSetting' }),
    cells: workerCall({ workerA: { status: 200, check: fields({ projectCode: 'P1001' }) }, workerB: { status: 200, check: fields({ projectCode: 'P2001' }) } }),
  },
  { method: 'get', path: '/work/weekly', request: () => ({ path: '/work/weekly?year=2026&month=11&day=20' }), cells: workerCall({}), personal: true },
  { method: 'get', path: '/work/monthly', request: () => ({ path: '/work/monthly?year=2026&month=10' }), cells: workerCall({}), personal: true },
  { method: 'get', path: '/pay/statement', request: () => ({ path: '/pay/statement?year=2026&month=10' }), cells: workerCall({}), personal: true },
  // Attendance corrections (issue 18): a worker's own requests and days; only the admin of the request's site decides or sees it.
  {
    method: 'post',
    path: '/work/corrections',
    request: async (ctx) => {
      await ctx.clearCorrections();
      return { path: '/work/corrections', body: { ...CORRECTION_OF_A, idempotencyKey: randomUUID() } };
    },
    cells: workerCall({ workerA: { status: 201, check: fields({ siteCode: 'P1001', state: 'pending' }) }, workerB: { status: 201, check: fields({ siteCode: 'P2001' }) } }),
  },
  { method: 'get', path: '/work/corrections', request: () => ({ path: '/work/corrections' }), cells: workerCall({}) },
  {
    method: 'delete',
    path: '/work/corrections/{id}',
    request: async (ctx) => ({ path: `/work/corrections/${await ctx.freshCorrectionOfA()}` }),
    cells: workerCall({ workerA: { status: 200, check: fields({ state: 'withdrawn' }) }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'get',
    path: '/work/corrections/{id}/photo',
    request: async (ctx) => ({ path: `/work/corrections/${await ctx.correctionWithPhotoOfA()}/photo` }),
    cells: workerCall({ workerA: { status: 200 }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  { method: 'get', path: '/work/day', request: () => ({ path: `/work/day?date=${CORRECTION_OF_A.date}` }), cells: workerCall({}), personal: true },
  {
    method: 'get',
    path: '/admin/corrections',
    request: () => ({ path: '/admin/corrections?state=decided' }),
    cells: adminCall({ admin1: { status: 200, check: onlyItems('siteCode', ['P1001']) }, admin2: { status: 200, check: (body) => expect(itemsOf(body)).toEqual([]) } }),
  },
  {
    method: 'post',
    path: '/admin/corrections/{id}/decision',
    request: async (ctx) => ({ path: `/admin/corrections/${await ctx.freshCorrectionOfA()}/decision`, body: { decision: 'reject', note: '권한 확인' } }),
    cells: adminCall({ admin1: { status: 200, check: fields({ state: 'rejected', decidedBy: SEED_ADMINS.jung.name }) }, admin2: { status: 403, code: 'FORBIDDEN' } }),
  },
  {
    method: 'get',
    path: '/admin/corrections/{id}/photo',
    request: async (ctx) => ({ path: `/admin/corrections/${await ctx.correctionWithPhotoOfA()}/photo` }),
    cells: adminCall({ admin1: { status: 200 }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  // Contract templates (issue 33): each admin their own site's; another site's is 404 like an unknown id.
  {
    method: 'get',
    path: '/admin/contractTemplates',
    request: () => ({ path: '/admin/contractTemplates' }),
    cells: adminCall({ admin1: { status: 200, check: onlyItems('jobTitle', ['철근공', '보통인부'], { some: true }) }, admin2: { status: 200, check: onlyItems('jobTitle', ['형틀목공'], { some: true }) } }),
  },
  {
    method: 'post',
    path: '/admin/contractTemplates',
    request: () => ({ path: '/admin/contractTemplates', body: { ...TEMPLATE_TERMS, name: `권한 ${randomUUID().slice(0, 8)}` } }),
    cells: adminCall({ both: { status: 201, check: fields({ version: 1 }) } }),
  },
  {
    method: 'put',
    path: '/admin/contractTemplates/{id}',
    request: async (ctx) => ({ path: `/admin/contractTemplates/${await ctx.freshTemplateOfSite1()}`, body: { ...TEMPLATE_TERMS, dailyWage: 210_000, version: 1 } }),
    cells: adminCall({ admin1: { status: 200, check: fields({ version: 2, dailyWage: 210_000 }) }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'delete',
    path: '/admin/contractTemplates/{id}',
    request: async (ctx) => ({ path: `/admin/contractTemplates/${await ctx.freshTemplateOfSite1()}` }),
    cells: adminCall({ admin1: { status: 204 }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  // Taking workers on (issue 33): any admin finds a person (the name masked) with their contract at the admin's own site only.
  {
    method: 'get',
    path: '/admin/workers',
    request: () => ({ path: `/admin/workers?phone=${SEED_WORKERS.kim.phone}` }),
    cells: adminCall({
      admin1: { status: 200, check: (body) => expect(record(record(body).employment).contractId).toBe(SEED_CONTRACTS[0].id) },
      admin2: { status: 200, check: fields({ maskedName: '김*준', employment: null }) },
    }),
  },
  // The "join this site" code (decision 084): any worker has one; any admin finds the person by it, as by the number.
  {
    method: 'post',
    path: '/qr/joinCodes',
    request: () => ({ path: '/qr/joinCodes' }),
    cells: workerCall({ both: { status: 201 } }),
  },
  {
    method: 'post',
    path: '/admin/workers/byJoinCode',
    request: async (ctx) => ({ path: '/admin/workers/byJoinCode', body: { code: await ctx.joinCodeOfA() } }),
    cells: adminCall({
      admin1: { status: 200, check: (body) => expect(record(record(body).employment).contractId).toBe(SEED_CONTRACTS[0].id) },
      admin2: { status: 200, check: fields({ maskedName: '김*준', employment: null }) },
    }),
  },
  {
    method: 'post',
    path: '/admin/employments',
    request: async (ctx) => ({ path: '/admin/employments', body: await ctx.takeOnAtSite1() }),
    cells: adminCall({ admin1: { status: 201, check: fields({ userId: SEED_NEWCOMER.id }) }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'put',
    path: '/admin/workers/{userId}/identity',
    request: () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/identity`, body: { stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false } }),
    cells: adminCall({ admin1: { status: 200, check: fields({ foreigner: false }) }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'get',
    path: '/admin/roster',
    request: () => ({ path: '/admin/roster' }),
    cells: adminCall({ admin1: { status: 200, check: fields({ siteCode: 'P1001' }) }, admin2: { status: 200, check: fields({ siteCode: 'P1002' }) } }),
  },
  {
    method: 'get',
    path: '/admin/exports/day',
    request: () => ({ path: '/admin/exports/day?date=2026-11-20&format=csv' }),
    cells: adminCall({ both: { status: 200 } }),
  },
  {
    method: 'get',
    path: '/admin/exports/checkList',
    request: () => ({ path: '/admin/exports/checkList?day=20261120' }),
    cells: adminCall({ both: { status: 200 } }),
  },
  {
    method: 'get',
    path: '/admin/exports/month',
    request: () => ({ path: '/admin/exports/month?year=2026&month=11&format=xlsx' }),
    cells: adminCall({ both: { status: 200 } }),
  },
  {
    method: 'put',
    path: '/admin/roster/grace',
    request: () => ({ path: '/admin/roster/grace', body: { graceMinutes: 30 } }),
    cells: adminCall({ admin1: { status: 200, check: fields({ siteCode: 'P1001', graceMinutes: 30 }) }, admin2: { status: 200, check: fields({ siteCode: 'P1002', graceMinutes: 30 }) } }),
  },
  {
    method: 'post',
    path: '/admin/workers',
    // A new person each time (a number and a birth date of their own).
    request: () => {
      registrations += 1;
      return { path: '/admin/workers', body: { phone: `010-4000-${String(1000 + registrations)}`, name: '한지민', rrn: `9001${String(10 + registrations)}-2345678`, language: 'ko', idChecked: true } };
    },
    cells: adminCall({ both: { status: 201, check: fields({ passwordSet: false }) } }),
  },
  {
    method: 'post',
    path: '/admin/workers/{userId}/invitation',
    request: () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/invitation` }),
    cells: adminCall({ admin1: { status: 409, code: 'PASSWORD_ALREADY_SET' }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  // A number changed by the site (decision 082): for a worker of the admin's site only.
  {
    method: 'post',
    path: '/admin/workers/{userId}/phone/codes',
    request: () => {
      registrations += 1;
      return { path: `/admin/workers/${SEED_WORKERS.kim.id}/phone/codes`, body: { phone: `010-4100-${String(1000 + registrations)}` } };
    },
    cells: adminCall({ admin1: { status: 200, check: fields({ expiresInSeconds: 300 }) }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'put',
    path: '/admin/workers/{userId}/phone',
    request: () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/phone`, body: { codeToken: randomUUID(), code: '123456', idChecked: true } }),
    cells: adminCall({ admin1: { status: 410, code: 'RECOVERY_CODE_EXPIRED' }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  // A record for a worker without a phone (decision 081): each admin their own site's workers today.
  {
    method: 'get',
    path: '/admin/siteRecords/workers',
    request: () => ({ path: `/admin/siteRecords/workers?q=${encodeURIComponent(SEED_WORKERS.kim.name)}` }),
    cells: adminCall({ admin1: { status: 200, check: (body) => expect(itemsOf(body).map((item) => item.userId)).toEqual([SEED_WORKERS.kim.id]) }, admin2: { status: 200, check: (body) => expect(itemsOf(body)).toEqual([]) } }),
  },
  {
    method: 'post',
    path: '/admin/siteRecords',
    request: () => ({ path: '/admin/siteRecords', body: { userId: SEED_WORKERS.kim.id, eventType: 'BeginWork', reason: 'phoneDead', idempotencyKey: randomUUID() } }),
    // 김민준 began today: a second start is refused by the rules, which the record meets only for the admin of his site.
    cells: adminCall({ admin1: { status: 409, code: 'QR_SEQUENCE' }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  // The face photo (decision 080): taken and seen by the admins of a site where the worker has a contract; then the worker's own.
  {
    method: 'put',
    path: '/admin/workers/{userId}/photo',
    request: async () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/photo`, body: { photo: (await smallJpeg()).toString('base64'), consent: true } }),
    cells: adminCall({ admin1: { status: 200 }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'get',
    path: '/admin/workers/{userId}/photo',
    request: () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/photo` }),
    cells: adminCall({ admin1: { status: 200 }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'get',
    path: '/account/photo',
    request: () => ({ path: '/account/photo' }),
    cells: workerCall({ workerA: { status: 200 }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'put',
    path: '/admin/workers/{userId}/safetyTraining',
    request: () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/safetyTraining`, body: { certificateNo: '2020-0001', completedOn: '2020-03-02' } }),
    cells: adminCall({ admin1: { status: 200, check: fields({ certificateNo: '2020-0001' }) }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  // The photo of the training card (decision 076), once the card is recorded (the row above): kept and seen by the admins of a site where the worker has a contract.
  {
    method: 'put',
    path: '/admin/workers/{userId}/safetyTraining/photo',
    request: async () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/safetyTraining/photo`, body: { photo: (await smallJpeg()).toString('base64') } }),
    cells: adminCall({ admin1: { status: 200 }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'get',
    path: '/admin/workers/{userId}/safetyTraining/photo',
    request: () => ({ path: `/admin/workers/${SEED_WORKERS.kim.id}/safetyTraining/photo` }),
    cells: adminCall({ admin1: { status: 200 }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'post',
    path: '/admin/employments/{contractId}/end',
    request: async (ctx) => ({ path: `/admin/employments/${await ctx.oldEmploymentAtSite1()}/end`, body: { lastDay: '2020-06-30' } }),
    cells: adminCall({ admin1: { status: 200, check: fields({ validTo: '2020-06-30' }) }, admin2: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'get',
    path: '/pay/daily',
    request: () => ({ path: '/pay/daily?year=2026&month=10' }),
    cells: workerCall({ workerA: { status: 200, check: fields({ amSalaryD: 200_000 }) }, workerB: { status: 200, check: fields({ amSalaryD: 180_000 }) } }),
  },
  { method: 'get', path: '/pay/yearly', request: () => ({ path: '/pay/yearly?year=2026' }), cells: workerCall({}), personal: true },
  // Q&A: a worker sees and changes only their own inquiries; another's is 404 like an unknown id.
  {
    method: 'get',
    path: '/qna',
    request: () => ({ path: '/qna' }),
    cells: workerCall({ workerA: { status: 200, check: onlyItems('id', A_INQUIRIES, { some: true }) }, workerB: { status: 200, check: onlyItems('id', [SEED_QNA_IDS.leePhone], { some: true }) } }),
  },
  {
    method: 'post',
    path: '/qna',
    request: () => ({ path: '/qna', body: { category: 'other', title: '권한 확인', content: '권한 확인용 문의입니다.' } }),
    cells: workerCall({ both: { status: 201 } }),
  },
  {
    method: 'get',
    path: '/qna/{id}',
    request: () => ({ path: `/qna/${WHO.workerA.inquiry}` }),
    cells: workerCall({ workerA: { status: 200, check: fields({ id: WHO.workerA.inquiry }) }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'put',
    path: '/qna/{id}',
    request: async (ctx) => ({ path: `/qna/${await ctx.freshInquiryOfA()}`, body: { category: 'work', title: '수정된 제목', content: '수정된 내용입니다.' } }),
    cells: workerCall({ workerA: { status: 200, check: fields({ title: '수정된 제목' }) }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'delete',
    path: '/qna/{id}',
    request: async (ctx) => ({ path: `/qna/${await ctx.freshInquiryOfA()}` }),
    cells: workerCall({ workerA: { status: 204 }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  // The staff API: its own secret, never an app token.
  {
    method: 'post',
    path: '/staff/qna/{id}/answer',
    request: staffRequest({ path: `/staff/qna/${WHO.workerA.inquiry}/answer`, body: { answer: '권한 없는 답변' } }),
    cells: staffCall(),
  },
  { method: 'get', path: '/staff/sites/{siteCode}/contractTemplates', request: staffRequest({ path: '/staff/sites/P1001/contractTemplates' }), cells: staffCall() },
  { method: 'get', path: '/staff/corporations/{corporationCode}/month', request: staffRequest({ path: '/staff/corporations/K001/month?year=2026&month=10' }), cells: staffCall() },
  { method: 'post', path: '/staff/corporations/{corporationCode}/month/close', request: staffRequest({ path: '/staff/corporations/K001/month/close', body: { year: 2026, month: 10, acceptWarnings: true } }), cells: staffCall() },
  { method: 'put', path: '/staff/corporations/{corporationCode}/reportCodes', request: staffRequest({ path: '/staff/corporations/K001/reportCodes', body: { kind: 'job', key: '보통인부', code: '915' } }), cells: staffCall() },
  { method: 'get', path: '/staff/corporations/{corporationCode}/files/audit', request: staffRequest({ path: '/staff/corporations/K001/files/audit' }), cells: staffCall() },
  { method: 'get', path: '/staff/corporations/{corporationCode}/files/{kind}', request: staffRequest({ path: '/staff/corporations/K001/files/bankTransfer?year=2026&month=10&format=csv' }), cells: staffCall() },
  { method: 'get', path: '/staff/sites/{siteCode}/roster', request: staffRequest({ path: '/staff/sites/P1001/roster' }), cells: staffCall() },
  { method: 'get', path: '/staff/sites/{siteCode}/exports/day', request: staffRequest({ path: '/staff/sites/P1001/exports/day?date=2026-11-20&format=csv' }), cells: staffCall() },
  { method: 'get', path: '/staff/sites/{siteCode}/exports/month', request: staffRequest({ path: '/staff/sites/P1001/exports/month?year=2026&month=11&format=csv' }), cells: staffCall() },
  { method: 'post', path: '/staff/sites/{siteCode}/contractTemplates', request: staffRequest({ path: '/staff/sites/P1001/contractTemplates', body: TEMPLATE_TERMS }), cells: staffCall() },
  {
    method: 'put',
    path: '/staff/sites/{siteCode}/contractTemplates/{id}',
    request: staffRequest({ path: `/staff/sites/P1001/contractTemplates/${SEED_TEMPLATES[0].id}`, body: { ...TEMPLATE_TERMS, version: 1 } }),
    cells: staffCall(),
  },
  {
    method: 'post',
    path: '/staff/sites/{siteCode}/employments',
    request: staffRequest({ path: '/staff/sites/P1001/employments', body: { userId: SEED_NEWCOMER.id, templateId: SEED_TEMPLATES[0].id, validFrom: '2026-12-01' } }),
    cells: staffCall(),
  },
  {
    method: 'post',
    path: '/staff/sites/{siteCode}/employments/{contractId}/end',
    request: staffRequest({ path: `/staff/sites/P1001/employments/${SEED_CONTRACTS[0].id}/end`, body: { lastDay: '2026-12-31' } }),
    cells: staffCall(),
  },
  // Attendance by QR.
  {
    method: 'post',
    path: '/qr/codes',
    request: () => ({ path: '/qr/codes', body: { eventType: 'EndWork' } }),
    cells: workerCall({ workerA: { status: 201, check: fields({ siteCode: 'P1001' }) }, workerB: { status: 201, check: fields({ siteCode: 'P2001' }) } }),
  },
  {
    method: 'get',
    path: '/qr/codes/{id}',
    request: async (ctx) => ({ path: `/qr/codes/${await ctx.recordedCodeOfA()}` }),
    // Another worker learns nothing about the code: it is simply "waiting" for them.
    cells: workerCall({ workerA: { status: 200, check: fields({ state: 'recorded' }) }, workerB: { status: 200, check: fields({ state: 'waiting', recorded: null }) } }),
  },
  {
    method: 'post',
    path: '/qr/scans',
    request: async (ctx) => ({ path: '/qr/scans', body: { payload: await ctx.freshSite1Code() } }),
    // Only an admin at the code's site records it.
    cells: adminCall({ admin1: { status: 201, check: (body) => expect(record(record(body).event)).toMatchObject({ siteCode: 'P1001', workerName: SEED_WORKERS.kang.name }) }, admin2: { status: 403, code: 'QR_WRONG_SITE' } }),
  },
  {
    method: 'get',
    path: '/qr/scanner-keys',
    request: () => ({ path: '/qr/scanner-keys' }),
    cells: adminCall({
      admin1: {
        status: 200,
        check: (body) => {
          expect(record(body).siteCode).toBe('P1001');
          // The newcomer too once the take-on row above has made him a worker of the site.
          expect((record(body).workers as { name: string }[]).map((worker) => worker.name).filter((name) => name !== SEED_NEWCOMER.name).sort()).toEqual([...SITE1_WORKERS].sort());
        },
      },
      admin2: { status: 200, check: (body) => expect(record(body)).toMatchObject({ siteCode: 'P1002', workers: [] }) },
    }),
  },
  {
    method: 'post',
    path: '/qr/device-keys',
    request: () => ({ path: '/qr/device-keys', body: { publicKey: p256PublicKey() } }),
    cells: workerCall({ workerA: { status: 201, check: fields({ siteCode: 'P1001' }) }, workerB: { status: 201, check: fields({ siteCode: 'P2001' }) } }),
  },
  {
    method: 'get',
    path: '/qr/events',
    request: () => ({ path: '/qr/events' }),
    cells: workerCall({ workerA: { status: 200, check: onlyItems('workerName', [SEED_WORKERS.kim.name], { some: true }) }, workerB: { status: 200, check: onlyItems('workerName', [SEED_WORKERS.lee.name], { some: true }) } }),
  },
  {
    method: 'get',
    path: '/admin/qr/events',
    request: () => ({ path: '/admin/qr/events' }),
    cells: adminCall({ admin1: { status: 200, check: onlyItems('siteCode', ['P1001'], { some: true }) }, admin2: { status: 200, check: (body) => expect(itemsOf(body)).toEqual([]) } }),
  },
  { method: 'get', path: '/qr/next-event', request: () => ({ path: '/qr/next-event' }), cells: workerCall({}) },
  // Certificates: each worker's own documents; another's contract is 404 like an unknown id.
  {
    method: 'get',
    path: '/certificates/contracts',
    request: () => ({ path: '/certificates/contracts?year=2026' }),
    cells: workerCall({
      workerA: { status: 200, check: (body) => expect(JSON.stringify(body)).not.toContain(SEED_WORKERS.lee.name) },
      workerB: { status: 200, check: (body) => expect(JSON.stringify(body)).not.toContain(SEED_WORKERS.kim.name) },
    }),
    personal: true,
  },
  {
    method: 'get',
    path: '/certificates/contracts/{id}',
    request: () => ({ path: `/certificates/contracts/${WHO.workerA.contract}` }),
    cells: workerCall({ workerA: { status: 200, check: fields({ id: WHO.workerA.contract, workerName: SEED_WORKERS.kim.name }) }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'get',
    path: '/certificates/contracts/{id}/pdf',
    request: () => ({ path: `/certificates/contracts/${WHO.workerA.contract}/pdf` }),
    cells: workerCall({ workerA: { status: 200 }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  {
    method: 'post',
    path: '/certificates/contracts/{id}/signature',
    request: async (ctx) => {
      // Everyone presents worker A's real document hash: only worker A may sign it.
      const summary = (await ctx.get(`/certificates/contracts/${WHO.workerA.contract}`, 'workerA')) as ContractSummary;
      return { path: `/certificates/contracts/${WHO.workerA.contract}/signature`, body: { agreed: true, documentSha256: summary.documentSha256, signaturePng: Buffer.from(signaturePng()).toString('base64') } };
    },
    cells: workerCall({ workerA: { status: 201 }, workerB: { status: 404, code: 'NOT_FOUND' } }),
  },
  { method: 'get', path: '/certificates/receipts', request: () => ({ path: '/certificates/receipts?year=2026' }), cells: workerCall({}), personal: true },
  { method: 'get', path: '/certificates/receipts/pdf', request: () => ({ path: '/certificates/receipts/pdf?year=2026&month=10' }), cells: workerCall({}), personal: true },
  { method: 'get', path: '/certificates/statements', request: () => ({ path: '/certificates/statements?year=2026' }), cells: workerCall({}), personal: true },
  { method: 'get', path: '/certificates/statements/pdf', request: () => ({ path: '/certificates/statements/pdf?year=2026&month=10' }), cells: workerCall({}), personal: true },  // Sign-up, recovery and the identity provider (issue 3): public, the flow's secret is the proof;
  // a bearer token changes nothing. Flows and references that do not exist are refused alike.
  {
    method: 'post',
    path: '/identity/flows',
    request: () => ({ path: '/identity/flows', body: { purpose: 'join', join: { language: 'ko', name: '권한확인', rrn: '900101-1000000', nationality: 'korean', birthDate: '1990-01-01' } } }),
    cells: publicCall({ status: 201 }),
  },
  { method: 'post', path: '/identity/provider', request: () => ({ path: '/identity/provider', body: { ...UNKNOWN_FLOW, service: 'realName' } }), cells: publicCall({ status: 409, code: 'VERIFICATION_INVALID' }) },
  { method: 'post', path: '/identity/redeem', request: () => ({ path: '/identity/redeem', body: { ...UNKNOWN_FLOW, ref: GARBAGE_TOKEN } }), cells: publicCall({ status: 409, code: 'VERIFICATION_INVALID' }) },
  {
    method: 'post',
    path: '/join',
    // A real flow that has not been verified: nobody, logged in or not, turns it into an account.
    request: async (ctx) => ({ path: '/join', body: { ...(await ctx.freshJoinFlow()), password: 'Brand-new-pass1', agreements: ['privacy-2', 'terms-1'] } }),
    cells: publicCall({ status: 409, code: 'VERIFICATION_INVALID' }),
  },
  { method: 'post', path: '/account/recovery/password', request: () => ({ path: '/account/recovery/password', body: UNKNOWN_FLOW }), cells: publicCall({ status: 409, code: 'VERIFICATION_INVALID' }) },
  { method: 'post', path: '/account/recovery/phone', request: () => ({ path: '/account/recovery/phone', body: UNKNOWN_FLOW }), cells: publicCall({ status: 409, code: 'VERIFICATION_INVALID' }) },
  { method: 'get', path: '/identity/offered', request: () => ({ path: '/identity/offered' }), cells: publicCall({ status: 200 }) },
  // The texted-code recovery is for servers without an identity provider: this one has the sandbox (recovery-codes.test.ts covers the other).
  { method: 'post', path: '/account/recovery/codes', request: () => ({ path: '/account/recovery/codes', body: { phone: '010-2345-6789', birthDate: '1985-03-14' } }), cells: publicCall({ status: 403, code: 'FORBIDDEN' }) },
  {
    method: 'post',
    path: '/account/recovery/codes/password',
    request: () => ({ path: '/account/recovery/codes/password', body: { codeToken: randomUUID(), code: '123456', password: 'Brand-new-pass1' } }),
    cells: publicCall({ status: 403, code: 'FORBIDDEN' }),
  },
  // The first password of an account the site registered, on every server; a number of its own each time (texts are counted per number).
  {
    method: 'post',
    path: '/account/firstPassword/codes',
    request: () => {
      registrations += 1;
      return { path: '/account/firstPassword/codes', body: { phone: `010-4001-${String(1000 + registrations)}`, birthDate: '1990-01-01' } };
    },
    cells: publicCall({ status: 200 }),
  },
  {
    method: 'post',
    path: '/account/firstPassword/codes/password',
    request: () => ({ path: '/account/firstPassword/codes/password', body: { codeToken: randomUUID(), code: '123456', password: 'Brand-new-pass1', agreements: ['privacy-2', 'terms-1'] } }),
    cells: publicCall({ status: 410, code: 'RECOVERY_CODE_EXPIRED' }),
  },
  { method: 'post', path: '/auth/kb/requests', request: () => ({ path: '/auth/kb/requests', body: {} }), cells: publicCall({ status: 201 }) },
  {
    method: 'post',
    path: '/auth/kb/login',
    request: () => ({ path: '/auth/kb/login', body: { requestId: randomUUID(), requestSecret: GARBAGE_TOKEN, ref: GARBAGE_TOKEN } }),
    cells: publicCall({ status: 409, code: 'VERIFICATION_INVALID' }),
  },
  // The worker's own account.
  {
    method: 'get',
    path: '/account',
    request: () => ({ path: '/account' }),
    cells: workerCall({
      workerA: { status: 200, check: (body) => expect(record(body)).toMatchObject({ name: SEED_WORKERS.kim.name, rrnMasked: expect.stringMatching(/^\d{6}-\d\*{6}$/) }) },
      workerB: { status: 200, check: (body) => expect(record(body)).toMatchObject({ name: SEED_WORKERS.lee.name, rrnMasked: expect.stringMatching(/^\d{6}-\d\*{6}$/) }) },
    }),
  },
  { method: 'post', path: '/account/phone/verification', request: () => ({ path: '/account/phone/verification', body: {} }), cells: workerCall({ both: { status: 201 } }) },
  {
    method: 'post',
    path: '/account/phone',
    // Everyone presents worker A's own phone-change flow: worker B may not finish it.
    request: async (ctx) => ({ path: '/account/phone', body: await ctx.phoneFlowOfA() }),
    cells: workerCall({ both: { status: 409, code: 'VERIFICATION_INVALID' } }),
  },
  {
    method: 'post',
    path: '/account/password',
    // A wrong current password: the check runs as the token's own worker, and nothing changes.
    request: () => ({ path: '/account/password', body: { currentPassword: 'Not-the-password1', newPassword: 'Brand-new-pass1' } }),
    cells: workerCall({ both: { status: 422, code: 'WRONG_PASSWORD' } }),
  },
  {
    method: 'post',
    path: '/account/cancel',
    request: () => ({ path: '/account/cancel', body: { password: 'Not-the-password1', confirmPrecautions: true } }),
    cells: workerCall({ both: { status: 422, code: 'WRONG_PASSWORD' } }),
  },
  { method: 'put', path: '/account/language', request: () => ({ path: '/account/language', body: { language: 'ko' } }), cells: workerCall({ both: { status: 204 } }) },
  {
    method: 'put',
    path: '/account/address',
    // Each worker's own account: the answer names them, with the address they gave.
    request: (_ctx, role) => ({ path: '/account/address', body: { address: `서울특별시 중구 세종대로 110 (${role})` } }),
    cells: workerCall({ both: { status: 200 } }),
    personal: true,
  },
  {
    method: 'put',
    path: '/account/payAccount',
    // Each worker's own pay account: the answer is theirs, masked.
    request: (_ctx, role) => ({ path: '/account/payAccount', body: { bankCode: '004', accountNumber: role === 'workerA' ? '1234567890123' : '9876543210987', holder: '권한확인' } }),
    cells: workerCall({ workerA: { status: 200, check: fields({ accountMasked: '*********0123' }) }, workerB: { status: 200, check: fields({ accountMasked: '*********0987' }) } }),
  },
  { method: 'get', path: '/account/payAccount', request: () => ({ path: '/account/payAccount' }), cells: workerCall({ both: { status: 200 } }) },
  // Policies: public texts.
  { method: 'get', path: '/policies', request: () => ({ path: '/policies' }), cells: publicCall({ status: 200 }) },
  { method: 'get', path: '/policies/agreements', request: () => ({ path: '/policies/agreements' }), cells: publicCall({ status: 200 }) },
  { method: 'get', path: '/policies/{id}', request: () => ({ path: '/policies/privacy-2' }), cells: publicCall({ status: 200, check: fields({ id: 'privacy-2' }) }) },
  // The worker's projects: their own contracts only; another worker's project cannot become home.
  {
    method: 'get',
    path: '/users/projects',
    request: () => ({ path: '/users/projects' }),
    cells: workerCall({
      workerA: { status: 200, check: (body) => expect(itemsOf(body).map((item) => item.projectCode)).toContain('P1001') },
      workerB: { status: 200, check: (body) => expect(itemsOf(body).map((item) => item.projectCode)).not.toContain('P1001') },
    }),
    personal: true,
  },
  {
    method: 'put',
    path: '/users/homeProject',
    request: () => ({ path: '/users/homeProject', body: { projectCode: 'P1001' } }),
    cells: workerCall({ workerA: { status: 204 }, workerB: { status: 403, code: 'SITE_NOT_ALLOWED' } }),
  },
];

/** Calls that are not part of the matrix, each with the reason. */
const NOT_IN_MATRIX: Record<string, string> = {
  'get /openapi.json': 'the API description itself: public, no data',
};

// The identity calls count starts and refusals per address; every cell here comes from one address.
const t = useTestApp({ config: { staffApiToken: STAFF_TOKEN, verificationStartsPerAddress: 10_000, verificationFailuresPerAddress: 10_000 } });

const tokens = new Map<Role, string>();
/** The request options that send the role's access token (none for anonymous). */
const as = (role: Role) => {
  const token = tokens.get(role);
  return token === undefined ? {} : { token };
};

async function loginAs(role: Role): Promise<Session | null> {
  switch (role) {
    case 'anonymous':
      return null;
    case 'workerA':
    case 'workerB':
      return t.api.login(WHO[role].phone);
    case 'admin1':
    case 'admin2': {
      const session = await t.api.adminLogin(WHO[role].phone, WHO[role].employeeNumber, WHO[role].corporationCode, WHO[role].siteCode);
      if (role === 'admin2') admin2DeviceCookie = session.deviceCookie;
      return session;
    }
  }
}

/** Admin 2's phone (its trusted-device cookie): the passkey is offered there only. */
let admin2DeviceCookie = '';

let recordedCode: Promise<string> | undefined;
let correctionWithPhoto: Promise<string> | undefined;
/** Whose passkeys the rows add: admin 2's and worker B's, each under its own path and owner column. */
const PASSKEY_OWNERS = {
  admin2: { path: '/admin/passkeys', column: 'admin_id', id: SEED_ADMINS.oh.id },
  workerB: { path: '/account/passkeys', column: 'user_id', id: SEED_WORKERS.lee.id },
} as const;
type PasskeyOwner = keyof typeof PASSKEY_OWNERS;
/** The soft authenticator's newest passkey of each, and the one its passkey logins use. */
const lastPasskey: Partial<Record<PasskeyOwner, SoftPasskey>> = {};
const loginPasskey: Partial<Record<PasskeyOwner, SoftPasskey>> = {};

/** A registration of a passkey for `owner`, started by them, and the new credential. */
async function registrationOf(owner: PasskeyOwner): Promise<{ registrationToken: string; credential: unknown }> {
  const { path, column, id } = PASSKEY_OWNERS[owner];
  // At most 10 passkeys each; the rows register many. Keep only the one logins use.
  const keep = loginPasskey[owner]?.credentialId.toString('base64url') ?? '';
  await t.db.deleteFrom('passkeys').where(column, '=', id).where('credential_id', '!=', keep).execute();
  const res = await t.api.post(`${path}/options`, {}, as(owner));
  expect(res.status).toBe(200);
  const { registrationToken, options } = (await res.json()) as PasskeyRegistration;
  const { passkey, credential } = createPasskey(options, 'http://localhost');
  lastPasskey[owner] = passkey;
  return { registrationToken, credential };
}

/** A new passkey of `owner`, added by them: its id. */
async function newPasskeyOf(owner: PasskeyOwner): Promise<string> {
  const res = await t.api.post(PASSKEY_OWNERS[owner].path, await registrationOf(owner), as(owner));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The passkey `owner`'s logins use (added once), answering `options`. */
async function loginAnswerOf(owner: PasskeyOwner, options: Response): Promise<PasskeyAssertion> {
  expect(options.status).toBe(200);
  const passkey = loginPasskey[owner];
  if (!passkey) throw new Error(`no passkey of ${owner}`);
  return assert(passkey, (await options.json()) as PasskeyRequestOptions, 'http://localhost');
}

async function keepLoginPasskey(owner: PasskeyOwner): Promise<void> {
  if (loginPasskey[owner]) return;
  await newPasskeyOf(owner);
  const added = lastPasskey[owner];
  if (added) loginPasskey[owner] = added;
}

let oldEmployments = 0;
const ctx: Context = {
  freshSession: loginAs,
  async freshSite1Code() {
    const kang = await t.api.login(SEED_WORKERS.kang.phone);
    const res = await t.api.post('/qr/codes', { eventType: 'BeginWork' }, { token: kang.accessToken });
    expect(res.status).toBe(201);
    return ((await res.json()) as QrCode).payload;
  },
  async joinCodeOfA() {
    const res = await t.api.post('/qr/joinCodes', undefined, as('workerA'));
    expect(res.status).toBe(201);
    return ((await res.json()) as JoinCode).code;
  },
  async recordedCodeOfA() {
    recordedCode ??= (async () => {
      const issued = await t.api.post('/qr/codes', { eventType: 'BeginLunch' }, as('workerA'));
      expect(issued.status).toBe(201);
      const code = (await issued.json()) as QrCode;
      expect((await t.api.post('/qr/scans', { payload: code.payload }, as('admin1'))).status).toBe(201);
      return code.id;
    })();
    return recordedCode;
  },
  async clearCorrections() {
    await t.db.updateTable('attendance_corrections').set({ state: 'withdrawn' }).where('state', '=', 'pending').execute();
  },
  async freshCorrectionOfA() {
    await ctx.clearCorrections();
    const res = await t.api.post('/work/corrections', { ...CORRECTION_OF_A, idempotencyKey: randomUUID() }, as('workerA'));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  },
  async correctionWithPhotoOfA() {
    correctionWithPhoto ??= (async () => {
      await ctx.clearCorrections();
      const photo = (await smallJpeg()).toString('base64');
      const res = await t.api.post('/work/corrections', { ...CORRECTION_OF_A, photo, idempotencyKey: randomUUID() }, as('workerA'));
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    })();
    return correctionWithPhoto;
  },
  async freshInquiryOfA() {
    const res = await t.api.post('/qna', { category: 'pay', title: `문의 ${randomUUID().slice(0, 8)}`, content: '바꾸거나 지울 문의입니다.' }, as('workerA'));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  },
  async clearStaffFailures() {
    await t.db.deleteFrom('auth_failures').where('scope', '=', 'staff-token:address').execute();
  },
  async freshTemplateOfSite1() {
    const res = await t.api.post('/admin/contractTemplates', { ...TEMPLATE_TERMS, name: `양식 ${randomUUID().slice(0, 8)}` }, as('admin1'));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  },
  async takeOnAtSite1() {
    return { userId: SEED_NEWCOMER.id, templateId: await ctx.freshTemplateOfSite1(), validFrom: todayInSeoul(t.clock.now()).toString() };
  },
  async oldEmploymentAtSite1() {
    const id = randomUUID();
    oldEmployments += 1;
    const validFrom = `2020-01-${String(oldEmployments).padStart(2, '0')}`;
    await t.db.insertInto('employment_contracts').values({ id, user_id: SEED_NEWCOMER.id, project_code: 'P1001', daily_wage: 200_000, valid_from: validFrom, valid_to: '2020-12-31' }).execute();
    return id;
  },
  async codeOfAdmin2() {
    await t.db.deleteFrom('auth_failures').where('scope', '=', 'admin-code:admin').execute();
    const res = await t.api.post('/admin/auth/verify', { phone: SEED_ADMINS.oh.phone, employeeNumber: SEED_ADMINS.oh.employeeNumber });
    expect(res.status).toBe(200);
    const { codeToken } = (await res.json()) as { codeToken: string };
    return { codeToken, code: await t.api.lastSmsCode(SEED_ADMINS.oh.phone) };
  },
  async verifyAdmin2() {
    const res = await t.api.post('/admin/auth/code', await ctx.codeOfAdmin2());
    expect(res.status).toBe(200);
    return ((await res.json()) as { verificationToken: string }).verificationToken;
  },
  newPasskeyOfAdmin2: () => newPasskeyOf('admin2'),
  registrationOfAdmin2: () => registrationOf('admin2'),
  async passkeyLoginOfAdmin2() {
    await keepLoginPasskey('admin2');
    const verify = await t.api.post('/admin/auth/verify', { phone: SEED_ADMINS.oh.phone, employeeNumber: SEED_ADMINS.oh.employeeNumber, preferPasskey: true }, { headers: { cookie: admin2DeviceCookie } });
    const { passkeyToken } = (await verify.json()) as { passkeyToken: string };
    return { passkeyToken, credential: await loginAnswerOf('admin2', await t.api.post('/admin/auth/passkey/options', { passkeyToken })) };
  },
  newPasskeyOfWorkerB: () => newPasskeyOf('workerB'),
  registrationOfWorkerB: () => registrationOf('workerB'),
  async passkeyLoginOfWorkerB() {
    await keepLoginPasskey('workerB');
    return { credential: await loginAnswerOf('workerB', await t.api.post('/auth/passkey/options', {})) };
  },
  async freshJoinFlow() {
    const res = await t.api.post('/identity/flows', { purpose: 'join', join: { language: 'ko', name: '권한확인', rrn: '900101-1000000', nationality: 'korean', birthDate: '1990-01-01' } });
    expect(res.status).toBe(201);
    const { flowId, flowSecret } = (await res.json()) as FlowCredentials;
    return { flowId, flowSecret };
  },
  async phoneFlowOfA() {
    const res = await t.api.post('/account/phone/verification', {}, as('workerA'));
    expect(res.status).toBe(201);
    const { flowId, flowSecret } = (await res.json()) as FlowCredentials;
    return { flowId, flowSecret };
  },
  async get(path, role) {
    const res = await t.api.get(path, as(role));
    expect(res.status, path).toBe(200);
    return res.json();
  },
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

let documented: string[] = [];
/** The security schemes each documented call declares (any of its requirements). */
const declaredSchemes = new Map<string, string[]>();

beforeAll(async () => {
  for (const role of ROLES) {
    const session = await loginAs(role);
    if (session) tokens.set(role, session.accessToken);
  }
  const res = await t.api.get('/openapi.json');
  const doc = (await res.json()) as OpenApiDocument;
  // The document's server is API_PREFIX: its paths are the rows' paths.
  documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) declaredSchemes.set(`${method} ${path}`, (operation.security ?? []).flatMap(Object.keys));
  }
});

const key = (row: Row) => `${row.method} ${row.path}`;

describe('the authorization matrix', () => {
  it('has exactly one row for every call of the OpenAPI document', () => {
    const rows = ROWS.map(key);
    expect(new Set(rows).size, 'a call with two rows').toBe(rows.length);
    const missing = documented.filter((call) => !rows.includes(call) && !(call in NOT_IN_MATRIX));
    expect(missing, 'calls of the OpenAPI document without a row in ROWS').toEqual([]);
    expect(rows.filter((call) => !documented.includes(call)), 'rows for calls the document does not have').toEqual([]);
  });

  // The document says the truth about authentication: a call that declares a bearer scheme is the
  // one an anonymous caller gets 401 UNAUTHORIZED from (each cell below is checked by a request).
  it('declares a bearer scheme on exactly the calls that refuse an anonymous caller as UNAUTHORIZED', () => {
    const mismatched = ROWS.filter((row) => {
      const schemes = declaredSchemes.get(key(row)) ?? [];
      const declaresBearer = schemes.includes('bearerAuth') || schemes.includes('staffToken');
      const anonymous = row.cells.anonymous;
      return declaresBearer !== (anonymous.status === 401 && anonymous.code === 'UNAUTHORIZED');
    });
    expect(mismatched.map(key)).toEqual([]);
  });

  describe.each(ROWS.map((row) => [key(row), row] as const))('%s', (_name, row) => {
    const answers = new Map<Role, unknown>();

    it.each(ROLES.map((role) => [role]))('as %s', async (role) => {
      const cell = row.cells[role];
      const request = await row.request(ctx, role);
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
      const res = await t.api.request(row.method.toUpperCase(), `${API_PREFIX}${request.path}`, { ...as(role), headers, ...(body === undefined ? {} : { body }) });
      const type = res.headers.get('content-type') ?? '';
      const answer: unknown = type.includes('json') ? await res.json() : type.includes('pdf') ? createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex') : await res.text();
      expect(res.status, JSON.stringify(answer).slice(0, 300)).toBe(cell.status);
      if (cell.code) expect(record(answer).code).toBe(cell.code);
      if (res.status < 300) {
        cell.check?.(answer);
        answers.set(role, answer);
      }
    });

    if (row.personal) {
      it("answers worker A and worker B differently: each their own data", () => {
        expect(answers.has('workerA') && answers.has('workerB')).toBe(true);
        expect(answers.get('workerA')).not.toEqual(answers.get('workerB'));
      });
    }
  });
});
