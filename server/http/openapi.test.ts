import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/api-contract.ts';
import { createApp } from '../app.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { isXsrfExempt } from './xsrf.ts';
import { quietLogger } from '../logger.ts';
import { testApi, testConfig } from '../testing/test-app.ts';
import { API_ERROR_CODES } from '#contract/api-errors.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  info: { license?: { name: string; identifier?: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }>; schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

let db: Db;
let doc: OpenApiDocument;

beforeAll(async () => {
  // The document needs no data: a pool that never connects is enough.
  db = await openDatabase({ databaseUrl: 'postgres://unused@127.0.0.1:1/unused' });
  const res = await testApi(createApp({ db, config: testConfig(), logger: quietLogger })).get('/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
});

afterAll(async () => {
  await db.destroy();
});

function operations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, call: `${method} ${path}`, operation })),
  );
}

const BEARER_CALLS = [
  ['get', '/users/homeProjectSetting'],
  ['get', '/work/weekly'],
  ['get', '/work/monthly'],
  ['get', '/pay/statement'],
  ['get', '/pay/daily'],
  ['get', '/pay/yearly'],
  ['get', '/admin/currentSite'],
  ['get', '/admin/passkeys'],
  ['get', '/account/passkeys'],
  ['get', '/qna'],
  ['get', '/qna/{id}'],
  ['get', '/qr/events'],
  ['get', '/qr/codes/{id}'],
  ['get', '/qr/next-event'],
  ['get', '/admin/qr/events'],
  ['get', '/account'],
  ['get', '/users/projects'],
  ['get', '/qr/scanner-keys'],
  ['get', '/certificates/contracts'],
  ['get', '/certificates/contracts/{id}'],
  ['get', '/certificates/contracts/{id}/pdf'],
  ['get', '/certificates/receipts'],
  ['get', '/certificates/receipts/pdf'],
  ['get', '/certificates/statements'],
  ['get', '/certificates/statements/pdf'],
  ['get', '/work/corrections'],
  ['get', '/work/corrections/{id}/photo'],
  ['get', '/work/day'],
  ['get', '/admin/contractTemplates'],
  ['get', '/admin/workers'],
  ['get', '/admin/roster'],
  ['get', '/admin/exports/day'],
  ['get', '/admin/exports/month'],
  ['get', '/office/month'],
  ['get', '/office/files/audit'],
  ['get', '/office/files/{kind}'],
  ['get', '/account/payAccount'],
  ['get', '/admin/exports/checkList'],
  ['get', '/admin/corrections'],
  ['get', '/admin/corrections/{id}/photo'],
  ['get', '/admin/workers/{userId}/photo'],
  ['get', '/admin/workers/{userId}/safetyTraining/photo'],
  ['get', '/admin/siteRecords/workers'],
  ['get', '/account/photo'],
  ['get', '/push/config'],
] as const;

/** Unsafe calls of a signed-in worker or admin: the bearer token and the XSRF pair. */
const BEARER_XSRF_CALLS = [
  ['post', '/office/month/close'],
  ['put', '/office/reportCodes'],
  ['post', '/qna'],
  ['put', '/qna/{id}'],
  ['delete', '/qna/{id}'],
  ['post', '/qr/codes'],
  ['post', '/qr/joinCodes'],
  ['post', '/qr/scans'],
  ['post', '/account/phone/verification'],
  ['post', '/account/phone'],
  ['post', '/account/password'],
  ['post', '/account/cancel'],
  ['put', '/account/language'],
  ['put', '/account/address'],
  ['put', '/account/payAccount'],
  ['put', '/users/homeProject'],
  ['post', '/qr/device-keys'],
  ['post', '/certificates/contracts/{id}/signature'],
  ['post', '/admin/passkeys/options'],
  ['post', '/admin/passkeys'],
  ['delete', '/admin/passkeys/{id}'],
  ['post', '/account/passkeys/options'],
  ['post', '/account/passkeys'],
  ['delete', '/account/passkeys/{id}'],
  ['put', '/admin/contractTemplates/{id}'],
  ['post', '/admin/employments'],
  ['put', '/admin/workers/{userId}/identity'],
  ['put', '/admin/workers/{userId}/safetyTraining'],
  ['put', '/admin/workers/{userId}/safetyTraining/photo'],
  ['post', '/admin/workers'],
  ['post', '/admin/workers/byJoinCode'],
  ['post', '/admin/workers/{userId}/invitation'],
  ['post', '/admin/workers/{userId}/phone/codes'],
  ['put', '/admin/workers/{userId}/phone'],
  ['put', '/admin/workers/{userId}/photo'],
  ['post', '/admin/siteRecords'],
  ['put', '/admin/roster/grace'],
  ['post', '/admin/employments/{contractId}/end'],
  ['delete', '/admin/contractTemplates/{id}'],
  ['post', '/work/corrections'],
  ['delete', '/work/corrections/{id}'],
  ['post', '/admin/contractTemplates'],
  ['post', '/admin/corrections/{id}/decision'],
  ['put', '/push/subscription'],
  ['delete', '/push/subscription'],
] as const;

