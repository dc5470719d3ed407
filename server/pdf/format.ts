/** How the certificate forms write amounts, dates and times (Korean conventions, as on the official forms). */
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

/** 630 → "10시간 30분" ("10 h 30 min"), 480 → "8시간" ("8 hours"). */
export function hoursText(minutes: number, locale: 'ko' | 'en' = 'ko'): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (locale === 'en') return rest === 0 ? `${String(hours)} hours` : `${String(hours)} h ${String(rest)} min`;
  return rest === 0 ? `${String(hours)}시간` : `${String(hours)}시간 ${String(rest)}분`;
}
