/**
 * The certificate calls (all under /certificates/): the months of a year with each kind of
 * document, one contract, a document's PDF, and signing the contract. Answers are checked here.
 */
import { HTTPError } from 'ky';
import { api, readApiError } from '@/platform/api/client';
import { int, list, record, text } from '@/platform/api/parse';
import {
  CERTIFICATES_PATH,
  type ContractSignRequest,
  type ContractSummary,
  type ContractYear,
  type PayDocumentMonth,
  type PayDocumentYear,
} from '#contract/api-contract.ts';

export type PayDocumentKind = 'receipts' | 'statements';

export function parseContract(value: unknown): ContractSummary {
  const v = record(value);
  const signature = v.signature === null ? null : record(v.signature);
  if (signature && typeof signature.changedSinceSigning !== 'boolean') throw new TypeError('unexpected signature');
  return {
    id: text(v.id),
    workerName: text(v.workerName),
    corporationName: text(v.corporationName),
    projectName: text(v.projectName),
    jobTitle: text(v.jobTitle),
    validFrom: text(v.validFrom),
    validTo: v.validTo === null ? null : text(v.validTo),
    dailyWage: int(v.dailyWage),
    documentSha256: text(v.documentSha256),
    signature: signature ? { signedAt: text(signature.signedAt), changedSinceSigning: signature.changedSinceSigning === true } : null,
  };
}

export function parseContractYear(value: unknown): ContractYear {
  const v = record(value);
  return {
    year: int(v.year),
    months: list(v.months).map((item) => {
      const m = record(item);
      return { month: int(m.month), contracts: list(m.contracts).map(parseContract) };
    }),
  };
}

function parsePayDocumentMonth(value: unknown): PayDocumentMonth {
  const m = record(value);
  return { month: int(m.month), payDate: text(m.payDate), ctWork: int(m.ctWork), amCost: int(m.amCost), amTax: int(m.amTax), amPay: int(m.amPay) };
}

export function parsePayDocumentYear(value: unknown): PayDocumentYear {
  const v = record(value);
  return { year: int(v.year), months: list(v.months).map(parsePayDocumentMonth) };
}

const path = (rest: string) => `${CERTIFICATES_PATH}/${rest}`;

export async function getContractYear(year: number, signal: AbortSignal): Promise<ContractYear> {
  return parseContractYear(await api.get(path('contracts'), { searchParams: { year }, signal }).json());
}

export async function getContract(id: string, signal: AbortSignal): Promise<ContractSummary> {
  return parseContract(await api.get(path(`contracts/${encodeURIComponent(id)}`), { signal }).json());
}

export async function getPayDocumentYear(kind: PayDocumentKind, year: number, signal: AbortSignal): Promise<PayDocumentYear> {
  return parsePayDocumentYear(await api.get(path(kind), { searchParams: { year }, signal }).json());
}

async function pdfBlob(response: Promise<Response>): Promise<Blob> {
  const blob = await (await response).blob();
  // Typed as a PDF whatever the answer said, so sharing and opening treat it as one.
  return new Blob([blob], { type: 'application/pdf' });
}

export function getContractPdf(id: string, signal: AbortSignal): Promise<Blob> {
  return pdfBlob(api.get(path(`contracts/${encodeURIComponent(id)}/pdf`), { signal }));
}

/** A month's receipt or statement, or null when that month has none (the API's 404). */
export async function getPayDocumentPdf(kind: PayDocumentKind, month: Temporal.PlainYearMonth, signal: AbortSignal): Promise<Blob | null> {
  try {
    return await pdfBlob(api.get(path(`${kind}/pdf`), { searchParams: { year: month.year, month: month.month }, signal }));
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404 && (await readApiError(error))?.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function signContract(id: string, request: ContractSignRequest): Promise<ContractSummary> {
  return parseContract(await api.post(path(`contracts/${encodeURIComponent(id)}/signature`), { json: request }).json());
}
