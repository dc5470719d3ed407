/**
 * The error a service throws when a rule says no: the API's error code, a message for developers,
 * and optional per-field rule codes or a wait. It knows nothing of HTTP: http/errors.ts is the one
 * place that turns it into a status and an ApiErrorBody (decision 055).
 */
import type { ApiErrorCode } from '#contract/api-errors.ts';

export interface DomainErrorExtra {
  /** Per-field rule codes (BAD_REQUEST, QR_SEQUENCE, …). */
  fields?: Record<string, string>;
  /** Seconds to wait (TOO_MANY_ATTEMPTS). */
  retryAfter?: number;
}

export class DomainError extends Error {
  readonly code: ApiErrorCode;
  readonly extra: DomainErrorExtra;

  constructor(code: ApiErrorCode, message: string, extra: DomainErrorExtra = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.extra = extra;
  }
}

/** The input breaks a rule: BAD_REQUEST with the rule code of each field. */
export function badRequest(fields: Record<string, string>): DomainError {
  return new DomainError('BAD_REQUEST', 'The request is not valid.', { fields });
}
