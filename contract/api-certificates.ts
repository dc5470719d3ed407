/**
 * Certificates (issue 5): employment contracts, withholding receipts and payment statements as
 * PDFs, and signing the contract; every path is under /certificates/ (CERTIFICATES_PATH). The
 * schemas of the calls (decision 057: api-common.ts says how they are written).
 */
import * as v from 'valibot';
import { intField, wonField } from './api-common.ts';
import { SIGNATURE_IMAGE_LIMITS } from './api-contract.ts';

/* @__NO_SIDE_EFFECTS__ */
const isoDay = (description: string) => v.pipe(v.string(), v.description(`yyyy-mm-dd: ${description}`));
/* @__NO_SIDE_EFFECTS__ */
const sha256Hex = (description: string) => v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/), v.description(description));
const contractId = v.pipe(v.string(), v.examples(['0b1e6a52-5d0e-4c7e-9a51-000000000301']));

export const ContractSignatureInfoSchema = v.object({
  signedAt: v.pipe(v.string(), v.description("ISO 8601 with offset: the server's time of signing."), v.examples(['2026-11-22T14:03:00+09:00'])),
  changedSinceSigning: v.pipe(v.boolean(), v.description('The terms now differ from those signed; the signed document stays as signed.')),
});

/** One employment contract of the worker (GET /certificates/contracts/{id}, and the answer of signing). */
export const ContractSummarySchema = v.object({
  id: contractId,
  workerName: v.pipe(v.string(), v.description('The worker as the contract names them (the signature pad\'s watermark uses it).')),
  corporationName: v.string(),
  projectName: v.string(),
  jobTitle: v.string(),
  validFrom: isoDay('the first day of the contract.'),
  validTo: v.nullable(isoDay('the last day, or null when only the start of work is agreed.')),
  dailyWage: wonField('Daily wage'),
  workerAddress: v.pipe(
    v.nullable(v.string()),
    v.description(
      "The worker's address the contract prints: the account's until signed, the one signed after. Null: none on the " +
        'account yet; signing answers 409 ADDRESS_REQUIRED until the worker adds it (PUT /account/address).',
    ),
  ),
  documentSha256: sha256Hex("SHA-256 of the contract's terms now; signing sends back the one the worker saw."),
  signature: v.nullable(ContractSignatureInfoSchema),
});
export type ContractSummary = v.InferOutput<typeof ContractSummarySchema>;

export const ContractMonthSchema = v.object({ month: intField(), contracts: v.array(ContractSummarySchema) });

/** GET /certificates/contracts?year: the months of the year with a contract in force, in order. */
export const ContractYearSchema = v.object({
  year: intField(),
  months: v.pipe(v.array(ContractMonthSchema), v.description('The months of the year with a contract in force, in order (others have none).')),
});
export type ContractYear = v.InferOutput<typeof ContractYearSchema>;

/** One month with a withholding receipt or a payment statement. */
export const PayDocumentMonthSchema = v.object({
  month: intField(),
  corporationCode: v.pipe(v.string(), v.description('The employer: a month with two employers has a document from each.')),
  corporationName: v.string(),
  payDate: isoDay('the pay day.'),
  ctWork: intField('Paid work days.'),
  amCost: wonField('Total wages'),
  // Optional on input only for lists a phone kept from before the field: those months had nothing exempt.
  amNonTaxable: v.optional(wonField('Of amCost, the premiums not taxed (비과세); the taxable income is amCost − amNonTaxable'), 0),
  amTax: wonField('Income tax + local income tax'),
  amPay: wonField('Paid'),
});
export type PayDocumentMonth = v.InferOutput<typeof PayDocumentMonthSchema>;

/** GET /certificates/receipts?year and /certificates/statements?year: the months that have one. */
export const PayDocumentYearSchema = v.object({
  year: intField(),
  months: v.pipe(
    v.array(PayDocumentMonthSchema),
    v.description('The documents of the year, one per month and employer, oldest month first (months without one are left out).'),
  ),
});
export type PayDocumentYear = v.InferOutput<typeof PayDocumentYearSchema>;

/** The {id} of /certificates/contracts/{id}…: an unknown or malformed id is 404 NOT_FOUND, a huge one 400 tooLong. */
export const ContractIdParamsSchema = v.object({ id: v.pipe(v.string(), v.maxLength(64), v.examples(['0b1e6a52-5d0e-4c7e-9a51-000000000301'])) });

/** base64 of at most maxBytes bytes, so a body that passes the size check is never decoded for nothing. */
const MAX_SIGNATURE_BASE64 = Math.ceil(SIGNATURE_IMAGE_LIMITS.maxBytes / 3) * 4;

/** POST /certificates/contracts/{id}/signature */
export const ContractSignRequestSchema = v.object({
  // Anything but `true` is agreeRequired, a missing key too (the schema's message is the rule code:
  // server/http/errors.ts answers it for a missing key as well).
  agreed: v.pipe(
    v.literal(true, 'agreeRequired'),
    v.description('The worker ticked "I agree to all content"; anything else (or nothing) is 400 agreeRequired.'),
  ),
  documentSha256: sha256Hex('The documentSha256 of the contract the worker saw; a different one answers 409 CONTRACT_CHANGED.'),
  signaturePng: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(MAX_SIGNATURE_BASE64),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/),
    v.description(
      `The signature image: a PNG of ${String(SIGNATURE_IMAGE_LIMITS.minWidth)}..${String(SIGNATURE_IMAGE_LIMITS.maxWidth)} × ` +
        `${String(SIGNATURE_IMAGE_LIMITS.minHeight)}..${String(SIGNATURE_IMAGE_LIMITS.maxHeight)} pixels, at most ` +
        `${String(SIGNATURE_IMAGE_LIMITS.maxBytes)} bytes, base64 without a data: prefix.`,
    ),
  ),
});
export type ContractSignRequest = v.InferOutput<typeof ContractSignRequestSchema>;
