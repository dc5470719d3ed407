/**
 * What the record-without-a-phone screen says: the reasons, and each refusal in the words of the admin
 * who chooses the event (the scanner's say what to ask the worker: src/features/scan/scan-refusal.ts).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QrSequenceRule } from '#contract/api-contract.ts';
import type { ReadinessGap } from '#contract/work-readiness.ts';
import type { SiteRecordReason } from '#contract/api-qr.ts';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const REASON_LABELS: Record<SiteRecordReason, MessageDescriptor> = {
  phoneDead: msg`The phone's battery is dead`,
  noPhone: msg`No smartphone`,
  phoneForgotten: msg`Phone left at home`,
  appProblem: msg`The app does not work on the phone`,
};

export const SEQUENCE_MESSAGES: Record<QrSequenceRule, MessageDescriptor> = {
  beginTwice: msg`This worker already started work today. Choose End work or a break.`,
  endWithoutBegin: msg`This worker has not started work yet. Record Start work first.`,
  afterEnd: msg`This worker already ended work today. Nothing more can be recorded for today.`,
  breakBeforeBegin: msg`A break can be recorded only after Start work. Record Start work first.`,
  lunchTwice: msg`Lunch was already recorded in this shift. Choose another event.`,
  dinnerTwice: msg`Dinner was already recorded in this shift. Choose another event.`,
  endLunchWithoutBegin: msg`Lunch was not started. Record Lunch start first.`,
  endDinnerWithoutBegin: msg`Dinner was not started. Record Dinner start first.`,
};

export const NOT_READY_MESSAGES: Record<ReadinessGap, MessageDescriptor> = {
  signature: msg`This worker has not signed the contract for this site yet: nothing can be recorded until they sign it in the app.`,
  training: msg`This worker's basic safety training is not recorded: record the training card under Workers first.`,
  signatureAndTraining: msg`This worker cannot start yet: the contract is not signed and the basic safety training is not recorded. Record the training card under Workers; the worker signs the contract in the app.`,
};

export const RECORD_ERROR_MESSAGES = {
  NOT_FOUND: msg`This worker is not on this site's list today. Search again.`,
  EMPLOYMENT_ENDED: msg`This worker's employment at this site has ended: nothing can be recorded for them here.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;
