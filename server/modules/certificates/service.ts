/**
 * The worker's certificates: which documents each month of a year has, and the data each document
 * prints. Employment contracts come from employment_contracts (a contract belongs to every month it
 * is in force); withholding receipts and payment statements come from the month's pay
 * (pay-statements.ts): a statement for every month with paid work (the current month provisionally),
 * a receipt once the month's pay day has come, because it certifies tax withheld from a payment.
 *
 * A contract's "terms" are everything its document states; their SHA-256 is the document hash the
 * worker's signature records, so a later change to any printed term is detectable
 * (decision 011).
 */
import { createHash } from 'node:crypto';
import type { ContractSummary, PayDocumentMonth } from '#contract/api-certificates.ts';
import type { PayStatement } from '#contract/api-pay.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { contractRows, corporationByCode } from './queries.ts';
import { buildPayStatement, hasPay, issuedOf, issuedOfYear, loadPayContext, loadPayMonth, statementFor, type EmployerMonth } from '../pay/service.ts';
import { formatSeoulIso, seoulDateOf, type YearMonth } from '#contract/seoul-time.ts';
import { compareMonths, daysOfMonth, firstDayOf } from '#contract/seoul-calendar.ts';

/** The employer as the documents print it; null: not on record (prints a dash). */
export interface Employer {
  name: string;
  businessNumber: string | null;
  representative: string | null;
  address: string | null;
  phone: string | null;
}

/**
 * The version of the contract form; part of the terms, so a new form is a new document. Form 2
 * (decision 058) added the worker's address, the contract's pay terms (work days, weekly holiday,
 * premiums, weekly paid holiday, pay day), the allowance lines and the duty-to-perform clause.
 */
export const CONTRACT_FORM_VERSION = 2;

/** Everything a contract document states (and nothing else: no language, no layout). */
export interface ContractTerms {
  formVersion: number;
  contractId: string;
  /**
   * phone: null once the account is cancelled (the number is freed; the contract is kept).
   * address: the account's until signed, then the one signed; null: not given yet.
   */
  worker: { name: string; birthDate: string; phone: string | null; address: string | null };
  employer: Employer;
  workplace: { projectName: string; projectAddress: string };
  jobTitle: string;
  validFrom: string;
  validTo: string | null;
  hours: { workStart: string; workEnd: string; breakStart: string; breakEnd: string };
  /** The contracted work days as days since Sunday, in order ([1, 2, 3, 4, 5]: Monday to Friday). */
  workDays: number[];
  /** The weekly holiday (주휴일) as days since Sunday. */
  weeklyHoliday: number;
  dailyWage: number;
  /** Overtime, night and holiday premiums (근로기준법 §56) apply. */
  premiumsApply: boolean;
  /** The weekly paid holiday (주휴수당, §55) is paid. */
  weeklyPaidHoliday: boolean;
  /** Pay day: this day of the month after the one worked (the business day before when it is not one). */
  payDayOfMonth: number;
}

/**
 * The employer's side of a contract, printed on it but not one of its terms: who signs for the
 * employer and its seal (as registered now; null prints the form's blank) and when the contract was
 * issued (decision 058).
 */
export interface EmployerSignature {
  signerName: string | null;
  sealPng: Uint8Array | null;
  issuedAt: Date;
}

export interface ContractRecord {
  terms: ContractTerms;
  documentSha256: string;
  employerSignature: EmployerSignature;
  /** formVersion: the form the worker signed (1 before decision 058). */
  signature: { signedAt: Date; documentSha256: string; formVersion: number } | null;
}

/** JSON with sorted keys: the same terms always give the same text, whatever order they were built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The contract's hash: every term it prints except the worker's phone number, a contact detail that
 * changes with a phone change and goes with a cancelled account; neither changes the contract
 * (docs/decisions/024-worker-phone-outside-the-contract-hash.md). The worker's address is a party's
 * detail of the form and is hashed; a signed contract's terms hold the address it was signed with
 * (decision 058).
 */
export function termsHash(terms: ContractTerms): string {
  const { phone: _contact, ...worker } = terms.worker;
  return sha256Hex(canonicalJson({ ...terms, worker }));
}

