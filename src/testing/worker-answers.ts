/** Workers as GET admin/workers and the take-on and end calls answer them to a site admin (issue 33), for screen tests. */
import type { Employment, WorkerLookup } from '#contract/api-employment.ts';

/** A continuing contract made from the usual template (철근공 주간, ₩200,000), not signed yet. */
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
    ...fields,
  };
}

/** 임도윤 as a lookup shows him (masked), never employed at the admin's site unless `employment` says. */
export function workerLookup(fields: Partial<WorkerLookup> = {}): WorkerLookup {
  return {
    userId: '0b1e6a52-5d0e-4c7e-9a51-000000000601',
    maskedName: '임*윤',
    phone: '010-5820-3746',
    employment: null,
    identity: { foreigner: false, idCheckedAt: null, stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false },
    ...fields,
  };
}
