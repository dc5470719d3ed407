/**
 * The client's date glue: names and lines in the reader's language (written out, as Intl gives them) and the hours of a
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

/**
 * The names a date line uses, written out for each app language as Intl gives them in today's
 * browsers (ICU 78, Chromium 156 and Node 24 alike), not asked of Intl as a screen renders: the first
 * Intl formatter of a browser process loads its locale data, 45–110 ms of main thread here, which
 * made the longest task of home's first render and of the offline cold start (decision 071, the
 * language names likewise). A test holds every name and line to what Intl says; the type asks for the
 * names of a language added later. Sunday first; months January first.
 */
const WEEKDAYS_SHORT: Record<DateLocale, readonly string[]> = {
  ko: ['일', '월', '화', '수', '목', '금', '토'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  'zh-Hans': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  vi: ['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'],
};

/** A month's name standing alone (a heading: 'November', '11월'). */
const MONTHS_LONG: Record<DateLocale, readonly string[]> = {
  ko: ['1월', '2월', '3월', '4월', '5월', '6월', '7월', '8월', '9월', '10월', '11월', '12월'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  'zh-Hans': ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  vi: ['Tháng 1', 'Tháng 2', 'Tháng 3', 'Tháng 4', 'Tháng 5', 'Tháng 6', 'Tháng 7', 'Tháng 8', 'Tháng 9', 'Tháng 10', 'Tháng 11', 'Tháng 12'],
};

const EN_MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** An entry of a name table that has one for every index asked (a weekday 0–6, a month 0–11). */
function nameAt(names: readonly string[], index: number): string {
  return names[index] ?? '';
}

/** Short weekday name: ko '일', '월' …; en 'Sun', 'Mon' …; zh-Hans '周日' …; vi 'CN', 'Thứ 2' …. */
export function weekdayShort(date: Temporal.PlainDate, locale: DateLocale): string {
  // Temporal's dayOfWeek is 1 = Monday … 7 = Sunday.
  return nameAt(WEEKDAYS_SHORT[locale], date.dayOfWeek % 7);
}

/** A month's name as a heading says it: ko '11월', en 'November', zh-Hans '十一月', vi 'Tháng 11'. */
export function nameOfMonth(date: Pick<Temporal.PlainDate, 'month'>, locale: DateLocale): string {
  return nameAt(MONTHS_LONG[locale], date.month - 1);
}

/**
 * Today's date line of the home screen (docs/spec-notes.md §2): ko '2026년 11월 22일 (일)', en 'Sun, Nov 22, 2026'
 * (the spec's patterns); zh-Hans '2026年11月22日周日' and vi 'CN, 22 tháng 11, 2026', their locales' own
 * patterns as Intl writes them (decision 071).
 */
export function formatDateWithWeekday(date: Temporal.PlainDate, locale: DateLocale): string {
  const weekday = weekdayShort(date, locale);
  const { year, month, day } = date;
  switch (locale) {
    case 'ko':
      return `${year}년 ${month}월 ${day}일 (${weekday})`;
    case 'en':
      return `${weekday}, ${nameAt(EN_MONTHS_SHORT, month - 1)} ${day}, ${year}`;
    case 'zh-Hans':
      return `${year}年${month}月${day}日${weekday}`;
    case 'vi':
      return `${weekday}, ${day} tháng ${month}, ${year}`;
  }
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
