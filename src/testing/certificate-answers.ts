/** Certificate answers for screen tests: contracts and pay documents as GET /certificates/… answers them. */
import type { ContractSummary, ContractYear, PayDocumentMonth, PayDocumentYear } from '#contract/api-certificates.ts';

/** A contract of 김민준 not yet signed, his address on the account; `fields` changes what the test is about. */
export function contractSummary(fields: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: 'k-301',
    workerName: '김민준',
    corporationName: '대성토건(주)',
    projectName: '송도 아파트 3단지 신축공사',
    jobTitle: '형틀목공',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    dailyWage: 180000,
    workerAddress: '서울특별시 중구 세종대로 110',
    documentSha256: 'a'.repeat(64),
    signature: null,
    ...fields,
  };
}

/** A year of contracts: each month (1–12) with the contracts in force then. */
export function contractYear(year: number, months: Record<number, ContractSummary[]>): ContractYear {
  return { year, months: Object.entries(months).map(([month, contracts]) => ({ month: Number(month), contracts })) };
}

/** A month's pay document from one employer. */
export function payDocument(month: number, fields: Partial<PayDocumentMonth> = {}): PayDocumentMonth {
  return {
    month,
    corporationCode: 'K001',
    corporationName: '대성토건(주)',
    payDate: `2026-${String(month + 1).padStart(2, '0')}-10`,
    ctWork: 22,
    amCost: 3960000,
    amNonTaxable: 0,
    amTax: 118800,
    amPay: 3544590,
    ...fields,
  };
}

export function payDocumentYear(year: number, months: PayDocumentMonth[]): PayDocumentYear {
  return { year, months };
}

/** The first bytes of a PDF: what the fake API answers for a document (nothing draws it in a component test). */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%test\n');
