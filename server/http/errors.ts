/**
 * The one error shape of the API (ApiErrorBody): `{ code, message, fields?, retryAfter? }`.
 * Owns the one mapping of domain errors (../domain-error.ts) to statuses and bodies, the request-validation hook (zod issues → `fields`), the error
 * handler (nothing unexpected leaks: 500 INTERNAL) and the /v1 not-found answer.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '#contract/api-contract.ts';
import { badRequest, DomainError, type DomainErrorExtra } from '../domain-error.ts';
import type { Logger } from '../logger.ts';

/** The status of each error code: the one place a domain error becomes HTTP. */
const STATUS_OF: Record<ApiErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  ADMIN_NOT_FOUND: 401,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_REFRESH_TOKEN: 401,
  REFRESH_TOKEN_REUSED: 401,
  SITE_NOT_ALLOWED: 403,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  XSRF_MISMATCH: 403,
  QR_WRONG_SITE: 403,
  NOT_FOUND: 404,
  NO_HOME_PROJECT: 404,
  ACCOUNT_NOT_FOUND: 404,
  NO_LINKED_ACCOUNT: 404,
  QNA_ANSWERED: 409,
  QR_ALREADY_USED: 409,
  QR_SEQUENCE: 409,
  CONTRACT_SIGNED: 409,
  CONTRACT_CHANGED: 409,
  VERIFICATION_INVALID: 409,
  ACCOUNT_EXISTS: 409,
  PHONE_TAKEN: 409,
  QR_EXPIRED: 410,
  QR_INVALID: 422,
  IDENTITY_MISMATCH: 422,
  IDENTITY_NOT_FOUND: 422,
  IDENTITY_THEFT_BLOCKED: 422,
  IDENTITY_MISUSE_BLOCKED: 422,
  IDENTITY_CARRIER_BLOCKED: 422,
  IDENTITY_CODE_FAILED: 422,
  IDENTITY_CANCELLED: 422,
  IDENTITY_FAILED: 422,
  IDENTITY_NOT_MATCHING: 422,
  WRONG_PASSWORD: 422,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
};

export function statusOf(code: ApiErrorCode): ContentfulStatusCode {
  return STATUS_OF[code];
}

/** A domain error that also carries response headers (the bearer challenges of http/). */
export class HttpError extends DomainError {
  readonly headers: Record<string, string>;

  constructor(code: ApiErrorCode, message: string, options: DomainErrorExtra & { headers: Record<string, string> }) {
    const { headers, ...extra } = options;
    super(code, message, extra);
    this.headers = headers;
  }
}

export function errorResponse(c: Context, error: DomainError): Response {
  const body: ApiErrorBody = { code: error.code, message: error.message };
  if (error.extra.fields) body.fields = error.extra.fields;
  if (error.extra.retryAfter !== undefined) {
    body.retryAfter = error.extra.retryAfter;
    c.header('Retry-After', String(error.extra.retryAfter));
  }
  if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, statusOf(error.code));
}

/** Rule codes the server answers in `fields`, besides the RuleCodes of contract/input-rules.ts. */
export type ServerRuleCode = 'type' | 'tooLong' | 'range' | 'invalid' | 'date' | 'json' | 'contentType' | 'tooLarge' | 'agreeRequired' | 'image' | 'dimensions';

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function ruleOf(issue: z.core.$ZodIssue, data: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(data, issue.path) === undefined ? 'required' : 'type';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? 'required' : 'range';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'range';
    case 'custom': {
      const rule: unknown = issue.params?.rule;
      return typeof rule === 'string' ? rule : 'invalid';
    }
    default:
      return 'invalid';
  }
}

/** zod issues → `fields` (dotted path → rule code; the first issue of a field wins). */
export function fieldsOf(error: z.core.$ZodError, data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= ruleOf(issue, data);
  }
  return fields;
}

/** The defaultHook of every OpenAPI route: a failed validation becomes 400 BAD_REQUEST. */
export function validationHook(
  // @hono/zod-validator passes the raw input as `data` on failure too (its types omit it).
  result: { success: true } | { success: false; error: z.core.$ZodError; data?: unknown },
  c: Context,
): Response | undefined {
  if (result.success) return undefined;
  return errorResponse(c, badRequest(fieldsOf(result.error, result.data)));
}

export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof DomainError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      // Raised by Hono's body validators before ours run: unreadable JSON, a body that is not JSON.
      if (error.status === 400) return errorResponse(c, badRequest({ body: 'json' }));
      if (error.status === 415) return errorResponse(c, badRequest({ body: 'contentType' }));
      if (error.status === 413) return errorResponse(c, badRequest({ body: 'tooLarge' }));
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(c, new DomainError('INTERNAL', 'Something went wrong on our side.'));
  };
}

export function notFoundResponse(c: Context): Response {
  return errorResponse(c, new DomainError('NOT_FOUND', 'No such call.'));
}
