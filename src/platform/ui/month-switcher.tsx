import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@/platform/i18n/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/**
 * A text set at the start of a line, its first letter capitalised as that language does: Intl writes
 * Vietnamese months in lower case, for the middle of a sentence ("tháng 11 năm 2026"), and a heading
 * starts with a capital ("Tháng 11 năm 2026"). Korean and Chinese have no case: unchanged. Here, with
 * the month heading, rather than in a module of its own: a small shared chunk costs every screen's
 * route a line in the entry script.
 */
export function upperFirst(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The month heading with previous and next arrows, for the month screens. The next arrow stops at
 * `latest` (the current month in Seoul: nothing is recorded or paid ahead). It stays focusable and
 * named, marked aria-disabled rather than disabled, so focus is not lost when the last click
 * reaches the current month and a screen reader still finds it, read as unavailable.
 */
export function MonthSwitcher({ month, latest, onChange }: { month: Temporal.PlainYearMonth; latest: Temporal.PlainYearMonth; onChange: (next: Temporal.PlainYearMonth) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const label = upperFirst(month.toPlainDate({ day: 1 }).toLocaleString(locale, { year: 'numeric', month: 'long' }), locale);
  const atLatest = Temporal.PlainYearMonth.compare(month, latest) >= 0;
  return (
    <div className="month-switcher">
      <button type="button" className="icon-btn" aria-label={t`Previous month`} onClick={() => onChange(month.subtract({ months: 1 }))}>
        <ChevronLeftIcon />
      </button>
      <h2 className="month-switcher__label" aria-live="polite">
        {label}
      </h2>
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Next month`}
        aria-disabled={atLatest ? 'true' : undefined}
        onClick={() => {
          if (!atLatest) onChange(month.add({ months: 1 }));
        }}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
