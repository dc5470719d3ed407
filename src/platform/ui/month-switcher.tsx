import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@/platform/i18n/use-locale';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** The month heading with previous and next arrows, for the month screens. */
export function MonthSwitcher({ month, onChange }: { month: Temporal.PlainYearMonth; onChange: (next: Temporal.PlainYearMonth) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const label = month.toPlainDate({ day: 1 }).toLocaleString(locale, { year: 'numeric', month: 'long' });
  return (
    <div className="month-switcher">
      <button type="button" className="icon-btn" aria-label={t`Previous month`} onClick={() => onChange(month.subtract({ months: 1 }))}>
        <ChevronLeftIcon />
      </button>
      <h2 className="month-switcher__label" aria-live="polite">
        {label}
      </h2>
      <button type="button" className="icon-btn" aria-label={t`Next month`} onClick={() => onChange(month.add({ months: 1 }))}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
