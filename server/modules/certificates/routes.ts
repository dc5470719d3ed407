/**
 * The worker's certificates, every call under /certificates/ (so caches can cover them by prefix):
 * - GET  /certificates/contracts?year           the months of a year with a contract in force
 * - GET  /certificates/contracts/{id}           one contract (with its signature state)
 * - GET  /certificates/contracts/{id}/pdf       the contract as a PDF (the signed one once signed, with
 *                                               the reader's language's lines: contract-signing.ts)
 * - POST /certificates/contracts/{id}/signature sign it (once)
 * - GET  /certificates/receipts?year, /certificates/receipts/pdf?year&month       withholding receipts
 * - GET  /certificates/statements?year, /certificates/statements/pdf?year&month   payment statements
 * Every call answers only the caller's own documents: another worker's contract is 404 NOT_FOUND,
 * exactly like an unknown id. PDFs are made here, not on the phone (decision 010), in Korean with
 * lines in the worker's language (English, Chinese, Vietnamese: Accept-Language, decision 070).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX, CERTIFICATES_PATH, MAX_CERTIFICATE_BYTES, SIGNATURE_IMAGE_LIMITS } from '#contract/api-contract.ts';
import { cleanPng } from '../../images.ts';
import { requireUser } from '../../http/bearer-auth.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { errorResponse } from '../../http/errors.ts';
import { headerLanguage } from '../../http/locale.ts';
import { renderEmploymentContract } from './contract-pdf.ts';
import type { Language } from '#contract/languages.ts';
import { renderPaymentStatement, renderWithholdingReceipt } from './pay-pdf.ts';
import { documentKey, madeOnce } from './document-cache.ts';
import {
  CONTRACT_FORM_VERSION,
  contractsInMonth,
  documentIdentity,
  employerOf,
  loadContracts,
  payDocumentFor,
  payDocumentYear,
  toContractSummary,
  type PayDocumentKind,
} from './service.ts';
import { checkSignatureImage, loadSignedPdf, recordSignature, renderSignedContract, signedContractFor } from './contract-signing.ts';
import { isUuid } from '../../keyset-cursor.ts';
import { seoulDateOf } from '#contract/seoul-time.ts';
import { compareMonths } from '#contract/seoul-calendar.ts';
import { ApiRoutes, createRoute, type RawContent } from '../../http/api-routes.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, json, jsonBody } from '../../http/route-parts.ts';
import { YearQuerySchema } from '#contract/api-common.ts';
import { LanguageQuerySchema } from '#contract/api-language.ts';
import { PayDocumentPdfQuerySchema } from '#contract/api-pay.ts';
import {
  ContractIdParamsSchema,
  ContractSignRequestSchema,
  ContractSummarySchema,
  ContractYearSchema,
  PayDocumentYearSchema,
} from '#contract/api-certificates.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** The signature call carries an image: its own body limit instead of the API's 64 KB (base64 of 64 KB + JSON). */
const SIGNATURE_BODY_LIMIT = 128 * 1024;
const SIGNATURE_PATH = new RegExp(`^${API_PREFIX}/${CERTIFICATES_PATH}/contracts/[^/]+/signature$`);

/** Whether a request path has a body limit of its own (app.ts leaves these to the route). */
export function hasOwnBodyLimit(path: string): boolean {
  return SIGNATURE_PATH.test(path);
}

const PDF: { content: { 'application/pdf': RawContent } } = { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

/**
 * A PDF answer. The same URL answers each language its own document: Content-Language says which, and
 * Vary: Accept-Language keeps a cache that honours it from answering one language's copy to another.
 */
function pdfResponse(c: Context, pdf: Uint8Array, filename: string, language: Language): Response {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${filename}"`,
    'Content-Length': String(pdf.byteLength),
    'Content-Language': language,
    Vary: 'Accept-Language',
  });
}

const notFound = (what: string) => new DomainError('NOT_FOUND', `No ${what} of yours here.`);

