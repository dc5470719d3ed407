/**
 * The ID section's words that are not sentences: the countries a site's foreign workers usually come
 * from (named by platform/i18n/country-name.ts),
 * and what the stay status decides for employment insurance (contract/stay-status.ts, the rule the
 * payroll applies).
 */
import type { WorkerIdentity } from '#contract/api-employment.ts';
import { employmentInsuranceByStay } from '#contract/stay-status.ts';

/** The countries most foreign workers on Korean sites come from (E-9's partner countries first), offered first in the list. */
export const COMMON_COUNTRIES: readonly string[] = ['VN', 'CN', 'UZ', 'KH', 'NP', 'ID', 'PH', 'TH', 'MM', 'MN', 'LK', 'BD', 'KG', 'TL', 'PK', 'KZ', 'RU', 'US'];

/** The choices of the country list: the common countries, and the one recorded when it is another. */
export function countryChoices(current: string | null): string[] {
  return current && !COMMON_COUNTRIES.includes(current) ? [...COMMON_COUNTRIES, current] : [...COMMON_COUNTRIES];
}

/**
 * A foreigner's employment insurance by stay status: covered by it (F-2, F-5, F-6, E-9, H-2), applied
 * for (임의가입), not covered, or not known while no status is recorded (the payroll counts it covered).
 */
export type StayInsurance = 'covered' | 'appliedFor' | 'notCovered' | 'notRecorded';

export function stayInsurance(stayStatus: string | null, optIn: boolean): StayInsurance {
  if (stayStatus === null) return 'notRecorded';
  if (employmentInsuranceByStay({ foreigner: true, stayStatus, country: null, employmentInsuranceOptIn: false })) return 'covered';
  return optIn ? 'appliedFor' : 'notCovered';
}

/** The same for what the lookup answered. */
export function identityInsurance(identity: WorkerIdentity): StayInsurance {
  return stayInsurance(identity.stayStatus, identity.employmentInsuranceOptIn);
}
