/**
 * The one error shape of the API (ApiErrorBody): `{ code, message, fields?, retryAfter? }`.
 * Owns the ApiError routes throw, the request-validation hook (zod issues → `fields`), the error
 * handler (nothing unexpected leaks: 500 INTERNAL) and the /v1 not-found answer.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '../../src/shared/contract/api-contract.ts';
import type { Logger } from '../logger.ts';

export interface ApiErrorExtra {
  fields?: Record<string, string>;
  retryAfter?: number;
  /** Extra response headers, e.g. WWW-Authenticate. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly extra: ApiErrorExtra;

  constructor(status: ContentfulStatusCode, code: ApiErrorCode, message: string, extra: ApiErrorExtra = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  const body: ApiErrorBody = { code: error.code, message: error.message };
  if (error.extra.fields) body.fields = error.extra.fields;
  if (error.extra.retryAfter !== undefined) {
    body.retryAfter = error.extra.retryAfter;
    c.header('Retry-After', String(error.extra.retryAfter));
  }
  for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
  return c.json(body, error.status);
}

export function badRequest(fields: Record<string, string>): ApiError {
  return new ApiError(400, 'BAD_REQUEST', 'The request is not valid.', { fields });
}

/** Rule codes the server answers in `fields`, besides the RuleCodes of src/shared/validation/rules.ts. */
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
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      // Raised by Hono's body validators before ours run: unreadable JSON, a body that is not JSON.
      if (error.status === 400) return errorResponse(c, badRequest({ body: 'json' }));
      if (error.status === 415) return errorResponse(c, badRequest({ body: 'contentType' }));
      if (error.status === 413) return errorResponse(c, badRequest({ body: 'tooLarge' }));
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(c, new ApiError(500, 'INTERNAL', 'Something went wrong on our side.'));
  };
}

export function notFoundResponse(c: Context): Response {
  return errorResponse(c, new ApiError(404, 'NOT_FOUND', 'No such call.'));
}
