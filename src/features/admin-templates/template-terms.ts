/**
 * A template's terms as the form holds them (the daily wage as the digits typed), what the API is sent,
 * the rules of contract-terms.ts applied to them (the same the server applies, against the minimum wage
 * of today's year in Seoul), and the message of each rule on its field, in words an admin can act on.
 * The names and lines the list and the form share with taking a worker on (weekdays, the work days,
 * the pay day, the contracted minutes) are in domain/admin/template-text.ts.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContractTemplate, ContractTemplateTerms } from '#contract/api-contract-templates.ts';
import {
  checkTemplateTerms,
  DAILY_WAGE_MAX,
  minimumDailyWage,
  minimumHourlyWage,
  TEMPLATE_TEXT_MAX,
  type ContractKind,
  type TermsRuleCode,
} from '#contract/contract-terms.ts';
import { formatWon } from '#contract/format-won.ts';
import type { Language } from '#contract/languages.ts';
import { contractedOf } from '@/domain/admin/template-text';
import { RULE_MESSAGES } from '@/platform/i18n/rule-messages';

/** The form's values: the terms, with the daily wage as the digits typed (empty until one is). */
export interface TemplateDraft {
  name: string;
  jobTitle: string;
  dailyWage: string;
  workStart: string;
  workEnd: string;
  breakStart: string;
  breakEnd: string;
  /** Days since Sunday. */
  workDays: number[];
  weeklyHoliday: number;
  payDay: number;
  kind: ContractKind;
  premiumsApply: boolean;
  weeklyPaidHoliday: boolean;
}

export type TermField = keyof TemplateDraft;

/** A rule of contract-terms.ts, or `other`: a code the server answered that this app does not know yet. */
export type ProblemCode = TermsRuleCode | 'other';

/** What each field breaks (empty: nothing). */
export type TermProblems = Partial<Record<TermField, ProblemCode>>;

/** A new template starts from the usual site day: Monday to Friday 08:00–17:00 with an hour's lunch, Sunday off, paid on the 10th. */
export const NEW_DRAFT: TemplateDraft = {
  name: '',
  jobTitle: '',
  dailyWage: '',
  workStart: '08:00',
  workEnd: '17:00',
  breakStart: '12:00',
  breakEnd: '13:00',
  workDays: [1, 2, 3, 4, 5],
  weeklyHoliday: 0,
  payDay: 10,
  kind: 'continuing',
  premiumsApply: true,
  weeklyPaidHoliday: true,
};

export function draftOf(template: ContractTemplate): TemplateDraft {
  return {
    name: template.name,
    jobTitle: template.jobTitle,
    dailyWage: String(template.dailyWage),
    workStart: template.workStart,
    workEnd: template.workEnd,
    breakStart: template.breakStart,
    breakEnd: template.breakEnd,
    workDays: [...template.workDays],
    weeklyHoliday: template.weeklyHoliday,
    payDay: template.payDay,
    kind: template.kind,
    premiumsApply: template.premiumsApply,
    weeklyPaidHoliday: template.weeklyPaidHoliday,
  };
}

/** The terms as the API takes them: the texts trimmed, the work days once each in order. */
export function termsOf(draft: TemplateDraft): ContractTemplateTerms {
  return {
    name: draft.name.trim(),
    jobTitle: draft.jobTitle.trim(),
    dailyWage: draft.dailyWage === '' ? 0 : Number(draft.dailyWage),
    workStart: draft.workStart,
    workEnd: draft.workEnd,
    breakStart: draft.breakStart,
    breakEnd: draft.breakEnd,
    workDays: [...new Set(draft.workDays)].sort((a, b) => a - b),
    weeklyHoliday: draft.weeklyHoliday,
    premiumsApply: draft.premiumsApply,
    weeklyPaidHoliday: draft.weeklyPaidHoliday,
    payDay: draft.payDay,
    kind: draft.kind,
  };
}

