/**
 * How the certificate forms write amounts, dates and times: the Korean lines as on the official forms,
 * the lines in the worker's language in that language's way (docs/glossary.md: the won sign and the
 * locale's grouping, `Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW' })`).
 */
import type { Language } from '#contract/languages.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';

export function won(amount: number): string {
  return `${amount.toLocaleString('en-US')}원`;
}

/** 2026-01-01 → 2026년 1월 1일 */
export function koreanDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(year)}년 ${String(month)}월 ${String(day)}일`;
}

/** 08:00 → 08시 00분 */
export function koreanTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':');
  return `${hours ?? ''}시 ${minutes ?? ''}분`;
}

/** What a form prints for a detail that is not on record. */
export function orDash(value: string | null): string {
  return value === null || value === '' ? '-' : value;
}

/** An instant as the forms print a signing or issue time: yyyy-mm-dd HH:MM in Seoul. */
export function seoulMinuteText(at: Date): string {
  const iso = formatSeoulIso(at);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Whole hours, and hours with minutes, in each language. */
const HOURS: Record<Language, { whole(hours: string): string; mixed(hours: string, minutes: string): string }> = {
  ko: { whole: (h) => `${h}시간`, mixed: (h, m) => `${h}시간 ${m}분` },
  en: { whole: (h) => `${h} hours`, mixed: (h, m) => `${h} h ${m} min` },
  'zh-Hans': { whole: (h) => `${h}小时`, mixed: (h, m) => `${h}小时${m}分钟` },
  vi: { whole: (h) => `${h} giờ`, mixed: (h, m) => `${h} giờ ${m} phút` },
};

/** 630 → "10시간 30분" ("10 h 30 min", "10小时30分钟", "10 giờ 30 phút"), 480 → "8시간" ("8 hours"). */
export function hoursText(minutes: number, language: Language = 'ko'): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return rest === 0 ? HOURS[language].whole(String(hours)) : HOURS[language].mixed(String(hours), String(rest));
}

/** The names of the week's days (0 Sunday … 6 Saturday) in a language, as its locale writes them. */
export function dayNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}
