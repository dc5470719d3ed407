/**
 * The client's date glue: names and lines in the reader's language (Intl, each app language) and the hours of a
 * day as the screens write them. Calendar days, weeks, Seoul time and the API's date texts come from
 * the date modules, #contract/seoul-time.ts and seoul-calendar.ts (decisions 053, 097), shared with the server.
 *
 * Temporal is the global one: native where the browser has it, else `temporal-polyfill/global`,
 * loaded by `ensureTemporal()` (ensure-temporal.ts) before the app renders. Nothing here touches
 * `Temporal` at import time.
 */
import type { Language } from '#contract/languages.ts';
import type { Week } from '#contract/seoul-time.ts';

type DateLocale = Language;

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'MM.DD ~ MM.DD' (zero padded), e.g. '12.27 ~ 01.02' across a year end. */
export function formatWeekRange(week: Pick<Week, 'start' | 'end'>): string {
  const { start, end } = week;
  return `${pad2(start.month)}.${pad2(start.day)} ~ ${pad2(end.month)}.${pad2(end.day)}`;
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

/** Short weekday name: ko '일', '월' …; en 'Sun', 'Mon' …; zh-Hans '周日' …; vi 'CN', 'Th 2' …. */
export function weekdayShort(date: Temporal.PlainDate, locale: DateLocale): string {
  return formatter(locale, { weekday: 'short' }).format(utcMidnight(date));
}

/**
 * Today's date line of the home screen (docs/spec-notes.md §2): ko '2026년 11월 22일 (일)', en 'Sun, Nov 22, 2026'
 * (names from Intl, the pattern fixed here as the spec writes it, so every engine's ICU version
 * prints the same line); every other language in its own locale's pattern: zh-Hans
 * '2026年11月22日周日', vi 'CN, 22 tháng 11, 2026'.
 */
export function formatDateWithWeekday(date: Temporal.PlainDate, locale: DateLocale): string {
  const weekday = weekdayShort(date, locale);
  if (locale === 'ko') return `${date.year}년 ${date.month}월 ${date.day}일 (${weekday})`;
  if (locale !== 'en') return formatter(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(utcMidnight(date));
  const month = formatter('en', { month: 'short' }).format(utcMidnight(date));
  return `${weekday}, ${month} ${date.day}, ${date.year}`;
}

/**
 * Decimal hours as whole hours and minutes, rounded to the nearest minute (docs/spec-notes.md §9):
 * 8.5 → 8 h 30 m, 7.999 → 8 h 0 m. Negative, NaN or infinite input gives 0 h 0 m.
 */
export function splitHoursMinutes(decimalHours: number): { hours: number; minutes: number } {
  if (!Number.isFinite(decimalHours) || decimalHours <= 0) return { hours: 0, minutes: 0 };
  const totalMinutes = Math.round(decimalHours * 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Hours of one day in the weekly strip (docs/spec-notes.md §2, §9): '8H', '7.5H', '0H' — at most one decimal. */
export function formatHoursSuffix(decimalHours: number): string {
  if (!Number.isFinite(decimalHours) || decimalHours <= 0) return '0H';
  const rounded = Math.round(decimalHours * 10) / 10;
  return `${String(rounded)}H`;
}
