/**
 * Whether a worker may start work at a site (decision 076): the one rule the server's gate applies
 * and the admin's worker card shows, and the gaps a refusal names. Apart from the employment API's
 * schemas so that the worker's QR screen, which only reads a refusal's gap, does not load them.
 */
/**
 * What keeps a worker's codes from being accepted at a site (403 NOT_READY_FOR_WORK, in
 * `fields.missing`): the contract in force there is not signed, the safety training is not recorded,
 * or both.
 */
export const READINESS_GAPS = ['signature', 'training', 'signatureAndTraining'] as const;
export type ReadinessGap = (typeof READINESS_GAPS)[number];

/** The one rule of the gate (decision 076), for the server and the admin's card: null when the worker may work under the contract. */
export function readinessGap(contract: { checksBeforeWork: boolean; signed: boolean }, trained: boolean): ReadinessGap | null {
  if (!contract.checksBeforeWork) return null;
  if (!contract.signed) return trained ? 'signature' : 'signatureAndTraining';
  return trained ? null : 'training';
}
