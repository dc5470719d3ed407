/**
 * Amounts in won with thousands separators (docs/spec-notes.md §9): 3,581,610원 in Korean; in the other languages
 * as their locale writes won (docs/glossary.md): ₩3,581,610 in English and Chinese, 3.581.610 ₩ in
 * Vietnamese. The screens and the documents' lines in the worker's language both write won with it.
 */
import type { Language } from './languages.ts';

const formats = new Map<Language, Intl.NumberFormat>();

export function formatWon(amount: number, locale: Language): string {
  let format = formats.get(locale);
  if (!format) {
    format = locale === 'ko' ? new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 }) : new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return locale === 'ko' ? `${format.format(amount)}원` : format.format(amount);
}
