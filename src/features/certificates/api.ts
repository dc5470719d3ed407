/**
 * The certificate calls (all under /certificates/): the months of a year with each kind of
 * document, one contract, a document's PDF, and signing the contract. JSON answers are parsed with
 * the contract's schemas (contract/api-certificates.ts).
 */
import { HTTPError } from 'ky';
import { api, readApiError } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { CERTIFICATES_PATH } from '#contract/api-contract.ts';
import type { LanguageQuery } from '#contract/api-language.ts';
import type { PayDocumentPdfQuery } from '#contract/api-pay.ts';
import { readLocale } from '@/platform/i18n/locale-cookie';
import {
  ContractSummarySchema,
  ContractYearSchema,
  PayDocumentYearSchema,
  type ContractSignRequest,
  type ContractSummary,
  type ContractYear,
  type PayDocumentYear,
} from '#contract/api-certificates.ts';

export type PayDocumentKind = 'receipts' | 'statements';

const path = (rest: string) => `${CERTIFICATES_PATH}/${rest}`;

export async function getContractYear(year: number, signal: AbortSignal): Promise<ContractYear> {
  return parseAnswer(ContractYearSchema, api.get(path('contracts'), { searchParams: { year }, signal }));
}

export async function getContract(id: string, signal: AbortSignal): Promise<ContractSummary> {
  return parseAnswer(ContractSummarySchema, api.get(path(`contracts/${encodeURIComponent(id)}`), { signal }));
}

export async function getPayDocumentYear(kind: PayDocumentKind, year: number, signal: AbortSignal): Promise<PayDocumentYear> {
  return parseAnswer(PayDocumentYearSchema, api.get(path(kind), { searchParams: { year }, signal }));
}

async function pdfBlob(response: Promise<Response>): Promise<Blob> {
  const blob = await (await response).blob();
  // Typed as a PDF whatever the answer said, so sharing and opening treat it as one.
  return new Blob([blob], { type: 'application/pdf' });
}

/**
 * The documents ask for the app's language by `lang` (not only Accept-Language), so the copy kept for
 * offline reading belongs to one language: after a change made offline the screen says the document
 * is not saved in the new language instead of showing the other one.
 */
export function getContractPdf(id: string, signal: AbortSignal): Promise<Blob> {
  return pdfBlob(api.get(path(`contracts/${encodeURIComponent(id)}/pdf`), { searchParams: { lang: readLocale() } satisfies LanguageQuery, signal }));
}

/** A month's receipt or statement from an employer (absent: the default one), or null when there is none (the API's 404). */
export async function getPayDocumentPdf(kind: PayDocumentKind, month: Temporal.PlainYearMonth, signal: AbortSignal, corporationCode?: string): Promise<Blob | null> {
  const employer = corporationCode === undefined ? {} : { corporationCode };
  try {
    return await pdfBlob(api.get(path(`${kind}/pdf`), { searchParams: { year: month.year, month: month.month, ...employer, lang: readLocale() } satisfies PayDocumentPdfQuery, signal }));
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404 && (await readApiError(error))?.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function signContract(id: string, request: ContractSignRequest): Promise<ContractSummary> {
  return parseAnswer(ContractSummarySchema, api.post(path(`contracts/${encodeURIComponent(id)}/signature`), { json: request }));
}
