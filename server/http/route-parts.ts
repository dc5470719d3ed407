/**
 * Pieces every route definition repeats: JSON bodies and answers, the documented error answers,
 * the security requirements, the shape of the JSON POST calls, and the throttle gate the login
 * calls share. Every route states its `operationId` (camelCase, unique, stable: client generators
 * name their methods after it) and its `security`, [] for a call that needs nothing
 * (http/openapi.test.ts fails a route without them; scripts/lint-openapi.mjs lints the document).
 */
import * as v from 'valibot';
import { MAX_CODE } from '#contract/api-common.ts';
import type { Context } from 'hono';
import { EXPORT_MEDIA_TYPES, type ExportFormat } from '#contract/api-exports.ts';
import type { Language } from '#contract/languages.ts';
import { createRoute, type ApiResponse, type RawContent, type Schema } from './api-routes.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** A JSON answer of a route. */
export function json<S extends Schema>(schema: S, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** A JSON request body. */
export function jsonBody<S extends Schema>(schema: S) {
  return { content: { 'application/json': { schema } }, required: true as const };
}

export const BEARER_SCHEME = 'bearerAuth';
export const XSRF_HEADER_SCHEME = 'xsrfHeader';
export const XSRF_COOKIE_SCHEME = 'xsrfCookie';

/** Unsafe calls: the XSRF cookie and the same value in the header (both, hence one requirement). */
const XSRF_SECURITY = [{ [XSRF_HEADER_SCHEME]: [], [XSRF_COOKIE_SCHEME]: [] }];
export const BEARER_SECURITY = [{ [BEARER_SCHEME]: [] }];
/** An app session's unsafe call: the bearer token and the XSRF pair. */
export const BEARER_AND_XSRF_SECURITY = [{ [BEARER_SCHEME]: [], [XSRF_HEADER_SCHEME]: [], [XSRF_COOKIE_SCHEME]: [] }];

/** The staff API's token (modules/staff/routes.ts declares the scheme): no app JWT, no XSRF pair. */
export const STAFF_SCHEME = 'staffToken';
export const STAFF_SECURITY = [{ [STAFF_SCHEME]: [] }];
/** The site a staff call names in its path. */
export const STAFF_SITE_PARAMS = v.object({ siteCode: v.pipe(v.string(), v.maxLength(MAX_CODE), v.description('The site (project) code.'), v.examples(['P1001'])) });
/** What every staff call may answer besides its own (the token's checks). */
export const STAFF_ERRORS = {
  401: json(ApiErrorSchema, 'UNAUTHORIZED: no staff token, or not the configured one.'),
  403: json(ApiErrorSchema, 'FORBIDDEN: the staff API is off (STAFF_API_TOKEN is not set).'),
};

/** A POST taking a JSON body; like every unsafe call it needs the XSRF pair. */
export function jsonPost<const P extends string, const B extends Schema, const R extends Record<number, ApiResponse>>(route: {
  path: P;
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  body: B;
  responses: R;
}) {
  const { path, operationId, tags, summary, description, body, responses } = route;
  return createRoute({
    method: 'post',
    path,
    operationId,
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    security: XSRF_SECURITY,
    request: { body: jsonBody(body) },
    responses,
  });
}

const ERROR_DESCRIPTIONS = {
  400: 'BAD_REQUEST: the body or query is not valid; `fields` names each field and rule.',
  401: 'Not authenticated (the code says why).',
  403: 'Refused (XSRF_MISMATCH, FORBIDDEN, PASSWORD_CHANGE_REQUIRED, SITE_NOT_ALLOWED, VERIFICATION_NOT_OFFERED).',
  404: 'NOT_FOUND or NO_HOME_PROJECT.',
  410: 'Gone: QR_EXPIRED, or ADMIN_CODE_EXPIRED (ask for a new code).',
  429: 'TOO_MANY_ATTEMPTS (failed attempts) or LOGINS_BUSY (more logins at once than the server hashes): wait `retryAfter` seconds (also in Retry-After).',
  500: 'INTERNAL: an unexpected error; nothing more is said.',
  503: 'SMS_NOT_SENT: the text message could not be sent; nothing was changed, try again.',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

type ErrorResponse = ReturnType<typeof json<typeof ApiErrorSchema>>;

export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, json(ApiErrorSchema, ERROR_DESCRIPTIONS[status])])) as Record<S, ErrorResponse>;
}

/** The documented refusals of the verification calls (identity and accounts). */
export const VERIFICATION_REFUSED = {
  409: json(ApiErrorSchema, 'VERIFICATION_INVALID (unknown, expired or used flow or reference), ACCOUNT_EXISTS, PHONE_TAKEN.'),
  422: json(ApiErrorSchema, 'The provider refused (IDENTITY_*) or the verified person does not match (IDENTITY_NOT_MATCHING); WRONG_PASSWORD.'),
};

/** A JPEG answer's OpenAPI response (someone's photo). */
export const JPEG = { content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } }, description: 'The photo (a JPEG).' } as const;

/** A person's photo as an answer: never kept by a shared cache nor the service worker. */
export function jpegAnswer(photo: Uint8Array): Response {
  return new Response(photo, { status: 200, headers: { 'content-type': 'image/jpeg', 'cache-control': 'private, no-store' } });
}

/** The OpenAPI content of a CSV or XLSX file answer (the site's exports, the office's files). */
export const FILE_CONTENT: { content: Record<string, RawContent> } = {
  content: Object.fromEntries(Object.values(EXPORT_MEDIA_TYPES).map((type) => [type.split(';')[0] ?? type, { schema: { type: 'string', format: 'binary' } }])),
};

/**
 * A CSV or XLSX file to save (Content-Disposition: attachment). With `language`, the same URL answers
 * each language its own file: Content-Language says which, and Vary keeps a cache from mixing them.
 */
export function fileAttachment(c: Context, bytes: Uint8Array, format: ExportFormat, name: string, language?: Language): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': EXPORT_MEDIA_TYPES[format],
    'Content-Disposition': `attachment; filename="${name}"`,
    'Content-Length': String(bytes.byteLength),
    ...(language ? { 'Content-Language': language, Vary: 'Accept-Language' } : {}),
  });
}
