/**
 * What the admin is told when a decision is refused. The CORRECTION_* codes are left out of the
 * shell's messages (platform/api/error-messages.ts): only the correction screens meet them, so their
 * texts come from here, as `overrides`, in this screen's catalog.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { QR_SEQUENCE_RULES, type QrSequenceRule } from '#contract/api-contract.ts';
import type { RuleCode } from '#contract/input-rules.ts';
import { messageForError } from '@/platform/api/error-messages';
import { RULE_MESSAGES } from '@/platform/i18n/rule-messages';
import type { ApiErrorCode } from '#contract/api-errors.ts';

/** The scan-order rule an approval would break (`fields.sequence` of CORRECTION_SEQUENCE), as the day would read. */
export const SEQUENCE_RULE_MESSAGES: Record<QrSequenceRule, MessageDescriptor> = {
  beginTwice: msg`The day would have a second Start work.`,
  endWithoutBegin: msg`End work would come before Start work.`,
  afterEnd: msg`An event would come after End work.`,
  breakBeforeBegin: msg`A break would come before Start work.`,
  lunchTwice: msg`Lunch would start twice in one shift.`,
  dinnerTwice: msg`Dinner would start twice in one shift.`,
  endLunchWithoutBegin: msg`Lunch would end without having started.`,
  endDinnerWithoutBegin: msg`Dinner would end without having started.`,
};

export const DECISION_ERROR_MESSAGES = {
  FORBIDDEN: msg`This request belongs to another site. Only that site's administrator can decide it.`,
  NOT_FOUND: msg`This request no longer exists. The list has been refreshed.`,
  CORRECTION_DECIDED: msg`This request is no longer waiting: someone else decided it, or the worker withdrew it. The list has been refreshed.`,
  CORRECTION_SEQUENCE: msg`The worker's day has changed since this request, so approving it would break the order of events. Reject it with a note so the worker can ask again.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

type DecisionFailure =
  /** The note broke a rule (400 `fields.note`): shown on the note. */
  | { kind: 'note'; rule: RuleCode }
  /** The request is no longer there to decide (decided by someone else, or gone): the list is loaded again. */
  | { kind: 'gone'; message: MessageDescriptor }
  /** Approving would break the day's order: the rule, and rejecting with a note is offered. */
  | { kind: 'sequence'; message: MessageDescriptor; rule: MessageDescriptor | null }
  | { kind: 'other'; message: MessageDescriptor };

const isSequenceRule = (value: string | undefined): value is QrSequenceRule => (QR_SEQUENCE_RULES as readonly string[]).includes(value ?? '');
const isRuleCode = (value: string | undefined): value is RuleCode => value !== undefined && value in RULE_MESSAGES;

/** What a failed decision means for the screen. */
export async function decisionFailure(error: unknown): Promise<DecisionFailure> {
  const { message, body } = await messageForError(error, DECISION_ERROR_MESSAGES);
  const note = body?.fields?.note;
  if (body?.code === 'BAD_REQUEST' && isRuleCode(note)) return { kind: 'note', rule: note };
  if (body?.code === 'CORRECTION_DECIDED' || body?.code === 'NOT_FOUND') return { kind: 'gone', message };
  if (body?.code === 'CORRECTION_SEQUENCE') {
    const rule = body.fields?.sequence;
    return { kind: 'sequence', message, rule: isSequenceRule(rule) ? SEQUENCE_RULE_MESSAGES[rule] : null };
  }
  return { kind: 'other', message };
}
