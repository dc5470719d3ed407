/**
 * What the worker is told when the gate would refuse their codes because they are not ready for work
 * at the site (403 NOT_READY_FOR_WORK, decision 076): what is missing, and what they do about it. The
 * admin's scanner says the same from the site's side (features/scan/scan-refusal.ts).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { READINESS_GAPS, type ReadinessGap } from '#contract/work-readiness.ts';
import type { ApiErrorBody } from '#contract/api-errors.ts';

export const WORKER_NOT_READY_MESSAGES: Record<ReadinessGap, MessageDescriptor> = {
  signature: msg`Your contract for this site is not signed yet, so your codes are not accepted. Sign it first, then make a new code.`,
  training: msg`The site has not recorded your basic safety training certificate yet, so your codes are not accepted. Show the card to the site office.`,
  signatureAndTraining: msg`Your codes are not accepted yet: sign your contract for this site, and show your basic safety training card to the site office.`,
};

/** What is missing, when the answer says the worker is not ready for work. */
export function readinessGapOf(body: ApiErrorBody | null): ReadinessGap | null {
  const missing = body?.code === 'NOT_READY_FOR_WORK' ? body.fields?.missing : undefined;
  return v.is(v.picklist(READINESS_GAPS), missing) ? missing : null;
}

/** Whether the worker's own step is the signature (the screen then links to the contracts). */
export const needsSignature = (gap: ReadinessGap | null): boolean => gap === 'signature' || gap === 'signatureAndTraining';
