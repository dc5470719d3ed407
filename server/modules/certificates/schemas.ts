/** The certificates' zod schemas (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { SIGNATURE_IMAGE_LIMITS } from '#contract/api-contract.ts';
import { won } from '../../http/schemas.ts';

// Certificates (issue 5).

const isoDay = (description: string) => z.string().openapi({ example: '2026-01-01', description: `yyyy-mm-dd: ${description}` });
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/).openapi({ description: 'SHA-256, 64 lower-case hex digits.' });

export const ContractSummarySchema = z
  .object({
    id: z.string().openapi({ example: '0b1e6a52-5d0e-4c7e-9a51-000000000301' }),
    workerName: z.string().openapi({ example: '김민준' }),
    corporationName: z.string().openapi({ example: '한빛건설(주)' }),
    projectName: z.string().openapi({ example: '판교 물류센터 신축공사' }),
    jobTitle: z.string().openapi({ example: '보통인부' }),
    validFrom: isoDay('the first day of the contract.'),
    validTo: isoDay('the last day, or null when only the start of work is agreed.').nullable(),
    dailyWage: won('Daily wage', 200_000),
    documentSha256: sha256Hex.openapi({ description: "SHA-256 of the contract's terms now; signing sends back the one the worker saw." }),
    signature: z
      .object({
        signedAt: z.string().openapi({ example: '2026-11-22T14:03:00+09:00', description: "ISO 8601 with offset: the server's time of signing." }),
        changedSinceSigning: z.boolean().openapi({ description: 'The terms now differ from those signed; the signed document stays as signed.' }),
      })
      .nullable()
      .openapi('ContractSignatureInfo'),
  })
  .openapi('ContractSummary');

export const ContractYearSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    months: z
      .array(z.object({ month: z.number().int().openapi({ example: 11 }), contracts: z.array(ContractSummarySchema) }).openapi('ContractMonth'))
      .openapi({ description: 'The months of the year with a contract in force, in order (others have none).' }),
  })
  .openapi('ContractYear');

export const PayDocumentYearSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    months: z
      .array(
        z
          .object({
            month: z.number().int().openapi({ example: 10 }),
            payDate: isoDay('the pay day.'),
            ctWork: z.number().int().openapi({ example: 20, description: 'Paid work days.' }),
            amCost: won('Total wages', 4_000_000),
            amTax: won('Income tax + local income tax', 29_700),
            amPay: won('Paid', 3_581_610),
          })
          .openapi('PayDocumentMonth'),
      )
      .openapi({ description: 'The months of the year that have the document, oldest first (others have none).' }),
  })
  .openapi('PayDocumentYear');

export const ContractIdParamsSchema = z.object({
  id: z.string().max(64).openapi({ param: { name: 'id', in: 'path' }, example: '0b1e6a52-5d0e-4c7e-9a51-000000000301' }),
});

/** base64 of at most maxBytes bytes, so a body that passes the size check is never decoded for nothing. */
const MAX_SIGNATURE_BASE64 = Math.ceil(SIGNATURE_IMAGE_LIMITS.maxBytes / 3) * 4;

export const ContractSignRequestSchema = z
  .object({
    agreed: z
      .custom<true>((value) => value === true, { params: { rule: 'agreeRequired' } })
      .openapi({ type: 'boolean', enum: [true], description: 'The worker ticked "I agree to all content"; anything else is 400 agreeRequired.' }),
    documentSha256: sha256Hex,
    signaturePng: z
      .string()
      .min(1)
      .max(MAX_SIGNATURE_BASE64)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/)
      .openapi({
        description: `The signature image: a PNG of ${String(SIGNATURE_IMAGE_LIMITS.minWidth)}..${String(SIGNATURE_IMAGE_LIMITS.maxWidth)} × ${String(SIGNATURE_IMAGE_LIMITS.minHeight)}..${String(SIGNATURE_IMAGE_LIMITS.maxHeight)} pixels, at most ${String(SIGNATURE_IMAGE_LIMITS.maxBytes)} bytes, base64 without a data: prefix.`,
      }),
  })
  .openapi('ContractSignRequest');
