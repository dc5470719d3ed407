/** The daily settlement calendar: each day's wage on the month grid, the chosen day's hours and wage below. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DailySettlement } from '#contract/api-pay.ts';
import { parseYyyymmdd } from '#contract/seoul-time.ts';
import { formatWon } from '@/platform/i18n/format-won';
import { useLocale } from '@/platform/i18n/use-locale';
import { MonthGrid, type MonthGridCell } from '@/platform/ui/month-grid';
import { WorkedTime } from '@/platform/ui/worked-time';

/** 200,000 → "20만" / "200k": a day cell is too narrow for the full amount. */
function shortWon(amount: number, locale: 'ko' | 'en'): string {
  if (amount === 0) return '';
  return locale === 'ko' ? `${String(Math.round(amount / 1000) / 10)}만` : `${String(Math.round(amount / 1000))}k`;
}

export function DailyCalendar({ settlement, todayKey }: { settlement: DailySettlement; todayKey: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [chosen, setChosen] = useState<string | null>(null);
  const cells: MonthGridCell[] = settlement.days.flatMap((day) => {
    const date = parseYyyymmdd(day.date);
    if (!date) return [];
    return [{ key: day.date, date, tone: day.wage > 0 ? 'done' : 'none', line: shortWon(day.wage, locale), label: day.wage > 0 ? formatWon(day.wage, locale) : t`No work` }];
  });
  const paidDays = settlement.days.filter((day) => day.wage > 0);
  const selectedKey = chosen ?? (settlement.days.some((day) => day.date === todayKey) ? todayKey : (paidDays[0]?.date ?? settlement.days[0]?.date ?? ''));
  const selected = settlement.days.find((day) => day.date === selectedKey);
  const selectedDate = selected ? parseYyyymmdd(selected.date) : null;
  const total = paidDays.reduce((sum, day) => sum + day.wage, 0);
  const count = paidDays.length;
  return (
    <section className="card work-calendar" aria-label={t`Daily settlement`}>
      <MonthGrid cells={cells} todayKey={todayKey} selectedKey={selectedKey} onSelect={setChosen} />
      {selected && selectedDate ? (
        <dl className="today-grid today-grid--two work-calendar__detail" aria-live="polite">
          <div className="work-calendar__detail-date">
            <dt className="visually-hidden">{t`Date`}</dt>
            <dd>{selectedDate.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'long' })}</dd>
          </div>
          <div>
            <dt>{t`Work hours`}</dt>
            <dd><WorkedTime hours={selected.workingTime} /></dd>
          </div>
          <div>
            <dt>{t`Daily wage`}</dt>
            <dd>{formatWon(selected.wage, locale)}</dd>
          </div>
        </dl>
      ) : null}
      <p className="work-summary__row statement__strong">
        <span>{t`${count} paid days`}</span>
        <strong>{formatWon(total, locale)}</strong>
      </p>
    </section>
  );
}
