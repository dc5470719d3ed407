/**
 * The Sunday-first month grid shared by the work calendar and the daily settlement calendar: each
 * day is a button with its number and one short line (hours, wage); the chosen day is pressed.
 * A button is named by its content, not by aria-label: the visible day number sits inside the full
 * date the screen reader says (the rest of the date is visually hidden), so the name contains
 * what is seen (WCAG 2.5.3, for voice control too).
 */
import { weekOf } from '#contract/seoul-time.ts';
import { weekdayShort } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/i18n';

export interface MonthGridCell {
  /** yyyymmdd */
  key: string;
  date: Temporal.PlainDate;
  /** live: a shift in progress. */
  tone: 'none' | 'done' | 'live' | 'warning';
  /** The short line under the day number. */
  line: string;
  /** What a screen reader says for the day, after its date (the line is shown, this is read when it differs). */
  label: string;
  /** A mark in the corner (the work calendar's: a correction request waits); the label says what it means. */
  flagged?: boolean;
}

/** The parts of a date as the locale writes it (e.g. "11월 9일 (월)", "Mon, November 9"); the day part is the visible number. */
function dateParts(date: Temporal.PlainDate, locale: string): Intl.DateTimeFormatPart[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
  return format.formatToParts(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

interface MonthGridProps {
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
          className={`month-grid__day month-grid__day--${cell.tone}${cell.key === todayKey ? ' month-grid__day--today' : ''}${cell.flagged ? ' month-grid__day--flagged' : ''}`}
          aria-pressed={cell.key === selectedKey}
          aria-current={cell.key === todayKey ? 'date' : undefined}
          onClick={() => onSelect(cell.key)}
        >
          <span className="month-grid__number">
            {dateParts(cell.date, locale).map((part, index) =>
              part.type === 'day' ? part.value : <span key={index} className="visually-hidden">{part.value}</span>,
            )}
          </span>
          <span className="visually-hidden">: </span>
          {cell.line === cell.label ? (
            <span className="month-grid__line">{cell.line}</span>
          ) : (
            <>
              <span className="month-grid__line" aria-hidden="true">{cell.line}</span>
              <span className="visually-hidden">{cell.label}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
