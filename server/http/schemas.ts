/**
 * The zod schemas and parts the modules share (the error answer, year and month queries, rule-checked
 * strings); each module keeps its own in its schemas.ts. They validate every request and generate the
 * OpenAPI document, and they are written to match contract/api-contract.ts (schemas.test.ts checks the types
 * agree). Input rules come from contract/input-rules.ts, the same ones the app uses.
 */
import { z } from '@hono/zod-openapi';
import { API_ERROR_CODES } from '#contract/api-contract.ts';

/** Long enough for any real value; short enough that a huge string is a 400, not work. */
export const MAX_CODE = 40;

/** A string checked by a shared rule; a failure answers the rule's code in `fields`. */
export function ruled(check: (value: string) => string | null, maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .superRefine((value, ctx) => {
      const rule = check(value);
      if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
    });
}

/** An instant with its offset, as the API writes them (2026-11-20T07:58:00+09:00), milliseconds optional. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
export const ErrorSchema = z
  .object({
    code: z.enum(API_ERROR_CODES),
    message: z.string().openapi({ description: 'English, for developers; the app shows its own text for `code`.' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ description: 'For 400: field → rule code (required, phoneChars, phoneFormat, employeeNumberFormat, siteRequired, categoryRequired, type, tooLong, range, date, json, contentType, tooLarge, invalid).' }),
    retryAfter: z.number().int().optional().openapi({ description: 'For 429: seconds to wait (also in Retry-After).' }),
  })
  .openapi('ApiError');

export const yearParam = z.coerce.number().int().min(2000).max(2100).openapi({ example: 2026, description: 'A year, 2000..2100.' });
export const monthParam = z.coerce.number().int().min(1).max(12).openapi({ example: 11, description: 'A month, 1..12.' });

/** A year: GET /pay/yearly. */
export const YearQuerySchema = z.object({ year: yearParam });

/** A month of the Asia/Seoul calendar: GET /work/monthly, /pay/statement, /pay/daily. */
export const MonthQuerySchema = z.object({ year: yearParam, month: monthParam });

export const dayKeyText = (example: string) => z.string().openapi({ example, description: 'yyyymmdd, a day in Asia/Seoul.' });
export const won = (description: string, example: number) => z.number().int().openapi({ description: `${description} (won).`, example });

