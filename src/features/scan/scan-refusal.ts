/**
 * What the scanner tells the admin when a code is not recorded: each refusal says what to do next.
 * `retry` is true when the code never got an answer (no connection, server trouble), so the scanner
 * may submit the same code again.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { API_ERROR_MESSAGES, messageForError } from '@/shared/api/error-messages';
import { QR_SEQUENCE_RULES, type QrSequenceRule } from '@/shared/contract/api-contract';

export const SEQUENCE_MESSAGES: Record<QrSequenceRule, MessageDescriptor> = {
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
const NOT_RECORDED_NETWORK = msg`Cannot reach the server, so the code was not recorded. Scan it again when the connection is back.`;

function isSequenceRule(value: unknown): value is QrSequenceRule {
  return typeof value === 'string' && (QR_SEQUENCE_RULES as readonly string[]).includes(value);
}

export async function scanRefusal(error: unknown): Promise<{ message: MessageDescriptor; retry: boolean }> {
  const { message, body } = await messageForError(error, { QR_ALREADY_USED: ALREADY_USED });
  if (!body) {
    // No answer, or one that is not the API's (a proxy's 502): the code may be fine.
    return { message: message === API_ERROR_MESSAGES.INTERNAL ? message : NOT_RECORDED_NETWORK, retry: true };
  }
  if (body.code === 'QR_SEQUENCE' && isSequenceRule(body.fields?.sequence)) {
    return { message: SEQUENCE_MESSAGES[body.fields.sequence], retry: false };
  }
  return { message, retry: body.code === 'INTERNAL' || body.code === 'TOO_MANY_ATTEMPTS' };
}
