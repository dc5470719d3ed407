import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../src/shared/contract/api-contract.ts';
import { createApp } from '../app.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { quietLogger } from '../logger.ts';
import { testApi, testConfig } from '../testing/test-app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }>; schemas: Record<string, { properties?: Record<string, unknown> }> };
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

const BEARER_CALLS = [
  ['get', '/v1/mobile/wfm/users/homeProjectSetting'],
  ['get', '/v1/mobile/wfm/work/weekly'],
  ['get', '/v1/mobile/wfm/work/monthly'],
  ['get', '/v1/mobile/wfm/pay/statement'],
  ['get', '/v1/mobile/wfm/pay/daily'],
  ['get', '/v1/mobile/wfm/pay/yearly'],
  ['get', '/v1/mobile/wfm/admin/currentSite'],
  ['get', '/v1/mobile/wfm/qna'],
  ['get', '/v1/mobile/wfm/qna/{id}'],
  ['get', '/v1/mobile/wfm/qr/events'],
  ['get', '/v1/mobile/wfm/qr/next-event'],
  ['get', '/v1/mobile/wfm/admin/qr/events'],
  ['get', '/v1/mobile/wfm/account'],
  ['get', '/v1/mobile/wfm/users/projects'],
  ['get', '/v1/mobile/wfm/qr/scanner-keys'],
  ['get', '/v1/mobile/wfm/certificates/contracts'],
  ['get', '/v1/mobile/wfm/certificates/contracts/{id}'],
  ['get', '/v1/mobile/wfm/certificates/contracts/{id}/pdf'],
  ['get', '/v1/mobile/wfm/certificates/receipts'],
  ['get', '/v1/mobile/wfm/certificates/receipts/pdf'],
  ['get', '/v1/mobile/wfm/certificates/statements'],
  ['get', '/v1/mobile/wfm/certificates/statements/pdf'],
] as const;

/** Unsafe calls of a signed-in worker: the bearer token and the XSRF pair. */
const BEARER_XSRF_CALLS = [
  ['post', '/v1/mobile/wfm/qna'],
  ['put', '/v1/mobile/wfm/qna/{id}'],
  ['delete', '/v1/mobile/wfm/qna/{id}'],
  ['post', '/v1/mobile/wfm/qr/codes'],
  ['post', '/v1/mobile/wfm/qr/scans'],
  ['post', '/v1/mobile/wfm/account/phone/verification'],
  ['post', '/v1/mobile/wfm/account/phone'],
  ['post', '/v1/mobile/wfm/account/password'],
  ['post', '/v1/mobile/wfm/account/cancel'],
  ['put', '/v1/mobile/wfm/account/language'],
  ['put', '/v1/mobile/wfm/users/homeProject'],
] as const;

/** Public reads: the versioned policies (sign-up shows them before any login). */
const PUBLIC_CALLS = [
  ['get', '/v1/mobile/wfm/policies'],
  ['get', '/v1/mobile/wfm/policies/agreements'],
  ['get', '/v1/mobile/wfm/policies/{id}'],
  ['post', '/v1/mobile/wfm/qr/device-keys'],
  ['post', '/v1/mobile/wfm/certificates/contracts/{id}/signature'],
] as const;

const STAFF_CALLS = [['post', '/v1/mobile/wfm/staff/qna/{id}/answer']] as const;