/** Public reads: the versioned policies (sign-up shows them before any login), what the providers offer. */
const PUBLIC_CALLS = [
  ['get', '/identity/offered'],
  ['get', '/policies'],
  ['get', '/policies/agreements'],
  ['get', '/policies/{id}'],
] as const;

const STAFF_CALLS = [
  ['post', '/staff/qna/{id}/answer'],
  ['get', '/staff/sites/{siteCode}/contractTemplates'],
  ['get', '/staff/sites/{siteCode}/roster'],
  ['get', '/staff/sites/{siteCode}/exports/day'],
  ['get', '/staff/sites/{siteCode}/exports/month'],
  ['get', '/staff/corporations/{corporationCode}/month'],
  ['post', '/staff/corporations/{corporationCode}/month/close'],
  ['put', '/staff/corporations/{corporationCode}/reportCodes'],
  ['get', '/staff/corporations/{corporationCode}/files/audit'],
  ['get', '/staff/corporations/{corporationCode}/files/{kind}'],
  ['post', '/staff/sites/{siteCode}/contractTemplates'],
  ['put', '/staff/sites/{siteCode}/contractTemplates/{id}'],
  ['post', '/staff/sites/{siteCode}/employments'],
  ['post', '/staff/sites/{siteCode}/employments/{contractId}/end'],
] as const;

