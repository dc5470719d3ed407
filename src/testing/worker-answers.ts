/** Workers as GET admin/workers and the take-on, end, ID check and training calls answer them to a site admin (issue 33), for screen tests. */
import type { Employment, SafetyTraining, WorkerIdentity, WorkerLookup } from '#contract/api-employment.ts';

/** A continuing contract made from the usual template (철근공 주간, ₩200,000) at a take-on, not signed yet. */
export function employment(fields: Partial<Employment> = {}): Employment {
  return {
    contractId: '0b1e6a52-5d0e-4c7e-9a51-000000000501',
    jobTitle: '철근공',
    dailyWage: 200_000,
    kind: 'continuing',
    validFrom: '2026-03-02',
    validTo: null,
    signed: false,
    templateName: '철근공 주간',
    issuedAt: '2026-03-02T09:00:00+09:00',
    checksBeforeWork: true,
    ...fields,
  };
}

/** 임도윤 as a lookup shows him (masked), never employed at the admin's site unless `employment` says, no training recorded. */
export function workerLookup(fields: Partial<WorkerLookup> = {}): WorkerLookup {
  return {
    userId: '0b1e6a52-5d0e-4c7e-9a51-000000000601',
    maskedName: '임*윤',
    phone: '010-5820-3746',
    employment: null,
    identity: koreanIdentity(),
    safetyTraining: null,
    language: 'ko',
    photoRecordedAt: null,
    passwordSet: true,
    ...fields,
  };
}

/** A Korean national's ID card as the lookup answers it: not checked yet unless `fields` say. */
export function koreanIdentity(fields: Partial<WorkerIdentity> = {}): WorkerIdentity {
  return { foreigner: false, idCheckedAt: null, stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false, ...fields };
}

/** An account whose registration number does not say the nationality (foreigner: null), not checked yet. */
export function unknownNationalityIdentity(fields: Partial<WorkerIdentity> = {}): WorkerIdentity {
  return koreanIdentity({ foreigner: null, ...fields });
}

/**
 * A foreigner's registration card as recorded: E-9 (covered by employment insurance) until 2028-03-31,
 * Viet Nam, checked on 20 Feb 2026 (Seoul), like the demo's foreign worker; `fields` change it (a
 * foreigner not checked yet: `{ idCheckedAt: null, stayStatus: null, stayExpiresOn: null, country: null }`).
 */
export function foreignIdentity(fields: Partial<WorkerIdentity> = {}): WorkerIdentity {
  return {
    foreigner: true,
    idCheckedAt: '2026-02-20T08:10:00+09:00',
    stayStatus: 'E-9',
    stayExpiresOn: '2028-03-31',
    country: 'VN',
    employmentInsuranceOptIn: false,
    ...fields,
  };
}

/** A training card as recorded: 2026-서울-0412345, trained on 3 Feb 2026, recorded on 2 Mar 2026 (Seoul), no photo of the card unless `fields` say. */
export function safetyTraining(fields: Partial<SafetyTraining> = {}): SafetyTraining {
  return { certificateNo: '2026-서울-0412345', completedOn: '2026-02-03', recordedAt: '2026-03-02T08:20:00+09:00', photoRecordedAt: null, ...fields };
}
