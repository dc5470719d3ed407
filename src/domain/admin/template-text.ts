/**
 * A contract template's terms as the admin screens write them (issue 33): the week's days and the work
 * days as runs, the contracted minutes of a day and the hourly wage they give, the pay day. Shared by
 * the templates screen and taking a worker on; its texts are in both screens' catalogs (lingui.config.ts).
 */
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { contractedMinutes, type ContractHours } from '#contract/contract-terms.ts';
import type { Language } from '#contract/languages.ts';

/** The contracted minutes of a day, or null while the hours do not make one. */
export function contractedOf(hours: ContractHours): number | null {
  try {
    return contractedMinutes(hours);
  } catch {
    return null;
  }
}

/** What a daily wage pays an hour of the contracted day, to the won below. */
export function hourlyOf(dailyWage: number, minutes: number): number {
  return Math.floor((dailyWage * 60) / minutes);
}

/** The week's days, Sunday first, as the reader's language names them ('short': Mon; 'long': Monday). */
export function weekdayNames(locale: Language, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/** Work days as runs: Monday to Friday "Mon–Fri", Monday, Wednesday and Friday "Mon, Wed, Fri". */
export function formatWorkDays(days: readonly number[], locale: Language): string {
  const names = weekdayNames(locale, 'short');
  const sorted = [...new Set(days)].filter((day) => day >= 0 && day <= 6).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    const first = names[sorted[index] ?? 0] ?? '';
    const last = names[sorted[end] ?? 0] ?? '';
    if (end - index >= 2) parts.push(`${first}–${last}`);
    else for (let at = index; at <= end; at++) parts.push(names[sorted[at] ?? 0] ?? '');
    index = end + 1;
  }
  return parts.join(locale === 'zh-Hans' ? '、' : ', ');
}

/** The pay day as the form and the list say it: "10th of the next month". */
export function payDayText(day: number): MessageDescriptor {
  return msg`${selectOrdinal(day, { one: '#st of the next month', two: '#nd of the next month', few: '#rd of the next month', other: '#th of the next month' })}`;
}
