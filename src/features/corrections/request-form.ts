/**
 * The correction request form's rules (issue 18), checked on the phone before anything is queued,
 * with the server's own where it has them (contract/input-rules.ts), and what each of the server's
 * refusals says, on the field it is about.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { QR_SEQUENCE_RULES, type QrSequenceRule } from '#contract/api-contract.ts';
import { checkCorrectionReason, isClockTime, type RuleCode } from '#contract/input-rules.ts';
import { timeOfDayInSeoul, todayInSeoul, toYyyymmdd } from '#contract/seoul-time.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { apiErrorMessage } from '@/platform/api/error-messages';
import { fieldMessage } from '@/platform/i18n/rule-messages';
import type { SiteChoice } from '#contract/api-corrections.ts';
import type { CorrectionItem, CorrectionRefusal } from '@/domain/attendance/correction-outbox';
import { CORRECTION_ERROR_MESSAGES, SEQUENCE_MESSAGES } from './texts';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export type CorrectionField = 'eventType' | 'siteCode' | 'time' | 'reason' | 'photo';

/** A rule broken, by field (the codes the server uses where it has the same rule). */
type FieldProblems = Partial<Record<CorrectionField, string>>;

/** What to show: a message under each field concerned, and one for the form as a whole. */
export interface ShownProblems {
  fields: Partial<Record<CorrectionField, MessageDescriptor | undefined>>;
  form: MessageDescriptor | null;
}

/** Only End work and the breaks of a night shift fall on the next day; a Start work is the day's own. */
export function mayBeNextDay(eventType: CorrectionItem['eventType']): boolean {
  return eventType !== '' && eventType !== 'BeginWork';
}

/**
 * Whether HH:MM on the day (yyyymmdd), or on the day after, is still to come at `now`: compared as
 * Seoul's calendar and clock write them ("20261119 18:30"), as the server compares the instants.
 */
export function isStillToCome(date: string, time: string, nextDay: boolean, now: Date): boolean {
  const day = parseYyyymmdd(date);
  if (!day) return false;
  const asked = `${toYyyymmdd(nextDay ? day.add({ days: 1 }) : day)} ${time}`;
  return asked > `${toYyyymmdd(todayInSeoul(now))} ${timeOfDayInSeoul(now.toISOString()) ?? ''}`;
}

/**
 * Every field's rule; an empty object when the request can be queued. `now`: this phone's clock;
 * `siteChoices`: the sites the day may belong to (GET /work/day; empty when known or unknown offline).
 */
export function checkCorrection(item: CorrectionItem, now: Date, siteChoices: readonly SiteChoice[] = []): FieldProblems {
  const problems: FieldProblems = {};
  if (item.eventType === '') problems.eventType = 'required';
  if (siteChoices.length > 1 && !siteChoices.some((site) => site.siteCode === item.siteCode)) problems.siteCode = 'required';
  if (item.time === '') problems.time = 'required';
  else if (!isClockTime(item.time)) problems.time = 'timeFormat';
  else if (isStillToCome(item.date, item.time, item.nextDay && mayBeNextDay(item.eventType), now)) problems.time = 'future';
  const reason = checkCorrectionReason(item.reason);
  if (reason) problems.reason = reason;
  return problems;
}

const EVENT_REQUIRED = msg`Choose the record to correct.`;
const PHOTO_UNREADABLE = msg`This file could not be read as a photo. Choose another one.`;

const FIELD_MESSAGES: Record<Exclude<CorrectionField, 'reason'>, Record<string, MessageDescriptor>> = {
  eventType: { required: EVENT_REQUIRED, invalid: EVENT_REQUIRED },
  siteCode: {
    required: msg`Choose the site you worked at that day.`,
    notYours: msg`You have no contract at this site on this day. Choose another site.`,
    otherSite: msg`This day is recorded at another site. Ask that site for the correction.`,
  },
  time: {
    required: msg`Enter the time.`,
    timeFormat: msg`Enter the time as HH:MM, such as 18:30.`,
    future: msg`This time has not come yet. You can only correct a time that has passed.`,
  },
  photo: {
    unreadable: PHOTO_UNREADABLE,
    invalid: PHOTO_UNREADABLE,
    tooLarge: msg`This photo is too large even when made smaller. Choose another one.`,
  },
};

/** What the server says of the day itself, shown for the whole form. */
const DAY_MESSAGES: Record<string, MessageDescriptor> = {
  future: msg`This day has not come yet, so it cannot be corrected.`,
  noContract: msg`No contract of yours covers this day, so it cannot be corrected.`,
  date: msg`This day is not on the calendar.`,
};

const BAD_REQUEST = apiErrorMessage('BAD_REQUEST');

/** The message of one field's rule code (the phone's or the server's); null when it is fine. */
export function fieldProblemMessage(field: CorrectionField, code: string | undefined): MessageDescriptor | null {
  if (code === undefined) return null;
  if (field === 'reason') return fieldMessage(code as RuleCode, msg`Write why the record should change.`) ?? BAD_REQUEST;
  return FIELD_MESSAGES[field][code] ?? BAD_REQUEST;
}

export function shownProblems(problems: FieldProblems): ShownProblems {
  const fields: ShownProblems['fields'] = {};
  for (const field of Object.keys(problems) as CorrectionField[]) {
    const message = fieldProblemMessage(field, problems[field]);
    if (message) fields[field] = message;
  }
  return { fields, form: null };
}

const isSequenceRule = (rule: string | undefined): rule is QrSequenceRule => (QR_SEQUENCE_RULES as readonly (string | undefined)[]).includes(rule);

/** The server's refusal of a request, on the fields it is about. */
export function refusalProblems(refusal: CorrectionRefusal): ShownProblems {
  const serverFields = refusal.fields ?? {};
  switch (refusal.code) {
    case 'CORRECTION_PENDING':
      return { fields: { eventType: CORRECTION_ERROR_MESSAGES.CORRECTION_PENDING }, form: null };
    case 'CORRECTION_SEQUENCE': {
      const rule = serverFields.sequence;
      return { fields: { time: isSequenceRule(rule) ? SEQUENCE_MESSAGES[rule] : CORRECTION_ERROR_MESSAGES.CORRECTION_SEQUENCE }, form: null };
    }
    case 'BAD_REQUEST': {
      const shown: ShownProblems = { fields: {}, form: null };
      for (const [field, code] of Object.entries(serverFields)) {
        if (field === 'date') shown.form = DAY_MESSAGES[code] ?? BAD_REQUEST;
        // The body limit: only a photo makes a request that large.
        else if (field === 'body' && code === 'tooLarge') shown.fields.photo = FIELD_MESSAGES.photo.tooLarge ?? BAD_REQUEST;
        else if (field === 'eventType' || field === 'siteCode' || field === 'time' || field === 'reason' || field === 'photo') shown.fields[field] = fieldProblemMessage(field, code) ?? BAD_REQUEST;
        else shown.form = BAD_REQUEST;
      }
      if (!shown.form && Object.keys(shown.fields).length === 0) shown.form = BAD_REQUEST;
      return shown;
    }
    default:
      return { fields: {}, form: correctionErrorMessage(refusal.code) };
  }
}

/** Any API code as these screens say it. */
function correctionErrorMessage(code: ApiErrorCode): MessageDescriptor {
  return (CORRECTION_ERROR_MESSAGES as Partial<Record<ApiErrorCode, MessageDescriptor>>)[code] ?? apiErrorMessage(code);
}
