/**
 * The text of each identity rule code (./identity.ts) and of the account rules the server answers
 * in `fields`, in the user's language.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IdentityRuleCode } from '#contract/identity-rules.ts';

export const IDENTITY_RULE_MESSAGES: Record<IdentityRuleCode, MessageDescriptor> = {
  required: msg`Please enter a value.`,
  tooLong: msg`This is too long. Shorten it.`,
  nameChars: msg`Enter your name as it is on your ID, in letters only.`,
  rrnFormat: msg`Enter the 13 digits of the registration number, e.g. 900101-1234567.`,
  rrnDate: msg`The registration number does not begin with a real birth date.`,
  rrnNationality: msg`The registration number does not match the nationality you chose.`,
  birthDateFormat: msg`Enter the birth date as YYYY-MM-DD.`,
  birthDateFuture: msg`The birth date cannot be in the future.`,
  birthDateMismatch: msg`The birth date does not match the registration number.`,
  nationalityRequired: msg`Choose Korean or Foreigner.`,
};

export const NAME_REQUIRED: MessageDescriptor = msg`Enter your name.`;
export const RRN_REQUIRED: MessageDescriptor = msg`Enter your resident registration number.`;
export const BIRTH_DATE_REQUIRED: MessageDescriptor = msg`Enter your birth date.`;
export const AGREEMENTS_REQUIRED: MessageDescriptor = msg`Agree to all required agreements.`;
export const PRECAUTIONS_REQUIRED: MessageDescriptor = msg`Confirm that you have read the precautions.`;
export const PASSWORD_SAME: MessageDescriptor = msg`The new password must differ from the current one.`;

/** A rule's message with a "required" message that names what is missing. */
export function identityMessage(rule: IdentityRuleCode | null, required: MessageDescriptor): MessageDescriptor | null {
  if (rule === null) return null;
  return rule === 'required' ? required : IDENTITY_RULE_MESSAGES[rule];
}
