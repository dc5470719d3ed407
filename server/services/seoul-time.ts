/**
 * Calendar days and timestamps in Asia/Seoul, the time zone of every work day the API reports.
 * Korea has observed no daylight saving time since 1988, so Seoul is a fixed UTC+09:00 and plain
 * offset arithmetic is exact; no time-zone database is needed (and the server's own TZ never matters).
 */

export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date (month 1–12) with no time zone of its own. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The date an instant falls on in Seoul. */
export function seoulDateOf(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 00:00 in Seoul on that date, as an instant. */
export function startOfSeoulDay(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - SEOUL_OFFSET_MS);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** yyyymmdd, the `date` of a WorkDayRecord. */
export function dayKey(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}

export function seoulDayKey(instant: Date): string {
  return dayKey(seoulDateOf(instant));
}

/** ISO 8601 with the Seoul offset, seconds precision: 2026-11-20T07:58:00+09:00. */
export function formatSeoulIso(instant: Date): string {
  return `${new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** The same with milliseconds, for answers a phone sets its clock offset by. */
export function formatSeoulIsoMillis(instant: Date): string {
  return `${new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 23)}+09:00`;
}

/** The Sunday that starts the week (spec §9: weeks start on Sunday) holding a date. */
export function startOfWeek(date: CalendarDate): CalendarDate {
  return addDays(date, -weekdayOf(date));
}

/** The Sunday..Saturday week holding a date. */
export function weekOf(date: CalendarDate): CalendarDate[] {
  const sunday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** A calendar month (month 1–12). */
export interface YearMonth {
  year: number;
  month: number;
}

/** Every date of a month, the 1st first. */
export function daysOfMonth(month: YearMonth): CalendarDate[] {
  const count = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => ({ year: month.year, month: month.month, day: i + 1 }));
}

/** The month `months` after (or before, when negative) a month. */
export function addMonths(month: YearMonth, months: number): YearMonth {
  const index = month.year * 12 + (month.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Compares months: negative when a is earlier, 0 when equal, positive when later. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** yyyy-mm-dd. */
export function isoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Reads yyyy-mm-dd (the text of a date column); throws on anything else. */
export function parseIsoDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  if (!date || !isValidCalendarDate(date)) throw new RangeError(`not a yyyy-mm-dd date: ${text}`);
  return date;
}
