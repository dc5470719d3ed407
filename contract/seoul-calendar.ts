/// <reference types="temporal-polyfill/types/global" />
/**
 * Months and the texts of days in Seoul (decision 053, beside ./seoul-time.ts): a month's days and
 * its neighbours, and reading and writing dates as the API, the forms and history state write them.
 * Apart from seoul-time.ts, which every signed-in screen loads before it shows (today, this week, a
 * time of day), so that home does not download what only the month and form screens use (the
 * budget of /, decision 097). The same rules as seoul-time.ts: imports only it, erasable TypeScript.
 */
import { pad2, parseInstant, seoulDateOf, type YearMonth } from './seoul-time.ts';

/** The 1st of a month. */
export function firstDayOf(month: YearMonth): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year: month.year, month: month.month, day: 1 }, { overflow: 'reject' });
}

/** The days of the months asked for lately ('yyyy-mm'): a year of pay lists each month's days several times. */
const REMEMBERED_MONTHS = 240;
const monthDays = new Map<string, readonly Temporal.PlainDate[]>();

/** Every date of a month, the 1st first (a new array each time). */
export function daysOfMonth(month: YearMonth): Temporal.PlainDate[] {
  const key = formatYearMonth(month);
  let days = monthDays.get(key);
  if (!days) {
    const first = firstDayOf(month);
    days = Array.from({ length: first.daysInMonth }, (_, i) => first.add({ days: i }));
    if (monthDays.size >= REMEMBERED_MONTHS) monthDays.clear();
    monthDays.set(key, days);
  }
  return [...days];
}

/** The month `months` after (or before, when negative) a month. */
export function addMonths(month: YearMonth, months: number): Temporal.PlainYearMonth {
  return Temporal.PlainYearMonth.from({ year: month.year, month: month.month }, { overflow: 'reject' }).add({ months });
}

/** Compares the months of two months or dates: negative when a is earlier, 0 when equal, positive when later. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The date of those parts, or null when that day does not exist (2026-02-29, month 13, …); never rolls over. */
export function dateFromParts(year: number, month: number, day: number): Temporal.PlainDate | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** Reads the API's day text; anything that is not exactly 8 digits naming a real day gives null. */
export function parseYyyymmdd(text: string): Temporal.PlainDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return match ? dateFromParts(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Reads yyyy-mm-dd (the text of a date column); throws a RangeError on anything else. */
export function parseIsoDate(text: string): Temporal.PlainDate {
  const date = isoDateOrNull(text);
  if (!date) throw new RangeError(`not a yyyy-mm-dd date: ${text}`);
  return date;
}

/** Whether the text is a real day written yyyy-mm-dd (a form's date field, a request's day). */
export const isIsoDate = (text: string): boolean => isoDateOrNull(text) !== null;

function isoDateOrNull(text: string): Temporal.PlainDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? dateFromParts(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 'YYYY.MM.DD' of an API timestamp's day in Seoul (for lists and dated answers); null when unparsable. */
export function dateInSeoul(isoTimestamp: string): string | null {
  const instant = parseInstant(isoTimestamp);
  if (!instant) return null;
  const day = seoulDateOf(instant);
  return `${String(day.year)}.${pad2(day.month)}.${pad2(day.day)}`;
}

/** Reads 'yyyy-mm' (months kept in history state); null for anything else. */
export function parseYearMonth(text: string | undefined): Temporal.PlainYearMonth | null {
  if (!text || !/^\d{4}-\d{2}$/.test(text)) return null;
  try {
    return Temporal.PlainYearMonth.from(text, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** 'yyyy-mm' of a month. */
export function formatYearMonth(month: YearMonth): string {
  return `${String(month.year)}-${pad2(month.month)}`;
}
