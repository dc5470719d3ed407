/**
 * What the admin is told when a search, a take-on, an end, an ID check or a training record is refused, each message under
 * its field where it has one. ALREADY_EMPLOYED is left out of the shell's messages (platform/api/error-messages.ts):
 * only this screen meets it, so its text comes from here, as `overrides`, in this screen's catalog; so
 * do NOT_FOUND's and ACCOUNT_NOT_FOUND's, which here mean a template retired or an account closed
 * meanwhile.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CERTIFICATE_NO_MAX, TAKE_ON_MAX_DAYS_AHEAD } from '#contract/api-employment.ts';
import type { Language } from '#contract/languages.ts';
import type { RuleCode } from '#contract/input-rules.ts';
import { parseIsoDate } from '#contract/seoul-calendar.ts';
import { messageForError } from '@/platform/api/error-messages';
import { formatDateWithWeekday } from '@/platform/dates/dates';
import { RULE_MESSAGES } from '@/platform/i18n/rule-messages';
import type { ApiErrorCode } from '#contract/api-errors.ts';

/** The admin has not confirmed checking the ID card in person (registering a person, changing a number). */
export const ID_CHECK_REQUIRED: MessageDescriptor = msg`Check the ID card in person and confirm it here.`;

/** Before the phone number is sent: nothing typed yet. */
export const PHONE_REQUIRED: MessageDescriptor = msg`Enter the worker's mobile number.`;

