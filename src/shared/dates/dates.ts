/// <reference types="temporal-polyfill/types/global" />
/**
 * The one date module of the app (ARCHITECTURE §2), on Temporal.
 *
 * - Day boundaries are Asia/Seoul whatever the phone's time zone: a worker in Seoul with a phone set to
 *   another zone, or a test run in UTC, sees the same "today" and the same week.
 * - Weeks start on Sunday (spec §9); a week is 7 days and weekly navigation steps by 7 days.
 * - Temporal is the global one: native where the browser has it, else `temporal-polyfill/global`,
 *   loaded by `ensureTemporal()` (ensure-temporal.ts) before the app renders. Nothing here touches `Temporal` at import time.
 *
 * Types: `temporal-polyfill/global` only declares `export {}`; the global `Temporal` namespace types come
 * from `temporal-polyfill/types/global` (TypeScript < 6 has no `esnext.temporal` lib).
 */
import { NO_TIME } from '../contract/api-contract';

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

export type DateLocale = 'ko' | 'en';

/** A Sunday-to-Saturday week. */
export interface Week {
  /** The Sunday. */
  start: Temporal.PlainDate;
  /** The Saturday. */
  end: Temporal.PlainDate;
  /** The 7 days, Sunday first. */
  days: Temporal.PlainDate[];
}

/** Today's date in Seoul (spec §2 Home), for `now` (default: the current instant). */
export function todayInSeoul(now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate {
  return now.toZonedDateTimeISO(SEOUL_TIME_ZONE).toPlainDate();
}

/** Days since the last Sunday: 0 for Sunday … 6 for Saturday (Temporal's dayOfWeek is 1 = Monday … 7 = Sunday). */
function daysSinceSunday(date: Temporal.PlainDate): number {
  return date.dayOfWeek % 7;
}

/** The Sunday-to-Saturday week holding `date`. */
export function weekOf(date: Temporal.PlainDate): Week {
  const start = date.subtract({ days: daysSinceSunday(date) });
  const days = Array.from({ length: 7 }, (_, i) => start.add({ days: i }));
  return { start, end: start.add({ days: 6 }), days };
}

/** Moves `date` by `n` weeks (n × 7 days; negative goes back). */
export function addWeeks(date: Temporal.PlainDate, n: number): Temporal.PlainDate {
  return date.add({ days: 7 * n });
}

/**
 * The row of the Sunday-first calendar of the date's own month that holds the date: the week holding the
 * 1st is week 1. A month starting on Saturday has its 2nd in week 2.
 */
export function weekOfMonth(date: Temporal.PlainDate): number {
  const first = date.with({ day: 1 });
  return Math.floor((date.day - 1 + daysSinceSunday(first)) / 7) + 1;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'MM.DD ~ MM.DD' (zero padded), e.g. '12.27 ~ 01.02' across a year end. */
export function formatWeekRange(week: Pick<Week, 'start' | 'end'>): string {
  const { start, end } = week;
  return `${pad2(start.month)}.${pad2(start.day)} ~ ${pad2(end.month)}.${pad2(end.day)}`;
}

/** The API's day text: '20261122'. */
export function toYyyymmdd(date: Temporal.PlainDate): string {
  return `${String(date.year).padStart(4, '0')}${pad2(date.month)}${pad2(date.day)}`;
}

/** Reads the API's day text; anything that is not exactly 8 digits naming a real day gives null. */
export function parseYyyymmdd(text: string): Temporal.PlainDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  try {
    return Temporal.PlainDate.from(
      { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: DateLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatterCache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatterCache.set(key, cached);
  }
  return cached;
}

/**
 * A calendar day as a Date at UTC midnight, formatted in UTC: the same output with native Temporal,
 * the polyfill, or engines whose Intl does not format Temporal objects yet.
 */
function utcMidnight(date: Temporal.PlainDate): Date {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d;
}

/** Short weekday name: ko '일', '월' …; en 'Sun', 'Mon' …. */
export function weekdayShort(date: Temporal.PlainDate, locale: DateLocale): string {
  return formatter(locale, { weekday: 'short' }).format(utcMidnight(date));
}

/**
 * Today's date line of the home screen (spec §2): ko '2026년 11월 22일 (일)', en 'Sun, Nov 22, 2026'.
 * Names come from Intl; the pattern is fixed here so every engine's ICU version prints the same line.
 */
export function formatDateWithWeekday(date: Temporal.PlainDate, locale: DateLocale): string {
  const weekday = weekdayShort(date, locale);
  if (locale === 'ko') return `${date.year}년 ${date.month}월 ${date.day}일 (${weekday})`;
  const month = formatter('en', { month: 'short' }).format(utcMidnight(date));
  return `${weekday}, ${month} ${date.day}, ${date.year}`;
}

/**
 * Decimal hours as whole hours and minutes, rounded to the nearest minute (spec §9):
 * 8.5 → 8 h 30 m, 7.999 → 8 h 0 m. Negative, NaN or infinite input gives 0 h 0 m.
 */
export function splitHoursMinutes(decimalHours: number): { hours: number; minutes: number } {
  if (!Number.isFinite(decimalHours) || decimalHours <= 0) return { hours: 0, minutes: 0 };
  const totalMinutes = Math.round(decimalHours * 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Hours of one day in the weekly strip (spec §2, §9): '8H', '7.5H', '0H' — at most one decimal. */
export function formatHoursSuffix(decimalHours: number): string {
  if (!Number.isFinite(decimalHours) || decimalHours <= 0) return '0H';
  const rounded = Math.round(decimalHours * 10) / 10;
  return `${String(rounded)}H`;
}

/**
 * 'HH:MM' in Seoul for an API timestamp (ISO 8601 with an offset or Z). The API's "no time" text
 * (NO_TIME, '-'), an empty text, a timestamp without an offset, or anything unparsable gives null,
 * which the screens show blank.
 */
export function timeOfDayInSeoul(isoTimestamp: string): string | null {
  const text = isoTimestamp.trim();
  if (text === '' || text === NO_TIME) return null;
  try {
    const time = Temporal.Instant.from(text).toZonedDateTimeISO(SEOUL_TIME_ZONE);
    return `${pad2(time.hour)}:${pad2(time.minute)}`;
  } catch {
    return null;
  }
}

/** 'YYYY.MM.DD' of an API timestamp's day in Seoul (for lists and dated answers); null when unparsable. */
export function dateInSeoul(isoTimestamp: string): string | null {
  try {
    const day = Temporal.Instant.from(isoTimestamp.trim()).toZonedDateTimeISO(SEOUL_TIME_ZONE);
    return `${String(day.year)}.${pad2(day.month)}.${pad2(day.day)}`;
  } catch {
    return null;
  }
}

/** 'yyyy-mm' ⇄ PlainYearMonth, for months kept in history state. */
export function parseYearMonth(text: string | undefined): Temporal.PlainYearMonth | null {
  if (!text || !/^\d{4}-\d{2}$/.test(text)) return null;
  try {
    return Temporal.PlainYearMonth.from(text, { overflow: 'reject' });
  } catch {
    return null;
  }
}

export function formatYearMonth(month: Temporal.PlainYearMonth): string {
  return `${String(month.year)}-${pad2(month.month)}`;
}
