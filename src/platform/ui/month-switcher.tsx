import { useLingui } from '@lingui/react/macro';
import { upperFirst } from '@/platform/i18n/upper-first';
import { useLocale } from '@/platform/i18n/use-locale';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

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
