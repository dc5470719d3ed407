/** Amounts in won with thousands separators (spec §9): 3,581,610원 in Korean, ₩3,581,610 in English. */
import type { Locale } from './locale-cookie';

export function formatWon(amount: number, locale: Locale): string {
  const digits = new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { maximumFractionDigits: 0 }).format(amount);
  return locale === 'ko' ? `${digits}원` : `₩${digits}`;
}