const BODY_CALLS = [
  '/v1/mobile/wfm/auth/login',
  '/v1/mobile/wfm/auth/reissue',
  '/v1/mobile/wfm/auth/userCheck',
  '/v1/mobile/wfm/auth/logout',
  '/v1/mobile/wfm/admin/auth/verify',
  '/v1/mobile/wfm/admin/auth/login',
  '/v1/mobile/wfm/admin/auth/reissue',
  '/v1/mobile/wfm/admin/auth/check',
  '/v1/mobile/wfm/admin/auth/logout',
  '/v1/mobile/wfm/identity/flows',
  '/v1/mobile/wfm/identity/provider',
  '/v1/mobile/wfm/identity/redeem',
  '/v1/mobile/wfm/join',
  '/v1/mobile/wfm/account/recovery/password',
  '/v1/mobile/wfm/account/recovery/phone',
  '/v1/mobile/wfm/auth/kb/requests',
  '/v1/mobile/wfm/auth/kb/login',
];

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every call', () => {
    expect(doc.openapi).toBe('3.1.0');
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(calls.sort()).toEqual(
      [...BEARER_CALLS, ...BEARER_XSRF_CALLS, ...STAFF_CALLS, ...PUBLIC_CALLS].map(([method, path]) => `${method} ${path}`).concat(BODY_CALLS.map((path) => `post ${path}`)).sort(),
    );
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
    expect(doc.paths['/v1/mobile/wfm/qna']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/v1/mobile/wfm/qna/{id}']?.put?.responses).toHaveProperty('409');
    expect(doc.paths['/v1/mobile/wfm/qna/{id}']?.delete?.responses).toHaveProperty('409');
    expect(doc.components.securitySchemes.staffToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [method, path] of STAFF_CALLS) {
      expect(doc.paths[path]?.[method]?.security).toEqual([{ staffToken: [] }]);
      expect(doc.paths[path]?.[method]?.requestBody).toBeDefined();
    }
    for (const name of ['QnaListItem', 'QnaPage', 'QnaInquiry', 'QnaWriteRequest', 'QnaAnswerRequest']) expect(doc.components.schemas).toHaveProperty(name);
    const category = doc.components.schemas.QnaWriteRequest?.properties?.category as { enum?: string[] };
    expect(category.enum).toEqual(['pay', 'work', 'account', 'other']);
  });

  it('documents the one error shape with every error code', () => {
    const error = doc.components.schemas.ApiError;
    expect(Object.keys(error?.properties ?? {}).sort()).toEqual(['code', 'fields', 'message', 'retryAfter']);
    expect((error?.properties?.code as { enum: string[] }).enum).toEqual([...API_ERROR_CODES]);
    expect(doc.paths['/v1/mobile/wfm/auth/login']?.post?.responses).toHaveProperty('429');
  });

  it('documents the month calls: year and month, their answers, and 404 for a statement', () => {
    for (const path of ['/v1/mobile/wfm/work/monthly', '/v1/mobile/wfm/pay/statement', '/v1/mobile/wfm/pay/daily']) {
      const call = doc.paths[path]?.get as unknown as { parameters: { name: string; in: string; required?: boolean }[]; responses: Record<string, unknown> };
      expect(call.parameters.map((parameter) => `${parameter.in}:${parameter.name}:${String(parameter.required)}`)).toEqual(['query:year:true', 'query:month:true']);
      expect(Object.keys(call.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    }
    expect(doc.paths['/v1/mobile/wfm/pay/statement']?.get?.responses).toHaveProperty('404');
    for (const name of ['MonthlyWork', 'PayStatement', 'DailySettlement']) expect(doc.components.schemas).toHaveProperty(name);
    const statement = Object.keys(doc.components.schemas.PayStatement?.properties ?? {});
    expect(statement).toEqual(expect.arrayContaining(['amPay', 'amCost', 'ctWork', 'amSalaryD', 'amGonjae', 'amSoduk', 'amJumin', 'amKookmin', 'amMedicare', 'amGoyong', 'amSilver', 'amEtc', 'payDate']));
  });

  it('documents the QR calls: bodies, the scan refusals and the schemas', () => {
    for (const path of ['/v1/mobile/wfm/qr/codes', '/v1/mobile/wfm/qr/scans']) expect(doc.paths[path]?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/v1/mobile/wfm/qr/scans']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '410', '422']),
    );
    for (const name of ['QrCodeRequest', 'QrCode', 'QrScanRequest', 'QrScanAnswer', 'QrScannedEvent', 'QrEventItem', 'QrEventList', 'QrNextEvent']) {
      expect(doc.components.schemas).toHaveProperty(name);
    }
    const eventType = doc.components.schemas.QrCodeRequest?.properties?.eventType as { enum?: string[] };
    expect(eventType.enum).toEqual(['BeginWork', 'EndWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner']);
    const events = doc.paths['/v1/mobile/wfm/admin/qr/events']?.get as unknown as { parameters: { name: string; in: string }[] };
    expect(events.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:day', 'query:q']);
  });

  it('documents the certificate calls: PDFs, the signature body and its refusals', () => {
    for (const path of ['/v1/mobile/wfm/certificates/contracts/{id}/pdf', '/v1/mobile/wfm/certificates/receipts/pdf', '/v1/mobile/wfm/certificates/statements/pdf']) {
      expect(doc.paths[path]?.get?.responses['200']).toMatchObject({ content: { 'application/pdf': {} } });
    }
    const signature = doc.paths['/v1/mobile/wfm/certificates/contracts/{id}/signature']?.post;
    expect(signature?.requestBody).toBeDefined();
    expect(Object.keys(signature?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '404', '409']));
    for (const name of ['ContractSummary', 'ContractYear', 'PayDocumentYear', 'ContractSignRequest']) expect(doc.components.schemas).toHaveProperty(name);
  });

  it('documents the weekly query parameters', () => {
    const weekly = doc.paths['/v1/mobile/wfm/work/weekly']?.get as unknown as { parameters: { name: string; in: string }[] };
    expect(weekly.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:year', 'query:month', 'query:day']);
  });
});
