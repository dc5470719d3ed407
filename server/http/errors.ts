/**
 * The one error shape of the API (ApiErrorBody): `{ code, message, fields?, retryAfter? }`.
 * Owns the one mapping of domain errors (../domain-error.ts) to statuses and bodies, the request-validation rules (valibot issues → `fields`), the error
 * handler (nothing unexpected leaks: 500 INTERNAL) and the /v1 not-found answer.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import { badRequest, DomainError, type DomainErrorExtra } from '../domain-error.ts';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-context.ts';
import { requestFields } from './request-log.ts';
import type { ApiErrorBody, ApiErrorCode } from '#contract/api-errors.ts';

/** The status of each error code: the one place a domain error becomes HTTP. */
const STATUS_OF: Record<ApiErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  ADMIN_NOT_FOUND: 401,
  ADMIN_CODE_WRONG: 401,
  ADMIN_CODE_EXPIRED: 410,
  RECOVERY_CODE_EXPIRED: 410,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_REFRESH_TOKEN: 401,
  REFRESH_TOKEN_REUSED: 401,
  SITE_NOT_ALLOWED: 403,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  XSRF_MISMATCH: 403,
  QR_WRONG_SITE: 403,
  VERIFICATION_NOT_OFFERED: 403,
  NOT_FOUND: 404,
  NO_HOME_PROJECT: 404,
  ACCOUNT_NOT_FOUND: 404,
  NO_LINKED_ACCOUNT: 404,
  QNA_ANSWERED: 409,
  QR_ALREADY_USED: 409,
  QR_SEQUENCE: 409,
  QR_SCAN_KEY_REUSED: 409,
  CORRECTION_PENDING: 409,
  CORRECTION_DECIDED: 409,
  CORRECTION_SEQUENCE: 409,
  TEMPLATE_CHANGED: 409,
  MONTH_NOT_ENDED: 409,
  MONTH_CLOSED: 409,
  MONTH_CLOSE_BLOCKED: 409,
  MONTH_CLOSE_WARNINGS: 409,
  MONTH_NOT_CLOSED: 409,
  ALREADY_EMPLOYED: 409,
  EMPLOYMENT_ENDED: 403,
  NOT_READY_FOR_WORK: 403,
  PASSWORD_ALREADY_SET: 409,
  CONTRACT_SIGNED: 409,
  CONTRACT_CHANGED: 409,
  ADDRESS_REQUIRED: 409,
  VERIFICATION_INVALID: 409,
  ACCOUNT_EXISTS: 409,
  PHONE_TAKEN: 409,
  QR_EXPIRED: 410,
  JOIN_CODE_EXPIRED: 410,
  JOIN_CODE_INVALID: 422,
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
  RECOVERY_CODE_WRONG: 422,
  PASSKEY_REFUSED: 422,
  TOO_MANY_ATTEMPTS: 429,
  LOGINS_BUSY: 429,
  INTERNAL: 500,
  SMS_NOT_SENT: 503,
};

function statusOf(code: ApiErrorCode): ContentfulStatusCode {
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

const RULE_CODE = /^[a-z][a-zA-Z]*$/;

/** What fieldsOf reads of a schema to find a field's own: an object's entries, an array's item, what optional or nullable wrap. */
interface SchemaParts {
  readonly entries?: Readonly<Record<string, SchemaParts>>;
  readonly item?: SchemaParts;
  readonly wrapped?: SchemaParts;
  readonly message?: unknown;
}

/** The schema of the field at `path` below `schema`; undefined where the walk cannot tell (a union, a record). */
function schemaAt(schema: SchemaParts | undefined, path: readonly v.IssuePathItem[]): SchemaParts | undefined {
  let at = schema;
  for (const { key } of path) {
    while (at?.wrapped) at = at.wrapped;
    at = at?.entries ? at.entries[String(key)] : at?.item;
  }
  return at;
}

/**
 * The rule code of one valibot issue: a type mismatch is `required` when the value is missing, else
 * `type`. A missing key is `required` too, unless its field's schema carries a rule code as its message.
 */
function ruleOf(issue: v.BaseIssue<unknown>, schema: SchemaParts): string {
  // A schema given a rule code as its message (`v.literal(true, 'agreeRequired')`) answers that code;
  // valibot's own messages are sentences. A missing key's issue is the object's: its field says.
  if (RULE_CODE.test(issue.message)) return issue.message;
  if (issue.input === undefined && issue.path?.at(-1)?.origin === 'key') {
    const message = schemaAt(schema, issue.path)?.message;
    return typeof message === 'string' && RULE_CODE.test(message) ? message : 'required';
  }
  switch (issue.type) {
    case 'min_length':
    case 'non_empty':
      return typeof issue.input === 'string' && Number(issue.requirement ?? 1) <= 1 ? 'required' : 'range';
    case 'max_length':
      return typeof issue.input === 'string' ? 'tooLong' : 'range';
    case 'min_value':
    case 'max_value':
      return 'range';
    case 'integer':
    case 'to_number':
      return 'type';
    default:
      if (issue.kind !== 'schema') return 'invalid';
      if (issue.input === undefined) return 'required';
      // A value of the right type that is not one of those allowed (an enum, a literal) is `invalid`.
      return ['picklist', 'literal', 'union', 'variant', 'uuid'].includes(issue.type) ? 'invalid' : 'type';
  }
}

/** valibot issues of checking with `schema` → `fields` (dotted path → rule code; the first issue of a field wins). */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[], schema: v.GenericSchema): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = (issue.path ?? []).map((item) => String(item.key)).join('.') || 'body';
    fields[name] ??= ruleOf(issue, schema as SchemaParts);
  }
  return fields;
}

export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof DomainError) return errorResponse(c, error);
    // Hono's bodyLimit throws a 413 HTTPException when it has no onError; ours all have one (app.ts,
    // certificates' signature, the sandbox pages), so this is only the net for a limit that forgets it.
    if (error instanceof HTTPException && error.status === 413) return errorResponse(c, badRequest({ body: 'tooLarge' }));
    logger.error({ ...requestFields(c), err: error }, 'request failed');
    return errorResponse(c, new DomainError('INTERNAL', 'Something went wrong on our side.'));
  };
}

export function notFoundResponse(c: Context): Response {
  return errorResponse(c, new DomainError('NOT_FOUND', 'No such call.'));
}
