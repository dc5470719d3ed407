/**
 * The Sunday-first month grid shared by the work calendar and the daily settlement calendar: each
 * day is a button with its number and one short line (hours, wage); the chosen day is pressed.
 */
import { weekdayShort, weekOf } from '../dates/dates';
import { useLocale } from '../i18n/use-locale';

export interface MonthGridCell {
  /** yyyymmdd */
  key: string;
  date: Temporal.PlainDate;
  tone: 'none' | 'done' | 'warning';
  /** The short line under the day number. */
  line: string;
  /** What a screen reader says for the day, after its date. */
  label: string;
}

export interface MonthGridProps {
  cells: MonthGridCell[];
  todayKey: string;
  selectedKey: string;
  onSelect: (key: string) => void;
}

export function MonthGrid({ cells, todayKey, selectedKey, onSelect }: MonthGridProps) {
  const locale = useLocale();
  const first = cells[0]?.date;
  if (!first) return null;
  const leading = first.dayOfWeek % 7; // Sunday = 0
  return (
    <div className="month-grid">
      {weekOf(first).days.map((day) => (
        <span key={day.dayOfWeek} className="month-grid__head" aria-hidden="true">
          {weekdayShort(day, locale)}
        </span>
      ))}
      {Array.from({ length: leading }, (_, index) => (
        <span key={`blank-${String(index)}`} />
      ))}
      {cells.map((cell) => (
        <button
          key={cell.key}
          type="button"
          className={`month-grid__day month-grid__day--${cell.tone}${cell.key === todayKey ? ' month-grid__day--today' : ''}`}
          aria-pressed={cell.key === selectedKey}
          aria-current={cell.key === todayKey ? 'date' : undefined}
          aria-label={`${cell.date.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'short' })}: ${cell.label}`}
          onClick={() => onSelect(cell.key)}
        >
          <span className="month-grid__number">{cell.date.day}</span>
          <span className="month-grid__line">{cell.line}</span>
        </button>
      ))}
    </div>
  );
}