const BODY_CALLS = [
  '/auth/login',
  '/auth/reissue',
  '/auth/userCheck',
  '/auth/logout',
  '/auth/passkey/options',
  '/auth/passkey',
  '/admin/auth/verify',
  '/admin/auth/code',
  '/admin/auth/passkey/options',
  '/admin/auth/passkey',
  '/admin/auth/login',
  '/admin/auth/officeLogin',
  '/admin/auth/reissue',
  '/admin/auth/check',
  '/admin/auth/logout',
  '/identity/flows',
  '/identity/provider',
  '/identity/redeem',
  '/join',
  '/account/recovery/password',
  '/account/recovery/phone',
  '/account/recovery/codes',
  '/account/recovery/codes/password',
  '/account/firstPassword/codes',
  '/account/firstPassword/codes/password',
  '/auth/kb/requests',
  '/auth/kb/login',
];

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every call', () => {
    expect(doc.openapi).toBe('3.1.0');
    // Relative to the host serving it: the paths below are under the API prefix.
    expect(doc.servers?.map((server) => server.url)).toEqual([API_PREFIX]);
    expect(doc.info.license).toMatchObject({ name: expect.any(String) });
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(calls.sort()).toEqual(
      [...BEARER_CALLS, ...BEARER_XSRF_CALLS, ...STAFF_CALLS, ...PUBLIC_CALLS].map(([method, path]) => `${method} ${path}`).concat(BODY_CALLS.map((path) => `post ${path}`)).sort(),
    );
  });

  // Client generators name their methods after operationIds; Redocly's recommended rules
  // (scripts/lint-openapi.mjs) want both on every operation. A new route without them fails here.
  it('names every operation with its own camelCase operationId', () => {
    const ids = operations().map(({ call, operation }) => [call, operation.operationId] as const);
    expect(ids.filter(([, id]) => typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id)), 'calls without a camelCase operationId').toEqual([]);
    const seen = new Map<string, string>();
    for (const [call, id] of ids) {
      expect(seen.get(id ?? ''), `${call} and ${seen.get(id ?? '') ?? ''} share operationId ${id ?? ''}`).toBeUndefined();
      seen.set(id ?? '', call);
    }
  });

  it('declares the security of every operation, with the XSRF pair exactly where the server asks for it', () => {
    const schemes = Object.keys(doc.components.securitySchemes);
    for (const { method, path, call, operation } of operations()) {
      expect(operation.security, `${call} declares no security ([] when it needs none)`).toBeInstanceOf(Array);
      for (const requirement of operation.security ?? []) {
        expect(schemes, call).toEqual(expect.arrayContaining(Object.keys(requirement)));
        // http/xsrf.ts: every unsafe call under the API prefix needs the pair, except the exempt ones.
        const needsXsrf = method !== 'get' && !isXsrfExempt(`${API_PREFIX}${path}`);
        expect(['xsrfHeader', 'xsrfCookie'].filter((scheme) => scheme in requirement), call).toEqual(needsXsrf ? ['xsrfHeader', 'xsrfCookie'] : []);
      }
      // An empty list says "no requirement": only reads anyone may make.
      if (operation.security?.length === 0) expect(PUBLIC_CALLS.map(([m, p]) => `${m} ${p}`), call).toContain(call);
    }
    for (const [method, path] of PUBLIC_CALLS) expect(doc.paths[path]?.[method]?.security).toEqual([]);
  });

  it('documents a JSON body for every POST and the bearer scheme on data calls', () => {
    for (const path of BODY_CALLS) expect(doc.paths[path]?.post?.requestBody).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [method, path] of BEARER_CALLS) expect(doc.paths[path]?.[method]?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents the Q&A calls: bearer and XSRF on changes, 409 for answered inquiries, the staff token scheme', () => {
    for (const [method, path] of BEARER_XSRF_CALLS) {
      expect(doc.paths[path]?.[method]?.security).toEqual([{ bearerAuth: [], xsrfHeader: [], xsrfCookie: [] }]);
    }
    expect(doc.paths['/qna']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/qna/{id}']?.put?.responses).toHaveProperty('409');
    expect(doc.paths['/qna/{id}']?.delete?.responses).toHaveProperty('409');
    expect(doc.components.securitySchemes.staffToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [method, path] of STAFF_CALLS) {
      expect(doc.paths[path]?.[method]?.security).toEqual([{ staffToken: [] }]);
      if (method !== 'get') expect(doc.paths[path]?.[method]?.requestBody).toBeDefined();
    }
    for (const name of ['QnaListItem', 'QnaPage', 'QnaInquiry', 'QnaWriteRequest', 'QnaAnswerRequest']) expect(doc.components.schemas).toHaveProperty(name);
    const category = doc.components.schemas.QnaWriteRequest?.properties?.category as { enum?: string[] };
    expect(category.enum).toEqual(['pay', 'work', 'account', 'other']);
  });

  it('documents the one error shape with every error code', () => {
    const error = doc.components.schemas.ApiError;
    expect(Object.keys(error?.properties ?? {}).sort()).toEqual(['code', 'fields', 'message', 'retryAfter']);
    expect((error?.properties?.code as { enum: string[] }).enum).toEqual([...API_ERROR_CODES]);
    expect(doc.paths['/auth/login']?.post?.responses).toHaveProperty('429');
  });

  it('documents the month calls: year and month, their answers, and 204 for no statement', () => {
    for (const path of ['/work/monthly', '/pay/statement', '/pay/daily']) {
      const call = doc.paths[path]?.get as unknown as { parameters: { name: string; in: string; required?: boolean }[]; responses: Record<string, unknown> };
      // Pay belongs to one employer: the pay calls take it, optionally.
      const employer = path.startsWith('/pay/') ? ['query:corporationCode:false'] : [];
      expect(call.parameters.map((parameter) => `${parameter.in}:${parameter.name}:${String(parameter.required)}`)).toEqual(['query:year:true', 'query:month:true', ...employer]);
      expect(Object.keys(call.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    }
    for (const path of ['/pay/statement', '/pay/daily', '/pay/yearly']) {
      expect(doc.paths[path]?.get?.responses, path).toHaveProperty('204');
      expect(doc.paths[path]?.get?.responses, path).not.toHaveProperty('404');
    }
    for (const name of ['MonthlyWork', 'PayStatement', 'DailySettlement']) expect(doc.components.schemas).toHaveProperty(name);
    const statement = Object.keys(doc.components.schemas.PayStatement?.properties ?? {});
    expect(statement).toEqual(expect.arrayContaining(['amPay', 'amCost', 'ctWork', 'amSalaryD', 'amGonjae', 'amSoduk', 'amJumin', 'amKookmin', 'amMedicare', 'amGoyong', 'amSilver', 'amEtc', 'payDate']));
  });

  it('documents the QR calls: bodies, the scan refusals and the schemas', () => {
    for (const path of ['/qr/codes', '/qr/scans']) expect(doc.paths[path]?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/qr/scans']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '410', '422']),
    );
    for (const name of ['QrCodeRequest', 'QrCode', 'QrScanRequest', 'QrScanAnswer', 'QrScannedEvent', 'QrEventItem', 'QrEventList', 'QrNextEvent']) {
      expect(doc.components.schemas).toHaveProperty(name);
    }
    const eventType = doc.components.schemas.QrCodeRequest?.properties?.eventType as { enum?: string[] };
    expect(eventType.enum).toEqual(['BeginWork', 'EndWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner']);
    const events = doc.paths['/admin/qr/events']?.get as unknown as { parameters: { name: string; in: string }[] };
    expect(events.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:day', 'query:q', 'query:cursor', 'query:limit']);
  });

  it('documents the certificate calls: PDFs, the signature body and its refusals', () => {
    for (const path of ['/certificates/contracts/{id}/pdf', '/certificates/receipts/pdf', '/certificates/statements/pdf']) {
      expect(doc.paths[path]?.get?.responses['200']).toMatchObject({ content: { 'application/pdf': {} } });
    }
    const signature = doc.paths['/certificates/contracts/{id}/signature']?.post;
    expect(signature?.requestBody).toBeDefined();
    expect(Object.keys(signature?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '404', '409']));
    for (const name of ['ContractSummary', 'ContractYear', 'PayDocumentYear', 'ContractSignRequest']) expect(doc.components.schemas).toHaveProperty(name);
    // Without `agreed` the server answers agreeRequired, so the document says it is required.
    expect(doc.components.schemas.ContractSignRequest?.required).toEqual(['agreed', 'documentSha256', 'signaturePng']);
  });

  it('documents the weekly query parameters', () => {
    const weekly = doc.paths['/work/weekly']?.get as unknown as { parameters: { name: string; in: string }[] };
    expect(weekly.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:year', 'query:month', 'query:day']);
  });
});