/** The worker's "join this site" code read by the camera (decision 084). */
export const JOIN_CODE_ERROR_MESSAGES = {
  JOIN_CODE_INVALID: msg`This code is not a join code of this app. Ask the worker to open Menu → Join a site and show that code.`,
  JOIN_CODE_EXPIRED: msg`This join code has expired. Ask the worker to open it again: the app makes a new one.`,
  ACCOUNT_NOT_FOUND: msg`The account of this code has been closed. Ask the person for their mobile number.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** A code read that is not a join code: the worker showed the code for work. */
export const ATTENDANCE_CODE_READ: MessageDescriptor = msg`This is the worker's code for starting or ending work. Ask them for the join code instead: Menu → Join a site.`;

export const TAKE_ON_ERROR_MESSAGES = {
  ALREADY_EMPLOYED: msg`This worker already has a contract at this site on or after that day. Search the number again to see it, then end it or choose a first day after its last day.`,
  NOT_FOUND: msg`This template is no longer offered: it was retired. The list has been refreshed; choose another template.`,
  ACCOUNT_NOT_FOUND: msg`This account was closed after your search. Search the number again.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

export const END_ERROR_MESSAGES = {
  NOT_FOUND: msg`This contract is no longer at this site. Search the number again.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** The text of a registered person sent again (decision 079). */
export const INVITATION_ERROR_MESSAGES = {
  PASSWORD_ALREADY_SET: msg`This person has set a password already: they log in with it, or use Forgot password.`,
  NOT_FOUND: msg`Only the admin who registered this person, or a site that took them on, can send the text again.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** A new phone number (decision 082): only for a worker of this site, or one this admin registered. */
export const PHONE_CHANGE_ERROR_MESSAGES = {
  PHONE_TAKEN: msg`Another account has this number. Search the number to see whose it is.`,
  NOT_FOUND: msg`Only a site that took this worker on, or the admin who registered them, can change the number.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** The face photo: only for a worker taken on at this site (decision 080). */
export const PHOTO_ERROR_MESSAGES = {
  NOT_FOUND: msg`Only a worker taken on at this site can have a photo taken here. Take the worker on at this site first.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** Only a worker with a contract at the admin's site can have the ID check recorded there. */
export const IDENTITY_ERROR_MESSAGES = {
  NOT_FOUND: msg`Only a worker taken on at this site can have the ID check recorded here. Take the worker on at this site first.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** The same for the training card. */
export const TRAINING_ERROR_MESSAGES = {
  NOT_FOUND: msg`Only a worker taken on at this site can have the training recorded here. Take the worker on at this site first.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** The photo of the training card on its own: a worker taken on here whose training is recorded (decision 076). */
export const CARD_PHOTO_ERROR_MESSAGES = {
  NOT_FOUND: msg`Only a worker taken on at this site, with the training recorded, can have a photo of the card kept here. Search the number again.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;

/** A day of the API (yyyy-mm-dd) as the screens write it: ko '2026년 3월 2일 (월)', en 'Mon, Mar 2, 2026'. */
export function dayText(iso: string, locale: Language): string {
  try {
    return formatDateWithWeekday(parseIsoDate(iso), locale);
  } catch {
    return iso;
  }
}

/** The fields of the take-on form the server (or the form) may refuse, with the rule broken. */
export interface TakeOnProblems {
  templateId?: string;
  validFrom?: string;
}

/** The take-on form's days: today in Seoul (the first day allowed) and the last allowed. */
export interface TakeOnDays {
  today: string;
  last: string;
}

/** The message of a rule a take-on field breaks (the server's codes and the form's own `required`). */
export function takeOnFieldMessage(field: keyof TakeOnProblems, code: string, days: TakeOnDays, locale: Language): MessageDescriptor {
  if (field === 'templateId') {
    if (code === 'required') return msg`Choose a contract template.`;
    if (code === 'belowMinimumWage') return msg`This template's wage is below the minimum wage for that year. Change the template first.`;
    return msg`Check this value.`;
  }
  switch (code) {
    case 'required':
    case 'date':
      return msg`Enter the first day, such as today.`;
    case 'past': {
      const today = dayText(days.today, locale);
      return msg`The first day cannot be in the past. Choose today (${today}) or a later day.`;
    }
    case 'tooFar': {
      const max = TAKE_ON_MAX_DAYS_AHEAD;
      const last = dayText(days.last, locale);
      return msg`The first day can be at most ${max} days ahead. Choose a day until ${last}, and take the worker on later for a later start.`;
    }
    default:
      return msg`Check this value.`;
  }
}

/** The message of a rule the last day breaks; `validFrom` is the employment's first day. */
export function lastDayMessage(code: string, validFrom: string, locale: Language): MessageDescriptor {
  switch (code) {
    case 'required':
    case 'date':
      return msg`Enter the last day worked.`;
    case 'beforeStart': {
      const first = dayText(validFrom, locale);
      return msg`The last day cannot be before the employment's first day (${first}). Choose that day or a later one.`;
    }
    case 'beforeWorked':
      return msg`The worker was recorded at this site after that day. Choose the last day they were recorded, or a later day.`;
    default:
      return msg`Check this value.`;
  }
}

/** The fields of the ID check a foreigner's record may break, with the rule broken (the server's codes). */
export interface IdentityProblems {
  stayStatus?: string;
  stayExpiresOn?: string;
  country?: string;
}

/** The message of a rule an ID check's field breaks; `today` (yyyy-mm-dd, Seoul) is the first end allowed. */
export function identityFieldMessage(field: keyof IdentityProblems, code: string, today: string, locale: Language): MessageDescriptor {
  if (field === 'stayStatus') {
    switch (code) {
      case 'required':
        return msg`Choose the stay status on the card, or enter it under Other.`;
      case 'stayFormat':
        return msg`Enter the stay status as the card writes it: a letter and a number, such as E-9 or F-4-11.`;
      case 'notForeigner':
        return msg`The account says this person is a Korean national: no stay status is recorded. Search the number again.`;
      default:
        return msg`Check this value.`;
    }
  }
  if (field === 'stayExpiresOn') {
    switch (code) {
      case 'required':
      case 'date':
        return msg`Enter the day the stay ends, as on the card.`;
      case 'expired': {
        const first = dayText(today, locale);
        return msg`This stay has already ended. Ask for the extended card and enter its new end (${first} or later).`;
      }
      default:
        return msg`Check this value.`;
    }
  }
  return code === 'required' ? msg`Choose the country of the card.` : msg`Choose a country from the list.`;
}

const isRuleCode = (value: string | undefined): value is RuleCode => value !== undefined && value in RULE_MESSAGES;

type SearchFailure =
  /** No account has the number (404 ACCOUNT_NOT_FOUND): a result of the search, not an error. */
  | { kind: 'notFound' }
  /** The number broke a rule (400 `fields.phone`): under the field. */
  | { kind: 'phone'; rule: RuleCode }
  | { kind: 'other'; message: MessageDescriptor };

/** What a failed search means for the screen. */
export async function searchFailure(error: unknown): Promise<SearchFailure> {
  const { message, body } = await messageForError(error);
  if (body?.code === 'ACCOUNT_NOT_FOUND') return { kind: 'notFound' };
  const phone = body?.fields?.phone;
  if (body?.code === 'BAD_REQUEST' && isRuleCode(phone)) return { kind: 'phone', rule: phone };
  return { kind: 'other', message };
}

type TakeOnFailure =
  /** Fields the server refused (400 `fields`), each on its field. */
  | { kind: 'fields'; fields: TakeOnProblems }
  /** The template was retired meanwhile (404 NOT_FOUND): the list loads again. */
  | { kind: 'templateGone'; message: MessageDescriptor }
  | { kind: 'other'; message: MessageDescriptor };

/** What a failed take-on means for the form. */
export async function takeOnFailure(error: unknown): Promise<TakeOnFailure> {
  const { message, body } = await messageForError(error, TAKE_ON_ERROR_MESSAGES);
  if (body?.code === 'BAD_REQUEST' && body.fields) {
    const fields: TakeOnProblems = {};
    if (body.fields.templateId) fields.templateId = body.fields.templateId;
    if (body.fields.validFrom) fields.validFrom = body.fields.validFrom;
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  if (body?.code === 'NOT_FOUND') return { kind: 'templateGone', message };
  return { kind: 'other', message };
}

type EndFailure =
  /** The last day broke a rule (400 `fields.lastDay`): under the field. */
  | { kind: 'lastDay'; code: string }
  | { kind: 'other'; message: MessageDescriptor };

/** What a failed end means for the dialog. */
export async function endFailure(error: unknown): Promise<EndFailure> {
  const { message, body } = await messageForError(error, END_ERROR_MESSAGES);
  const lastDay = body?.fields?.lastDay;
  if (body?.code === 'BAD_REQUEST' && lastDay) return { kind: 'lastDay', code: lastDay };
  return { kind: 'other', message };
}

type IdentityFailure =
  /** Fields the server refused (400 `fields`), each on its field. */
  | { kind: 'fields'; fields: IdentityProblems }
  | { kind: 'other'; message: MessageDescriptor };

/** What a failed ID check record means for its form (404: the worker is not taken on at this site). */
export async function identityFailure(error: unknown): Promise<IdentityFailure> {
  const { message, body } = await messageForError(error, IDENTITY_ERROR_MESSAGES);
  if (body?.code === 'BAD_REQUEST' && body.fields) {
    const fields: IdentityProblems = {};
    if (body.fields.stayStatus) fields.stayStatus = body.fields.stayStatus;
    if (body.fields.stayExpiresOn) fields.stayExpiresOn = body.fields.stayExpiresOn;
    if (body.fields.country) fields.country = body.fields.country;
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'other', message };
}

/** The fields of a training record, with the rule broken (contract/api-employment.ts checkSafetyTraining; the photo of the card: the server's). */
export interface TrainingProblems {
  certificateNo?: string;
  completedOn?: string;
  photo?: string;
}

/** The message of a rule a training record's field breaks. */
export function trainingFieldMessage(field: 'certificateNo' | 'completedOn', code: string): MessageDescriptor {
  if (field === 'certificateNo') {
    const max = CERTIFICATE_NO_MAX;
    switch (code) {
      case 'required':
        return msg`Enter the number printed on the training card.`;
      case 'tooLong':
        return msg`The number can be at most ${max} characters. Check it against the card.`;
      default:
        return msg`Enter the number as printed: letters, digits, spaces and hyphens.`;
    }
  }
  switch (code) {
    case 'future':
      return msg`The day of the training cannot be after today. Check the card.`;
    case 'tooOld':
      return msg`Check the day of the training: it cannot be before 2000.`;
    default:
      return msg`Enter the day of the training, as on the card.`;
  }
}

type TrainingFailure =
  /** Fields the server refused (400 `fields`), each on its field. */
  | { kind: 'fields'; fields: TrainingProblems }
  | { kind: 'other'; message: MessageDescriptor };

/** What a failed training record means for its form (404: the worker is not taken on at this site). */
export async function trainingFailure(error: unknown): Promise<TrainingFailure> {
  const { message, body } = await messageForError(error, TRAINING_ERROR_MESSAGES);
  if (body?.code === 'BAD_REQUEST' && body.fields) {
    const fields: TrainingProblems = {};
    if (body.fields.certificateNo) fields.certificateNo = body.fields.certificateNo;
    if (body.fields.completedOn) fields.completedOn = body.fields.completedOn;
    if (body.fields.photo) fields.photo = body.fields.photo;
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'other', message };
}