/** Every rule the draft breaks (the server's rules, and a daily wage not typed yet), against the minimum wage of `year`. */
export function checkDraft(draft: TemplateDraft, year: number): TermProblems {
  const found: TermProblems = checkTemplateTerms(termsOf(draft), year);
  if (draft.dailyWage === '') found.dailyWage = 'required';
  return found;
}

/**
 * The fields whose message a change of a field makes stale: the hours decide the break's, the day's
 * and the week's length and the least daily wage; the work days and the holiday are checked together.
 */
const HOURS: TermField[] = ['workStart', 'workEnd', 'breakStart', 'breakEnd', 'workDays', 'dailyWage'];
export const RELATED_FIELDS: Partial<Record<TermField, TermField[]>> = {
  workStart: HOURS,
  workEnd: HOURS,
  breakStart: HOURS,
  breakEnd: HOURS,
  workDays: ['workDays', 'weeklyHoliday'],
  weeklyHoliday: ['workDays', 'weeklyHoliday'],
};

/** The daily wage digits of what was typed or pasted ("200,000원" → "200000"), at most 8 of them. */
export function wageDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 8);
}

/** Hours as a number the reader's language writes: 8, 7.5. */
export function formatHours(minutes: number, locale: Language): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minutes / 60);
}

/** The message of a rule a field breaks, with the amounts and hours it is about (the draft as it is now). */
export function problemMessage(field: TermField, code: ProblemCode, draft: TemplateDraft, year: number, locale: Language): MessageDescriptor {
  switch (code) {
    case 'required':
      return REQUIRED[field] ?? RULE_MESSAGES.required;
    case 'tooLong': {
      const max = TEMPLATE_TEXT_MAX;
      return msg`Use at most ${max} characters.`;
    }
    case 'controlChars':
      return RULE_MESSAGES.controlChars;
    case 'timeFormat':
      return draft[field] === '' ? msg`Enter the time.` : msg`Enter a time such as 08:00.`;
    case 'noWorkTime':
      return msg`No working time is left: the work must end after it starts and last longer than the break.`;
    case 'breakOutside':
      return msg`The break must lie within the working hours.`;
    case 'breakTooShort':
      return msg`From 4 hours of work a break of at least 30 minutes, from 8 hours at least an hour, is required by law.`;
    case 'overEightHours':
      return msg`A contracted day may be at most 8 hours; longer days are overtime.`;
    case 'overFortyHours':
      return msg`The work days come to more than 40 hours a week.`;
    case 'holidayIsWorkDay':
      return msg`The weekly holiday cannot be one of the work days.`;
    case 'range':
      return rangeMessage(field, locale);
    case 'belowMinimumWage': {
      const minutes = contractedOf(draft);
      if (minutes === null) return msg`The daily wage is below the minimum wage for these hours.`;
      const hours = formatHours(minutes, locale);
      const min = formatWon(minimumHourlyWage(year), locale);
      const amount = formatWon(minimumDailyWage(minutes, year), locale);
      return msg`Below the minimum wage: ${hours} hours at ${min} an hour is at least ${amount} a day.`;
    }
    case 'other':
      return msg`Check this value.`;
  }
}

const REQUIRED: Partial<Record<TermField, MessageDescriptor>> = {
  name: msg`Enter the template's name.`,
  jobTitle: msg`Enter the trade (job title).`,
  dailyWage: msg`Enter the daily wage.`,
  workDays: msg`Choose at least one work day.`,
};

function rangeMessage(field: TermField, locale: Language): MessageDescriptor {
  switch (field) {
    case 'dailyWage': {
      const max = formatWon(DAILY_WAGE_MAX, locale);
      return msg`Enter a daily wage above 0 and at most ${max}.`;
    }
    case 'workDays':
      return msg`Choose work days from Sunday to Saturday.`;
    case 'weeklyHoliday':
      return msg`Choose the weekly holiday from Sunday to Saturday.`;
    case 'payDay':
      return msg`Choose a pay day from the 1st to the 28th of the month.`;
    default:
      return msg`Check this value.`;
  }
}

/** A rule code the server answered for a field of the form (any other is the form's error). */
export function isTermField(field: string): field is TermField {
  return field in NEW_DRAFT;
}
