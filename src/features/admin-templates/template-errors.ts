/**
 * What the admin is told when a save or a retirement is refused. TEMPLATE_CHANGED is left out of the
 * shell's messages (platform/api/error-messages.ts): only this screen meets it, so its text comes from
 * here, as `overrides`, in this screen's catalog; so does NOT_FOUND's, which here means retired.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TermsRuleCode } from '#contract/contract-terms.ts';
import { messageForError } from '@/platform/api/error-messages';
import { isTermField, type TermProblems } from './template-terms';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const TEMPLATE_ERROR_MESSAGES = {
  TEMPLATE_CHANGED: msg`Someone changed this template while you edited it. Your changes are kept; the list shows the new version — check and save again.`,
  NOT_FOUND: msg`This template has been retired, so it can no longer be changed. The list has been refreshed; your values are kept as a new template.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** A retirement of a template someone else retired first. */
export const RETIRED_ALREADY: MessageDescriptor = msg`This template had already been retired. The list has been refreshed.`;

const RULE_CODES: readonly TermsRuleCode[] = [
  'required',
  'tooLong',
  'controlChars',
  'timeFormat',
  'noWorkTime',
  'breakOutside',
  'breakTooShort',
  'overEightHours',
  'overFortyHours',
  'holidayIsWorkDay',
  'range',
  'belowMinimumWage',
];
const isRuleCode = (value: string): value is TermsRuleCode => (RULE_CODES as readonly string[]).includes(value);

type TemplateFailure =
  /** Terms the server refused (400 `fields`), each on its field (`message` says it of the whole form). */
  | { kind: 'fields'; fields: TermProblems; message: MessageDescriptor }
  /** Changed by someone else since the form's version (409): the list loads again, the form keeps its values. */
  | { kind: 'changed'; message: MessageDescriptor }
  /** Retired meanwhile (404): the list loads again. */
  | { kind: 'gone'; message: MessageDescriptor }
  | { kind: 'other'; message: MessageDescriptor };

/** What a failed save or retirement means for the screen. */
export async function templateFailure(error: unknown): Promise<TemplateFailure> {
  const { message, body } = await messageForError(error, TEMPLATE_ERROR_MESSAGES);
  if (body?.code === 'BAD_REQUEST' && body.fields) {
    const fields: TermProblems = {};
    for (const [field, code] of Object.entries(body.fields)) if (isTermField(field)) fields[field] = isRuleCode(code) ? code : 'other';
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields, message };
  }
  if (body?.code === 'TEMPLATE_CHANGED') return { kind: 'changed', message };
  if (body?.code === 'NOT_FOUND') return { kind: 'gone', message };
  return { kind: 'other', message };
}
