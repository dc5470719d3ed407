/**
 * A text set at the start of a line, its first letter capitalised as that language does: Intl writes
 * Vietnamese months in lower case, for the middle of a sentence ("tháng 11 năm 2026"), and a heading
 * starts with a capital ("Tháng 11 năm 2026"). Korean and Chinese have no case: unchanged.
 */
export function upperFirst(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
