/**
 * The zod schemas of the API: they validate every request and generate the OpenAPI document, and
 * they are written to match src/shared/contract/api-contract.ts (schemas.test.ts checks the types
 * agree). Input rules come from src/shared/validation/rules.ts, the same ones the app uses.
 */
import { z } from '@hono/zod-openapi';
import { API_ERROR_CODES } from '../../src/shared/contract/api-contract';
import { checkEmployeeNumber, checkPhone, type RuleCode } from '../../src/shared/validation/rules';
import { isValidCalendarDate } from '../services/seoul-time';

/** Long enough for any real value; short enough that a huge string is a 400, not work. */
const MAX_PHONE = 40;
const MAX_PASSWORD = 256;
const MAX_TOKEN = 4096;
const MAX_CODE = 40;

/** A string checked by a shared rule; a failure answers the rule's code in `fields`. */
function ruled(check: (value: string) => RuleCode | null, maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .superRefine((value, ctx) => {
      const rule = check(value);
      if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
    });
}

const requiredString = (maxLength: number) => z.string().min(1).max(maxLength);
const siteCode = ruled((value) => (value.trim() === '' ? 'siteRequired' : null), MAX_CODE);
const yesNo = z.enum(['Y', 'N']).openapi({ description: 'N: the password must be changed before anything else.' });
const token = requiredString(MAX_TOKEN).openapi({ description: 'A JWT.' });

export const ErrorSchema = z
  .object({
    code: z.enum(API_ERROR_CODES),
    message: z.string().openapi({ description: 'English, for developers; the app shows its own text for `code`.' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ description: 'For 400: field → rule code (required, phoneChars, phoneFormat, employeeNumberFormat, siteRequired, type, tooLong, range, date, json, contentType, tooLarge, invalid).' }),
    retryAfter: z.number().int().optional().openapi({ description: 'For 429: seconds to wait (also in Retry-After).' }),
  })
  .openapi('ApiError');

export const UserSessionSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), ynConvertPassword: yesNo })
  .openapi('UserSession');

export const AdminSessionSchema = z.object({ accessToken: z.string(), refreshToken: z.string() }).openapi('AdminSession');

export const LoginRequestSchema = z
  .object({
    phone: ruled(checkPhone, MAX_PHONE).openapi({ example: '010-2345-6789', description: "Digits and '-' only." }),
    password: requiredString(MAX_PASSWORD).openapi({ example: 'Wfm!demo2026' }),
  })
  .openapi('LoginRequest');

export const ReissueRequestSchema = z.object({ refreshToken: token }).openapi('ReissueRequest');

export const SessionCheckRequestSchema = z
  .object({ accessToken: token, refreshToken: token })
  .openapi('SessionCheckRequest');

export const SessionCheckAnswerSchema = z
  .object({ ok: z.literal(true), ynConvertPassword: yesNo.optional() })
  .openapi('SessionCheckAnswer');

export const AdminVerifyRequestSchema = z
  .object({
    phone: ruled(checkPhone, MAX_PHONE).openapi({ example: '010-9876-5432' }),
    employeeNumber: ruled(checkEmployeeNumber, MAX_CODE).openapi({ example: 'A1001' }),
  })
  .openapi('AdminVerifyRequest');

export const CorporationSiteSchema = z
  .object({ corporationCode: z.string(), corporationName: z.string(), siteCode: z.string(), siteName: z.string() })
  .openapi('CorporationSite');

export const AdminVerifyAnswerSchema = z
  .object({
    verificationToken: z.string().openapi({ description: 'Valid 5 minutes; send it to /admin/auth/login with the chosen site.' }),
    adminName: z.string(),
    sites: z.array(CorporationSiteSchema),
  })
  .openapi('AdminVerifyAnswer');

export const AdminLoginRequestSchema = z
  .object({ verificationToken: token, corporationCode: siteCode, siteCode })
  .openapi('AdminLoginRequest');

export const HomeProjectSettingSchema = z
  .object({
    customerCode: z.string(),
    customerName: z.string(),
    corporationCode: z.string(),
    corporationName: z.string(),
    projectCode: z.string(),
    projectName: z.string(),
    projectAddress: z.string(),
  })
  .openapi('HomeProjectSetting');

export const WorkDayRecordSchema = z
  .object({
    date: z.string().openapi({ example: '20261120', description: 'yyyymmdd, a day in Asia/Seoul.' }),
    workStartTime: z.string().openapi({ example: '2026-11-20T07:58:00+09:00', description: "ISO 8601 with offset, or '-' for none." }),
    workEndTime: z.string().openapi({ example: '2026-11-20T17:02:00+09:00', description: "ISO 8601 with offset, or '-' for none." }),
    workingTime: z.number().openapi({ example: 8.07, description: 'Decimal hours, breaks excluded.' }),
  })
  .openapi('WorkDayRecord');

export const WeeklyQuerySchema = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100).openapi({ example: 2026 }),
    month: z.coerce.number().int().min(1).max(12).openapi({ example: 11 }),
    day: z.coerce.number().int().min(1).max(31).openapi({ example: 20 }),
  })
  .superRefine((value, ctx) => {
    if (!isValidCalendarDate(value)) ctx.addIssue({ code: 'custom', path: ['day'], message: 'date', params: { rule: 'date' } });
  });
