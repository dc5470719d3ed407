/**
 * The text of each shared rule code, in the user's language. One message per rule, used by every
 * form that applies the rule (docs/spec-notes.md §5).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RuleCode } from '#contract/input-rules.ts';

export const RULE_MESSAGES: Record<RuleCode, MessageDescriptor> = {
  required: msg`Please enter a value.`,
  phoneChars: msg`Only digits and - are allowed in the phone number.`,
  phoneFormat: msg`Enter a mobile number such as 010-1234-5678.`,
  passwordLength: msg`The password must be at least 10 characters.`,
  passwordMix: msg`The password must combine letters, digits and special characters.`,
  passwordMismatch: msg`The passwords do not match.`,
  employeeNumberFormat: msg`The employee number has letters and digits only (2–20).`,
  siteRequired: msg`Select the corporation-site.`,
  categoryRequired: msg`Choose a category.`,
  tooLong: msg`This is too long. Shorten it.`,
  controlChars: msg`Remove the invisible control characters (they are often pasted by accident).`,
  codeFormat: msg`Enter the 6 digits of the code in the text message.`,
};

/** A rule's message for one field, with a "required" message that names what is missing. */
export function fieldMessage(rule: RuleCode | null, required: MessageDescriptor): MessageDescriptor | null {
  if (rule === null) return null;
  return rule === 'required' ? required : RULE_MESSAGES[rule];
}

export const PHONE_REQUIRED: MessageDescriptor = msg`Enter your mobile number.`;
