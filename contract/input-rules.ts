/**
 * Input rules shared by the app and the server (docs/spec-notes.md §5, §9; docs/accounts.md).
 * Each rule answers a stable code; the app maps codes to messages in the user's language
 * (src/platform/i18n/rule-messages.ts), the server answers them in the error body's `fields`.
 */
import { textLength } from './text-length.ts';

export type RuleCode =
  | 'required'
  | 'phoneChars'
  | 'phoneFormat'
  | 'passwordLength'
  | 'passwordMix'
  | 'passwordMismatch'
  | 'employeeNumberFormat'
  | 'siteRequired'
  | 'categoryRequired'
  | 'tooLong'
  | 'controlChars'
  | 'codeFormat';

const PASSWORD_MIN_LENGTH = 10;

/** Strip spaces and hyphens; +82 → 0. */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s-]/g, '');
  return compact.startsWith('+82') ? `0${compact.slice(3)}` : compact;
}

/** 01012345678 → 010-1234-5678 (other lengths are returned as given). */
export function formatPhone(digits: string): string {
  const d = normalizePhone(digits);
  if (/^01\d{9}$/.test(d)) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (/^01\d{8}$/.test(d)) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return d;
}

/**
 * The phone number field of login forms: required, digits and '-' only (docs/spec-notes.md §5),
 * then a Korean mobile number once normalised.
 */
export function checkPhone(input: string): RuleCode | null {
  const value = input.trim();
  if (value === '') return 'required';
  if (!/^[0-9-]+$/.test(value)) return 'phoneChars';
  if (!/^01[016789]\d{7,8}$/.test(normalizePhone(value))) return 'phoneFormat';
  return null;
}

/** A new sign-up's number (docs/accounts.md): 010, middle block not 0000–1999. */
export function isNewMobileNumber(input: string): boolean {
  return /^010[2-9]\d{7}$/.test(normalizePhone(input));
}

export function checkRequired(input: string): RuleCode | null {
  return input.trim() === '' ? 'required' : null;
}

/** A password being set (change, registration): ≥ 10 characters mixing letters, digits and symbols. */
export function checkNewPassword(password: string): RuleCode | null {
  if (password === '') return 'required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'passwordLength';
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\d/.test(password);
  const hasSymbol = /[^\p{L}\d\s]/u.test(password);
  if (!hasLetter || !hasDigit || !hasSymbol) return 'passwordMix';
  return null;
}

export function checkPasswordConfirm(password: string, confirm: string): RuleCode | null {
  if (confirm === '') return 'required';
  return password === confirm ? null : 'passwordMismatch';
}

/** The digits of a one-time code sent by SMS. */
export const ONE_TIME_CODE_DIGITS = 6;

/** A one-time code as typed: spaces are ignored (a phone may paste '123 456'). */
export function normalizeOneTimeCode(input: string): string {
  return input.replace(/\s/g, '');
}

/** A one-time code: exactly six digits. */
export function checkOneTimeCode(input: string): RuleCode | null {
  const value = normalizeOneTimeCode(input);
  if (value === '') return 'required';
  return new RegExp(`^[0-9]{${String(ONE_TIME_CODE_DIGITS)}}$`).test(value) ? null : 'codeFormat';
}

/** Admin employee number: letters and digits, 2–20. */
export function checkEmployeeNumber(input: string): RuleCode | null {
  const value = input.trim();
  if (value === '') return 'required';
  if (!/^[A-Za-z0-9]{2,20}$/.test(value)) return 'employeeNumberFormat';
  return null;
}

export const QNA_TITLE_MAX = 100;
export const QNA_CONTENT_MAX = 2000;

/**
 * Control characters no one types: C0 except tab, line feed and carriage return, DEL and C1. NUL
 * cannot even be stored (PostgreSQL text refuses it); the others hide text or forge log lines.
 */
// eslint-disable-next-line no-control-regex -- these characters are exactly what the rule refuses
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** 'controlChars' when a text holds a control character (the server applies it to every string it is sent). */
export function checkNoControlCharacters(value: string): RuleCode | null {
  return CONTROL_CHARACTERS.test(value) ? 'controlChars' : null;
}

function checkText(value: string, max: number): RuleCode | null {
  if (value.trim() === '') return 'required';
  if (textLength(value) > max) return 'tooLong';
  return checkNoControlCharacters(value);
}

export function checkQnaTitle(title: string): RuleCode | null {
  return checkText(title, QNA_TITLE_MAX);
}

export function checkQnaContent(content: string): RuleCode | null {
  return checkText(content, QNA_CONTENT_MAX);
}

/** A correction's reason (issue 18): required, at most 500 characters. */
export const CORRECTION_REASON_MAX = 500;

export function checkCorrectionReason(reason: string): RuleCode | null {
  return checkText(reason, CORRECTION_REASON_MAX);
}

/** A correction's time of day: HH:MM on a 24-hour clock, 00:00 to 23:59 (a later time is `nextDay`). */
export function isClockTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** An admin's note on a decision: optional on approval, required on rejection (the worker must learn why). */
export function checkDecisionNote(note: string, required: boolean): RuleCode | null {
  if (note.trim() === '') return required ? 'required' : null;
  return checkText(note, CORRECTION_REASON_MAX);
}

export function checkQnaCategory(category: string, known: readonly string[]): RuleCode | null {
  return known.includes(category) ? null : 'categoryRequired';
}

/** The worker's address (the employment contract prints it): 5 to 200 characters after trimming. */
export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 200;

/** What can be wrong with an address; the account screens have a message for each. */
export type AddressRuleCode = 'required' | 'tooShort' | 'tooLong' | 'controlChars';

/**
 * Control and format characters (line breaks, tabs, zero-width and direction marks), lone
 * surrogates, private-use characters and the line and paragraph separators: none belongs in an
 * address printed on a contract.
 */
const NOT_IN_AN_ADDRESS = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** The address as stored: trimmed, each run of spaces one space. */
export function normalizeAddress(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

export function checkAddress(input: string): AddressRuleCode | null {
  if (input.trim() === '') return 'required';
  if (NOT_IN_AN_ADDRESS.test(input)) return 'controlChars';
  const length = textLength(normalizeAddress(input));
  if (length < ADDRESS_MIN_LENGTH) return 'tooShort';
  return length > ADDRESS_MAX_LENGTH ? 'tooLong' : null;
}
