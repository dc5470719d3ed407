/**
 * A foreign worker's stay status (체류자격, from the registration card) and what it decides for the
 * employee's insurance (docs/pay-rules.md "Insurance by age and stay status"): employment insurance
 * covers F-2, F-5, F-6, E-9 and H-2; any other status only when the worker applied (임의가입). Shared by
 * the admin's form and the server.
 */

/** The statuses employment insurance covers without an application. */
export const EMPLOYMENT_INSURANCE_COVERED_STAYS: readonly string[] = ['F-2', 'F-5', 'F-6', 'E-9', 'H-2'];

/** The statuses offered first in the admin's list (the site's usual ones); any other is typed. */
export const COMMON_STAYS: readonly string[] = ['E-9', 'H-2', 'F-4', 'F-2', 'F-5', 'F-6', 'E-7'];

/** 'e9', 'E 9', 'e-9' → 'E-9'; 'F-4-11' keeps its detail. */
export function normalizeStayStatus(input: string): string {
  const compact = input.trim().toUpperCase().replace(/[\s_]/g, '');
  const match = /^([A-H])-?(\d{1,2})(?:-?(\d{1,2}))?$/.exec(compact);
  if (!match) return compact;
  return [match[1], match[2], match[3]].filter(Boolean).join('-');
}

export type StayRuleCode = 'required' | 'stayFormat';

export function checkStayStatus(input: string): StayRuleCode | null {
  if (input.trim() === '') return 'required';
  return /^[A-H]-\d{1,2}(-\d{1,2})?$/.test(normalizeStayStatus(input)) ? null : 'stayFormat';
}

/** ISO 3166-1 alpha-2, upper case (VN, CN, UZ …): the country the pension's reciprocity list names. */
export function isCountryCode(input: string): boolean {
  return /^[A-Z]{2}$/.test(input);
}

export interface WorkerInsurance {
  foreigner: boolean;
  /** Null: not recorded (a foreigner is then treated as covered, and the payroll office is told it is missing). */
  stayStatus: string | null;
  country: string | null;
  employmentInsuranceOptIn: boolean;
}

/** Whether the employee's employment insurance premium applies, by stay status (the age rule is payroll's). */
export function employmentInsuranceByStay(worker: WorkerInsurance): boolean {
  if (!worker.foreigner || worker.stayStatus === null) return true;
  const base = worker.stayStatus.split('-').slice(0, 2).join('-');
  return EMPLOYMENT_INSURANCE_COVERED_STAYS.includes(base) || worker.employmentInsuranceOptIn;
}
