/**
 * What the scanner tells the admin when a code is not recorded: each refusal says what to do next,
 * whether the server refused it (now, or later when a queued scan was sent) or the phone's own check did.
 * Loaded with the scanner's answers (scan-answers.tsx), not before the camera starts.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { COMMON_ERROR_MESSAGES } from '@/platform/api/error-messages-common';
import { QR_ERROR_MESSAGES } from '@/platform/api/error-messages-qr';
import type { ApiErrorCode } from '#contract/api-errors.ts';
import type { ReadinessGap } from '#contract/work-readiness.ts';
import type { QrSequenceRule } from '#contract/api-contract.ts';
import type { ScanRefusal } from '@/domain/attendance/scan-outbox';
import type { LocalRefusal } from './local-check';

const SEQUENCE_MESSAGES: Record<QrSequenceRule, MessageDescriptor> = {
  beginTwice: msg`This worker already started work today. Ask them to choose End work or a break.`,
  endWithoutBegin: msg`This worker has not started work yet. Ask them to choose Start work first.`,
  afterEnd: msg`This worker already ended work today. Nothing more can be recorded for today.`,
  breakBeforeBegin: msg`A break can be recorded only after Start work. Ask the worker to choose Start work first.`,
  lunchTwice: msg`Lunch was already recorded in this shift. Ask the worker to choose another event.`,
  dinnerTwice: msg`Dinner was already recorded in this shift. Ask the worker to choose another event.`,
  endLunchWithoutBegin: msg`Lunch was not started. Ask the worker to choose Lunch start first.`,
  endDinnerWithoutBegin: msg`Dinner was not started. Ask the worker to choose Dinner start first.`,
};

const ALREADY_USED = msg`This QR code has already been used. Check the QR check list, or ask the worker to generate a new code.`;

const LOCAL_REFUSAL_MESSAGES: Record<LocalRefusal, MessageDescriptor> = {
  invalid: QR_ERROR_MESSAGES.QR_INVALID,
  wrongSite: QR_ERROR_MESSAGES.QR_WRONG_SITE,
  expired: QR_ERROR_MESSAGES.QR_EXPIRED,
  alreadyQueued: msg`This code was already scanned on this phone and is waiting to be sent.`,
};

/** What the admin is told of a worker not ready for work (decision 076): what is missing, and who does what. */
const NOT_READY_MESSAGES: Record<ReadinessGap, MessageDescriptor> = {
  signature: msg`This worker has not signed the contract for this site yet. Ask them to sign it in the app, then scan a new code.`,
  training: msg`This worker's basic safety training is not recorded. Record the training card under Workers, then scan a new code.`,
  signatureAndTraining: msg`This worker cannot start yet: the contract is not signed and the basic safety training is not recorded. Record the training card under Workers and ask the worker to sign the contract in the app.`,
};

/**
 * What the server may answer a scan with: the QR errors and those any call may get (a session that
 * ended, the server's trouble). Not every feature's table (error-messages.ts): the scanner meets none
 * of the others, and an unknown code reads as the server's trouble.
 */
const SCAN_ERROR_MESSAGES: Partial<Record<ApiErrorCode, MessageDescriptor>> = { ...COMMON_ERROR_MESSAGES, ...QR_ERROR_MESSAGES };

/** Why a code was not recorded: the server's refusal, or the phone's own check's. */
export type GateRefusal = ScanRefusal | LocalRefusal;

/** The message for a code the server or the phone refused. */
export function refusalMessage(refusal: GateRefusal): MessageDescriptor {
  if (typeof refusal === 'string') return LOCAL_REFUSAL_MESSAGES[refusal];
  const { code, sequence, missing } = refusal;
  if (code === 'QR_SEQUENCE' && sequence && sequence in SEQUENCE_MESSAGES) return SEQUENCE_MESSAGES[sequence];
  if (code === 'NOT_READY_FOR_WORK' && missing) return NOT_READY_MESSAGES[missing];
  if (code === 'QR_ALREADY_USED') return ALREADY_USED;
  return SCAN_ERROR_MESSAGES[code] ?? COMMON_ERROR_MESSAGES.INTERNAL;
}
