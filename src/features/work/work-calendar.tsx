/**
 * Calendar mode: the Sunday-first month grid with each day's hours; a day begun without a recorded
 * end is marked; the chosen day's start, end and hours show under the grid.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { parseYyyymmdd, timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { formatHoursSuffix } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/use-locale';
import { MonthGrid, type MonthGridCell } from '@/platform/ui/month-grid';
import { WorkedTime } from '@/platform/ui/worked-time';
import { dayStatus } from './day-status';

export function WorkCalendar({ days, todayKey }: { days: WorkDayRecord[]; todayKey: string }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string | null>(null);
  const cells: MonthGridCell[] = days.flatMap((record) => {
    const date = parseYyyymmdd(record.date);
    if (!date) return [];
    const status = dayStatus(record);
    const hours = formatHoursSuffix(record.workingTime);
    return [
      {
        key: record.date,
        date,
        tone: status === 'worked' ? 'done' : status === 'incomplete' ? 'warning' : 'none',
        line: status === 'worked' ? hours : status === 'incomplete' ? '!' : '',
        label: status === 'worked' ? hours : status === 'incomplete' ? t`No end recorded` : t`No work`,
      },
    ];
  });
  const inMonth = days.some((record) => record.date === todayKey);
  const selectedKey = chosen ?? (inMonth ? todayKey : (days.find((record) => dayStatus(record) !== 'none')?.date ?? days[0]?.date ?? ''));
  const selected = days.find((record) => record.date === selectedKey);
  return (
    <section className="card work-calendar" aria-label={t`Work calendar`}>
      <MonthGrid cells={cells} todayKey={todayKey} selectedKey={selectedKey} onSelect={setChosen} />
      {selected ? <SelectedDay record={selected} /> : null}
    </section>
  );
}

function SelectedDay({ record }: { record: WorkDayRecord }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = parseYyyymmdd(record.date);
  const status = dayStatus(record);
  return (
    <dl className="today-grid work-calendar__detail" aria-live="polite">
      <div className="work-calendar__detail-date">
        <dt className="visually-hidden">{t`Date`}</dt>
        <dd>{date?.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'long' })}</dd>
      </div>
      <div>
        <dt>{t`Start time`}</dt>
        <dd>{timeOfDayInSeoul(record.workStartTime) ?? '--:--'}</dd>
      </div>
      <div>
        <dt>{t`End time`}</dt>
        <dd>{status === 'incomplete' ? <span className="tag tag--warning">{t`No end recorded`}</span> : (timeOfDayInSeoul(record.workEndTime) ?? '--:--')}</dd>
      </div>
      <div>
        <dt>{t`Work hours`}</dt>
        <dd>{status === 'worked' ? <WorkedTime hours={record.workingTime} /> : '—'}</dd>
      </div>
    </dl>
  );
}
