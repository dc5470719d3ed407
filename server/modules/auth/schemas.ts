/** Auth's zod schemas (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { checkEmployeeNumber, checkPhone } from '#contract/input-rules.ts';
import { MAX_CODE, ruled } from '../../http/schemas.ts';

/** Long enough for any real value; short enough that a huge string is a 400, not work. */
const MAX_PHONE = 40;
const MAX_PASSWORD = 256;
const MAX_TOKEN = 4096;
const requiredString = (maxLength: number) => z.string().min(1).max(maxLength);
const siteCode = ruled((value) => (value.trim() === '' ? 'siteRequired' : null), MAX_CODE);
const yesNo = z.enum(['Y', 'N']).openapi({ description: 'N: the password must be changed before anything else.' });
const token = requiredString(MAX_TOKEN).openapi({ description: 'A JWT.' });

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