export function certificateRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const worker = requireUser(deps, { passwordChanged: true });
  const today = () => seoulDateOf(deps.now());

  async function findContract(c: Context<AppEnv>, id: string) {
    if (!isUuid(id)) throw notFound('contract');
    const record = (await loadContracts(deps.db, c.get('user'))).find((contract) => contract.terms.contractId === id.toLowerCase());
    if (!record) throw notFound('contract');
    return record;
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${CERTIFICATES_PATH}/contracts`,
      operationId: 'listContractMonths',
      tags: ['certificates'],
      summary: 'The months of a year with an employment contract in force',
      description:
        'A contract is in force in a month when it began by the last day, did not end before the first, and was not ' +
        'replaced by a later contract begun by the first day. Months without one are left out.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { query: YearQuerySchema },
      responses: { 200: json(ContractYearSchema, "The caller's contracts by month."), ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const { year } = c.req.valid('query');
      const contracts = await loadContracts(deps.db, c.get('user'));
      const months = [];
      for (let month = 1; month <= 12; month += 1) {
        if (compareMonths({ year, month }, today()) > 0) break;
        const inForce = contractsInMonth(contracts, { year, month });
        if (inForce.length > 0) months.push({ month, contracts: inForce.map(toContractSummary) });
      }
      return c.json({ year, months }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${CERTIFICATES_PATH}/contracts/{id}`,
      operationId: 'getContract',
      tags: ['certificates'],
      summary: 'One employment contract of the caller',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { params: ContractIdParamsSchema },
      responses: {
        200: json(ContractSummarySchema, 'The contract and whether it is signed.'),
        404: json(ApiErrorSchema, 'NOT_FOUND: no contract of yours with that id.'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => c.json(toContractSummary(await findContract(c, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${CERTIFICATES_PATH}/contracts/{id}/pdf`,
      operationId: 'getContractPdf',
      tags: ['certificates'],
      summary: 'An employment contract as a PDF',
      description:
        'Unsigned: made now, in the reader\'s language (Accept-Language). Signed: the document as signed (its hash is checked); ' +
        'a reader of another language gets it with that language\'s lines beneath, when the record still makes the signed ' +
        'document exactly (else the document as signed).',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      request: { params: ContractIdParamsSchema, query: LanguageQuerySchema },
      responses: {
        200: { ...PDF, description: 'The contract (표준근로계약서).' },
        404: json(ApiErrorSchema, 'NOT_FOUND: no contract of yours with that id.'),
        ...errors(401, 403, 500),
      },
    }),
    async (c) => {
      const record = await findContract(c, c.req.valid('param').id);
      const filename = `employment-contract-${record.terms.validFrom}.pdf`;
      const language = c.req.valid('query').lang ?? headerLanguage(c);
      if (record.signature) {
        const signed = await loadSignedPdf(deps.db, record.terms.contractId);
        if (!signed?.intact) throw new Error(`The stored signed contract ${record.terms.contractId} does not match its recorded hash.`);
        // A signed contract never changes: its reading copy in another language is made once (issue 32).
        const copy = await madeOnce(documentKey('signedContract', { record, signed: signed.pdf, language }), () => signedContractFor(record, signed, language));
        return pdfResponse(c, copy, filename, language);
      }
      const pdf = await renderEmploymentContract(record.terms, {
        language,
        documentSha256: record.documentSha256,
        employerSignature: record.employerSignature,
      });
      return pdfResponse(c, pdf, filename, language);
    },
  );

  const signatureLimit: MiddlewareHandler = bodyLimit({
    maxSize: SIGNATURE_BODY_LIMIT,
    onError: (c) => errorResponse(c, badRequest({ body: 'tooLarge' })),
  });

  app.openapi(
    createRoute({
      method: 'post',
      path: `/${CERTIFICATES_PATH}/contracts/{id}/signature`,
      operationId: 'signContract',
      tags: ['certificates'],
      summary: 'Sign an employment contract (once)',
      description:
        'Records the signing time, the SHA-256 of the terms signed and the signed PDF (with the signature image, the time ' +
        'and a "signed in the app" mark) beside the employer\'s side as issued. The body may be up to 128 KB. 400 fields: ' +
        'agreed → agreeRequired; signaturePng → image (not a PNG), tooLarge, dimensions. 409 CONTRACT_SIGNED: already signed; ' +
        '409 ADDRESS_REQUIRED: the account has no address yet (PUT /account/address; the contract prints it); ' +
        '409 CONTRACT_CHANGED: the terms are not those the worker saw (reload and read again).',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [signatureLimit, worker] as const,
      request: { params: ContractIdParamsSchema, body: jsonBody(ContractSignRequestSchema) },
      responses: {
        201: json(ContractSummarySchema, 'The signed contract.'),
        404: json(ApiErrorSchema, 'NOT_FOUND: no contract of yours with that id.'),
        409: json(ApiErrorSchema, 'CONTRACT_SIGNED, ADDRESS_REQUIRED or CONTRACT_CHANGED.'),
        ...errors(400, 401, 403, 500),
      },
    }),
    async (c) => {
      const record = await findContract(c, c.req.valid('param').id);
      const body = c.req.valid('json');
      if (record.signature) throw new DomainError('CONTRACT_SIGNED', 'This contract is already signed.');
      const workerAddress = record.terms.worker.address;
      if (workerAddress === null) throw new DomainError('ADDRESS_REQUIRED', 'The contract prints the worker\'s address: add it to the account (PUT /account/address) first.');
      if (body.documentSha256 !== record.documentSha256) {
        throw new DomainError('CONTRACT_CHANGED', 'The contract changed since it was shown; show it again before signing.');
      }
      const sent = new Uint8Array(Buffer.from(body.signaturePng, 'base64'));
      const problem = checkSignatureImage(sent);
      if (problem) throw badRequest({ signaturePng: problem });
      // Decoded and written again (server/images.ts): only the drawing's pixels are kept and printed.
      const cleaned = await cleanPng(sent, SIGNATURE_IMAGE_LIMITS.maxWidth * SIGNATURE_IMAGE_LIMITS.maxHeight);
      if (!cleaned.ok) throw badRequest({ signaturePng: 'image' });
      const png = cleaned.bytes;
      const signedAt = deps.now();
      let signedPdf: Uint8Array;
      try {
        signedPdf = await renderSignedContract(record, png, signedAt, headerLanguage(c));
      } catch {
        // A header that passed but image data that does not decode.
        throw badRequest({ signaturePng: 'image' });
      }
      if (signedPdf.byteLength > MAX_CERTIFICATE_BYTES) throw badRequest({ signaturePng: 'tooLarge' });
      const recorded = await recordSignature(deps.db, {
        contractId: record.terms.contractId,
        userId: c.get('user').id,
        signedAt,
        documentSha256: record.documentSha256,
        png,
        signedPdf,
        clientAddress: clientAddress(c, deps.config.trustProxyHops),
        userAgent: c.req.header('user-agent') ?? null,
        workerAddress,
      });
      if (!recorded) throw new DomainError('CONTRACT_SIGNED', 'This contract is already signed.');
      const signature = { signedAt, documentSha256: record.documentSha256, formVersion: CONTRACT_FORM_VERSION };
      return c.json(toContractSummary({ ...record, signature }), 201);
    },
  );

  const payKinds: { kind: PayDocumentKind; path: string; name: string; summary: string; rule: string; operationIds: { months: string; pdf: string } }[] = [
    {
      kind: 'receipt',
      path: 'receipts',
      operationIds: { months: 'listWithholdingReceiptMonths', pdf: 'getWithholdingReceiptPdf' },
      name: 'withholding receipt',
      summary: 'Withholding receipts (일용근로소득 지급명세서)',
      rule: "A month's pay from one employer (?corporationCode) whose pay day has come (the receipt certifies tax withheld from a payment).",
    },
    {
      kind: 'statement',
      path: 'statements',
      operationIds: { months: 'listPaymentStatementMonths', pdf: 'getPaymentStatementPdf' },
      name: 'payment statement',
      summary: 'Payment statements (임금명세서)',
      rule: "A month's pay from one employer (?corporationCode, as GET /pay/statement; the current month provisionally).",
    },
  ];

  for (const { kind, path, name, summary, rule, operationIds } of payKinds) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `/${CERTIFICATES_PATH}/${path}`,
        operationId: operationIds.months,
        tags: ['certificates'],
        summary: `${summary}: the months of a year that have one`,
        description: rule,
        security: BEARER_SECURITY,
        middleware: [worker] as const,
        request: { query: YearQuerySchema },
        responses: { 200: json(PayDocumentYearSchema, 'The months that have one, oldest first.'), ...errors(400, 401, 403, 500) },
      }),
      async (c) => {
        const { year } = c.req.valid('query');
        return c.json({ year, months: await payDocumentYear(deps.db, c.get('user'), kind, year, deps.now()) }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `/${CERTIFICATES_PATH}/${path}/pdf`,
        operationId: operationIds.pdf,
        tags: ['certificates'],
        summary: `${summary}: a month's as a PDF`,
        description: rule,
        security: BEARER_SECURITY,
        middleware: [worker] as const,
        request: { query: PayDocumentPdfQuerySchema },
        responses: {
          200: { ...PDF, description: `The ${name}.` },
          404: json(ApiErrorSchema, `NOT_FOUND: no ${name} for that month.`),
          ...errors(400, 401, 403, 500),
        },
      }),
      async (c) => {
        const { year, month: monthNumber, corporationCode, lang } = c.req.valid('query');
        const month = { year, month: monthNumber };
        const user = c.get('user');
        const found = await payDocumentFor(deps.db, user, kind, month, deps.now(), corporationCode);
        if ('missing' in found) throw new DomainError('NOT_FOUND', `No ${name} for that month: ${found.missing}.`);
        const { statement } = found;
        const workedDays = found.employer.days.filter((day) => day.workedMinutes > 0).map((day) => day.date.toString());
        const language = lang ?? headerLanguage(c);
        const common = { statement, employer: await employerOf(deps.db, statement.corporationCode), workedDays, language };
        const period = `${String(month.year)}-${String(month.month).padStart(2, '0')}`;
        const receipt = { ...common, ...documentIdentity(user), issuedOn: statement.payDate };
        const paymentStatement = {
          ...common,
          siteRecordedDays: found.employer.days.filter((day) => day.recordedBySite).map((day) => day.date.toString()),
          provisional: compareMonths(month, today()) === 0,
        };
        const make = () => (kind === 'receipt' ? renderWithholdingReceipt(receipt) : renderPaymentStatement(paymentStatement));
        // An issued version does not change: its document is made once and kept by everything it is
        // made from (issue 32), so a change to any of it (the employer's name, say) makes it anew.
        // An open month's changes with every scan and is made each time.
        const pdf = await madeOnce(statement.issue ? documentKey(kind, kind === 'receipt' ? receipt : paymentStatement) : null, make);
        return pdfResponse(c, pdf, `${kind === 'receipt' ? 'withholding-receipt' : 'payment-statement'}-${period}.pdf`, language);
      },
    );
  }

  return app;
}