/**
 * The hash form 1 gave the same contract (decision 011 as it was until decision 058): its terms had
 * no worker address and of the pay terms only the pay day.
 */
export function formOneTermsHash(terms: ContractTerms): string {
  const { workDays: _days, weeklyHoliday: _holiday, premiumsApply: _premiums, weeklyPaidHoliday: _paidHoliday, worker, ...rest } = terms;
  return sha256Hex(canonicalJson({ ...rest, formVersion: 1, worker: { name: worker.name, birthDate: worker.birthDate } }));
}

/**
 * Whether what a signed contract states changed since its signature. A contract signed under form 1
 * is compared with what form 1 stated: the signed document stays valid for what it says, and the
 * new form's lines (address, pay terms, allowances, duty clause) are not a change to it. A form-2
 * document of the same contract would be a new document, issued as a new contract (decision 058).
 */
export function changedSinceSigning(record: ContractRecord): boolean {
  const { signature } = record;
  if (!signature) return false;
  const now = signature.formVersion === 1 ? formOneTermsHash(record.terms) : record.documentSha256;
  return now !== signature.documentSha256;
}

/** 010-1234-5678 from stored digits. */
export function formatPhone(digits: string): string {
  return digits.length === 11 ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` : digits;
}

/**
 * How the withholding receipt identifies the worker: the registration number as sign-up stored it,
 * masked (users.rrn_masked, `900101-1******`), and the nationality sign-up verified. A worker with no
 * number on record (made before sign-up existed, or anonymised after a cancelled account's retention)
 * gets the birth-date form and, without a nationality, a dash.
 */
export function documentIdentity(worker: UserRow): { registrationNumberMasked: string; nationality: 'korean' | 'foreigner' | null } {
  return { registrationNumberMasked: worker.rrn_masked ?? maskedRegistrationNumber(worker.birth_date), nationality: worker.nationality ?? null };
}

/**
 * The registration number from the birth date alone, for a worker with no number on record: the rest
 * is masked either way, as the law asks (docs/accounts.md).
 */
function maskedRegistrationNumber(birthDate: string): string {
  return `${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}-*******`;
}

/** Every contract of the worker, oldest first, with its terms, the employer's side and the worker's signature. */
export async function loadContracts(db: Db, worker: UserRow): Promise<ContractRecord[]> {
  const rows = await contractRows(db, worker.id);
  return rows.map((row) => {
    const signedFormTwo = row.signed_at !== null && row.signed_form_version !== null && row.signed_form_version >= 2;
    const terms: ContractTerms = {
      formVersion: CONTRACT_FORM_VERSION,
      contractId: row.id,
      worker: {
        name: worker.name,
        birthDate: worker.birth_date,
        phone: worker.phone === null ? null : formatPhone(worker.phone),
        address: signedFormTwo ? row.signed_worker_address : worker.address,
      },
      employer: {
        name: row.corporation_name,
        businessNumber: row.business_number,
        representative: row.representative,
        address: row.corporation_address,
        phone: row.corporation_phone,
      },
      workplace: { projectName: row.project_name, projectAddress: row.project_address },
      jobTitle: row.job_title,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      hours: { workStart: row.work_start, workEnd: row.work_end, breakStart: row.break_start, breakEnd: row.break_end },
      workDays: [...row.work_days].map(Number),
      weeklyHoliday: row.weekly_holiday,
      dailyWage: row.daily_wage,
      premiumsApply: row.premiums_apply,
      weeklyPaidHoliday: row.weekly_paid_holiday,
      payDayOfMonth: row.pay_day,
    };
    const employerSignature: EmployerSignature = {
      signerName: row.signer_name,
      sealPng: row.seal_png === null ? null : new Uint8Array(row.seal_png),
      issuedAt: row.issued_at,
    };
    const signature =
      row.signed_at && row.signed_sha256 ? { signedAt: row.signed_at, documentSha256: row.signed_sha256, formVersion: row.signed_form_version ?? 1 } : null;
    return { terms, documentSha256: termsHash(terms), employerSignature, signature };
  });
}

/**
 * The contracts in force at some time in a month: begun by its last day, not ended before its first,
 * and not replaced by a later contract with the same employer begun by its first day (one contract
 * per employer is in force at a time; contracts with two employers run side by side).
 */
export function contractsInMonth(contracts: readonly ContractRecord[], month: YearMonth): ContractRecord[] {
  const first = firstDayOf(month).toString();
  const last = (daysOfMonth(month).at(-1) ?? firstDayOf(month)).toString();
  return contracts.filter(({ terms }) => {
    if (terms.validFrom > last) return false;
    if (terms.validTo !== null && terms.validTo < first) return false;
    return !contracts.some(
      (other) => other.terms.employer.name === terms.employer.name && other.terms.validFrom > terms.validFrom && other.terms.validFrom <= first,
    );
  });
}

export function toContractSummary(record: ContractRecord): ContractSummary {
  const { terms, signature } = record;
  return {
    id: terms.contractId,
    workerName: terms.worker.name,
    corporationName: terms.employer.name,
    projectName: terms.workplace.projectName,
    jobTitle: terms.jobTitle,
    validFrom: terms.validFrom,
    validTo: terms.validTo,
    dailyWage: terms.dailyWage,
    workerAddress: terms.worker.address,
    documentSha256: record.documentSha256,
    signature: signature ? { signedAt: formatSeoulIso(signature.signedAt), changedSinceSigning: changedSinceSigning(record) } : null,
  };
}

/** A statement's employer as the documents print it. */
export async function employerOf(db: Db, corporationCode: string): Promise<Employer> {
  const row = await corporationByCode(db, corporationCode);
  return {
    name: row?.name ?? corporationCode,
    businessNumber: row?.business_number ?? null,
    representative: row?.representative ?? null,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
  };
}

export type PayDocumentKind = 'receipt' | 'statement';

/** Whether a month's pay document exists today: statements for any month with pay, receipts once paid. */
function payDocumentIssued(kind: PayDocumentKind, statement: Pick<PayStatement, 'payDate'>, today: Temporal.PlainDate): boolean {
  return kind === 'statement' || statement.payDate <= today.toString();
}

/** One employer's statement of the month when the month has that kind of document, else why not. */
export async function payDocumentFor(
  db: Db,
  worker: UserRow,
  kind: PayDocumentKind,
  month: YearMonth,
  now: Date,
  corporationCode?: string,
): Promise<{ statement: PayStatement; employer: EmployerMonth } | { missing: string }> {
  const found = await statementFor(db, worker, month, now, corporationCode);
  if ('missing' in found) return found;
  if (!payDocumentIssued(kind, found.statement, seoulDateOf(now))) return { missing: 'its pay day has not come' };
  return found;
}

function toPayDocumentMonth(statement: PayStatement): PayDocumentMonth {
  return {
    month: statement.month,
    corporationCode: statement.corporationCode,
    corporationName: statement.corporationName,
    payDate: statement.payDate,
    ctWork: statement.ctWork,
    amCost: statement.amCost,
    amNonTaxable: statement.amNonTaxable,
    amTax: statement.amSoduk + statement.amJumin,
    amPay: statement.amPay,
  };
}

/** The documents of the kind in a year: one per month and employer, oldest month first, employers by name. */
export async function payDocumentYear(db: Db, worker: UserRow, kind: PayDocumentKind, year: number, now: Date): Promise<PayDocumentMonth[]> {
  const today = seoulDateOf(now);
  const [context, issued] = await Promise.all([loadPayContext(db, worker), issuedOfYear(db, worker.id, year)]);
  const months: PayDocumentMonth[] = [];
  for (let month = 1; month <= 12 && compareMonths({ year, month }, today) <= 0; month += 1) {
    const payMonth = await loadPayMonth(db, worker, { year, month }, now, context);
    for (const employer of payMonth.employers.filter(hasPay)) {
      const live = buildPayStatement(worker, payMonth.month, employer, payMonth.employers);
      // A closed month's document is its issued statement (decision 067).
      const statement = live && (issuedOf(issued, payMonth.month, live.corporationCode) ?? live);
      if (statement && payDocumentIssued(kind, statement, today)) months.push(toPayDocumentMonth(statement));
    }
  }
  return months;
}
