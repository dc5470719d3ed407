/**
 * The year and month selector of the certificate lists: a year with previous and next arrows and
 * its twelve months; a month that has a document is marked (a dot and its name read out as "has a
 * document"), the chosen one is pressed.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@/platform/i18n/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '@/platform/ui/icons';
import './certificates.css';

interface MonthPickerProps {
  month: Temporal.PlainYearMonth;
  onChange: (month: Temporal.PlainYearMonth) => void;
  /** The months (1–12) of the shown year that have a document; undefined while loading. */
  withDocument: ReadonlySet<number> | undefined;
}

export function MonthPicker({ month, onChange, withDocument }: MonthPickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const year = month.year;
  const moveYear = (by: number) => onChange(month.add({ years: by }));
  const yearLabel = month.toPlainDate({ day: 1 }).toLocaleString(locale, { year: 'numeric' });
  return (
    <section className="month-picker" aria-label={t`Year and month`}>
      <div className="month-picker__year">
        <button type="button" className="icon-btn" aria-label={t`Previous year`} onClick={() => moveYear(-1)}>
          <ChevronLeftIcon />
        </button>
        <h2 className="month-picker__year-label" aria-live="polite">
          {yearLabel}
        </h2>
        <button type="button" className="icon-btn" aria-label={t`Next year`} onClick={() => moveYear(1)}>
          <ChevronRightIcon />
        </button>
      </div>
      <div className="month-picker__months">
        {Array.from({ length: 12 }, (_, index) => {
          const value = Temporal.PlainYearMonth.from({ year, month: index + 1 });
          const name = value.toPlainDate({ day: 1 }).toLocaleString(locale, { month: 'short' });
          const has = withDocument?.has(index + 1) ?? false;
          return (
            <button
              key={index}
              type="button"
              className={`month-picker__month${has ? ' month-picker__month--has' : ''}`}
              aria-pressed={value.month === month.month}
              aria-label={has ? t`${name}, has a document` : name}
              onClick={() => onChange(value)}
            >
              {name}
              <span className="month-picker__dot" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </section>
  );
}
