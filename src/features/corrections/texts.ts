/**
 * The words of the correction screens that several of them use: a request's state, where a recorded
 * event came from, a step of the audit trail, and what the server's refusals mean for the worker
 * (the CORRECTION_* codes are not in the shell's messages: these screens bring them as `overrides`).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QrSequenceRule } from '#contract/api-contract.ts';
import type { CorrectionState, EventSource } from '#contract/api-corrections.ts';
import type { CorrectionItem } from '@/domain/attendance/correction-outbox';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const STATE_LABELS: Record<CorrectionState, MessageDescriptor> = {
  pending: msg`Waiting for the site`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};

/** A request still on this phone. */
export const LOCAL_STATUS_LABELS: Record<CorrectionItem['status'], MessageDescriptor> = {
  draft: msg`Not sent yet`,
  pending: msg`Waiting to be sent`,
  refused: msg`Not accepted`,
};

export const SOURCE_LABELS: Record<Exclude<EventSource, 'correction'>, MessageDescriptor> = {
  scan: msg`QR scan`,
  offlineScan: msg`Scan sent later`,
  siteRecord: msg`Recorded by the site`,
};

/** The day's mark in the work screens too: a request waits for the site. */
export const CORRECTION_REQUESTED = msg`Correction requested`;

/** The scan-order rules (as the scanner's texts, src/features/scan/scan-refusal.ts), said of a correction. */
export const SEQUENCE_MESSAGES: Record<QrSequenceRule, MessageDescriptor> = {
  beginTwice: msg`With this time the day would have two Start works. Check the event and the time.`,
  endWithoutBegin: msg`End work must come after the day's Start work. Check the time, or ask for Start work first.`,
  afterEnd: msg`This time is after the day's End work. Check the time, or ask to change End work.`,
  breakBeforeBegin: msg`A break can come only after Start work. Check the time, or ask for Start work first.`,
  lunchTwice: msg`With this time lunch would start twice in this shift. Check the event and the time.`,
  dinnerTwice: msg`With this time dinner would start twice in this shift. Check the event and the time.`,
  endLunchWithoutBegin: msg`Lunch end needs a Lunch start before it. Check the time, or ask for Lunch start first.`,
  endDinnerWithoutBegin: msg`Dinner end needs a Dinner start before it. Check the time, or ask for Dinner start first.`,
};

/** The CORRECTION_* codes, as the worker's screens say them (messageForError's overrides). */
export const CORRECTION_ERROR_MESSAGES = {
  CORRECTION_PENDING: msg`You already asked to correct this event on this day. Wait for the site's answer, or withdraw that request first.`,
  CORRECTION_DECIDED: msg`The site has already answered this request, so it can no longer be withdrawn.`,
  CORRECTION_SEQUENCE: msg`With this time the day's records would be out of order. Check the event and the time.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;
